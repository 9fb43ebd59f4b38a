import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { nodeType } from '../parse/ast.js';
import { quoteIdent, sqlLiteral } from '../sql/quote.js';
import type { VirtualRelation } from './relation-builder.js';

/**
 * Parameter number the session binds to its open cursors when a statement reads pg_cursors: a
 * JSON array of objects keyed by column name (bool columns as 0/1, creation_time in µs).
 */
export const CURSORS_PARAM = -5;

/** Statements whose SQL plan the session runs with its parameter order (as pg-stat-activity.ts). */
const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

const COLUMNS: readonly (readonly [string, number])[] = [
  ['name', Oid.text],
  ['statement', Oid.text],
  ['is_holdable', Oid.bool],
  ['is_binary', Oid.bool],
  ['is_scrollable', Oid.bool],
  ['creation_time', Oid.timestamptz],
];

/** pg_cursors: the session's open cursors when the statement runs (empty where it binds none). */
export function pgCursors(ctx: PlanCtx): VirtualRelation {
  const source = BOUND.has(nodeType(ctx.stmt.ast)) ? ctx.paramMarker(CURSORS_PARAM) : "'[]'";
  const select = COLUMNS.map(([name]) => `json_extract(value, ${sqlLiteral(`$.${name}`)}) AS ${quoteIdent(name)}`).join(', ');
  return { sql: `SELECT ${select} FROM json_each(${source})`, columns: COLUMNS.map(([name, type]) => ({ name, type, typmod: -1 })) };
}
