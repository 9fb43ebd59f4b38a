import { SQLITE_RESULT_CODES, sqlStateForSqlite as sharedSqlState } from '@pgsqlite/engine';
import { PgError, isPgError } from '@pgsqlite/errors';
import { jsOutOfMemory } from './memory-guard.js';

/**
 * SQLite result code → SQLSTATE, derived from the engine layer's one table
 * (`SQLITE_RESULT_CODES` in @pgsqlite/engine, which also holds PostgreSQL's messages).
 */
export const SQLITE_TO_SQLSTATE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SQLITE_RESULT_CODES).map(([code, answer]) => [code, answer.code]),
);

/** The SQLSTATE for a SQLite result code name and message (one rule for every adapter, in @pgsqlite/engine). */
export const sqlStateForSqlite = sharedSqlState;

/** Shape of better-sqlite3's SqliteError (checked structurally: it is a CommonJS class). */
interface SqliteErrorLike {
  name: 'SqliteError';
  code: string;
  message: string;
}

function isSqliteError(e: unknown): e is SqliteErrorLike {
  return e instanceof Error && e.name === 'SqliteError' && typeof (e as { code?: unknown }).code === 'string';
}

/**
 * Converts anything better-sqlite3 (or a function we registered) threw into a PgError.
 * - PgErrors pass through as the same object (thrown by our SQL functions, rethrown by SQLite).
 * - SQLite errors keep SQLite's message; the extended result code name is kept in
 *   `fields.routine` (e.g. `SQLITE_CONSTRAINT_UNIQUE`) so higher layers can refine the message.
 * - Anything else (better-sqlite3 misuse: TypeError, RangeError) is a bug of ours: XX000.
 */
export function mapSqliteError(e: unknown): PgError {
  if (isPgError(e)) return e;
  const oom = jsOutOfMemory(e);
  if (oom !== null) return oom;
  if (isSqliteError(e)) return PgError.fromCode(sqlStateForSqlite(e.code, e.message), e.message, { routine: e.code });
  const message = e instanceof Error ? e.message : String(e);
  return new PgError('internal_error', message);
}
