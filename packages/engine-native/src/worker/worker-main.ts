import { parentPort, workerData } from 'node:worker_threads';
import { createInlineExecutor, type Engine, type Executor } from '@pgsqlite/engine';
import { PgError, toPgError } from '@pgsqlite/errors';
import { nativeEngineFactory } from '../native-engine.js';
import { READY_ID, type WorkerInit, type WorkerReply, type WorkerRequest } from './messages.js';

/**
 * Entry point of an executor thread: owns at most one SQLite connection at a time and runs the
 * requests of the coordinator in order. Blocking here (a long statement, a busy file) never
 * blocks the thread that serves sockets.
 */

/** What a setup module exports. */
interface SetupModule {
  setupEngine(engine: Engine): void;
}

const port = parentPort;
if (port === null) throw new Error('worker-main must run in a worker thread');
const init = workerData as WorkerInit;
let setup: SetupModule | null = null;
let executor: Executor | null = null;

const inTx = (): boolean => executor?.inTransaction() ?? false;

function reply(msg: WorkerReply): void {
  port?.postMessage(msg);
}

function fail(id: number, e: unknown): void {
  reply({ id, ok: false, error: { ...toPgError(e).fields }, inTx: inTx() });
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

async function handle(req: WorkerRequest): Promise<void> {
  try {
    switch (req.op) {
      case 'open':
        open(req.options);
        reply({ id: req.id, ok: true, rows: null, changes: 0, inTx: false });
        return;
      case 'run': {
        const out = await current().run(req.sql, req.params);
        reply({ id: req.id, ok: true, rows: out.rows, changes: out.changes, inTx: inTx() });
        return;
      }
      case 'atomic':
        await current().runAtomically(req.steps);
        reply({ id: req.id, ok: true, rows: null, changes: 0, inTx: inTx() });
        return;
      case 'close': {
        const closing = executor;
        executor = null;
        await closing?.close();
        reply({ id: req.id, ok: true, rows: null, changes: 0, inTx: false });
        return;
      }
    }
  } catch (e) {
    fail(req.id, e);
  }
}

async function start(): Promise<void> {
  try {
    if (init.setupModule !== null) setup = (await import(init.setupModule)) as SetupModule;
    reply({ id: READY_ID, ok: true, rows: null, changes: 0, inTx: false });
  } catch (e) {
    fail(READY_ID, e);
    return;
  }
  port?.on('message', (req: WorkerRequest) => void handle(req));
}

void start();
