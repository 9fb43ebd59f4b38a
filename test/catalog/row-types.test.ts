import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 5: every table and view has a composite row type (pg_type typtype 'c', pg_class.reltype)
 * with an array type, allocated from the catalog's OID counter, dropped with the relation; files
 * written before row types existed get theirs when opened.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-rowtypes-'));
const { startPgsqlite } = await import('../../src/index.js');
let server = await startPgsqlite({ port: 0, dataDir });
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function query(sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const CLASSES = `SELECT c.relname, c.relkind, c.reltype::int AS reltype, t.typname, t.typtype, t.typrelid = c.oid AS rel_ok, a.typname AS arr, a.typelem = t.oid AS elem_ok
  FROM pg_class c LEFT JOIN pg_type t ON t.oid = c.reltype LEFT JOIN pg_type a ON a.oid = t.typarray
  WHERE c.relnamespace = 'public'::regnamespace ORDER BY c.relname`;

/** Every user OID in pg_class and pg_type, which must all differ. */
const OIDS = `SELECT oid::int AS oid FROM pg_class WHERE oid >= 16384 UNION ALL SELECT oid::int FROM pg_type WHERE oid >= 16384`;

describe('row types of relations', () => {
  it('catalog-rowtype-1 tables and views have one, sequences and indexes not; dropped with the relation', async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    for (const sql of [
      'CREATE TABLE a (id serial PRIMARY KEY, x text)',
      'CREATE VIEW av AS SELECT x FROM a',
      'CREATE SEQUENCE s',
      'CREATE TABLE gone (y int)',
      'DROP TABLE gone',
      'BEGIN',
      'CREATE TABLE never (z int)',
      'ROLLBACK',
    ]) {
      await client.query(sql);
    }
    await client.end();
    const rows = await query(CLASSES);
    expect(rows.map((r) => [r['relname'], r['relkind'], r['typname'], r['typtype'], r['rel_ok'], r['arr'], r['elem_ok']])).toEqual([
      ['a', 'r', 'a', 'c', true, '_a', true],
      ['a_id_seq', 'S', null, null, null, null, null],
      ['a_pkey', 'i', null, null, null, null, null],
      ['av', 'v', 'av', 'c', true, '_av', true],
      ['s', 'S', null, null, null, null, null],
    ]);
    expect(rows.filter((r) => r['relkind'] === 'S' || r['relkind'] === 'i').every((r) => r['reltype'] === 0)).toBe(true);
    expect(await query(`SELECT count(*)::int AS n FROM pg_type WHERE typname IN ('gone', '_gone', 'never', '_never')`)).toEqual([{ n: 0 }]);
    const oids = (await query(OIDS)).map((r) => r['oid']);
    expect(new Set(oids).size).toBe(oids.length);
  });

  it('catalog-rowtype-2 a file without row types gets them on open, with fresh OIDs', async () => {
    const before = await query(CLASSES);
    await server.close();
    // What a file written before row types existed looks like: no table, no trigger.
    const db = new Database(join(dataDir, 'postgres.sqlite'), { fileMustExist: true });
    db.exec(
      'DROP TRIGGER _pgsqlite_rowtype_rekeyed; DROP TRIGGER _pgsqlite_rowtype_dropped; DROP TABLE _pgsqlite_rowtype; DROP TABLE _pgsqlite_rowtype_pending',
    );
    db.close();
    server = await startPgsqlite({ port: 0, dataDir });
    const after = await query(CLASSES);
    expect(after.map((r) => [r['relname'], r['typname'], r['arr']])).toEqual(before.map((r) => [r['relname'], r['typname'], r['arr']]));
    const oids = (await query(OIDS)).map((r) => r['oid']);
    expect(new Set(oids).size).toBe(oids.length);
    // new relations keep getting row types (the trigger is back) and OIDs above the others
    await query('CREATE TABLE later (w int)');
    const [later] = await query(`SELECT 'later'::regtype::oid::int AS t, 'later'::regclass::oid::int AS c`);
    expect(later?.['t']).toBeGreaterThan(Math.max(...oids.map(Number)));
    expect(later?.['c']).toBeGreaterThan(Math.max(...oids.map(Number)));
    const all = (await query(OIDS)).map((r) => r['oid']);
    expect(new Set(all).size).toBe(all.length);
  });

  it('catalog-rowtype-3 a whole-row value in binary is record_send of its fields (as PostgreSQL sends it)', async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query(`CREATE TABLE bin (a int, b text, c numeric(6,2))`);
      await client.query(`INSERT INTO bin VALUES (7, 'x (y), "z"', 1.5), (NULL, '', NULL)`);
      const raw = (v: unknown): unknown => v;
      const r = await client.query({ text: 'SELECT bin FROM bin ORDER BY a NULLS LAST', rowMode: 'array', binary: true, name: 'rowtype-bin', types: { getTypeParser: () => raw } });
      // node-postgres hands the bytes over decoded as UTF-8: compare with the expected bytes decoded the same way
      const got = r.rows.map((row: unknown[]) => String(row[0]));
      const utf8 = (hex: string): string => Buffer.from(hex, 'hex').toString('utf8');
      // 3 fields; int4 7; text; numeric 1.50 (ndigits 2, weight 0, positive, dscale 2: 1, 5000) — PostgreSQL 15's bytes
      expect(got[0]).toBe(
        utf8('00000003' + '00000017' + '00000004' + '00000007' + '00000019' + '0000000a' + Buffer.from('x (y), "z"').toString('hex') + '000006a4' + '0000000c' + '0002' + '0000' + '0000' + '0002' + '0001' + '1388'),
      );
      expect(got[1]).toBe(utf8('00000003' + '00000017' + 'ffffffff' + '00000019' + '00000000' + '000006a4' + 'ffffffff'));
    } finally {
      await client.end();
    }
  });
});
