import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import type { FieldShape } from '@pgsqlite/catalog';
import { compositeColumns, packSql, shapeOf } from './composite.js';
import { planCompositeFieldShape, typeName, withoutDomain } from './types.js';
import { leftmostLocation } from '../errors/location.js';
import { quoteString } from '../sql/quote.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { resolveTypeName, translateExpr } from './expr.js';
import { arrayElementOf } from './arrays.js';
import { isString } from './types.js';
import type { Scope } from './scope.js';

/** Rows of a FROM function, as stmt/range-function.ts takes them. */
export interface JsonRecordRows {
  from: string;
  columns: { name: string; type: number; typmod: number; sql: (alias: string) => string }[];
  ordinality: (alias: string) => string;
}

const FUNCTIONS = new Set([
  'json_populate_record', 'jsonb_populate_record', 'json_populate_recordset', 'jsonb_populate_recordset',
  'json_to_record', 'jsonb_to_record', 'json_to_recordset', 'jsonb_to_recordset',
]);

interface Column {
  name: string;
  type: number;
  typmod: number;
  /** A composite or array-of-composite attribute: its shape (read by the runtime as a whole) */
  shape?: FieldShape;
  /** With a non-NULL base record: the base's value of the attribute (kept when the key is missing) */
  base?: string;
  /** The JSON key, when it is not the column's name (an anonymous ROW(…) base: f1, f2, …) */
  key?: string;
}

/**
 * The attributes a base record gives json(b)_populate_record(set): those of its composite type
 * (a table's row type or CREATE TYPE … AS, also behind a domain), each with the base's value when
 * the base is not NULL. 0A000 for an anonymous record.
 */
export function baseColumns(base: Expr, scope: Scope, fn: string, location: number | undefined): Column[] {
  const ctx = scope.ctx;
  const shape = shapeOf(base.type);
  if (shape === undefined) throw ctx.error('feature_not_supported', `${fn} with a base record of type ${typeName(base.type)} is not supported by pgsqlite`, location);
  const values = base.isNull ? undefined : compositeColumns(ctx, base);
  const out: Column[] = [];
  shape.f.forEach((f, i) => {
    const name = shape.n[i] as string;
    if (name === '') return;
    const col: Column = { name, type: f.o, typmod: f.m ?? -1 };
    if (f.r !== undefined || f.a !== undefined) col.shape = f;
    const v = values?.find((c) => c.attnum === i + 1);
    if (v !== undefined) col.base = v.sql;
    out.push(col);
  });
  return out;
}

/**
 * The columns of json(b)_populate_record(set) with an anonymous record base: the column definition
 * list's (42601 without one); a ROW(…) base must match it in count and types (42804, as
 * tupledesc_match) and gives the JSON keys (f1, f2, …) and the values of keys that are missing.
 */
function anonymousBaseColumns(base: Expr, defs: readonly AstNode[], scope: Scope, location: number | undefined, selectList?: string): Column[] {
  const ctx = scope.ctx;
  if (!defs.length && selectList !== undefined) {
    // in a SELECT list the row type is the base record's own, when it has one (ROW(…), a whole row)
    const own = base.isNull ? undefined : base.recordFields;
    if (own === undefined) {
      throw ctx.error('feature_not_supported', `could not determine row type for result of ${selectList}`, undefined, {
        hint: 'Provide a non-null record argument, or call the function in the FROM clause using a column definition list.',
      });
    }
    return own.map((f) => ({ name: f.name, type: f.type, typmod: -1, key: f.name, base: f.sql }));
  }
  if (!defs.length) throw ctx.error('syntax_error', 'a column definition list is required for functions returning "record"', location);
  const wanted = defs.map((d) => {
    const def = d['ColumnDef'] as Fields;
    const t = resolveTypeName(ctx, def['typeName'] as Fields);
    return { name: String(def['colname']), type: t.oid, typmod: t.typmod };
  });
  const fields = base.isNull ? undefined : base.recordFields;
  if (fields === undefined) return wanted;
  const mismatch = (detail: string): never => {
    throw ctx.error('datatype_mismatch', 'function return row and query-specified return row do not match', undefined, { detail });
  };
  if (fields.length !== wanted.length) mismatch(`Returned row contains ${fields.length} attribute${fields.length === 1 ? '' : 's'}, but query expects ${wanted.length}.`);
  return wanted.map((w, i) => {
    const f = fields[i]!;
    if (f.type !== w.type) mismatch(`Returned type ${typeName(f.type)} at ordinal position ${i + 1}, but query expects ${typeName(w.type)}.`);
    return { ...w, key: f.name, base: f.sql };
  });
}

/** One column's value read from the JSON object `obj` (SQL) and put through the type's input. */
export function columnSql(scope: Scope, obj: string, c: Column, jsonInput: boolean): string {
  const converted = convertedSql(scope, obj, c, jsonInput, c.base);
  return c.base === undefined ? converted : `(CASE WHEN pg_json_record_has(${obj}, ${quoteString(c.key ?? c.name)}) THEN ${converted} ELSE ${c.base} END)`;
}

function convertedSql(scope: Scope, obj: string, c: Column, jsonInput: boolean, base: string | undefined): string {
  if (c.shape !== undefined) return `pg_json_record_value(${obj}, ${quoteString(c.key ?? c.name)}, ${quoteString(JSON.stringify(c.shape))}, ${base ?? 'NULL'})`;
  const json = c.type === Oid.json || c.type === Oid.jsonb;
  // json input hands a non-string value to a text column as its own source text ('T'), jsonb input as jsonb prints it ('t')
  const elem = arrayElementOf(withoutDomain(c.type));
  const arrayMode = elem === undefined ? undefined : elem === Oid.json && jsonInput ? 'J' : elem === Oid.json || elem === Oid.jsonb ? 'B' : 'a';
  const mode = json ? (c.type === Oid.json && jsonInput ? 'r' : 'j') : (arrayMode ?? (jsonInput ? 'T' : 't'));
  const raw = `pg_json_record_field(${obj}, ${quoteString(c.key ?? c.name)}, '${mode}')`;
  if (json) return raw;
  const text: Expr = { sql: raw, type: Oid.text, typmod: -1, name: c.name };
  // String types (and arrays of them) take the input function's length check (22001), as an
  // assignment does; an explicit cast would truncate char(10)[] elements silently.
  if (isString(c.type)) return coerce(scope.ctx, text, c.type, c.typmod, 'assignment').sql;
  if (elem === undefined || !isString(elem) || c.typmod < 0) return coerce(scope.ctx, text, c.type, c.typmod, 'explicit').sql;
  // the array read without its typmod, then given it as an assignment gives it: checked, not cut
  return coerce(scope.ctx, coerce(scope.ctx, text, c.type, -1, 'explicit'), c.type, c.typmod, 'assignment').sql;
}

/**
 * json(b)_populate_record(set)(NULL::t, doc) and json(b)_to_record(set)(doc) AS x(col type, …)
 * in FROM: one row (…_record) or one per array element (…_recordset), each column the JSON
 * field of its name converted as PostgreSQL's populate_record does. Undefined for other
 * functions; `args` are the translated arguments that the FROM item depends on.
 */
export function jsonRecordFunction(f: Fields, call: Fields, name: string, scope: Scope): { rows: JsonRecordRows; args: Expr[] } | undefined {
  if (!FUNCTIONS.has(name)) return undefined;
  const ctx = scope.ctx;
  const argNodes = (call['args'] as AstNode[] | undefined) ?? [];
  const populate = name.includes('populate');
  const set = name.endsWith('set');
  const jsonb = name.startsWith('jsonb');
  if (argNodes.length !== (populate ? 2 : 1)) return undefined;
  const defs = (f['coldeflist'] as AstNode[] | undefined) ?? [];
  let columns: Column[];
  let domain: { oid: number; type: number } | undefined;
  if (populate) {
    const baseNode = argNodes[0] as AstNode;
    const base = translateExpr(baseNode, { scope, clause: 'functions in FROM' });
    if (base.type === Oid.record) columns = anonymousBaseColumns(base, defs, scope, call['location'] as number | undefined, f['selectList'] === true ? name : undefined);
    else {
      if (defs.length) throw ctx.error('syntax_error', 'a column definition list is redundant for a function returning a named composite type', defs[0]?.['ColumnDef']?.['location'] as number | undefined);
      columns = baseColumns(base, scope, name, leftmostLocation(baseNode));
      if (base.domain !== undefined) domain = { oid: base.domain, type: base.type };
    }
  } else {
    if (!defs.length) throw ctx.error('syntax_error', 'a column definition list is required for functions returning "record"', call['location']);
    columns = defs.map((d) => {
      const def = d['ColumnDef'] as Fields;
      const t = resolveTypeName(ctx, def['typeName'] as Fields);
      const shape = planCompositeFieldShape(t.oid);
      return { name: String(def['colname']), type: t.oid, typmod: t.typmod, ...(shape !== undefined ? { shape } : {}) };
    });
  }
  const docExpr = translateExpr(argNodes[argNodes.length - 1] as AstNode, { scope, clause: 'functions in FROM' });
  const want = jsonb ? Oid.jsonb : Oid.json;
  if (docExpr.type !== want && docExpr.type !== Oid.unknown) return undefined;
  const doc = coerce(ctx, docExpr, want, -1, 'implicit');
  const from = set ? `json_each(pg_json_recordset(${doc.sql}, ${quoteString(name)}))` : `json_each(json_array(${doc.sql}))`;
  const sqlOf = (c: Column, al: string): string => columnSql(scope, `${al}.value`, c, !jsonb);
  // a domain over the base's composite type checks each record made (populate_record's
  // domain_check), whichever of its columns the query reads: in the row source itself
  let source = from;
  if (domain !== undefined) {
    const record: Expr = { sql: packSql(columns.map((c) => ({ sql: sqlOf(c, '"__r"'), type: c.type, typmod: c.typmod, name: c.name }))), type: domain.type, typmod: -1, name };
    const check = coerce(ctx, record, domain.oid, -1, 'explicit').sql;
    source = `(SELECT "__r".key AS key, "__r".value AS value FROM ${from} AS "__r" WHERE (CASE WHEN (${check}) IS NULL THEN 1 ELSE 1 END))`;
  }
  return {
    rows: {
      from: source,
      columns: columns.map((c) => ({ ...c, sql: (al: string) => sqlOf(c, al) })),
      ordinality: (al) => `(${al}.key + 1)`,
    },
    args: [doc],
  };
}
