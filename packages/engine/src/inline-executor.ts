import { PgError, toPgError } from '@pgsqlite/errors';
import type { Engine, EngineFactory, OpenOptions, SqlValue } from './engine.js';
import type { ExecOutcome, Executor, ExecutorFactory } from './executor.js';
import { createStatementCache } from './statement-cache.js';
import { SCHEMA_CHECK } from './stale-schema.js';
import { IteratorStream, type RowStream } from './row-stream.js';

/** Options of {@link createInlineExecutor}. */
export interface InlineExecutorOptions {
  /** Prepared statements kept per connection, keyed by SQL text (default 256). */
  statementCacheSize?: number;
}

/** Name of the savepoint that wraps `runAtomically`. */
export const ATOMIC_SAVEPOINT = 'pgsqlite_ddl';

/**
 * Runs statements on `engine` in the calling thread behind the asynchronous Executor port.
 * Every call does its SQLite work synchronously before returning, so calls never interleave;
 * errors surface as rejected promises carrying PgErrors. Closing the executor closes the engine.
 */
export function createInlineExecutor(engine: Engine, options: InlineExecutorOptions = {}): Executor {
  const statements = createStatementCache(engine, options.statementCacheSize ?? 256);
  let closed = false;
  /** The statement a stream is reading (it holds the connection until detached or done). */
  let streaming: IteratorStream | null = null;

  const ensureOpen = (): void => {
    if (closed) throw new PgError('internal_error', 'executor is closed');
    // Another statement on this connection: the open result is read into memory first.
    if (streaming !== null) {
      streaming.detach();
      streaming = null;
    }
  };


  const runSync = (sql: string, params: readonly SqlValue[]): ExecOutcome => {
    ensureOpen();
    const stmt = statements.get(sql, params);
    if (stmt.returnsRows) {
      const rows = stmt.all(params);
      // INSERT/UPDATE/DELETE … RETURNING yields exactly one row per row it changed.
      return { rows, changes: stmt.readonly ? 0 : rows.length };
    }
    return { rows: null, changes: stmt.run(params).changes };
  };

  const runAtomicallySync = (steps: readonly string[]): void => {
    ensureOpen();
    // Outside a transaction the savepoint *is* the transaction and RELEASE commits it.
    const outermost = !engine.inTransaction;
    engine.exec(`SAVEPOINT ${ATOMIC_SAVEPOINT}`);
    try {
      // DDL is compiled against the connection's cached schema, which SQLite checks only when a
      // statement reads the database: after another connection's DDL, ALTER TABLE … ADD COLUMN,
      // CREATE INDEX or CREATE TABLE met a stale cache ("duplicate column name", "… already
      // exists") though the catalog was current. A read first brings the cache up to date.
      engine.exec(SCHEMA_CHECK);
      for (const step of steps) engine.exec(step);
      engine.exec(`RELEASE ${ATOMIC_SAVEPOINT}`);
    } catch (e) {
      undoSavepoint(engine, outermost);
      throw toPgError(e);
    }
  };

  const openStream = (sql: string, params: readonly SqlValue[]): IteratorStream => {
    ensureOpen();
    const stmt = statements.get(sql, params);
    if (!stmt.returnsRows || !stmt.readonly) throw new PgError('internal_error', 'only a read-only query can stream');
    const live = new IteratorStream(stmt.iterate(params));
    streaming = live;
    return live;
  };

  return {
    async stream(sql, params, max) {
      try {
        const live = openStream(sql, params);
        const first = live.next(max);
        if (!live.live && streaming === live) streaming = null;
        const rest: RowStream = {
          async next(n) {
            try {
              const batch = live.next(n);
              if (!live.live && streaming === live) streaming = null;
              return batch;
            } catch (e) {
              if (streaming === live) streaming = null;
              throw toPgError(e);
            }
          },
          close() {
            live.close();
            if (streaming === live) streaming = null;
          },
        };
        return { first, rest };
      } catch (e) {
        throw toPgError(e);
      }
    },
    async run(sql, params) {
      try {
        return runSync(sql, params);
      } catch (e) {
        throw toPgError(e);
      }
    },
    async runAfter(first, sql, params) {
      try {
        runSync(first, []);
        return runSync(sql, params);
      } catch (e) {
        throw toPgError(e);
      }
    },
    async runAtomically(steps) {
      runAtomicallySync(steps);
    },
    async runAtomicallyThen(steps, read) {
      runAtomicallySync(steps);
      try {
        return runSync(read, []).rows;
      } catch {
        return null;
      }
    },
    inTransaction() {
      return !closed && engine.inTransaction;
    },
    // Work runs synchronously: when JavaScript can call this, nothing is running.
    interrupt() {
      return false;
    },
    retiring() {
      return null;
    },
    async close() {
      if (closed) return;
      closed = true;
      streaming?.close();
      streaming = null;
      statements.clear();
      engine.close();
    },
  };
}

/**
 * Undoes the atomic savepoint. When it was the outermost transaction a plain ROLLBACK ends it
 * (a RELEASE would try to commit again, e.g. after a deferred foreign key failed the first
 * commit). Some SQLite errors (SQLITE_FULL, IOERR, NOMEM, …) already rolled everything back,
 * so the savepoint may be gone: the original error is what the caller must see, and failures
 * here are deliberately dropped.
 */
function undoSavepoint(engine: Engine, outermost: boolean): void {
  // A connection switch a failed step list left on (a table rebuild copies rows past a NOT VALID
  // CHECK with it): no rollback restores it, and later statements must check again.
  try {
    engine.exec('PRAGMA ignore_check_constraints = OFF');
  } catch {
    // a closed connection has no switches left
  }
  try {
    if (outermost) {
      if (engine.inTransaction) engine.exec('ROLLBACK');
      return;
    }
    engine.exec(`ROLLBACK TO ${ATOMIC_SAVEPOINT}`);
    engine.exec(`RELEASE ${ATOMIC_SAVEPOINT}`);
  } catch {
    // The savepoint no longer exists; nothing left to undo.
  }
}

/**
 * An ExecutorFactory running every connection inline on the calling thread: opens an engine
 * with `engine`, passes it to `onOpen` (e.g. to register SQL functions), wraps it with
 * {@link createInlineExecutor}. For browsers and tests; Node servers use worker executors.
 */
export function inlineExecutorFactory(engine: EngineFactory, onOpen?: (engine: Engine) => void, options: InlineExecutorOptions = {}): ExecutorFactory {
  return {
    name: `${engine.name} (inline)`,
    async open(openOptions: OpenOptions): Promise<Executor> {
      let opened: Engine;
      try {
        opened = engine.open(openOptions);
      } catch (e) {
        throw toPgError(e);
      }
      try {
        onOpen?.(opened);
      } catch (e) {
        opened.close();
        throw toPgError(e);
      }
      return createInlineExecutor(opened, options);
    },
  };
}
