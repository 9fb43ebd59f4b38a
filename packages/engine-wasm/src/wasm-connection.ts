import { createSequenceStore, type AggregateFunction, type Engine, type OpenOptions, type PreparedStatement, type ScalarFunction, type SequenceStore } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import type { Ptr, SqliteModule } from './sqlite-api.js';
import type { FunctionTable } from './wasm-functions.js';
import { sqliteError, toEngineError } from './wasm-errors.js';
import { WasmStatement } from './wasm-statement.js';
import type { ValueCodec } from './wasm-values.js';
import { rawApi } from './sqlite-raw.js';

/** What every connection of one wasm instance shares. */
export interface WasmInstance {
  readonly sqlite3: SqliteModule;
  readonly codec: ValueCodec;
  readonly functions: FunctionTable;
  /** The VFS name of database files. */
  readonly vfs: string;
  /** Opens another connection (the sequence side store). */
  open(options: OpenOptions): WasmConnection;
  /** Installs (on) or removes SQLite's progress handler for `conn`'s interrupt check. */
  setProgress(conn: WasmConnection, on: boolean): void;
}

/** Finalizes statements whose wrapper was garbage collected. */
const finalizer = new FinalizationRegistry<{ conn: WasmConnection; stmt: Ptr }>(({ conn, stmt }) => conn.release(stmt));

/** True for paths SQLite treats as a private in-memory database (no WAL possible). */
export function isMemoryPath(path: string): boolean {
  return path === '' || path === ':memory:' || (path.startsWith('file:') && path.includes('mode=memory'));
}

/**
 * The side database holding sequence counters: `<file>-seq` next to a database file, a private
 * in-memory database for a private in-memory main database (as the native adapter does).
 */
export function sequenceStorePath(path: string): string {
  return isMemoryPath(path) ? ':memory:' : `${path}-seq`;
}

/** One SQLite connection in the wasm instance: the Engine port. */
export class WasmConnection implements Engine {
  readonly sqlite3: SqliteModule;
  readonly codec: ValueCodec;
  readonly db: Ptr;
  readonly #instance: WasmInstance;
  readonly #options: OpenOptions;
  readonly #statements = new Set<Ptr>();
  #pending: unknown = null;
  #closed = false;
  #side: WasmConnection | null = null;
  #sequences: SequenceStore | null = null;
  /** Interrupt check polled by SQLite's progress handler (null: none installed). */
  #interrupt: (() => boolean) | null = null;

  constructor(instance: WasmInstance, db: Ptr, options: OpenOptions) {
    this.#instance = instance;
    this.sqlite3 = instance.sqlite3;
    this.codec = instance.codec;
    this.db = db;
    this.#options = options;
  }

  /** Called by a function callback: the exception to rethrow from the failing statement. */
  raised(error: unknown): void {
    this.#pending ??= error;
  }

  /** Forgets an earlier call's function exception before a new call. */
  beginCall(): void {
    this.#pending = null;
  }

  /** The PgError for a failed call: a function's own exception, else SQLite's error. */
  errorFor(rc: number): PgError {
    const pending = this.#pending;
    this.#pending = null;
    if (pending !== null) return toEngineError(pending);
    const { capi } = this.sqlite3;
    const code = capi.sqlite3_extended_errcode(this.db) || rc;
    return sqliteError(capi.sqlite3_js_rc_str(code) ?? `SQLITE_${code}`, capi.sqlite3_errmsg(this.db));
  }

  misuse(message: string): PgError {
    return new PgError('internal_error', message);
  }

  totalChanges(): bigint {
    return rawApi(this.sqlite3).sqlite3_total_changes64(this.db);
  }

  /** The statement pointer, or a PgError when the connection is closed. */
  statement(stmt: Ptr): Ptr {
    if (this.#closed) throw new PgError('internal_error', 'The database connection is not open');
    return stmt;
  }

  /** Finalizes a statement whose wrapper is gone. */
  release(stmt: Ptr): void {
    if (this.#statements.delete(stmt)) this.sqlite3.capi.sqlite3_finalize(stmt);
  }

  get inTransaction(): boolean {
    return !this.#closed && rawApi(this.sqlite3).sqlite3_get_autocommit(this.db) === 0;
  }

  prepare(sql: string): PreparedStatement {
    this.statement(0);
    const { capi, wasm } = this.sqlite3;
    const stack = wasm.pstack.pointer;
    let stmt: Ptr;
    try {
      const pp = wasm.pstack.allocPtr();
      this.beginCall();
      const rc = capi.sqlite3_prepare_v3(this.db, sql, -1, 0, pp, null);
      if (rc !== 0) throw this.errorFor(rc);
      stmt = wasm.peekPtr(pp);
    } finally {
      wasm.pstack.restore(stack);
    }
    if (stmt === 0) throw this.misuse('The supplied SQL string contains no statements');
    this.#statements.add(stmt);
    const wrapper = new WasmStatement(this, stmt);
    finalizer.register(wrapper, { conn: this, stmt });
    return wrapper;
  }

  exec(sql: string): void {
    this.statement(0);
    this.beginCall();
    const rc = this.sqlite3.capi.sqlite3_exec(this.db, sql, 0, 0, 0);
    if (rc !== 0) throw this.errorFor(rc);
  }

  defineFunction(fn: ScalarFunction): void {
    this.statement(0);
    const rc = this.#instance.functions.defineScalar(this.db, fn, this);
    if (rc !== 0) throw this.errorFor(rc);
  }

  defineAggregate<S>(fn: AggregateFunction<S>): void {
    this.statement(0);
    const rc = this.#instance.functions.defineAggregate(this.db, fn, this);
    if (rc !== 0) throw this.errorFor(rc);
  }

  sequenceStore(): SequenceStore {
    if (this.#sequences === null) {
      // Its own autocommit connection: nextval must not join this connection's transaction.
      const side = this.#instance.open({ ...this.#options, path: sequenceStorePath(this.#options.path), readonly: false, trustedSchema: false });
      this.#side = side;
      this.#sequences = createSequenceStore(side);
    }
    return this.#sequences;
  }

  /**
   * Makes SQLite poll `check` every few thousand VM steps while a statement runs on this
   * connection and stop it with SQLITE_INTERRUPT (57014 through the caller's mapping) once it
   * returns true: statement_timeout and cancel for an engine that runs on the caller's thread.
   * null removes it.
   */
  setInterruptCheck(check: (() => boolean) | null): void {
    this.#interrupt = check;
    this.#instance.setProgress(this, check !== null);
  }

  /** The installed interrupt check (for the instance's progress trampoline). */
  interruptCheck(): (() => boolean) | null {
    return this.#interrupt;
  }

  close(): void {
    if (this.#closed) return;
    this.#side?.close();
    this.#closed = true;
    const { capi } = this.sqlite3;
    for (const stmt of this.#statements) capi.sqlite3_finalize(stmt);
    this.#statements.clear();
    capi.sqlite3_close_v2(this.db);
  }
}
