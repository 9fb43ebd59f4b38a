import { Oid, isCitext } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { citextSql } from './citext.js';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { arraySortKeySql } from './arrays.js';
import { isFloat } from './types.js';
import { enumSortSql } from './user-types.js';
import { rangeKeySql } from './range-ops.js';
import { multirangeKeySql } from './multirange-ops.js';
import { compositeShapeSql } from './composite.js';
import { hstoreKeySql } from './hstore.js';
import { tsSortKeySql } from './tsearch/ts-sort-key.js';

/**
 * The order key of a value: an SQLite expression whose native comparison (and equality) is
 * PostgreSQL's btree order (and equality) of the value's type, for the types whose stored form
 * does not compare as PostgreSQL compares them — numeric (1.5 = 1.50, NaN above +Infinity),
 * float (NaN above +Infinity, NaN = NaN), interval (by its total: '1 day' = '24 hours'), timetz
 * (UTC time, then zone), jsonb (by type, size, then contents: '1.5' = '1.50'), arrays
 * (element-wise), enums (declaration order). Undefined when the
 * stored value already compares right (integers, text under the C collation, dates, timestamps…).
 *
 * Every place that compares, orders, groups or de-duplicates values (ORDER BY, GROUP BY,
 * DISTINCT, set operations, PARTITION BY, indexes, = / IN, min/max) goes through this, so that
 * one type cannot be right in one clause and wrong in another.
 */
export function orderKeySql(e: Expr): string | undefined {
  if (e.type === Oid.numeric) return `pg_numeric_sortkey(${e.sql})`;
  if (isFloat(e.type)) return `pg_float_key(${e.sql})`;
  if (e.type === Oid.interval) return `pg_interval_key(${e.sql})`;
  if (e.type === Oid.timetz) return `pg_timetz_key(${e.sql})`;
  if (e.type === Oid.jsonb) return `pg_jsonb_key(${e.sql})`;
  const shape = compositeShapeSql(e.type);
  if (shape !== undefined) return `pg_row_key(${e.sql}, ${shape})`;
  return hstoreKeySql(e) ?? arraySortKeySql(e) ?? enumSortSql(e.type, e.sql) ?? rangeKeySql(e) ?? multirangeKeySql(e) ?? tsSortKeySql(e);
}

/**
 * The SQLite expression to sort, group or compare a value by so that the order is PostgreSQL's;
 * with the plan's catalog, a citext value compares case-insensitively (COLLATE NOCASE).
 */
export function sortKey(e: Expr, ctx?: PlanCtx): string {
  noBtree(e, 'ordering', ctx);
  return storedKey(e, ctx);
}

/** The key without the ordering check (equality of a hash-only type such as xid needs no order). */
function storedKey(e: Expr, ctx?: PlanCtx): string {
  if (ctx && isCitext(ctx.catalog, e.type)) return citextSql(e.sql);
  return orderKeySql(e) ?? e.sql;
}

/**
 * The SQLite expression to group, de-duplicate or match values by (GROUP BY, DISTINCT, set
 * operations, PARTITION BY, IN): the order key, except for enums, whose stored labels are already
 * equal exactly when the values are (their key, a catalog lookup, only orders them).
 */
export function equalityKey(e: Expr): string {
  noBtree(e, 'equality');
  // only an enum's key is its label order (any user type answers enumSortSql; a composite's key is pg_row_key)
  const key = storedKey(e);
  return key === enumSortSql(e.type, e.sql) ? e.sql : key;
}

/** Types with no btree or hash operator class (json, json[], the geometric types, snapshots): PostgreSQL can neither order nor group them. */
const NO_BTREE: ReadonlyMap<number, string> = new Map([
  [Oid.json, 'json'],
  [199, 'json[]'],
  [Oid.refcursor, 'refcursor'],
  [2201, 'refcursor[]'],
  [Oid.pg_snapshot, 'pg_snapshot'],
  [Oid.txid_snapshot, 'txid_snapshot'],
  // the geometric types: comparison operators, but no btree or hash operator class
  ...(['point', 'lseg', 'path', 'box', 'polygon', 'line', 'circle'] as const).map((n) => [Oid[n], n] as [number, string]),
]);

/**
 * Types with a hash operator class but no btree one (xid, and arrays of it): PostgreSQL groups,
 * de-duplicates and matches them (by hashing) but cannot order them (ORDER BY, window ORDER BY,
 * DISTINCT aggregates: 42883).
 */
const HASH_ONLY: ReadonlyMap<number, string> = new Map([
  [Oid.xid, 'xid'],
  [1011, 'xid[]'],
]);

/** The name of a type with no btree operator class (json, json[], the geometric types, snapshots, xid), else undefined. */
export function noBtreeTypeName(type: number): string | undefined {
  return NO_BTREE.get(type) ?? HASH_ONLY.get(type);
}

/** 42883 `could not identify an ordering (equality) operator for type json`, as PostgreSQL's get_sort_group_operators. */
function noBtree(e: Expr, what: 'ordering' | 'equality', ctx?: PlanCtx): void {
  const name = NO_BTREE.get(e.type) ?? (what === 'ordering' ? HASH_ONLY.get(e.type) : undefined);
  if (name === undefined) return;
  const message = `could not identify an ${what} operator for type ${name}`;
  const hint = what === 'ordering' ? { hint: 'Use an explicit ordering operator or modify the query.' } : {};
  throw ctx ? ctx.error('undefined_function', message, e.location, hint) : new PgError('undefined_function', message, hint);
}

/** A GROUP BY, DISTINCT or PARTITION BY key: 42883 for a type with no equality (at `e.location`). */
export function equalityCheck(e: Expr, ctx: PlanCtx): void {
  noBtree(e, 'equality', ctx);
}

/**
 * A window's PARTITION BY key after its ORDER BY was analyzed: the planner sorts partitions, so a
 * hash-only type (xid) is 0A000 there (make_pathkeys_for_window).
 */
export function sortablePartitionCheck(e: Expr, ctx: PlanCtx): void {
  if (HASH_ONLY.has(e.type)) {
    throw ctx.error('feature_not_supported', 'could not implement window PARTITION BY', undefined, { detail: 'Window partitioning columns must be of sortable datatypes.' });
  }
}

/**
 * An argument of a DISTINCT aggregate: PostgreSQL sorts its inputs, so a type with no equality is
 * 42883 as in GROUP BY, and a hash-only type (xid) 42883 with parse_agg's DETAIL.
 */
export function distinctAggregateCheck(e: Expr, ctx: PlanCtx): void {
  noBtree(e, 'equality', ctx);
  const name = HASH_ONLY.get(e.type);
  if (name !== undefined) {
    throw ctx.error('undefined_function', `could not identify an ordering operator for type ${name}`, e.location, { detail: 'Aggregates with DISTINCT must be able to sort their inputs.' });
  }
}

/** Whether values of `type` need an order key (their stored form does not compare as PostgreSQL's). */
export function needsOrderKey(e: Expr): boolean {
  const x = { ...e, sql: 'x' };
  return equalityKey(x) !== 'x';
}

/**
 * A GROUP BY / ORDER BY term SQLite will not read as an output column position: SQLite takes a
 * term that is (or folds to) an integer constant — `1`, `-1`, `(1 AND 0)` — as "the Nth result
 * column", while in PostgreSQL a constant that reached this point (`ORDER BY '151'::integer`, a
 * constant grouped by position) is a value. A bare integer literal gets a CAST; any other term
 * that names no column (no quoted identifier in the emitted SQL) goes through pg_same(), the
 * identity function, which keeps its value and stops the positional reading (SQLite looks through
 * COLLATE, unary + and likely() for the integer, not through a function call).
 */
export function sortTerm(sql: string): string {
  let i = 0;
  let j = sql.length;
  const blank = (c: string | undefined): boolean => c === ' ' || c === '(' || c === ')';
  while (i < j && blank(sql[i])) i++;
  while (j > i && blank(sql[j - 1])) j--;
  if (i < j && (sql[i] === '-' || sql[i] === '+')) i++;
  while (i < j && sql[i] === ' ') i++;
  if (i === j) return sql;
  let digits = true;
  for (let k = i; k < j; k++) if ((sql[k] as string) < '0' || (sql[k] as string) > '9') digits = false;
  if (digits) return `CAST(${sql} AS INTEGER)`;
  return namesColumn(sql) ? sql : `pg_same(${sql})`;
}

/** Whether emitted SQL holds a quoted identifier: a `"` outside its string literals (`'{"k": 1}'` is a value). */
function namesColumn(sql: string): boolean {
  let quoted = false;
  for (const c of sql) {
    if (c === "'") quoted = !quoted; // '' inside a literal toggles twice
    else if (c === '"' && !quoted) return true;
  }
  return false;
}
