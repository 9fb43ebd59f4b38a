import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPgsqlite } from '../../src/index.js';

// Issue 5: CREATE FUNCTION … LANGUAGE sql is stored in the database file: other sessions see it
// once committed, a server reopening the file still has it, DROP FUNCTION removes it.
const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-sqlfn-'));
const servers: { close(): Promise<void> }[] = [];

async function start(): Promise<string> {
  const server = await startPgsqlite({ port: 0, dataDir });
  servers.push(server);
  return server.url;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function rows(c: pg.Client, sql: string, values: unknown[] = []): Promise<unknown[][]> {
  return (await c.query({ text: sql, values, rowMode: 'array' })).rows as unknown[][];
}

afterAll(async () => {
  for (const s of servers.splice(0)) await s.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SQL functions (pgsqlite, file database)', () => {
  it('sqlfn-1 a function created and committed in one session is callable in another', async () => {
    const url = await start();
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    try {
      await withClient(url, async (b) => {
        await a.query('BEGIN');
        await a.query(`CREATE FUNCTION add_tax(amount numeric, rate numeric DEFAULT 0.2) RETURNS numeric LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT round(amount * (1 + rate), 2) $$`);
        expect(await rows(a, 'SELECT add_tax(10)')).toEqual([['12.00']]);
        await a.query('COMMIT');
        expect(await rows(b, 'SELECT add_tax(10), add_tax(10, 0.5), add_tax(NULL), add_tax(rate => 0, amount => $1)', ['3.333'])).toEqual([['12.00', '15.00', null, '3.33']]);
      });
    } finally {
      await a.end();
    }
  });

  it('sqlfn-2 the function survives a restart on the same file; DROP FUNCTION removes it for good', async () => {
    for (const s of servers.splice(0)) await s.close();
    const url = await start();
    await withClient(url, async (c) => {
      expect(await rows(c, 'SELECT add_tax(100)')).toEqual([['120.00']]);
      expect(await rows(c, `SELECT proname, prolang, provolatile, proisstrict, pronargs, pronargdefaults FROM pg_proc WHERE proname = 'add_tax'`)).toEqual([['add_tax', 14, 'i', true, 2, 1]]);
      await c.query('CREATE FUNCTION plus_one(int) RETURNS int RETURN $1 + 1');
      await c.query('DROP FUNCTION add_tax(numeric, numeric)');
      await expect(c.query('SELECT add_tax(1)')).rejects.toMatchObject({ code: '42883' });
    });
    for (const s of servers.splice(0)) await s.close();
    const url2 = await start();
    await withClient(url2, async (c) => {
      await expect(c.query('SELECT add_tax(1)')).rejects.toMatchObject({ code: '42883' });
      expect(await rows(c, 'SELECT plus_one(41)')).toEqual([[42]]);
    });
  });

  it('sqlfn-3 unsupported forms are 0A000 naming what is missing', async () => {
    for (const s of servers.splice(0)) await s.close();
    const url = await start();
    await withClient(url, async (c) => {
      const fail = async (sql: string) => c.query(sql).then(() => null, (e: pg.DatabaseError) => ({ code: e.code, message: e.message }));
      expect(await fail(`CREATE FUNCTION p(x int) RETURNS int LANGUAGE plpython3u AS $$ return x $$`)).toMatchObject({ code: '0A000', message: expect.stringContaining('LANGUAGE plpython3u') });
      // A PL/pgSQL body that is not one expression runs in the session's interpreter (once-only call sites).
      await c.query(`CREATE FUNCTION p(x int) RETURNS int LANGUAGE plpgsql AS $$ DECLARE y int := x; BEGIN RETURN y; END $$`);
      expect(await rows(c, 'SELECT p(1)')).toEqual([[1]]);
      // RETURNS SETOF record runs, its columns declared by the call's column definition list.
      await c.query(`CREATE FUNCTION s(x int) RETURNS SETOF record LANGUAGE sql AS $$ SELECT x, x $$`);
      expect(await rows(c, `SELECT * FROM s(1) AS q(a int, b int)`)).toEqual([[1, 1]]);
      // Created as in PostgreSQL; a call is 0A000 naming what pgsqlite cannot run.
      await c.query(`CREATE FUNCTION v() RETURNS void LANGUAGE sql AS $$ SELECT 1 $$`);
      expect(await fail(`SELECT v()`)).toMatchObject({ code: '0A000', message: expect.stringContaining('void') });
      await c.query(`CREATE FUNCTION m(x int) RETURNS int LANGUAGE sql AS $$ UPDATE t SET a = 1; SELECT x $$`).catch(() => undefined);
      await c.query(`CREATE FUNCTION tb(x int) RETURNS TABLE (a int, b text) LANGUAGE sql AS $$ SELECT x, 'b' UNION ALL SELECT x, 'c' $$`);
      expect(await fail(`SELECT 1 WHERE tb(1) IS NULL`)).toMatchObject({ code: '0A000', message: 'set-returning functions are not allowed in WHERE' });
      await c.query(`CREATE FUNCTION r(x int) RETURNS int LANGUAGE sql AS $$ SELECT x $$`);
      await c.query(`CREATE OR REPLACE FUNCTION r(x int) RETURNS int LANGUAGE sql AS $$ SELECT r(x) $$`).catch(() => undefined);
      expect(await fail(`SELECT r(1)`)).toMatchObject({ code: '0A000', message: expect.stringContaining('recursive') });
    });
  });

  it('sqlfn-4 functions returning rows are inlined in FROM, with parameters of the extended protocol', async () => {
    const url = await start();
    await withClient(url, async (c) => {
      await c.query(`CREATE TABLE acct (id int PRIMARY KEY, owner text, active bool)`);
      await c.query(`INSERT INTO acct VALUES (1, 'ann', true), (2, 'bob', false), (3, 'cy', true)`);
      await c.query(`CREATE FUNCTION active_accts(lim int) RETURNS SETOF acct LANGUAGE sql STABLE AS $$ SELECT * FROM acct WHERE active ORDER BY id LIMIT lim $$`);
      await c.query(`CREATE FUNCTION owners(n int) RETURNS TABLE (id int, owner text) LANGUAGE sql AS $$ SELECT id, upper(owner) FROM acct WHERE id <= n ORDER BY id $$`);
      expect(await rows(c, 'SELECT * FROM active_accts($1)', [10])).toEqual([[1, 'ann', true], [3, 'cy', true]]);
      expect(await rows(c, 'SELECT f.owner FROM owners($1) f WHERE f.id > $2', [3, 1])).toEqual([['BOB'], ['CY']]);
      expect(await rows(c, 'SELECT a.id, o.owner FROM acct a JOIN LATERAL owners(a.id) o ON o.id = a.id ORDER BY 1')).toEqual([[1, 'ANN'], [2, 'BOB'], [3, 'CY']]);
      expect(await rows(c, 'SELECT owners($1::int)', [2])).toEqual([['(1,ANN)'], ['(2,BOB)']]);
      const desc = await c.query({ text: 'SELECT * FROM owners($1)', values: [1] });
      expect(desc.fields.map((f) => [f.name, f.dataTypeID])).toEqual([['id', 23], ['owner', 25]]);
    });
    // Still there after the server reopens the file.
    for (const s of servers.splice(0)) await s.close();
    await withClient(await start(), async (c) => {
      expect(await rows(c, 'SELECT count(*)::int FROM active_accts(1)')).toEqual([[1]]);
    });
  });
});
