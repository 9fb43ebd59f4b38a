import { Oid, typeByOid } from '@pgsqlite/catalog';
import { isDistinctArgument } from './distinct-order-args.js';
import type { AstNode, Fields } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { INLINED_ARG } from './sql-functions.js';
import { equalityKey, sortKey, sortTerm } from './order-key.js';
import { leftmostLocation } from '../errors/location.js';

/** What the caller lends: one ORDER BY item as SQL, and the FILTER condition. */
export interface AggregateClauses {
  sortItem: (node: AstNode, env: ExprEnv) => string;
  filter: (node: AstNode, env: ExprEnv) => Expr;
}

const blob = (t: number): boolean => typeByOid(t)?.storage === 'blob';
const text = (t: number): boolean => (typeByOid(t)?.storage ?? 'text') === 'text';

/**
 * `agg(DISTINCT a, b [ORDER BY …])` of a built-in aggregate of two or more arguments
 * (json[b]_object_agg, string_agg, corr, covar_*, regr_*): SQLite's DISTINCT aggregates take one
 * argument, PostgreSQL's DISTINCT is over the whole argument tuple. As nodeAgg.c does, the rows
 * are sorted by the ORDER BY items and then the remaining arguments, rows equal in every argument
 * (PostgreSQL's equality: 1.0 = 1.00) are kept once (the first in that order), and the aggregate
 * runs over what is left in that order:
 *
 *   (WITH x(j) AS (SELECT json_group_array(json_array(a, b) ORDER BY …) [FILTER …])
 *    SELECT agg(d.a0, d.a1 ORDER BY d.o) FROM
 *      (SELECT min(e.key) AS o, <a of e> AS a0, <b of e> AS a1 FROM x, json_each(x.j) AS e
 *       GROUP BY key(a0), key(a1)) AS d)
 *
 * The json_group_array is an aggregate of the calling query (its arguments are that query's
 * columns), so GROUP BY and FILTER apply to it as to any aggregate. With `single`, also a call of
 * one argument whose SQLite aggregate takes more (json[b]_agg: the value's type and form), which
 * SQLite's DISTINCT refuses. Undefined when the call is not such a call.
 */
export function distinctTupleAggregate(f: Fields, args: readonly Expr[], env: ExprEnv, argEnv: ExprEnv, clauses: AggregateClauses, single = false): Expr | undefined {
  if (!f['agg_distinct'] || f['over'] || f['agg_star'] || f['agg_within_group'] || args.length < (single ? 1 : 2)) return undefined;
  const ctx = env.scope.ctx;
  const order: string[] = [];
  const listed = new Set<string>();
  for (const n of (f['agg_order'] as AstNode[] | undefined) ?? []) {
    const s = n['SortBy'] as Fields;
    const e = translateExpr(s['node'] as AstNode, argEnv);
    // 42P10, as transformDistinctClause for aggregates
    if (!args.some((a) => isDistinctArgument(a, e))) {
      throw ctx.error('invalid_column_reference', 'in an aggregate with DISTINCT, ORDER BY expressions must appear in argument list', e.location ?? leftmostLocation(s['node'] as AstNode));
    }
    listed.add(e.sql);
    order.push(clauses.sortItem(n, argEnv));
  }
  for (const a of args) if (!listed.has(a.sql)) order.push(`${sortTerm(sortKey(a, ctx))} ASC NULLS LAST`);
  // a text value keeps no JSON subtype (json_array would embed it as JSON, not as a string)
  const packed = args.map((a) => (blob(a.type) ? `iif(${a.sql} IS NULL, NULL, hex(${a.sql}))` : text(a.type) ? `(${a.sql} || '')` : a.sql));
  let collected = `json_group_array(json_array(${packed.join(', ')}) ORDER BY ${order.join(', ')})`;
  if (f['agg_filter']) collected += ` FILTER (WHERE ${clauses.filter(f['agg_filter'] as AstNode, env).sql})`;
  const item = (a: Expr, k: number): Expr => {
    const v = `json_extract("__dist_e".value, '$[${k}]')`;
    return { ...a, sql: blob(a.type) ? `unhex(${v})` : v, hasAgg: false, column: undefined, literal: undefined, param: undefined, constant: undefined, isNull: undefined };
  };
  const items = args.map(item);
  const cols = items.map((e, k) => `${e.sql} AS "a${k}"`).join(', ');
  const groups = items.map((e) => sortTerm(equalityKey(e))).join(', ');
  const inner = args.map((a, k): AstNode => ({ [INLINED_ARG]: { expr: { ...a, sql: `"__dist"."a${k}"`, hasAgg: false, column: undefined, literal: undefined, param: undefined, constant: undefined, isNull: undefined } } }));
  const ord: Expr = { sql: '"__dist"."o"', type: Oid.int8, typmod: -1, name: 'o' };
  const call = {
    FuncCall: {
      funcname: f['funcname'],
      args: inner,
      agg_order: [{ SortBy: { node: { [INLINED_ARG]: { expr: ord } }, sortby_dir: 'SORTBY_DEFAULT', sortby_nulls: 'SORTBY_NULLS_DEFAULT' } }],
      funcformat: f['funcformat'],
      location: f['location'],
    },
  } as AstNode;
  const agg = translateExpr(call, { scope: env.scope, clause: env.clause, allowAggregates: true });
  const sql =
    `(WITH "__dist_x"(j) AS (SELECT ${collected}) SELECT ${agg.sql} FROM ` +
    `(SELECT min("__dist_e".key) AS "o", ${cols} FROM "__dist_x", json_each("__dist_x".j) AS "__dist_e" GROUP BY ${groups}) AS "__dist")`;
  return { ...agg, sql, hasAgg: true };
}
