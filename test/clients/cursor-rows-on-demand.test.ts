import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// A cursor computes its rows when FETCH reaches them, as PostgreSQL's portal runs its plan:
// psycopg2's named cursors (itersize) rely on it (test_extras_dictcursor's *NotGreedy tests).
// Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
const target = await startTarget();
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await target?.stop();
});

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  await c.connect();
  clients.push(c);
  return c;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const stamps = (r: pg.QueryResult): number[] => r.rows.map((x: { ts: Date }) => x.ts.getTime());

describe.skipIf(target === null)('cursor rows on demand', () => {
  it('cursor-fetch-computes-rows-at-fetch: FETCH n evaluates n rows, the rest later', async () => {
    const c = await connect();
    await c.query('BEGIN');
    await c.query('DECLARE c NO SCROLL CURSOR FOR SELECT clock_timestamp() AS ts FROM generate_series(1, 5)');
    await sleep(60);
    const first = stamps(await c.query('FETCH FORWARD 2 FROM c'));
    await sleep(60);
    const second = stamps(await c.query('FETCH FORWARD 2 FROM c'));
    await sleep(60);
    const rest = await c.query('FETCH ALL FROM c');
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(rest.rows).toHaveLength(1);
    // rows of one FETCH together; each FETCH after the pause before it
    expect((first[1] ?? 0) - (first[0] ?? 0)).toBeLessThan(40);
    expect((second[0] ?? 0) - (first[1] ?? 0)).toBeGreaterThanOrEqual(50);
    expect((stamps(rest)[0] ?? 0) - (second[1] ?? 0)).toBeGreaterThanOrEqual(50);
    await c.query('COMMIT');
  });

  it('cursor-fetch-sees-declare-snapshot: rows written after DECLARE stay out of a cursor', async () => {
    const c = await connect();
    await c.query('CREATE TEMP TABLE cur_snap (id int)');
    await c.query('INSERT INTO cur_snap SELECT generate_series(1, 3)');
    await c.query('BEGIN');
    await c.query('DECLARE s CURSOR FOR SELECT id FROM cur_snap ORDER BY id');
    const one = await c.query('FETCH 1 FROM s');
    await c.query('INSERT INTO cur_snap VALUES (4)');
    const rest = await c.query('FETCH ALL FROM s');
    expect([...one.rows, ...rest.rows].map((r: { id: number }) => r.id)).toEqual([1, 2, 3]);
    await c.query('COMMIT');
  });

  it('cursor-errors-at-fetch: a row that fails is an error of the FETCH that reaches it', async () => {
    const c = await connect();
    await c.query('BEGIN');
    await c.query('DECLARE e CURSOR FOR SELECT 10 / (3 - g) AS q FROM generate_series(1, 5) g');
    const ok = await c.query('FETCH 2 FROM e');
    expect(ok.rows.map((r: { q: number }) => r.q)).toEqual([5, 10]);
    await expect(c.query('FETCH 1 FROM e')).rejects.toMatchObject({ code: '22012' });
    await c.query('ROLLBACK');
  });
});
