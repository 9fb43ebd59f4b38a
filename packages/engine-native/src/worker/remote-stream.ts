import type { RowBatch, RowStream, SqlValue } from '@pgsqlite/engine';
import type { ThreadResult } from './worker-thread.js';

/** The stream requests an executor sends to its thread (WorkerRequest 'stream' / 'next' / 'unstream'). */
export type StreamRequest =
  | { op: 'stream'; sql: string; params: readonly SqlValue[]; max: number }
  | { op: 'next'; max: number; encoding?: string }
  | { op: 'unstream' };

/**
 * The coordinator's end of a statement streaming on an executor thread: each `next` is one
 * request for a batch; `close` sends `unstream` (once), which the executor awaits before its
 * next request (`closing`), so the connection is free again by then.
 */
export async function openRemoteStream(
  send: (req: StreamRequest) => Promise<ThreadResult>,
  onClosing: (done: Promise<unknown>) => void,
  sql: string,
  params: readonly SqlValue[],
  max: number,
  encoding?: string,
): Promise<{ first: RowBatch; rest: RowStream }> {
  const opened = await send({ op: 'stream', sql, params, max });
  let done = opened.more !== true;
  // The first batch goes as rows (its encoding would cost a small result more than it saves, and
  // the server thread encodes it while the thread reads the next); the first next asks for the rest encoded.
  let pending = encoding;
  const rest: RowStream = {
    async next(n) {
      if (done) return { rows: [], done: true };
      try {
        const spec = pending;
        pending = undefined;
        const r = await send(spec === undefined ? { op: 'next', max: n } : { op: 'next', max: n, encoding: spec });
        done = r.more !== true;
        return batchOf(r, done);
      } catch (e) {
        done = true;
        throw e;
      }
    },
    close() {
      if (done) return;
      done = true;
      const closing = send({ op: 'unstream' }).catch(() => undefined);
      onClosing(closing);
    },
  };
  return { first: batchOf(opened, done), rest };
}

/** A reply as a batch: its rows, or their encoding. */
function batchOf(r: ThreadResult, done: boolean): RowBatch {
  return r.encoded === undefined ? { rows: r.rows ?? [], done } : { rows: [], done, encoded: r.encoded };
}
