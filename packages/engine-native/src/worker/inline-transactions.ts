import { createBoundedJudge, createInlineExecutor, LruMap, type BoundedJudge, type Engine, type EngineFactory, type Executor, type OpenOptions } from '@pgsqlite/engine';
import { toPgError } from '@pgsqlite/errors';
import { watchSequenceSession, type SequenceSessionPort } from './sequence-session-port.js';

/** How write transactions may run on the server's own thread (see pooled-executor.ts). */
export interface InlineTransactionOptions {
  engine: EngineFactory;
  /** Prepares every connection opened here (registers the runtime functions). */
  onOpen: (engine: Engine) => void;
  /**
   * Functions an inline statement may call: ones whose work is bounded by their arguments and
   * whose answer depends on nothing but their arguments, the session's runtime settings and its
   * sequence state (the connection gets both before its statements run; a transaction moved to a
   * thread is replayed from the sequence state it began with).
   */
  functions: ReadonlySet<string>;
}

/** The server-thread connection of one database, and its judge. */
export interface InlineConnection {
  readonly executor: Executor;
  readonly judge: BoundedJudge;
  /** The session whose transaction is open here, or null. */
  holder: object | null;
  /** The session settings (Executor.sessionPrelude) the connection has now (null: none ever; undefined: unknown). */
  prelude: string | null | undefined;
  /** The session sequence state in the connection's runtime (sequence-session-port.ts). */
  readonly seq: SequenceSessionPort;
  /** Whose sequence state the runtime holds, as text (null: unknown, loaded before the next statement). */
  seqHeld: { owner: object; text: string } | null;
}

/**
 * One connection per database on the server's own thread, for write transactions whose
 * statements are all bounded (BoundedJudge): they run there without a thread hop. Write
 * transactions hold the database's write lock from BEGIN IMMEDIATE to COMMIT, so at most one is
 * open per database at a time; a second one (never expected) goes to a thread. Connections are
 * opened on first use and closed with the last session of their database.
 */
export class InlineTransactions {
  readonly #options: InlineTransactionOptions;
  readonly #connections = new Map<string, InlineConnection | null>();
  /**
   * Opening statements of transactions that moved to a thread (a later statement was not
   * bounded) or that were not bounded themselves: the next transaction opening with the same
   * text starts on a thread at once instead of paying for a rollback and a replay again
   * (pgbench's TPC-B, an ORM's unit of work: one shape repeated), or for an opening here.
   */
  readonly #escaped = new LruMap<string, true>(256);

  constructor(options: InlineTransactionOptions) {
    this.#options = options;
  }

  /**
   * The connection of `key` when free (opened now if needed); null when busy or it cannot open,
   * or when it holds another session's settings and `prelude` (this session's) cannot replace them.
   */
  take(key: string, open: OpenOptions, session: object, prelude: string | null): InlineConnection | null {
    let conn = this.#connections.get(key);
    if (conn === null) return null;
    if (conn === undefined) {
      conn = this.#open(open);
      this.#connections.set(key, conn);
      if (conn === null) return null;
    }
    if (conn.holder !== null || conn.executor.inTransaction() || (prelude === null && conn.prelude !== null)) return null;
    conn.holder = session;
    return conn;
  }

  /** Connections open now. */
  get count(): number {
    let n = 0;
    for (const c of this.#connections.values()) if (c !== null) n++;
    return n;
  }

  /** True when transactions opening with `sql` moved to a thread before. */
  escapedBefore(sql: string): boolean {
    return this.#escaped.has(sql);
  }

  /** A transaction opening with `sql` moved to a thread. */
  noteEscape(sql: string): void {
    this.#escaped.set(sql, true);
  }

  /**
   * Closes the connection of `key` (its last session closed: the database's files are free).
   * A connection a session still holds (it opened after the last one closed) stays: that
   * session's end closes it.
   */
  async close(key: string): Promise<void> {
    const conn = this.#connections.get(key);
    if (conn?.holder != null) return;
    this.#connections.delete(key);
    await conn?.executor.close();
  }

  async closeAll(): Promise<void> {
    const all = [...this.#connections.values()];
    this.#connections.clear();
    await Promise.all(all.map((c) => c?.executor.close()));
  }

  #open(open: OpenOptions): InlineConnection | null {
    let engine: Engine | null = null;
    try {
      engine = this.#options.engine.open(open);
      const seq = watchSequenceSession(engine);
      this.#options.onOpen(engine);
      return { executor: createInlineExecutor(engine), judge: createBoundedJudge(engine, this.#options.functions), holder: null, prelude: null, seq, seqHeld: null };
    } catch (e) {
      engine?.close();
      void toPgError(e);
      // Not available (the file cannot be opened here): transactions run on threads as before.
      return null;
    }
  }
}
