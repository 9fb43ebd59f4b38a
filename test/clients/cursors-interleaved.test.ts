import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * Several cursors open at once on one session, each read after the next one was declared (the
 * regression suite's portals_p2): every cursor returns its own query's rows. A connection holds
 * one streaming statement, so opening another reads the open one's rest first; cursors declared
 * with rows computed on demand returned the last-declared query's rows before that (silent).
 */

let target: TestTarget | null = null;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => target?.stop());

it('cursors-interleaved: each open cursor returns its own rows', async () => {
  const client = new pg.Client({ host: target!.host, port: target!.port, user: 'postgres', database: 'postgres' });
  await client.connect();
  const col = async (sql: string): Promise<number[]> => (await client.query({ text: sql, rowMode: 'array' })).rows.map((r: unknown[]) => Number(r[0]));
  try {
    await client.query('CREATE TEMP TABLE ci_t AS SELECT g AS a FROM generate_series(1, 3000) g');
    await client.query('BEGIN');
    await client.query('DECLARE c1 CURSOR FOR SELECT a FROM ci_t WHERE a = 50');
    await client.query('DECLARE c2 CURSOR FOR SELECT a FROM ci_t WHERE a = 51');
    await client.query('DECLARE c3 CURSOR FOR SELECT a FROM ci_t ORDER BY a');
    expect(await col('FETCH 2 IN c3')).toEqual([1, 2]);
    await client.query('DECLARE c4 CURSOR FOR SELECT a FROM ci_t ORDER BY a DESC');
    expect(await col('FETCH ALL IN c1')).toEqual([50]);
    expect(await col('FETCH ALL IN c2')).toEqual([51]);
    expect(await col('FETCH 2 IN c4')).toEqual([3000, 2999]);
    expect(await col('FETCH 2 IN c3')).toEqual([3, 4]);
    await client.query('MOVE 2990 IN c3');
    expect(await col('FETCH ALL IN c3')).toEqual([2995, 2996, 2997, 2998, 2999, 3000]);
    expect(await col('FETCH 1 IN c4')).toEqual([2998]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
});
