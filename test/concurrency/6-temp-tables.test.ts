import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorOf } from '../helpers/pg-clients.js';

// Issue 6: temporary tables per connection (CREATE TEMP TABLE, ON COMMIT, pg_temp in the search
// path, dropped at disconnect). Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const { target, connect } = await startTargetWithClients();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const rows = async (c: pg.Client, sql: string): Promise<unknown[]> => (await c.query({ text: sql, rowMode: 'array' })).rows;

describe.skipIf(target === null)('6 temporary tables', () => {
  it('6-temp-1 a temporary table is private to its session, shadows a permanent one, and ends with the session', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('CREATE TABLE shadowed (a int)');
    await a.query('INSERT INTO shadowed VALUES (1)');
    await a.query('CREATE TEMP TABLE shadowed (b text)');
    await a.query("INSERT INTO shadowed VALUES ('temp')");
    expect(await rows(a, 'SELECT * FROM shadowed')).toEqual([['temp']]);
    expect(await rows(a, 'SELECT * FROM public.shadowed')).toEqual([[1]]);
    expect(await rows(b, 'SELECT * FROM shadowed')).toEqual([[1]]);
    await b.query('CREATE TEMPORARY TABLE mine (x int)');
    expect(await errorOf(a.query('SELECT * FROM mine'))).toBe('42P01 relation "mine" does not exist');
    const schema = (await a.query("SELECT n.nspname AS s, c.relpersistence AS p FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname = 'shadowed' AND pg_table_is_visible(c.oid)")).rows[0] as { s: string; p: string };
    expect(schema.s).toMatch(/^pg_temp_\d+$/);
    expect(schema.p).toBe('t');
    expect((await a.query("SELECT relpersistence AS p FROM pg_class WHERE oid = 'public.shadowed'::regclass")).rows).toEqual([{ p: 'p' }]);
    // A new table without TEMP still goes to public.
    await a.query('CREATE TABLE perm_after_temp (x int)');
    expect(await rows(b, 'SELECT count(*)::int FROM perm_after_temp')).toEqual([[0]]);
    await a.end();
    await sleep(200);
    expect(await rows(b, `SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = '${schema.s}'`)).toEqual([[0]]);
    expect(await rows(b, 'SELECT * FROM shadowed')).toEqual([[1]]);
  });

  it('6-temp-2 ON COMMIT DROP and DELETE ROWS; PRESERVE ROWS is the default; rollback undoes CREATE TEMP', async () => {
    const c = await connect();
    await c.query('BEGIN');
    await c.query('CREATE TEMP TABLE oc_drop (x int) ON COMMIT DROP');
    await c.query('INSERT INTO oc_drop VALUES (1)');
    expect(await rows(c, 'SELECT * FROM oc_drop')).toEqual([[1]]);
    await c.query('COMMIT');
    expect(await errorOf(c.query('SELECT * FROM oc_drop'))).toBe('42P01 relation "oc_drop" does not exist');
    await c.query('CREATE TEMP TABLE oc_del (x int) ON COMMIT DELETE ROWS');
    await c.query('INSERT INTO oc_del VALUES (1)');
    expect(await rows(c, 'SELECT count(*)::int FROM oc_del')).toEqual([[0]]);
    await c.query('BEGIN');
    await c.query('INSERT INTO oc_del VALUES (1), (2)');
    expect(await rows(c, 'SELECT count(*)::int FROM oc_del')).toEqual([[2]]);
    await c.query('COMMIT');
    expect(await rows(c, 'SELECT count(*)::int FROM oc_del')).toEqual([[0]]);
    await c.query('CREATE TEMP TABLE oc_keep (x int) ON COMMIT PRESERVE ROWS');
    await c.query('INSERT INTO oc_keep VALUES (1)');
    expect(await rows(c, 'SELECT count(*)::int FROM oc_keep')).toEqual([[1]]);
    await c.query('BEGIN');
    await c.query('CREATE TEMP TABLE rolled_back (x int)');
    await c.query('ROLLBACK');
    expect(await errorOf(c.query('SELECT * FROM rolled_back'))).toBe('42P01 relation "rolled_back" does not exist');
  });

  it('6-temp-3 errors as PostgreSQL: ON COMMIT on a permanent table, TEMP in another schema; pg_temp.name works', async () => {
    const c = await connect();
    expect(await errorOf(c.query('CREATE TABLE oc_perm (x int) ON COMMIT DROP'))).toBe('42P16 ON COMMIT can only be used on temporary tables');
    expect(await errorOf(c.query('CREATE TEMP TABLE public.tmp_in_public (x int)'))).toBe('42P16 cannot create temporary relation in non-temporary schema');
    await c.query('CREATE TEMP TABLE pg_temp.qualified (x int)');
    await c.query('INSERT INTO qualified VALUES (5)');
    expect(await rows(c, 'SELECT * FROM qualified')).toEqual([[5]]);
    expect(await errorOf(c.query('CREATE TEMP TABLE qualified (y int)'))).toBe('42P07 relation "qualified" already exists');
  });
});
