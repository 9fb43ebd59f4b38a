import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * pg_prepared_statements lists statements the protocol's Parse named (node-postgres's `name`)
 * with from_sql false, Parse's query string, and a custom plan per Bind for the first five runs
 * of a statement with parameters; the unnamed statement is not listed. PostgreSQL 15's answer
 * (recorded from it with the same client) is what the test expects.
 */

let target: TestTarget | null = null;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => target?.stop());

it('prepared-statements-view: named Parse statements are listed as PostgreSQL lists them', async () => {
  const client = new pg.Client({ host: target!.host, port: target!.port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query({ name: 'fetch-one', text: 'SELECT $1::int + 1 AS x', values: [1] });
    await client.query({ name: 'fetch-one', text: 'SELECT $1::int + 1 AS x', values: [2] });
    await client.query({ name: 'no-params', text: 'SELECT 1 AS y' });
    await client.query('SELECT 1');
    const r = await client.query({ text: 'SELECT name, statement, parameter_types::text, from_sql, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name', rowMode: 'array' });
    expect(r.rows).toEqual([
      ['fetch-one', 'SELECT $1::int + 1 AS x', '{integer}', false, '0', '2'],
      ['no-params', 'SELECT 1 AS y', '{}', false, '1', '0'],
    ]);
    expect(r.fields.map((f) => f.dataTypeID)).toEqual([25, 25, 25, 16, 20, 20]);
  } finally {
    await client.end();
  }
});
