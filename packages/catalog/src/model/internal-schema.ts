/**
 * The internal tables that keep PostgreSQL's facts inside the SQLite file. Their names start
 * with `_pgsqlite_`; the translator never lets client SQL name them.
 */

/** Prefix of every internal SQLite object. */
export const INTERNAL_PREFIX = '_pgsqlite_';

/** Format of the internal tables; bump when their shape changes. */
export const CATALOG_FORMAT = 1;

/** First OID handed to user objects (FirstNormalObjectId in PostgreSQL). */
export const FIRST_USER_OID = 16384;

/** Statements creating the internal tables when missing (idempotent). */
export const INTERNAL_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_meta (key TEXT PRIMARY KEY, value ANY) WITHOUT ROWID`,
  `INSERT OR IGNORE INTO _pgsqlite_meta (key, value) VALUES ('format', ${CATALOG_FORMAT}), ('catalog_version', 1), ('next_oid', ${FIRST_USER_OID})`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_namespace (oid INTEGER PRIMARY KEY, nspname TEXT NOT NULL UNIQUE)`,
  `INSERT OR IGNORE INTO _pgsqlite_namespace (oid, nspname) VALUES (2200, 'public')`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_class (
     oid INTEGER PRIMARY KEY,
     nspname TEXT NOT NULL,
     relname TEXT NOT NULL,
     relkind TEXT NOT NULL,
     sqlite_name TEXT NOT NULL,
     UNIQUE (nspname, relname))`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_attribute (
     attrelid INTEGER NOT NULL,
     attnum INTEGER NOT NULL,
     attname TEXT NOT NULL,
     atttypid INTEGER NOT NULL,
     atttypmod INTEGER NOT NULL DEFAULT -1,
     attnotnull INTEGER NOT NULL DEFAULT 0,
     attdefault TEXT,
     attdefault_sqlite TEXT,
     attidentity TEXT NOT NULL DEFAULT '',
     sqlite_name TEXT NOT NULL,
     PRIMARY KEY (attrelid, attnum)) WITHOUT ROWID`,
  // Generated columns: attgenerated 's' (the expression is attdefault). Kept apart so that files
  // written before it existed still open.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_attgenerated (
     attrelid INTEGER NOT NULL,
     attnum INTEGER NOT NULL,
     PRIMARY KEY (attrelid, attnum)) WITHOUT ROWID`,
  // Columns a table has only by inheritance (pg_attribute.attislocal false); attinhcount is
  // counted from the parents. Kept apart so that files written before it existed still open.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_attnotlocal (
     attrelid INTEGER NOT NULL,
     attnum INTEGER NOT NULL,
     PRIMARY KEY (attrelid, attnum)) WITHOUT ROWID`,
  // conkey/confkey: JSON arrays of attnums. condef: CHECK expression as pg_get_constraintdef prints it.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_constraint (
     oid INTEGER PRIMARY KEY,
     conname TEXT NOT NULL,
     nspname TEXT NOT NULL,
     contype TEXT NOT NULL,
     conrelid INTEGER NOT NULL,
     conkey TEXT NOT NULL DEFAULT '[]',
     confrelid INTEGER NOT NULL DEFAULT 0,
     confkey TEXT NOT NULL DEFAULT '[]',
     confupdtype TEXT NOT NULL DEFAULT ' ',
     confdeltype TEXT NOT NULL DEFAULT ' ',
     confmatchtype TEXT NOT NULL DEFAULT ' ',
     condeferrable INTEGER NOT NULL DEFAULT 0,
     condeferred INTEGER NOT NULL DEFAULT 0,
     conindid INTEGER NOT NULL DEFAULT 0,
     condef TEXT,
     connullsnotdistinct INTEGER NOT NULL DEFAULT 0)`,
  // The constraints added NOT VALID and not validated since (pg_constraint.convalidated false).
  // Kept apart so that files written before it existed still open.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_connotvalid (oid INTEGER PRIMARY KEY)`,
  // CHECK constraints a table has only by inheritance (conislocal false); coninhcount is counted from the parents.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_connotlocal (oid INTEGER PRIMARY KEY)`,
  // indkey: JSON array of {attnum, expr, desc, nullsFirst}.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_index (
     indexrelid INTEGER PRIMARY KEY,
     indrelid INTEGER NOT NULL,
     indkey TEXT NOT NULL,
     indisunique INTEGER NOT NULL DEFAULT 0,
     indisprimary INTEGER NOT NULL DEFAULT 0,
     indnullsnotdistinct INTEGER NOT NULL DEFAULT 0,
     indpred TEXT)`,
  // Sequence parameters. The current value lives outside the database's transactions, in the
  // engine's SequenceStore under `_pgsqlite_seqstore.store_key` (nextval is never rolled back), or,
  // for the sequence of an INTEGER PRIMARY KEY AUTOINCREMENT column, in SQLite's own
  // `sqlite_sequence` row of `autoinc_table`. `_pgsqlite_seqstate` is no longer written.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_sequence (
     seqrelid INTEGER PRIMARY KEY,
     seqtypid INTEGER NOT NULL,
     seqstart INTEGER NOT NULL,
     seqincrement INTEGER NOT NULL,
     seqmax INTEGER NOT NULL,
     seqmin INTEGER NOT NULL,
     seqcache INTEGER NOT NULL DEFAULT 1,
     seqcycle INTEGER NOT NULL DEFAULT 0,
     owner_rel INTEGER NOT NULL DEFAULT 0,
     owner_att INTEGER NOT NULL DEFAULT 0,
     deptype TEXT NOT NULL DEFAULT '',
     autoinc_table TEXT)`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_seqstate (
     seqrelid INTEGER PRIMARY KEY,
     last_value INTEGER NOT NULL,
     is_called INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_seqstore (seqrelid INTEGER PRIMARY KEY, store_key TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_description (
     objoid INTEGER NOT NULL,
     classoid INTEGER NOT NULL,
     objsubid INTEGER NOT NULL,
     description TEXT NOT NULL,
     PRIMARY KEY (objoid, classoid, objsubid)) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_view (oid INTEGER PRIMARY KEY, definition TEXT NOT NULL, refs TEXT NOT NULL DEFAULT '[]')`,
];

/**
 * SQL expression that allocates the next OID and bumps the counter is not possible in one
 * expression; DDL plans read it with this subquery and bump it with `BUMP_OID_SQL` afterwards.
 */
export const NEXT_OID_SQL = `(SELECT value FROM _pgsqlite_meta WHERE key = 'next_oid')`;
/** Advances the OID counter by one. */
export const BUMP_OID_SQL = `UPDATE _pgsqlite_meta SET value = value + 1 WHERE key = 'next_oid'`;
/** Bumps the catalog version; every DDL plan ends with it. */
export const BUMP_CATALOG_VERSION_SQL = `UPDATE _pgsqlite_meta SET value = value + 1 WHERE key = 'catalog_version'`;

/** pg_class OIDs of the system catalogs that classoid columns (pg_description, pg_depend) name. */
export const CatalogClassOid = {
  pg_class: 1259,
  pg_namespace: 2615,
  pg_constraint: 2606,
  pg_type: 1247,
  pg_proc: 1255,
  pg_database: 1262,
  pg_attrdef: 2604,
  pg_index: 2610,
  pg_description: 2609,
  pg_attribute: 1249,
  pg_sequence: 2224,
  pg_am: 2601,
  pg_depend: 2608,
  pg_authid: 1260,
  pg_trigger: 2620,
  pg_rewrite: 2618,
} as const;
