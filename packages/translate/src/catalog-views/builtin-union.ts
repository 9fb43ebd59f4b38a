import { Oid, builtinColumns, builtinTableName, typeByOid } from '@pgsqlite/catalog';
import { quoteIdent } from '../sql/quote.js';
import type { VirtualRelation } from './relation-builder.js';

/** The value a column the user rows do not have takes: 0 for OIDs, numbers and bools, else NULL. */
function defaultFor(type: number): string {
  const t = typeByOid(type);
  if (t === undefined || t.category === 'A' || type === Oid.int2vector || type === Oid.oidvector) return 'NULL';
  return t.category === 'N' || t.category === 'B' ? '0' : 'NULL';
}

/**
 * A catalog relation with PostgreSQL 15's columns: its built-in rows (the table the file holds,
 * see @pgsqlite/catalog builtin-tables) followed by the rows `user` derives from the catalog model
 * (matched by column name). `exclude`: a condition on the built-in rows for those the user rows
 * replace. Without user rows the relation is the built-in table itself, so SQLite reads it by index.
 */
export function withBuiltinRows(name: string, user?: VirtualRelation & { empty?: boolean }, exclude?: string): VirtualRelation {
  const cols = builtinColumns(name);
  const columns = cols.map((c) => ({ name: c.name, type: c.type, typmod: -1 }));
  const list = cols.map((c) => quoteIdent(c.name)).join(', ');
  const builtin = `SELECT ${list} FROM ${builtinTableName(name)}${exclude ? ` WHERE NOT (${exclude})` : ''}`;
  if (user === undefined || user.empty === true) return { sql: builtin, columns };
  const have = new Set(user.columns.map((c) => c.name));
  const mapped = cols.map((c) => (have.has(c.name) ? quoteIdent(c.name) : `${defaultFor(c.type)} AS ${quoteIdent(c.name)}`)).join(', ');
  return { sql: `${builtin} UNION ALL SELECT ${mapped} FROM (${user.sql})`, columns };
}

/**
 * A relation pgsqlite derives with some of PostgreSQL's columns, given all of them in PostgreSQL's
 * order (those it lacks: 0 for OIDs, numbers and bools — counters never incremented — else NULL),
 * so that `*` and the columns clients read from pg_attribute match PostgreSQL 15's.
 */
export function withColumns(cols: readonly (readonly [string, number])[], rel: VirtualRelation): VirtualRelation {
  const have = new Map(rel.columns.map((c) => [c.name, c]));
  if (cols.length === rel.columns.length && cols.every(([n], i) => rel.columns[i]?.name === n)) return rel;
  const columns = cols.map(([name, type]) => have.get(name) ?? { name, type, typmod: -1 });
  const list = cols.map(([name, type]) => (have.has(name) ? quoteIdent(name) : `${defaultFor(type)} AS ${quoteIdent(name)}`)).join(', ');
  return { sql: `SELECT ${list} FROM (${rel.sql})`, columns, ...(rel.empty === true ? { empty: true } : {}) };
}
