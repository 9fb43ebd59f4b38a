import { PgError, SqlState, isPgError } from '@pgsqlite/errors';

/**
 * THE table from SQLite result codes to SQLSTATEs. Extended codes (`SQLITE_CONSTRAINT_UNIQUE`)
 * are looked up first, then their primary code (`SQLITE_CONSTRAINT`); anything not listed is
 * XX000. `SQLITE_ERROR` is split by {@link isSyntaxError} (SQLite gives syntax errors no code
 * of their own).
 * @see https://www.sqlite.org/rescode.html
 * @see https://www.postgresql.org/docs/15/errcodes-appendix.html
 */
export const SQLITE_TO_SQLSTATE: Readonly<Record<string, string>> = {
  SQLITE_CONSTRAINT_UNIQUE: SqlState.unique_violation,
  SQLITE_CONSTRAINT_PRIMARYKEY: SqlState.unique_violation,
  SQLITE_CONSTRAINT_ROWID: SqlState.unique_violation,
  SQLITE_CONSTRAINT_NOTNULL: SqlState.not_null_violation,
  SQLITE_CONSTRAINT_CHECK: SqlState.check_violation,
  SQLITE_CONSTRAINT_FOREIGNKEY: SqlState.foreign_key_violation,
  SQLITE_CONSTRAINT_DATATYPE: SqlState.datatype_mismatch,
  SQLITE_CONSTRAINT: SqlState.integrity_constraint_violation,
  // A snapshot that predates another commit can never be upgraded to a write: retry the
  // transaction, exactly what 40001 tells a PostgreSQL client.
  SQLITE_BUSY_SNAPSHOT: SqlState.serialization_failure,
  SQLITE_BUSY: SqlState.lock_not_available,
  SQLITE_LOCKED: SqlState.lock_not_available,
  SQLITE_FULL: SqlState.disk_full,
  SQLITE_READONLY: SqlState.read_only_sql_transaction,
  SQLITE_TOOBIG: SqlState.program_limit_exceeded,
  SQLITE_NOMEM: SqlState.out_of_memory,
  SQLITE_INTERRUPT: SqlState.query_canceled,
  SQLITE_MISMATCH: SqlState.datatype_mismatch,
  SQLITE_CORRUPT: SqlState.data_corrupted,
  SQLITE_NOTADB: SqlState.data_corrupted,
  /** io_error (not in the errors package's list yet). */
  SQLITE_IOERR: '58030',
  SQLITE_ERROR: SqlState.internal_error,
};

/** The SQLSTATE for a SQLite extended result code name and message. */
export function sqlStateForSqlite(code: string, message: string): string {
  if (code === 'SQLITE_ERROR' && isSyntaxError(message)) return SqlState.syntax_error;
  const direct = SQLITE_TO_SQLSTATE[code];
  if (direct !== undefined) return direct;
  const secondUnderscore = code.indexOf('_', 'SQLITE_'.length);
  const primary = secondUnderscore < 0 ? code : code.slice(0, secondUnderscore);
  return SQLITE_TO_SQLSTATE[primary] ?? SqlState.internal_error;
}

/** SQLite reports tokenizer and parser failures as plain SQLITE_ERROR with these messages. */
function isSyntaxError(message: string): boolean {
  return message.endsWith('syntax error') || message.startsWith('unrecognized token') || message === 'incomplete input';
}

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
  if (isSqliteError(e)) return PgError.fromCode(sqlStateForSqlite(e.code, e.message), e.message, { routine: e.code });
  const message = e instanceof Error ? e.message : String(e);
  return new PgError('internal_error', message);
}
