import type { Catalog } from '@pgsqlite/catalog';
import { deferrableUniqueChecks, type UniqueCheck } from '@pgsqlite/translate';

/**
 * The deferrable unique checks of a statement's write targets, kept per catalog snapshot (a
 * catalog is immutable: DDL and temporary tables make a new one). Every write asks for them, and
 * almost every answer is "none": walking the targets' constraints each time showed in TPC-B's
 * profile.
 */
const byCatalog = new WeakMap<Catalog, Map<string, readonly UniqueCheck[]>>();

export function uniqueChecksOf(catalog: Catalog, targets: readonly number[]): readonly UniqueCheck[] {
  let known = byCatalog.get(catalog);
  if (known === undefined) {
    known = new Map();
    byCatalog.set(catalog, known);
  }
  // Keyed by the targets' oids (as many entries as sets of tables written together).
  const key = targets.length === 1 ? String(targets[0]) : targets.join(',');
  let checks = known.get(key);
  if (checks === undefined) {
    checks = deferrableUniqueChecks(catalog, targets);
    known.set(key, checks);
  }
  return checks;
}
