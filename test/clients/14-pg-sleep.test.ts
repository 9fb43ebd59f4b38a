import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// pg_sleep, pg_sleep_for and pg_sleep_until with node-postgres: real waits that end early on a
// CancelRequest or statement_timeout (57014), sleep once per row, and leave other sessions
// alone. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
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

async function errorOf(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (e) {
    const err = e as { code?: string; message: string };
    return { code: err.code ?? '', message: err.message };
  }
  throw new Error('expected an error');
}

async function timed<T>(p: Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const v = await p;
  return [v, performance.now() - t0];
}

describe.skipIf(target === null)('pg_sleep', () => {
  it('pg-sleep-waits sleeps for the time asked, in every form, and returns void', async () => {
    const c = await connect();
    const [r, ms] = await timed(c.query('SELECT pg_sleep(0.2) AS s'));
    expect(r.rows).toEqual([{ s: '' }]);
    expect(r.fields[0]?.dataTypeID).toBe(2278);
    expect(ms).toBeGreaterThanOrEqual(190);
    const [, forMs] = await timed(c.query("SELECT pg_sleep_for('150 milliseconds')"));
    expect(forMs).toBeGreaterThanOrEqual(140);
    const [, untilMs] = await timed(c.query("SELECT pg_sleep_until(clock_timestamp() + interval '0.15 s')"));
    expect(untilMs).toBeGreaterThanOrEqual(140);
    const [, pastMs] = await timed(c.query("SELECT pg_sleep_until('2000-01-01'), pg_sleep(-1), pg_sleep(NULL), pg_sleep_for(NULL)"));
    expect(pastMs).toBeLessThan(1000);
  });

  it('pg-sleep-per-row sleeps once per row of a query over rows', async () => {
    const c = await connect();
    const [r, ms] = await timed(c.query('SELECT g, pg_sleep(0.1) FROM generate_series(1, 3) g'));
    expect(r.rows.map((x: { g: number }) => x.g)).toEqual([1, 2, 3]);
    expect(ms).toBeGreaterThanOrEqual(290);
  });

  it('pg-sleep-statement-timeout ends the sleep with 57014 on time; the session goes on', async () => {
    const c = await connect();
    await c.query("SET statement_timeout = '200ms'");
    const [err, ms] = await timed(errorOf(c.query('SELECT pg_sleep(30)')));
    expect(err).toEqual({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(ms).toBeLessThan(5000);
    await c.query('SET statement_timeout = 0');
    expect((await c.query('SELECT 1 AS x')).rows).toEqual([{ x: 1 }]);
  });

  it('pg-sleep-cancel a CancelRequest ends the sleep with 57014 at once', async () => {
    const c = await connect();
    const pid = (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    const other = await connect();
    const sleeping = errorOf(c.query('SELECT pg_sleep(30)'));
    await new Promise((r) => setTimeout(r, 200));
    const t0 = performance.now();
    expect((await other.query('SELECT pg_cancel_backend($1) AS ok', [pid])).rows).toEqual([{ ok: true }]);
    const err = await sleeping;
    expect(err).toEqual({ code: '57014', message: 'canceling statement due to user request' });
    expect(performance.now() - t0).toBeLessThan(3000);
    expect((await c.query('SELECT 2 AS x')).rows).toEqual([{ x: 2 }]);
  });

  it('pg-sleep-others-unblocked other sessions run while one sleeps, in or out of a transaction', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query('CREATE TEMP TABLE nap (x int)');
    const sleeping = a.query('SELECT pg_sleep(1)');
    await new Promise((r) => setTimeout(r, 100));
    const [r, ms] = await timed(b.query('SELECT 3 AS x'));
    expect(r.rows).toEqual([{ x: 3 }]);
    expect(ms).toBeLessThan(700);
    await sleeping;
    await a.query('COMMIT');
  });
});
