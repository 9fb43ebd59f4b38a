import { describe, expect, it } from 'vitest';
import type { RowBatch, RowStream, SqlValue } from '@pgsqlite/engine';
import { StreamSource } from './result-source.js';

/** A stream over `total` rows that records each request and can fail at a batch. */
function fakeStream(total: number, failAt = -1): { rest: RowStream; asked: number[]; closed: () => boolean } {
  let at = 0;
  let calls = 0;
  let closed = false;
  const asked: number[] = [];
  const rest: RowStream = {
    async next(max: number): Promise<RowBatch> {
      asked.push(max);
      if (calls++ === failAt) throw new Error('row failed');
      const rows: SqlValue[][] = [];
      while (rows.length < max && at < total) rows.push([at++]);
      return { rows, done: at >= total };
    },
    close() {
      closed = true;
    },
  };
  return { rest, asked, closed: () => closed };
}

const first = (n: number): RowBatch => ({ rows: Array.from({ length: n }, (_, i) => [-(i + 1)]), done: false });

describe('StreamSource read-ahead', () => {
  it('asks for the next batch as soon as one is handed out, only when told to read ahead', async () => {
    const { rest, asked } = fakeStream(600);
    const src = new StreamSource(first(2), rest, (e) => e);
    expect(await src.take(1024)).toHaveLength(2);
    expect(asked).toEqual([]); // no read-ahead without the flag (a cursor, a row-limited Execute)
    const f2 = fakeStream(600);
    const piped = new StreamSource(first(2), f2.rest, (e) => e);
    expect(await piped.take(1024, true)).toHaveLength(2);
    expect(f2.asked).toEqual([256]); // the executor reads batch 2 while batch 1 is sent
    let rows = 2;
    for (;;) {
      const batch = await piped.take(1024, true);
      if (batch.length === 0) break;
      rows += batch.length;
    }
    expect(rows).toBe(602);
    expect(piped.done).toBe(true);
    expect(f2.asked.every((n) => n === 256)).toBe(true);
  });

  it('an error of the batch read ahead is raised by the take that reaches it, after the rows before it', async () => {
    const f = fakeStream(600, 1);
    const src = new StreamSource(first(3), f.rest, (e) => new Error(`refined: ${(e as Error).message}`));
    expect(await src.take(1024, true)).toHaveLength(3);
    expect(await src.take(1024, true)).toHaveLength(256);
    await expect(src.take(1024, true)).rejects.toThrow('refined: row failed');
  });

  it('close drops the batch read ahead and closes the stream; detach keeps its rows', async () => {
    const f = fakeStream(600);
    const src = new StreamSource(first(2), f.rest, (e) => e);
    await src.take(1024, true);
    src.close();
    expect(f.closed()).toBe(true);
    expect(await src.take(1024, true)).toEqual([]);

    const g = fakeStream(300);
    const kept = new StreamSource(first(2), g.rest, (e) => e);
    expect(await kept.take(1, true)).toHaveLength(1);
    await kept.detach();
    const rest: SqlValue[][] = [];
    for (;;) {
      const batch = await kept.take(1024);
      if (batch.length === 0) break;
      rest.push(...batch);
    }
    expect(rest.map((r) => r[0])).toEqual([-2, ...Array.from({ length: 300 }, (_, i) => i)]);
  });
});
