import { Oid, builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import type { ScopeColumn } from './expr-types.js';
import type { RangeEntry } from './scope.js';

/**
 * PostgreSQL's system columns (SystemAttributeDefinition) that pgsqlite has no values for: the
 * inserting / deleting transaction and command of a row version. They exist on every table, so a
 * reference is 0A000 naming the column, never 42703.
 */
const UNSUPPORTED = new Set(['xmin', 'xmax', 'cmin', 'cmax']);

/** Whether `name` is one of the system columns every table has (ctid, xmin, cmin, xmax, cmax, tableoid). */
export function isSystemColumnName(name: string): boolean {
  return name === 'ctid' || name === 'tableoid' || UNSUPPORTED.has(name);
}

/**
 * How SQLite names a table's rowid in SQL when the table has columns of those names (a column
 * named `rowid` hides the rowid under that name): the first of SQLite's three names no column
 * takes, or undefined when all three are columns (its ctid is then 0A000).
 */
export function rowidName(rel: { columns: readonly { sqliteName: string }[] }): string | undefined {
  const taken = new Set(rel.columns.map((c) => c.sqliteName.toLowerCase()));
  return ['rowid', '_rowid_', 'oid'].find((n) => !taken.has(n));
}

/** 42701 of a table column named like a system column (CheckAttributeNamesTypes, check_for_column_name_collision). */
export function systemColumnClash(ctx: PlanCtx, name: string): Error {
  return ctx.error('duplicate_column', `column name "${name}" conflicts with a system column name`);
}

/**
 * Whether a FROM item has system columns: a relation that stores rows (a table, a partitioned
 * table, a materialized view, a catalog relation), not a view, a subquery or a function.
 */
export function hasSystemColumns(ctx: PlanCtx, e: RangeEntry): boolean {
  if (e.relationOid === undefined || e.hidden === true) return false;
  const rel = ctx.catalog.relationByOid(e.relationOid);
  return rel !== undefined ? rel.kind !== 'v' : !builtinViews().has(e.relationOid);
}

let views: Set<number> | undefined;

/** OIDs of PostgreSQL's built-in views (pg_tables, information_schema.columns …), read once. */
function builtinViews(): Set<number> {
  if (views !== undefined) return views;
  const [oid, relkind] = [builtinColumnIndex('pg_class', 'oid'), builtinColumnIndex('pg_class', 'relkind')];
  views = new Set(builtinRows('pg_class').filter((r) => r[relkind] === 'v').map((r) => Number(r[oid])));
  return views;
}

/**
 * The system column `name` of FROM item `e` (hasSystemColumns): `tableoid` (the relation's OID,
 * or each row's own under inheritance), `ctid` (the row's SQLite rowid read as a tid: see the
 * catalog's tid.ts), 0A000 for the others and for a ctid pgsqlite cannot tell (a statement
 * snapshot's copy of a table). Undefined for any other name.
 */
export function systemColumn(ctx: PlanCtx, e: RangeEntry, name: string, location: number | undefined): ScopeColumn | undefined {
  // RowDescription names the relation and the system column's attnum (ctid -1, tableoid -6), as PostgreSQL's does
  const col = (type: number, sql: string, attnum: number): ScopeColumn => ({ name, type, typmod: -1, sql, tableOid: e.relationOid ?? 0, attnum, rangeAlias: e.alias, system: true });
  if (name === 'tableoid') return col(Oid.oid, e.tableoidSql ?? String(e.relationOid), -6);
  if (name === 'ctid' && e.ctidSql !== undefined) return col(Oid.tid, e.ctidSql, -1);
  if (name === 'ctid' || UNSUPPORTED.has(name)) {
    throw ctx.error('feature_not_supported', `system column "${name}" is not supported by pgsqlite`, location);
  }
  return undefined;
}
