import type { Catalog } from '@pgsqlite/catalog';

/** An extension pgsqlite provides: what PostgreSQL 15's contrib control file says of it. */
export interface ExtensionInfo {
  version: string;
  comment: string;
  relocatable: boolean;
}

/**
 * Extensions CREATE EXTENSION accepts (their objects are built in and visible once created):
 * name → PostgreSQL 15's default_version and comment (pg_available_extensions). btree_gin and
 * btree_gist only add operator classes: with them, GIN and GiST indexes on scalar columns are
 * ordinary indexes (ddl/create-index.ts).
 */
export const SUPPORTED_EXTENSIONS: Readonly<Record<string, ExtensionInfo>> = {
  btree_gin: { version: '1.3', comment: 'support for indexing common datatypes in GIN', relocatable: true },
  citext: { version: '1.6', comment: 'data type for case-insensitive character strings', relocatable: true },
  fuzzystrmatch: { version: '1.1', comment: 'determine similarities and distance between strings', relocatable: true },
  hstore: { version: '1.8', comment: 'data type for storing sets of (key, value) pairs', relocatable: true },
  btree_gist: { version: '1.7', comment: 'support for indexing common datatypes in GiST', relocatable: true },
  pg_trgm: { version: '1.6', comment: 'text similarity measurement and index searching based on trigrams', relocatable: true },
  pgcrypto: { version: '1.3', comment: 'cryptographic functions', relocatable: true },
  plpgsql: { version: '1.0', comment: 'PL/pgSQL procedural language', relocatable: false },
  unaccent: { version: '1.1', comment: 'text search dictionary that removes accents', relocatable: true },
  'uuid-ossp': { version: '1.1', comment: 'generate universally unique identifiers (UUIDs)', relocatable: true },
};

/** The other extensions PostgreSQL 15's contrib ships: CREATE EXTENSION names them as not supported. */
export const CONTRIB_EXTENSIONS: ReadonlySet<string> = new Set([
  'adminpack', 'amcheck', 'autoinc', 'bloom', 'cube', 'dblink', 'dict_int', 'dict_xsyn', 'earthdistance', 'file_fdw',
  'insert_username', 'intagg', 'intarray', 'isn', 'lo', 'ltree', 'moddatetime', 'old_snapshot',
  'pageinspect', 'pg_buffercache', 'pg_freespacemap', 'pg_prewarm', 'pg_stat_statements', 'pg_surgery', 'pg_visibility',
  'pg_walinspect', 'pgrowlocks', 'pgstattuple', 'postgres_fdw', 'refint', 'seg', 'sslinfo', 'tablefunc', 'tcn',
  'tsm_system_rows', 'tsm_system_time', 'xml2',
]);

/** The extension is installed in the current database (plpgsql always is). */
export function extensionInstalled(catalog: Catalog, name: string): boolean {
  return name === 'plpgsql' || (catalog.extensions?.() ?? []).some((e) => e.name === name);
}
