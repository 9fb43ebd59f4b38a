import type { AstNode } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { Expr } from '../analyze/expr-types.js';
import { callsVolatile } from './one-time-filters.js';
import type { Targets } from './targets.js';

/** The inner query's row number in ORDER BY order, which the outer query keeps. */
const ORD = '"__ord"';

/** How a query with postponed columns is built: the inner SELECT list and the outer wrapper. */
export interface PostponedColumns {
  /** The SELECT list of the inner (sorted, limited) query. */
  readonly innerTargets: string[];
  /** For each SELECT-list column, whether it is computed by the outer query. */
  readonly postponed: readonly boolean[];
  /** The whole statement around the inner query's SQL (without LIMIT / OFFSET: `limit` places them). */
  wrap(inner: string, limit: { count: string | undefined; offset: string | undefined }): string;
}

/**
 * PostgreSQL computes a volatile SELECT-list column that is not a sort key after the sort and the
 * LIMIT (planner.c, make_sort_input_target: "postpone volatile expressions till after the sort
 * unconditionally"): `SELECT u, nextval('s') FROM t ORDER BY k LIMIT 5` draws five values, in
 * output order. SQLite computes the select list before it sorts, for every row, in scan order.
 *
 * A volatile column that reads no column of the query (nextval('s'), random(),
 * gen_random_uuid(), clock_timestamp()) is therefore computed outside it: the inner query keeps
 * the other columns, its ORDER BY and LIMIT, and numbers its rows in that order; the outer query
 * computes the postponed columns row by row in that order and keeps it. Undefined when no column
 * can be postponed (a column that reads the query's columns stays where it is).
 */
export function postponedVolatile(targets: Targets, orderSql: readonly string[], sortKeys: readonly (Expr | undefined)[]): PostponedColumns | undefined {
  if (orderSql.length === 0) return undefined;
  const postponed = targets.exprs.map((e, i) => {
    const node = targets.nodes[i] as AstNode;
    return !e.hasAgg && !sortKeys.includes(e) && callsVolatile(node) && readsNothing(node);
  });
  if (!postponed.includes(true)) return undefined;
  const innerTargets = targets.sql.filter((_, i) => !postponed[i]);
  innerTargets.push(`row_number() OVER (ORDER BY ${orderSql.join(', ')}) AS ${ORD}`);
  const outer = targets.columns.map((c, i) => (postponed[i] ? `${(targets.exprs[i] as Expr).sql} AS ${quoteIdent(c.alias)}` : quoteIdent(c.alias)));
  return {
    innerTargets,
    postponed,
    // rows skipped by OFFSET are computed too (PostgreSQL's Limit sits above the projection):
    // the inner query keeps LIMIT + OFFSET rows, the outer one computes them all and skips OFFSET
    wrap: (inner, { count, offset }) => {
      const innerLimit = count === undefined ? '' : offset === undefined ? ` LIMIT ${count}` : ` LIMIT (CASE WHEN ${count} < 0 THEN -1 ELSE ${count} + ${offset} END)`;
      return `SELECT ${outer.join(', ')} FROM (${inner}${innerLimit}) AS "__sorted" ORDER BY ${ORD}${offset === undefined ? '' : ` LIMIT -1 OFFSET ${offset}`}`;
    },
  };
}

/** No column reference, subquery, aggregate or window call: the value can be computed outside the query. */
function readsNothing(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(readsNothing);
  if (node === null || typeof node !== 'object') return true;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === 'ColumnRef' || k === 'SubLink' || k === 'GroupingFunc') return false;
    if (k === 'FuncCall' && ((v as Record<string, unknown>)['over'] !== undefined || (v as Record<string, unknown>)['agg_star'])) return false;
    if (!readsNothing(v)) return false;
  }
  return true;
}
