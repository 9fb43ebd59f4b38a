import { BUILTIN_TABLES, BUILTIN_VERSION, type BuiltinTableData } from './pg15-data.js';
import { typeByOid } from '../types/registry.js';
import { Oid } from '../types/oids.js';

/**
 * PostgreSQL 15's built-in catalog rows (pg-data captured by capture/capture-builtin.mjs) as
 * internal tables of every database file: `_pgsqlite_b1_pg_proc`, … They are written once per
 * file (bootstrapCatalogSql, when the file does not hold this data version yet), so that catalog
 * queries read them like any table: by index, joined, without building them per statement.
 */

/** Prefix of the tables holding built-in rows; bump the digit when their shape changes. */
const TABLE_PREFIX = '_pgsqlite_b1_';

/** The _pgsqlite_meta key recording which data version the file holds. */
const VERSION_KEY = 'builtin_catalog';

/** A column of a built-in catalog: its name and the type OID pgsqlite gives it. */
export interface BuiltinColumn {
  readonly name: string;
  readonly type: number;
}

/** Keys (primary key columns) of the captured tables, for lookups by OID and joins. */
const KEYS: Record<string, readonly string[]> = {
  pg_aggregate: ['aggfnoid'],
  pg_attribute: ['attrelid', 'attnum'],
  pg_description: ['objoid', 'classoid', 'objsubid'],
  pg_range: ['rngtypid'],
  pg_index: ['indexrelid'],
  pg_init_privs: ['objoid', 'classoid', 'objsubid'],
  pg_ts_config_map: ['mapcfg', 'maptokentype', 'mapseqno'],
};

/** Secondary indexes the catalog queries of psql and ORMs look rows up by. */
const INDEXES: Record<string, readonly string[][]> = {
  pg_proc: [['proname']],
  pg_type: [['typname']],
  pg_class: [['relname']],
  pg_index: [['indrelid']],
  pg_operator: [['oprname']],
  pg_cast: [['castsource', 'casttarget']],
  pg_amop: [['amopfamily']],
  pg_amproc: [['amprocfamily']],
};

/**
 * The type a built-in column has in pgsqlite: its own when pgsqlite knows it, else text (aclitem,
 * pg_node_tree, xid, …: their values are stored as PostgreSQL prints them) or text[].
 */
export function pgsqliteColumnType(oid: number): number {
  const known = typeByOid(oid);
  if (known) return oid;
  return ARRAY_TYPES.has(oid) ? Oid._text : Oid.text;
}

/** Array types of catalog columns pgsqlite has no type for (aclitem[], …). */
const ARRAY_TYPES = new Set([1034]);

function sqliteAffinity(oid: number): string {
  const t = typeByOid(oid);
  if (t === undefined || t.category === 'A' || oid === Oid.int2vector || oid === Oid.oidvector) return 'TEXT';
  if (t.category === 'N') return oid === Oid.float4 || oid === Oid.float8 || oid === Oid.numeric ? 'REAL' : 'INTEGER';
  if (t.category === 'B') return 'INTEGER';
  return 'TEXT';
}

const byName = new Map<string, BuiltinTableData>(BUILTIN_TABLES.map((t) => [t.name, t]));

/** The SQLite table holding the built-in rows of catalog `name` (e.g. pg_proc). */
export function builtinTableName(name: string): string {
  return `${TABLE_PREFIX}${name}`;
}

/** Whether built-in rows of this catalog were captured. */
export function hasBuiltinRows(name: string): boolean {
  return byName.has(name);
}

/** The columns of a captured catalog in PostgreSQL's order, typed as pgsqlite types them. */
export function builtinColumns(name: string): readonly BuiltinColumn[] {
  const t = byName.get(name);
  return t === undefined ? [] : t.columns.map(([n, type]) => ({ name: n, type: pgsqliteColumnType(type) }));
}

function quoteId(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function literal(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/**
 * Statements (idempotent, run in one transaction on every open) that create the built-in tables
 * and fill them unless the file already holds this data version.
 */
/**
 * A read answering whether the captured rows in this file are the current ones: one row
 * (`current` = 1) when `_pgsqlite_meta` exists and records this build's version. Opening a
 * database whose rows are current then skips the data statements, whose multi-megabyte literals
 * cost SQLite ~0.5 s to parse even when their guard finds nothing to do.
 */
export const BUILTIN_CURRENT_READ = {
  exists: `SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = '_pgsqlite_meta'`,
  version: `SELECT 1 FROM _pgsqlite_meta WHERE key = ${literal(VERSION_KEY)} AND value = ${literal(BUILTIN_VERSION)}`,
} as const;

/** The tables of the captured catalog, their indexes and (unless `current`) their rows. */
export function builtinBootstrapSql(current = false): string[] {
  const stale = `NOT EXISTS (SELECT 1 FROM _pgsqlite_meta WHERE key = ${literal(VERSION_KEY)} AND value = ${literal(BUILTIN_VERSION)})`;
  const out: string[] = [];
  for (const t of BUILTIN_TABLES) {
    const table = builtinTableName(t.name);
    const key = KEYS[t.name] ?? (t.columns.some(([n]) => n === 'oid') ? ['oid'] : []);
    const cols = t.columns.map(([n, type]) => `${quoteId(n)} ${key.length === 1 && key[0] === n && n === 'oid' ? 'INTEGER' : sqliteAffinity(type)}`);
    const pk = key.length > 0 ? `, PRIMARY KEY (${key.map(quoteId).join(', ')})` : '';
    out.push(`CREATE TABLE IF NOT EXISTS ${table} (${cols.join(', ')}${pk})`);
    for (const [i, ix] of (INDEXES[t.name] ?? []).entries()) {
      out.push(`CREATE INDEX IF NOT EXISTS ${table}_${i} ON ${table} (${ix.map(quoteId).join(', ')})`);
    }
    if (current) continue;
    out.push(`DELETE FROM ${table} WHERE ${stale}`);
    const values = t.columns.map((_c, i) => `json_extract(value, '$[${i}]')`).join(', ');
    out.push(`INSERT INTO ${table} SELECT ${values} FROM json_each(${literal(t.rows)}) WHERE ${stale}`);
  }
  if (!current) out.push(`INSERT OR REPLACE INTO _pgsqlite_meta (key, value) VALUES (${literal(VERSION_KEY)}, ${literal(BUILTIN_VERSION)})`);
  return out;
}

/** The rows of a captured catalog, parsed (for the translator's own lookups; cached). */
const parsed = new Map<string, readonly (readonly unknown[])[]>();
export function builtinRows(name: string): readonly (readonly unknown[])[] {
  let rows = parsed.get(name);
  if (rows === undefined) {
    const t = byName.get(name);
    rows = t === undefined ? [] : (JSON.parse(t.rows) as unknown[][]);
    parsed.set(name, rows);
  }
  return rows;
}

/** Column positions by captured catalog, made on first use (callers look columns up per row). */
const columnIndexes = new Map<string, Map<string, number>>();

/** Index of a column in a captured catalog's rows (-1 when absent). */
export function builtinColumnIndex(name: string, column: string): number {
  let columns = columnIndexes.get(name);
  if (columns === undefined) {
    columns = new Map((byName.get(name)?.columns ?? []).map(([n], i) => [n, i]));
    columnIndexes.set(name, columns);
  }
  return columns.get(column) ?? -1;
}
