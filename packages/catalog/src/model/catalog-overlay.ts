import type { Catalog } from './catalog.js';
import { CATALOG_READS, buildCatalog, nextSnapshotVersion } from './load.js';
import { fetchReads } from './load-batch.js';
import type { CatalogQuery } from './load-facts.js';
import { CatalogSnapshot } from './snapshot.js';

/**
 * Loads a second set of catalog rows kept under other table names (a session's temporary
 * objects, whose catalog rows live in its own connection's TEMP tables): every read of a full
 * load, `rename`d to those tables, built into a snapshot of its own by the same `buildCatalog`.
 */
export async function loadOverlayCatalog(query: CatalogQuery, rename: (sql: string) => string): Promise<Catalog> {
  const renamed = CATALOG_READS.map((read) => ({ sql: rename(read.sql), columns: read.columns }));
  const fetched = await fetchReads(query, renamed);
  const read: CatalogQuery = async (sql) => {
    const own = rename(sql);
    return fetched?.get(own) ?? query(own);
  };
  // Tables outside pgsqlite's catalog are the shared database's business (addPlainTables): none here.
  return buildCatalog(read, async () => []);
}

/**
 * One snapshot holding `base` and `overlay` (the shared catalog plus a session's temporary
 * objects): every list is the base's followed by the overlay's; OIDs never collide (the overlay
 * allocates from its own range). A fresh version, so plans made for either are not reused.
 */
export function mergeCatalogs(base: Catalog, overlay: Catalog): Catalog {
  // Lists without a TEMP copy are read from the shared tables again by the overlay: an entry equal
  // to one of the base's is that entry, not a second object (two equal functions made every call
  // "not unique" in a session with temporary tables).
  const both = <T>(a: readonly T[], b: readonly T[]): T[] => {
    if (b.length === 0) return [...a];
    const key = (x: T): string => JSON.stringify(x, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    const seen = new Set(a.map(key));
    return [...a, ...b.filter((x) => !seen.has(key(x)))];
  };
  // An overlay read from a connection other sessions share lists their objects too: once is enough.
  const relations = [...base.relations()];
  const known = new Set(relations.map((r) => r.oid));
  for (const rel of overlay.relations()) if (!known.has(rel.oid)) relations.push(rel);
  const fresh = <T extends { oid: number }>(a: readonly T[], b: readonly T[]): T[] => {
    const seen = new Set(a.map((x) => x.oid));
    return [...a, ...b.filter((x) => !seen.has(x.oid))];
  };
  const schemas = [...base.schemas(), ...overlay.schemas().filter((s) => !base.schemas().includes(s))];
  const namespaces = [...base.namespaces(), ...overlay.namespaces().filter((n) => !base.schemas().includes(n.name))];
  return new CatalogSnapshot(nextSnapshotVersion(), schemas, relations, {
    namespaces,
    constraints: fresh(base.constraints(), overlay.constraints()),
    indexes: fresh(base.indexes(), overlay.indexes()),
    sequences: fresh(base.sequences(), overlay.sequences()),
    descriptions: both(base.descriptions(), overlay.descriptions()),
    userTypes: both(base.userTypes?.() ?? [], overlay.userTypes?.() ?? []),
    extensions: both(base.extensions?.() ?? [], overlay.extensions?.() ?? []),
    userFunctions: both(base.userFunctions?.() ?? [], overlay.userFunctions?.() ?? []),
    triggers: both([...(base.triggers?.() ?? []), ...(base.foreignKeyTriggers?.() ?? [])], [...(overlay.triggers?.() ?? []), ...(overlay.foreignKeyTriggers?.() ?? [])]),
    rules: both(base.rules?.() ?? [], overlay.rules?.() ?? []),
    acls: both(base.acls?.() ?? [], overlay.acls?.() ?? []),
    defaultAcls: both(base.defaultAcls?.() ?? [], overlay.defaultAcls?.() ?? []),
    userAggregates: both(base.userAggregates?.() ?? [], overlay.userAggregates?.() ?? []),
  });
}
