import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CHANGE_TRACKING_SQL, changeNotesPrelude, isTrackedBy, loadCatalog, loadCatalogTracked, type Catalog, type CatalogQuery } from '@pgsqlite/catalog';
import { createInlineExecutor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { catalogFile } from './catalog-file.js';

/**
 * Issue 7 / issue 4 (DDL cost): after a DDL statement the catalog is rebuilt from the previous
 * snapshot and the rows the statement changed (noted by TEMP triggers of the connection), not
 * read whole. After EVERY statement of a mixed DDL script the incremental snapshot must equal a
 * full load; it must fall back to a full load when another connection committed meanwhile.
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
  "COMMENT ON COLUMN authors.name IS 'the full name'",
  'ALTER TABLE authors ADD COLUMN bio text',
  'ALTER TABLE authors RENAME COLUMN bio TO biography',
  'ALTER TABLE books RENAME TO volumes',
  'ALTER TABLE gen DROP COLUMN b',
  'ALTER TABLE volumes ALTER COLUMN price TYPE numeric(12,3)',
  'ALTER TABLE volumes ADD CONSTRAINT positive_price CHECK (price > 0)',
  'ALTER TABLE volumes DROP CONSTRAINT positive_price',
  'ALTER TABLE volumes ADD CONSTRAINT price_cap CHECK (price < 1000) NOT VALID',
  'ALTER TABLE volumes VALIDATE CONSTRAINT price_cap',
  'ALTER TABLE volumes ADD CONSTRAINT price_floor CHECK (price > -1) NOT VALID',
  'ALTER TABLE authors ALTER COLUMN born DROP DEFAULT',
  'ALTER TABLE authors ALTER COLUMN email SET NOT NULL',
  'CREATE TABLE doomed (x int PRIMARY KEY, y text)',
  "COMMENT ON TABLE doomed IS 'soon gone'",
  'DROP TABLE doomed',
  'DROP INDEX books_author_title',
  'CREATE SCHEMA app',
  'CREATE TABLE app.settings (key text PRIMARY KEY, value jsonb)',
  'CREATE OR REPLACE VIEW titles AS SELECT b.id, b.title, b.title AS name, b.price FROM volumes b',
  'DROP VIEW titles',
  'DROP TABLE feelings',
  'DROP SCHEMA app CASCADE',
];

const { path, executor, query, ddlSteps } = catalogFile('catdelta');

const comparable = (c: Catalog): unknown => ({ ...c, version: 0 });

/** Plans `sql` against `catalog` and runs its steps as the session does (one atomic request). */
async function runDdl(sql: string, catalog: Catalog): Promise<void> {
  await executor.runAtomically(ddlSteps(sql, catalog));
}

describe('catalog: incremental load after DDL (issue 7)', () => {
  it('catalog-delta-1 after each statement of a mixed DDL script the incremental snapshot equals a full load', async () => {
    await executor.runAtomically(CHANGE_TRACKING_SQL);
    const first = await loadCatalogTracked(query, executor, null);
    expect(first.incremental).toBe(false);
    expect(isTrackedBy(first.catalog, executor)).toBe(true);
    let catalog = first.catalog;
    for (const sql of DDL) {
      await runDdl(sql, catalog);
      const next = await loadCatalogTracked(query, executor, catalog);
      expect(next.incremental, sql).toBe(true);
      expect(comparable(next.catalog), sql).toEqual(comparable(await loadCatalog(query)));
      catalog = next.catalog;
    }
    expect(catalog.findRelation('volumes', 'public', ['public'])?.columns.map((c) => c.name)).toEqual(['id', 'author_id', 'title', 'price']);
    expect(catalog.findRelation('doomed', undefined, ['public'])).toBeUndefined();
    expect(catalog.schemas()).not.toContain('app');
  });

  it('catalog-delta-2 a commit by another connection, or a snapshot of another connection, means a full load', async () => {
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    await runDdl('CREATE TABLE mine (a int)', catalog);
    catalog = (await loadCatalogTracked(query, executor, catalog)).catalog;
    // Another connection changes the catalog (a plain table, not through pgsqlite): data_version moves.
    const other = new Database(path);
    other.exec('CREATE TABLE outside (x INTEGER NOT NULL)');
    other.close();
    await runDdl('CREATE TABLE mine2 (a int)', catalog);
    const after = await loadCatalogTracked(query, executor, catalog);
    expect(after.incremental).toBe(false);
    expect(comparable(after.catalog)).toEqual(comparable(await loadCatalog(query)));
    expect(after.catalog.findRelation('outside', 'public', ['public'])?.columns.map((c) => c.name)).toEqual(['x']);
    // Increments resume from the full load.
    await runDdl('ALTER TABLE mine2 ADD COLUMN b text', after.catalog);
    const again = await loadCatalogTracked(query, executor, after.catalog);
    expect(again.incremental).toBe(true);
    expect(comparable(again.catalog)).toEqual(comparable(await loadCatalog(query)));
    // A snapshot loaded on another connection is not a base for this one.
    expect((await loadCatalogTracked(query, {}, again.catalog)).incremental).toBe(false);
  });

  it('catalog-delta-4 a load with nothing changed since its base returns the base; the same DDL again is not mistaken for nothing', async () => {
    await executor.runAtomically(CHANGE_TRACKING_SQL);
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    await runDdl('CREATE TABLE same_0 (id integer PRIMARY KEY, v text)', catalog);
    catalog = (await loadCatalogTracked(query, executor, catalog)).catalog;
    // What the COMMIT of an extended-protocol statement's implicit block asks: nothing changed.
    const again = await loadCatalogTracked(query, executor, catalog);
    expect(again.incremental).toBe(true);
    expect(again.catalog).toBe(catalog);
    // Statements that note as many changes as the one before: each load still sees its table.
    for (let i = 1; i <= 3; i++) {
      // As the session runs it: the notes read already are deleted first (changeNotesPrelude).
      await executor.runAtomically([...changeNotesPrelude(catalog, executor), ...ddlSteps(`CREATE TABLE same_${i} (id integer PRIMARY KEY, v text)`, catalog)]);
      const next = await loadCatalogTracked(query, executor, catalog);
      expect(next.catalog).not.toBe(catalog);
      expect(next.catalog.findRelation(`same_${i}`, 'public', ['public'])).toBeDefined();
      expect(comparable(next.catalog)).toEqual(comparable(await loadCatalog(query)));
      catalog = next.catalog;
    }
  });

  it('catalog-delta-3 without the change table (a new connection) the load is full and not a base', async () => {
    const fresh = nativeEngineFactory.open({ path, synchronous: 'OFF', trustedSchema: true });
    const freshExecutor = createInlineExecutor(fresh);
    try {
      const q: CatalogQuery = async (sql) => (await freshExecutor.run(sql, [])).rows ?? [];
      const load = await loadCatalogTracked(q, freshExecutor, null);
      expect(load.incremental).toBe(false);
      expect(isTrackedBy(load.catalog, freshExecutor)).toBe(false);
      expect(comparable(load.catalog)).toEqual(comparable(await loadCatalog(q)));
    } finally {
      await freshExecutor.close();
    }
  });
});
