import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * PostgreSQL's OID counter is not transactional: an OID handed out by work that was rolled back
 * (ROLLBACK, ROLLBACK TO SAVEPOINT, an aborted block, an implicit transaction that failed) is never
 * handed out again, in this session or another. Drivers cache OID → type per connection (pg's
 * type parsers, pgx, Npgsql, psycopg): a test suite running each test in a rolled-back
 * transaction that made an enum in one test and another type in the next got the old OID back
 * in pgsqlite, and a client decoded with the stale type. Every assertion is "the OIDs differ",
 * which holds on PostgreSQL too (PGSQLITE_TEST_TARGET=postgres).
 */

let target: TestTarget | null = null;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => target?.stop());

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: target!.host, port: target!.port, user: 'postgres', database: 'postgres' });
  await client.connect();
  return client;
}

/** Every user object's OID (relations, types, functions, constraints, schemas). */
const USER_OIDS = `SELECT oid::int8 AS oid FROM pg_class WHERE oid >= 16384
  UNION SELECT oid FROM pg_type WHERE oid >= 16384
  UNION SELECT oid FROM pg_proc WHERE oid >= 16384
  UNION SELECT oid FROM pg_constraint WHERE oid >= 16384
  UNION SELECT oid FROM pg_namespace WHERE oid >= 16384`;

async function userOids(client: pg.Client): Promise<Set<string>> {
  return new Set((await client.query<{ oid: string }>(USER_OIDS)).rows.map((r) => r.oid));
}

/** The OIDs `run` adds (seen inside its transaction, before it ends). */
async function oidsMadeBy(client: pg.Client, run: () => Promise<void>): Promise<string[]> {
  const before = await userOids(client);
  await run();
  return [...(await userOids(client))].filter((o) => !before.has(o));
}

const overlap = (a: readonly string[], b: readonly string[]): string[] => a.filter((o) => b.includes(o));

it('oids-rollback-1: objects made after a rolled-back CREATE TABLE / TYPE / FUNCTION get new OIDs', async () => {
  const c = await connect();
  try {
    await c.query('BEGIN');
    const rolledBack = await oidsMadeBy(c, async () => {
      await c.query('CREATE TABLE onr_t1 (a int PRIMARY KEY, b text CHECK (b <> \'\'))');
      await c.query("CREATE TYPE onr_e1 AS ENUM ('a', 'b')");
      await c.query('CREATE TYPE onr_c1 AS (x int, y text)');
      await c.query('CREATE DOMAIN onr_d1 AS int CHECK (VALUE > 0)');
      await c.query('CREATE SEQUENCE onr_s1');
      await c.query('CREATE INDEX onr_i1 ON onr_t1 (b)');
      await c.query('CREATE SCHEMA onr_n1');
      await c.query("CREATE FUNCTION onr_f1() RETURNS int LANGUAGE sql AS 'SELECT 1'");
    });
    await c.query('ROLLBACK');
    expect(rolledBack.length).toBeGreaterThanOrEqual(10);
    const made = await oidsMadeBy(c, async () => {
      await c.query('CREATE TABLE onr_t2 (a int PRIMARY KEY, b text CHECK (b <> \'\'))');
      await c.query("CREATE TYPE onr_e2 AS ENUM ('x')");
      await c.query('CREATE TYPE onr_c2 AS (x int, y text)');
      await c.query('CREATE DOMAIN onr_d2 AS int CHECK (VALUE > 0)');
      await c.query('CREATE SEQUENCE onr_s2');
      await c.query('CREATE INDEX onr_i2 ON onr_t2 (b)');
      await c.query('CREATE SCHEMA onr_n2');
      await c.query("CREATE FUNCTION onr_f2() RETURNS int LANGUAGE sql AS 'SELECT 2'");
    });
    expect(made.length).toBeGreaterThanOrEqual(10);
    expect(overlap(made, rolledBack)).toEqual([]);
  } finally {
    await c.end();
  }
});

it('oids-rollback-2: a type made after ROLLBACK TO SAVEPOINT gets a new OID, also after the whole block rolls back', async () => {
  const c = await connect();
  try {
    await c.query('BEGIN');
    await c.query('SAVEPOINT s');
    const undone = await oidsMadeBy(c, () => c.query("CREATE TYPE onr_sp1 AS ENUM ('a')").then(() => undefined));
    await c.query('ROLLBACK TO s');
    const kept = await oidsMadeBy(c, () => c.query("CREATE TYPE onr_sp2 AS ENUM ('b')").then(() => undefined));
    await c.query('ROLLBACK');
    const after = await oidsMadeBy(c, () => c.query('CREATE TYPE onr_sp3 AS (a int)').then(() => undefined));
    expect(undone.length).toBe(2); // the enum and its array type
    expect(overlap(kept, undone)).toEqual([]);
    expect(overlap(after, [...undone, ...kept])).toEqual([]);
  } finally {
    await c.end();
  }
});

it('oids-rollback-3: a block aborted by an error, and a failed implicit transaction, leave their OIDs used', async () => {
  const c = await connect();
  try {
    await c.query('BEGIN');
    const aborted = await oidsMadeBy(c, () => c.query('CREATE TABLE onr_ab1 (a int)').then(() => undefined));
    await expect(c.query('SELECT 1/0')).rejects.toThrow(/division by zero/);
    await c.query('ROLLBACK');
    const next = await oidsMadeBy(c, () => c.query('CREATE TABLE onr_ab2 (a int)').then(() => undefined));
    expect(overlap(next, aborted)).toEqual([]);
    // One Query message: its statements are one implicit transaction, rolled back by the error,
    // whose message carries the new relation's OID.
    const failed = await c.query("CREATE TABLE onr_im1 (a int); SELECT ('x' || 'onr_im1'::regclass::oid::int8::text)::int").then(
      () => '',
      (e: Error) => e.message,
    );
    const implicit = /"x(\d+)"/.exec(failed)?.[1];
    expect(implicit).toMatch(/^\d+$/);
    const later = await oidsMadeBy(c, () => c.query('CREATE TABLE onr_im2 (a int)').then(() => undefined));
    expect(overlap(later, [implicit!, ...next, ...aborted])).toEqual([]);
  } finally {
    await c.end();
  }
});

/** The OIDs of type `name` and its array type, as `client` sees them (its own transaction's DDL included). */
async function typeOids(client: pg.Client, name: string): Promise<string[]> {
  const rows = (await client.query<{ oid: string }>("SELECT oid::int8 AS oid FROM pg_type WHERE typname::text IN ($1::text, '_' || $1::text)", [name])).rows;
  return rows.map((r) => r.oid);
}

it('oids-rollback-4: another session never gets the OIDs of a session that rolled back', async () => {
  const a = await connect();
  const b = await connect();
  try {
    await a.query('BEGIN');
    await a.query("CREATE TYPE onr_two_a AS ENUM ('a')");
    const fromA = await typeOids(a, 'onr_two_a');
    // B's DDL runs while A's transaction is open (pgsqlite: it waits for A's write lock). B reads
    // its OIDs in its own transaction.
    await b.query('BEGIN');
    const fromB = b.query("CREATE TYPE onr_two_b AS ENUM ('b')").then(() => typeOids(b, 'onr_two_b'));
    await new Promise((r) => setTimeout(r, 50));
    await a.query('ROLLBACK');
    const bOids = await fromB;
    await b.query('COMMIT');
    expect(fromA.length).toBe(2);
    expect(bOids.length).toBe(2);
    expect(overlap(bOids, fromA)).toEqual([]);
    await a.query('BEGIN');
    await a.query("CREATE TYPE onr_two_c AS ENUM ('c')");
    const againA = await typeOids(a, 'onr_two_c');
    await a.query('COMMIT');
    expect(againA.length).toBe(2);
    expect(overlap(againA, [...fromA, ...bOids])).toEqual([]);
  } finally {
    await a.end();
    await b.end();
  }
});

it('oids-rollback-5: a temporary table made after a rolled-back one gets a new OID', async () => {
  const c = await connect();
  try {
    await c.query('BEGIN');
    const first = await c.query<{ oid: string }>("CREATE TEMP TABLE onr_tmp1 (a int); SELECT 'onr_tmp1'::regclass::oid::int8 AS oid");
    const firstOid = (first as unknown as pg.QueryResult<{ oid: string }>[])[1]!.rows[0]!.oid;
    await c.query('ROLLBACK');
    await c.query('CREATE TEMP TABLE onr_tmp2 (a int)');
    const second = (await c.query<{ oid: string }>("SELECT 'onr_tmp2'::regclass::oid::int8 AS oid")).rows[0]!.oid;
    expect(second).not.toBe(firstOid);
  } finally {
    await c.end();
  }
});

it('oids-rollback-6: a large object made after a rolled-back one gets a new OID', async () => {
  const c = await connect();
  try {
    await c.query('BEGIN');
    const first = (await c.query<{ oid: string }>('SELECT lo_creat(-1) AS oid')).rows[0]!.oid;
    await c.query('ROLLBACK');
    const second = (await c.query<{ oid: string }>('SELECT lo_creat(-1) AS oid')).rows[0]!.oid;
    expect(second).not.toBe(first);
    await c.query(`SELECT lo_unlink(${second})`);
  } finally {
    await c.end();
  }
});
