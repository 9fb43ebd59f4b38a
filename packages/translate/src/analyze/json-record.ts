import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names } from '../parse/ast.js';
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
}

/** The table a `NULL::t` base argument names (its columns), or 0A000 for any other base record. */
function baseColumns(node: AstNode | undefined, scope: Scope, fn: string): Column[] {
  const ctx = scope.ctx;
  const cast = node?.['TypeCast'] as Fields | undefined;
  const isNull = cast?.['arg']?.['A_Const']?.['isnull'] === true;
  const typeNames = cast ? names(cast['typeName']['names']) : [];
  const rel = isNull && !cast?.['typeName']?.['arrayBounds'] ? ctx.catalog.findRelation(typeNames[typeNames.length - 1] ?? '', typeNames.length > 1 ? typeNames[0] : undefined, ctx.searchPath) : undefined;
  if (!rel) throw ctx.error('feature_not_supported', `${fn} with a base record other than NULL::table_name is not supported by pgsqlite`, node?.['TypeCast']?.['location'] as number | undefined);
  return rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod }));
}

/** One column's value read from the JSON object `obj` (SQL) and put through the type's input. */
function columnSql(scope: Scope, obj: string, c: Column, jsonInput: boolean): string {
  const json = c.type === Oid.json || c.type === Oid.jsonb;
  const mode = json ? (c.type === Oid.json && jsonInput ? 'r' : 'j') : arrayElementOf(c.type) !== undefined ? 'a' : 't';
  const raw = `pg_json_record_field(${obj}, ${quoteString(c.name)}, '${mode}')`;
  if (json) return raw;
  const text: Expr = { sql: raw, type: Oid.text, typmod: -1, name: c.name };
  // String types take the input function's length check (22001), as an assignment does.
  return coerce(scope.ctx, text, c.type, c.typmod, isString(c.type) ? 'assignment' : 'explicit').sql;
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
  if (populate) {
    if (defs.length) throw ctx.error('syntax_error', 'a column definition list is redundant for a function returning a named composite type', defs[0]?.['ColumnDef']?.['location'] as number | undefined);
    columns = baseColumns(argNodes[0], scope, name);
  } else {
    if (!defs.length) throw ctx.error('syntax_error', 'a column definition list is required for functions returning "record"', call['location']);
    if (f['ordinality']) {
      throw ctx.error('syntax_error', 'WITH ORDINALITY cannot be used with a column definition list', defs[0]?.['ColumnDef']?.['location'] as number | undefined, { hint: 'Put the column definition list inside ROWS FROM().' });
    }
    columns = defs.map((d) => {
      const def = d['ColumnDef'] as Fields;
      const t = resolveTypeName(ctx, def['typeName'] as Fields);
      return { name: String(def['colname']), type: t.oid, typmod: t.typmod };
    });
  }
  const docExpr = translateExpr(argNodes[argNodes.length - 1] as AstNode, { scope, clause: 'functions in FROM' });
  const want = jsonb ? Oid.jsonb : Oid.json;
  if (docExpr.type !== want && docExpr.type !== Oid.unknown) return undefined;
  const doc = coerce(ctx, docExpr, want, -1, 'implicit');
  const from = set ? `json_each(pg_json_recordset(${doc.sql}, ${quoteString(name)}))` : `json_each(json_array(${doc.sql}))`;
  return {
    rows: {
      from,
      columns: columns.map((c) => ({ ...c, sql: (al: string) => columnSql(scope, `${al}.value`, c, !jsonb) })),
      ordinality: (al) => `(${al}.key + 1)`,
    },
    args: [doc],
  };
}
