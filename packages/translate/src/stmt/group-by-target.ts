import type { PlanCtx } from '../analyze/context.js';
import { isAggregateName } from '../analyze/functions.js';
import { type AstNode, type Fields, names } from '../parse/ast.js';

/**
 * GROUP BY naming an output column (`GROUP BY 1`, `GROUP BY alias`) groups by that column's
 * expression, which may hold no window function nor aggregate of this query (PostgreSQL's 42P20 /
 * 42803 at the function in the select list); SQLite would answer its own "misuse of …" error.
 */
export function checkGroupedTarget(ctx: PlanCtx, targetList: readonly AstNode[], index: number): void {
  // the select list's `*` expands to several outputs: positions no longer match its items
  if (targetList.some((t) => hasStar(t))) return;
  const val = ((targetList[index] as AstNode | undefined)?.['ResTarget'] as Fields | undefined)?.['val'];
  const window = firstCall(val, (fc) => fc['over'] !== undefined);
  if (window !== undefined) throw ctx.error('windowing_error', 'window functions are not allowed in GROUP BY', window);
  const aggregate = firstCall(val, (fc) => fc['over'] === undefined && (fc['agg_star'] === true || isAggregateName(names(fc['funcname']).at(-1)?.toLowerCase() ?? '')));
  if (aggregate !== undefined) throw ctx.error('grouping_error', 'aggregate functions are not allowed in GROUP BY', aggregate);
}

function hasStar(target: AstNode): boolean {
  const val = (target['ResTarget'] as Fields | undefined)?.['val'] as AstNode | undefined;
  const fields = (val?.['ColumnRef'] as Fields | undefined)?.['fields'] as AstNode[] | undefined;
  return fields?.some((f) => f['A_Star'] !== undefined) ?? false;
}

/** The location of the first function call matching `is`, outside subqueries (this query level). */
function firstCall(n: unknown, is: (fc: Fields) => boolean): number | undefined {
  if (Array.isArray(n)) {
    for (const x of n) {
      const at = firstCall(x, is);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  if (n === null || typeof n !== 'object') return undefined;
  const o = n as Record<string, unknown>;
  if (o['SubLink'] !== undefined || o['SelectStmt'] !== undefined) return undefined;
  const fc = o['FuncCall'] as Fields | undefined;
  if (fc !== undefined && is(fc)) return fc['location'] as number | undefined;
  return firstCall(Object.values(o), is);
}
