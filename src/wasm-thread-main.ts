import { parentPort, workerData } from 'node:worker_threads';
import { createInlineExecutor, type ExecOutcome, type Executor } from '@pgsqlite/engine';
import { WasmConnection, createWasmEngineFactory, loadSqliteWasm } from '@pgsqlite/engine-wasm';
import { PgError, toPgError } from '@pgsqlite/errors';
import { setupEngine } from './engine-setup.js';
import { nodeFileStore } from './wasm-node-files.js';
import type { WasmThreadInit, WasmThreadReply, WasmThreadRequest } from './wasm-thread-messages.js';

/**
 * The wasm engine's thread: ONE sqlite-wasm instance holding every connection of the server
 * (their locks and WAL index live in its heap), serving requests in order. The socket thread
 * stays free while a statement runs here, so a CancelRequest or statement_timeout is noticed
 * at once: it sets the connection's interrupt slot, which SQLite's progress handler polls.
 */
const init = workerData as WasmThreadInit;
const interrupts = new Int32Array(init.interrupts);
const port = parentPort;
if (port === null) throw new Error('wasm-thread-main runs as a worker thread');

interface Open {
  executor: Executor;
  engine: WasmConnection;
  slot: number;
}
const connections = new Map<number, Open>();
const factory = loadSqliteWasm().then((sqlite3) => createWasmEngineFactory({ sqlite3, files: nodeFileStore() }));

function current(conn: number): Open {
  const open = connections.get(conn);
  if (open === undefined) throw new PgError('internal_error', 'executor is closed');
  return open;
}

/** Runs `work` with the connection's interrupt slot polled by SQLite. */
async function interruptible<T>(open: Open, work: () => Promise<T>): Promise<T> {
  const slot = open.slot;
  if (slot >= 0) open.engine.setInterruptCheck(() => Atomics.load(interrupts, slot) !== 0);
  try {
    return await work();
  } finally {
    if (slot >= 0) open.engine.setInterruptCheck(null);
  }
}

async function handle(req: WasmThreadRequest): Promise<WasmThreadReply> {
  const inTx = (): boolean => connections.get(req.conn)?.executor.inTransaction() ?? false;
  try {
    switch (req.op) {
      case 'ready':
        await factory;
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: false };
      case 'open': {
        const engine = (await factory).open(req.options) as WasmConnection;
        try {
          setupEngine(engine);
        } catch (e) {
          engine.close();
          throw e;
        }
        connections.set(req.conn, { engine, executor: createInlineExecutor(engine), slot: req.slot });
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: false };
      }
      case 'run': {
        const open = current(req.conn);
        const first = req.first;
        const out: ExecOutcome = await interruptible(open, async () => {
          if (first !== undefined) await open.executor.run(first, []);
          return open.executor.run(req.sql, req.params);
        });
        return { id: req.id, ok: true, rows: out.rows, changes: out.changes, inTx: inTx() };
      }
      case 'atomic': {
        const open = current(req.conn);
        await interruptible(open, () => open.executor.runAtomically(req.steps));
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: inTx() };
      }
      case 'close': {
        const open = connections.get(req.conn);
        connections.delete(req.conn);
        if (open !== undefined) {
          if (req.rollback === true && open.executor.inTransaction()) await open.executor.run('ROLLBACK', []).catch(() => undefined);
          await open.executor.close();
          if (open.slot >= 0) Atomics.store(interrupts, open.slot, 0);
        }
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: false };
      }
    }
  } catch (e) {
    return { id: req.id, ok: false, error: { ...toPgError(e).fields }, inTx: inTx() };
  }
}

// Requests are served one at a time, in arrival order (SQLite calls are synchronous anyway).
let queue: Promise<void> = Promise.resolve();
port.on('message', (req: WasmThreadRequest) => {
  queue = queue.then(async () => port.postMessage(await handle(req)));
});
