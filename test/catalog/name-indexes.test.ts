import { describe, expect, it } from 'vitest';
import { CHANGE_TRACKING_SQL, loadCatalogTracked, type Catalog } from '@pgsqlite/catalog';
import { catalogFile } from './catalog-file.js';

/**
 * Issue 18: a new relation's SQLite name and a new constraint's name are checked against indexes
 * the catalog snapshot keeps (lowercased SQLite names, constraint names), made on first use and
 * layered from snapshot to snapshot, instead of a walk over every relation and constraint. After
 * every statement of a script with names that differ only in case, renames, drops and more
 * statements than the layers' depth, each index must answer as the walk does.
 */

const DDL = [
  'CREATE TABLE t (id int PRIMARY KEY, v text UNIQUE)',
  'CREATE TABLE "T" (id int PRIMARY KEY)',
  'CREATE TABLE "Sqlite_x" (a int CHECK (a > 0))',
  'CREATE INDEX "T_idx" ON "T" (id)',
  'CREATE INDEX t_idx ON t (v)',
  'CREATE SCHEMA s',
  'CREATE TABLE s.t (id serial PRIMARY KEY, parent int REFERENCES t (id))',
  'ALTER TABLE t RENAME TO t_old',
  'CREATE TABLE t (id int PRIMARY KEY, w int CONSTRAINT t_w_check CHECK (w > 0))',
  'ALTER INDEX t_idx RENAME TO t_v_idx',
  'CREATE INDEX t_idx ON t (id)',
  'ALTER TABLE "T" ADD CONSTRAINT t_check CHECK (id > 0)',
  'DROP TABLE "T"',
  'CREATE TABLE "T" (id int PRIMARY KEY)',
  'DROP SCHEMA s CASCADE',
  'CREATE TABLE u1 (a int PRIMARY KEY)',
  'CREATE TABLE u2 (a int PRIMARY KEY)',
  'CREATE TABLE u3 (a int PRIMARY KEY)',
  'DROP TABLE u2',
];

const { executor, query, ddlSteps } = catalogFile('names');

/** Every name worth asking about: the catalog's, in other cases, with suffixes, and absent ones. */
function candidates(catalog: Catalog): string[] {
  const names = new Set<string>(['absent', 'T~2', 't~2', 't_pkey1']);
  for (const r of catalog.relations()) for (const n of [r.sqliteName, r.name]) for (const v of [n, n.toUpperCase(), n.toLowerCase(), `${n}~2`]) names.add(v);
  for (const c of catalog.constraints()) for (const v of [c.name, c.name.toUpperCase()]) names.add(v);
  return [...names];
}

function expectIndexesAsWalks(catalog: Catalog, sql: string): void {
  for (const name of candidates(catalog)) {
    const walked = [...catalog.relations()].some((r) => r.sqliteName.toLowerCase() === name.toLowerCase());
    expect(catalog.sqliteNameTaken?.(name), `${sql}: SQLite name ${name}`).toBe(walked);
    expect(catalog.constraintsNamed?.(name), `${sql}: constraint ${name}`).toEqual(catalog.constraints().filter((c) => c.name === name));
  }
}

describe('catalog: name indexes of a snapshot (issue 18)', () => {
  it('catalog-names-1 after each DDL statement the SQLite-name and constraint-name indexes answer as a walk does', async () => {
    await executor.runAtomically(CHANGE_TRACKING_SQL);
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    expectIndexesAsWalks(catalog, 'start');
    for (const sql of DDL) {
      await executor.runAtomically(ddlSteps(sql, catalog));
      const next = await loadCatalogTracked(query, executor, catalog);
      expect(next.incremental, sql).toBe(true);
      catalog = next.catalog;
      expectIndexesAsWalks(catalog, sql);
    }
    // The names the planner chose beside names that differ only in case.
    expect([...catalog.relations()].filter((r) => r.schema === 'public' && r.name.toLowerCase() === 't').map((r) => r.sqliteName).sort()).toEqual(['T~2', 't']);
  });
});
