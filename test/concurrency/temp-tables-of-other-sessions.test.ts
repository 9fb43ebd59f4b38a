import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

/**
 * Another session's temporary table, named by its schema (pg_temp_N.t): it lives in that
 * session's SQLite connection's TEMP database, never on this session's connection. Every
 * statement reaching it answers 0A000 as PostgreSQL does — TRUNCATE and DROP used to run their
 * SQLite statements on this session's connection and answer XX000 (SQLite's "no such table:
 * pg_temp_N.t"). DROP, which PostgreSQL allows, is 0A000 here (checked only against pgsqlite).
 */
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

const answer = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'ok',
    (e: { code?: string; message: string }) => `${e.code ?? ''} ${e.message}`,
  );

describe.skipIf(target === null)("another session's temporary tables are refused, never looked up on this session's connection", () => {
  it('DML, TRUNCATE, CREATE INDEX and ALTER answer 0A000; the owner keeps its table and rows', async () => {
    const owner = await connect();
    const other = await connect();
    await owner.query('CREATE TEMP TABLE theirs (x int)');
    await owner.query('INSERT INTO theirs VALUES (1)');
    const ns = (await owner.query<{ n: string }>('SELECT nspname AS n FROM pg_namespace WHERE oid = pg_my_temp_schema()')).rows[0]!.n;
    expect(await answer(other.query(`SELECT * FROM ${ns}.theirs`))).toBe('0A000 cannot access temporary tables of other sessions');
    expect(await answer(other.query(`INSERT INTO ${ns}.theirs VALUES (2)`))).toBe('0A000 cannot access temporary tables of other sessions');
    expect(await answer(other.query(`DELETE FROM ${ns}.theirs`))).toBe('0A000 cannot access temporary tables of other sessions');
    expect(await answer(other.query(`TRUNCATE ${ns}.theirs`))).toBe('0A000 cannot truncate temporary tables of other sessions');
    expect((await answer(other.query(`CREATE INDEX ON ${ns}.theirs (x)`))).slice(0, 5)).toBe('0A000');
    expect((await answer(other.query(`ALTER TABLE ${ns}.theirs ADD COLUMN y int`))).slice(0, 5)).toBe('0A000');
    if (target?.kind === 'pgsqlite') expect((await answer(other.query(`DROP TABLE ${ns}.theirs`))).slice(0, 5)).toBe('0A000');
    expect((await owner.query('SELECT x FROM theirs')).rows).toEqual([{ x: 1 }]);
  });
});
