import type { EncodedRows, OpenOptions, SqlValue } from '@pgsqlite/engine';
import type { PgErrorFields } from '@pgsqlite/errors';
import type { MessagePort } from 'node:worker_threads';

/**
 * The messages between a worker executor (coordinator side) and its thread. Requests are
 * answered in order, one reply each, with the same id.
 */
export type WorkerRequest =
  | { op: 'open'; id: number; conn?: number; options: OpenOptions }
  | { op: 'run'; id: number; conn?: number; sql: string; params: readonly SqlValue[]; first?: string; prelude?: string; seq?: string }
  /** `then`: a read run after the steps succeeded (Executor.runAtomicallyThen); its rows are the reply's, null when it failed. */
  | { op: 'atomic'; id: number; conn?: number; steps: readonly string[]; prelude?: string; seq?: string; then?: string }
  | { op: 'close'; id: number; conn?: number }
  /** Starts a streamed read (Executor.stream): the reply carries up to `max` rows and `more`. */
  | { op: 'stream'; id: number; conn?: number; sql: string; params: readonly SqlValue[]; max: number; prelude?: string; seq?: string }
  /**
   * The next batch of the connection's open stream. `encoding` (the stream's first next): this
   * batch and the stream's later ones are answered `encoded` by the setup's dataRows encoder.
   */
  | { op: 'next'; id: number; conn?: number; max: number; encoding?: string }
  /** Closes the connection's open stream. */
  | { op: 'unstream'; id: number; conn?: number };

/**
 * A reply; `inTx` is the connection's transaction state after the request. `sticky`: the
 * connection now holds state of its session that another connection could not give it — an open
 * transaction, temporary objects (temp schema), or runtime session state (currval/lastval,
 * setseed, serial-counter bookkeeping) — so the session must stay on it. `scratch`: what makes it
 * sticky is only state the server can make again on any connection (the catalog change tracking's
 * TEMP triggers): losing the connection loses nothing of the session's.
 *
 * A thread may host several connections (`conn`, default 0): requests name the one they are for.
 * `prelude` runs first on that connection (server-owned SQL re-establishing the session's
 * runtime settings when the connection served another session last). `seq` (requests and replies)
 * is the session's sequence state (sequence-session-port.ts): a request carries it when the
 * connection does not hold it already; a reply, when the request changed it.
 */
export type WorkerReply =
  | { id: number; ok: true; rows: SqlValue[][] | null; changes: number; inTx: boolean; sticky?: boolean; scratch?: boolean; more?: boolean; encoded?: EncodedRows; seq?: string }
  | { id: number; ok: false; error: PgErrorFields; inTx: boolean; sticky?: boolean; scratch?: boolean; seq?: string };

/** What a worker thread is started with. */
export interface WorkerInit {
  /** URL of a module exporting `setupEngine(engine)`, run on every connection the thread opens. */
  setupModule: string | null;
  statementCacheSize: number;
  /** The per-statement memory guard in bytes (memory-guard.ts); 0: off. */
  statementMemory?: number;
  /** Shared memory of the request/reply channel (see shared-channel.ts). */
  channel: SharedArrayBuffer;
  /** The thread's end of the port carrying messages too large for the channel's area. */
  overflow: MessagePort;
}

/** Id of the reply a thread sends once its setup module is loaded. */
export const READY_ID = 0;

/** The settings a factory gives every thread it starts (the channel is made per thread). */
export type WorkerSettings = Pick<WorkerInit, 'setupModule' | 'statementCacheSize' | 'statementMemory'>;
