import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

/**
 * DECLARE … CURSOR FOR a query with parameters over the extended protocol: Parse infers the
 * query's parameters (Bind with them was 08P01 "requires 0"), and the cursor reads them.
 * Runs on PostgreSQL too (PGSQLITE_TEST_TARGET=postgres).
 */
const target = await startTarget();
let c: pg.Client;

beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  await c.connect();
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

describe.skipIf(target === null)(`DECLARE with parameters (${target?.kind})`, () => {
  it('declare-cursor-parameters-1 one and two parameters bind and are read by FETCH', async () => {
    await c.query('BEGIN');
    await c.query('DECLARE dcp1 CURSOR FOR SELECT $1::int AS x', [5]);
    await c.query('DECLARE dcp2 CURSOR FOR SELECT g, $2::text AS t FROM generate_series(1, $1::int) g', [3, 'z']);
    expect((await c.query('FETCH ALL FROM dcp1')).rows).toEqual([{ x: 5 }]);
    expect((await c.query('FETCH 2 FROM dcp2')).rows).toEqual([{ g: 1, t: 'z' }, { g: 2, t: 'z' }]);
    await c.query('COMMIT');
  });

  it('declare-cursor-parameters-2 without its parameters (simple protocol) the query has no $1: 42P02', async () => {
    await c.query('BEGIN');
    await expect(c.query('DECLARE dcp3 CURSOR FOR SELECT $1::int AS x', [])).rejects.toMatchObject({ code: '42P02', message: 'there is no parameter $1' });
    await c.query('ROLLBACK');
  });
});
