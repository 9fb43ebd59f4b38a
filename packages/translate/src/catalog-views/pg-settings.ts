import { Oid } from '@pgsqlite/catalog';
import { quoteIdent } from '../sql/quote.js';
import type { VirtualRelation } from './relation-builder.js';

/** pg_settings' columns (PostgreSQL 15), in order. */
const COLUMNS: readonly (readonly [string, number])[] = [
  ['name', Oid.text], ['setting', Oid.text], ['unit', Oid.text], ['category', Oid.text], ['short_desc', Oid.text], ['extra_desc', Oid.text],
  ['context', Oid.text], ['vartype', Oid.text], ['source', Oid.text], ['min_val', Oid.text], ['max_val', Oid.text], ['enumvals', Oid._text],
  ['boot_val', Oid.text], ['reset_val', Oid.text], ['sourcefile', Oid.text], ['sourceline', Oid.int4], ['pending_restart', Oid.bool],
];

/**
 * pg_settings: every PostgreSQL 15 parameter with the session's current value, read when the
 * statement runs (the runtime's pg_settings_rows(), from what the session last pushed).
 */
export function pgSettings(): VirtualRelation {
  const select = COLUMNS.map(([name], i) => `json_extract(value, '$[${i}]') AS ${quoteIdent(name)}`).join(', ');
  return { sql: `SELECT ${select} FROM json_each(pg_settings_rows())`, columns: COLUMNS.map(([name, type]) => ({ name, type, typmod: -1 })) };
}
