import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, targetKind, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * A WHERE (or ON) conjunction whose operand before the last holds a subquery is evaluated as a
 * CASE chain, so an operand after a false one is not computed (bool-short-circuit.ts: SQLite
 * computes the right operand of such an AND first). Inside a CASE SQLite's planner sees no join
 * or index constraint, so every table of the join was scanned for every row of the others: a
 * five-way join of catalog tables (PostgreSQL's opr_sanity) ran for minutes. The operands that
 * cannot raise now also stay terms of their own beside the chain: the join finds rows by index,
 * and the guarded operand is still computed only where the ones before it hold.
 */

let target: TestTarget | null = null;
let client: pg.Client;
beforeAll(async () => {
  target = await startTarget();
  client = new pg.Client({ host: target.host, port: target.port, user: 'postgres', database: 'postgres' });
  await client.connect();
  await client.query('DROP TABLE IF EXISTS jcg_a, jcg_b');
  await client.query('CREATE TABLE jcg_a (id int PRIMARY KEY, v int)');
  await client.query('CREATE TABLE jcg_b (id int PRIMARY KEY, a_id int, w int)');
  await client.query('INSERT INTO jcg_a SELECT i, i FROM generate_series(1, 2000) i');
  await client.query('INSERT INTO jcg_b SELECT i, i, i % 7 FROM generate_series(1, 2000) i');
});
afterAll(async () => {
  await client?.end();
  await target?.stop();
});

const QUERY = `SELECT count(*) FROM jcg_a a, jcg_b b
  WHERE b.id = a.id AND a.v > (SELECT min(w) FROM jcg_b) AND b.w <> 0 AND 100 / b.w > 20`;

it('join-constraints-beside-guarded-terms-1: the join is found by index and the rows are PostgreSQL\'s', async () => {
  const { rows } = await client.query(QUERY);
  // b.w in 1..6 (w = 0 is tested before the division): 100 / w > 20 for w in 1..4
  expect(rows).toEqual([{ count: String([...Array(2000).keys()].map((i) => (i + 1) % 7).filter((w) => w >= 1 && w <= 4).length) }]);
  if (targetKind === 'postgres') return;
  const plan = (await client.query(`EXPLAIN ${QUERY}`)).rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
  expect(plan).toMatch(/SEARCH \w+ USING (INTEGER PRIMARY KEY|INDEX)/);
});

it('join-constraints-beside-guarded-terms-2: an operand after a false one is still not computed', async () => {
  // the division by zero is reached only where b.w = 0 passed the terms before it
  const { rows } = await client.query(`SELECT count(*) FROM jcg_a a, jcg_b b
    WHERE b.id = a.id AND a.v > (SELECT min(w) FROM jcg_b) AND b.w <> 0 AND 1 / b.w >= 0`);
  expect(rows).toEqual([{ count: String(2000 - Math.floor(2000 / 7)) }]);
});
