import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, Worker, type MessagePort, type WorkerOptions } from 'node:worker_threads';
import type { EncodedRows, SqlValue } from '@pgsqlite/engine';
import { PgError, type PgErrorFields } from '@pgsqlite/errors';
import { compiledModuleUrl } from './compiled-url.js';
import { ANSWER_MS, stopThread } from '../interrupt/stop-thread.js';
import { interruptSqliteConnection } from '../native-engine.js';
import { decodeReply, decodeStreamReply, encodeRequest } from './channel-codec.js';
import { READY_ID, type WorkerInit, type WorkerReply, type WorkerRequest, type WorkerSettings } from './messages.js';
import { REP_LEN, REP_SEQ, REQ_LEN, REQ_SEQ, allocateChannel, channelMemory, readMessage, sendMessage, waitAsync, type ChannelMemory } from './shared-channel.js';

/** A successful reply's payload. */
export interface ThreadResult {
  rows: SqlValue[][] | null;
  changes: number;
  /** A stream request: the statement has rows left. */
  more?: boolean;
  /** A stream request with an encoding: the batch's rows as encoded by the thread (`rows` is then empty). */
  encoded?: EncodedRows;
}

/** What one connection of a thread held after its last reply (WorkerReply.inTx, WorkerReply.sticky). */
export interface ConnectionState {
  /** In a SQLite transaction. */
  readonly inTx: boolean;
  /** Holds state of its session another connection could not give it (a transaction, a stream, temporary objects, currval). */
  readonly sticky: boolean;
  /**
   * Holds session state a rollback keeps (temporary objects, currval, a stream): `sticky` as of
   * its last reply outside a transaction, unless only scratch state (WorkerReply.scratch). Losing
   * such a connection loses the session's state.
   */
  readonly kept: boolean;
  /** The session sequence state its last reply carried (changed by that request: WorkerReply.seq). */
  readonly seq?: string;
}

const NO_STATE: ConnectionState = { inTx: false, sticky: false, kept: false };

interface Pending {
  id: number;
  resolve: (r: ThreadResult) => void;
  reject: (e: PgError) => void;
}

/** An abandoned request's statement is interrupted again this often until the thread answers. */
const INTERRUPT_AGAIN_MS = 20;

/** Rebuilds the PgError a thread sent (fields cross the thread boundary, classes do not). */
function errorFrom(fields: PgErrorFields): PgError {
  return PgError.fromCode(fields.code, fields.message, fields);
}

/**
 * The thread's entry module: next to this file (compiled), or — when this code was bundled
 * into another file (the CLI) — resolved through the package's `./worker-main` export.
 */
function workerUrl(): URL {
  const beside = compiledModuleUrl('./worker-main.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  return pathToFileURL(createRequire(import.meta.url).resolve('@pgsqlite/engine-native/worker-main'));
}

let resolvedWorkerUrl: URL | null = null;

/**
 * A thread's young generation (MB). V8's default lets it grow to tens of MB while a long result
 * streams through (every row is short-lived garbage), RSS the server keeps afterwards; a small
 * one is scavenged more often, cheaply (little survives). Measured with a 2-million-row SELECT:
 * the server's RSS grew ~70 MB with the default, ~45 MB with 4–8 MB here.
 */
const YOUNG_GENERATION_MB = 8;

/** The flags threads start with: the parent's (threadExecArgv), or, once Node refused one of them, the loader flags only. */
let execArgv: string[] | null = null;

/**
 * Starts a thread with the parent's Node flags. Node refuses process-wide ones in a thread
 * (ERR_WORKER_INVALID_EXEC_ARGV: `node --trace-gc …`, V8 flags): the server would have failed
 * at its first statement. Then only the flags that load code (--import, --require, loaders,
 * experimental and warning switches) are passed, to this thread and the ones after.
 */
function startWorker(url: URL, init: WorkerInit, port: MessagePort): Worker {
  const options = (argv: string[]): WorkerOptions => ({ workerData: init, transferList: [port], execArgv: argv, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  execArgv ??= threadExecArgv();
  try {
    return new Worker(url, options(execArgv));
  } catch (e) {
    if ((e as { code?: string }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw e;
    execArgv = loaderFlags(execArgv);
    return new Worker(url, options(execArgv));
  }
}

/** The flags of `argv` a thread takes that load code or tune warnings (with their values). */
function loaderFlags(argv: readonly string[]): string[] {
  const out: string[] = [];
  const withValue = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const name = a.split('=')[0] ?? a;
    if (withValue.has(name)) {
      out.push(a);
      if (!a.includes('=') && i + 1 < argv.length) out.push(argv[++i] ?? '');
    } else if (name.startsWith('--experimental-') || name === '--no-warnings' || name === '--enable-source-maps') out.push(a);
  }
  return out;
}

/**
 * The parent's Node flags minus `--conditions` (test runners resolve workspace packages to
 * TypeScript sources, which a thread cannot load; it must use the compiled packages).
 */
function threadExecArgv(): string[] {
  const out: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === '--conditions' || a === '-C') i++;
    else if (!a.startsWith('--conditions=') && !a.startsWith('-C=')) out.push(a);
  }
  return out;
}

/**
 * One executor thread seen from the coordinator: requests out, replies in, in order, over a
 * shared-memory channel (shared-channel.ts; one request in flight; later ones queue here).
 * `exited` resolves when the thread is gone (after `terminate`, or a crash); pending requests
 * then reject with XX000.
 */
export class WorkerThread {
  readonly ready: Promise<void>;
  readonly exited: Promise<void>;
  /**
   * The state of each connection as of its own last reply (closed ones forgotten). Per
   * connection, never the thread's last reply: a request of another connection queued behind a
   * caller's may answer before the caller's continuation runs (its reply read at once when the
   * thread answered before the coordinator waited for it), and its state is not the caller's.
   */
  readonly #states = new Map<number, ConnectionState>();
  #alive = true;
  #nextId = READY_ID + 1;
  readonly #worker: Worker;
  readonly #mem: ChannelMemory;
  readonly #port: MessagePort;
  /** The request in flight (the ready handshake first), then the queued ones. */
  #inFlight: Pending | null;
  /** The connection the request in flight runs on (WorkerRequest.conn; 0 for a thread's only one). */
  #inFlightConn = 0;
  /** The request in flight closes its connection. */
  #inFlightCloses = false;
  /** The request in flight reads a streamed result (its rows go to a client: decodeStreamReply). */
  #inFlightStreams = false;
  readonly #queue: Array<{ req: WorkerRequest; pending: Pending }> = [];
  /** Replies seen so far (the value of REP_SEQ last read). */
  #replies = 0;

  /** `entry`: the module the thread starts with (null: this package's worker-main.js). */
  constructor(settings: WorkerSettings, entry: URL | null = null) {
    // Resolved only when needed: a bundle outside this repository has no @pgsqlite/engine-native.
    const url = entry ?? (resolvedWorkerUrl ??= workerUrl());
    const sab = allocateChannel();
    this.#mem = channelMemory(sab);
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    port1.unref();
    const init: WorkerInit = { ...settings, channel: sab, overflow: port2 };
    this.#worker = startWorker(url, init, port2);
    // A thread keeps the process alive only while a request is pending (ready counts as one).
    let ready: Pending | null = null;
    this.ready = new Promise<void>((resolve, reject) => {
      ready = { id: READY_ID, resolve: () => resolve(), reject };
    });
    this.ready.catch(() => undefined);
    this.#inFlight = ready;
    this.#awaitReply();
    this.#worker.on('error', (e) => this.#failAll(new PgError('internal_error', `executor thread failed: ${e.message}`)));
    this.exited = new Promise((resolve) => {
      this.#worker.once('exit', () => {
        this.#alive = false;
        this.#failAll(new PgError('internal_error', 'executor thread exited'));
        resolve();
      });
    });
  }

  get alive(): boolean {
    return this.#alive;
  }

  /**
   * What connection `conn` held after its own last reply, whatever replies of other connections
   * on this thread came since; after the thread is gone, what it held last (what was lost).
   */
  state(conn: number): ConnectionState {
    return this.#states.get(conn) ?? NO_STATE;
  }

  /** Number of requests sent and not answered yet. */
  get busy(): number {
    return (this.#inFlight === null ? 0 : 1) + this.#queue.length;
  }

  /** Sends a request (its id is assigned here). */
  request(req: DistributiveOmit<WorkerRequest, 'id'>): Promise<ThreadResult> {
    if (!this.#alive) return Promise.reject(new PgError('internal_error', 'executor thread exited'));
    const id = this.#nextId++;
    return new Promise<ThreadResult>((resolve, reject) => {
      const pending: Pending = { id, resolve, reject };
      const full = { ...req, id } as WorkerRequest;
      if (this.#inFlight !== null) this.#queue.push({ req: full, pending });
      else this.#send(full, pending);
    });
  }

  /** Rejects every pending request with `reason` now and stops the thread (it exits once SQLite returns). */
  terminate(reason: PgError): void {
    const busy = this.#inFlight !== null && this.#alive ? this.#inFlightConn : null;
    this.#failAll(reason);
    // Held until it is gone: whoever awaits `exited` (a shutdown) must not see the process end
    // first, as it would with an unreferenced thread and nothing else to wait for.
    if (this.#alive) this.#worker.ref();
    stopThread(this.#worker, this.#mem, busy);
  }

  /**
   * Stops the request of connection `conn` without stopping the thread (its other connections
   * live on): it rejects with `reason` now. Still queued, it is dropped. In flight, its SQLite
   * statement is interrupted — again every few milliseconds, as an interrupt landing between two
   * statements of one request (a prelude, BEGIN) is forgotten when the next starts — and the
   * thread serves the queued requests once it answered. Resolves true then; false when it could
   * not be interrupted (no interrupt extension) or did not answer within ANSWER_MS: then it was
   * terminated, as `terminate` does.
   */
  abandon(reason: PgError, conn: number): Promise<boolean> {
    if (!this.#alive) return Promise.resolve(false);
    for (let i = this.#queue.length - 1; i >= 0; i--) {
      const queued = this.#queue[i]!;
      if ((queued.req.conn ?? 0) !== conn) continue;
      this.#queue.splice(i, 1);
      queued.pending.reject(reason);
    }
    const pending = this.#inFlight;
    if (pending === null || this.#inFlightConn !== conn) return Promise.resolve(true);
    return new Promise<boolean>((settle) => {
      let timer: ReturnType<typeof setInterval> | null = null;
      let done = false;
      const finish = (usable: boolean): void => {
        if (done) return;
        done = true;
        if (timer !== null) clearInterval(timer);
        settle(usable);
      };
      const stop = (): void => {
        finish(false);
        this.terminate(reason);
      };
      // The reply still comes (an error, usually): it is read, keeping the channel in step, and dropped.
      const answered = (): void => finish(this.#alive);
      this.#inFlight = { id: pending.id, resolve: answered, reject: answered };
      pending.reject(reason);
      const started = performance.now();
      const interrupt = (): void => {
        if (done) return;
        if (performance.now() - started > ANSWER_MS || interruptSqliteConnection(this.#worker.threadId, conn) === 0) stop();
      };
      interrupt();
      if (!done) timer = setInterval(interrupt, INTERRUPT_AGAIN_MS);
    });
  }

  #send(req: WorkerRequest, pending: Pending): void {
    if (this.busy === 0) this.#worker.ref();
    this.#inFlight = pending;
    this.#inFlightConn = req.conn ?? 0;
    this.#inFlightCloses = req.op === 'close';
    this.#inFlightStreams = req.op === 'stream' || req.op === 'next';
    sendMessage(this.#mem, this.#port, req, encodeRequest, REQ_LEN, REQ_SEQ);
    this.#awaitReply();
  }

  #awaitReply(): void {
    const w = waitAsync(this.#mem.header, REP_SEQ, this.#replies);
    if (w.async) void w.value.then(() => this.#onReply());
    else this.#onReply();
  }

  #onReply(): void {
    const pending = this.#inFlight;
    if (pending === null || !this.#alive) return; // failed already (interrupted)
    const seq = Atomics.load(this.#mem.header, REP_SEQ);
    if (seq === this.#replies) return void this.#awaitReply(); // woken without a reply
    this.#replies = seq;
    const msg = readMessage(this.#mem, this.#port, this.#inFlightStreams ? decodeStreamReply : decodeReply, REP_LEN);
    this.#inFlight = null;
    this.#noteState(this.#inFlightConn, this.#inFlightCloses, msg.inTx, msg.sticky === true, msg.scratch === true, msg.seq);
    const next = this.#queue.shift();
    if (next !== undefined) this.#send(next.req, next.pending);
    else this.#worker.unref();
    if (msg.id !== pending.id) pending.reject(new PgError('internal_error', `executor thread answered request ${msg.id} instead of ${pending.id}`));
    else if (msg.ok) pending.resolve(resultOf(msg));
    else pending.reject(errorFrom(msg.error));
  }

  #noteState(conn: number, closed: boolean, inTx: boolean, sticky: boolean, scratch: boolean, seq: string | undefined): void {
    if (closed) return void this.#states.delete(conn);
    const kept = inTx ? this.state(conn).kept : sticky && !scratch;
    this.#states.set(conn, seq === undefined ? { inTx, sticky, kept } : { inTx, sticky, kept, seq });
  }

  #failAll(reason: PgError): void {
    const waiting = [...(this.#inFlight === null ? [] : [this.#inFlight]), ...this.#queue.map((q) => q.pending)];
    this.#inFlight = null;
    this.#queue.length = 0;
    this.#worker.unref();
    // A reply that will never come: wake our own waitAsync so that it does not linger.
    Atomics.notify(this.#mem.header, REP_SEQ);
    for (const p of waiting) p.reject(reason);
  }
}

/** A successful reply's payload. */
function resultOf(msg: Extract<WorkerReply, { ok: true }>): ThreadResult {
  const out: ThreadResult = msg.more === true ? { rows: msg.rows, changes: msg.changes, more: true } : { rows: msg.rows, changes: msg.changes };
  if (msg.encoded !== undefined) out.encoded = msg.encoded;
  return out;
}

/** Omit over each member of a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
