import { sqlStateForSqlite } from '@pgsqlite/engine';
import { PgError, isPgError } from '@pgsqlite/errors';

/**
 * The PgError for a SQLite failure: SQLite's message, the SQLSTATE from the engine layer's one
 * table, the extended result code name (e.g. `SQLITE_CONSTRAINT_UNIQUE`) in `fields.routine` —
 * exactly what the native adapter gives, so that the layers above refine both alike.
 */
export function sqliteError(codeName: string, message: string): PgError {
  return PgError.fromCode(sqlStateForSqlite(codeName, message), message, { routine: codeName });
}

/** Anything else thrown inside the adapter: PgErrors pass unchanged, the rest is a bug (XX000). */
export function toEngineError(e: unknown): PgError {
  if (isPgError(e)) return e;
  return new PgError('internal_error', e instanceof Error ? e.message : String(e));
}
