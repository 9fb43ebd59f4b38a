import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { clientSet, errorOf } from '../helpers/pg-clients.js';

// Issue 6: pg_stat_activity (live sessions, usable in WHERE and with pg_terminate_backend) and
// session functions (advisory locks, pg_notify, pg_terminate_backend) anywhere among the output
// columns of a SELECT. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const target = await startTarget();
const clients = clientSet();
afterAll(async () => {
  await clients.endAll();
  await target?.stop();
});

const connect = (app = 'activity-test'): Promise<pg.Client> => clients.connect(`${target?.url ?? ''}?application_name=${app}`);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The pg_stat_activity row of `pid`, as seen by `c`. */
async function rowOf(c: pg.Client, pid: number): Promise<Record<string, unknown> | undefined> {
  const r = await c.query('SELECT * FROM pg_stat_activity WHERE pid = $1', [pid]);
  return r.rows[0] as Record<string, unknown> | undefined;
}

describe.skipIf(target === null)('6 pg_stat_activity', () => {
  it('6-activity-1 the own row: pid, names, client address, active with the query text, times', async () => {
    const a = await connect('me');
    const r = await a.query(
      "SELECT pid = pg_backend_pid() AS me, datname, usename, application_name, client_addr, client_port > 0 AS port, state, query, backend_type, wait_event, wait_event_type, backend_start <= query_start AS bs, xact_start <= now() AS xs, datid = (SELECT oid FROM pg_database WHERE datname = current_database()) AS datid FROM pg_stat_activity WHERE pid = pg_backend_pid()",
    );
    expect(r.rows).toEqual([
      {
        me: true, datname: 'postgres', usename: 'postgres', application_name: 'me', client_addr: '127.0.0.1', port: true, state: 'active',
        query: r.rows[0]?.query as string, backend_type: 'client backend', wait_event: null, wait_event_type: null, bs: true, xs: true, datid: true,
      },
    ]);
    expect(String(r.rows[0]?.query)).toMatch(/^SELECT pid = pg_backend_pid\(\) AS me/);
    const cols = (await a.query('SELECT * FROM pg_stat_activity WHERE false')).fields.map((f) => `${f.name}:${f.dataTypeID}`);
    expect(cols.slice(0, 17).concat(cols.slice(20))).toEqual([
      'datid:26', 'datname:19', 'pid:23', 'leader_pid:23', 'usesysid:26', 'usename:19', 'application_name:25', 'client_addr:869', 'client_hostname:25',
      'client_port:23', 'backend_start:1184', 'xact_start:1184', 'query_start:1184', 'state_change:1184', 'wait_event_type:25', 'wait_event:25',
      'state:25', 'query:25', 'backend_type:25',
    ]);
  });

  it('6-activity-2 another session: idle, idle in transaction, idle in transaction (aborted); its last query; xact_start only in a transaction', async () => {
    const a = await connect();
    const b = await connect('other');
    const pid = Number((await b.query('SELECT pg_backend_pid() AS p')).rows[0]?.p);
    await b.query('SELECT 42 AS answer');
    let row = await rowOf(a, pid);
    expect([row?.state, row?.query, row?.xact_start, row?.application_name]).toEqual(['idle', 'SELECT 42 AS answer', null, 'other']);
    await b.query('BEGIN');
    await b.query('SELECT 43');
    row = await rowOf(a, pid);
    expect([row?.state, row?.query, row?.xact_start instanceof Date]).toEqual(['idle in transaction', 'SELECT 43', true]);
    expect(await errorOf(b.query('SELECT 1/0'))).toBe('22012 division by zero');
    row = await rowOf(a, pid);
    expect([row?.state, row?.query]).toEqual(['idle in transaction (aborted)', 'SELECT 1/0']);
    await b.query('ROLLBACK');
    row = await rowOf(a, pid);
    expect([row?.state, row?.query, row?.xact_start]).toEqual(['idle', 'ROLLBACK', null]);
    const n = await a.query("SELECT count(*)::int AS n FROM pg_stat_activity a JOIN pg_stat_activity b USING (pid) WHERE a.backend_type = 'client backend' AND a.pid IN ($1, pg_backend_pid())", [pid]);
    expect(n.rows[0]?.n).toBe(2);
  });

  it('6-activity-3 an extended-protocol statement shows its text; a session that is gone is no longer listed', async () => {
    const a = await connect();
    const b = await connect();
    const pid = Number((await b.query('SELECT pg_backend_pid() AS p')).rows[0]?.p);
    await b.query({ text: 'SELECT $1::int AS v', values: [7] });
    expect((await rowOf(a, pid))?.query).toBe('SELECT $1::int AS v');
    await b.end();
    await sleep(100);
    expect(await rowOf(a, pid)).toBeUndefined();
  });

  it('6-activity-4 SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE … ends the other sessions (what test tools run before DROP DATABASE)', async () => {
    const a = await connect();
    const victims = [await connect('victim'), await connect('victim')];
    const errors: string[] = [];
    for (const v of victims) v.on('error', (e: Error & { code?: string }) => errors.push(String(e.code)));
    const r = await a.query(
      "SELECT pg_terminate_backend(pid) AS t, 1 AS one FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'victim' AND pid <> pg_backend_pid() ORDER BY pid",
    );
    expect(r.rows).toEqual([{ t: true, one: 1 }, { t: true, one: 1 }]);
    expect(r.fields.map((f) => f.dataTypeID)).toEqual([16, 23]);
    await sleep(200);
    expect(errors.filter((e) => e === '57P01')).toEqual(['57P01', '57P01']);
    const left = await a.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'victim'");
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe.skipIf(target === null)('6 session functions anywhere in a SELECT', () => {
  it('6-sessfn-1 advisory locks beside other columns, with expression arguments, per row', async () => {
    const a = await connect();
    const b = await connect();
    const r = await a.query('SELECT pg_advisory_lock(1), 2 AS two, pg_try_advisory_lock(length($1::text)) AS got', ['abc']);
    expect(r.rows).toEqual([{ pg_advisory_lock: '', two: 2, got: true }]);
    expect(r.fields.map((f) => f.dataTypeID)).toEqual([2278, 23, 16]);
    const rows = await b.query('SELECT k, pg_try_advisory_lock(k) AS got FROM (VALUES (1), (3), (5)) v(k) ORDER BY k');
    expect(rows.rows).toEqual([{ k: 1, got: false }, { k: 3, got: false }, { k: 5, got: true }]);
    expect(rows.command).toBe('SELECT');
    expect(rows.rowCount).toBe(3);
    await a.query('SELECT pg_advisory_unlock_all()');
    await b.query('SELECT pg_advisory_unlock_all()');
  });

  it('6-sessfn-2 SELECT pg_notify(channel, x) FROM t notifies once per row, in order', async () => {
    const a = await connect();
    const listener = await connect();
    const got: string[] = [];
    listener.on('notification', (n) => got.push(`${n.channel}:${n.payload ?? ''}`));
    await listener.query('LISTEN sessfn');
    await a.query('CREATE TABLE sessfn_notes (i int, x text)');
    await a.query("INSERT INTO sessfn_notes VALUES (2, 'two'), (1, 'one'), (3, 'three')");
    const r = await a.query("SELECT pg_notify('sessfn', x) FROM sessfn_notes WHERE i < 3 ORDER BY i");
    expect(r.rowCount).toBe(2);
    await sleep(100);
    expect(got).toEqual(['sessfn:one', 'sessfn:two']);
  });

  it('6-sessfn-3 hashtext (PostgreSQL\'s hash_bytes) as an advisory-lock key', async () => {
    const a = await connect();
    const b = await connect();
    const r = await a.query("SELECT hashtext('x') AS h, hashtext('') AS e, hashtext('ünïcödé and a longer string of more than twenty-four bytes') AS u, pg_try_advisory_lock(hashtext('x')) AS got");
    expect(r.rows).toEqual([{ h: 1074944137, e: -1477818771, u: -1963978557, got: true }]);
    expect((await b.query('SELECT pg_try_advisory_lock($1) AS got', [1074944137])).rows).toEqual([{ got: false }]);
    await a.query('SELECT pg_advisory_unlock_all()');
  });
});
