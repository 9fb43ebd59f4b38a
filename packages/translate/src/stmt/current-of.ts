import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { PARAM_MARK } from '../analyze/context.js';
import { quoteIdent } from '../sql/quote.js';
import type { DmlTarget } from './dml-target.js';
import { rowidName } from '../analyze/system-columns.js';

/**
 * The parameter number the session binds to the rowid of a WHERE CURRENT OF cursor's current row:
 * beyond PostgreSQL's 65535 parameters, so no client parameter has it, and positive, so every
 * binder (steps, triggers, probes) reads it from the parameter list the session extends.
 */
export const CURRENT_OF_PARAM = 65536;

/** Whether a WHERE clause is `CURRENT OF cursor` (the grammar allows it only as the whole clause). */
export function isCurrentOf(where: AstNode | undefined): boolean {
  return where !== undefined && nodeType(where) === 'CurrentOfExpr';
}

/**
 * UPDATE/DELETE … WHERE CURRENT OF name: the target's row whose rowid the cursor is on (the
 * session checks the cursor as execCurrentOf does when the statement runs). A view is 0A000 as in
 * PostgreSQL; a table with inheritance children or partitions too (pgsqlite's cursor knows one table).
 */
export function currentOfWhere(t: DmlTarget, where: AstNode): string {
  const ctx = t.scope.ctx;
  const f = fieldsOf(where);
  if (t.view !== undefined) throw ctx.error('feature_not_supported', 'WHERE CURRENT OF on a view is not implemented');
  const cursor = f['cursor_name'] as string | undefined;
  if (cursor === undefined) throw ctx.error('feature_not_supported', 'WHERE CURRENT OF a cursor parameter is not supported by pgsqlite');
  if (ctx.currentOf !== undefined && ctx.currentOf.relOid !== t.rel.oid) {
    throw ctx.error('feature_not_supported', 'WHERE CURRENT OF on a table with inheritance children or partitions is not supported by pgsqlite');
  }
  const rowid = rowidName(t.rel);
  if (rowid === undefined) throw ctx.error('feature_not_supported', `WHERE CURRENT OF on table "${t.rel.name}", whose columns hide its rowid, is not supported by pgsqlite`);
  ctx.currentOf = { cursor, relOid: t.rel.oid, table: t.rel.name };
  return `${quoteIdent(t.alias)}.${rowid} = ${PARAM_MARK}${CURRENT_OF_PARAM}${PARAM_MARK}`;
}
