import { Oid, builtinColumnIndex, builtinRows, typeByOid, type Catalog } from '@pgsqlite/catalog';
import { SUPPORTED_EXTENSIONS } from '../ddl/extension-list.js';
import { builtinRelationOid } from './builtin-lookup.js';
import { type Row, type VirtualRelation, relation } from './relation-builder.js';

/**
 * System views of PostgreSQL 15 that list things pgsqlite never has, so they are empty — as they
 * are in PostgreSQL wherever those things do not exist — with PostgreSQL's columns. Each entry
 * says why it is exact. Views whose rows pgsqlite cannot tell truthfully (activity counters,
 * memory contexts, time zone tables …) are not here: reading them stays 0A000.
 */
const EMPTY_VIEWS: Record<string, string> = {
  'pg_catalog.pg_stat_replication_slots': 'no replication slots',
  'pg_catalog.pg_stat_subscription_stats': 'CREATE SUBSCRIPTION is refused',
  'pg_catalog.pg_publication_tables': 'CREATE PUBLICATION is refused',
  'pg_catalog.pg_user_mappings': 'no foreign servers (CREATE SERVER is refused)',
  'pg_catalog.pg_seclabels': 'SECURITY LABEL is refused (no label providers, as in a stock PostgreSQL)',
  'pg_catalog.pg_stat_progress_basebackup': 'no base backups are taken',
  'pg_catalog.pg_ident_file_mappings': 'pgsqlite reads no pg_ident.conf (user name maps are not supported)',
  'pg_catalog.pg_prepared_xacts': 'max_prepared_transactions is 0: PREPARE TRANSACTION fails as in PostgreSQL so configured, nothing is ever prepared',
  'pg_catalog.pg_file_settings': 'pgsqlite reads no postgresql.conf: its settings come from the command line and SET',
  'information_schema._pg_foreign_data_wrappers': 'no foreign-data wrappers (CREATE FOREIGN DATA WRAPPER is refused)',
  'information_schema._pg_foreign_servers': 'no foreign servers',
  'information_schema._pg_foreign_table_columns': 'no foreign tables',
  'information_schema._pg_foreign_tables': 'no foreign tables',
  'information_schema._pg_user_mappings': 'no user mappings',
  'information_schema.foreign_data_wrapper_options': 'no foreign-data wrappers',
  'information_schema.foreign_data_wrappers': 'no foreign-data wrappers',
  'information_schema.foreign_server_options': 'no foreign servers',
  'information_schema.foreign_servers': 'no foreign servers',
  'information_schema.foreign_table_options': 'no foreign tables',
  'information_schema.foreign_tables': 'no foreign tables',
  'information_schema.user_mapping_options': 'no user mappings',
  'information_schema.user_mappings': 'no user mappings',
  'information_schema.column_options': 'column options belong to foreign tables, and there are none',
};

type Builder = (catalog: Catalog) => VirtualRelation;

const DATABASE = { sql: 'pg_current_database()' };

/** A built-in domain's base type (information_schema's sql_identifier is a name …), else the type itself. */
function baseType(oid: number): number {
  const at = builtinColumnIndex('pg_type', 'typbasetype');
  const row = builtinRows('pg_type').find((r) => Number(r[0]) === oid);
  const base = row === undefined ? 0 : Number(row[at]);
  return base > 0 ? baseType(base) : oid;
}

/**
 * The relation's columns as PostgreSQL 15 declares them (captured pg_attribute; a domain as its
 * base type, which is what RowDescription shows), or null when one has a type pgsqlite lacks
 * (xid, pg_lsn …): such a view stays refused rather than typed otherwise — unless it is empty
 * (`empty`), where only RowDescription ever shows the column.
 */
export function pgColumns(key: string, empty = false): [string, number][] | null {
  const dot = key.indexOf('.');
  const rel = builtinRelationOid(key.slice(0, dot), key.slice(dot + 1));
  if (rel === undefined) return null;
  const [relid, attnum, attname, atttypid] = ['attrelid', 'attnum', 'attname', 'atttypid'].map((c) => builtinColumnIndex('pg_attribute', c)) as [number, number, number, number];
  const cols: [string, number][] = [];
  for (const r of builtinRows('pg_attribute')) {
    if (Number(r[relid]) !== rel || Number(r[attnum]) <= 0) continue;
    const type = baseType(Number(r[atttypid]));
    // An empty view may keep such a column (pg_prepared_xacts.transaction is an xid): no value of it ever exists.
    if (typeByOid(type) === undefined && !empty) return null;
    cols.push([String(r[attname]), type]);
  }
  return cols.length === 0 ? null : cols;
}

/** Views with rows pgsqlite knows exactly. */
const ROW_VIEWS: Record<string, Builder> = {
  // One row: the database (information_schema's "catalog") of the session.
  'information_schema.information_schema_catalog_name': () => relation([['catalog_name', Oid.name]], [[DATABASE]]),
  // Every database is UTF8 (pgsqlite's only server encoding) with collation C, which information_schema names pg_catalog.ucs_basic.
  'information_schema.character_sets': () =>
    relation(
      [['character_set_catalog', Oid.name], ['character_set_schema', Oid.name], ['character_set_name', Oid.name], ['character_repertoire', Oid.name], ['form_of_use', Oid.name], ['default_collate_catalog', Oid.name], ['default_collate_schema', Oid.name], ['default_collate_name', Oid.name]],
      [[null, null, 'UTF8', 'UCS', 'UTF8', DATABASE, 'pg_catalog', 'ucs_basic']],
    ),
  // The versions pgsqlite can create: each extension's one version (CREATE EXTENSION … VERSION of another is refused).
  'pg_catalog.pg_available_extension_versions': (catalog) => {
    const installed = new Map((catalog.extensions?.() ?? []).map((e) => [e.name, e.version]));
    const rows: Row[] = [['plpgsql', '1.0', 1, 1, 1, 0, 'pg_catalog', null, 'PL/pgSQL procedural language']];
    for (const [name, e] of Object.entries(SUPPORTED_EXTENSIONS)) {
      if (name === 'plpgsql') continue;
      rows.push([name, e.version, installed.get(name) === e.version ? 1 : 0, 1, 1, 1, null, null, e.comment]);
    }
    return relation(
      [['name', Oid.name], ['version', Oid.text], ['installed', Oid.bool], ['superuser', Oid.bool], ['trusted', Oid.bool], ['relocatable', Oid.bool], ['schema', Oid.name], ['requires', Oid._name], ['comment', Oid.text]],
      rows,
    );
  },
};

/** The builder of a quiet system view (`schema.name`), if it is one. */
export function quietView(key: string): Builder | undefined {
  const rows = ROW_VIEWS[key];
  if (rows !== undefined) return rows;
  if (EMPTY_VIEWS[key] === undefined) return undefined;
  const cols = pgColumns(key, true);
  return cols === null ? undefined : () => relation(cols, []);
}
