import type { ColumnDef, RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { quoteString } from '../sql/quote.js';

/**
 * Whether `col` is the serial/identity primary key of `rel` that SQLite keeps as the table's
 * rowid (`INTEGER PRIMARY KEY AUTOINCREMENT`, ddl/table-sql.ts): a NULL written there is not
 * refused, SQLite assigns a new id in its place.
 */
export function isRowidKey(ctx: PlanCtx, rel: RelationDef, col: ColumnDef): boolean {
  return ctx.catalog.sequences().some((s) => s.autoincTable !== null && s.autoincTable === rel.sqliteName && s.ownedBy?.relOid === rel.oid && s.ownedBy.attnum === col.attnum);
}

/**
 * What a value written into a rowid key is: a constant that is not NULL (nothing to guard), a
 * parameter (read again at no cost; a column may be a flattened subquery's volatile expression), or any other expression (evaluated once).
 */
export type KeyValueSource = 'constant' | 'reference' | 'expression';

/**
 * A value written into `rel`'s rowid key (isRowidKey) as PostgreSQL writes a NOT NULL column's:
 * NULL raises 23502 for the column (runtime pg_key_notnull) where SQLite would draw a new id.
 * The guarded SQL is noted with its value (PlanCtx.keyGuards, unguardedKeySql).
 */
export function rowidKeyValue(ctx: PlanCtx, rel: RelationDef, col: ColumnDef, e: Expr, source: KeyValueSource): Expr {
  if (source === 'constant' || !isRowidKey(ctx, rel, col)) return e;
  const names = `${quoteString(rel.sqliteName)}, ${quoteString(col.sqliteName)}`;
  // a parameter or a column read twice costs less than a call of the runtime for every row (COPY, pg_dump's restores)
  const sql = source === 'reference' ? `CASE WHEN ${e.sql} IS NULL THEN pg_key_notnull(NULL, ${names}) ELSE ${e.sql} END` : `pg_key_notnull(${e.sql}, ${names})`;
  ctx.keyGuards.set(sql, e.sql);
  return { ...e, sql };
}

/**
 * `sql` without rowidKeyValue's guard: the value itself, for the probes that find an error's
 * failing row (errors/row-details.ts), which must read the NULL, not raise again.
 */
export function unguardedKeySql(ctx: PlanCtx, sql: string): string {
  return ctx.keyGuards.get(sql) ?? sql;
}
