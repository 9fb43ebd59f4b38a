import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * client_encoding names are compared as PostgreSQL's clean_encoding_name does (letters and digits
 * only): asyncpg's startup packet sends client_encoding = 'utf-8' with the quotes.
 */
let target: TestTarget | null = null;
let client: pg.Client;

beforeAll(async () => {
  target = await startTarget();
  if (target === null) return;
  client = new pg.Client({ connectionString: target.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await target?.stop();
});

it('client-encoding-1 quoted and punctuated spellings of UTF8 are accepted', async () => {
  for (const name of ["'utf-8'", 'U.T.F-8', 'unicode', 'Utf8']) {
    await client.query(`SET client_encoding = ${pg.escapeLiteral(name)}`);
    expect((await client.query('SHOW client_encoding')).rows).toEqual([{ client_encoding: 'UTF8' }]);
  }
});
