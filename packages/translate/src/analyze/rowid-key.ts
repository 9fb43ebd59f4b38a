import type { ColumnDef, RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { quoteString } from '../sql/quote.js';
import { PARAM_MARK } from './context.js';

/**
 * Whether `col` is the serial/identity primary key of `rel` that SQLite keeps as the table's
 * rowid (`INTEGER PRIMARY KEY AUTOINCREMENT`, ddl/table-sql.ts): a NULL written there is not
 * refused, SQLite assigns a new id in its place.
 */
export function isRowidKey(ctx: PlanCtx, rel: RelationDef, col: ColumnDef): boolean {
  return ctx.catalog.sequences().some((s) => s.autoincTable !== null && s.autoincTable === rel.sqliteName && s.ownedBy?.relOid === rel.oid && s.ownedBy.attnum === col.attnum);
}

/**
 * A value written into `rel`'s rowid key (isRowidKey) as PostgreSQL writes a NOT NULL column's:
 * NULL raises 23502 for the column (runtime pg_key_notnull) where SQLite would draw a new id.
 * An integer literal is left as it is.
 */
export function rowidKeyValue(ctx: PlanCtx, rel: RelationDef, col: ColumnDef, e: Expr): Expr {
  if (/^-?\d+$/.test(e.sql.trim()) || !isRowidKey(ctx, rel, col)) return e;
  const fail = `pg_key_notnull(${SIMPLE.test(e.sql) ? 'NULL' : e.sql}, ${quoteString(rel.sqliteName)}, ${quoteString(col.sqliteName)})`;
  // a parameter or a column read twice costs less than a call of the runtime for every row (COPY, pg_dump's restores)
  return { ...e, sql: SIMPLE.test(e.sql) ? `CASE WHEN ${e.sql} IS NULL THEN ${fail} ELSE ${e.sql} END` : fail };
}

/** A bound parameter (analyze/context.ts PARAM_MARK) or a column, which reads the same value each time. */
const SIMPLE = new RegExp(`^(?:${PARAM_MARK}\\d+${PARAM_MARK}|(?:"[^"]*"\\.|\\w+\\.)?"[^"]*")$`);

/**
 * `sql` without rowidKeyValue's guard: the value itself, for the probes that find an error's
 * failing row (errors/row-details.ts), which must read the NULL, not raise again.
 */
export function unguardedKeySql(sql: string, rel: RelationDef, col: ColumnDef | undefined): string {
  if (col === undefined) return sql;
  const tail = `, ${quoteString(rel.sqliteName)}, ${quoteString(col.sqliteName)})`;
  if (sql.startsWith('pg_key_notnull(') && sql.endsWith(tail)) return sql.slice('pg_key_notnull('.length, -tail.length);
  const simple = /^CASE WHEN (.*) IS NULL THEN pg_key_notnull\(NULL, '.*'\) ELSE (.*) END$/s.exec(sql);
  return simple !== null && simple[1] === simple[2] && sql.includes(tail) ? (simple[1] as string) : sql;
}
