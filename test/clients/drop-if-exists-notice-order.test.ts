import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// DROP … IF EXISTS a, b, c (RemoveRelations): each name is looked up in turn, so the NOTICE of a
// missing one named before an object of the wrong kind reaches the client before the 42809 error.
const target = await startTarget();
let c: pg.Client;
const seen: string[] = [];

beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  c.on('notice', (n) => seen.push(`NOTICE ${n.message}`));
  await c.connect();
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

async function outcome(sql: string): Promise<string[]> {
  seen.length = 0;
  const err = await c.query(sql).then(
    () => null,
    (e: { code?: string; message: string }) => `ERROR ${e.code} ${e.message}`,
  );
  return err === null ? [...seen] : [...seen, err];
}

describe.skipIf(target === null)(`DROP … IF EXISTS notices before errors (${target?.kind})`, () => {
  it('drop-if-exists-notice-then-wrong-kind: the missing name before a view is reported, then the error', async () => {
    await c.query('CREATE VIEW dien_v AS SELECT 1 AS one');
    expect(await outcome('DROP TABLE IF EXISTS dien_nope, dien_v, dien_nope2')).toEqual(['NOTICE table "dien_nope" does not exist, skipping', 'ERROR 42809 "dien_v" is not a table']);
    expect(await outcome('DROP TABLE IF EXISTS dien_v, dien_nope')).toEqual(['ERROR 42809 "dien_v" is not a table']);
    expect(await outcome('DROP MATERIALIZED VIEW IF EXISTS dien_nope, dien_v')).toEqual(['NOTICE materialized view "dien_nope" does not exist, skipping', 'ERROR 42809 "dien_v" is not a materialized view']);
    expect(await outcome('DROP VIEW IF EXISTS dien_nope, dien_v')).toEqual(['NOTICE view "dien_nope" does not exist, skipping']);
  });
});
