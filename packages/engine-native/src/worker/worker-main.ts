import { workerData } from 'node:worker_threads';
import { createInlineExecutor, type Engine, type ExecOutcome, type Executor, type SqlValue } from '@pgsqlite/engine';
import { PgError, toPgError } from '@pgsqlite/errors';
import { nativeEngineFactory } from '../native-engine.js';
import { decodeRequest, encodeReply } from './channel-codec.js';
import { READY_ID, type WorkerInit, type WorkerReply, type WorkerRequest } from './messages.js';
import { REP_LEN, REP_SEQ, REQ_LEN, REQ_SEQ, channelMemory, readMessage, sendMessage } from './shared-channel.js';

/**
 * Entry point of an executor thread: owns at most one SQLite connection at a time and runs the
 * requests of the coordinator in order, blocked in `Atomics.wait` between them (the thread has
 * nothing else to do, so its event loop never needs to turn). Blocking here (a long statement,
 * a busy file) never blocks the thread that serves sockets.
 */

/** What a setup module exports. */
interface SetupModule {
  setupEngine(engine: Engine): void;
}

const init = workerData as WorkerInit;
const mem = channelMemory(init.channel);
let setup: SetupModule | null = null;
let executor: Executor | null = null;

const inTx = (): boolean => executor?.inTransaction() ?? false;

function reply(msg: WorkerReply): void {
  sendMessage(mem, init.overflow, msg, encodeReply, REP_LEN, REP_SEQ);
}

function failure(id: number, e: unknown): WorkerReply {
  return { id, ok: false, error: { ...toPgError(e).fields }, inTx: inTx() };
}

function open(options: Extract<WorkerRequest, { op: 'open' }>['options']): void {
  if (executor !== null) throw new PgError('internal_error', 'executor thread already has a connection');
  const engine = nativeEngineFactory.open(options);
  try {
    setup?.setupEngine(engine);
  } catch (e) {
    engine.close();
    throw e;
  }
  executor = createInlineExecutor(engine, { statementCacheSize: init.statementCacheSize });
}

function current(): Executor {
  if (executor === null) throw new PgError('internal_error', 'executor is closed');
  return executor;
}

/** `first`, then `sql`, on one connection (Executor.runAfter; two runs when it has none). */
async function runAfter(ex: Executor, first: string, sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
  if (ex.runAfter !== undefined) return ex.runAfter(first, sql, params);
  await ex.run(first, []);
  return ex.run(sql, params);
}

async function handle(req: WorkerRequest): Promise<WorkerReply> {
  try {
    switch (req.op) {
      case 'open':
        open(req.options);
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: false };
      case 'run': {
        const out = req.first === undefined ? await current().run(req.sql, req.params) : await runAfter(current(), req.first, req.sql, req.params);
        return { id: req.id, ok: true, rows: out.rows, changes: out.changes, inTx: inTx() };
      }
      case 'atomic':
        await current().runAtomically(req.steps);
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: inTx() };
      case 'close': {
        const closing = executor;
        executor = null;
        await closing?.close();
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: false };
      }
    }
  } catch (e) {
    return failure(req.id, e);
  }
}

async function serve(): Promise<void> {
  let seen = 0;
  for (;;) {
    Atomics.wait(mem.header, REQ_SEQ, seen);
    const seq = Atomics.load(mem.header, REQ_SEQ);
    if (seq === seen) continue;
    seen = seq;
    let req: WorkerRequest;
    try {
      req = readMessage(mem, init.overflow, decodeRequest, REQ_LEN);
    } catch (e) {
      reply(failure(-1, e));
      continue;
    }
    reply(await handle(req));
  }
}

async function start(): Promise<void> {
  try {
    if (init.setupModule !== null) setup = (await import(init.setupModule)) as SetupModule;
    reply({ id: READY_ID, ok: true, rows: null, changes: 0, inTx: false });
  } catch (e) {
    reply(failure(READY_ID, e));
    return;
  }
  await serve();
}

void start();
