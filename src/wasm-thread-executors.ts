import { Worker } from 'node:worker_threads';
import type { ExecOutcome, Executor, ExecutorFactory, OpenOptions, SqlValue } from '@pgsqlite/engine';
import { compiledModuleUrl } from '@pgsqlite/engine-native';
import { PgError, type PgErrorFields } from '@pgsqlite/errors';
import { INTERRUPT_SLOTS, type WasmThreadInit, type WasmThreadReply, type WasmThreadRequest } from './wasm-thread-messages.js';

type Request = WasmThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve: (reply: WasmThreadReply) => void;
  reject: (e: PgError) => void;
}

type Success = Extract<WasmThreadReply, { ok: true }>;

/** The PgError a failed reply carries (fields cross the thread boundary, classes do not). */
function errorOf(reply: Extract<WasmThreadReply, { ok: false }>): PgError {
  return PgError.fromCode(reply.error.code, reply.error.message, reply.error as PgErrorFields);
}

/** Node's flags minus `--conditions` (the thread loads compiled JavaScript, not the sources tests resolve). */
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

/** The one engine thread seen from the socket thread: requests out, replies in, in order. */
class EngineThread {
  readonly interrupts = new Int32Array(new SharedArrayBuffer(4 * INTERRUPT_SLOTS));
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #alive = true;

  constructor(entry: URL) {
    const init: WasmThreadInit = { interrupts: this.interrupts.buffer as SharedArrayBuffer };
    this.#worker = new Worker(entry, { workerData: init, execArgv: threadExecArgv() });
    this.#worker.unref();
    this.#worker.on('message', (reply: WasmThreadReply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      pending?.resolve(reply);
    });
    this.#worker.on('error', (e) => this.#failAll(new PgError('internal_error', `engine thread failed: ${e.message}`)));
    this.#worker.once('exit', () => this.#failAll(new PgError('internal_error', 'engine thread exited')));
  }

  /** Sends a request; resolves with the thread's reply, failed or not (rejects only when the thread is gone). */
  reply(req: Request): Promise<WasmThreadReply> {
    if (!this.#alive) return Promise.reject(new PgError('internal_error', 'engine thread exited'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...req, id });
    });
  }

  /** Sends a request; a failed reply rejects with its PgError. */
  async request(req: Request): Promise<Success> {
    const reply = await this.reply(req);
    if (!reply.ok) throw errorOf(reply);
    return reply;
  }

  async stop(): Promise<void> {
    this.#failAll(new PgError('internal_error', 'engine thread stopped'));
    await this.#worker.terminate();
  }

  #failAll(reason: PgError): void {
    this.#alive = false;
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of waiting) p.reject(reason);
  }
}

/**
 * Executors for the wasm engine in Node: every connection lives in ONE worker thread holding the
 * sqlite-wasm instance (src/wasm-thread-main.ts), so statements never run on the socket thread.
 * Statements of different sessions run one at a time there (one instance, one thread: the
 * native engine's thread-per-connection parallelism is not available). `interrupt` stops the
 * running statement for real (SQLite's progress handler polls the connection's slot), rejects
 * the session's pending calls at once, and retires the connection: it is rolled back and closed
 * in the thread, and the next call opens a fresh one — the native executors' contract.
 */
export function wasmThreadExecutorFactory(options: { threadModule?: URL } = {}): ExecutorFactory & { warm(): Promise<void> } {
  const entry = options.threadModule ?? compiledModuleUrl('./wasm-thread-main.js', import.meta.url);
  let thread: EngineThread | null = null;
  let nextConn = 1;
  const freeSlots = Array.from({ length: INTERRUPT_SLOTS }, (_, i) => INTERRUPT_SLOTS - 1 - i);
  const engineThread = (): EngineThread => (thread ??= new EngineThread(entry));

  const openExecutor = async (openOptions: OpenOptions): Promise<Executor> => {
    const t = engineThread();
    const slot = freeSlots.pop() ?? -1;
    let conn = nextConn++;
    let needsOpen = false;
    try {
      await t.request({ op: 'open', conn, slot, options: openOptions });
    } catch (e) {
      if (slot >= 0) freeSlots.push(slot);
      throw e;
    }
    let inTx = false;
    let closed = false;
    let retiring: Promise<void> | null = null;
    /** Calls sent and not answered, rejected at once by `interrupt`. */
    const calls = new Set<(e: PgError) => void>();

    const call = async (req: Request): Promise<Success> => {
      if (closed) throw new PgError('internal_error', 'executor is closed');
      if (needsOpen) {
        needsOpen = false;
        conn = nextConn++;
        await t.request({ op: 'open', conn, slot, options: openOptions });
      }
      const sent = t.reply({ ...req, conn } as Request);
      return new Promise((resolve, reject) => {
        const stop = (e: PgError): void => {
          calls.delete(stop);
          reject(e);
        };
        calls.add(stop);
        sent.then(
          (reply) => {
            if (!calls.delete(stop)) return;
            // A failed statement may leave a transaction open (BEGIN ran, the INSERT after it failed).
            inTx = reply.inTx;
            if (reply.ok) resolve(reply);
            else reject(errorOf(reply));
          },
          (e: PgError) => {
            if (!calls.delete(stop)) return;
            stop(e);
          },
        );
      });
    };
    const outcome = (reply: Success): ExecOutcome => ({ rows: reply.rows, changes: reply.changes });

    return {
      async run(sql: string, params: readonly SqlValue[]) {
        return outcome(await call({ op: 'run', conn, sql, params }));
      },
      async runAfter(first: string, sql: string, params: readonly SqlValue[]) {
        return outcome(await call({ op: 'run', conn, sql, params, first }));
      },
      async runAtomically(steps: readonly string[]) {
        await call({ op: 'atomic', conn, steps });
      },
      inTransaction: () => !closed && inTx,
      interrupt(reason: PgError): boolean {
        if (calls.size === 0 || closed) return false;
        if (slot >= 0) Atomics.store(t.interrupts, slot, 1);
        for (const stop of [...calls]) stop(reason);
        // Retire the connection: rolled back and closed once its statement has stopped (the
        // thread clears the slot then); the next call opens a fresh one.
        const old = conn;
        inTx = false;
        needsOpen = true;
        retiring = t.request({ op: 'close', conn: old, rollback: true }).then(
          () => {
            retiring = null;
          },
          () => {
            retiring = null;
          },
        );
        return true;
      },
      retiring: () => retiring,
      async close() {
        if (closed) return;
        closed = true;
        if (!needsOpen) await t.request({ op: 'close', conn }).catch(() => undefined);
        else await retiring;
        if (slot >= 0) freeSlots.push(slot);
      },
    };
  };

  return {
    name: 'sqlite-wasm (engine thread)',
    open: openExecutor,
    /** Starts the engine thread and waits until sqlite-wasm and the runtime are loaded there. */
    async warm() {
      await engineThread().request({ op: 'ready', conn: 0 });
    },
    async close() {
      const t = thread;
      thread = null;
      await t?.stop();
    },
  };
}
