import type { OpenOptions } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import type { WorkerSettings } from './messages.js';
import { WorkerThread } from './worker-thread.js';

/** One SQLite connection on an executor thread. */
export interface PooledConnection {
  /** Its id on its thread (WorkerRequest.conn). */
  readonly id: number;
  /** The OpenOptions it was opened with, as JSON (connections of one database share it). */
  readonly key: string;
  /** The session whose request ran on it last (its runtime settings are that session's). */
  lastSession: object | null;
  /** The prelude that session had pushed there (null: none ever; undefined: unknown). */
  lastPrelude: string | null | undefined;
}

/** An executor thread and the connections it hosts. */
export interface Host {
  readonly thread: WorkerThread;
  /** Connections no session keeps, ready for the next statement of any session. */
  readonly free: PooledConnection[];
  /** The session keeping a connection here in a transaction or a stream (then the thread serves it alone). */
  owner: object | null;
  /**
   * Connections sessions keep here between their statements for state that outlives a statement
   * (temporary objects, currval): each session owns its connection, not the thread, which serves
   * everyone else meanwhile. Closed by their sessions (PooledExecutor.close).
   */
  readonly parked: PooledConnection[];
  /** The session whose statement runs here now (unowned threads: one at a time). */
  leased: object | null;
  /** True once retired (interrupted or idle too long). */
  retired: boolean;
  /** When it was last released (for retiring idle extra threads). */
  idleSince: number;
  /** When its current lease began (performance.now()). */
  leasedAt: number;
}

/**
 * A session's parked connection was on a thread that had to be terminated (a statement of
 * another session that could not be interrupted): its state is gone, as PostgreSQL's session
 * state is when another backend crashes, and the session ends with PostgreSQL's error for that.
 */
export function lostConnection(): PgError {
  return new PgError('crash_shutdown', 'terminating connection because of crash of another server process', {
    detail: 'The executor thread holding this session\'s connection had to be stopped, and with it the session\'s temporary objects.',
  });
}

/** A statement waits this long for a busy thread before a thread is added. */
const SPILL_MS = 5;
/**
 * A statement running longer than this is treated as long: a spare thread is started (when none
 * is idle) so that the next statement of another session does not wait for a thread to boot
 * (100 ms to over a second on a loaded 2-core machine).
 */
const LONG_MS = 20;
/** Idle threads kept beyond the pool's size once it is in use (see #ensure). */
const SPARE_THREADS = 2;
/**
 * Threads beyond what the pool keeps retire after this long without work; the pool is at rest
 * once no statement started for this long.
 */
const EXTRA_IDLE_MS = 10_000;
/**
 * Unowned threads an idle pool keeps (see #kept). Each thread costs ~30 MB of resident memory
 * (its V8 heap with the runtime's code, its malloc arena, its SQLite connections): a server at
 * rest with the pool's size plus spares (4 threads on 2 cores) held ~250 MB, with one ~150 MB.
 */
const RESTING_THREADS = 1;

interface Waiter {
  readonly session: object;
  /** The thread its parked connection is on (null: any thread). */
  readonly host: Host | null;
  readonly key: string;
  readonly prelude: string | null;
  readonly grant: (host: Host) => void;
  readonly fail: (e: unknown) => void;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * The executor threads of a pooled executor factory (see pooled-executor.ts) and their
 * connections: hands an idle thread to a session for one statement, keeps a thread for a
 * session that owns a connection, adds threads when statements would wait, retires them.
 */
export class HostPool {
  closed = false;
  readonly #settings: WorkerSettings;
  readonly #entry: URL | null;
  readonly #size: number;
  readonly #max: number;
  /** EXTRA_IDLE_MS unless told otherwise (tests). */
  readonly #idleMs: number;
  readonly #hosts: Host[] = [];
  readonly #waiters: Waiter[] = [];
  /** Sessions open per database (OpenOptions key): the last one to close closes the idle connections. */
  readonly #sessions = new Map<string, { count: number; options: OpenOptions }>();
  /**
   * Opens and closes in flight per database that no session waits for (a thread's pre-opened
   * connections, a connection released after its database's last session ended): the last
   * session's close waits for them, since a connection's close may checkpoint the WAL into the
   * main file — the files are copied (CREATE DATABASE … TEMPLATE, spares) once sessions are gone.
   */
  readonly #settling = new Map<string, Set<Promise<void>>>();
  #nextConn = 1;
  /** Every connection open on a live thread, by id (see census). */
  readonly #opened = new Map<number, Host>();
  #starting = 0;
  /** False until the first statement: start-up boots one thread, the rest follow the first client. */
  #warm = false;
  /** When a statement last asked for a thread (Date.now()). */
  #busyAt = 0;
  /** When a statement last found no idle thread, or one ran long with none idle (Date.now()). */
  #contendedAt = -Infinity;
  #sweep: ReturnType<typeof setInterval> | null = null;
  #watch: ReturnType<typeof setInterval> | null = null;

  constructor(settings: WorkerSettings, entry: URL | null, size: number, max: number, idleMs = EXTRA_IDLE_MS) {
    this.#idleMs = idleMs;
    this.#settings = settings;
    this.#entry = entry;
    this.#size = size;
    this.#max = Math.max(size, max);
    // One thread starts loading now, overlapping the server's own start-up.
    this.#start();
  }

  /** Threads running now (for tests and benchmarks). */
  get threads(): number {
    return this.#hosts.length;
  }

  /** True when a thread is idle now (a statement would start at once). */
  hasIdle(): boolean {
    for (const host of this.#hosts) if (this.#idle(host)) return true;
    return false;
  }

  sessionOpened(key: string, options: OpenOptions): void {
    const known = this.#sessions.get(key);
    if (known !== undefined) return void known.count++;
    this.#sessions.set(key, { count: 1, options });
  }

  /** A session closed: with the last of a database, its idle connections close (its files are free). */
  async sessionClosed(key: string): Promise<void> {
    const known = this.#sessions.get(key);
    if (known !== undefined && --known.count > 0) return;
    this.#sessions.delete(key);
    const closing: Promise<unknown>[] = [];
    for (const host of this.#hosts) {
      for (let i = host.free.length - 1; i >= 0; i--) {
        const conn = host.free[i];
        if (conn?.key !== key) continue;
        host.free.splice(i, 1);
        closing.push(this.#close(host, conn));
      }
    }
    await Promise.all(closing);
    // A connection opened or closed by no session's request may still touch the files.
    for (let pending = this.#settling.get(key); pending !== undefined; pending = this.#settling.get(key)) {
      if (this.#sessions.has(key)) return;
      await Promise.all(pending);
    }
  }

  /** Notes `work` on a connection of `key` that no session awaits (see #settling). */
  #settle(key: string, work: Promise<void>): void {
    let pending = this.#settling.get(key);
    if (pending === undefined) this.#settling.set(key, (pending = new Set()));
    const done = (): void => {
      pending.delete(entry);
      if (pending.size === 0 && this.#settling.get(key) === pending) this.#settling.delete(key);
    };
    const entry: Promise<void> = work.then(done, done);
    pending.add(entry);
  }

  /**
   * A thread for one statement of `session` and a connection of `key` on it: an idle unowned
   * thread, preferring the connection this session used last, then any idle connection of the
   * database its settings can be pushed onto; a new connection when there is none.
   */
  async acquire(session: object, key: string, options: OpenOptions, prelude: string | null): Promise<{ host: Host; conn: PooledConnection }> {
    if (this.closed) throw new PgError('cannot_connect_now', 'the database system is shutting down');
    this.#busyAt = Date.now();
    if (!this.#warm) {
      this.#warm = true;
      this.#watch = setInterval(() => this.#spareForLong(), LONG_MS).unref() as ReturnType<typeof setInterval>;
    }
    const host = this.#pick(session, key, prelude) ?? (await this.#wait(session, key, prelude));
    this.#ensure();
    const usable = this.#usableConnection(host, session, key, prelude);
    if (usable !== null) {
      host.free.splice(host.free.indexOf(usable), 1);
      return { host, conn: usable };
    }
    const conn: PooledConnection = { id: this.#nextConn++, key, lastSession: null, lastPrelude: null };
    try {
      await this.#open(host, conn, options);
    } catch (e) {
      this.#unlease(host);
      throw e;
    }
    return { host, conn };
  }

  /**
   * The session's statement ended and its connection holds no state: both go back. Free
   * connections exist only for databases with sessions: one whose last session ended meanwhile
   * (sessionClosed closed the others) is closed.
   */
  release(host: Host, conn: PooledConnection): void {
    if (host.owner !== null) host.owner = null;
    host.leased = null;
    if (this.#sessions.has(conn.key)) host.free.push(conn);
    else this.#settle(conn.key, this.#close(host, conn));
    this.#unlease(host);
  }

  /** True while `conn` is parked on `host` (its session owns it and its state is there). */
  holdsParked(host: Host, conn: PooledConnection): boolean {
    return !host.retired && host.parked.includes(conn);
  }

  /** True while sessions of database `key` are open. */
  hasSessions(key: string): boolean {
    return this.#sessions.has(key);
  }

  /**
   * The session's connection holds state beyond its statement but no transaction or stream: the
   * session keeps the connection, the thread serves everyone again.
   */
  park(host: Host, conn: PooledConnection): void {
    host.owner = null;
    host.leased = null;
    host.parked.push(conn);
    this.#unlease(host);
  }

  /** True when `host` could run a statement now. */
  isIdle(host: Host): boolean {
    return this.#idle(host);
  }

  /**
   * The thread of `conn`, a connection `session` parked there, for its next statement: at once
   * when the thread is idle, else once it is. Rejects when the thread is gone (and with it the
   * connection and its state).
   */
  async reclaim(session: object, host: Host, conn: PooledConnection): Promise<{ host: Host; conn: PooledConnection }> {
    if (host.retired || !host.parked.includes(conn)) throw lostConnection();
    this.#busyAt = Date.now();
    if (this.#idle(host)) {
      host.leased = session;
      host.leasedAt = performance.now();
    } else {
      await new Promise<Host>((grant, fail) => this.#waiters.push({ session, host, key: conn.key, prelude: null, grant, fail, timer: null }));
    }
    const at = host.parked.indexOf(conn);
    if (at < 0) {
      // Closed while its session waited (the session ended): the thread goes back, nothing runs.
      host.leased = null;
      this.#unlease(host);
      throw lostConnection();
    }
    host.parked.splice(at, 1);
    return { host, conn };
  }

  /** Closes a connection a session parked (its session ended); the close waits for the thread's statement in progress. */
  async closeParked(host: Host, conn: PooledConnection): Promise<void> {
    const at = host.parked.indexOf(conn);
    if (at < 0 || host.retired) return;
    host.parked.splice(at, 1);
    await this.#close(host, conn);
  }

  /**
   * Stops the statement `conn` runs on `host` and keeps both (PooledExecutor.interrupt): the
   * statement is interrupted (WorkerThread.abandon), the connection's transaction rolled back, and
   * the connection — with what it holds beyond a transaction: temporary objects, currval — stays
   * the session's, as a PostgreSQL backend's state survives a cancelled statement. Resolves true
   * then, the host still leased to the session (which parks or releases it); false when the
   * statement could not be stopped (the thread was terminated, and every connection on it is
   * gone) or the connection did not answer afterwards (it is closed).
   */
  async stopStatement(host: Host, conn: PooledConnection, reason: PgError): Promise<boolean> {
    const usable = await host.thread.abandon(reason, conn.id);
    if (!usable || host.retired) return false;
    try {
      // The abandoned request may never have run: ask the connection itself what it holds now.
      await host.thread.request({ op: 'unstream', conn: conn.id });
      if (host.thread.state(conn.id).inTx) await host.thread.request({ op: 'run', conn: conn.id, sql: 'ROLLBACK', params: [] });
      return true;
    } catch {
      if (host.retired) return false;
      await this.#close(host, conn);
      host.owner = null;
      host.leased = null;
      this.#unlease(host);
      return false;
    }
  }

  /** The session's connection holds state: the thread stays the session's. */
  bind(host: Host, session: object): void {
    host.owner = session;
    host.leased = null;
    // The thread left the shared pool for a while: another takes its place.
    this.#ensure();
  }

  /**
   * Closes the connection of a statement stopped by an interrupt (stopStatement) whose session
   * ended meanwhile: the host was still leased to that session; it serves everyone again.
   */
  async closeStopped(host: Host, conn: PooledConnection): Promise<void> {
    if (host.retired) return;
    await this.#close(host, conn);
    host.owner = null;
    host.leased = null;
    this.#unlease(host);
  }

  /** Closes a connection a session kept; its thread serves everyone again. */
  async closeOwned(host: Host, conn: PooledConnection): Promise<void> {
    if (host.retired) return;
    host.owner = null;
    host.leased = host.leased ?? conn; // held while the close runs
    await this.#close(host, conn);
    if (host.leased === conn) host.leased = null;
    this.#unlease(host);
  }

  /** Whether a statement of `session` waits for a thread. */
  waits(session: object): boolean {
    return this.#waiters.some((w) => w.session === session);
  }

  /** Fails `session`'s wait for a thread with `reason` (its statement was cancelled before it ran); false when it does not wait. */
  abandonWait(session: object, reason: PgError): boolean {
    const at = this.#waiters.findIndex((w) => w.session === session);
    const waiter = this.#waiters[at];
    if (waiter === undefined) return false;
    this.#waiters.splice(at, 1);
    if (waiter.timer !== null) clearTimeout(waiter.timer);
    waiter.fail(reason);
    return true;
  }

  /** Stops a thread now (a statement that cannot be interrupted otherwise); resolves once it exited. */
  retire(host: Host, reason: PgError): Promise<void> {
    this.#remove(host);
    host.thread.terminate(reason);
    return host.thread.exited;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.#sweep !== null) clearInterval(this.#sweep);
    if (this.#watch !== null) clearInterval(this.#watch);
    for (const w of this.#waiters.splice(0)) {
      if (w.timer !== null) clearTimeout(w.timer);
      w.fail(new PgError('cannot_connect_now', 'the database system is shutting down'));
    }
    const all = this.#hosts.splice(0);
    for (const h of all) {
      h.retired = true;
      h.thread.terminate(new PgError('internal_error', 'executor thread stopped'));
    }
    await Promise.all(all.map((h) => h.thread.exited));
  }

  /**
   * The connections open now: where each is (free on its thread, parked for a session, or out:
   * leased to a session's statement or kept by it in a transaction or stream).
   */
  census(): { threads: number; open: number; free: number; parked: number; out: number } {
    let free = 0;
    let parked = 0;
    for (const host of this.#hosts) {
      free += host.free.length;
      parked += host.parked.length;
    }
    return { threads: this.#hosts.length, open: this.#opened.size, free, parked, out: this.#opened.size - free - parked };
  }

  /** Ids of the parked connections (see PooledExecutorFactory.census). */
  parkedIds(): number[] {
    return this.#hosts.flatMap((h) => h.parked.map((c) => c.id));
  }

  /** Opens `conn` on `host`'s thread. */
  async #open(host: Host, conn: PooledConnection, options: OpenOptions): Promise<void> {
    await host.thread.request({ op: 'open', conn: conn.id, options });
    if (!host.retired) this.#opened.set(conn.id, host);
  }

  /** Closes `conn` on `host`'s thread (a thread that is gone took it along). */
  async #close(host: Host, conn: PooledConnection): Promise<void> {
    this.#opened.delete(conn.id);
    await host.thread.request({ op: 'close', conn: conn.id }).catch(() => undefined);
  }

  #idle(host: Host): boolean {
    return !host.retired && host.owner === null && host.leased === null && host.thread.alive;
  }

  #usableConnection(host: Host, session: object, key: string, prelude: string | null): PooledConnection | null {
    let any: PooledConnection | null = null;
    for (const conn of host.free) {
      if (conn.key !== key) continue;
      if (conn.lastSession === session && conn.lastPrelude === prelude) return conn;
      // Without settings of its own a session takes only a connection no session's settings reached.
      if (any === null && (prelude !== null || conn.lastPrelude === null)) any = conn;
    }
    return any;
  }

  /** An idle thread, leased to `session`; the one with the best connection for it first. */
  #pick(session: object, key: string, prelude: string | null): Host | null {
    let best: Host | null = null;
    let bestScore = -1;
    for (const host of this.#hosts) {
      if (!this.#idle(host)) continue;
      const conn = this.#usableConnection(host, session, key, prelude);
      // Threads keeping other sessions' connections come last: those sessions would wait for them.
      const score = (conn === null ? 0 : conn.lastSession === session ? 2 : 1) * 2 + (host.parked.length === 0 ? 1 : 0);
      if (score > bestScore) {
        best = host;
        bestScore = score;
        if (score === 5) break;
      }
    }
    if (best !== null) {
      best.leased = session;
      best.leasedAt = performance.now();
    }
    return best;
  }

  /** Waits for a thread: one frees up, or (after SPILL_MS, or at once below the pool's size) one is started. */
  #wait(session: object, key: string, prelude: string | null): Promise<Host> {
    // Contention: threads are running and all busy (not: the first is still booting).
    if (this.#hosts.length > 0) this.#contendedAt = Date.now();
    return new Promise<Host>((grant, fail) => {
      const waiter: Waiter = { session, host: null, key, prelude, grant, fail, timer: null };
      this.#waiters.push(waiter);
      const spill = (): void => {
        waiter.timer = null;
        if (this.#waiters.includes(waiter) && this.#starting === 0 && this.#hosts.length < this.#max) this.#start();
      };
      if (this.#unowned() < this.#size) spill();
      else waiter.timer = setTimeout(spill, SPILL_MS);
    });
  }

  /** Threads no session owns. */
  #unowned(): number {
    let n = 0;
    for (const h of this.#hosts) if (h.owner === null) n++;
    return n;
  }

  /** A thread became idle: the first waiter gets it. */
  #unlease(host: Host): void {
    host.idleSince = Date.now();
    if (!this.#idle(host)) return;
    const at = this.#waiters.findIndex((w) => w.host === null || w.host === host);
    if (at < 0) return;
    const waiter = this.#waiters.splice(at, 1)[0]!;
    if (waiter.timer !== null) clearTimeout(waiter.timer);
    host.leased = waiter.session;
    host.leasedAt = performance.now();
    waiter.grant(host);
  }

  #start(): void {
    if (this.closed) return;
    this.#starting++;
    const thread = new WorkerThread(this.#settings, this.#entry);
    const host: Host = { thread, free: [], parked: [], owner: null, leased: null, retired: false, idleSince: Date.now(), leasedAt: 0 };
    void thread.exited.then(() => this.#remove(host));
    thread.ready.then(
      () => {
        this.#starting--;
        if (this.closed || host.retired) return;
        this.#hosts.push(host);
        this.#preopen(host);
        if (this.#warm) this.#ensure();
        this.#sweep ??= setInterval(() => this.#retireIdleExtras(), this.#idleMs).unref() as ReturnType<typeof setInterval>;
        this.#unlease(host);
      },
      (e: unknown) => {
        this.#starting--;
        host.retired = true;
        // No thread could start: whoever waits for one learns why.
        const at = this.#waiters.findIndex((w) => w.host === null);
        const waiter = at < 0 ? undefined : this.#waiters.splice(at, 1)[0];
        if (waiter !== undefined) {
          if (waiter.timer !== null) clearTimeout(waiter.timer);
          waiter.fail(e);
        }
      },
    );
  }

  #remove(host: Host): void {
    host.retired = true;
    for (const [id, on] of this.#opened) if (on === host) this.#opened.delete(id);
    const at = this.#hosts.indexOf(host);
    if (at >= 0) this.#hosts.splice(at, 1);
    // Connections parked there are gone: whoever waits for one learns it.
    host.parked.length = 0;
    for (let i = this.#waiters.length - 1; i >= 0; i--) {
      const w = this.#waiters[i]!;
      if (w.host !== host) continue;
      this.#waiters.splice(i, 1);
      w.fail(lostConnection());
    }
    // A retired thread is replaced at once (whoever waits must not wait for one that never comes back).
    if (this.#warm || this.#waiters.length > 0) this.#ensure();
  }

  /**
   * Opens a connection to every database in use on a thread that just started, so that the first
   * statement sent there does not pay for opening SQLite and registering the runtime functions.
   * Requests to one thread run in order: a statement sent meanwhile waits for the open.
   */
  #preopen(host: Host): void {
    for (const [key, { options }] of this.#sessions) {
      if (host.free.some((c) => c.key === key)) continue;
      const conn: PooledConnection = { id: this.#nextConn++, key, lastSession: null, lastPrelude: null };
      const opening = this.#open(host, conn, options).then(
        async () => {
          if (!host.retired && this.#sessions.has(key)) host.free.push(conn);
          else if (!host.retired) await this.#close(host, conn);
        },
        () => undefined,
      );
      this.#settle(key, opening);
    }
  }

  /** Keeps `size` threads no session owns (started ahead: a thread takes 100+ ms to boot). */
  #ensure(): void {
    if (this.closed) return;
    // SPARE_THREADS more than the pool's size while it is in use, so that a statement that finds
    // the others busy (a long statement; a thread retired by a cancel) does not wait for a thread
    // to boot: a replacement boots slowly beside a retired thread still finishing its statement. One boot at a time: boots at once share the
    // CPU and all finish late (five took 3.5 s each on a loaded 2-core machine); the next starts
    // when this one is ready.
    if (this.#starting > 0) return;
    if (this.#unowned() < this.#kept(Date.now()) && this.#hosts.length < this.#max) this.#start();
  }

  /**
   * Unowned threads the pool keeps: while in use (a statement asked for a thread within
   * EXTRA_IDLE_MS) its size, plus SPARE_THREADS while statements also contend for threads (one
   * found none idle, or one ran long with none idle, within EXTRA_IDLE_MS); before the first
   * statement and at rest only RESTING_THREADS. A server nobody queries does not hold a thread per
   * core in memory, and one session's statements do not boot spares it cannot use: the memory
   * of a thread that ever ran is partly kept after it stops (glibc keeps its malloc arena).
   * A statement that would wait for a busy thread below the pool's size starts one at once (#wait).
   */
  #kept(now: number): number {
    if (!this.#warm || now - this.#busyAt >= this.#idleMs) return Math.min(RESTING_THREADS, this.#size);
    return this.#size + (now - this.#contendedAt < this.#idleMs ? SPARE_THREADS : 0);
  }

  /** While a statement runs long and no thread is idle, one more is started ahead of need. */
  #spareForLong(): void {
    if (this.closed || this.#starting > 0 || this.#hosts.length >= this.#max) return;
    const now = performance.now();
    let long = false;
    for (const host of this.#hosts) {
      if (this.#idle(host)) return;
      if (host.leased !== null && now - host.leasedAt > LONG_MS) long = true;
    }
    if (!long) return;
    this.#contendedAt = Date.now();
    this.#start();
  }

  /**
   * Unowned threads beyond what the pool keeps (#kept: its size plus spares while in use, fewer at
   * rest) that had nothing to do for a while stop. Not below that: #ensure would boot a
   * replacement at once, and an idle server would retire and boot a thread every EXTRA_IDLE_MS
   * for ever (threads sessions own do not count: they are not the pool's to hand out).
   */
  #retireIdleExtras(): void {
    const now = Date.now();
    const kept = this.#kept(now);
    for (const host of [...this.#hosts]) {
      if (this.#unowned() <= kept) break;
      if (!this.#idle(host) || host.parked.length > 0 || now - host.idleSince < this.#idleMs) continue;
      this.#remove(host);
      // Its connections close properly (their WAL checkpointed) before the thread stops.
      const closing = host.free.splice(0).map((conn) => this.#close(host, conn));
      void Promise.all(closing).then(() => host.thread.terminate(new PgError('internal_error', 'executor thread stopped')));
    }
  }
}
