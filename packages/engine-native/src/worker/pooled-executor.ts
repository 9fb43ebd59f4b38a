import type { ExecOutcome, Executor, ExecutorFactory, OpenOptions, RowBatch, RowStream, SqlValue } from '@pgsqlite/engine';
import { openRemoteStream } from './remote-stream.js';
import { PgError, toPgError } from '@pgsqlite/errors';
import { DEFAULT_STATEMENT_MEMORY } from '../memory-guard.js';
import { HostPool, lostConnection, type Host, type PooledConnection } from './host-pool.js';
import { InlineTransactions, type InlineTransactionOptions } from './inline-transactions.js';
import { InlineRun, checkReplay, replayFailed, type SessionSequences } from './inline-run.js';
import { noteCurrvalIn } from './sequence-session-port.js';
import { RequestTurns } from './request-turns.js';
import type { WorkerRequest, WorkerSettings } from './messages.js';
import type { ConnectionState, ThreadResult } from './worker-thread.js';

/** Options of {@link pooledExecutorFactory}. */
export interface PooledExecutorOptions {
  /** As WorkerExecutorOptions.setupModule: `setupEngine(engine)` runs on every connection opened. */
  setupModule?: string | URL;
  /** As WorkerExecutorOptions.threadModule. */
  threadModule?: string | URL;
  /** Prepared statements cached per connection (default 256). */
  statementCacheSize?: number;
  /** The per-statement memory guard in bytes (memory-guard.ts; default 1 GiB, 0: off). */
  statementMemory?: number;
  /** Executor threads kept for sessions without connection state (default: the machine's cores). */
  threads: number;
  /**
   * Most threads in all (default 1024): beyond `threads`, one is started for a session that
   * would otherwise wait behind a long statement, and one per session holding connection state.
   */
  maxThreads?: number;
  /**
   * Milliseconds without a statement after which the pool is at rest and threads beyond what it
   * keeps retire (default 10 000; tests shorten it). See HostPool#kept.
   */
  idleMs?: number;
  /**
   * Write transactions whose statements are all bounded run on the server's own thread (no
   * thread hop per statement); absent: every transaction runs on an executor thread.
   */
  inline?: InlineTransactionOptions;
}

/**
 * Executors for many sessions over a few threads. A session holds no connection and no thread
 * while it holds no connection state: each statement borrows an idle connection on an idle
 * executor thread (one statement at a time per thread) and gives it back. A session whose
 * connection comes to hold state that another connection would not have (WorkerReply.sticky: an
 * open transaction or stream, temporary objects, currval/setseed state) keeps that connection —
 * parked on its thread, which serves other sessions between this session's statements (HostPool.park)
 * — and closes it when the session ends. An interrupt stops only its own session's statement
 * (WorkerThread.abandon) and keeps the session's connection, rolled back; only a statement that
 * cannot be interrupted retires the thread. When
 * every thread is busy a statement waits briefly (HostPool.SPILL_MS), then a thread is added: a
 * long statement never holds others up for long.
 */
export function pooledExecutorFactory(options: PooledExecutorOptions): PooledExecutorFactory {
  const settings: WorkerSettings = {
    setupModule: options.setupModule === undefined ? null : String(options.setupModule),
    statementCacheSize: options.statementCacheSize ?? 256,
    statementMemory: options.statementMemory ?? DEFAULT_STATEMENT_MEMORY,
  };
  const entry = options.threadModule === undefined ? null : new URL(String(options.threadModule));
  const pool = new HostPool(settings, entry, Math.max(1, options.threads), options.maxThreads ?? 1024, options.idleMs);
  const inline = options.inline === undefined ? null : new InlineTransactions(options.inline);
  const live = new Set<PooledExecutor>();
  return {
    name: `better-sqlite3 (${options.threads} executor threads, pooled)`,
    async open(openOptions) {
      if (pool.closed) throw new PgError('cannot_connect_now', 'the database system is shutting down');
      // No thread work: the session borrows a connection with its first statement.
      const ex = new PooledExecutor(pool, inline, openOptions, live);
      live.add(ex);
      return ex;
    },
    close: async () => {
      await inline?.closeAll();
      await pool.close();
    },
    census: () => {
      // A parked connection no open session keeps would never be closed: counted apart.
      const kept = new Set<number>();
      for (const session of live) for (const id of session.keptConnections()) kept.add(id);
      const c = pool.census();
      return { ...c, unowned: pool.parkedIds().filter((id) => !kept.has(id)).length, inline: inline?.count ?? 0, sessions: live.size };
    },
  };
}

/** Where the SQLite connections of a pooled executor factory are now (tests, benchmarks, diagnostics). */
export interface PoolCensus {
  /** Executor threads running. */
  threads: number;
  /** Connections open on them. */
  open: number;
  /** Connections no session keeps, ready for any session's next statement. */
  free: number;
  /** Connections sessions keep between statements (temporary objects, a transaction, a stream). */
  parked: number;
  /** Parked connections no open session keeps (never closed: a leak; always 0). */
  unowned: number;
  /** Connections running a statement now, or kept by a session while it runs. */
  out: number;
  /** Server-thread connections of inline transactions (one per database in use). */
  inline: number;
  /** Executors (sessions) open. */
  sessions: number;
}

/** A pooled executor factory, with the census of its connections. */
export interface PooledExecutorFactory extends ExecutorFactory {
  census(): PoolCensus;
}

type Request = DistributiveOmit<WorkerRequest, 'id'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type RunRequest = Extract<Request, { op: 'run' }>;
type Lease = { host: Host; conn: PooledConnection };

/**
 * Whose sequence state (WorkerRequest.seq) each pooled connection's runtime holds, as text; a
 * connection not listed holds an unknown state (new, or stopped mid-statement): the next request
 * carries the session's.
 */
const sequencesHeld = new WeakMap<PooledConnection, { owner: object; text: string }>();

/** The opening of a write transaction (Transaction.runOpening / openSqlite): it holds the write lock. */
const opensWriteTransaction = (req: Request): req is RunRequest =>
  req.op === 'run' && (req.first === 'BEGIN IMMEDIATE' || (req.first === undefined && req.sql === 'BEGIN IMMEDIATE'));

/** One session's executor over the pool. */
class PooledExecutor implements Executor {
  readonly #pool: HostPool;
  readonly #options: OpenOptions;
  readonly #key: string;
  /** The connection this session keeps with its thread (only while it is being closed), or null. */
  #bound: { host: Host; conn: PooledConnection } | null = null;
  /**
   * The connection this session keeps between statements for state that outlives them (an open
   * transaction or stream, temporary objects, currval): its own, on a thread that serves others
   * meanwhile; or null.
   */
  #parked: Lease | null = null;
  /** The parked connection was lost with its thread: every later call fails with this. */
  #lost: PgError | null = null;
  /** This session's connection as connection-scoped state knows it (connectionIdentity). */
  #identity: object = {};
  /** The thread running this session's request now, and the lease it runs on. */
  #running: Host | null = null;
  #lease: Lease | null = null;
  #inTx = false;
  #prelude: string | null = null;
  #closed = false;
  /** A statement waits for a thread; an interrupt meanwhile is kept here for it. */
  #waiting = false;
  #interruptedWhileWaiting: PgError | null = null;
  readonly #retired = new Set<Promise<void>>();
  readonly #inlines: InlineTransactions | null;
  /** The write transaction this session runs on the server's thread (its statements so far logged). */
  #inline: InlineRun | null = null;
  /** A stream's `unstream` request in flight: the next request waits for it (the connection is released by its reply). */
  #closing: Promise<unknown> | null = null;
  /**
   * After an interrupt: resolves true once the session's connection is its own again (statement
   * stopped, transaction rolled back, temporary objects kept), false when it was lost. The next
   * request waits for it.
   */
  #recovery: Promise<boolean> | null = null;

  readonly #live: Set<PooledExecutor>;
  /** This session's requests, one at a time (#call). */
  readonly #turns = new RequestTurns();
  /**
   * The session's sequence state (currval, lastval, serial counters' bookkeeping) as the last
   * statement left it, handed to whichever connection runs the next one (WorkerRequest.seq).
   */
  #seq = '';
  /** The sequence state when the transaction on the server's thread began (replayed from it when it moves). */
  #inlineSeq = '';
  /** Point writes' currval notes (noteSequence) not yet folded into #seq: the latest value per sequence, lastval's last. */
  #notes: Map<string, number | bigint> | null = null;
  readonly #sequences: SessionSequences = { owner: this, get: () => this.#sequenceState(), set: (text) => void (this.#seq = text) };

  constructor(pool: HostPool, inlines: InlineTransactions | null, options: OpenOptions, live: Set<PooledExecutor>) {
    this.#live = live;
    this.#pool = pool;
    this.#inlines = inlines;
    this.#options = options;
    this.#key = JSON.stringify(options);
    pool.sessionOpened(this.#key, options);
  }

  async run(sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
    const r = await this.#call({ op: 'run', sql, params });
    return { rows: r.rows, changes: r.changes };
  }

  async runAfter(first: string, sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
    const r = await this.#call({ op: 'run', sql, params, first });
    return { rows: r.rows, changes: r.changes };
  }

  /** See Executor.runCommitted: a bounded write runs and commits on the server's thread (no thread hop). */
  async runCommitted(sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
    const r = await this.#call({ op: 'run', sql, params }, true);
    return { rows: r.rows, changes: r.changes };
  }

  async runAtomically(steps: readonly string[]): Promise<void> {
    await this.#call({ op: 'atomic', steps });
  }

  async runAtomicallyThen(steps: readonly string[], read: string): Promise<SqlValue[][] | null> {
    return (await this.#call({ op: 'atomic', steps, then: read })).rows;
  }

  async stream(sql: string, params: readonly SqlValue[], max: number, encoding?: string): Promise<{ first: RowBatch; rest: RowStream }> {
    // A point read inside a transaction on the server's thread is answered there.
    const inline = this.#inline;
    if (inline !== null && !this.#closed && this.#closing === null && inline.bounded(sql, params)) {
      try {
        return await inline.read(sql, params, this.#prelude, max);
      } finally {
        if (!inline.open()) await this.#endInline(false);
      }
    }
    // The connection stays this session's while the stream is open (the thread's reply is sticky).
    const onClosing = (closing: Promise<unknown>): void => {
      const done = closing.finally(() => {
        if (this.#closing === done) this.#closing = null;
      });
      this.#closing = done;
    };
    return openRemoteStream((req) => this.#call(req), onClosing, sql, params, max, encoding);
  }

  sessionPrelude(sql: string): void {
    this.#prelude = sql;
  }

  /** See Executor.noteSequence: the session's sequence state changes here, and goes with its next statement. */
  noteSequence(key: string, value: number | bigint): void {
    const notes = (this.#notes ??= new Map());
    notes.delete(key);
    notes.set(key, value);
  }

  /** The session's sequence state, with the notes taken since folded in (once, before a statement needs it). */
  #sequenceState(): string {
    // A transaction on the server's thread hands over what its statements left first.
    this.#inline?.saveSequences();
    const notes = this.#notes;
    if (notes !== null) {
      this.#notes = null;
      for (const [key, value] of notes) this.#seq = noteCurrvalIn(this.#seq, key, value);
    }
    return this.#seq;
  }

  readyNow(): boolean {
    if (this.#parked !== null) return this.#pool.isIdle(this.#parked.host);
    return this.#inline !== null || this.#bound !== null || this.#pool.hasIdle();
  }

  inTransaction(): boolean {
    if (this.#closed) return false;
    return this.#inline !== null ? this.#inline.open() : this.#inTx;
  }

  interrupt(reason: PgError): boolean {
    const host = this.#running;
    if (!this.#closed && host === null && this.#waiting) {
      // Waiting for a thread: the wait ends now with `reason`, else it is raised once one comes.
      // Either way no SQLite transaction of this session is open any more (none was, or the one on
      // the server's thread was rolled back to move it).
      if (!this.#pool.abandonWait(this, reason)) this.#interruptedWhileWaiting = reason;
      return true;
    }
    if (this.#closed || host === null) return false;
    // Only the statement is stopped: the connection stays this session's, its transaction rolled
    // back and its temporary objects kept (HostPool.stopStatement). A statement that cannot be
    // stopped takes the thread with it (and the connections other sessions parked there).
    const lease = this.#lease;
    this.#running = null;
    this.#lease = null;
    this.#bound = null;
    this.#parked = null;
    this.#inTx = false;
    // The recovery is known at once when the statement stops (or the thread is terminated); what
    // retiring() waits for — the old connection closed, its SQLite transaction gone — may take
    // until a terminated thread's native step returns.
    const recovery = lease === null ? Promise.resolve(false) : this.#keepAfterStop(lease, reason);
    this.#recovery = recovery;
    const gone = lease === null ? this.#pool.retire(host, reason) : recovery.then((kept) => (kept || !host.retired ? undefined : host.thread.exited));
    this.#retired.add(gone);
    void gone.then(() => this.#retired.delete(gone));
    return true;
  }

  /** See Executor.connectionIdentity: replaced whenever the session's connection is lost. */
  connectionIdentity(): object {
    return this.#identity;
  }

  /** After `interrupt`: whether the session's connection and its state survived (null: no interrupt pending). */
  recovery(): Promise<boolean> | null {
    return this.#recovery;
  }

  /** The interrupted statement's connection, stopped and rolled back, goes back to the session (parked) or the pool. */
  async #keepAfterStop(lease: Lease, reason: PgError): Promise<boolean> {
    const { host, conn } = lease;
    const kept = host.thread.state(conn.id).kept;
    if (!(await this.#pool.stopStatement(host, conn, reason))) {
      // Not stopped in time (the thread was terminated) or not usable after: the connection is gone.
      this.#connectionGone(kept);
      return false;
    }
    // Which settings and sequence state it has is unknown after the stop: both are pushed again.
    conn.lastSession = this;
    conn.lastPrelude = undefined;
    sequencesHeld.delete(conn);
    if (this.#closed) {
      await this.#pool.closeStopped(host, conn);
      return false;
    }
    if (host.thread.state(conn.id).sticky) {
      this.#parked = lease;
      this.#pool.park(host, conn);
    } else this.#pool.release(host, conn);
    return true;
  }

  retiring(): Promise<void> | null {
    if (this.#retired.size === 0) return null;
    return Promise.all(this.#retired).then(() => undefined);
  }

  /** Ids of the connections this session keeps (parked or bound) or runs a statement on. */
  keptConnections(): number[] {
    return [this.#bound?.conn.id, this.#parked?.conn.id, this.#lease?.conn.id].filter((x): x is number => x !== undefined);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#live.delete(this);
    // A statement waiting for a thread never runs now (it would run for no one, on a connection
    // this session no longer owns).
    // (The error only when there is such a wait: making one costs ~50 µs, a stack trace.)
    if (this.#pool.waits(this)) this.#pool.abandonWait(this, new PgError('connection_failure', 'the session ended'));
    // An interrupted statement's connection closes once it is stopped (#keepAfterStop).
    await this.#recovery;
    const bound = this.#bound;
    const parked = this.#parked;
    this.#bound = null;
    this.#parked = null;
    this.#inTx = false;
    if (this.#inline !== null) await this.#endInline(true);
    if (bound !== null) await this.#pool.closeOwned(bound.host, bound.conn);
    if (parked !== null) await this.#pool.closeParked(parked.host, parked.conn);
    await this.#pool.sessionClosed(this.#key);
    // The server-thread connection closes with the database's last session, unless another
    // session of the database opened meanwhile (then it may be running a transaction there).
    if (!this.#pool.hasSessions(this.#key)) await this.#inlines?.close(this.#key);
  }

  /**
   * One request of this session at a time, in the order they came: a session's state (its
   * parked connection, the statement running, the recovery after an interrupt) is one slot each,
   * and requests issued together (a catalog load's reads) would otherwise run on several
   * connections at once — one without the session's temporary objects, and every thread but the
   * last left leased to the session for good. A request waits for a stream's `unstream` outside
   * the queue, so that the `unstream` (queued behind it) can run.
   */
  async #call(req: Request, committed = false): Promise<ThreadResult> {
    for (;;) {
      if (this.#closing !== null && req.op !== 'unstream') await this.#closing;
      const turn = this.#turns.take();
      if (turn !== null) await turn;
      if (this.#closing !== null && req.op !== 'unstream') {
        this.#turns.done();
        continue;
      }
      try {
        return await this.#callNow(req, committed);
      } finally {
        this.#turns.done();
      }
    }
  }

  async #callNow(req: Request, committed = false): Promise<ThreadResult> {
    if (this.#closed) throw new PgError('internal_error', 'executor is closed');
    if (this.#recovery !== null) await this.#recovered();
    if (this.#lost !== null) throw this.#lost;
    if (this.#inline !== null) {
      const out = await this.#runInline(req);
      if (out !== null) return out;
      // Not bounded: the transaction moves to an executor thread, replayed there.
      await this.#escape();
    } else if (this.#bound === null && this.#inlines !== null && opensWriteTransaction(req) && this.#parkedForScratch()) {
      const out = await this.#startInline(req);
      if (out !== null) return out;
    } else if (committed && req.op === 'run' && this.#bound === null && this.#inlines !== null && !this.#inTx && this.#parkedForScratch()) {
      const out = await this.#runCommittedInline(req);
      if (out !== null) return out;
    }
    const lease = this.#bound ?? (this.#parked !== null ? await this.#reclaim(this.#parked) : await this.#acquire());
    return this.#send(lease, req);
  }

  /**
   * True when the session keeps no connection, or keeps one only for scratch state (the catalog
   * change tracking of a session that ran DDL: WorkerReply.scratch): a write transaction may then
   * run on the server's thread, the kept connection waiting meanwhile.
   */
  #parkedForScratch(): boolean {
    const parked = this.#parked;
    if (parked === null) return true;
    const state = parked.host.thread.state(parked.conn.id);
    return !state.kept && !state.inTx;
  }

  /** Waits for the recovery after an interrupt (the connection comes back parked, or is gone). */
  async #recovered(): Promise<void> {
    const recovery = this.#recovery;
    this.#waiting = true;
    try {
      await recovery;
    } finally {
      this.#waiting = false;
      if (this.#recovery === recovery) this.#recovery = null;
    }
    const why = this.#interruptedWhileWaiting;
    this.#interruptedWhileWaiting = null;
    if (why !== null) throw why;
  }

  /** The thread of the session's parked connection, for its next statement (waiting for it when busy). */
  async #reclaim(parked: Lease): Promise<Lease> {
    this.#waiting = true;
    try {
      const lease = await this.#pool.reclaim(this, parked.host, parked.conn);
      this.#parked = null;
      return lease;
    } catch (e) {
      // The wait was given up (an interrupt: cancel, statement_timeout, the client gone): the
      // connection, still parked, stays the session's with its state, to run its next statement
      // or to be closed with the session.
      if (this.#pool.holdsParked(parked.host, parked.conn)) throw e;
      // The thread is gone and the connection with it: when it held the session's state, this
      // session cannot go on; scratch state (the catalog change tracking) is made again elsewhere.
      this.#parked = null;
      this.#identity = {};
      if (!parked.host.thread.state(parked.conn.id).kept) throw e;
      this.#lost = toPgError(e);
      throw this.#lost;
    } finally {
      this.#waiting = false;
      const why = this.#interruptedWhileWaiting;
      this.#interruptedWhileWaiting = null;
      if (why !== null && this.#parked === null && this.#lost === null) {
        // Interrupted before it ran: the connection (and its state) stays the session's.
        this.#pool.park(parked.host, parked.conn);
        this.#parked = parked;
        throw why;
      }
    }
  }

  /**
   * A connection for one statement. An interrupt that arrives while the statement waits for a
   * thread (one may take seconds to boot under load) stops it before it runs, not never.
   */
  async #acquire(): Promise<Lease> {
    this.#waiting = true;
    let lease: Lease;
    try {
      lease = await this.#pool.acquire(this, this.#key, this.#options, this.#prelude);
    } finally {
      this.#waiting = false;
    }
    const why = this.#interruptedWhileWaiting;
    if (why === null) return lease;
    this.#interruptedWhileWaiting = null;
    this.#pool.release(lease.host, lease.conn);
    throw why;
  }

  /** Sends `req` on a leased (or kept) connection; afterwards the session keeps it or gives it back. */
  async #send(lease: Lease, req: Request, prelude: string | null = this.#prelude): Promise<ThreadResult> {
    const { host, conn } = lease;
    const full = { ...req, conn: conn.id } as Request;
    const needsPrelude = prelude !== null && (conn.lastSession !== this || conn.lastPrelude !== prelude);
    const runs = full.op === 'run' || full.op === 'atomic' || full.op === 'stream';
    if (needsPrelude && runs) full.prelude = prelude ?? undefined;
    if (runs) {
      const held = sequencesHeld.get(conn);
      const seq = this.#sequenceState();
      if (held === undefined || held.text !== seq || (held.owner !== this && seq !== '')) full.seq = seq;
    }
    this.#running = host;
    this.#lease = lease;
    let ok = false;
    try {
      const out = await host.thread.request(full);
      ok = true;
      return out;
    } finally {
      if (this.#running === host) {
        this.#running = null;
        this.#lease = null;
        // What the connection holds now, from its own reply (not the thread's last reply: a
        // request of another connection queued behind this one may have answered since).
        const state = host.thread.state(conn.id);
        if (host.retired) this.#connectionGone(state.kept);
        else {
          this.#noteSequences(conn, state, full);
          this.#keep(lease, state, ok || !needsPrelude ? prelude : undefined);
        }
      }
    }
  }

  /** After a request: the sequence state it left (its reply's when it changed it) is the session's and the connection's. */
  #noteSequences(conn: PooledConnection, state: ConnectionState, req: Request): void {
    const changed = state.seq;
    if (changed !== undefined) {
      this.#seq = changed;
      sequencesHeld.set(conn, { owner: this, text: changed });
    } else if ((req.op === 'run' || req.op === 'atomic' || req.op === 'stream') && req.seq !== undefined) {
      sequencesHeld.set(conn, { owner: this, text: req.seq });
    }
  }

  /** After a request: the session keeps the connection (its state) or gives it back. */
  #keep(lease: Lease, state: ConnectionState, prelude: string | null | undefined): void {
    const { host, conn } = lease;
    // What the connection now holds: the prelude ran (or failed, then it must run again).
    conn.lastSession = this;
    conn.lastPrelude = prelude;
    this.#inTx = state.inTx;
    if (state.sticky && !this.#closed) {
      // State beyond the statement (a transaction, an open stream, temporary objects,
      // currval): the session keeps the connection only; the thread serves others meanwhile,
      // so no session ever waits for another's transaction or cursor to end to get a thread.
      this.#bound = null;
      this.#parked = lease;
      this.#pool.park(host, conn);
    } else if (state.sticky) {
      // Closed while this request ran (the session ended): what it kept is closed now.
      this.#bound = null;
      this.#pool.bind(host, this);
      void this.#pool.closeOwned(host, conn);
    } else {
      this.#bound = null;
      this.#pool.release(host, conn);
    }
  }

  /**
   * The thread of the connection this session's request ran on was stopped meanwhile (a
   * statement that could not be interrupted; a crash), and the connection with it. When it held
   * state a rollback keeps (temporary objects, currval) that state is gone, as when a parked
   * connection's thread goes (#reclaim): the session cannot go on — its next statement would run
   * on a fresh connection without its temporary tables. A transaction alone is not such state:
   * the session's transaction failed with the request, and ends as any failed one does.
   */
  #connectionGone(kept: boolean): void {
    this.#identity = {};
    this.#bound = null;
    this.#parked = null;
    this.#inTx = false;
    if (kept && !this.#closed) this.#lost ??= lostConnection();
  }

  /**
   * The first statement of a write transaction (the write lock is held): on the server's thread
   * when it is bounded. Null: run it on a thread as usual.
   */
  async #startInline(req: RunRequest): Promise<ThreadResult | null> {
    if (this.#inlines === null || this.#inlines.escapedBefore(req.sql)) return null;
    const conn = this.#inlines.take(this.#key, this.#options, this, this.#prelude);
    if (conn === null) return null;
    const inline = new InlineRun(conn, this.#sequences);
    this.#inline = inline;
    this.#inlineSeq = this.#sequenceState();
    if (req.first === undefined) return this.#runInline(req);
    // The statement a transaction opens with is judged once, inside it (InlineRun.open).
    let out: ThreadResult | null;
    try {
      out = await inline.begin(req.first, req.sql, req.params, this.#prelude);
    } finally {
      if (!inline.open()) await this.#endInline(false);
    }
    // Not bounded: nothing ran (the opening was rolled back), a thread runs it — and the next
    // time at once, without an opening here.
    if (out === null) {
      await this.#endInline(true);
      this.#inlines?.noteEscape(req.sql);
    }
    return out;
  }

  /**
   * A write that is its own transaction (runCommitted), on the server's thread when it is bounded:
   * BEGIN IMMEDIATE, the statement and COMMIT there, as SQLite's autocommit runs it on a thread.
   * Anything failing rolls it back. Null: not bounded (nothing ran), a thread runs it.
   */
  async #runCommittedInline(req: RunRequest): Promise<ThreadResult | null> {
    let out: ThreadResult | null;
    try {
      out = await this.#startInline({ ...req, first: 'BEGIN IMMEDIATE' });
      const inline = this.#inline;
      if (out !== null && inline !== null) await inline.run('COMMIT', [], this.#prelude);
    } catch (e) {
      await this.#endInline(true);
      throw e;
    }
    const inline = this.#inline;
    if (inline !== null && !inline.open()) await this.#endInline(false);
    return out;
  }

  /** Runs `req` inside the session's transaction on the server's thread; null when it is not bounded. */
  async #runInline(req: Request): Promise<ThreadResult | null> {
    const inline = this.#inline;
    if (inline === null || req.op !== 'run' || !inline.bounded(req.sql, req.params, req.first)) return null;
    try {
      return await inline.run(req.sql, req.params, this.#prelude, req.first);
    } finally {
      if (!inline.open()) await this.#endInline(false);
    }
  }

  /** The transaction on the server's thread ended (or is abandoned: rolled back). */
  async #endInline(rollback: boolean): Promise<void> {
    const inline = this.#inline;
    if (inline === null) return;
    this.#inline = null;
    await inline.end(rollback);
  }

  /**
   * Moves the session's transaction from the server's thread to an executor thread: rolled back
   * there, replayed here. Every statement of it was bounded and ran under the write lock, which
   * the session still holds, so the replay sees the same data; each replayed statement must answer
   * what it answered the first time (else 40001: a function's answer changed, e.g. a clock).
   */
  async #escape(): Promise<void> {
    const log = this.#inline?.log ?? [];
    const opening = log[0];
    if (opening !== undefined) this.#inlines?.noteEscape(opening.sql);
    await this.#endInline(true);
    // The replay draws what the transaction drew, from the sequence state it began with.
    this.#seq = this.#inlineSeq;
    if (log.length === 0) return;
    // An interrupt (statement_timeout, cancel) between the replay's requests is kept and raised here.
    this.#waiting = true;
    try {
      // (A connection the session keeps for scratch state runs it: the session keeps one connection at most.)
      let lease: Lease | null = this.#parked !== null ? await this.#reclaim(this.#parked) : await this.#pool.acquire(this, this.#key, this.#options, opening?.prelude ?? this.#prelude);
      this.#raiseInterrupt(lease);
      for (const step of log) {
        const req: Request = step.first === undefined ? { op: 'run', sql: step.sql, params: step.params } : { op: 'run', sql: step.sql, params: step.params, first: step.first };
        // After the first statement the transaction's connection is the session's (kept or parked).
        const kept = lease ?? this.#bound ?? (this.#parked !== null ? await this.#reclaim(this.#parked) : null);
        if (kept === null) throw replayFailed(new PgError('internal_error', 'the transaction ended'));
        let got: ThreadResult | null = null;
        try {
          got = await this.#send(kept, req, step.prelude);
        } catch (e) {
          // A statement that failed the first time fails again, with the same SQLSTATE (its draws consumed again).
          const again = this.#interruptedWhileWaiting === null && step.error !== undefined && toPgError(e).code === step.error;
          // An interrupt retired the thread mid-request: its reason (57014…) is the answer.
          if (!again) throw this.#interruptedWhileWaiting ?? (e instanceof PgError && e.code.startsWith('57') ? e : replayFailed(e));
        }
        lease = null;
        this.#raiseInterrupt(null);
        if (got !== null) checkReplay(step, got);
      }
    } finally {
      this.#waiting = false;
      this.#interruptedWhileWaiting = null;
    }
  }

  /** Raises an interrupt that came while no request ran (giving back `lease`, not used yet). */
  #raiseInterrupt(lease: Lease | null): void {
    const why = this.#interruptedWhileWaiting;
    if (why === null) return;
    this.#interruptedWhileWaiting = null;
    if (lease !== null) this.#pool.release(lease.host, lease.conn);
    throw why;
  }
}
