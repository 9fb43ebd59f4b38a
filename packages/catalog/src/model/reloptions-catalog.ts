import type { SqlValue } from '../types/sql-value.js';
import type { CatalogRead } from './load-batch.js';
import type { RelationDef } from './catalog.js';

/**
 * Storage parameters of relations (pg_class.reloptions): `WITH (fillfactor = 70)` of CREATE
 * TABLE / INDEX / VIEW and ALTER … SET / RESET. One row per relation that has any, the options
 * as a JSON array of `name=value` texts in PostgreSQL's order. They change nothing in SQLite's
 * storage; they are facts a client reads back (pg_dump replays them).
 */
export const RELOPTIONS_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_reloptions (relid INTEGER PRIMARY KEY, options TEXT NOT NULL)`,
];

/** The read of every relation's options (few rows: read whole on every load). */
export const RELOPTIONS_READ = { sql: `SELECT relid, options FROM _pgsqlite_reloptions ORDER BY relid`, columns: 2 } as const satisfies CatalogRead;

/** Sets `options` on the relations that have a row (rows of relations that are gone are ignored). */
export function applyRelOptions(relations: readonly RelationDef[], rows: readonly SqlValue[][]): void {
  if (rows.length === 0) return;
  const byOid = new Map(relations.map((r) => [r.oid, r]));
  for (const row of rows) {
    const rel = byOid.get(Number(row[0]));
    if (rel === undefined) continue;
    try {
      const options = JSON.parse(String(row[1])) as unknown;
      if (Array.isArray(options) && options.length > 0) rel.options = options.map(String);
    } catch {
      // an unreadable row reads as no options
    }
  }
}

function sqlText(s: string): string {
  return `'${s.split("'").join("''")}'`;
}

/** SQL that records a relation's options (`relOid` a number or an SQL expression); none forgets them. */
export function setRelOptionsSql(relOid: number | string, options: readonly string[]): string {
  if (options.length === 0) return forgetRelOptionsSql(relOid);
  return `INSERT INTO _pgsqlite_reloptions (relid, options) VALUES (${relOid}, ${sqlText(JSON.stringify(options))}) ON CONFLICT (relid) DO UPDATE SET options = excluded.options`;
}

/** SQL that forgets a relation's options (DROP). */
export function forgetRelOptionsSql(relOid: number | string): string {
  return `DELETE FROM _pgsqlite_reloptions WHERE relid = ${relOid}`;
}
