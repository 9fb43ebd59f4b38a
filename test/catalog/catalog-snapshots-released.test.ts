import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHANGE_TRACKING_SQL, loadCatalogTracked, type Catalog } from '@pgsqlite/catalog';
import { catalogFile } from './catalog-file.js';

/**
 * Issue 18 (memory): a migration's catalog snapshots are released as the next ones replace them.
 * Two links kept every earlier version alive — the translator's last plan of a parsed statement
 * held the snapshot it was planned against (the parse cache keeps up to 2,000 statements), and
 * the incremental load's note of which rows a read was merged from chained every version of the
 * read — so the heap grew with the square of the number of DDL statements (a benchmark's 1,500
 * CREATE TABLEs took the server to a 4 GB heap and out of memory).
 */

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const { executor, query, ddlSteps } = catalogFile('catreleased');

/**
 * The heap in use after a full collection. A new task first: a WeakRef's target is kept alive
 * until the task that made it ends (the inline executor's promises all settle in one).
 */
async function heapAfterGc(): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  gc();
  return getHeapStatistics().used_heap_size;
}

describe('catalog snapshots released after DDL (issue 18)', () => {
  it('catalog-snapshots-released-1 earlier snapshots are collected and the heap grows linearly with the tables', async () => {
    await executor.runAtomically(CHANGE_TRACKING_SQL);
    let catalog: Catalog = (await loadCatalogTracked(query, executor, null)).catalog;
    const snapshots: WeakRef<Catalog>[] = [];
    const heap: number[] = [];
    for (let i = 0; i < 400; i++) {
      await executor.runAtomically(ddlSteps(`CREATE TABLE released_${i} (id integer PRIMARY KEY, v text)`, catalog));
      catalog = (await loadCatalogTracked(query, executor, catalog)).catalog;
      snapshots.push(new WeakRef(catalog));
      if (i % 100 === 99) heap.push(await heapAfterGc());
    }
    await heapAfterGc();
    const alive = snapshots.slice(0, -1).filter((s) => s.deref() !== undefined).length;
    expect(alive).toBeLessThanOrEqual(1);
    // A table's rows, parsed statement and plan cost ~35 KB here; with the versions kept, the
    // 100th to 400th tables cost ~640 KB each (and more with every table).
    const perTable = (heap[3]! - heap[0]!) / 300;
    expect(perTable).toBeLessThan(120_000);
  }, 120_000);
});
