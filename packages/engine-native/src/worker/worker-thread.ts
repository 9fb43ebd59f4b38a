import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SqlValue } from '@pgsqlite/engine';
import { PgError, type PgErrorFields } from '@pgsqlite/errors';
import { compiledModuleUrl } from './compiled-url.js';
import { READY_ID, type WorkerInit, type WorkerReply, type WorkerRequest } from './messages.js';

/** A successful reply's payload. */
export interface ThreadResult {
  rows: SqlValue[][] | null;
  changes: number;
}

interface Pending {
  resolve: (r: ThreadResult) => void;
  reject: (e: PgError) => void;
}

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
 * One executor thread seen from the coordinator: requests out, replies in, in order. `exited`
 * resolves when the thread is gone (after `terminate`, or a crash); pending requests then
 * reject with XX000.
 */
export class WorkerThread {
  readonly ready: Promise<void>;
  readonly exited: Promise<void>;
  /** Transaction state of the thread's connection after its last reply. */
  inTx = false;
  #alive = true;
  #nextId = READY_ID + 1;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();

  constructor(init: WorkerInit) {
    resolvedWorkerUrl ??= workerUrl();
    this.#worker = new Worker(resolvedWorkerUrl, { workerData: init, execArgv: threadExecArgv() });
    // A thread keeps the process alive only while a request is pending (ready counts as one).
    this.ready = new Promise<void>((resolve, reject) => {
      this.#pending.set(READY_ID, { resolve: () => resolve(), reject });
    });
    this.ready.catch(() => undefined);
    this.#worker.on('message', (msg: WorkerReply) => this.#onReply(msg));
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

  /** Number of requests sent and not answered yet. */
  get busy(): number {
    return this.#pending.size;
  }

  /** Sends a request (its id is assigned here). */
  request(req: DistributiveOmit<WorkerRequest, 'id'>): Promise<ThreadResult> {
    if (!this.#alive) return Promise.reject(new PgError('internal_error', 'executor thread exited'));
    const id = this.#nextId++;
    return new Promise<ThreadResult>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...req, id } as WorkerRequest);
    });
  }

  /** Rejects every pending request with `reason` now and stops the thread (it exits once SQLite returns). */
  terminate(reason: PgError): void {
    this.#failAll(reason);
    void this.#worker.terminate();
  }

  #onReply(msg: WorkerReply): void {
    const pending = this.#pending.get(msg.id);
    if (pending === undefined) return; // answered already (interrupted)
    this.#pending.delete(msg.id);
    if (this.#pending.size === 0) this.#worker.unref();
    this.inTx = msg.inTx;
    if (msg.ok) pending.resolve({ rows: msg.rows, changes: msg.changes });
    else pending.reject(errorFrom(msg.error));
  }

  #failAll(reason: PgError): void {
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    this.#worker.unref();
    this.inTx = false;
    for (const p of waiting) p.reject(reason);
  }
}

/** Omit over each member of a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
