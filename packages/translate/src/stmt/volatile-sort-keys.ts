import type { AstNode } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { Expr } from '../analyze/expr-types.js';
import { callsVolatile } from './one-time-filters.js';
import type { Targets } from './targets.js';

/** An ORDER BY item as select.ts analyzed it: its key, direction, and the output column it names (if any). */
interface OrderItem {
  readonly key: string;
  readonly direction: string;
  readonly expr: Expr | undefined;
}

/**
 * A volatile output column that is also a sort key through an order key function
 * (`random() AS r … ORDER BY r`: the key is pg_float_key(random())) is computed once per row
 * in PostgreSQL — the sort reads the value the row shows. SQLite writes the key expression out
 * again and computes random() a second time for it, so the rows came out unsorted by what they
 * show. (A key that is the column itself is read by position: select.ts byPosition.)
 *
 * Such a query is sorted outside itself: the inner query computes the SELECT list (and the other
 * sort keys, as hidden columns) once per row, behind `LIMIT -1 OFFSET 0` so that SQLite cannot
 * flatten it back; the outer query orders by the keys over the inner columns. Undefined when no
 * ORDER BY item is such a column.
 */
export function volatileSortKeys(targets: Targets, order: readonly OrderItem[]): VolatileSortKeys | undefined {
  const volatileColumn = (o: OrderItem): number => {
    const i = o.expr === undefined ? -1 : targets.exprs.indexOf(o.expr);
    return i >= 0 && o.key !== `pg_same(${o.expr!.sql})` && callsVolatile(targets.nodes[i] as AstNode) ? i : -1;
  };
  if (!order.some((o) => volatileColumn(o) >= 0)) return undefined;
  const hidden: string[] = [];
  const outerOrder = order.map((o) => {
    const i = o.expr === undefined ? -1 : targets.exprs.indexOf(o.expr);
    const column = targets.columns[i];
    if (column !== undefined && o.key.includes(o.expr!.sql)) return `${o.key.split(o.expr!.sql).join(quoteIdent(column.alias))} ${o.direction}`;
    const name = `"__sort${hidden.length + 1}"`;
    hidden.push(`${o.key} AS ${name}`);
    return `${name} ${o.direction}`;
  });
  return {
    hidden,
    outerOrder,
    wrap: (inner, outerList) => `SELECT ${outerList.join(', ')} FROM (${inner} LIMIT -1 OFFSET 0) AS "__keyed" ORDER BY ${outerOrder.join(', ')}`,
  };
}

/** How a query sorted by a volatile output column is built around its inner query. */
export interface VolatileSortKeys {
  /** Sort keys that name no output column, computed by the inner query as hidden columns. */
  readonly hidden: readonly string[];
  /** The ORDER BY items of the outer query, over the inner query's columns. */
  readonly outerOrder: readonly string[];
  /** The outer query (without LIMIT / OFFSET) around the inner one's SQL, selecting `outerList`. */
  wrap(inner: string, outerList: readonly string[]): string;
}
