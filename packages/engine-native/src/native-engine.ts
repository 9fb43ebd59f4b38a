import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { createSequenceStore, type AggregateFunction, type Engine, type EngineFactory, type OpenOptions, type PreparedStatement, type ScalarFunction, type SequenceStore } from '@pgsqlite/engine';
import { registerAggregate, registerScalar } from './native-functions.js';
import { NativeStatement, type RawStatement } from './native-statement.js';
import { mapSqliteError } from './sqlite-errors.js';
import { interruptThread, loadInterruptExtension } from './interrupt/interrupt-extension.js';

let databaseClass: typeof Database | null = null;

/**
 * better-sqlite3, loaded on the first open: the server's socket thread imports this package
 * (for the worker executor factory) but never opens SQLite itself, so start-up does not pay
 * for loading the native addon there (the executor threads load it).
 */
function sqlite(): typeof Database {
  databaseClass ??= createRequire(import.meta.url)('better-sqlite3') as typeof Database;
  return databaseClass;
}

/** Stops the SQLite statement running on executor thread `thread` now (see interrupt-extension.ts). */
export function interruptSqliteThread(thread: number): number {
  return interruptThread(thread, () => new (sqlite())(':memory:'));
}

/**
 * The interrupt key of connection `conn` of executor thread `thread` (worker-main files each
 * connection under it): interrupting it stops that connection's statement and no other's — a
 * connection another session parked on the thread keeps its open statement (a stream).
 */
export function connectionInterruptKey(thread: number, conn: number): number {
  return thread * 2 ** 32 + conn;
}

/** Stops the SQLite statement of connection `conn` on executor thread `thread` now; 0 when none was filed under its key. */
export function interruptSqliteConnection(thread: number, conn: number): number {
  return interruptSqliteThread(connectionInterruptKey(thread, conn));
}

/** True for paths SQLite treats as a private in-memory database (no WAL possible). */
function isMemoryPath(path: string): boolean {
  return path === '' || path === ':memory:' || (path.startsWith('file:') && path.includes('mode=memory'));
}

/**
 * Opens a connection configured the way every pgsqlite connection must be: busy timeout 0
 * (writers are queued by the server, never by a sleeping thread), WAL for files, the requested
 * `synchronous` (better-sqlite3 would reopen WAL files with NORMAL), foreign keys on, defensive
 * mode and `trusted_schema=OFF` unless `trustedSchema` asks otherwise.
 */
function openDatabase(options: OpenOptions, timeout = 0): Database.Database {
  // Opening may meet a closing connection's checkpoint (it holds the file exclusively for a
  // moment): the set-up waits for that (it runs off the socket thread), statements do not.
  const db = new (sqlite())(options.path, { timeout: Math.max(timeout, OPEN_BUSY_TIMEOUT_MS), readonly: options.readonly ?? false });
  try {
    db.unsafeMode(false);
    if (!isMemoryPath(options.path) && options.readonly !== true) {
      const mode = db.pragma('journal_mode = WAL', { simple: true });
      if (mode !== 'wal') throw new Error(`could not switch ${options.path} to WAL (journal_mode=${String(mode)})`);
    }
    db.pragma(`synchronous = ${options.synchronous}`);
    db.pragma('foreign_keys = ON');
    db.pragma(`trusted_schema = ${options.trustedSchema === true ? 'ON' : 'OFF'}`);
    db.pragma(`busy_timeout = ${timeout}`);
    loadInterruptExtension(db);
    return db;
  } catch (e) {
    db.close();
    throw mapSqliteError(e);
  }
}

/** How long opening a connection waits for a file lock held by another connection's checkpoint (ms). */
const OPEN_BUSY_TIMEOUT_MS = 2000;

/** How long a nextval waits for another connection's nextval on the side store (ms). */
const SIDE_BUSY_TIMEOUT_MS = 2000;

/**
 * The side database holding sequence counters: `<file>-seq` next to a database file (removed
 * with it in memory mode, whose files share one temporary folder); a private in-memory database
 * for a private in-memory main database.
 */
export function sequenceStorePath(path: string): string {
  return isMemoryPath(path) ? ':memory:' : `${path}-seq`;
}

/** Engine over one better-sqlite3 connection. */
class NativeEngine implements Engine {
  readonly #db: Database.Database;
  readonly #options: OpenOptions;
  #side: Database.Database | null = null;
  #sequences: SequenceStore | null = null;

  constructor(db: Database.Database, options: OpenOptions) {
    this.#db = db;
    this.#options = options;
  }

  sequenceStore(): SequenceStore {
    if (this.#sequences === null) {
      // Its own autocommit connection: nextval must not join (nor wait for) this connection's
      // transaction. Other connections' nextval calls hold the side file's write lock for
      // microseconds, so a short busy timeout queues them instead of failing.
      const side = openDatabase({ ...this.#options, path: sequenceStorePath(this.#options.path), readonly: false, trustedSchema: false }, SIDE_BUSY_TIMEOUT_MS);
      this.#side = side;
      this.#sequences = createSequenceStore(new NativeEngine(side, this.#options));
    }
    return this.#sequences;
  }

  get inTransaction(): boolean {
    return this.#db.inTransaction;
  }

  prepare(sql: string): PreparedStatement {
    let stmt: RawStatement;
    try {
      stmt = this.#db.prepare<unknown[], unknown>(sql) as unknown as RawStatement;
    } catch (e) {
      throw mapSqliteError(e);
    }
    return new NativeStatement(stmt);
  }

  exec(sql: string): void {
    try {
      this.#db.exec(sql);
    } catch (e) {
      throw mapSqliteError(e);
    }
  }

  defineFunction(fn: ScalarFunction): void {
    try {
      registerScalar(this.#db, fn);
    } catch (e) {
      throw mapSqliteError(e);
    }
  }

  defineAggregate<S>(fn: AggregateFunction<S>): void {
    try {
      registerAggregate(this.#db, fn);
    } catch (e) {
      throw mapSqliteError(e);
    }
  }

  close(): void {
    if (this.#side?.open) this.#side.close();
    if (this.#db.open) this.#db.close();
  }
}

/** The better-sqlite3 adapter of the Engine port (Node only). */
export const nativeEngineFactory: EngineFactory = {
  name: 'better-sqlite3',
  open(options: OpenOptions): Engine {
    let db: Database.Database;
    try {
      db = openDatabase(options);
    } catch (e) {
      throw mapSqliteError(e);
    }
    return new NativeEngine(db, options);
  },
};
