import { setsOtherThanSearchPath } from '../ddl/function-config.js';
import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { Expr } from '../analyze/expr-types.js';
import type { ExprEnv } from '../analyze/expr.js';
import type { Scope } from '../analyze/scope.js';
import { callArguments, chooseUserFunction } from '../analyze/sql-functions.js';
import { typeByOid } from '@pgsqlite/catalog';
import { columnDefinitions, returnsAnonymousRecord } from '../analyze/column-definitions.js';
import { correlatedCall } from '../stmt/user-function-rows.js';
import { standardBody } from './body-lexing.js';
import { lexOf } from '../parse/string-conform.js';
import { hoistPlCall, isPlFunction } from './pl-call.js';

/**
 * Where a PL/pgSQL function may be called (its body runs in the session, before the statement:
 * pl-call.ts), as PostgreSQL would evaluate it exactly once:
 * - in FROM (`SELECT * FROM f(1)`): PostgreSQL materialises a function scan once, so any function
 *   whose arguments do not read the calling query's rows;
 * - as a value whose arguments read no rows, in a SELECT list without FROM/WHERE/… (or one VALUES
 *   row of an INSERT), outside CASE/AND/OR/COALESCE: evaluated once; or anywhere when the function
 *   is STABLE or IMMUTABLE (the same value for every row).
 * Any other call is 0A000 naming the function.
 */

/** Nodes whose every operand PostgreSQL evaluates (no short circuit). */
const THROUGH = new Set(['ResTarget', 'FuncCall', 'TypeCast', 'A_ArrayExpr', 'RowExpr', 'NamedArgExpr', 'A_Indirection', 'List', 'NullTest', 'BooleanTest']);

/** Operator kinds that evaluate both operands. */
const BOTH_OPERANDS = new Set(['AEXPR_OP', 'AEXPR_DISTINCT', 'AEXPR_NOT_DISTINCT', 'AEXPR_NULLIF']);

/** Whether `f` (a FuncCall's fields) is evaluated exactly once by the statement being planned. */
function evaluatedOnce(ctx: PlanCtx, f: Fields): boolean {
  const top = ctx.stmt.ast as AstNode;
  let roots: unknown[] = [];
  const t = nodeType(top);
  if (t === 'SelectStmt') roots = onceTargets(fieldsOf(top));
  if (t === 'InsertStmt') {
    const ins = fieldsOf(top);
    const sel = ins['selectStmt'] as AstNode | undefined;
    const sf = sel === undefined ? undefined : fieldsOf(sel);
    const values = sf?.['valuesLists'] as AstNode[] | undefined;
    if (ins['withClause'] === undefined && ins['onConflictClause'] === undefined && sf !== undefined) roots = values?.length === 1 ? [values[0]] : onceTargets(sf);
  }
  return roots.some((r) => reaches(r, f));
}

/** The target list of a SELECT that yields exactly one row (no FROM, WHERE, GROUP BY, LIMIT, set operation). */
function onceTargets(sel: Fields): unknown[] {
  const other = ['fromClause', 'whereClause', 'groupClause', 'havingClause', 'limitCount', 'limitOffset', 'withClause', 'valuesLists', 'larg', 'windowClause', 'distinctClause'];
  if (other.some((k) => sel[k] !== undefined)) return [];
  return (sel['targetList'] as unknown[] | undefined) ?? [];
}

function reaches(node: unknown, target: Fields): boolean {
  if (Array.isArray(node)) return node.some((n) => reaches(n, target));
  if (node === null || typeof node !== 'object') return false;
  const entries = Object.entries(node as Record<string, unknown>);
  const [type, fields] = entries[0] ?? [];
  if (entries.length !== 1 || type === undefined) return false;
  if (fields === target) return true;
  if (type === 'A_Expr') {
    const a = fields as Fields;
    return BOTH_OPERANDS.has(String(a['kind'])) && (reaches(a['lexpr'], target) || reaches(a['rexpr'], target));
  }
  if (type === 'List') return reaches((fields as Fields)['items'], target);
  if (!THROUGH.has(type)) return false;
  const f = fields as Fields;
  return ['val', 'args', 'arg', 'elements', 'items'].some((k) => reaches(f[k], target));
}

/** The body as the PL/pgSQL scanner reads it. */
function bodyOf(ctx: PlanCtx, fn: UserFunctionDef): string {
  return standardBody(fn.prosrc, lexOf(ctx.settings));
}

function refuse(ctx: PlanCtx, fn: UserFunctionDef, why: string, location: number | undefined): never {
  throw ctx.error('feature_not_supported', `PL/pgSQL function ${fn.name}: ${why} is not supported by pgsqlite`, location);
}

/**
 * A call of a PL/pgSQL function as a value (`SELECT f(1)`, `x := f(y)` in a body); undefined when
 * `fn` is no PL/pgSQL function the interpreter runs.
 */
export function plScalarCall(env: ExprEnv, fn: UserFunctionDef, slots: readonly (Expr | undefined)[], f: Fields): Expr | undefined {
  // an inlinable body runs in the session all the same when it sets parameters other than search_path
  if (!isPlFunction(fn) || (fn.unsupported === undefined && !setsOtherThanSearchPath(fn.config))) return undefined;
  const ctx = env.scope.ctx;
  const location = f['location'] as number | undefined;
  if (fn.setof === true) refuse(ctx, fn, 'a set-returning function called outside FROM', location);
  const outs = fn.outColumns ?? [];
  const scalarOut = outs.length === 1 ? outs[0] : undefined;
  if (correlatedCall(f)) refuse(ctx, fn, "a call with arguments from the calling query's rows", location);
  if (fn.volatility === 'v' && !evaluatedOnce(ctx, f)) refuse(ctx, fn, 'a VOLATILE function called where it may run more or fewer times than once (call it in FROM, or in a SELECT list without FROM)', location);
  const args = callArguments(ctx, fn, slots);
  if ((outs.length > 1 || (fn.returnType === Oid.record && scalarOut === undefined) || fn.rowRelation !== undefined) && fn.returnType !== Oid.void) {
    return rowCall(ctx, fn, args, f, location);
  }
  const type = scalarOut?.type ?? fn.returnType;
  const result = fn.returnType === Oid.void ? 'void' : 'scalar';
  const sql = hoistPlCall(ctx, fn, bodyOf(ctx, fn), args, result, [{ name: fn.name, type }], false, f);
  return { sql, type, typmod: -1, name: fn.name, nameStrength: 2 };
}

/** A PL/pgSQL function call in FROM, as range-function.ts's FunctionRows; undefined when `call` names none. */
export function plFunctionRows(f: Fields, call: Fields, scope: Scope): { from: string; columns: { name: string; type: number; typmod: number; sql: (alias: string) => string }[]; ordinality: (alias: string) => string; composite: boolean } | undefined {
  const ctx = scope.ctx;
  const parts = names(call['funcname']);
  const all = ctx.catalog.userFunctions?.() ?? [];
  const name = parts[parts.length - 1];
  if (!all.some((fn) => fn.name === name && isPlFunction(fn) && fn.unsupported !== undefined)) return undefined;
  const chosen = chooseUserFunction(call, parts, { scope, clause: 'functions in FROM' });
  if (chosen === undefined || !isPlFunction(chosen.fn) || chosen.fn.unsupported === undefined) return undefined;
  const fn = chosen.fn;
  const location = call['location'] as number | undefined;
  if (correlatedCall(call)) refuse(ctx, fn, "a call in FROM with arguments from other FROM items (LATERAL)", location);
  const { columns, composite } = resultColumns(ctx, fn, f, location);
  const args = callArguments(ctx, fn, chosen.slots);
  const marker = hoistPlCall(ctx, fn, bodyOf(ctx, fn), args, 'rows', columns, composite, call);
  const read = (alias: string, i: number): string => {
    const v = `json_extract(${alias}.value, '$[${i}]')`;
    return typeByOid(columns[i]?.type ?? 0)?.storage === 'blob' ? `unhex(${v})` : v;
  };
  return {
    from: `json_each(${marker})`,
    columns: columns.map((c, i) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: (a: string) => read(a, i) })),
    ordinality: (a) => `(${a}.key + 1)`,
    composite,
  };
}

/** The columns a call in FROM yields: OUT/TABLE parameters, a table's row, a column definition list, or the one scalar. */
function resultColumns(ctx: PlanCtx, fn: UserFunctionDef, f: Fields, location: number | undefined): { columns: { name: string; type: number; typmod: number }[]; composite: boolean } {
  const coldefs = f['coldeflist'] as AstNode[] | undefined;
  const record = returnsAnonymousRecord(fn);
  if (coldefs !== undefined && !record) {
    throw ctx.error('syntax_error', 'a column definition list is only allowed for functions returning "record"', coldefs[0]?.['ColumnDef']?.['location'] as number | undefined);
  }
  if (record) {
    if (coldefs === undefined) throw ctx.error('syntax_error', 'a column definition list is required for functions returning "record"', location);
    return { columns: columnDefinitions(ctx, coldefs), composite: true };
  }
  const outs = fn.outColumns ?? [];
  if (outs.length > 0) {
    const inputs = fn.argTypes.length;
    return { columns: outs.map((c, i) => ({ name: c.name || `column${i + 1}`, type: c.type, typmod: -1 })), composite: outs.length > 1 };
  }
  if (fn.rowRelation !== undefined) {
    const rel = ctx.catalog.relationByOid(fn.rowRelation);
    if (rel === undefined) throw ctx.error('undefined_object', `the row type of function ${fn.name} no longer exists`);
    return { columns: rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod })), composite: true };
  }
  return { columns: [{ name: fn.name, type: fn.returnType, typmod: -1 }], composite: false };
}

/** A call of a function returning a row, as a value: the row (a record, or the table's row type) with its fields for `(f(…)).col`. */
function rowCall(ctx: PlanCtx, fn: UserFunctionDef, args: readonly Expr[], f: Fields, location: number | undefined): Expr {
  if (fn.returnType === Oid.record && (fn.outColumns ?? []).length === 0 && fn.rowRelation === undefined) refuse(ctx, fn, 'a function returning record called as a value', location);
  const { columns } = resultColumns(ctx, fn, {}, location);
  const marker = hoistPlCall(ctx, fn, bodyOf(ctx, fn), args, 'rows', columns, true, f);
  const field = (i: number): string => {
    const v = `json_extract(${marker}, '$[0][${i}]')`;
    return typeByOid(columns[i]?.type ?? 0)?.storage === 'blob' ? `unhex(${v})` : v;
  };
  const rel = fn.rowRelation === undefined ? undefined : ctx.catalog.relationByOid(fn.rowRelation);
  const rowType = rel?.rowType?.oid;
  const values = columns.map((_, i) => field(i));
  const record = rowType !== undefined ? `pg_row_pack(${values.join(', ')})` : `pg_record_out(${columns.map((c, i) => `${c.type}, ${values[i]}`).join(', ')})`;
  const sql = `(CASE WHEN ${values.map((v) => `${v} IS NULL`).join(' AND ')} THEN NULL ELSE ${record} END)`;
  const type = rowType ?? Oid.record;
  const rowFields = columns.map((c, i) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: values[i] ?? 'NULL', tableOid: 0, attnum: 0, rangeAlias: fn.name }));
  return { sql, type, typmod: -1, name: fn.name, nameStrength: 2, column: { name: fn.name, type, typmod: -1, sql, tableOid: 0, attnum: 0, rangeAlias: fn.name, rowFields } };
}

/** Whether `call` names a set-returning PL/pgSQL function (a SELECT-list SRF: target-srf.ts). */
export function isPlSetFunction(fns: readonly UserFunctionDef[]): boolean {
  return fns.some((fn) => fn.setof === true && isPlFunction(fn) && fn.unsupported !== undefined);
}

/**
 * A set-returning PL/pgSQL function in a SELECT list: the JSON array of its values (or of one field)
 * in row order, as target-srf.ts expects; undefined when `call` names none. Called once (a SELECT
 * without FROM) or STABLE/IMMUTABLE, with arguments that read no rows.
 */
export function plSrfValuesArray(call: Fields, scope: Scope, field?: string): { sql: string; type: number } | undefined {
  const ctx = scope.ctx;
  const chosen = chooseUserFunction(call, names(call['funcname']), { scope, clause: 'SELECT' });
  if (chosen === undefined || !isPlFunction(chosen.fn) || chosen.fn.setof !== true || chosen.fn.unsupported === undefined) return undefined;
  const fn = chosen.fn;
  const location = call['location'] as number | undefined;
  if (correlatedCall(call)) refuse(ctx, fn, "a call with arguments from the calling query's rows", location);
  if (fn.volatility === 'v' && !evaluatedOnce(ctx, call)) refuse(ctx, fn, 'a VOLATILE set-returning function in a SELECT list with FROM (call it in FROM)', location);
  const { columns, composite } = resultColumns(ctx, fn, {}, location);
  const marker = hoistPlCall(ctx, fn, bodyOf(ctx, fn), callArguments(ctx, fn, chosen.slots), 'rows', columns, composite, call);
  const read = (i: number): string => {
    const v = `json_extract("__sv".value, '$[${i}]')`;
    return typeByOid(columns[i]?.type ?? 0)?.storage === 'blob' ? `unhex(${v})` : v;
  };
  const i = field === undefined ? -1 : columns.findIndex((c) => c.name === field);
  if (field !== undefined && i < 0) throw ctx.error('undefined_column', `could not identify column "${field}" in record data type`, location);
  const only = !composite ? columns[0] : undefined;
  const picked = i >= 0 ? columns[i] : only;
  const pickedAt = i >= 0 ? i : 0;
  const value = picked !== undefined ? { sql: read(pickedAt), type: picked.type } : { sql: `pg_record_out(${columns.map((c, k) => `${c.type}, ${read(k)}`).join(', ')})`, type: Oid.record };
  return { sql: `(SELECT json_group_array("__v") FROM (SELECT ${value.sql} AS "__v" FROM json_each(${marker}) AS "__sv" ORDER BY "__sv".key))`, type: value.type };
}
