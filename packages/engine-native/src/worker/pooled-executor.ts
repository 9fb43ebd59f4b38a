import type { ExecOutcome, Executor, ExecutorFactory, OpenOptions, SqlValue } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import { HostPool, type Host, type PooledConnection } from './host-pool.js';
import type { WorkerRequest, WorkerSettings } from './messages.js';
import type { ThreadResult } from './worker-thread.js';

/** Options of {@link pooledExecutorFactory}. */
export interface PooledExecutorOptions {
  /** As WorkerExecutorOptions.setupModule: `setupEngine(engine)` runs on every connection opened. */
  setupModule?: string | URL;
  /** As WorkerExecutorOptions.threadModule. */
  threadModule?: string | URL;
  /** Prepared statements cached per connection (default 256). */
  statementCacheSize?: number;
  /** Executor threads kept for sessions without connection state (default: the machine's cores). */
  threads: number;
  /**
   * Most threads in all (default 1024): beyond `threads`, one is started for a session that
   * would otherwise wait behind a long statement, and one per session holding connection state.
   */
  maxThreads?: number;
}

/**
 * Executors for many sessions over a few threads. A session holds no connection and no thread
 * while it holds no connection state: each statement borrows an idle connection on an idle
 * executor thread (one statement at a time per thread) and gives it back. A session whose
 * connection comes to hold state that another connection would not have (WorkerReply.sticky: an
 * open transaction, temporary objects, currval/setseed state) keeps that connection, and its
 * thread serves no one else until the state is gone — so a long statement or an interrupt (which
 * retires the thread) only ever touches its own session. When every thread is busy a statement
 * waits briefly (HostPool.SPILL_MS), then a thread is added: a long statement never holds others
 * up for long.
 */
export function pooledExecutorFactory(options: PooledExecutorOptions): ExecutorFactory {
  const settings: WorkerSettings = {
    setupModule: options.setupModule === undefined ? null : String(options.setupModule),
    statementCacheSize: options.statementCacheSize ?? 256,
  };
  const entry = options.threadModule === undefined ? null : new URL(String(options.threadModule));
  const pool = new HostPool(settings, entry, Math.max(1, options.threads), options.maxThreads ?? 1024);
  return {
    name: `better-sqlite3 (${options.threads} executor threads, pooled)`,
    async open(openOptions) {
      if (pool.closed) throw new PgError('cannot_connect_now', 'the database system is shutting down');
      // No thread work: the session borrows a connection with its first statement.
      return new PooledExecutor(pool, openOptions);
    },
    close: () => pool.close(),
  };
}

/** Build a request for connection `conn` (the prelude, when needed, is added by the caller). */
type Build = (conn: number) => DistributiveOmit<WorkerRequest, 'id'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One session's executor over the pool. */
class PooledExecutor implements Executor {
  readonly #pool: HostPool;
  readonly #options: OpenOptions;
  readonly #key: string;
  /** The connection this session keeps (it holds state), or null. */
  #bound: { host: Host; conn: PooledConnection } | null = null;
  /** The thread running this session's request now. */
  #running: Host | null = null;
  #inTx = false;
  #prelude: string | null = null;
  #closed = false;
  readonly #retired = new Set<Promise<void>>();

  constructor(pool: HostPool, options: OpenOptions) {
    this.#pool = pool;
    this.#options = options;
    this.#key = JSON.stringify(options);
    pool.sessionOpened(this.#key, options);
  }

  async run(sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
    const r = await this.#call((conn) => ({ op: 'run', conn, sql, params }));
    return { rows: r.rows, changes: r.changes };
  }

  async runAfter(first: string, sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
    const r = await this.#call((conn) => ({ op: 'run', conn, sql, params, first }));
    return { rows: r.rows, changes: r.changes };
  }

  async runAtomically(steps: readonly string[]): Promise<void> {
    await this.#call((conn) => ({ op: 'atomic', conn, steps }));
  }

  sessionPrelude(sql: string): void {
    this.#prelude = sql;
  }

  readyNow(): boolean {
    return this.#bound !== null || this.#pool.hasIdle();
  }

  inTransaction(): boolean {
    return !this.#closed && this.#inTx;
  }

  interrupt(reason: PgError): boolean {
    const host = this.#running;
    if (this.#closed || host === null) return false;
    // The thread serves this session alone while it runs (see pooledExecutorFactory): retiring it
    // ends this session's connection (rolling back its transaction) and no one else's.
    const gone = this.#pool.retire(host, reason);
    this.#retired.add(gone);
    void gone.then(() => this.#retired.delete(gone));
    this.#running = null;
    this.#bound = null;
    this.#inTx = false;
    return true;
  }

  retiring(): Promise<void> | null {
    if (this.#retired.size === 0) return null;
    return Promise.all(this.#retired).then(() => undefined);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const bound = this.#bound;
    this.#bound = null;
    this.#inTx = false;
    if (bound !== null) await this.#pool.closeOwned(bound.host, bound.conn);
    await this.#pool.sessionClosed(this.#key);
  }

  async #call(build: Build): Promise<ThreadResult> {
    if (this.#closed) throw new PgError('internal_error', 'executor is closed');
    const lease = this.#bound ?? (await this.#pool.acquire(this, this.#key, this.#options, this.#prelude));
    const { host, conn } = lease;
    const req = build(conn.id);
    const needsPrelude = this.#prelude !== null && (conn.lastSession !== this || conn.lastPrelude !== this.#prelude);
    if (needsPrelude && req.op !== 'open' && req.op !== 'close') req.prelude = this.#prelude ?? undefined;
    this.#running = host;
    let ok = false;
    try {
      const out = await host.thread.request(req);
      ok = true;
      return out;
    } finally {
      if (this.#running === host && !host.retired) {
        this.#running = null;
        // What the connection now holds: the prelude ran (or failed, then it must run again).
        conn.lastSession = this;
        conn.lastPrelude = ok || !needsPrelude ? this.#prelude : undefined;
        this.#inTx = host.thread.inTx;
        if (host.thread.sticky) {
          this.#bound = lease;
          this.#pool.bind(host, this);
        } else {
          this.#bound = null;
          this.#pool.release(host, conn);
        }
      }
    }
  }
}
