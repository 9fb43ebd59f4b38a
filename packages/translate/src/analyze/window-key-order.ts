import { builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { names } from '../parse/ast.js';
import { sequenceSql } from '../stmt/fold-order.js';
import type { Scope } from './scope.js';

/**
 * Which window key raises first. PostgreSQL computes every window key of a row in the scan below
 * its WindowAgg nodes, in target-list order: the keys of the first window first, each window's
 * ORDER BY keys before its PARTITION BY keys (transformWindowDefinitions). SQLite computes the
 * last window's keys first, PARTITION BY before ORDER BY. When two keys or more of a query level
 * can raise (anything but a column or a literal), the query's WHERE also computes them, in
 * PostgreSQL's order, for each row it keeps (`… AND pg_strict_null(k1, k2) IS NULL`): the first
 * failing key raises before SQLite reaches its own. A key whose value matters more than once (a
 * volatile or user function, a subquery) is not computed twice, so such a query keeps SQLite's
 * order; so does a grouped query, whose keys are computed over groups.
 */

interface Keys {
  sql: string[];
  /** a key that must not be computed twice */
  unsafe: boolean;
  /** a key that reads a column */
  perRow: boolean;
}

const perLevel = new WeakMap<Scope, Keys>();

/** Starts collecting the window keys of the query level `scope`. */
export function startWindowKeys(scope: Scope): void {
  perLevel.set(scope, { sql: [], unsafe: false, perRow: false });
}

/** Records one window's keys (ORDER BY, then PARTITION BY: PostgreSQL's order) as translated. */
export function recordWindowKeys(scope: Scope, keys: readonly { node: AstNode; sql: string }[]): void {
  const level = perLevel.get(scope);
  if (level === undefined) return;
  for (const k of keys) {
    if (!canRaise(k.node)) continue;
    if (!computableTwice(k.node)) level.unsafe = true;
    if (readsColumn(k.node)) level.perRow = true;
    if (!level.sql.includes(k.sql)) level.sql.push(k.sql);
  }
}

/** The WHERE term that computes the level's keys in PostgreSQL's order, when that order matters. */
export function windowKeyGuard(scope: Scope): string | undefined {
  const level = perLevel.get(scope);
  perLevel.delete(scope);
  if (level === undefined || level.unsafe || level.sql.length < 2) return undefined;
  // keys that read no column make a constant term, which SQLite computes once before reading
  // any row (raising over an empty table, where PostgreSQL computes no key): random() makes it
  // one SQLite computes per row
  return `${sequenceSql(level.perRow ? level.sql : [...level.sql, 'random()'])} IS NULL`;
}

function readsColumn(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(readsColumn);
  if (value === null || typeof value !== 'object') return false;
  if ('ColumnRef' in value) return true;
  return Object.values(value as Record<string, unknown>).some(readsColumn);
}

function canRaise(node: AstNode): boolean {
  return !('ColumnRef' in node) && !('A_Const' in node);
}

/** No volatile or user-defined function and no subquery anywhere in `value`. */
function computableTwice(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(computableTwice);
  if (value === null || typeof value !== 'object') return true;
  const obj = value as Record<string, unknown>;
  if ('SubLink' in obj) return false;
  if ('FuncCall' in obj) {
    const f = obj['FuncCall'] as Fields;
    const parts = names(f['funcname'] as AstNode[] | undefined);
    const schema = parts.length > 1 ? parts[0] : 'pg_catalog';
    if (schema !== 'pg_catalog' || !nonVolatileBuiltin(parts[parts.length - 1] ?? '')) return false;
  }
  return Object.values(obj).every(computableTwice);
}

let volatility: Map<string, boolean> | undefined;

/** A built-in function name none of whose overloads is volatile. */
function nonVolatileBuiltin(name: string): boolean {
  if (volatility === undefined) {
    const map = new Map<string, boolean>();
    const [iName, iVol] = [builtinColumnIndex('pg_proc', 'proname'), builtinColumnIndex('pg_proc', 'provolatile')];
    for (const r of builtinRows('pg_proc')) {
      const n = String(r[iName]);
      map.set(n, (map.get(n) ?? true) && r[iVol] !== 'v');
    }
    volatility = map;
  }
  return volatility.get(name) === true;
}
