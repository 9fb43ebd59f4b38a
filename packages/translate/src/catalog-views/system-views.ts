import { Oid, formatType, type Catalog } from '@pgsqlite/catalog';
import { type Row, type VirtualRelation, b, relation } from './relation-builder.js';
import { indexDef } from './definitions.js';
import { sequenceLastValueSql } from '../analyze/fn-sequences.js';
import { relationOwner, roleNameCell } from './acl-cells.js';

const OWNER = (catalog: Catalog, oid: number) => roleNameCell(relationOwner(catalog, oid));

/** pg_tables. */
export function pgTables(catalog: Catalog): VirtualRelation {
  const indexed = new Set(catalog.indexes().map((i) => i.relOid));
  const ruled = new Set((catalog.rules?.() ?? []).map((x) => x.relOid));
  const rows: Row[] = [...catalog.relations()].filter((r) => r.kind === 'r').map((r) => [r.schema, r.name, OWNER(catalog, r.oid), null, b(indexed.has(r.oid)), b(ruled.has(r.oid)), 0, 0]);
  return relation(
    [['schemaname', Oid.name], ['tablename', Oid.name], ['tableowner', Oid.name], ['tablespace', Oid.name], ['hasindexes', Oid.bool], ['hasrules', Oid.bool], ['hastriggers', Oid.bool], ['rowsecurity', Oid.bool]],
    rows,
  );
}

/** pg_views. */
export function pgViews(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [...catalog.relations()].filter((r) => r.kind === 'v').map((r) => [r.schema, r.name, OWNER(catalog, r.oid), r.viewDefinition ?? null]);
  return relation([['schemaname', Oid.name], ['viewname', Oid.name], ['viewowner', Oid.name], ['definition', Oid.text]], rows);
}

/** pg_matviews. */
export function pgMatviews(catalog: Catalog): VirtualRelation {
  const indexed = new Set(catalog.indexes().map((i) => i.relOid));
  const rows: Row[] = [...catalog.relations()].filter((r) => r.kind === 'm').map((r) => [r.schema, r.name, OWNER(catalog, r.oid), null, b(indexed.has(r.oid)), b(r.populated !== false), r.viewDefinition ?? null]);
  return relation(
    [['schemaname', Oid.name], ['matviewname', Oid.name], ['matviewowner', Oid.name], ['tablespace', Oid.name], ['hasindexes', Oid.bool], ['ispopulated', Oid.bool], ['definition', Oid.text]],
    rows,
  );
}

/** pg_indexes. */
export function pgIndexes(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const i of catalog.indexes()) {
    const rel = catalog.relationByOid(i.relOid);
    const irel = catalog.relationByOid(i.oid);
    if (rel && irel) rows.push([rel.schema, rel.name, irel.name, null, indexDef(catalog, i)]);
  }
  return relation([['schemaname', Oid.name], ['tablename', Oid.name], ['indexname', Oid.name], ['tablespace', Oid.name], ['indexdef', Oid.text]], rows);
}

/** pg_sequences (last_value read when the relation is read: NULL until the first nextval). */
export function pgSequences(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const s of catalog.sequences()) {
    const rel = catalog.relationByOid(s.oid);
    if (!rel) continue;
    rows.push([rel.schema, rel.name, OWNER(catalog, rel.oid), formatType(s.typeOid, -1), s.start, s.min, s.max, s.increment, b(s.cycle), s.cache, { sql: sequenceLastValueSql(s) }]);
  }
  return relation(
    [['schemaname', Oid.name], ['sequencename', Oid.name], ['sequenceowner', Oid.name], ['data_type', Oid.text], ['start_value', Oid.int8], ['min_value', Oid.int8], ['max_value', Oid.int8], ['increment_by', Oid.int8], ['cycle', Oid.bool], ['cache_size', Oid.int8], ['last_value', Oid.int8]],
    rows,
  );
}

/** pg_stat_user_tables (counters are not kept: zeros). */
export function pgStatUserTables(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [...catalog.relations()].filter((r) => r.kind === 'r').map((r) => [r.oid, r.schema, r.name, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  return relation(
    [
      ['relid', Oid.oid], ['schemaname', Oid.name], ['relname', Oid.name], ['seq_scan', Oid.int8], ['seq_tup_read', Oid.int8], ['idx_scan', Oid.int8],
      ['idx_tup_fetch', Oid.int8], ['n_tup_ins', Oid.int8], ['n_tup_upd', Oid.int8], ['n_tup_del', Oid.int8], ['n_tup_hot_upd', Oid.int8],
      ['n_live_tup', Oid.int8], ['n_dead_tup', Oid.int8], ['n_mod_since_analyze', Oid.int8], ['n_ins_since_vacuum', Oid.int8],
    ],
    rows,
  );
}

/** pg_stat_user_indexes / pg_statio-style counters for every index of a user table (zeros). */
export function pgStatUserIndexes(catalog: Catalog): VirtualRelation {
  const rows: Row[] = catalog.indexes().flatMap((i) => {
    const table = catalog.relationByOid(i.relOid);
    const index = catalog.relationByOid(i.oid);
    return table && index ? [[i.relOid, i.oid, table.schema, table.name, index.name, 0, 0, 0] as Row] : [];
  });
  return relation(
    [
      ['relid', Oid.oid], ['indexrelid', Oid.oid], ['schemaname', Oid.name], ['relname', Oid.name], ['indexrelname', Oid.name],
      ['idx_scan', Oid.int8], ['idx_tup_read', Oid.int8], ['idx_tup_fetch', Oid.int8],
    ],
    rows,
  );
}

/** pg_policies: row-level security is not supported, so there are none. */
export function pgPolicies(): VirtualRelation {
  return relation(
    [
      ['schemaname', Oid.name], ['tablename', Oid.name], ['policyname', Oid.name], ['permissive', Oid.text], ['roles', Oid._name],
      ['cmd', Oid.text], ['qual', Oid.text], ['with_check', Oid.text],
    ],
    [],
  );
}

