import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// pg_prepared_statements lists the session's named prepared statements, from PREPARE and from
// the protocol's Parse, until DEALLOCATE / Close: pgx's TestConnMultiplePrepareAndDeallocate
// counts them. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
const target = await startTarget();
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await target?.stop();
});

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  await c.connect();
  clients.push(c);
  return c;
}

const LIST = 'SELECT name, statement, parameter_types::text AS types, from_sql, generic_plans, custom_plans, prepare_time <= now() AS before_now FROM pg_prepared_statements ORDER BY name';

describe.skipIf(target === null)('pg_prepared_statements', () => {
  it('prepared-statements-view-lists-prepare: PREPARE rows with the client text and types, gone at DEALLOCATE', async () => {
    const c = await connect();
    await c.query('PREPARE p1(int, text) AS SELECT $1, $2');
    await c.query('PREPARE p2 AS SELECT 1 WHERE $1 = 1::bigint');
    await c.query('EXECUTE p2(1)');
    await c.query('EXECUTE p2(2)');
    const r = await c.query(LIST);
    expect(r.rows).toEqual([
      { name: 'p1', statement: 'PREPARE p1(int, text) AS SELECT $1, $2', types: '{integer,text}', from_sql: true, generic_plans: '0', custom_plans: '0', before_now: true },
      { name: 'p2', statement: 'PREPARE p2 AS SELECT 1 WHERE $1 = 1::bigint', types: '{bigint}', from_sql: true, generic_plans: '0', custom_plans: '2', before_now: true },
    ]);
    expect(r.fields.map((f) => f.dataTypeID)).toEqual([25, 25, 25, 16, 20, 20, 16]);
    await c.query('DEALLOCATE p1');
    expect((await c.query(LIST)).rows.map((x: { name: string }) => x.name)).toEqual(['p2']);
    await c.query('DEALLOCATE ALL');
    expect((await c.query(LIST)).rows).toEqual([]);
  });

  it('prepared-statements-view-lists-parse: named Parse statements, not the unnamed one, until Close', async () => {
    const c = await connect();
    await c.query({ name: 'named_one', text: 'SELECT 42 WHERE $1::int > 0', values: [1] });
    await c.query({ text: 'SELECT 43 WHERE $1::int > 0', values: [1] });
    const r = await c.query("SELECT name, statement, parameter_types::text AS types, from_sql FROM pg_prepared_statements WHERE statement LIKE 'SELECT 4%'");
    expect(r.rows).toEqual([{ name: 'named_one', statement: 'SELECT 42 WHERE $1::int > 0', types: '{integer}', from_sql: false }]);
  });
});
