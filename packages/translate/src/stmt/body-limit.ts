import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { coerce } from '../analyze/coerce.js';
import type { Expr } from '../analyze/expr-types.js';
import { translateExpr } from '../analyze/expr.js';
import type { Scope } from '../analyze/scope.js';
import { nonNegative } from './non-negative-limit.js';

/** A query function body's top-level LIMIT/OFFSET, taken off the query. */
export interface BodyLimit {
  /** The body without its LIMIT/OFFSET (ORDER BY kept) */
  body: AstNode;
  limitCount?: AstNode;
  limitOffset?: AstNode;
}

/**
 * The top-level LIMIT/OFFSET of an inlined SQL function's body, taken off it (undefined when it has
 * none, or FETCH … WITH TIES). In a call bound to the calling query's rows (`FROM u, active_u(u.id)`)
 * SQLite's LIMIT cannot read the correlated arguments (`LIMIT lim`), so such a body runs without it
 * and limitedRows() numbers and filters its rows instead.
 */
export function splitBodyLimit(body: AstNode): BodyLimit | undefined {
  const sel = body['SelectStmt'] as Fields | undefined;
  if (sel === undefined || sel['limitOption'] === 'LIMIT_OPTION_WITH_TIES') return undefined;
  const count = sel['limitCount'] as AstNode | undefined;
  const offset = sel['limitOffset'] as AstNode | undefined;
  if (count === undefined && offset === undefined) return undefined;
  const rest: Fields = { ...sel, limitOption: 'LIMIT_OPTION_DEFAULT' };
  delete rest['limitCount'];
  delete rest['limitOffset'];
  return { body: { SelectStmt: rest }, ...(count !== undefined ? { limitCount: count } : {}), ...(offset !== undefined ? { limitOffset: offset } : {}) };
}

/** Whether a (not yet bound) LIMIT/OFFSET reads a parameter or a column. */
export function limitReadsNames(limit: BodyLimit): boolean {
  const text = JSON.stringify([limit.limitCount ?? null, limit.limitOffset ?? null]);
  return text.includes('"ParamRef"') || text.includes('"ColumnRef"');
}

/**
 * `sql` (the body without its LIMIT/OFFSET, in its ORDER BY order) limited by the expressions of
 * `limit`, translated in `scope` (where the parameters resolve): its rows are numbered in the order
 * they come (SQLite does not flatten a subquery under a window function) and kept from OFFSET + 1
 * to OFFSET + LIMIT. NULL means no limit / no offset; a negative one is 2201W / 2201X, as LIMIT.
 */
export function limitedRows(sql: string, limit: BodyLimit, scope: Scope): string {
  const ctx = scope.ctx;
  const arg = (node: AstNode | undefined, clause: string): Expr | undefined =>
    node === undefined ? undefined : coerce(ctx, translateExpr(node, { scope, clause }), Oid.int8, -1, 'implicit');
  const count = arg(limit.limitCount, 'LIMIT');
  const offset = arg(limit.limitOffset, 'OFFSET');
  const off = offset === undefined ? '0' : `COALESCE(${nonNegative(offset, '2201X', 'OFFSET')}, 0)`;
  const conds = [`"__rn" > ${off}`];
  if (count !== undefined) {
    const lim = nonNegative(count, '2201W', 'LIMIT');
    conds.push(`(${lim} IS NULL OR "__rn" <= ${off} + ${lim})`);
  }
  return `SELECT * FROM (SELECT *, row_number() OVER () AS "__rn" FROM (${sql}) AS "__lb") AS "__lr" WHERE ${conds.join(' AND ')}`;
}
