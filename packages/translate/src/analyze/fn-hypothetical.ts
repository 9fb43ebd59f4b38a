import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { coerce } from './coerce.js';
import { selectCommonType } from './conditional.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { compare } from './operators.js';
import { filterCondition } from './functions.js';
import { typeName } from './types.js';
import { withinGroupSignature } from './ordered-set-checks.js';

/** The hypothetical-set aggregates: rank/dense_rank/percent_rank/cume_dist(args) WITHIN GROUP (ORDER BY …). */
export const HYPOTHETICAL_AGGREGATES: ReadonlySet<string> = new Set(['rank', 'dense_rank', 'percent_rank', 'cume_dist']);

interface Key {
  /** SQL true when the row's key sorts before the hypothetical value. */
  before: string;
  /** SQL true when the row's key is a peer of the hypothetical value. */
  peer: string;
  value: string;
}

/** One ORDER BY key against its hypothetical value, with the key's direction and NULLS placement. */
function keyTest(sortBy: Fields, h0: Expr, env: ExprEnv, argEnv: ExprEnv, name: string, location?: number): Key {
  const ctx = env.scope.ctx;
  const k0 = translateExpr(sortBy['node'], argEnv);
  const t = selectCommonType([h0.type, k0.type]);
  if (t === undefined) throw ctx.error('datatype_mismatch', `WITHIN GROUP types ${typeName(k0.type)} and ${typeName(h0.type)} cannot be matched`, location);
  const type = t === Oid.unknown ? Oid.text : t;
  const k = coerce(ctx, k0, type, -1, 'implicit');
  const h = coerce(ctx, h0, type, -1, 'implicit');
  const desc = sortBy['sortby_dir'] === 'SORTBY_DESC';
  if (sortBy['sortby_dir'] === 'SORTBY_USING') throw ctx.error('feature_not_supported', `ORDER BY USING in ${name} WITHIN GROUP is not supported by pgsqlite`, location);
  const nulls = sortBy['sortby_nulls'] as string | undefined;
  const nullsFirst = nulls === 'SORTBY_NULLS_FIRST' || (nulls !== 'SORTBY_NULLS_LAST' && desc);
  const less = compare(desc ? '>' : '<', k, h, env, location).sql;
  const equal = compare('=', k, h, env, location).sql;
  const kNull = `(${k.sql}) IS NULL`;
  const hNull = `(${h.sql}) IS NULL`;
  const before = nullsFirst
    ? `((${kNull} AND NOT ${hNull}) OR COALESCE(${less}, 0))`
    : `((${hNull} AND NOT ${kNull}) OR COALESCE(${less}, 0))`;
  return { before, peer: `((${kNull} AND ${hNull}) OR COALESCE(${equal}, 0))`, value: k.sql };
}

/**
 * rank(args) WITHIN GROUP (ORDER BY keys) and its siblings: the rank the hypothetical row `args`
 * would have among the group's rows (one direct argument per ORDER BY key, unified with it as
 * PostgreSQL's unify_hypothetical_args does). rank/dense_rank are bigint, percent_rank/cume_dist float8.
 */
export function translateHypothetical(name: string, f: Fields, args: Expr[], env: ExprEnv, argEnv: ExprEnv, location?: number): Expr {
  const ctx = env.scope.ctx;
  const order = ((f['agg_order'] as AstNode[] | undefined) ?? []).map((n) => n['SortBy'] as Fields);
  if (f['over']) throw ctx.error('feature_not_supported', `OVER is not supported for ordered-set aggregate ${name}`, location);
  if (f['agg_distinct']) throw ctx.error('feature_not_supported', `DISTINCT is not supported for ordered-set aggregate ${name} by pgsqlite`, location);
  if (order.length !== args.length) {
    // looked up with the direct arguments and the ordering columns (parse_func.c), with its hint
    const sig = withinGroupSignature(f, args, argEnv);
    throw ctx.error('undefined_function', `function ${name}(${sig.map((a) => typeName(a.type)).join(', ')}) does not exist`, location, {
      hint: `To use the hypothetical-set aggregate ${name}, the number of hypothetical direct arguments (here ${args.length}) must match the number of ordering columns (here ${order.length}).`,
    });
  }
  const keys = order.map((s, i) => keyTest(s, args[i] as Expr, env, argEnv, name, location));
  // lexicographic: before on key i when all earlier keys are peers
  const befores = keys.map((k, i) => [...keys.slice(0, i).map((p) => p.peer), k.before].join(' AND '));
  const before = `(${befores.map((b) => `(${b})`).join(' OR ')})`;
  const peer = `(${keys.map((k) => k.peer).join(' AND ')})`;
  let filter = '';
  if (f['agg_filter']) filter = ` FILTER (WHERE ${filterCondition(f['agg_filter'] as AstNode, env).sql})`;
  const countBefore = `count(CASE WHEN ${before} THEN 1 END)${filter}`;
  const total = `count(*)${filter}`;
  let sql: string;
  let type: number = Oid.int8;
  if (name === 'rank') sql = `(${countBefore} + 1)`;
  else if (name === 'dense_rank') {
    sql = `(count(DISTINCT CASE WHEN ${before} THEN json_array(${keys.map((k) => k.value).join(', ')}) END)${filter} + 1)`;
  } else if (name === 'percent_rank') {
    type = Oid.float8;
    sql = `(CASE WHEN ${total} = 0 THEN 0.0 ELSE CAST(${countBefore} AS REAL) / ${total} END)`;
  } else {
    type = Oid.float8;
    sql = `(CAST(count(CASE WHEN ${before} OR ${peer} THEN 1 END)${filter} + 1 AS REAL) / (${total} + 1))`;
  }
  return { sql, type, typmod: -1, name, nameStrength: 2, hasAgg: true };
}

/**
 * count(DISTINCT (a, b, …)): distinct row values, compared field by field as record equality
 * does (a row of NULLs still counts). Returns undefined unless the call has that form.
 */
export function countDistinctRow(name: string, f: Fields, env: ExprEnv, argEnv: ExprEnv): Expr | undefined {
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  if (name !== 'count' || !f['agg_distinct'] || f['over'] || args.length !== 1 || nodeType(args[0] as AstNode) !== 'RowExpr') return undefined;
  const fields = ((fieldsOf(args[0] as AstNode)['args'] as AstNode[] | undefined) ?? []).map((n) => translateExpr(n, argEnv));
  // one comparable key per field: numeric by value (1.0 = 1.00), bytea as hex (JSON holds no blobs)
  const key = (e: Expr): string => (e.type === Oid.numeric ? `pg_numeric_sortkey(${e.sql})` : e.type === Oid.bytea ? `hex(${e.sql})` : e.type === Oid.unknown ? coerce(env.scope.ctx, e, Oid.text, -1, 'implicit').sql : e.sql);
  let sql = `count(DISTINCT json_array(${fields.map(key).join(', ')}))`;
  if (f['agg_filter']) sql += ` FILTER (WHERE ${filterCondition(f['agg_filter'] as AstNode, env).sql})`;
  return { sql, type: Oid.int8, typmod: -1, name: 'count', nameStrength: 2, hasAgg: true };
}
