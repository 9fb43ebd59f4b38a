import type { RowBatch, RowStream, SqlValue } from '@pgsqlite/engine';
import type { ThreadResult } from './worker-thread.js';

/** The stream requests an executor sends to its thread (WorkerRequest 'stream' / 'next' / 'unstream'). */
export type StreamRequest =
  | { op: 'stream'; sql: string; params: readonly SqlValue[]; max: number; encoding?: string }
  | { op: 'next'; max: number }
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
  const opened = await send(encoding === undefined ? { op: 'stream', sql, params, max } : { op: 'stream', sql, params, max, encoding });
  let done = opened.more !== true;
  const rest: RowStream = {
    async next(n) {
      if (done) return { rows: [], done: true };
      try {
        const r = await send({ op: 'next', max: n });
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
