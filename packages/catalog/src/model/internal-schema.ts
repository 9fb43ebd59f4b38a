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
