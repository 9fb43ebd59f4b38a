import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target?.url });
  await client.connect();
  return client;
}

async function failure(c: pg.Client, sql: string): Promise<string | undefined> {
  try {
    await c.query(sql);
    return undefined;
  } catch (e) {
    return `${(e as { code?: string }).code} ${(e as Error).message}`;
  }
}

describe.skipIf(target === null)(`another session's temporary schema (${target?.kind})`, () => {
  it('4-temp-1 naming another session\'s pg_temp_N table is 0A000; the owner reads it by that name', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await a.query('CREATE TEMP TABLE tmp_other (x int)');
      await a.query('INSERT INTO tmp_other VALUES (1)');
      const ns = String((await a.query('SELECT (current_schemas(true))[1] AS n')).rows[0].n);
      expect(ns.startsWith('pg_temp_')).toBe(true);
      expect((await a.query(`SELECT x FROM ${ns}.tmp_other`)).rows).toEqual([{ x: 1 }]);
      const refused = '0A000 cannot access temporary tables of other sessions';
      expect(await failure(b, `SELECT * FROM ${ns}.tmp_other`)).toBe(refused);
      expect(await failure(b, `INSERT INTO ${ns}.tmp_other VALUES (2)`)).toBe(refused);
      expect(await failure(b, `UPDATE ${ns}.tmp_other SET x = 3`)).toBe(refused);
      expect(await failure(b, `DELETE FROM ${ns}.tmp_other`)).toBe(refused);
      expect(await failure(b, 'SELECT * FROM tmp_other')).toMatch(/^42P01 /);
      expect((await a.query('SELECT count(*)::int AS n FROM tmp_other')).rows).toEqual([{ n: 1 }]);
    } finally {
      await a.end();
      await b.end();
    }
  });
});
