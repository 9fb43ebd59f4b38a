import type { ExecOutcome, Executor, ExecutorFactory, OpenOptions, RowBatch, RowStream, SqlValue } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import { DEFAULT_STATEMENT_MEMORY } from '../memory-guard.js';
import type { WorkerSettings } from './messages.js';
import { WorkerThread, type ThreadResult } from './worker-thread.js';
import { openRemoteStream } from './remote-stream.js';

/** Options of {@link workerExecutorFactory}. */
export interface WorkerExecutorOptions {
  /**
   * URL of an ES module (compiled JavaScript) exporting `setupEngine(engine: Engine): void`,
   * called in the thread on every connection it opens (e.g. to register SQL functions; the
   * functions themselves cannot cross threads).
   */
  setupModule?: string | URL;
  /** Prepared statements cached per connection (default 256). */
  statementCacheSize?: number;
  /** The per-statement memory guard in bytes (memory-guard.ts; default 1 GiB, 0: off). */
  statementMemory?: number;
  /** Started threads kept waiting for the next connection (default 2). */
  spareThreads?: number;
  /**
   * URL of the ES module each thread starts with (default: this package's compiled
   * `worker-main.js`). A bundle of worker-main and the setup module in one file (give the same
   * URL as `setupModule`) lets a thread load one file instead of a few hundred modules.
   */
  threadModule?: string | URL;
}

/**
 * Executors that each run their SQLite connection on a worker thread, so that no SQLite call
 * runs on the thread serving sockets and a long statement on one connection never delays
 * others. Threads are started ahead (spares) and reused after a connection closes.
 */
export function workerExecutorFactory(options: WorkerExecutorOptions = {}): ExecutorFactory {
  const init: WorkerSettings = {
    setupModule: options.setupModule === undefined ? null : String(options.setupModule),
    statementCacheSize: options.statementCacheSize ?? 256,
    statementMemory: options.statementMemory ?? DEFAULT_STATEMENT_MEMORY,
  };
  const spareLimit = options.spareThreads ?? 2;
  const entry = options.threadModule === undefined ? null : new URL(String(options.threadModule));
  const spares: WorkerThread[] = [];
  let closed = false;

  const start = (): WorkerThread => {
    const thread = new WorkerThread(init, entry);
    void thread.exited.then(() => {
      const at = spares.indexOf(thread);
      if (at >= 0) spares.splice(at, 1);
    });
    return thread;
  };
  const refill = (): void => {
    while (!closed && spares.length < spareLimit) spares.push(start());
  };
  /** A started thread with its connection open on `path`. */
  const connect = async (openOptions: OpenOptions): Promise<WorkerThread> => {
    if (closed) throw new PgError('cannot_connect_now', 'the database system is shutting down');
    const thread = spares.shift() ?? start();
    try {
      await thread.ready;
      await thread.request({ op: 'open', options: openOptions });
    } catch (e) {
      thread.terminate(new PgError('internal_error', 'open failed'));
      throw e;
    } finally {
      // The spares start once this connection is open: started at once, they would compete with
      // it for the CPU (a first connection at start-up waited for three threads booting).
      refill();
    }
    return thread;
  };
  /** A thread whose connection closed cleanly goes back to the spares (or ends). */
  const recycle = (thread: WorkerThread): void => {
    if (!closed && thread.alive && spares.length < spareLimit) spares.push(thread);
    else thread.terminate(new PgError('internal_error', 'executor thread stopped'));
  };

  // One thread starts loading now, overlapping whatever else the server does at start-up (more
  // would compete with it for the CPU); the rest follow the first connection.
  if (spareLimit > 0) spares.push(start());
  return {
    name: 'better-sqlite3 (worker threads)',
    async open(openOptions) {
      return new WorkerExecutor(await connect(openOptions), () => connect(openOptions), recycle);
    },
    async close() {
      closed = true;
      const all = spares.splice(0);
      for (const t of all) t.terminate(new PgError('internal_error', 'executor thread stopped'));
      await Promise.all(all.map((t) => t.exited));
    },
  };
}

/** One connection on a worker thread, replaced by a fresh one when interrupted. */
class WorkerExecutor implements Executor {
  #thread: Promise<WorkerThread>;
  #current: WorkerThread | null;
  #closed = false;
  readonly #retired = new Set<Promise<void>>();
  readonly #reconnect: () => Promise<WorkerThread>;
  readonly #recycle: (thread: WorkerThread) => void;

  constructor(thread: WorkerThread, reconnect: () => Promise<WorkerThread>, recycle: (thread: WorkerThread) => void) {
    this.#current = thread;
    this.#thread = Promise.resolve(thread);
    this.#reconnect = reconnect;
    this.#recycle = recycle;
  }

  async run(sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
    const r = await this.#request((t) => t.request({ op: 'run', sql, params }));
    return { rows: r.rows, changes: r.changes };
  }

  async runAfter(first: string, sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
    const r = await this.#request((t) => t.request({ op: 'run', sql, params, first }));
    return { rows: r.rows, changes: r.changes };
  }

  async runAtomically(steps: readonly string[]): Promise<void> {
    await this.#request((t) => t.request({ op: 'atomic', steps }));
  }

  async runAtomicallyThen(steps: readonly string[], read: string): Promise<SqlValue[][] | null> {
    return (await this.#request((t) => t.request({ op: 'atomic', steps, then: read }))).rows;
  }

  stream(sql: string, params: readonly SqlValue[], max: number, encoding?: string): Promise<{ first: RowBatch; rest: RowStream }> {
    // Requests reach the thread in order: a stream's close is always ahead of the next request.
    return openRemoteStream((req) => this.#request((t) => t.request(req)), () => undefined, sql, params, max, encoding);
  }

  inTransaction(): boolean {
    const thread = this.#current;
    return !this.#closed && thread !== null && thread.alive && thread.state(0).inTx;
  }

  interrupt(reason: PgError): boolean {
    const thread = this.#current;
    if (this.#closed || thread === null || thread.busy === 0) return false;
    this.#retire(thread, reason);
    // The replacement starts now so that the session's next statement does not wait for it.
    this.#current = null;
    this.#thread = this.#reconnect().then((t) => (this.#current = t));
    this.#thread.catch(() => undefined);
    return true;
  }

  retiring(): Promise<void> | null {
    if (this.#retired.size === 0) return null;
    return Promise.all(this.#retired).then(() => undefined);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    let thread: WorkerThread;
    try {
      thread = await this.#thread;
    } catch {
      return;
    }
    this.#current = null;
    try {
      await thread.request({ op: 'close' });
      this.#recycle(thread);
    } catch {
      thread.terminate(new PgError('internal_error', 'executor closed'));
    }
  }

  #retire(thread: WorkerThread, reason: PgError): void {
    thread.terminate(reason);
    const gone = thread.exited;
    this.#retired.add(gone);
    void gone.then(() => this.#retired.delete(gone));
  }

  async #request(send: (thread: WorkerThread) => Promise<ThreadResult>): Promise<ThreadResult> {
    if (this.#closed) throw new PgError('internal_error', 'executor is closed');
    const thread = this.#current ?? (await this.#thread);
    return send(thread);
  }
}
