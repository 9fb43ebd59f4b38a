import type { Catalog, RelKind } from './catalog.js';
import type { CatalogRead } from './load-batch.js';

/**
 * Composite row types of tables and views (pg_type typtype 'c', pg_class.reltype), as PostgreSQL
 * has them: every table, view, materialized view and partitioned table has a row type named like
 * it, in its schema, with an array type `_name`. Their OIDs are allocated from the catalog's OID
 * counter and kept in `_pgsqlite_rowtype`; name and schema are the relation's (so they follow
 * RENAME and SET SCHEMA).
 *
 * Allocation is done by the DDL plan that makes the relation (the translator's CatalogWriter):
 * after the plan's own OIDs it gives each new relation of a row-typed kind an array OID and a type
 * OID (in that order, as PostgreSQL does), in relation order, and advances the OID counter past
 * them. The row types of relations that are gone go with their pg_class rows (a trigger). The
 * whole sync runs on open, which gives the relations of files written before row types existed
 * (or before the plans allocated them) theirs.
 *
 * Issue 18: that allocation used to be a trigger on the catalog version's bump (after a trigger
 * on `_pgsqlite_class` noted new relations in `_pgsqlite_rowtype_pending`); SQLite compiled its
 * INSERT … SELECT and UPDATE with every DDL statement's last step (~200 µs of a CREATE TABLE's
 * ~1 ms on the executor thread). Opening a file drops those triggers (and the sync gives any
 * relation still noted as pending its row type).
 */

/** relkinds that have a row type. */
export const ROW_TYPED_KINDS: readonly RelKind[] = ['r', 'v', 'm', 'p', 'c'];

const KINDS_SQL = ROW_TYPED_KINDS.map((k) => `'${k}'`).join(', ');

/** Statements (idempotent) that give relations without a row type one and drop those of dropped relations. */
const SYNC_SQL: readonly string[] = [
  `DELETE FROM _pgsqlite_rowtype WHERE relid NOT IN (SELECT oid FROM _pgsqlite_class WHERE relkind IN (${KINDS_SQL}))`,
  `INSERT INTO _pgsqlite_rowtype (relid, typarray, typoid)
     SELECT c.oid, m.value + 2 * (row_number() OVER (ORDER BY c.oid)) - 2, m.value + 2 * (row_number() OVER (ORDER BY c.oid)) - 1
     FROM _pgsqlite_class c, _pgsqlite_meta m
     WHERE m.key = 'next_oid' AND c.relkind IN (${KINDS_SQL}) AND c.oid NOT IN (SELECT relid FROM _pgsqlite_rowtype)`,
  `UPDATE _pgsqlite_meta SET value = (SELECT max(typoid) + 1 FROM _pgsqlite_rowtype)
     WHERE key = 'next_oid' AND value < (SELECT coalesce(max(typoid) + 1, 0) FROM _pgsqlite_rowtype)`,
  `DELETE FROM _pgsqlite_rowtype_pending`,
];

/** Internal tables and triggers of row types (created with the other internal tables), then a sync. */
export const ROWTYPES_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_rowtype (relid INTEGER PRIMARY KEY, typoid INTEGER NOT NULL UNIQUE, typarray INTEGER NOT NULL UNIQUE)`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_rowtype_pending (oid INTEGER PRIMARY KEY)`,
  // Files written before the plans allocated row types have the allocation as triggers (the
  // whole sync, later the bump of pending relations): gone; the sync below finishes their work.
  `DROP TRIGGER IF EXISTS _pgsqlite_rowtype_sync`,
  `DROP TRIGGER IF EXISTS _pgsqlite_rowtype_bump`,
  `DROP TRIGGER IF EXISTS _pgsqlite_rowtype_added`,
  `DROP TRIGGER IF EXISTS _pgsqlite_rowtype_changed`,
  // A relation whose OID or kind changes loses its row type (no plan does either today; the
  // sync on open gives a relation that became row-typed its own).
  `CREATE TRIGGER IF NOT EXISTS _pgsqlite_rowtype_rekeyed AFTER UPDATE OF oid, relkind ON _pgsqlite_class
     BEGIN DELETE FROM _pgsqlite_rowtype WHERE relid = OLD.oid AND (NEW.oid <> OLD.oid OR NEW.relkind NOT IN (${KINDS_SQL})); END`,
  `CREATE TRIGGER IF NOT EXISTS _pgsqlite_rowtype_dropped AFTER DELETE ON _pgsqlite_class
     BEGIN DELETE FROM _pgsqlite_rowtype WHERE relid = OLD.oid; DELETE FROM _pgsqlite_rowtype_pending WHERE oid = OLD.oid; END`,
  ...SYNC_SQL,
];

/** The read of row type OIDs (relation, type, array type), keyed by relation for incremental loads. */
export const ROWTYPE_READ: CatalogRead = { sql: `SELECT relid, typoid, typarray FROM _pgsqlite_rowtype ORDER BY relid`, columns: 3, smallIntegers: true };

/** A relation's row type as pg_type shows it. */
export interface RowTypeDef {
  oid: number;
  /** OID of its array type `_name` */
  arrayOid: number;
  /** The table or view (typrelid) */
  relOid: number;
  schema: string;
  name: string;
}

const listCache = new WeakMap<Catalog, { list: RowTypeDef[]; byOid: Map<number, RowTypeDef> }>();

function indexOf(catalog: Catalog): { list: RowTypeDef[]; byOid: Map<number, RowTypeDef> } {
  let hit = listCache.get(catalog);
  if (hit) return hit;
  const list: RowTypeDef[] = [];
  for (const r of catalog.relations()) {
    if (r.rowType === undefined) continue;
    list.push({ oid: r.rowType.oid, arrayOid: r.rowType.arrayOid, relOid: r.oid, schema: r.schema, name: r.name });
  }
  const byOid = new Map<number, RowTypeDef>();
  for (const t of list) {
    byOid.set(t.oid, t);
  }
  hit = { list, byOid };
  listCache.set(catalog, hit);
  return hit;
}

/** Every row type of the catalog's relations, in relation order. */
export function rowTypesOf(catalog: Catalog): readonly RowTypeDef[] {
  return indexOf(catalog).list;
}

/** The row type with this OID (not its array type), or undefined. */
export function rowTypeByOid(catalog: Catalog, oid: number): RowTypeDef | undefined {
  return indexOf(catalog).byOid.get(oid);
}

/** The row type of a relation named `name` (in `schema`, or the first schema of the search path having it). */
export function findRowType(catalog: Catalog, name: string, schema: string | undefined, searchPath: readonly string[]): RowTypeDef | undefined {
  const all = rowTypesOf(catalog);
  if (schema !== undefined) return all.find((t) => t.schema === schema && t.name === name);
  for (const s of searchPath) {
    const t = all.find((u) => u.schema === s && u.name === name);
    if (t) return t;
  }
  return undefined;
}
