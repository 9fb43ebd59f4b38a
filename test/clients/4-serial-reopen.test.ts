import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

// pgsqlite only: a database file shared by two servers (as two processes would share it) and
// reopened later continues each sequence where PostgreSQL's would be; explicit ids written by
// one server do not move the counter the other draws from.
const { startPgsqlite } = await import('../../src/index.js');
const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-serial-reopen-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ids = async (c: pg.Client, sql: string): Promise<number[]> => (await c.query(sql)).rows.map((r: { id: number | string }) => Number(r.id));
const one = async (c: pg.Client, sql: string): Promise<string> => String(Object.values((await c.query(sql)).rows[0] as object)[0]);

describe('serial keys in a file shared and reopened (pgsqlite)', () => {
  it('4-serial-reopen-1 two servers on one file draw one sequence; a reopened file continues it', async () => {
    const s1 = await startPgsqlite({ port: 0, dataDir });
    const a = new pg.Client({ connectionString: s1.url });
    await a.connect();
    // (the second server reads the catalog when it opens the file: DDL comes first)
    await a.query('CREATE TABLE r1 (id serial PRIMARY KEY, v text)');
    await a.query('CREATE SEQUENCE r1_s');
    const s2 = await startPgsqlite({ port: 0, dataDir });
    const b = new pg.Client({ connectionString: s2.url });
    await b.connect();
    try {
      expect(await ids(a, "INSERT INTO r1 (v) VALUES ('a') RETURNING id")).toEqual([1]);
      expect(await ids(b, "INSERT INTO r1 (v) VALUES ('b'), ('c') RETURNING id")).toEqual([2, 3]);
      await a.query("INSERT INTO r1 (id, v) VALUES (50, 'x')");
      expect(await ids(b, "INSERT INTO r1 (v) VALUES ('d') RETURNING id")).toEqual([4]);
      expect(await one(a, "SELECT nextval('r1_id_seq')")).toBe('5');
      expect(await one(b, "SELECT nextval('r1_s')")).toBe('1');
      expect(await one(a, "SELECT nextval('r1_s')")).toBe('2');
      await b.query('BEGIN');
      expect(await ids(b, "INSERT INTO r1 (v) VALUES ('e') RETURNING id")).toEqual([6]);
      await b.query('ROLLBACK');
    } finally {
      await a.end();
      await b.end();
      await s1.close();
      await s2.close();
    }
    const s3 = await startPgsqlite({ port: 0, dataDir });
    const c = new pg.Client({ connectionString: s3.url });
    await c.connect();
    try {
      expect(await ids(c, "INSERT INTO r1 (v) VALUES ('f') RETURNING id")).toEqual([7]);
      expect(await one(c, "SELECT nextval('r1_s')")).toBe('3');
      expect(await one(c, "SELECT last_value FROM pg_sequences WHERE sequencename = 'r1_id_seq'")).toBe('7');
      expect(await ids(c, 'SELECT id FROM r1 ORDER BY id')).toEqual([1, 2, 3, 4, 7, 50]);
    } finally {
      await c.end();
      await s3.close();
    }
  });
});
