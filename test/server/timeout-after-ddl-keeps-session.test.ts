import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

/**
 * A statement_timeout that has to stop its executor thread (the statement is inside one long
 * JavaScript call SQLite's interrupt does not reach) must not end a session whose connection holds
 * only the server's own scratch state: the catalog change tracking a connection installs for its
 * first DDL. It ended with 57P02 "terminating connection because of crash of another server
 * process" (found by the fuzzer); PostgreSQL's session goes on after a timeout.
 */
const target = await startTarget();
let c: pg.Client;

beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  await c.connect();
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

describe.skipIf(target === null)(`statement_timeout after DDL (${target?.kind})`, () => {
  it('timeout-after-ddl-1 the session runs statements and DDL after the timeout, its catalog current', async () => {
    await c.query('CREATE TABLE tad_x (a int)');
    await c.query("SET statement_timeout = '300ms'");
    // One regexp_replace over 40 MB: a single JavaScript call.
    await expect(c.query("SELECT length(regexp_replace(repeat('ab', 20000000), '(a)(b)', '\\2\\1', 'g'))")).rejects.toMatchObject({ code: '57014' });
    await c.query('RESET statement_timeout');
    expect((await c.query('SELECT count(*)::int AS n FROM tad_x')).rows).toEqual([{ n: 0 }]);
    await c.query('ALTER TABLE tad_x ADD COLUMN b text');
    await c.query("INSERT INTO tad_x VALUES (1, 'one')");
    await c.query('CREATE TABLE tad_y (k int PRIMARY KEY)');
    expect((await c.query('SELECT a, b FROM tad_x')).rows).toEqual([{ a: 1, b: 'one' }]);
    expect((await c.query("SELECT count(*)::int AS n FROM pg_class WHERE relname IN ('tad_x', 'tad_y')")).rows).toEqual([{ n: 2 }]);
  }, 60_000);
});
