import { Oid, builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { arrayElementOf } from './arrays.js';
import { readsColumnOrStandIn } from './column-stand-ins.js';
import type { Expr } from './expr-types.js';
import { isMarkedFoldable, isMarkedStrictConcat, isMarkedUnfoldable } from './plan-time-volatility.js';
import { literalBool, liveParts } from './folded-branches.js';

/**
 * PostgreSQL's planner folds a call of a strict function or operator with a constant NULL
 * argument to NULL without evaluating the other arguments (eval_const_expressions), so
 * `NULL::int + f(col)` is NULL even where f(col) would raise an error, and `make_time(NULL, …)`
 * never checks the rest. The translator does the same for the built-in scalar functions that
 * pg_proc marks strict (and are neither aggregates, window functions nor set-returning) and for
 * every operator but array concatenation (array_cat, array_append and array_prepend are not
 * strict).
 */

interface ProcFacts {
  /** every plain built-in function of the name is strict and returns one value */
  strict: boolean;
  /** every function of the name is immutable (the planner pre-evaluates only those), none an aggregate or window function */
  foldable: boolean;
}

let procs: Map<string, ProcFacts> | undefined;

function procFacts(name: string): ProcFacts | undefined {
  if (procs === undefined) {
    const map = new Map<string, ProcFacts>();
    const col = (c: string): number => builtinColumnIndex('pg_proc', c);
    const [iName, iStrict, iKind, iSet, iVol] = [col('proname'), col('proisstrict'), col('prokind'), col('proretset'), col('provolatile')];
    for (const row of builtinRows('pg_proc')) {
      const n = String(row[iName]);
      const plain = row[iKind] === 'f' && !isTrue(row[iSet]);
      const prev = map.get(n) ?? { strict: true, foldable: true };
      map.set(n, { strict: prev.strict && plain && isTrue(row[iStrict]), foldable: prev.foldable && plain && row[iVol] === 'i' });
    }
    procs = map;
  }
  return procs.get(name);
}

/** Whether every built-in plain function named `name` is strict and returns one value. */
export function isStrictBuiltin(name: string): boolean {
  return procFacts(name)?.strict ?? false;
}

function isTrue(v: unknown): boolean {
  return v === true || v === 1 || v === 't' || v === 'true';
}

/** AST nodes whose value depends on the row, the parameters or a subquery. */
const VARYING = new Set(['ColumnRef', 'ParamRef', 'SubLink', 'GroupingFunc', 'SetToDefault', 'CurrentOfExpr', 'WindowDef']);

/**
 * Whether a parse node is a constant expression PostgreSQL's planner evaluates before running
 * the query: literals, casts and operators over them, and built-in functions that are immutable
 * (not stable, aggregate or set-returning); their errors surface even when no row is read.
 */
export function isConstantNode(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(isConstantNode);
  if (node === null || typeof node !== 'object') return true;
  if (foldsToNull(node)) return true;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (VARYING.has(k)) return false;
    // a cast or operator whose function is stable (marked by the analyzer, which knows the types)
    if ((k === 'TypeCast' || k === 'A_Expr') && typeof v === 'object' && v !== null && isMarkedUnfoldable(v)) return false;
    // CASE / COALESCE: only the parts left once literal conditions are folded
    const live = typeof v === 'object' && v !== null ? liveParts(k, v as Record<string, unknown>) : undefined;
    if (live !== undefined) {
      if (!isConstantNode(live)) return false;
      continue;
    }
    if (k === 'FuncCall') {
      const f = v as Record<string, unknown>;
      const parts = ((f['funcname'] as { String?: { sval?: string } }[] | undefined) ?? []).map((p) => p.String?.sval ?? '');
      const name = (parts[parts.length - 1] ?? '').toLowerCase();
      if (f['over'] || f['agg_star'] || !((procFacts(name)?.foldable ?? false) || isMarkedFoldable(f))) return false;
      if (parts.length > 1 && parts[0] !== 'pg_catalog') return false;
      if (!isConstantNode(f['args'])) return false;
      continue;
    }
    if (!isConstantNode(v)) return false;
  }
  return true;
}

/**
 * Whether the planner folds the node to a NULL constant whatever else it holds: a NULL literal,
 * or a strict call, operator or cast with such an argument. evaluate_function returns NULL for
 * a strict function with a NULL input before it looks at the other inputs or at the function's
 * volatility, so `a3 + NULL::time` (a column beside) and `NULL::timestamptz >= NULL::timestamp`
 * (a stable operator) are NULL constants. `||` only where the analyzer typed it as no array
concatenation (array_cat, array_append, array_prepend are not strict; markStrictConcat).
 */
/**
 * Whether the parser writes `x [NOT] IN (items)` as the OR (AND) of `x = item` (`x <> item`):
 * where at most one item reads no column, or where the operands are arrays by their casts (an
 * array type has no array type for `= ANY (ARRAY[…])`; transformAExprIn). False where the items
 * of no column may be one `x = ANY (ARRAY[…])`.
 */
export function inListIsOrForm(lexpr: unknown, items: readonly unknown[], readsColumn: (n: unknown) => boolean = readsColumnOrStandIn): boolean {
  if (items.filter((i) => !readsColumn(i)).length <= 1) return true;
  return [lexpr, ...items].some(castsToArray);
}

/** A cast to an array type (`'{}'::text[]`), the only form whose type the parse node tells. */
function castsToArray(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  const cast = (node as Record<string, unknown>)['TypeCast'] as Record<string, unknown> | undefined;
  const bounds = (cast?.['typeName'] as Record<string, unknown> | undefined)?.['arrayBounds'];
  return Array.isArray(bounds) && bounds.length > 0;
}

/** Two copies of one constant expression the planner folds (a row's fields may be NULL: not one). */
function sameConstant(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined || isRowNode(a) || isRowNode(b) || !isConstantNode(a)) return false;
  const text = (n: unknown): string => JSON.stringify(n, (k, x: unknown) => (k === 'location' ? undefined : x));
  return text(a) === text(b);
}

export function foldsToNull(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  const entries = Object.entries(node as Record<string, unknown>);
  if (entries.length !== 1) return false;
  const [k, v] = entries[0] as [string, Record<string, unknown>];
  if (typeof v !== 'object' || v === null) return false;
  if (k === 'A_Const') return v['isnull'] === true;
  if (k === 'TypeCast') return foldsToNull(v['arg']);
  if (k === 'CaseExpr') return caseFoldsToNull(v);
  // COALESCE drops its NULL constants: with none left it is NULL
  if (k === 'CoalesceExpr') return ((v['args'] as unknown[] | undefined) ?? []).every(foldsToNull);
  // GREATEST/LEAST of NULL constants only is evaluated while planning (NULL), unless its type has
  // no comparison (marked by the analyzer: then the evaluation raises 42883)
  if (k === 'MinMaxExpr') return !isMarkedUnfoldable(v) && ((v['args'] as unknown[] | undefined) ?? []).length > 0 && ((v['args'] as unknown[] | undefined) ?? []).every(foldsToNull);
  if (k === 'A_Expr') {
    // NULLIF(l, r) is l where either is a NULL constant (eval_const_expressions), else evaluated or kept
    // (and NULL where both are the same constant, not a row: `NULLIF('{}'::jsonb, '{}'::jsonb)`)
    if (v['kind'] === 'AEXPR_NULLIF') return foldsToNull(v['lexpr']) || sameConstant(v['lexpr'], v['rexpr']);
    // `x [NOT] IN (…)`: the parser's OR (AND) of x = item (x <> item), strict, each NULL over a
    // NULL x or item, so the whole NULL where each is — unless two or more items read no column:
    // those are one x = ANY (ARRAY[…]) instead (transformAExprIn), no strict call folded to NULL
    // (a row is compared field by field: left alone)
    if (v['kind'] === 'AEXPR_IN') {
      const items = inListItems(v['rexpr']);
      if (items === undefined || items.length === 0 || isRowNode(v['lexpr']) || items.some(isRowNode)) return false;
      if (!inListIsOrForm(v['lexpr'], items)) return false;
      return foldsToNull(v['lexpr']) || items.every(foldsToNull);
    }
    // `x [NOT] BETWEEN a AND b`: the parser's AND (OR) of two strict comparisons, NULL where both
    // are: over a NULL x, or NULL bounds (one NULL bound leaves `NULL AND x <= b`, FALSE for a
    // false x <= b); a row is compared field by field: left alone
    if (typeof v['kind'] === 'string' && v['kind'].includes('BETWEEN')) {
      const [lo, hi] = inListItems(v['rexpr']) ?? [];
      if (lo === undefined || hi === undefined || isRowNode(v['lexpr']) || isRowNode(lo) || isRowNode(hi)) return false;
      return foldsToNull(v['lexpr']) || (foldsToNull(lo) && foldsToNull(hi));
    }
    if (v['kind'] !== 'AEXPR_OP') return false;
    const name = (v['name'] as { String?: { sval?: string } }[] | undefined) ?? [];
    if (name.length !== 1 || (name[0]?.String?.sval === '||' && !isMarkedStrictConcat(v))) return false;
    return foldsToNull(v['lexpr']) || foldsToNull(v['rexpr']);
  }
  if (k === 'FuncCall') {
    if (v['over'] || v['agg_star'] || v['agg_distinct'] || v['func_variadic']) return false;
    const parts = ((v['funcname'] as { String?: { sval?: string } }[] | undefined) ?? []).map((p) => p.String?.sval ?? '');
    if (parts.length > 1 && parts[0] !== 'pg_catalog') return false;
    const args = (v['args'] as unknown[] | undefined) ?? [];
    return isStrictBuiltin((parts[parts.length - 1] ?? '').toLowerCase()) && args.some(foldsToNull);
  }
  return false;
}

/**
 * A CASE the planner folds to its NULL result: the arms under literal FALSE/NULL conditions are
 * dropped, and what is left is the result of a literal TRUE condition, or the ELSE (or its
 * absence), folded to NULL. A condition that is a constant expression is evaluated while planning
 * too: whatever its value, the CASE is NULL where its result and every later one fold to NULL
 * (`CASE WHEN '1 day'::interval <> '2 days' THEN NULL::time ELSE NULL::time END`). An arm whose
 * condition reads a row keeps the CASE a CASE.
 */
function caseFoldsToNull(f: Record<string, unknown>): boolean {
  if (f['arg']) return false;
  for (const w of (f['args'] as Record<string, Record<string, unknown>>[] | undefined) ?? []) {
    const cond = w['CaseWhen']?.['expr'];
    const lit = literalBool(cond);
    if (lit === false || lit === null) continue;
    if (lit === true) return foldsToNull(w['CaseWhen']?.['result']);
    if (isConstantNode(cond) && foldsToNull(w['CaseWhen']?.['result'])) continue;
    return false;
  }
  return f['defresult'] === undefined || foldsToNull(f['defresult']);
}

/**
 * The call or operator `e` folded to a typed NULL when one of its arguments is a NULL constant.
 * Arguments that are themselves constant are still evaluated (PostgreSQL folds them first, so
 * their errors stand: `1/0 + NULL` divides by zero); the others are not.
 */
export function foldStrictNull(e: Expr, args: readonly Expr[], constant: readonly boolean[]): Expr {
  if (!args.some((a) => a.isNull) || e.hasAgg) return e;
  // a NULL folded from constants still evaluates them (`(NULL + f(1)) < NULL` raises f's error)
  const evaluated = args.filter((a, i) => constant[i] === true && (!a.isNull || a.sql.startsWith('pg_strict_null('))).map((a) => a.sql);
  const sql = evaluated.length ? `pg_strict_null(${evaluated.join(', ')})` : 'NULL';
  return { ...e, sql, isNull: true, literal: undefined, param: undefined, column: undefined };
}

/** Whether the operator producing `e` from `args` is strict: all but array concatenation. */
export function isStrictOperator(op: string, e: Expr, args: readonly Expr[]): boolean {
  // hstore's `record #= hstore` (populate_record) is not strict: a NULL record gives a row of NULLs
  if (op === '#=') return false;
  if (op !== '||') return true;
  const isArray = (t: number): boolean => t !== Oid.unknown && arrayElementOf(t) !== undefined;
  return !isArray(e.type) && !args.some((a) => isArray(a.type));
}

/**
 * Whether `node` holds a constant subexpression the planner evaluates (and which may raise)
 * beyond literals and typed literals (`'1 day'::interval`, whose errors are raised while
 * translating): such a node's SQL must still run where PostgreSQL folds it, even if its value is
 * dropped.
 */
export function holdsFoldedConstant(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsFoldedConstant);
  if (node === null || typeof node !== 'object') return false;
  const obj = node as Record<string, unknown>;
  if ('A_Const' in obj || 'ColumnRef' in obj) return false;
  const cast = obj['TypeCast'] as Record<string, unknown> | undefined;
  if (cast !== undefined && typeof cast['arg'] === 'object' && cast['arg'] !== null && 'A_Const' in (cast['arg'] as object)) return false;
  const isExpr = ['A_Expr', 'FuncCall', 'TypeCast', 'BoolExpr', 'CaseExpr', 'CoalesceExpr', 'MinMaxExpr', 'NullTest', 'BooleanTest', 'SubLink', 'A_ArrayExpr', 'RowExpr'].some((k) => k in obj);
  // a node folded to NULL is not run itself, only the constants inside it
  if (isExpr && !foldsToNull(obj) && isConstantNode(obj)) return true;
  return Object.values(obj).some(holdsFoldedConstant);
}

/** The items of an IN list (a List node or a plain array), undefined for anything else. */
function inListItems(node: unknown): unknown[] | undefined {
  if (Array.isArray(node)) return node;
  const list = (node as { List?: { items?: unknown[] } } | null | undefined)?.List;
  return list === undefined ? undefined : (list.items ?? []);
}

function isRowNode(node: unknown): boolean {
  return typeof node === 'object' && node !== null && 'RowExpr' in node;
}
