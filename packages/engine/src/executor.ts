import type { PgError } from '@pgsqlite/errors';
import type { OpenOptions, SqlValue } from './engine.js';
import type { RowBatch, RowStream } from './row-stream.js';

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
  /**
   * Runs the server-owned statement `first` (e.g. BEGIN IMMEDIATE), then `sql`, in one call (one
   * round trip to a connection on another thread). When `first` fails, `sql` does not run; when
   * `sql` fails, what `first` did stays done, as after two `run` calls. Optional: callers fall
   * back to two calls.
   */
  runAfter?(first: string, sql: string, params: readonly SqlValue[]): Promise<ExecOutcome>;
  /**
   * Runs a write as a transaction of its own, as `run` outside a transaction does, where it is
   * cheapest: the caller holds the database's write lock and no transaction is open on the
   * session. Optional: callers use `run`.
   */
  runCommitted?(sql: string, params: readonly SqlValue[]): Promise<ExecOutcome>;
  /**
   * Starts a read-only row-returning statement and returns its first batch (up to `max` rows)
   * with a stream for the rest: the statement stays open on the connection (which this session
   * keeps meanwhile) until the stream is done or closed. Another call on the executor first
   * buffers what the stream has left. Optional: callers fall back to `run`.
   * `encoding`: an executor on another thread may hand the batches after the first out `encoded`
   * (RowBatch.encoded) by the encoder its setup makes of this text (the caller's spec); any batch
   * may still come as rows, which the caller encodes itself.
   */
  stream?(sql: string, params: readonly SqlValue[], max: number, encoding?: string): Promise<{ first: RowBatch; rest: RowStream }>;
  /** Runs server-owned statements in order inside one savepoint; all or nothing. */
  runAtomically(steps: readonly string[]): Promise<void>;
  /**
   * `runAtomically(steps)`, then the server-owned read `read` on the same connection, in one
   * call (one round trip: a DDL statement and its catalog reload, issue 18). Resolves to the
   * read's rows, or null when the read failed (the steps' outcome stands: they are done); rejects
   * when the steps fail, as `runAtomically`. Optional: callers run the two themselves.
   */
  runAtomicallyThen?(steps: readonly string[], read: string): Promise<SqlValue[][] | null>;
  /**
   * Server-owned SQL that gives a connection this session's runtime settings (TimeZone,
   * DateStyle, user …). An executor that moves a session between connections runs it before the
   * session's next statement on any connection that last had other settings — in the same call,
   * so the caller need not run it itself. Optional: without it the caller runs the SQL.
   */
  sessionPrelude?(sql: string): void;
  /**
   * Notes that this session's nextval of the sequence `key` returned `value` elsewhere (a point
   * write on another connection): its currval, and lastval's sequence. An executor that carries
   * the session's sequence state between connections sets it at once. Optional: without it the
   * caller runs the runtime's pg_autoinc_note before the session's next statement.
   */
  noteSequence?(key: string, value: number | bigint): void;
  /**
   * False when a statement sent now would wait for a connection or a thread (every executor
   * thread busy); then a caller may answer a statement that cannot block another way. Optional
   * (absent: never waits).
   */
  readyNow?(): boolean;
  /** True while a SQLite transaction is open on this connection. */
  inTransaction(): boolean;
  close(): Promise<void>;
  /**
   * Stops the work in progress at once: every pending call rejects with `reason` now. An
   * executor that cannot interrupt SQLite mid-statement abandons ("retires") its connection —
   * which rolls back whatever transaction it had open once the statement ends — and serves the
   * next call on a fresh connection. Returns false when nothing was running (inline executors
   * never have anything running when JavaScript can call this).
   */
  interrupt?(reason: PgError): boolean;
  /**
   * After `interrupt` returned true: resolves true once the connection is this session's again —
   * the statement stopped, its transaction rolled back, what it holds beyond a transaction
   * (temporary objects, currval) kept, as a PostgreSQL backend's state survives a cancel — or
   * false when it was abandoned (then that state is gone); null when no interrupt is pending.
   * Optional (absent: an interrupt always abandons the connection).
   */
  recovery?(): Promise<boolean> | null;
  /**
   * An object standing for the connection statements run on, for state kept per connection (the
   * catalog change tracking, database-handle.ts): a pooled executor whose connection was lost with
   * its thread, and replaced, answers a new one. Optional (absent: the executor itself).
   */
  connectionIdentity?(): object;
  /**
   * Resolves once every connection retired by `interrupt` has closed (its transaction rolled
   * back, SQLite's write lock free); null when none is still closing. A session holding the
   * database's write lock hands it on only after this.
   */
  retiring?(): Promise<void> | null;
}

/** Opens executors: the one thing the database provider needs to know about engines. */
export interface ExecutorFactory {
  readonly name: string;
  /** Opens a connection; rejects with a PgError when the database cannot be opened. */
  open(options: OpenOptions): Promise<Executor>;
  /** Releases what the factory keeps (spare threads). Idempotent. */
  close?(): Promise<void>;
}
