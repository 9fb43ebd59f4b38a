import { BUILTIN_RANGES, Oid, type RangeSpec, multirangeSpecOfType, userTypesOf } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { rangeSpecOf, specSql } from './range-ops.js';
import { planType, typeName } from './types.js';

/**
 * Multirange types in expressions (multirangetypes.c): comparison by multirange_cmp, the
 * containment, overlap, position and adjacency operators against multiranges, ranges and
 * elements, + - *, and the functions over a multirange's span. Stored text is
 * catalog/types/multirange.ts; runtime functions are fn-multiranges.ts.
 */

/** The range facts of a multirange type OID, or undefined. */
export function multirangeSpecOf(oid: number): RangeSpec | undefined {
  return multirangeSpecOfType(planType(oid));
}

/** The multirange type of a range type (built-in or made with CREATE TYPE … AS RANGE), or undefined. */
export function multirangeOfRange(ctx: PlanCtx, rangeOid: number): number | undefined {
  const builtin = BUILTIN_RANGES.find((r) => r[0] === rangeOid);
  if (builtin) return builtin[4];
  return userTypesOf(ctx.catalog).find((t) => t.kind === 'm' && t.baseOid === rangeOid)?.oid;
}

/** The range type of a multirange type, or undefined. */
export function rangeOfMultirange(ctx: PlanCtx, mrOid: number): number | undefined {
  const builtin = BUILTIN_RANGES.find((r) => r[4] === mrOid);
  if (builtin) return builtin[0];
  const t = userTypesOf(ctx.catalog).find((u) => u.kind === 'm' && u.oid === mrOid);
  return t?.baseOid;
}

/** The order key of a multirange value, or undefined for other types. */
export function multirangeKeySql(e: Expr): string | undefined {
  const spec = multirangeSpecOf(e.type);
  return spec ? `pg_mr_key(${e.sql}, ${specSql(spec)})` : undefined;
}

const COMPARISON: Readonly<Record<string, string>> = { '=': '=', '<>': '<>', '!=': '<>', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };
const RELATIONS = new Set(['@>', '<@', '&&', '<<', '>>', '&<', '&>', '-|-']);

function result(sql: string, type: number, ...parts: Expr[]): Expr {
  return { sql, type, typmod: -1, name: '?column?', hasAgg: parts.some((p) => p.hasAgg) };
}

function noOperator(ctx: PlanCtx, op: string, l: Expr, r: Expr, location?: number): never {
  throw ctx.error('undefined_function', `operator does not exist: ${typeName(l.type)} ${op} ${typeName(r.type)}`, location, {
    hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
  });
}

/** `l op r` when a side is a multirange; undefined when neither is. */
export function multirangeOperator(op: string, l0: Expr, r0: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const ctx = env.scope.ctx;
  const lm = multirangeSpecOf(l0.type);
  const rm = multirangeSpecOf(r0.type);
  if (!lm && !rm) return undefined;
  if (!COMPARISON[op] && !RELATIONS.has(op) && op !== '+' && op !== '-' && op !== '*') return undefined;
  const mrType = lm ? l0.type : r0.type;
  const spec = (lm ?? rm) as RangeSpec;
  const s = specSql(spec);
  const rangeType = rangeOfMultirange(ctx, mrType);
  // multirange @> element / element <@ multirange
  if (op === '@>' && lm && !rm && r0.type !== Oid.unknown && rangeSpecOf(r0.type) === undefined) {
    if (r0.type !== spec.subtype) noOperator(ctx, op, l0, r0, location);
    return result(`pg_mr_has(${l0.sql}, ${r0.sql}, ${s})`, Oid.bool, l0, r0);
  }
  if (op === '<@' && rm && !lm && l0.type !== Oid.unknown && rangeSpecOf(l0.type) === undefined) {
    if (l0.type !== spec.subtype) noOperator(ctx, op, l0, r0, location);
    return result(`pg_mr_has(${r0.sql}, ${l0.sql}, ${s})`, Oid.bool, l0, r0);
  }
  const side = (e: Expr): [Expr, string] => {
    if (e.type === Oid.unknown) return [coerce(ctx, e, mrType, -1, 'implicit'), 'm'];
    if (e.type === mrType) return [e, 'm'];
    if (e.type === rangeType && RELATIONS.has(op)) return [e, 'r'];
    return noOperator(ctx, op, l0, r0, location);
  };
  const [l, lk] = side(l0);
  const [r, rk] = side(r0);
  const cmp = COMPARISON[op];
  if (cmp) return result(`(pg_mr_cmp(${l.sql}, ${r.sql}, ${s}) ${cmp} 0)`, Oid.bool, l, r);
  if (RELATIONS.has(op)) return result(`pg_mr_rel(${l.sql}, ${r.sql}, '${op}', ${s}, '${lk}${rk}')`, Oid.bool, l, r);
  return result(`pg_mr_combine(${l.sql}, ${r.sql}, '${op}', ${s})`, mrType, l, r);
}

/** range → multirange (the multirange(anyrange) cast); undefined when it does not apply. */
export function coerceRangeToMultirange(ctx: PlanCtx, e: Expr, target: number, mode: 'implicit' | 'assignment' | 'explicit'): Expr | undefined {
  const spec = multirangeSpecOf(target);
  if (!spec || mode === 'implicit' || rangeSpecOf(e.type) === undefined || rangeOfMultirange(ctx, target) !== e.type) return undefined;
  return { ...e, sql: `pg_mr_of(${e.sql}, ${specSql(spec)})`, type: target, typmod: -1, literal: undefined, param: undefined, constant: undefined };
}

/** unnest(multirange): the multirange as an array of its ranges (others unchanged). */
export function multirangeAsArray(ctx: PlanCtx, e: Expr): Expr {
  const spec = multirangeSpecOf(e.type);
  const range = spec ? rangeOfMultirange(ctx, e.type) : undefined;
  const arrayType = range === undefined ? undefined : planType(range)?.arrayOid;
  if (!spec || !arrayType) return e;
  return { ...e, sql: `pg_mr_ranges(${e.sql}, ${specSql(spec)})`, type: arrayType, typmod: -1, column: undefined, literal: undefined, param: undefined, constant: undefined };
}
