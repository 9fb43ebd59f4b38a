import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 18 (DDL speed): DDL inside a transaction block re-reads the session's private catalog
 * incrementally (only the rows the statement changed, as autocommitted DDL does), and the COMMIT
 * publishes the committed catalog from that private one. What the session sees after each
 * statement, what another session sees after COMMIT (and nothing before), and what a server
 * reading the file afresh sees must all agree — also after ROLLBACK TO a savepoint (whose undone
 * notes force a whole read) and after ROLLBACK.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-deltatx-'));
const { startPgsqlite } = await import('../../src/index.js');
let server = await startPgsqlite({ port: 0, dataDir });
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  return client;
}

/** The user catalog as clients see it: relations, columns, constraints, indexes, comments. */
const DESCRIBE = `SELECT c.relname, c.relkind,
    (SELECT string_agg(a.attname || ':' || format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN '!' ELSE '' END || coalesce('=' || pg_get_expr(d.adbin, d.adrelid), ''), ',' ORDER BY a.attnum)
       FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS cols,
    (SELECT string_agg(conname || ':' || pg_get_constraintdef(k.oid), ',' ORDER BY conname) FROM pg_constraint k WHERE k.conrelid = c.oid) AS cons,
    (SELECT string_agg(pg_get_indexdef(i.indexrelid), ',' ORDER BY i.indexrelid::regclass::text) FROM pg_index i WHERE i.indrelid = c.oid) AS idx,
    obj_description(c.oid, 'pg_class') AS comment
  FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace ORDER BY c.relname`;

async function describeAs(client: pg.Client): Promise<unknown[]> {
  return (await client.query(DESCRIBE)).rows;
}

/** The same description from a server that reads the file afresh (a full catalog load). */
async function describeFresh(): Promise<unknown[]> {
  await server.close();
  server = await startPgsqlite({ port: 0, dataDir });
  const c = await connect();
  try {
    return await describeAs(c);
  } finally {
    await c.end();
  }
}

describe('catalog: incremental reads of DDL in a transaction block (issue 18)', () => {
  it('catalog-delta-tx-1 each statement, ROLLBACK TO, COMMIT: the session, another session and a fresh load agree', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('CREATE TABLE base (id serial PRIMARY KEY, name text)');
    const before = await describeAs(b);
    await a.query('BEGIN');
    await a.query('CREATE TABLE parent (id bigserial PRIMARY KEY, code varchar(8) UNIQUE, amount numeric(10,2) NOT NULL DEFAULT 0 CHECK (amount >= 0))');
    await a.query('CREATE TABLE child (id serial PRIMARY KEY, parent_id bigint NOT NULL REFERENCES parent(id) ON DELETE CASCADE, base_id int REFERENCES base, note text)');
    await a.query('CREATE INDEX child_parent_idx ON child (parent_id, note DESC)');
    await a.query('ALTER TABLE base ADD COLUMN extra int DEFAULT 7');
    expect((await a.query(`SELECT count(*)::int AS n FROM pg_class WHERE relname IN ('parent', 'child', 'child_parent_idx')`)).rows[0].n).toBe(3);
    // Another session sees none of it yet.
    expect(await describeAs(b)).toEqual(before);
    await a.query('SAVEPOINT s');
    await a.query('CREATE TABLE undone (x int PRIMARY KEY)');
    await a.query('ALTER TABLE child DROP COLUMN note');
    await a.query(`COMMENT ON TABLE parent IS 'undone too'`);
    await a.query('ROLLBACK TO s');
    expect((await a.query(`SELECT count(*)::int AS n FROM pg_class WHERE relname = 'undone'`)).rows[0].n).toBe(0);
    await a.query('CREATE TABLE after_savepoint (id int PRIMARY KEY, child_id int REFERENCES child)');
    await a.query(`COMMENT ON TABLE child IS 'kept'`);
    await a.query('ALTER TABLE child RENAME COLUMN note TO remark');
    // The rows the session plans with work (columns, defaults, keys of the private catalog).
    await a.query(`INSERT INTO parent (code) VALUES ('p1')`);
    await a.query(`INSERT INTO child (parent_id, remark) VALUES (1, 'r')`);
    const inside = await describeAs(a);
    await a.query('COMMIT');
    expect(await describeAs(a)).toEqual(inside);
    expect(await describeAs(b)).toEqual(inside);
    expect((await b.query('SELECT c.remark, p.amount FROM child c JOIN parent p ON p.id = c.parent_id')).rows).toEqual([{ remark: 'r', amount: '0.00' }]);
    // Autocommitted DDL after the commit goes on from the published catalog.
    await a.query('CREATE TABLE later (id int PRIMARY KEY REFERENCES parent)');
    const after = await describeAs(a);
    expect(await describeAs(b)).toEqual(after);
    await a.end();
    await b.end();
    expect(await describeFresh()).toEqual(after);
  });

  it('catalog-delta-tx-2 ROLLBACK of a block with DDL leaves the committed catalog, and DDL goes on from it', async () => {
    const a = await connect();
    const before = await describeAs(a);
    await a.query('BEGIN');
    await a.query('CREATE TABLE gone (id serial PRIMARY KEY, v text UNIQUE)');
    await a.query('ALTER TABLE parent ADD COLUMN gone_too int');
    await a.query('DROP TABLE later');
    await a.query('ROLLBACK');
    expect(await describeAs(a)).toEqual(before);
    await a.query('BEGIN');
    await a.query('CREATE TABLE kept (id serial PRIMARY KEY, parent_id bigint REFERENCES parent)');
    await a.query('COMMIT');
    await a.query('ALTER TABLE kept ADD COLUMN v text');
    const after = await describeAs(a);
    await a.end();
    expect(await describeFresh()).toEqual(after);
  });
});
