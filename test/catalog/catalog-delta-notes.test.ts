import { describe, expect, it } from 'vitest';
import { CHANGE_TRACKING_SQL, changeNotesPrelude, loadCatalog, loadCatalogTracked, type Catalog } from '@pgsqlite/catalog';
import { catalogFile } from './catalog-file.js';

/**
 * Issue 18: an incremental catalog load leaves the change notes it read in the connection's
 * change table; the next DDL statement deletes them as its first step (changeNotesPrelude), in
 * its own atomic request, instead of a request of its own after every load. Only the notes the
 * base snapshot holds are deleted: a change noted after that load and not loaded yet must still
 * reach the next load, and the table must not grow with the number of statements.
 */

const { executor, query, ddlSteps: steps } = catalogFile('catnotes', CHANGE_TRACKING_SQL);

const comparable = (c: Catalog): unknown => ({ ...c, version: 0 });

const notes = async (): Promise<number> => Number((await query('SELECT count(*) FROM temp._pgsqlite_catalog_changes'))[0]![0]);

describe('catalog: change notes cleared by the next DDL statement (issue 18)', () => {
  it('catalog-notes-1 a change noted after the base was loaded survives the next statement\'s prelude', async () => {
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    await executor.runAtomically([...changeNotesPrelude(catalog, executor), ...steps('CREATE TABLE a (id int PRIMARY KEY, t text)', catalog)]);
    catalog = (await loadCatalogTracked(query, executor, catalog)).catalog;
    await executor.runAtomically([...changeNotesPrelude(catalog, executor), ...steps('CREATE TABLE b (id int PRIMARY KEY)', catalog)]);
    const next = await loadCatalogTracked(query, executor, catalog);
    expect(next.incremental).toBe(true);
    catalog = next.catalog;
    expect(changeNotesPrelude(catalog, executor).length).toBe(1);
    // Noted after that load, not loaded: the comment on a (no prelude, no load).
    await executor.runAtomically(steps("COMMENT ON TABLE a IS 'noted late'", catalog));
    // The next statement's prelude deletes only the notes `catalog` holds.
    await executor.runAtomically([...changeNotesPrelude(catalog, executor), ...steps('ALTER TABLE b ADD COLUMN c text', catalog)]);
    const after = await loadCatalogTracked(query, executor, catalog);
    expect(after.incremental).toBe(true);
    expect(comparable(after.catalog)).toEqual(comparable(await loadCatalog(query)));
    const a = after.catalog.findRelation('a', 'public', ['public'])!;
    expect(after.catalog.descriptions().find((d) => d.objoid === a.oid)?.description).toBe('noted late');
  });

  it('catalog-notes-2 a failed statement keeps the notes; the table stays as small as one statement\'s notes', async () => {
    let catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    let most = 0;
    for (let i = 0; i < 12; i++) {
      await executor.runAtomically([...changeNotesPrelude(catalog, executor), ...steps(`CREATE TABLE t${i} (id serial PRIMARY KEY, v text UNIQUE)`, catalog)]);
      // A statement that fails after its prelude: everything it did, the deletion too, is undone.
      await expect(executor.runAtomically([...changeNotesPrelude(catalog, executor), `CREATE TABLE t${i} (x)`])).rejects.toThrow();
      const next = await loadCatalogTracked(query, executor, catalog);
      expect(next.incremental, `t${i}`).toBe(true);
      catalog = next.catalog;
      most = Math.max(most, await notes());
    }
    expect(comparable(catalog)).toEqual(comparable(await loadCatalog(query)));
    expect(catalog.findRelation('t11', 'public', ['public'])?.columns.map((c) => c.name)).toEqual(['id', 'v']);
    // Notes of the last statement (and its prelude's leftovers) only, not of all twelve.
    expect(most).toBeLessThan(60);
  });
});
