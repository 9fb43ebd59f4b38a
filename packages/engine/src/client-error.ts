import { PgError, SqlState, foreignWording, isPgError, type PgErrorFields } from '@pgsqlite/errors';
import { INTERNAL_MESSAGE, pgAnswerForSqlite } from './sqlite-result-codes.js';

/** Where the original of a replaced error goes (the server's log, with its stack). */
export type InternalErrorLog = (message: string) => void;

/**
 * The error a client sees for anything thrown while serving it. PostgreSQL's errors pass as
 * they are; a SQLite error the layers above did not reword gets its SQLSTATE and message from
 * the result-code table (sqlite-result-codes.ts); anything else, and any message in SQLite's or
 * JavaScript's words, becomes `XX000 internal error`, naming nothing internal, while the
 * original is logged with its stack.
 */
export function clientError(e: unknown, log: InternalErrorLog): PgError {
  if (!isPgError(e)) {
    log(`internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return new PgError('internal_error', INTERNAL_MESSAGE);
  }
  const routine = e.fields.routine;
  if (routine !== undefined && routine.startsWith('SQLITE_')) {
    const answer = pgAnswerForSqlite(routine, e.message);
    if (answer.code === SqlState.internal_error) log(`internal error: ${routine}: ${e.message}${e.stack === undefined ? '' : `\n${e.stack}`}`);
    return PgError.fromCode(answer.code, answer.message, carried(e.fields));
  }
  const foreign = foreignWording(e.message);
  if (foreign === null) return e;
  log(`internal error (${foreign} wording, SQLSTATE ${e.code}): ${e.message}${e.stack === undefined ? '' : `\n${e.stack}`}`);
  // A syntax error in SQL that pgsqlite wrote is not the client's: it is ours.
  const code = e.code === SqlState.syntax_error ? SqlState.internal_error : e.code;
  return PgError.fromCode(code, code === SqlState.internal_error ? INTERNAL_MESSAGE : genericMessage(code), carried(e.fields));
}

/** The fields that describe where the error happened, kept; SQLite's routine name and its texts are dropped. */
function carried(f: PgErrorFields): Partial<PgErrorFields> {
  const out: Partial<PgErrorFields> = { severity: f.severity };
  if (f.position !== undefined) out.position = f.position;
  if (f.where !== undefined) out.where = f.where;
  if (f.internalQuery !== undefined) out.internalQuery = f.internalQuery;
  if (f.internalPosition !== undefined) out.internalPosition = f.internalPosition;
  return out;
}

/** PostgreSQL's wording for a condition whose own message was foreign. */
function genericMessage(code: string): string {
  switch (code) {
    case SqlState.numeric_value_out_of_range:
      return 'value out of range';
    case SqlState.invalid_parameter_value:
      return 'invalid parameter value';
    case SqlState.feature_not_supported:
      return 'this statement uses a feature pgsqlite does not support';
    default:
      return INTERNAL_MESSAGE;
  }
}
