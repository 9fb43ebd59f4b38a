import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// DISCARD ALL / TEMP with node-postgres: what a connection pooler sends between clients
// (pgbouncer's server_reset_query) must leave nothing of one client for the next. Runs against
// pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
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

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as { code?: string }).code ?? '';
  }
  return 'no error';
}

describe.skipIf(target === null)('DISCARD', () => {
  it('discard-all-forgets-session-state: settings, prepared statements, temp tables, cursors, advisory locks, listens', async () => {
    const c = await connect();
    await c.query("SET work_mem = '64kB'");
    await c.query("SET search_path = pg_catalog");
    await c.query('PREPARE discard_p AS SELECT 1');
    await c.query('CREATE TEMP TABLE discard_tt (a int)');
    await c.query('SELECT pg_advisory_lock(4242)');
    await c.query('LISTEN discard_chan');
    await c.query('BEGIN');
    await c.query('DECLARE discard_c CURSOR WITH HOLD FOR SELECT 1');
    await c.query('COMMIT');
    expect((await c.query('DISCARD ALL')).command).toBe('DISCARD');
    expect((await c.query('SHOW work_mem')).rows).toEqual([{ work_mem: '4MB' }]);
    expect((await c.query('SHOW search_path')).rows).toEqual([{ search_path: '"$user", public' }]);
    expect(await codeOf(c.query('EXECUTE discard_p'))).toBe('26000');
    expect(await codeOf(c.query('SELECT * FROM discard_tt'))).toBe('42P01');
    expect(await codeOf(c.query('FETCH discard_c'))).toBe('34000');
    const other = await connect();
    expect((await other.query('SELECT pg_try_advisory_lock(4242) AS got')).rows).toEqual([{ got: true }]);
    await other.query('SELECT pg_advisory_unlock(4242)');
    // the names are free again
    await c.query('PREPARE discard_p AS SELECT 2');
    await c.query('CREATE TEMP TABLE discard_tt (a int)');
  });

  it('discard-temp-drops-temporary-tables, also inside a transaction block (DISCARD ALL is 25001 there)', async () => {
    const c = await connect();
    await c.query('CREATE TEMP TABLE discard_t2 (a int)');
    await c.query('BEGIN');
    expect((await c.query('DISCARD TEMP')).command).toBe('DISCARD');
    expect(await codeOf(c.query('DISCARD ALL'))).toBe('25001');
    await c.query('ROLLBACK');
    expect((await c.query('SELECT count(*)::int AS n FROM discard_t2')).rows).toEqual([{ n: 0 }]);
    await c.query('DISCARD TEMP');
    expect(await codeOf(c.query('SELECT * FROM discard_t2'))).toBe('42P01');
  });
});
