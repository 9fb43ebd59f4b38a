import { isPgError } from '@pgsqlite/errors';
import { STALE_NAMES } from '@pgsqlite/engine';

/**
 * An error SQLite raised because the schema is not the one the statement was planned for: its
 * names refused (from a plan made for the current catalog a defect, an internal error; from one
 * made before another session's DDL committed, a stale plan: Transaction.replans), or
 * SQLITE_SCHEMA (a prepared statement SQLite could not prepare again for the changed schema).
 */
export function isStaleSchemaError(e: unknown): boolean {
  return isPgError(e) && ((e.fields.routine === 'SQLITE_ERROR' && STALE_NAMES.test(e.message)) || e.fields.routine === 'SQLITE_SCHEMA');
}

/**
 * Times a statement is planned and run in all before its error stands: each new plan follows a
 * DDL statement another session committed meanwhile, so only a database under a stream of DDL
 * from many sessions gets near the bound.
 */
export const REPLANS = 20;
