import { Oid, type RangeSpec, rangeSpecOfType } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { planType, typeName } from './types.js';

/**
 * Range types in expressions: the operators of rangetypes.c (comparison by range_cmp, @> <@ && <<
 * >> &< &> -|- + * -), the constructors and the accessor functions. Values are stored range text
 * (catalog/types/range.ts); every runtime call carries the range's spec number: the subtype OID,
 * negated for a discrete range.
 */

/** The range facts of a type OID (built-in or CREATE TYPE … AS RANGE), or undefined. */
export function rangeSpecOf(oid: number): RangeSpec | undefined {
  return rangeSpecOfType(planType(oid));
}

/** The spec number the runtime's pg_range_* functions take. */
export function specSql(spec: RangeSpec): string {
  return String(spec.discrete ? -spec.subtype : spec.subtype);
}

/** The order key of a range value (order-key.ts), or undefined for other types. */
export function rangeKeySql(e: Expr): string | undefined {
  const spec = rangeSpecOf(e.type);
  return spec ? `pg_range_key(${e.sql}, ${specSql(spec)})` : undefined;
}

const COMPARISON: Readonly<Record<string, string>> = { '=': '=', '<>': '<>', '!=': '<>', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };
const RELATIONS = new Set(['@>', '<@', '&&', '<<', '>>', '&<', '&>', '-|-']);
const COMBINATIONS = new Set(['+', '*', '-']);

function result(sql: string, type: number, ...parts: Expr[]): Expr {
  return { sql, type, typmod: -1, name: '?column?', hasAgg: parts.some((p) => p.hasAgg) };
}

function noOperator(ctx: PlanCtx, op: string, l: Expr, r: Expr, location?: number): never {
  throw ctx.error('undefined_function', `operator does not exist: ${typeName(l.type)} ${op} ${typeName(r.type)}`, location, {
    hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
  });
}

/** An operand as the other side's range type when it is an untyped literal or parameter. */
function asRange(ctx: PlanCtx, e: Expr, rangeType: number): Expr {
  return e.type === Oid.unknown ? coerce(ctx, e, rangeType, -1, 'implicit') : e;
}

/**
 * `l op r` when either side is a range; undefined when neither is (the other operators apply).
 * An untyped side takes the range's type, as PostgreSQL resolves `int4range @> '[1,2)'`.
 */
export function rangeOperator(op: string, l0: Expr, r0: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const ctx = env.scope.ctx;
  const ls = rangeSpecOf(l0.type);
  const rs = rangeSpecOf(r0.type);
  if (!ls && !rs) return undefined;
  if (!COMPARISON[op] && !RELATIONS.has(op) && !COMBINATIONS.has(op)) return undefined;
  // element containment: range @> elem, elem <@ range (the element exactly of the subtype)
  if (op === '@>' && ls && !rs && r0.type !== Oid.unknown) {
    if (r0.type !== ls.subtype) noOperator(ctx, op, l0, r0, location);
    return result(`pg_range_has(${l0.sql}, ${r0.sql}, ${specSql(ls)})`, Oid.bool, l0, r0);
  }
  if (op === '<@' && rs && !ls && l0.type !== Oid.unknown) {
    if (l0.type !== rs.subtype) noOperator(ctx, op, l0, r0, location);
    return result(`pg_range_has(${r0.sql}, ${l0.sql}, ${specSql(rs)})`, Oid.bool, l0, r0);
  }
  const t = ls ? l0.type : r0.type;
  const spec = (ls ?? rs) as RangeSpec;
  const l = asRange(ctx, l0, t);
  const r = asRange(ctx, r0, t);
  if (l.type !== r.type) noOperator(ctx, op, l, r, location);
  const s = specSql(spec);
  const cmp = COMPARISON[op];
  if (cmp) return result(`(pg_range_cmp(${l.sql}, ${r.sql}, ${s}) ${cmp} 0)`, Oid.bool, l, r);
  if (RELATIONS.has(op)) return result(`pg_range_rel(${l.sql}, ${r.sql}, '${op}', ${s})`, Oid.bool, l, r);
  return result(`pg_range_combine(${l.sql}, ${r.sql}, '${op}', ${s})`, t, l, r);
}
