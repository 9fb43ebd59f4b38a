import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// A session function's call cast to text or varchar among other output columns (pgx's
// TestFatalRxError: `select 1::int4, pg_sleep(10)::varchar`, ended by pg_terminate_backend from
// another session with FATAL 57P01). Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres)
// PostgreSQL 15 itself.
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

describe.skipIf(target === null)(`session functions cast to text (${target?.kind})`, () => {
  it('session-fn-cast-1: void, bool and text results in their text forms, typed text/varchar', async () => {
    const c = await connect();
    const r = await c.query("select 1::int4 as n, pg_sleep(0.01)::varchar, pg_try_advisory_lock(77)::text as got, pg_advisory_unlock(77)::varchar as freed, set_config('application_name', 'x', false)::text as app");
    expect(r.rows).toEqual([{ n: 1, pg_sleep: '', got: 'true', freed: 'true', app: 'x' }]);
    expect(r.fields.map((f) => f.dataTypeID)).toEqual([23, 1043, 25, 1043, 25]);
    // once per row, beside the row's columns
    const rows = await c.query('select n, pg_sleep(0)::text as s from generate_series(1, 3) n');
    expect(rows.rows).toEqual([1, 2, 3].map((n) => ({ n, s: '' })));
  });

  it('session-fn-cast-2: pg_terminate_backend ends the sleeping session with FATAL 57P01', async () => {
    const sleeper = await connect();
    const other = await connect();
    const pid = (await sleeper.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const sleeping = sleeper.query('select 1::int4, pg_sleep(10)::varchar').then(
      () => null,
      (e: { code?: string; severity?: string; message: string }) => e,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect((await other.query('select pg_terminate_backend($1) as t', [pid])).rows).toEqual([{ t: true }]);
    const err = await sleeping;
    expect(err?.code).toBe('57P01');
    expect(err?.severity).toBe('FATAL');
    expect(err?.message).toBe('terminating connection due to administrator command');
  });
});
