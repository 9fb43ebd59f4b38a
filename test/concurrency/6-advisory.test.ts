import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorOf } from '../helpers/pg-clients.js';

// Issue 6: advisory locks (session and transaction scope, shared, try, unlock), pg_notify and
// pg_backend_pid. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const { target, connect } = await startTargetWithClients();


const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const one = async (c: pg.Client, sql: string, values?: unknown[]): Promise<unknown> => Object.values((await c.query(sql, values)).rows[0] as object)[0];

describe.skipIf(target === null)('6 advisory locks', () => {
  it('6-advisory-1 a session lock blocks others until unlocked; try does not wait; waits are FIFO and async', async () => {
    const a = await connect();
    const b = await connect();
    const r = await a.query('SELECT pg_advisory_lock(42)');
    expect([r.fields[0]?.name, r.fields[0]?.dataTypeID, r.rows[0]]).toEqual(['pg_advisory_lock', 2278, { pg_advisory_lock: '' }]);
    expect(await one(b, 'SELECT pg_try_advisory_lock(42)')).toBe(false);
    expect(await one(a, 'SELECT pg_try_advisory_lock(42)')).toBe(true);
    let got = false;
    const waiting = b.query('SELECT pg_advisory_lock($1)', [42]).then(() => (got = true));
    await sleep(100);
    expect(got).toBe(false);
    expect(await one(a, 'SELECT pg_advisory_unlock(42)')).toBe(true);
    await sleep(50);
    expect(got).toBe(false);
    expect(await one(a, 'SELECT pg_advisory_unlock(42)')).toBe(true);
    await waiting;
    expect(got).toBe(true);
    expect(await one(a, 'SELECT pg_try_advisory_lock(42)')).toBe(false);
    expect(await one(a, 'SELECT pg_try_advisory_lock(0, 42)')).toBe(true);
    await b.query('SELECT pg_advisory_unlock_all()');
    expect(await one(a, 'SELECT pg_try_advisory_lock(42)')).toBe(true);
    await a.query('SELECT pg_advisory_unlock_all()');
  });

  it('6-advisory-2 transaction locks end with the transaction; shared locks share; unlocking what one does not hold warns', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('BEGIN');
    await a.query('SELECT pg_advisory_xact_lock(7)');
    expect(await one(b, 'SELECT pg_try_advisory_lock(7)')).toBe(false);
    await a.query('COMMIT');
    expect(await one(b, 'SELECT pg_try_advisory_lock(7)')).toBe(true);
    await b.query('SELECT pg_advisory_unlock(7)');
    await a.query('SELECT pg_advisory_lock_shared(8)');
    expect(await one(b, 'SELECT pg_try_advisory_lock_shared(8)')).toBe(true);
    expect(await one(b, 'SELECT pg_try_advisory_lock(8)')).toBe(false);
    const notices: string[] = [];
    b.on('notice', (n) => notices.push(`${n.severity ?? ''} ${n.code ?? ''} ${n.message}`));
    expect(await one(b, 'SELECT pg_advisory_unlock(8)')).toBe(false);
    expect(notices).toEqual(["WARNING 01000 you don't own a lock of type ExclusiveLock"]);
    await a.query('SELECT pg_advisory_unlock_all()');
    await b.query('SELECT pg_advisory_unlock_all()');
  });

  it('6-advisory-3 a wait ends with lock_timeout (55P03) or statement_timeout (57014); a closed session releases its locks', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('SELECT pg_advisory_lock(9)');
    await b.query("SET lock_timeout = '100ms'");
    expect(await errorOf(b.query('SELECT pg_advisory_lock(9)'))).toBe('55P03 canceling statement due to lock timeout');
    await b.query('RESET lock_timeout');
    await b.query("SET statement_timeout = '100ms'");
    expect(await errorOf(b.query('SELECT pg_advisory_lock(9)'))).toBe('57014 canceling statement due to statement timeout');
    await b.query('RESET statement_timeout');
    await a.end();
    await sleep(100);
    expect(await one(b, 'SELECT pg_try_advisory_lock(9)')).toBe(true);
    await b.query('SELECT pg_advisory_unlock_all()');
  });

  it('6-advisory-4 pg_backend_pid is the BackendKeyData pid; pg_notify notifies', async () => {
    const a = await connect();
    const b = await connect();
    expect(await one(a, 'SELECT pg_backend_pid()')).toBe((a as unknown as { processID: number }).processID);
    const got: string[] = [];
    a.on('notification', (n) => got.push(`${n.channel}:${n.payload ?? ''}`));
    await a.query('LISTEN pn');
    await b.query("SELECT pg_notify('pn', 'via function')");
    for (let i = 0; i < 50 && got.length === 0; i++) await sleep(10);
    expect(got).toEqual(['pn:via function']);
  });

  it('6-advisory-5 pg_cancel_backend ends a waiting statement (57014); pg_terminate_backend ends the session (57P01); unknown pids warn', async () => {
    const holder = await connect();
    const waiter = await connect();
    const victim = await connect();
    const admin = await connect();
    await holder.query('SELECT pg_advisory_lock(11)');
    const waiting = errorOf(waiter.query('SELECT pg_advisory_lock(11)'));
    await sleep(100);
    const pid = (c: pg.Client): number => (c as unknown as { processID: number }).processID;
    expect(await one(admin, 'SELECT pg_cancel_backend($1)', [pid(waiter)])).toBe(true);
    expect(await waiting).toBe('57014 canceling statement due to user request');
    expect(await one(waiter, 'SELECT 1')).toBe(1);
    const ended = new Promise<string>((resolve) => victim.once('error', (e: Error & { code?: string }) => resolve(`${e.code ?? ''} ${e.message}`)));
    expect(await one(admin, 'SELECT pg_terminate_backend($1)', [pid(victim)])).toBe(true);
    expect(await ended).toBe('57P01 terminating connection due to administrator command');
    const notices: string[] = [];
    admin.on('notice', (n) => notices.push(`${n.code ?? ''} ${n.message}`));
    expect(await one(admin, 'SELECT pg_cancel_backend(1)')).toBe(false);
    expect(notices).toEqual(['01000 PID 1 is not a PostgreSQL backend process']);
    await holder.query('SELECT pg_advisory_unlock_all()');
  });
});
