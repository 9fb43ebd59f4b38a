import type { SqlValue } from './engine.js';

/** Result of running one SQLite statement through an Executor. */
export interface ExecOutcome {
  /** Rows for row-returning statements, else null. */
  rows: SqlValue[][] | null;
  /** Rows inserted, updated or deleted (for `… RETURNING`, the number of rows returned); 0 for reads. */
  changes: number;
}

/**
 * The asynchronous boundary in front of one SQLite connection. Sessions only ever see this;
 * it may run inline (same thread) or in a worker without the session changing.
 */
export interface Executor {
  /** Runs one statement with parameters already in storage encoding. Errors are PgErrors. */
  run(sql: string, params: readonly SqlValue[]): Promise<ExecOutcome>;
  /** Runs server-owned statements in order inside one savepoint; all or nothing. */
  runAtomically(steps: readonly string[]): Promise<void>;
  /** True while a SQLite transaction is open on this connection. */
  inTransaction(): boolean;
  close(): Promise<void>;
}
