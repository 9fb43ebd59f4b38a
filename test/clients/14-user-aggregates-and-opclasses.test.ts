import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// Behaviours of issue 14's core files that need more than one statement of a session: an aggregate
// whose transition function is a SQL function, kept in the catalog and used from a view; a hash
// operator class placing the rows of a hash-partitioned table, seen again after other DDL reloads
// the catalog; RANGE frames over time and interval keys. Runs against pgsqlite or
// (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
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

describe.skipIf(target === null)('user aggregates, operator classes, RANGE offsets', () => {
  it('sql-transition-aggregate-in-view folds rows with a SQL function, from a view and per group', async () => {
    const c = await connect();
    await c.query(`CREATE TYPE uat_pair AS (a int, b text)`);
    await c.query(`CREATE FUNCTION uat_trans(uat_pair[], int, text) RETURNS uat_pair[] AS 'select array_append($1, ROW($2, $3)::uat_pair)' LANGUAGE sql STRICT`);
    await c.query(`CREATE AGGREGATE uat_agg(int, text) (sfunc = uat_trans, stype = uat_pair[], initcond = '{}')`);
    await c.query(`CREATE VIEW uat_view AS SELECT g, uat_agg(a, b ORDER BY a DESC) AS pairs FROM (VALUES (1, 'x', 1), (2, NULL, 1), (3, 'z', 2)) v(a, b, g) GROUP BY g`);
    const r = await c.query('SELECT g, pairs FROM uat_view ORDER BY g');
    expect(r.rows).toEqual([
      { g: 1, pairs: '{"(1,x)"}' },
      { g: 2, pairs: '{"(3,z)"}' },
    ]);
    const none = await c.query('SELECT uat_agg(a, b) AS v FROM (VALUES (1, \'x\')) v(a, b) WHERE false');
    expect(none.rows).toEqual([{ v: '{}' }]);
  });

  it('hash-opclass-places-rows routes rows by the class hash function, also after a catalog reload', async () => {
    const c = await connect();
    await c.query(`CREATE FUNCTION uat_hash(value int4, seed int8) RETURNS int8 AS 'select value + seed' LANGUAGE sql STRICT IMMUTABLE`);
    await c.query(`CREATE OPERATOR CLASS uat_int4_ops FOR TYPE int4 USING hash AS OPERATOR 1 =, FUNCTION 2 uat_hash(int4, int8)`);
    await c.query(`CREATE TABLE uat_hp (a int) PARTITION BY HASH (a uat_int4_ops)`);
    for (let i = 0; i < 4; i++) await c.query(`CREATE TABLE uat_hp${i} PARTITION OF uat_hp FOR VALUES WITH (MODULUS 4, REMAINDER ${i})`);
    await c.query(`CREATE TABLE uat_other (x int)`);
    await c.query('INSERT INTO uat_hp SELECT generate_series(1, 8)');
    const r = await c.query('SELECT tableoid::regclass::text AS part, array_agg(a ORDER BY a)::text AS a FROM uat_hp GROUP BY 1 ORDER BY 1');
    expect(r.rows).toEqual([
      { part: 'uat_hp0', a: '{4,8}' },
      { part: 'uat_hp1', a: '{1,5}' },
      { part: 'uat_hp2', a: '{2,6}' },
      { part: 'uat_hp3', a: '{3,7}' },
    ]);
    await expect(c.query('DROP OPERATOR CLASS uat_int4_ops USING hash')).rejects.toMatchObject({ code: '2BP01' });
    await c.query('DROP TABLE uat_hp');
    await c.query('DROP OPERATOR CLASS uat_int4_ops USING hash');
  });

  it('range-offsets-time-interval frames RANGE offsets over time and interval keys', async () => {
    const c = await connect();
    const r = await c.query(`SELECT t::text, count(*) OVER (ORDER BY t RANGE BETWEEN '1 hour'::interval PRECEDING AND CURRENT ROW)::int AS n
      FROM (VALUES ('10:00'::time), ('10:30'), ('11:00'), ('12:30')) v(t) ORDER BY t`);
    expect(r.rows.map((x: { n: number }) => x.n)).toEqual([1, 2, 3, 1]);
    const iv = await c.query(`SELECT sum(x)::int AS s FROM (SELECT i, sum(1) OVER (ORDER BY i RANGE BETWEEN '1 mon' PRECEDING AND '1 mon' FOLLOWING) AS x
      FROM (VALUES ('1 day'::interval), ('30 days'), ('2 mons')) v(i)) q`);
    expect(iv.rows).toEqual([{ s: 7 }]);
    await expect(c.query(`SELECT count(*) OVER (ORDER BY t RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM (VALUES ('10:00'::time)) v(t)`)).rejects.toMatchObject({ code: '0A000' });
  });
});
