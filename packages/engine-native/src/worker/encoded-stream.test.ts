import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Executor, ExecutorFactory, RowBatch } from '@pgsqlite/engine';
import { pooledExecutorFactory, workerExecutorFactory } from '../index.js';

// Worker threads load the compiled package (dist/): run `npx tsc -b` first (npm test does).
const setupModule = new URL('./encoded-stream.fixture.mjs', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-encoded-'));
const factories: ExecutorFactory[] = [workerExecutorFactory({ setupModule }), pooledExecutorFactory({ setupModule })];
const opened: Executor[] = [];
afterAll(async () => {
  await Promise.all(opened.map((e) => e.close()));
  for (const f of factories) await f.close?.();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
async function table(factory: ExecutorFactory): Promise<Executor> {
  const e = await factory.open({ path: join(dir, `db-${++n}.sqlite`), synchronous: 'NORMAL' });
  opened.push(e);
  await e.run('CREATE TABLE t (a INTEGER, b TEXT)', []);
  await e.run(`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 600) INSERT INTO t SELECT x, CASE WHEN x = 450 THEN 'fail' ELSE 'v' || x END FROM c`, []);
  return e;
}

/** What a batch holds: its rows as [a, b] pairs, and whether they came encoded. */
function read(batch: RowBatch): { encoded: boolean; rows: unknown[][] } {
  if (batch.encoded === undefined) return { encoded: false, rows: batch.rows.map((r) => [String(r[0]), r[1]]) };
  expect(batch.rows).toEqual([]);
  const [spec, rows] = JSON.parse(new TextDecoder().decode(batch.encoded.bytes)) as [string, unknown[][]];
  expect(spec).toBe('S');
  expect(batch.encoded.count).toBe(rows.length);
  return { encoded: true, rows };
}

describe.each(['worker', 'pooled'])('a stream with an encoding (%s executor)', (kind) => {
  const factory = factories[kind === 'worker' ? 0 : 1] as ExecutorFactory;

  it('encoded-stream-1 batches after the first come encoded by the setup\'s dataRows, in order; one it refuses comes as rows', async () => {
    const e = await table(factory);
    const { first, rest } = await (e.stream?.('SELECT a, b FROM t ORDER BY a', [], 256, 'S') ?? Promise.reject(new Error('no stream')));
    const batches = [read(first)];
    for (let done = first.done; !done; ) {
      const b = await rest.next(100);
      done = b.done;
      batches.push(read(b));
    }
    const rows = batches.flatMap((b) => b.rows);
    expect(rows).toHaveLength(600);
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
    // the first batch, and the one holding 'fail' (rows 357-456), are sent as rows
    expect(batches.map((b) => b.encoded)).toEqual([false, true, false, true, true]);
    expect(batches[2]?.rows).toContainEqual(['450', 'fail']);
  });

  it('encoded-stream-2 without an encoding, or with one the setup does not make, batches are rows', async () => {
    const e = await table(factory);
    for (const encoding of [undefined, 'none']) {
      const { first, rest } = await (e.stream?.('SELECT a, b FROM t WHERE a <= 300 ORDER BY a', [], 256, encoding) ?? Promise.reject(new Error('no stream')));
      expect(first.encoded).toBeUndefined();
      expect(first.rows).toHaveLength(256);
      const b = await rest.next(256);
      expect(b.encoded).toBeUndefined();
      expect(b.rows).toHaveLength(44);
    }
  });

  it('encoded-stream-3 a result that fits its first batch comes as rows (no encoding asked for)', async () => {
    const e = await table(factory);
    const { first } = await (e.stream?.('SELECT a, b FROM t WHERE a <= 3 ORDER BY a', [], 256, 'S') ?? Promise.reject(new Error('no stream')));
    expect(first.done).toBe(true);
    expect(read(first)).toEqual({ encoded: false, rows: [['1', 'v1'], ['2', 'v2'], ['3', 'v3']] });
  });
});
