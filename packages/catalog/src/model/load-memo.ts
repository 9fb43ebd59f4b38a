import type { SqlValue } from '../types/sql-value.js';
import type { CatalogQuery } from './load-facts.js';

/** A loader's result, and the row arrays it was built from. */
interface Memo {
  readonly load: (query: CatalogQuery) => Promise<unknown>;
  readonly rows: readonly (readonly SqlValue[][])[];
  readonly value: unknown;
}

/** Per first read's row array: the last result built from it. */
const memos = new WeakMap<readonly SqlValue[][], Memo>();

/**
 * `load(read)`, or (a remembering load) the result `load` gave for these very row arrays before:
 * an incremental load (load-delta.ts) hands back the arrays of the reads a DDL statement did not
 * write, so the user types, functions, triggers, rules, … are not parsed again per DDL statement
 * (issue 18: each load re-parsed every one of them, JSON included). The loaders build their
 * results from their reads' rows alone.
 */
export async function memoLoad<T>(read: CatalogQuery, sqls: readonly string[], load: (query: CatalogQuery) => Promise<T>, remember: boolean): Promise<T> {
  if (!remember || sqls.length === 0) return load(read);
  const rows = await Promise.all(sqls.map((sql) => read(sql)));
  const hit = memos.get(rows[0]!);
  if (hit !== undefined && hit.load === load && hit.rows.every((r, i) => r === rows[i])) return hit.value as T;
  const bySql = new Map(sqls.map((sql, i) => [sql, rows[i]!]));
  const value = await load((sql) => {
    const known = bySql.get(sql);
    return known === undefined ? read(sql) : Promise.resolve(known);
  });
  memos.set(rows[0]!, { load, rows, value });
  return value;
}
