import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

// DROP … CASCADE that takes more than one object with it: PostgreSQL's NOTICE counts them and its
// DETAIL lists each (reportDependentObjects); one object is named in the message itself.
let target: TestTarget | null = null;

beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => {
  await target?.stop();
});

async function notices(sql: string[]): Promise<{ message: string; detail?: string }[]> {
  const client = new pg.Client({ connectionString: target?.url });
  const out: { message: string; detail?: string }[] = [];
  client.on('notice', (n) => out.push({ message: n.message ?? '', ...(n.detail ? { detail: n.detail } : {}) }));
  await client.connect();
  try {
    for (const s of sql) await client.query(s);
  } finally {
    await client.end();
  }
  return out;
}

it('drop-cascade-notice-1 several dependents: counted, each listed in the DETAIL', async () => {
  const got = await notices(['CREATE TABLE dcn (a int)', 'CREATE VIEW dcn_v1 AS SELECT a FROM dcn', 'CREATE VIEW dcn_v2 AS SELECT a FROM dcn ORDER BY a LIMIT 1', 'DROP TABLE dcn CASCADE']);
  expect(got).toEqual([{ message: 'drop cascades to 2 other objects', detail: 'drop cascades to view dcn_v1\ndrop cascades to view dcn_v2' }]);
});

it('drop-cascade-notice-2 one dependent: named in the message, no DETAIL', async () => {
  const got = await notices(['CREATE TABLE dcn1 (a int)', 'CREATE VIEW dcn1_v AS SELECT a FROM dcn1', 'DROP TABLE dcn1 CASCADE']);
  expect(got).toEqual([{ message: 'drop cascades to view dcn1_v' }]);
});
