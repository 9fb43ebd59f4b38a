import { nodeType } from '../parse/ast.js';
import type { PlanCtx } from './context.js';

/**
 * Parameter numbers the session binds to clock stamps (µs since 1970) instead of client
 * parameters: the transaction start (now(), CURRENT_TIMESTAMP, transaction_timestamp()) and the
 * statement start (statement_timestamp()). Binding them costs no extra round trip to SQLite.
 */
export const CLOCK_PARAM = { transaction: -1, statement: -2 } as const;

/** Statements whose SQL plan the session runs with its parameter order (execute.ts runSql). */
const STAMPED = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/**
 * SQL for the transaction or statement start stamp (a timestamptz storage value). Outside the
 * statements the session binds (DDL defaults, views), the runtime's clock: `pg_now()`.
 */
export function clockSql(ctx: PlanCtx, which: 'transaction' | 'statement'): string {
  return STAMPED.has(nodeType(ctx.stmt.ast)) ? ctx.paramMarker(CLOCK_PARAM[which]) : 'pg_now()';
}
