import Database from 'better-sqlite3';
import type { AggregateFunction, Engine, EngineFactory, OpenOptions, PreparedStatement, ScalarFunction } from '@pgsqlite/engine';
import { registerAggregate, registerScalar } from './native-functions.js';
import { NativeStatement, type RawStatement } from './native-statement.js';
import { mapSqliteError } from './sqlite-errors.js';

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
function openDatabase(options: OpenOptions): Database.Database {
  const db = new Database(options.path, { timeout: 0, readonly: options.readonly ?? false });
  try {
    db.unsafeMode(false);
    if (!isMemoryPath(options.path) && options.readonly !== true) {
      const mode = db.pragma('journal_mode = WAL', { simple: true });
      if (mode !== 'wal') throw new Error(`could not switch ${options.path} to WAL (journal_mode=${String(mode)})`);
    }
    db.pragma(`synchronous = ${options.synchronous}`);
    db.pragma('foreign_keys = ON');
    db.pragma(`trusted_schema = ${options.trustedSchema === true ? 'ON' : 'OFF'}`);
    return db;
  } catch (e) {
    db.close();
    throw mapSqliteError(e);
  }
}

/** Engine over one better-sqlite3 connection. */
class NativeEngine implements Engine {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
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
    return new NativeEngine(db);
  },
};
