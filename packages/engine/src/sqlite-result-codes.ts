import { SqlState } from '@pgsqlite/errors';

/** PostgreSQL's answer for one SQLite result code: its SQLSTATE and a message in PostgreSQL's words. */
export interface PgAnswer {
  readonly code: string;
  readonly message: string;
}

const a = (code: string, message: string): PgAnswer => ({ code, message });

/** The message PostgreSQL's own error handler uses for an unexpected failure (elog ERROR). */
export const INTERNAL_MESSAGE = 'internal error';

const INTERNAL = a(SqlState.internal_error, INTERNAL_MESSAGE);
const BUSY = a(SqlState.lock_not_available, 'could not obtain lock on the database');
const IO = a(SqlState.io_error, 'could not access the database file: I/O error');
const CORRUPT = a(SqlState.data_corrupted, 'the database file is damaged');
const READONLY = a(SqlState.read_only_sql_transaction, 'cannot write to a read-only database');
const CANTOPEN = a(SqlState.io_error, 'could not open the database file');

/**
 * THE table from SQLite result codes (primary and extended) to PostgreSQL SQLSTATEs and
 * messages. Extended codes are looked up first, then their primary code; anything not listed
 * (SQLITE_ERROR and its kin: SQL that pgsqlite emitted and SQLite refused, misuse) is an
 * internal error. Constraint messages here are the fallback when the translator could not
 * name the constraint (it words them from the catalog: constraint-errors.ts).
 * @see https://www.sqlite.org/rescode.html
 * @see https://www.postgresql.org/docs/15/errcodes-appendix.html
 */
export const SQLITE_RESULT_CODES: Readonly<Record<string, PgAnswer>> = {
  SQLITE_ERROR: INTERNAL,
  SQLITE_ERROR_MISSING_COLLSEQ: INTERNAL,
  SQLITE_ERROR_RETRY: INTERNAL,
  SQLITE_ERROR_SNAPSHOT: a(SqlState.serialization_failure, 'could not serialize access due to concurrent update'),
  SQLITE_INTERNAL: INTERNAL,
  SQLITE_PERM: a(SqlState.insufficient_privilege, 'permission denied for the database file'),
  SQLITE_ABORT: a(SqlState.transaction_rollback, 'the transaction was rolled back'),
  SQLITE_ABORT_ROLLBACK: a(SqlState.transaction_rollback, 'the transaction was rolled back'),
  SQLITE_BUSY: BUSY,
  SQLITE_BUSY_RECOVERY: BUSY,
  SQLITE_BUSY_TIMEOUT: BUSY,
  // A snapshot that predates another commit can never be upgraded to a write: retry the
  // transaction, exactly what 40001 tells a PostgreSQL client.
  SQLITE_BUSY_SNAPSHOT: a(SqlState.serialization_failure, 'could not serialize access due to concurrent update'),
  SQLITE_LOCKED: BUSY,
  SQLITE_LOCKED_SHAREDCACHE: BUSY,
  SQLITE_LOCKED_VTAB: BUSY,
  SQLITE_NOMEM: a(SqlState.out_of_memory, 'out of memory'),
  SQLITE_READONLY: READONLY,
  SQLITE_READONLY_RECOVERY: READONLY,
  SQLITE_READONLY_CANTLOCK: READONLY,
  SQLITE_READONLY_ROLLBACK: READONLY,
  SQLITE_READONLY_DBMOVED: READONLY,
  SQLITE_READONLY_CANTINIT: READONLY,
  SQLITE_READONLY_DIRECTORY: READONLY,
  SQLITE_INTERRUPT: a(SqlState.query_canceled, 'canceling statement due to user request'),
  SQLITE_IOERR: IO,
  SQLITE_CORRUPT: CORRUPT,
  SQLITE_CORRUPT_VTAB: CORRUPT,
  SQLITE_CORRUPT_SEQUENCE: CORRUPT,
  SQLITE_CORRUPT_INDEX: CORRUPT,
  SQLITE_NOTFOUND: INTERNAL,
  SQLITE_FULL: a(SqlState.disk_full, 'could not extend the database file: No space left on device'),
  SQLITE_CANTOPEN: CANTOPEN,
  SQLITE_PROTOCOL: BUSY,
  SQLITE_EMPTY: INTERNAL,
  SQLITE_SCHEMA: a(SqlState.feature_not_supported, 'cached plan must not change result type'),
  SQLITE_TOOBIG: a(SqlState.program_limit_exceeded, 'value too large: it exceeds the maximum size of a field'),
  SQLITE_CONSTRAINT: a(SqlState.integrity_constraint_violation, 'integrity constraint violation'),
  SQLITE_CONSTRAINT_UNIQUE: a(SqlState.unique_violation, 'duplicate key value violates unique constraint'),
  SQLITE_CONSTRAINT_PRIMARYKEY: a(SqlState.unique_violation, 'duplicate key value violates unique constraint'),
  SQLITE_CONSTRAINT_ROWID: a(SqlState.unique_violation, 'duplicate key value violates unique constraint'),
  SQLITE_CONSTRAINT_NOTNULL: a(SqlState.not_null_violation, 'null value violates not-null constraint'),
  SQLITE_CONSTRAINT_CHECK: a(SqlState.check_violation, 'new row violates check constraint'),
  SQLITE_CONSTRAINT_FOREIGNKEY: a(SqlState.foreign_key_violation, 'insert or update violates foreign key constraint'),
  SQLITE_CONSTRAINT_DATATYPE: a(SqlState.datatype_mismatch, 'value does not match the column type'),
  SQLITE_CONSTRAINT_TRIGGER: a(SqlState.integrity_constraint_violation, 'integrity constraint violation'),
  SQLITE_CONSTRAINT_COMMITHOOK: a(SqlState.transaction_rollback, 'the transaction was rolled back'),
  SQLITE_CONSTRAINT_FUNCTION: INTERNAL,
  SQLITE_CONSTRAINT_VTAB: INTERNAL,
  SQLITE_CONSTRAINT_PINNED: INTERNAL,
  SQLITE_MISMATCH: a(SqlState.datatype_mismatch, 'value does not match the column type'),
  SQLITE_MISUSE: INTERNAL,
  SQLITE_NOLFS: a(SqlState.program_limit_exceeded, 'the database file is too large'),
  SQLITE_AUTH: a(SqlState.insufficient_privilege, 'permission denied'),
  SQLITE_FORMAT: INTERNAL,
  SQLITE_RANGE: INTERNAL,
  SQLITE_NOTADB: a(SqlState.data_corrupted, 'the file is not a pgsqlite database'),
};

/** Messages of plain SQLITE_ERROR that are limits, not mistakes of ours: a PostgreSQL client gets 54000 for them. */
const LIMIT_MESSAGES: readonly [string, PgAnswer][] = [
  ['too many SQL variables', a(SqlState.program_limit_exceeded, 'too many parameters or values in one statement')],
  ['too many columns', a(SqlState.too_many_columns, 'too many columns in one statement')],
  ['too many terms in compound SELECT', a(SqlState.program_limit_exceeded, 'too many UNION, INTERSECT or EXCEPT terms in one statement')],
  ['Expression tree is too large', a(SqlState.statement_too_complex, 'stack depth limit exceeded')],
  ['parser stack overflow', a(SqlState.statement_too_complex, 'stack depth limit exceeded')],
  ['string or blob too big', a(SqlState.program_limit_exceeded, 'value too large: it exceeds the maximum size of a field')],
  ['too many levels of trigger recursion', a(SqlState.statement_too_complex, 'stack depth limit exceeded')],
  ['interrupted', a(SqlState.query_canceled, 'canceling statement due to user request')],
];

/**
 * SQLite's refusals of what pgsqlite wrote into a stored expression (an index key or predicate, a
 * CHECK constraint, a default, a generated column): a stable or volatile function where the
 * translator's own check (ddl/generated-checks.ts) did not see one is PostgreSQL's 42P17; a
 * subquery or other form SQLite cannot store there is an honest 0A000, not an internal error.
 */
const STORED_EXPRESSION_MESSAGES: readonly [string, PgAnswer][] = [
  ['non-deterministic functions prohibited in index expressions', a(SqlState.invalid_object_definition, 'functions in index expression must be marked IMMUTABLE')],
  ['non-deterministic functions prohibited in partial index WHERE clauses', a(SqlState.invalid_object_definition, 'functions in index predicate must be marked IMMUTABLE')],
  ['non-deterministic functions prohibited in generated columns', a(SqlState.invalid_object_definition, 'generation expression is not immutable')],
  ['subqueries prohibited in index expressions', a(SqlState.feature_not_supported, 'this index expression is not supported by pgsqlite')],
  ['subqueries prohibited in partial index WHERE clauses', a(SqlState.feature_not_supported, 'this index predicate is not supported by pgsqlite')],
  ['subqueries prohibited in CHECK constraints', a(SqlState.feature_not_supported, 'this CHECK constraint is not supported by pgsqlite')],
  ['subqueries prohibited in generated columns', a(SqlState.feature_not_supported, 'this generation expression is not supported by pgsqlite')],
  ['default value of column', a(SqlState.feature_not_supported, 'this DEFAULT expression is not supported by pgsqlite')],
];

/**
 * SQLite's refusal of an aggregate where its query cannot compute it: an aggregate reading only an
 * enclosing query's columns (an aggregate of that query, as in PostgreSQL) inside a clause of that
 * query that takes none (FILTER, WHERE, JOIN … ON). The translator raises PostgreSQL's own words
 * where it knows the clause; this is the honest 42803 for the rest.
 */
const AGGREGATE_MISUSE = a(SqlState.grouping_error, 'aggregate functions are not allowed here');

/**
 * A session's temporary objects (its TEMP catalog `_pgsqlite_session_*`, its `pg_temp_N` tables)
 * missing from the connection its statement ran on: the connection that held them is gone (its
 * executor thread was stopped), as the pool reports a lost parked connection — the session's
 * state went with it, as a backend's does when another server process crashes.
 */
const LOST_TEMP_STATE = /^no such table: (temp\.)?(_pgsqlite_session_|pg_temp_\d+\.)/;
const LOST_CONNECTION = a(SqlState.crash_shutdown, 'terminating connection because of crash of another server process');

/** PostgreSQL's SQLSTATE and message for a SQLite result code name (`SQLITE_CONSTRAINT_UNIQUE`) and SQLite's message. */
export function pgAnswerForSqlite(code: string, message: string): PgAnswer {
  if (code === 'SQLITE_ERROR' && LOST_TEMP_STATE.test(message)) return LOST_CONNECTION;
  if (code === 'SQLITE_ERROR' && message.startsWith('misuse of aggregate')) return AGGREGATE_MISUSE;
  if (code === 'SQLITE_ERROR' || code === 'SQLITE_TOOBIG') {
    for (const [prefix, answer] of LIMIT_MESSAGES) if (message.startsWith(prefix)) return answer;
    for (const [prefix, answer] of STORED_EXPRESSION_MESSAGES) if (message.startsWith(prefix)) return answer;
  }
  const direct = SQLITE_RESULT_CODES[code];
  if (direct !== undefined) return direct;
  const secondUnderscore = code.indexOf('_', 'SQLITE_'.length);
  const primary = secondUnderscore < 0 ? code : code.slice(0, secondUnderscore);
  return SQLITE_RESULT_CODES[primary] ?? INTERNAL;
}

/**
 * The SQLSTATE for a SQLite extended result code name and message, for every adapter.
 * `SQLITE_ERROR` is split by {@link isSqliteSyntaxError} (SQLite gives syntax errors no code of their own).
 */
export function sqlStateForSqlite(code: string, message: string): string {
  if (code === 'SQLITE_ERROR' && isSqliteSyntaxError(message)) return SqlState.syntax_error;
  return pgAnswerForSqlite(code, message).code;
}

/** SQLite reports tokenizer and parser failures as plain SQLITE_ERROR with these messages. */
export function isSqliteSyntaxError(message: string): boolean {
  return message.endsWith('syntax error') || message.startsWith('unrecognized token') || message === 'incomplete input';
}
