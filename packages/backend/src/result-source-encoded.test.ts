import { describe, expect, it } from 'vitest';
import { PIPELINE_BATCH_ROWS, STREAM_BATCH_ROWS, type EncodedRows, type RowBatch, type RowStream, type SqlValue } from '@pgsqlite/engine';
import { StreamSource, type RowChunk } from './result-source.js';

/** A stream whose batches are given: rows, or encoded rows (EncodedStreaming). */
function scripted(batches: RowBatch[]): { rest: RowStream; asked: number[] } {
  const asked: number[] = [];
  const rest: RowStream = {
    async next(max: number): Promise<RowBatch> {
      asked.push(max);
      return batches.shift() ?? { rows: [], done: true };
    },
    close() {},
  };
  return { rest, asked };
}

const enc = (count: number, tag: number): EncodedRows => ({ count, bytes: new Uint8Array([tag]) });
const rows = (...ids: number[]): SqlValue[][] => ids.map((i) => [i]);

/** What a chunk is, for comparison: the row ids, or `enc <tag> x<count>`. */
const show = (c: RowChunk): string => (Array.isArray(c) ? c.map((r) => String(r[0])).join(',') : `enc ${c.bytes[0]} x${c.count}`);

async function drain(src: StreamSource, n = 1024): Promise<string[]> {
  const out: string[] = [];
  for (;;) {
    const c = await src.takeChunk(n, true);
    if (Array.isArray(c) && c.length === 0) return out;
    out.push(show(c));
  }
}

describe('StreamSource with encoded batches', () => {
  it('encoded-source-1 encoded batches and row batches come out in order; taken counts both', async () => {
    const { rest } = scripted([
      { rows: [], encoded: enc(256, 2), done: false },
      { rows: rows(7, 8), done: false },
      { rows: [], encoded: enc(10, 3), done: true },
    ]);
    const src = new StreamSource({ rows: [], encoded: enc(256, 1), done: false }, rest, (e) => e);
    expect(await drain(src)).toEqual(['enc 1 x256', 'enc 2 x256', '7,8', 'enc 3 x10']);
    expect(src.taken).toBe(524);
    expect(src.done).toBe(true);
  });

  it('encoded-source-2 a first batch that is the whole result, encoded, is handed out once', async () => {
    const { rest, asked } = scripted([]);
    const src = new StreamSource({ rows: [], encoded: enc(3, 9), done: true }, rest, (e) => e);
    expect(src.done).toBe(false);
    expect(await drain(src)).toEqual(['enc 9 x3']);
    expect(asked).toEqual([]);
    expect(src.done).toBe(true);
  });

  it('encoded-source-3 detach keeps the order of what it read; take refuses an encoded batch', async () => {
    const { rest } = scripted([
      { rows: rows(3, 4), done: false },
      { rows: [], encoded: enc(5, 2), done: false },
      { rows: rows(9), done: true },
    ]);
    const src = new StreamSource({ rows: rows(1, 2), done: false }, rest, (e) => e);
    expect(show(await src.takeChunk(1))).toBe('1');
    await src.detach();
    expect(await drain(src)).toEqual(['2', '3,4', 'enc 2 x5', '9']);
    const other = new StreamSource({ rows: [], encoded: enc(1, 1), done: true }, scripted([]).rest, (e) => e);
    await expect(other.take(10)).rejects.toThrow('encoded');
  });

  it('encoded-source-4 a take of n rows asks the stream for at most n (a cursor FETCH computes only those)', async () => {
    const { rest, asked } = scripted([{ rows: rows(1, 2), done: false }, { rows: rows(3), done: true }]);
    const src = new StreamSource({ rows: [], done: false }, rest, (e) => e);
    expect(show(await src.takeChunk(2))).toBe('1,2');
    expect(await src.take(1)).toEqual(rows(3));
    expect(asked).toEqual([2, 1]);
  });

  it('encoded-source-5 read ahead: pipeline batches after rows, stream batches after an encoded batch', async () => {
    const { rest, asked } = scripted([
      { rows: [], encoded: enc(256, 2), done: false },
      { rows: rows(7), done: false },
      { rows: [], encoded: enc(10, 3), done: true },
    ]);
    const src = new StreamSource({ rows: rows(1, 2), done: false }, rest, (e) => e);
    expect(await drain(src)).toEqual(['1,2', 'enc 2 x256', '7', 'enc 3 x10']);
    expect(asked).toEqual([PIPELINE_BATCH_ROWS, STREAM_BATCH_ROWS, PIPELINE_BATCH_ROWS]);
  });
});
