import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { as } from './fn-args.js';
import { filterCondition, noFunction, sortItem } from './functions.js';
import { isFloat, isInteger, isNumeric } from './types.js';
import { arrayElementOf, arrayTypeOf } from './arrays.js';
import { withinGroupSignature } from './ordered-set-checks.js';

/** An aggregate call: runtime aggregate, result type, arguments (the shape functions.ts builds SQL from). */
export interface ExtraAggregate {
  fn: string;
  type: number;
  args: Expr[];
}

const STATS: Record<string, string> = {
  stddev: 'stddev_samp',
  stddev_samp: 'stddev_samp',
  stddev_pop: 'stddev_pop',
  variance: 'var_samp',
  var_samp: 'var_samp',
  var_pop: 'var_pop',
};

const BITS = new Set(['bit_and', 'bit_or', 'bit_xor']);

/** Ordered-set aggregates (`… WITHIN GROUP (ORDER BY …)`). */
export const WITHIN_GROUP_AGGREGATES: ReadonlySet<string> = new Set(['percentile_cont', 'percentile_disc', 'mode']);

/** Two-argument float8 statistics (`regr_*(Y, X)`, `corr`, `covar_*`), all computed from float8 sums. */
const REGRESSION = new Set(['corr', 'covar_pop', 'covar_samp', 'regr_avgx', 'regr_avgy', 'regr_intercept', 'regr_r2', 'regr_slope', 'regr_sxx', 'regr_sxy', 'regr_syy']);

/** Aggregate names this module adds. */
export const EXTRA_AGGREGATE_NAMES: readonly string[] = [...Object.keys(STATS), ...BITS, ...WITHIN_GROUP_AGGREGATES, ...REGRESSION, 'regr_count'];

/** corr / covar_* / regr_*(Y, X): both arguments as float8 (implicit casts only), rows with a NULL skipped. */
function regression(name: string, args: Expr[], env: ExprEnv): ExtraAggregate | undefined {
  if (args.length !== 2 || !(REGRESSION.has(name) || name === 'regr_count')) return undefined;
  const [y, x] = args.map((a) => (isNumeric(a.type) || a.type === Oid.unknown ? as(env, a, Oid.float8) : undefined));
  if (!y || !x) return undefined;
  if (name === 'regr_count') {
    return { fn: 'count', type: Oid.int8, args: [{ sql: `CASE WHEN ${y.sql} IS NOT NULL AND ${x.sql} IS NOT NULL THEN 1 END`, type: Oid.int4, typmod: -1, name }] };
  }
  return { fn: `pg_${name}`, type: Oid.float8, args: [y, x] };
}

/** stddev/variance (numeric for exact input, float8 for floats) and bit_and/or/xor on integers. */
export function extraAggregate(name: string, args: Expr[], env: ExprEnv): ExtraAggregate | undefined {
  if (args.length === 2) return regression(name, args, env);
  const a = args[0];
  if (!a || args.length !== 1) return undefined;
  const kind = STATS[name];
  if (kind) {
    const t = a.type === Oid.unknown ? Oid.float8 : a.type;
    if (!isNumeric(t)) return undefined;
    if (isFloat(t)) return { fn: `pg_float_${kind}`, type: Oid.float8, args: [as(env, a, Oid.float8) as Expr] };
    return { fn: `pg_numeric_${kind}`, type: Oid.numeric, args: [as(env, a, Oid.numeric) as Expr] };
  }
  if (BITS.has(name) && isInteger(a.type)) return { fn: `pg_${name}`, type: a.type, args: [a] };
  return undefined;
}

/** percentile_cont / percentile_disc / mode with their WITHIN GROUP ordering. */
export function translateWithinGroup(name: string, f: Fields, args: Expr[], env: ExprEnv, argEnv: ExprEnv, location?: number, over?: Fields): Expr {
  const ctx = env.scope.ctx;
  const order = (f['agg_order'] as AstNode[] | undefined) ?? [];
  if (!f['agg_within_group']) {
    // PostgreSQL finds the aggregate only when the call has as many arguments as direct + ordered
    // ones (mode: 1, percentile_*: 2); then it asks for WITHIN GROUP, otherwise no such function
    if (args.length !== (name === 'mode' ? 1 : 2)) throw noFunction(env, name, args, location);
    throw ctx.error('wrong_object_type', `WITHIN GROUP is required for ordered-set aggregate ${name}`, location);
  }
  if (over) throw ctx.error('feature_not_supported', `OVER is not supported for ordered-set aggregate ${name}`, location);
  if (f['agg_distinct']) throw ctx.error('feature_not_supported', 'DISTINCT is not supported for ordered-set aggregates by pgsqlite', location);
  const sortBy = order[0]?.['SortBy'] as Fields | undefined;
  if (order.length !== 1 || !sortBy) throw noFunction(env, name, withinGroupSignature(f, args, argEnv), location);
  const value = translateExpr(sortBy['node'], argEnv);
  const key = sortItem(order[0] as AstNode, argEnv);
  let call: { sql: string; type: number } | undefined;
  if (name === 'mode') {
    if (args.length === 0) call = { sql: `pg_mode(${value.sql} ORDER BY ${key})`, type: value.type === Oid.unknown ? Oid.text : value.type };
  } else if (args.length === 1 && arrayElementOf((args[0] as Expr).type) !== undefined) {
    // percentile_*(ARRAY[fractions]): one result per fraction, as an array
    // any numeric array: the runtime reads each fraction as float8 (the implicit array cast)
    const fracs = isNumeric(arrayElementOf((args[0] as Expr).type) ?? 0) ? (args[0] as Expr) : undefined;
    const cont = name === 'percentile_cont';
    const v = cont ? as(env, value, Oid.float8) : value;
    const at = cont ? Oid._float8 : arrayTypeOf(value.type === Oid.unknown ? Oid.text : value.type);
    if (fracs && v && at) call = { sql: `pg_${name}_multi(${fracs.sql}, ${v.sql} ORDER BY ${key})`, type: at };
  } else if (args.length === 1) {
    const frac = as(env, args[0] as Expr, Oid.float8);
    if (name === 'percentile_cont') {
      const v = as(env, value, Oid.float8);
      if (frac && v) call = { sql: `pg_percentile_cont(${frac.sql}, ${v.sql} ORDER BY ${key})`, type: Oid.float8 };
    } else if (frac) {
      call = { sql: `pg_percentile_disc(${frac.sql}, ${value.sql} ORDER BY ${key})`, type: value.type === Oid.unknown ? Oid.text : value.type };
    }
  }
  if (!call) throw noFunction(env, name, [...args, value], location);
  let sql = call.sql;
  if (f['agg_filter']) sql += ` FILTER (WHERE ${filterCondition(f['agg_filter'], env).sql})`;
  return { sql, type: call.type, typmod: -1, name, nameStrength: 2, hasAgg: true };
}
