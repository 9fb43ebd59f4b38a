import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { nodeType } from '../parse/ast.js';
import { quoteIdent, sqlLiteral } from '../sql/quote.js';
import type { VirtualRelation } from './relation-builder.js';

/**
 * Parameter number the session binds to its named prepared statements when a statement reads
 * pg_prepared_statements: a JSON array of objects keyed by column name (from_sql as 0/1,
 * prepare_time in µs, parameter_types an array of type OIDs).
 */
export const PREPARED_PARAM = -9;

/** Statements whose SQL plan the session runs with its parameter order (as pg-cursors.ts). */
const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

const COLUMNS: readonly (readonly [string, number])[] = [
  ['name', Oid.text],
  ['statement', Oid.text],
  ['prepare_time', Oid.timestamptz],
  ['parameter_types', Oid._regtype],
  ['from_sql', Oid.bool],
  ['generic_plans', Oid.int8],
  ['custom_plans', Oid.int8],
];

/**
 * pg_prepared_statements: the session's named prepared statements (PREPARE and the protocol's
 * Parse; the unnamed statement is not listed) when the statement runs (empty where it binds none).
 */
export function pgPreparedStatements(ctx: PlanCtx): VirtualRelation {
  const source = BOUND.has(nodeType(ctx.stmt.ast)) ? ctx.paramMarker(PREPARED_PARAM) : "'[]'";
  const select = COLUMNS.map(([name]) => `json_extract(value, ${sqlLiteral(`$.${name}`)}) AS ${quoteIdent(name)}`).join(', ');
  return { sql: `SELECT ${select} FROM json_each(${source})`, columns: COLUMNS.map(([name, type]) => ({ name, type, typmod: -1 })) };
}
