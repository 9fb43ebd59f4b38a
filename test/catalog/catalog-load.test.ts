import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog, type Catalog, type CatalogQuery } from '@pgsqlite/catalog';

/**
 * Issue 7 / issue 4 (DDL cost): `loadCatalog` reads every catalog table in ONE executor request
 * (a batched SELECT answering all reads as JSON). After a mixed DDL sequence the batched
 * snapshot must equal the one built from the reads run one by one (the path taken when the
 * batch fails), and a load must cost one query (plus one per table created outside pgsqlite).
 */

const DDL = [
  'CREATE TABLE authors (id serial PRIMARY KEY, name text NOT NULL, email varchar(100) UNIQUE, born date DEFAULT current_date)',
  'CREATE TABLE books (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, author_id integer REFERENCES authors ON DELETE CASCADE, title text, price numeric(10,2), CHECK (length(title) > 0))',
  'CREATE TABLE gen (a int, b int GENERATED ALWAYS AS (a * 2) STORED)',
  'CREATE INDEX books_title_idx ON books (lower(title)) WHERE price > 0',
  'CREATE UNIQUE INDEX books_author_title ON books (author_id, title)',
  'CREATE VIEW titles AS SELECT b.id, b.title, a.name FROM books b JOIN authors a ON a.id = b.author_id',
  "CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')",
  "ALTER TYPE mood ADD VALUE 'meh' BEFORE 'ok'",
  'CREATE DOMAIN posint AS integer CHECK (VALUE > 0) NOT NULL',
  'CREATE TABLE feelings (id bigserial PRIMARY KEY, m mood, n posint)',
  'CREATE SEQUENCE big_seq MINVALUE -9223372036854775808 MAXVALUE 9223372036854775807 START 9007199254740993 INCREMENT -3',
  "COMMENT ON TABLE authors IS 'people who write'",
  "COMMENT ON COLUMN authors.name IS 'full name'",
  'ALTER TABLE authors ADD COLUMN bio text',
  'ALTER TABLE authors RENAME COLUMN bio TO biography',
  'ALTER TABLE books RENAME TO volumes',
  'ALTER TABLE gen DROP COLUMN b',
  'CREATE TABLE doomed (x int PRIMARY KEY)',
  'DROP TABLE doomed',
  'DROP INDEX books_author_title',
  'CREATE SCHEMA app',
  'CREATE TABLE app.settings (key text PRIMARY KEY, value jsonb)',
  'BEGIN',
  'CREATE TABLE never (id int)',
  'ALTER TABLE authors ADD COLUMN lost int',
  'ROLLBACK',
];

const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-catload-'));
const { startPgsqlite } = await import('../../src/index.js');
const server = await startPgsqlite({ port: 0, dataDir });
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A query function over a better-sqlite3 connection, integers as bigints like the engine. */
function queryOn(db: Database.Database, seen: string[]): CatalogQuery {
  return async (sql) => {
    seen.push(sql);
    return db.prepare(sql).raw(true).safeIntegers(true).all() as never;
  };
}

/** The same, failing the batched read: `loadCatalog` then runs each read on its own. */
function unbatched(db: Database.Database, seen: string[]): CatalogQuery {
  const inner = queryOn(db, seen);
  return async (sql) => {
    if (sql.includes('json_group_array')) throw new Error('no batch');
    return inner(sql);
  };
}

const comparable = (c: Catalog): unknown => ({ ...c, version: 0 });

describe('catalog: one-request catalog load (issue 7)', () => {
  it('catalog-load-1 the batched snapshot equals the read-by-read one after mixed DDL, in one query', async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      for (const sql of DDL) await client.query(sql);
      // A temp table lives in the session's own schema: the shared file is read after it exists.
      await client.query('CREATE TEMP TABLE scratch (a int)');
      const db = new Database(join(dataDir, 'postgres.sqlite'), { readonly: true, fileMustExist: true });
      try {
        const batchedQueries: string[] = [];
        const oneByOne: string[] = [];
        const batched = await loadCatalog(queryOn(db, batchedQueries));
        const plain = await loadCatalog(unbatched(db, oneByOne));
        expect(batchedQueries).toHaveLength(1);
        expect(oneByOne.length).toBeGreaterThan(15);
        expect(comparable(batched)).toEqual(comparable(plain));
        expect(batched.findRelation('volumes', 'public', ['public'])?.columns.map((c) => c.name)).toEqual(['id', 'author_id', 'title', 'price']);
        expect(batched.findRelation('never', undefined, ['public'])).toBeUndefined();
        const big = [...batched.sequences()].find((s) => s.start === 9007199254740993n);
        expect(big).toMatchObject({ min: -9223372036854775808n, max: 9223372036854775807n, increment: -3n });
      } finally {
        db.close();
      }
    } finally {
      await client.end();
    }
  });

  it('catalog-load-2 a table created outside pgsqlite costs one more read, and appears the same', async () => {
    const db = new Database(join(dataDir, 'postgres.sqlite'), { fileMustExist: true });
    try {
      db.exec('CREATE TABLE IF NOT EXISTS outside (a INTEGER NOT NULL, b TEXT, c REAL)');
      const batchedQueries: string[] = [];
      const batched = await loadCatalog(queryOn(db, batchedQueries));
      const plain = await loadCatalog(unbatched(db, []));
      expect(batchedQueries).toHaveLength(2);
      expect(comparable(batched)).toEqual(comparable(plain));
      expect(batched.findRelation('outside', 'public', ['public'])?.columns.map((c) => [c.name, c.notNull])).toEqual([
        ['a', true],
        ['b', false],
        ['c', false],
      ]);
    } finally {
      db.close();
    }
  });
});
