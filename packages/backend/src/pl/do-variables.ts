import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { ParsedStatement } from '@pgsqlite/translate';

/** Statements PL/pgSQL substitutes variables in (utility statements such as DDL run as written). */
const PLANNABLE = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

const BOOL_OID = 16;
const TEXT_OID = 25;
const OID_OID = 26;
const RECORD_OID = 2249;

/** Command tags whose count sets FOUND (pl_exec.c exec_stmt_execsql / exec_stmt_perform). */
const COUNTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'SELECT']);

/** A scalar variable: its type as declared (for the assignment cast), the type's OID and its stored value. */
export interface DoScalar {
  kind: 'scalar';
  typname: string;
  type: number;
  value: SqlValue;
  notNull: boolean;
  /** Declared CONSTANT (an OPEN of it may not name its portal) */
  constant?: boolean;
}

/** A record variable: unassigned (columns null) until a row is put in it. */
export interface DoRecord {
  kind: 'record';
  /** The fields (typname: the type as format_type spells it, when fields may be assigned; "" names a dropped attribute) */
  columns: { name: string; type: number; typname?: string }[] | null;
  values: SqlValue[];
  /** A record holding a value of a named composite type (composite-vars.ts): the type's OID */
  typeOid?: number;
  /** Its type is the declared one (a variable or parameter of that type, NEW/OLD), not the last value's */
  declaredType?: true;
  /** NULL as a whole (a typed record not assigned yet, or assigned NULL); its fields read NULL */
  isNull?: boolean;
}

/** A DECLAREd variable of a DO block. */
export type DoValue = DoScalar | DoRecord;

/** PL/pgSQL's variables a DO block reads: FOUND, SQLSTATE/SQLERRM inside an exception handler, and the DECLAREd ones. */
export interface DoVariables {
  found: boolean;
  /** The error being handled, or null outside a handler (SQLSTATE/SQLERRM are not in scope there). */
  handling: PgError | null;
  /** DECLAREd variables by name (absent: not declared). */
  values?: ReadonlyMap<string, DoValue>;
  /** A record of a named composite type read as a whole: its value (composite-vars.ts storedRecord) */
  whole?: (rec: DoRecord & { typeOid: number }) => SqlValue;
  /** A trigger's WHEN condition: NEW.tableoid and OLD.tableoid (the tuples' system column) */
  tableoid?: number;
}

/** A statement with its variable references replaced by parameters `$1…`, their types and values. */
export interface BoundStatement {
  stmt: ParsedStatement;
  types: number[];
  values: SqlValue[];
}

interface Binding {
  key: string;
  type: number;
  value: SqlValue;
}

/**
 * Binds PL/pgSQL variables in a query as parameters, as PL/pgSQL passes variables to the SQL it
 * runs: a ColumnRef naming a variable (or `rec.field`) becomes a ParamRef (AST to AST; the source
 * gets a suffix naming the bound variables so the plan is cached apart from other bindings).
 */
export function bindVariables(stmt: ParsedStatement, vars: DoVariables): BoundStatement {
  const none = { stmt, types: [], values: [] };
  if (!Object.keys(stmt.ast).some((k) => PLANNABLE.has(k))) return none;
  const order: Binding[] = [];
  const ast = substitute(stmt.ast, vars, order) as ParsedStatement['ast'];
  if (order.length === 0) return none;
  return {
    stmt: { ...stmt, ast, source: `${stmt.source}\u0000${order.map((b) => `${b.key}:${b.type}`).join(',')}` },
    types: order.map((b) => b.type),
    values: order.map((b) => b.value),
  };
}

/** The binding of a column reference, or undefined when it names no variable. */
function lookup(parts: readonly string[], vars: DoVariables): Omit<Binding, 'key'> | undefined {
  const [first, second] = parts;
  if (first === undefined) return undefined;
  const v = vars.values?.get(first);
  if (parts.length === 1) {
    if (v?.kind === 'scalar') return { type: v.type, value: v.value };
    if (first === 'found') return { type: BOOL_OID, value: vars.found ? 1 : 0 };
    if ((first === 'sqlstate' || first === 'sqlerrm') && vars.handling !== null) {
      return { type: TEXT_OID, value: first === 'sqlstate' ? vars.handling.fields.code : vars.handling.fields.message };
    }
    return undefined;
  }
  if (parts.length !== 2 || second === undefined || v?.kind !== 'record') return undefined;
  if (v.columns === null) {
    throw new PgError('object_not_in_prerequisite_state', `record "${first}" is not assigned yet`, { detail: 'The tuple structure of a not-yet-assigned record is indeterminate.' });
  }
  const i = v.columns.findIndex((c) => c.name === second);
  if (i < 0 && second === 'tableoid' && vars.tableoid !== undefined && (first === 'new' || first === 'old')) return { type: OID_OID, value: vars.tableoid };
  if (i < 0) throw new PgError('undefined_column', `record "${first}" has no field "${second}"`);
  return { type: v.columns[i]!.type, value: v.values[i] ?? null };
}

function substitute(node: unknown, vars: DoVariables, order: Binding[]): unknown {
  if (Array.isArray(node)) return node.flatMap((n) => starFields(n, vars, order) ?? [substitute(n, vars, order)]);
  if (node === null || typeof node !== 'object') return node;
  const argv = argvSubscript(node, vars);
  if (argv !== undefined) return { A_Indirection: { ...argv, arg: substitute(argv.arg, vars, order), indirection: substitute(argv.indirection, vars, order) } };
  // A function's $n: its nth parameter.
  const pr = (node as { ParamRef?: { number?: number; location?: number } }).ParamRef;
  const pv = pr === undefined ? undefined : vars.values?.get(`$${pr.number ?? 0}`);
  if (pr !== undefined && pv?.kind === 'record') return wholeRecord(`$${pr.number ?? 0}`, pr.location ?? -1, vars, order);
  if (pr !== undefined && pv?.kind === 'scalar') {
    const key = `$${pr.number ?? 0}`;
    let n = order.findIndex((o) => o.key === key);
    if (n < 0) n = order.push({ key, type: pv.type, value: pv.value }) - 1;
    return { ParamRef: { number: n + 1, location: pr.location } };
  }
  const ref = (node as { ColumnRef?: { fields?: { String?: { sval?: string } }[]; location?: number } }).ColumnRef;
  if (ref !== undefined) {
    const parts = (ref.fields ?? []).map((f) => f.String?.sval);
    // `rec` or, outside a list (starFields expands those), `rec.*`: the record as a whole
    const starred = parts.length === 2 && parts[0] !== undefined && (ref.fields?.[1] as { A_Star?: unknown } | undefined)?.A_Star !== undefined;
    const whole = (parts.length === 1 || starred) && parts[0] !== undefined ? wholeRecord(parts[0], ref.location ?? -1, vars, order) : undefined;
    if (whole !== undefined) return whole;
    if (parts.every((p): p is string => p !== undefined)) {
      const b = lookup(parts, vars);
      if (b !== undefined) {
        const key = parts.join('.');
        let n = order.findIndex((o) => o.key === key);
        if (n < 0) n = order.push({ key, ...b }) - 1;
        return { ParamRef: { number: n + 1, location: ref.location } };
      }
    }
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = substitute(v, vars, order);
  return out;
}

/** The record variable `r.*` / `(r).*` names, if the node is such a reference. */
function starredRecord(node: unknown, vars: DoVariables): { name: string; rec: DoRecord; location: number } | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  type Ref = { fields?: { String?: { sval?: string }; A_Star?: unknown }[]; location?: number };
  let ref: Ref | undefined = (node as { ColumnRef?: Ref }).ColumnRef;
  let fields = ref?.fields;
  if (ref === undefined) {
    const ind = (node as { A_Indirection?: { arg?: { ColumnRef?: Ref }; indirection?: { A_Star?: unknown }[] } }).A_Indirection;
    const inner: Ref | undefined = ind?.arg?.ColumnRef;
    if (ind?.indirection?.length !== 1 || ind.indirection[0]?.A_Star === undefined || inner?.fields?.length !== 1) return undefined;
    ref = inner;
    fields = [...(inner.fields ?? []), { A_Star: {} }];
  }
  if (fields?.length !== 2 || fields[1]?.A_Star === undefined) return undefined;
  const name = fields[0]?.String?.sval;
  const rec = name === undefined ? undefined : vars.values?.get(name);
  return rec?.kind === 'record' && name !== undefined ? { name, rec, location: ref.location ?? -1 } : undefined;
}

/**
 * `r.*` of a record variable in a list (a select list, VALUES, ROW(…), a function's arguments):
 * its fields, one parameter each, in place of the one item (a select list's items named after
 * the fields), as PostgreSQL expands it. Undefined when the item is no such reference.
 */
function starFields(item: unknown, vars: DoVariables, order: Binding[]): unknown[] | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const target = (item as { ResTarget?: { val?: unknown; name?: string; location?: number } }).ResTarget;
  const star = starredRecord(target === undefined ? item : target.val, vars);
  if (star === undefined) return undefined;
  const { name, rec, location } = star;
  if (rec.columns === null) {
    throw new PgError('object_not_in_prerequisite_state', `record "${name}" is not assigned yet`, { detail: 'The tuple structure of a not-yet-assigned record is indeterminate.' });
  }
  return rec.columns.flatMap((c, i) => {
    if (c.name === '') return [];
    const p = param(order, { key: `${name}.${c.name}`, type: c.type, value: rec.values[i] ?? null }, location);
    return [target === undefined ? p : { ResTarget: { name: c.name, val: p, location: target.location ?? location } }];
  });
}

/** The parameter at `key` (added once). */
function param(order: Binding[], b: Binding, location: number): unknown {
  let n = order.findIndex((o) => o.key === b.key);
  if (n < 0) n = order.push(b) - 1;
  return { ParamRef: { number: n + 1, location } };
}

/**
 * A record variable read as a whole (`RETURN r`, `row_to_json(NEW)`, `r IS NULL`, `RAISE '%', r`):
 * one of a named composite type is a parameter of that type; an anonymous one (`r record`, typed by
 * the row put in it) the row of a subquery — `(SELECT r FROM (SELECT $1 AS a, …) r)` — so its
 * fields keep their names. Undefined when `name` is no record variable.
 */
function wholeRecord(name: string, location: number, vars: DoVariables, order: Binding[]): unknown {
  const v = vars.values?.get(name);
  if (v?.kind !== 'record') return undefined;
  if (v.typeOid !== undefined && vars.whole !== undefined) {
    return param(order, { key: name, type: v.typeOid, value: vars.whole(v as DoRecord & { typeOid: number }) }, location);
  }
  // A record not assigned yet reads as NULL as a whole (only its fields are indeterminate).
  if (v.columns === null) return param(order, { key: name, type: RECORD_OID, value: null }, location);
  const targetList = v.columns.flatMap((c, i) =>
    c.name === '' ? [] : [{ ResTarget: { name: c.name, val: param(order, { key: `${name}.${c.name}`, type: c.type, value: v.values[i] ?? null }, location), location } }],
  );
  const inner = { SelectStmt: { targetList, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } };
  const alias = '_pgsqlite_record';
  const outer = {
    SelectStmt: {
      targetList: [{ ResTarget: { val: { ColumnRef: { fields: [{ String: { sval: alias } }], location } }, location } }],
      fromClause: [{ RangeSubselect: { subquery: inner, alias: { aliasname: alias } } }],
      limitOption: 'LIMIT_OPTION_DEFAULT',
      op: 'SETOP_NONE',
    },
  };
  return { SubLink: { subLinkType: 'EXPR_SUBLINK', subselect: outer, location } };
}

/**
 * TG_ARGV[i]: PostgreSQL's TG_ARGV is indexed from 0; pgsqlite's arrays from 1, so the subscript
 * is shifted (AST to AST) before the variable is bound.
 */
function argvSubscript(node: object, vars: DoVariables): { arg?: unknown; indirection?: unknown[] } | undefined {
  const ind = (node as { A_Indirection?: { arg?: { ColumnRef?: { fields?: { String?: { sval?: string } }[] } }; indirection?: unknown[] } }).A_Indirection;
  const fields = ind?.arg?.ColumnRef?.fields;
  if (ind === undefined || fields?.length !== 1 || fields[0]?.String?.sval !== 'tg_argv' || vars.values?.get('tg_argv') === undefined) return undefined;
  const shifted = (ind.indirection ?? []).map((i) => {
    const idx = (i as { A_Indices?: { uidx?: unknown; is_slice?: boolean } }).A_Indices;
    if (idx === undefined || idx.is_slice === true || idx.uidx === undefined) return i;
    const plusOne = { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '+' } }], lexpr: idx.uidx, rexpr: { A_Const: { ival: { ival: 1 } } } } };
    return { A_Indices: { ...idx, uidx: plusOne } };
  });
  return { ...ind, indirection: shifted };
}

/** The rows a statement processed, from its command tag, when it is one that sets FOUND. */
export function processedRows(tag: string | null): number | null {
  if (tag === null) return null;
  const words = tag.split(' ');
  if (!COUNTING.has(words[0] ?? '')) return null;
  return Number(words[words.length - 1]);
}
