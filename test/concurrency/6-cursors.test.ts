import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorOf } from '../helpers/pg-clients.js';

// Issue 6: DECLARE … CURSOR, FETCH, MOVE, CLOSE. Runs against pgsqlite or
// (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15, which is how the expected answers were checked.
const { target, connect } = await startTargetWithClients();


/** FETCH's values of column g, and its tag. */
async function fetchG(c: pg.Client, sql: string): Promise<[string, number[]]> {
  const r = await c.query(sql);
  return [`${r.command} ${r.rowCount ?? ''}`, r.rows.map((x: { g: number }) => x.g)];
}

describe.skipIf(target === null)('6 cursors', () => {
  it('6-cursors-1 FETCH/MOVE in every direction over a SCROLL cursor', async () => {
    const c = await connect();
    await c.query('BEGIN');
    await c.query('DECLARE c SCROLL CURSOR FOR SELECT g FROM generate_series(1, 5) g');
    expect(await fetchG(c, 'FETCH 2 FROM c')).toEqual(['FETCH 2', [1, 2]]);
    expect(await fetchG(c, 'FETCH 0 FROM c')).toEqual(['FETCH 1', [2]]);
    expect(await fetchG(c, 'FETCH BACKWARD 1 FROM c')).toEqual(['FETCH 1', [1]]);
    expect(await fetchG(c, 'FETCH ABSOLUTE -1 FROM c')).toEqual(['FETCH 1', [5]]);
    expect(await fetchG(c, 'FETCH RELATIVE -2 FROM c')).toEqual(['FETCH 1', [3]]);
    expect((await c.query('MOVE FORWARD ALL IN c')).rowCount).toBe(2);
    expect(await fetchG(c, 'FETCH PRIOR FROM c')).toEqual(['FETCH 1', [5]]);
    expect((await c.query('MOVE BACKWARD ALL IN c')).rowCount).toBe(4);
    expect(await fetchG(c, 'FETCH NEXT FROM c')).toEqual(['FETCH 1', [1]]);
    expect(await fetchG(c, 'FETCH ALL FROM c')).toEqual(['FETCH 4', [2, 3, 4, 5]]);
    expect(await fetchG(c, 'FETCH ABSOLUTE 9 FROM c')).toEqual(['FETCH 0', []]);
    expect(await fetchG(c, 'FETCH BACKWARD 2 FROM c')).toEqual(['FETCH 2', [5, 4]]);
    expect(await fetchG(c, 'FETCH LAST FROM c')).toEqual(['FETCH 1', [5]]);
    expect(await fetchG(c, 'FETCH FIRST FROM c')).toEqual(['FETCH 1', [1]]);
    expect((await c.query('MOVE ABSOLUTE 2 IN c')).rowCount).toBe(1);
    expect(await fetchG(c, 'FETCH FORWARD 2 FROM c')).toEqual(['FETCH 2', [3, 4]]);
    const r = await c.query('CLOSE c');
    expect(r.command).toBe('CLOSE');
    await c.query('COMMIT');
  });

  it('6-cursors-2 errors: 25P01 outside a block, 42P03, 34000, 55000 for NO SCROLL backward', async () => {
    const c = await connect();
    expect(await errorOf(c.query('DECLARE c CURSOR FOR SELECT 1'))).toBe('25P01 DECLARE CURSOR can only be used in transaction blocks');
    await c.query('BEGIN');
    await c.query('DECLARE c NO SCROLL CURSOR FOR SELECT g FROM generate_series(1, 3) g');
    expect(await errorOf(c.query('DECLARE c CURSOR FOR SELECT 1'))).toBe('42P03 cursor "c" already exists');
    await c.query('ROLLBACK');
    await c.query('BEGIN');
    expect(await errorOf(c.query('FETCH c'))).toBe('34000 cursor "c" does not exist');
    await c.query('ROLLBACK');
    await c.query('BEGIN');
    await c.query('DECLARE c NO SCROLL CURSOR FOR SELECT g FROM generate_series(1, 3) g');
    expect(await fetchG(c, 'FETCH 2 FROM c')).toEqual(['FETCH 2', [1, 2]]);
    expect(await errorOf(c.query('FETCH BACKWARD 1 FROM c'))).toBe('55000 cursor can only scan forward');
    await c.query('ROLLBACK');
    await c.query('BEGIN');
    expect(await errorOf(c.query('CLOSE nosuch'))).toBe('34000 cursor "nosuch" does not exist');
    await c.query('ROLLBACK');
  });

  it('6-cursors-3 WITH HOLD survives COMMIT (not a ROLLBACK); others close at the end of the transaction; CLOSE ALL', async () => {
    const c = await connect();
    await c.query('BEGIN');
    await c.query('DECLARE h CURSOR WITH HOLD FOR SELECT g FROM generate_series(1, 3) g');
    await c.query('DECLARE t CURSOR FOR SELECT 1 AS g');
    await c.query('COMMIT');
    expect(await fetchG(c, 'FETCH 1 FROM h')).toEqual(['FETCH 1', [1]]);
    expect(await errorOf(c.query('FETCH 1 FROM t'))).toBe('34000 cursor "t" does not exist');
    await c.query('BEGIN');
    await c.query('DECLARE h2 CURSOR WITH HOLD FOR SELECT 1 AS g');
    await c.query('ROLLBACK');
    expect(await errorOf(c.query('FETCH 1 FROM h2'))).toBe('34000 cursor "h2" does not exist');
    expect(await fetchG(c, 'FETCH ALL FROM h')).toEqual(['FETCH 2', [2, 3]]);
    expect((await c.query('CLOSE ALL')).command).toBe('CLOSE');
    expect(await errorOf(c.query('FETCH 1 FROM h'))).toBe('34000 cursor "h" does not exist');
  });

  it('6-cursors-4 FETCH through the extended protocol describes the cursor\'s columns', async () => {
    const c = await connect();
    await c.query('BEGIN');
    await c.query("DECLARE e CURSOR FOR SELECT g, 'x' || g AS s FROM generate_series(1, 3) g");
    const r = await c.query({ text: 'FETCH 2 FROM e', queryMode: 'extended' } as pg.QueryConfig);
    expect(r.fields.map((f) => [f.name, f.dataTypeID])).toEqual([
      ['g', 23],
      ['s', 25],
    ]);
    expect(r.rows).toEqual([
      { g: 1, s: 'x1' },
      { g: 2, s: 'x2' },
    ]);
    await c.query('COMMIT');
  });
});
