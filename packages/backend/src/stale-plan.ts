import { isPgError } from '@pgsqlite/errors';

/**
 * SQLite's refusals of names a plan took from the catalog: a table, column or index that is gone,
 * or one that is there already. From a plan made for the current catalog they are a defect
 * (internal error); from one made before another session's DDL committed they mean the plan is
 * stale (Transaction.replans).
 */
const STALE_NAMES = /^(no such (table|column|index): |(table|index|view|trigger) "?[^"]+"? already exists|duplicate column name: )/;

/**
 * An error SQLite raised because the schema is not the one the statement was planned for: its
 * names refused, or SQLITE_SCHEMA (a prepared statement SQLite could not prepare again for the
 * changed schema).
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
