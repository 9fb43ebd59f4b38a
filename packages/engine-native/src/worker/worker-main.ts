import { threadId, workerData } from 'node:worker_threads';
import { registeredExecutorSetup, type ExecutorSetup } from './executor-setup.js';
import { createInlineExecutor, type Engine, type ExecOutcome, type Executor, type PreparedStatement, type RowStream, type SqlValue } from '@pgsqlite/engine';
import { PgError, toPgError } from '@pgsqlite/errors';
import { connectionInterruptKey, nativeEngineFactory } from '../native-engine.js';
import { setStatementMemoryLimit } from '../memory-guard.js';
import { decodeRequest, encodeReply } from './channel-codec.js';
import { READY_ID, type WorkerInit, type WorkerReply, type WorkerRequest } from './messages.js';
import { watchSequenceSession, type SequenceSessionPort } from './sequence-session-port.js';
import { REP_LEN, REP_SEQ, REQ_LEN, REQ_SEQ, channelMemory, readMessage, sendMessage } from './shared-channel.js';

/**
 * Entry point of an executor thread: hosts SQLite connections (one, or several for a pooled
 * executor, each named by the coordinator's id) and runs the requests of the coordinator in order, blocked in `Atomics.wait` between them (the thread has
 * nothing else to do, so its event loop never needs to turn). Blocking here (a long statement,
 * a busy file) never blocks the thread that serves sockets.
 */

/** Requests served before `ExecutorSetup.warmed` is called. */
const WARM_REQUESTS = 4;

const init = workerData as WorkerInit;
const mem = channelMemory(init.channel);
setStatementMemoryLimit(init.statementMemory ?? 0);
let setup: ExecutorSetup | null = null;

/** One connection this thread hosts. */
interface Hosted {
  readonly executor: Executor;
  readonly engine: Engine;
  /** Set once a function keeping session state ran on this connection (see STATEFUL). */
  readonly stateful: { held: boolean };
  /** The session sequence state in the connection's runtime (sequence-session-port.ts), and its text as last loaded or saved. */
  readonly seq: SequenceSessionPort;
  seqHeld: string;
  /** A statement telling whether the temp schema holds anything (prepared on first need). */
  temp: PreparedStatement | null;
  /** The rest of a streamed result the session has not read yet (Executor.stream). */
  stream: RowStream | null;
  /** The open stream's DataRow encoder (the `encoding` of its first next request), else null: batches go as rows. */
  encoder: BatchEncoder | null;
}

type BatchEncoder = (rows: SqlValue[][]) => Uint8Array | null;

/** A batch's reply payload: its rows, or their encoding when the stream has an encoder that took them. */
function batchOf(h: Hosted, rows: SqlValue[][]): { rows: SqlValue[][]; encoded?: { bytes: Uint8Array; count: number } } {
  const encode = h.encoder;
  if (encode === null || rows.length === 0) return { rows };
  const bytes = encode(rows);
  return bytes === null ? { rows } : { rows: [], encoded: { bytes, count: rows.length } };
}

/** The encoder of a stream request's spec (null: none, or the setup makes none). */
function encoderOf(spec: string | undefined): BatchEncoder | null {
  if (spec === undefined || setup?.dataRows === undefined) return null;
  try {
    return setup.dataRows(spec);
  } catch {
    return null;
  }
}

/** The connections of this thread, by the coordinator's ids (a thread-per-connection executor uses 0). */
const hosted = new Map<number, Hosted>();

/**
 * Runtime functions that leave session state in the connection (setseed): once one ran, the
 * connection is its session's for good (another connection would not have that state). The
 * sequence state (currval/lastval, the serial counters' bookkeeping) is not such state: it travels
 * with the session (requests and replies carry it, WorkerRequest.seq).
 */
const STATEFUL = /^pg_setseed$/;

const inTx = (h: Hosted | undefined): boolean => h?.executor.inTransaction() ?? false;

/** What a connection holds for its session after a request (a reply's `sticky` and `scratch`). */
interface Hold {
  sticky: boolean;
  scratch: boolean;
}
const NOTHING: Hold = { sticky: false, scratch: false };
const HELD: Hold = { sticky: true, scratch: false };
const SCRATCH: Hold = { sticky: true, scratch: true };

/**
 * The TEMP objects of a connection: 1 when some are the session's (temporary tables, a cursor's
 * snapshot), 0 when all are the catalog change tracking's (load-delta.ts: its table and its
 * `…_noted_i|d|u` triggers, which any connection can install again), null when there are none.
 */
const TEMP_OBJECTS = `SELECT max(name <> '_pgsqlite_catalog_changes' AND name NOT GLOB '_pgsqlite_*_noted_[idu]') FROM temp.sqlite_schema`;

/** Whether the connection holds state its session could not find on another connection, and whether only scratch state. */
function hold(h: Hosted | undefined): Hold {
  if (h === undefined) return NOTHING;
  if (h.executor.inTransaction() || h.stateful.held || h.stream !== null) return HELD;
  try {
    h.temp ??= h.engine.prepare(TEMP_OBJECTS);
    // Asked after every request: one row, read without the memory guard's row iteration.
    const row = h.temp.first !== undefined ? h.temp.first([]) : h.temp.all([])[0];
    const own = row?.[0] ?? null;
    return own === null ? NOTHING : Number(own) === 0 ? SCRATCH : HELD;
  } catch {
    return HELD;
  }
}

function reply(msg: WorkerReply): void {
  sendMessage(mem, init.overflow, msg, encodeReply, REP_LEN, REP_SEQ);
}

function failure(id: number, e: unknown, h?: Hosted): WorkerReply {
  return { id, ok: false, error: { ...toPgError(e).fields }, inTx: inTx(h), ...hold(h), ...seqChange(h) };
}

/** The session's sequence state arriving with a request (the coordinator sends it when the connection does not hold it). */
function loadSeq(h: Hosted, seq: string): void {
  h.seqHeld = '';
  h.seq.load(seq);
  h.seqHeld = seq;
}

/** The sequence state after a request, when it changed (WorkerReply.seq). */
function seqChange(h: Hosted | undefined): { seq?: string } {
  if (h === undefined) return {};
  const now = h.seq.save();
  if (now === h.seqHeld) return {};
  h.seqHeld = now;
  return { seq: now };
}

/** Wraps `engine` so that calls of STATEFUL functions mark the connection as holding session state. */
function watchState(engine: Engine, stateful: { held: boolean }): Engine {
  const define = engine.defineFunction.bind(engine);
  engine.defineFunction = (fn) => {
    if (!STATEFUL.test(fn.name)) return define(fn);
    const call = fn.call;
    define({
      ...fn,
      call: (...args) => {
        stateful.held = true;
        return call(...args);
      },
    });
  };
  return engine;
}

function open(conn: number, options: Extract<WorkerRequest, { op: 'open' }>['options']): void {
  if (hosted.has(conn)) throw new PgError('internal_error', `executor thread already has connection ${conn}`);
  const stateful = { held: false };
  const engine = watchState(nativeEngineFactory.open(options), stateful);
  const seq = watchSequenceSession(engine);
  try {
    setup?.setupEngine(engine);
  } catch (e) {
    engine.close();
    throw e;
  }
  try {
    // Interrupts reach this connection alone (stop-thread.ts): not the other sessions' connections here.
    engine.prepare('SELECT __pgsqlite_interrupt_key(?)').all([connectionInterruptKey(threadId, conn)]);
  } catch {
    // no interrupt extension: the thread is terminated instead
  }
  hosted.set(conn, { executor: createInlineExecutor(engine, { statementCacheSize: init.statementCacheSize }), engine, stateful, seq, seqHeld: '', temp: null, stream: null, encoder: null });
}

function current(conn: number): Hosted {
  const h = hosted.get(conn);
  if (h === undefined) throw new PgError('internal_error', 'executor is closed');
  return h;
}

/** `first`, then `sql`, on one connection (Executor.runAfter; two runs when it has none). */
async function runAfter(ex: Executor, first: string, sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
  if (ex.runAfter !== undefined) return ex.runAfter(first, sql, params);
  await ex.run(first, []);
  return ex.run(sql, params);
}

async function handle(req: WorkerRequest): Promise<WorkerReply> {
  const conn = req.conn ?? 0;
  const h = hosted.get(conn);
  try {
    switch (req.op) {
      case 'open':
        open(conn, req.options);
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: false, sticky: false };
      case 'run': {
        const host = current(conn);
        const ex = host.executor;
        if (req.seq !== undefined) loadSeq(host, req.seq);
        if (req.prelude !== undefined) await ex.run(req.prelude, []);
        const out = req.first === undefined ? await ex.run(req.sql, req.params) : await runAfter(ex, req.first, req.sql, req.params);
        return { id: req.id, ok: true, rows: out.rows, changes: out.changes, inTx: inTx(h), ...hold(h), ...seqChange(h) };
      }
      case 'atomic': {
        const host = current(conn);
        const ex = host.executor;
        if (req.seq !== undefined) loadSeq(host, req.seq);
        if (req.prelude !== undefined) await ex.run(req.prelude, []);
        await ex.runAtomically(req.steps);
        // The read after the steps (Executor.runAtomicallyThen): its failure leaves the steps done.
        const rows = req.then === undefined ? null : await ex.run(req.then, []).then((out) => out.rows, () => null);
        return { id: req.id, ok: true, rows, changes: 0, inTx: inTx(h), ...hold(h), ...seqChange(h) };
      }
      case 'stream': {
        const host = current(conn);
        const ex = host.executor;
        if (ex.stream === undefined) throw new PgError('internal_error', 'this executor cannot stream');
        host.stream?.close();
        host.stream = null;
        if (req.seq !== undefined) loadSeq(host, req.seq);
        host.encoder = null;
        if (req.prelude !== undefined) await ex.run(req.prelude, []);
        const { first, rest } = await ex.stream(req.sql, req.params, req.max);
        host.stream = first.done ? null : rest;
        return { id: req.id, ok: true, rows: first.rows, changes: 0, inTx: inTx(h), ...hold(h), ...seqChange(h), more: !first.done };
      }
      case 'next': {
        const host = current(conn);
        const stream = host.stream;
        if (stream === null) return { id: req.id, ok: true, rows: [], changes: 0, inTx: inTx(h), ...hold(h) };
        if (req.encoding !== undefined) host.encoder = encoderOf(req.encoding);
        let batch;
        try {
          batch = await stream.next(req.max);
        } catch (e) {
          host.stream = null;
          host.encoder = null;
          throw e;
        }
        const out = batchOf(host, batch.rows);
        if (batch.done) {
          host.stream = null;
          host.encoder = null;
        }
        return { id: req.id, ok: true, ...out, changes: 0, inTx: inTx(h), ...hold(h), ...seqChange(h), more: !batch.done };
      }
      case 'unstream': {
        const host = current(conn);
        host.stream?.close();
        host.stream = null;
        host.encoder = null;
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: inTx(h), ...hold(h) };
      }
      case 'close': {
        h?.stream?.close();
        hosted.delete(conn);
        await h?.executor.close();
        return { id: req.id, ok: true, rows: null, changes: 0, inTx: false, sticky: false };
      }
    }
  } catch (e) {
    return failure(req.id, e, hosted.get(conn));
  }
}

async function serve(): Promise<void> {
  let seen = 0;
  let served = 0;
  for (;;) {
    if (++served === WARM_REQUESTS + 1) {
      try {
        setup?.warmed?.();
      } catch {
        // a cache not written is written by a later thread
      }
    }
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
    if (init.setupModule !== null) setup = registeredExecutorSetup() ?? ((await import(init.setupModule)) as ExecutorSetup);
    reply({ id: READY_ID, ok: true, rows: null, changes: 0, inTx: false });
  } catch (e) {
    reply(failure(READY_ID, e));
    return;
  }
  await serve();
}

void start();
