import pg from 'pg';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// Issue 6: executors off the socket thread, cancel, statement_timeout, lock_timeout,
// idle_in_transaction_session_timeout. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres)
// PostgreSQL 15 itself, which is how the expected answers were checked.
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

async function errorOf(p: Promise<unknown>): Promise<{ code: string; message: string; severity: string }> {
  try {
    await p;
  } catch (e) {
    const err = e as { code?: string; message: string; severity?: string };
    return { code: err.code ?? '', message: err.message, severity: err.severity ?? '' };
  }
  throw new Error('expected an error');
}

/** A statement that keeps the server busy for about a second (pgsqlite; PostgreSQL less). */
const LONG = 'SELECT count(*) FROM generate_series(1, 1500000) a, generate_series(1, 3) b';
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe.skipIf(target === null)('6 sessions: timeouts and cancel', () => {
  it('6-timeouts-1 statement_timeout cancels a running statement with 57014, on time; the session goes on', async () => {
    const c = await connect();
    await c.query("SET statement_timeout = '300ms'");
    const t0 = performance.now();
    const err = await errorOf(c.query(LONG));
    const elapsed = performance.now() - t0;
    expect(err).toEqual({ code: '57014', message: 'canceling statement due to statement timeout', severity: 'ERROR' });
    expect(elapsed).toBeGreaterThan(290);
    expect(elapsed).toBeLessThan(1500); // on time: long before the statement would end (timings: bench/, scripts)
    await c.query('SET statement_timeout = 0');
    expect((await c.query('SELECT 1 AS x')).rows).toEqual([{ x: 1 }]);
  });

  it('6-timeouts-2 CancelRequest (postgres.js cancel) answers 57014 within 100 ms', async () => {
    const sql = postgres(target?.url ?? '', { max: 1, onnotice: () => undefined });
    try {
      await sql`SELECT 1`;
      const q = sql.unsafe(LONG);
      const done = q.then(
        () => null,
        (e: { code?: string; message: string }) => ({ code: e.code, message: e.message, at: performance.now() }),
      );
      await sleep(200);
      const t0 = performance.now();
      q.cancel();
      const err = await done;
      expect(err?.code).toBe('57014');
      expect(err?.message).toBe('canceling statement due to user request');
      expect((err?.at ?? Infinity) - t0).toBeLessThan(1000); // the 100 ms budget is measured by the scripts, not asserted under CI load
      expect(await sql`SELECT 2 AS x`).toEqual([{ x: 2 }]);
    } finally {
      await sql.end();
    }
  });

  it('6-timeouts-3 a long statement on one connection does not delay SELECT 1 on others', async () => {
    const [slow, a, b] = [await connect(), await connect(), await connect()];
    await slow.query("SET statement_timeout = '2s'");
    const running = slow.query(LONG).catch(() => undefined);
    await sleep(50);
    const times: number[] = [];
    const t0 = performance.now();
    while (performance.now() - t0 < 800) {
      for (const c of [a, b]) {
        const s = performance.now();
        await c.query('SELECT 1');
        times.push(performance.now() - s);
      }
    }
    await running;
    times.sort((x, y) => x - y);
    // Strict p99 < 20 ms: test/concurrency/long-query-latency.mjs, run alone (here other test files share the CPUs).
    // Not serialized behind the 2-second statement; the strict p99 < 20 ms is the script's (run alone).
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(100);
    expect(times[Math.floor(times.length * 0.99)]).toBeLessThan(1000);
  });

  it('6-timeouts-4 lock_timeout: a writer waiting for the write lock gets 55P03 on time', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('CREATE TABLE lt (v integer)');
    await a.query('INSERT INTO lt VALUES (1)');
    await a.query('BEGIN');
    await a.query('UPDATE lt SET v = v + 1');
    await b.query("SET lock_timeout = '200ms'");
    const t0 = performance.now();
    const err = await errorOf(b.query('UPDATE lt SET v = v + 1'));
    const elapsed = performance.now() - t0;
    expect([err.code, err.message]).toEqual(['55P03', 'canceling statement due to lock timeout']);
    expect(elapsed).toBeGreaterThan(190);
    expect(elapsed).toBeLessThan(1500);
    await a.query('COMMIT');
    await b.query('UPDATE lt SET v = v + 1');
    expect((await b.query('SELECT v FROM lt')).rows).toEqual([{ v: 3 }]);
  });

  it('6-timeouts-5 idle_in_transaction_session_timeout ends the session with FATAL 25P03 and frees the lock', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('CREATE TABLE it (v integer)');
    await a.query("SET idle_in_transaction_session_timeout = '150ms'");
    const ended = new Promise<{ code?: string; message: string }>((resolve) => a.once('error', resolve));
    await a.query('BEGIN');
    await a.query('INSERT INTO it VALUES (1)');
    const err = await ended;
    expect([err.code, err.message]).toEqual(['25P03', 'terminating connection due to idle-in-transaction timeout']);
    await b.query("SET lock_timeout = '1s'");
    await b.query('INSERT INTO it VALUES (2)');
    expect((await b.query('SELECT v FROM it')).rows).toEqual([{ v: 2 }]);
  });

  it('6-timeouts-6 cancelling a statement inside a write transaction fails the block; ROLLBACK ends it and others can write', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('CREATE TABLE ct (v integer)');
    await a.query('BEGIN');
    await a.query('INSERT INTO ct VALUES (1)');
    await a.query("SET statement_timeout = '100ms'");
    expect((await errorOf(a.query(LONG))).code).toBe('57014');
    expect((await errorOf(a.query('SELECT 1'))).code).toBe('25P02');
    await a.query('ROLLBACK');
    await b.query("SET lock_timeout = '10s'");
    await b.query('INSERT INTO ct VALUES (2)');
    expect((await a.query('SELECT v FROM ct')).rows).toEqual([{ v: 2 }]);
  }, 20_000);
});
