import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// currval/lastval of serial keys are per sequence, as PostgreSQL keeps them per sequence OID:
// tables of one name in two schemas draw from two sequences, and a table dropped and created
// again has a new sequence whose currval is not yet defined. (pgsqlite keyed a serial key's
// session state by the sequence's name: the other schema's or the dropped table's value was
// answered.) Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
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

describe('serial currval per sequence', () => {
  it('serial-currval-per-sequence-1 same-named serial tables in two schemas keep their own currval', async () => {
    const c = await connect();
    await c.query('DROP SCHEMA IF EXISTS scv_a CASCADE; DROP SCHEMA IF EXISTS scv_b CASCADE; CREATE SCHEMA scv_a; CREATE SCHEMA scv_b');
    await c.query('CREATE TABLE scv_a.t (id serial PRIMARY KEY, v text); CREATE TABLE scv_b.t (id serial PRIMARY KEY, v text)');
    await c.query(`INSERT INTO scv_a.t (v) VALUES ('x')`);
    await c.query(`INSERT INTO scv_b.t (v) VALUES ('x'), ('y')`);
    const first = await c.query(`SELECT currval('scv_a.t_id_seq')::int AS a, currval('scv_b.t_id_seq')::int AS b, lastval()::int AS last`);
    expect(first.rows).toEqual([{ a: 1, b: 2, last: 2 }]);
    await c.query(`INSERT INTO scv_a.t (v) VALUES ('z')`);
    const second = await c.query(`SELECT currval('scv_a.t_id_seq')::int AS a, currval('scv_b.t_id_seq')::int AS b, lastval()::int AS last`);
    expect(second.rows).toEqual([{ a: 2, b: 2, last: 2 }]);
  });

  it('serial-currval-per-sequence-2 a table dropped and created again has no currval yet', async () => {
    const c = await connect();
    await c.query('DROP TABLE IF EXISTS scv_t; CREATE TABLE scv_t (id serial PRIMARY KEY, v text)');
    await c.query(`INSERT INTO scv_t (v) VALUES ('x')`);
    expect((await c.query(`SELECT currval('scv_t_id_seq')::int AS n`)).rows).toEqual([{ n: 1 }]);
    await c.query('DROP TABLE scv_t; CREATE TABLE scv_t (id serial PRIMARY KEY, v text)');
    await expect(c.query(`SELECT currval('scv_t_id_seq')`)).rejects.toMatchObject({ code: '55000', message: 'currval of sequence "scv_t_id_seq" is not yet defined in this session' });
    await c.query(`INSERT INTO scv_t (v) VALUES ('y')`);
    expect((await c.query(`SELECT currval('scv_t_id_seq')::int AS n, lastval()::int AS last`)).rows).toEqual([{ n: 1, last: 1 }]);
  });
});
