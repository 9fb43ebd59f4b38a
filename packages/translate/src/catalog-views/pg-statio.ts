import { Oid, type Catalog } from '@pgsqlite/catalog';
import { type Row, type VirtualRelation, relation } from './relation-builder.js';

/**
 * pg_statio_all_tables / pg_statio_user_tables: block I/O counters per table. SQLite keeps no
 * such counters, so they are zero; the rows exist so that joins on relid/relname find the tables
 * (Sequelize's describeTable reads column comments through `pg_statio_all_tables st JOIN
 * pg_description ON objoid = st.relid`). toast columns are NULL, as for a table without TOAST.
 */
export function pgStatioTables(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [...catalog.relations()].filter((r) => r.kind === 'r').map((r) => [r.oid, r.schema, r.name, 0, 0, 0, 0, null, null, null, null]);
  return relation(
    [
      ['relid', Oid.oid], ['schemaname', Oid.name], ['relname', Oid.name], ['heap_blks_read', Oid.int8], ['heap_blks_hit', Oid.int8],
      ['idx_blks_read', Oid.int8], ['idx_blks_hit', Oid.int8], ['toast_blks_read', Oid.int8], ['toast_blks_hit', Oid.int8],
      ['tidx_blks_read', Oid.int8], ['tidx_blks_hit', Oid.int8],
    ],
    rows,
  );
}
