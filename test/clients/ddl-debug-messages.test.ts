import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// With client_min_messages = debug1 PostgreSQL tells the client about the sequences and indexes
// a DDL statement creates (psycopg2's test_notices* count them). The expected messages are
// PostgreSQL 15's; runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL itself.
const target = await startTarget();
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await target?.stop();
});

async function connect(): Promise<{ c: pg.Client; notices: string[] }> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  const notices: string[] = [];
  c.on('notice', (n) => notices.push(`${n.severity ?? ''}: ${n.message}`));
  await c.connect();
  clients.push(c);
  return { c, notices };
}

async function messagesOf(c: pg.Client, notices: string[], sql: string): Promise<string[]> {
  notices.length = 0;
  await c.query(sql);
  return [...notices];
}

describe.skipIf(target === null)('DDL DEBUG1 messages', () => {
  it('ddl-debug-create-table: implicit sequences, then each constraint index, its build and deduplication', async () => {
    const { c, notices } = await connect();
    await c.query('SET client_min_messages = debug1');
    expect(await messagesOf(c, notices, 'CREATE TEMP TABLE chatty (id serial PRIMARY KEY, u int UNIQUE, n float8 UNIQUE, b bigserial, i int GENERATED ALWAYS AS IDENTITY)')).toEqual([
      'DEBUG: CREATE TABLE will create implicit sequence "chatty_id_seq" for serial column "chatty.id"',
      'DEBUG: CREATE TABLE will create implicit sequence "chatty_b_seq" for serial column "chatty.b"',
      'DEBUG: CREATE TABLE will create implicit sequence "chatty_i_seq" for serial column "chatty.i"',
      'DEBUG: CREATE TABLE / PRIMARY KEY will create implicit index "chatty_pkey" for table "chatty"',
      'DEBUG: building index "chatty_pkey" on table "chatty" serially',
      'DEBUG: index "chatty_pkey" can safely use deduplication',
      'DEBUG: CREATE TABLE / UNIQUE will create implicit index "chatty_u_key" for table "chatty"',
      'DEBUG: building index "chatty_u_key" on table "chatty" serially',
      'DEBUG: index "chatty_u_key" can safely use deduplication',
      'DEBUG: CREATE TABLE / UNIQUE will create implicit index "chatty_n_key" for table "chatty"',
      'DEBUG: building index "chatty_n_key" on table "chatty" serially',
      'DEBUG: index "chatty_n_key" cannot use deduplication',
    ]);
    expect(await messagesOf(c, notices, 'CREATE TEMP TABLE t1 (id serial); CREATE TEMP TABLE t2 (id serial)')).toEqual([
      'DEBUG: CREATE TABLE will create implicit sequence "t1_id_seq" for serial column "t1.id"',
      'DEBUG: CREATE TABLE will create implicit sequence "t2_id_seq" for serial column "t2.id"',
    ]);
  });

  it('ddl-debug-alter-and-index: ALTER TABLE / ADD constraints and CREATE INDEX report their indexes', async () => {
    const { c, notices } = await connect();
    await c.query('SET client_min_messages = debug1');
    await c.query('CREATE TEMP TABLE x (a int NOT NULL, f float8)');
    expect(await messagesOf(c, notices, 'ALTER TABLE x ADD PRIMARY KEY (a)')).toEqual([
      'DEBUG: ALTER TABLE / ADD PRIMARY KEY will create implicit index "x_pkey" for table "x"',
      'DEBUG: building index "x_pkey" on table "x" serially',
      'DEBUG: index "x_pkey" can safely use deduplication',
    ]);
    expect(await messagesOf(c, notices, 'CREATE INDEX ON x (f)')).toEqual([
      'DEBUG: building index "x_f_idx" on table "x" serially',
      'DEBUG: index "x_f_idx" cannot use deduplication',
    ]);
    expect(await messagesOf(c, notices, 'CREATE TEMP SEQUENCE s_owned OWNED BY x.a')).toEqual([]);
  });

  it('ddl-debug-only-when-asked: nothing at the default level, and RAISE DEBUG only from debug1', async () => {
    const { c, notices } = await connect();
    expect(await messagesOf(c, notices, 'CREATE TEMP TABLE quiet (id serial PRIMARY KEY)')).toEqual([]);
    await c.query('SET client_min_messages = log');
    expect(await messagesOf(c, notices, "DO $$ BEGIN RAISE DEBUG 'd'; RAISE LOG 'l'; RAISE NOTICE 'n'; END $$")).toEqual(['LOG: l', 'NOTICE: n']);
    await c.query('SET client_min_messages = debug1');
    expect(await messagesOf(c, notices, "DO $$ BEGIN RAISE DEBUG 'd'; END $$")).toEqual(['DEBUG: d']);
  });
});
