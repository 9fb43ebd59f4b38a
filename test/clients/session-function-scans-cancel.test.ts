import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// pgx's TestStmtExecContextCancel: a prepared `INSERT … SELECT $1 FROM pg_sleep(5)` cancelled
// after 100 ms ends at once with 57014, inserts nothing, and the connection stays usable.
// Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
const target = await startTarget();
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await target?.stop();
});

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  c.on('error', () => undefined);
  await c.connect();
  clients.push(c);
  return c;
}

describe.skipIf(target === null)('session functions in FROM', () => {
  it('session-function-scan-cancel: a sleep in FROM ends with 57014 on statement_timeout and on CancelRequest', async () => {
    const c = await connect();
    await c.query('CREATE TEMP TABLE sfc (id int PRIMARY KEY)');
    await c.query('SET statement_timeout = 100');
    const t0 = performance.now();
    await expect(c.query({ name: 'sleepy', text: 'INSERT INTO sfc (id) SELECT $1::int4 FROM pg_sleep(5)', values: [42] })).rejects.toMatchObject({ code: '57014' });
    expect(performance.now() - t0).toBeLessThan(2000);
    await c.query('RESET statement_timeout');
    const other = await connect();
    const running = c.query('SELECT * FROM pg_sleep(5)');
    await new Promise((r) => setTimeout(r, 150));
    const pid = (c as unknown as { processID: number }).processID;
    await other.query('SELECT pg_cancel_backend($1)', [pid]);
    await expect(running).rejects.toMatchObject({ code: '57014' });
    expect((await c.query('SELECT count(*)::int AS n FROM sfc')).rows).toEqual([{ n: 0 }]);
    const done = await c.query({ text: 'INSERT INTO sfc (id) SELECT $1::int4 FROM pg_sleep(0.01) RETURNING id', values: [7] });
    expect(done.rows).toEqual([{ id: 7 }]);
  }, 20_000);
});
