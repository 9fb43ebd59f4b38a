import { storedArrayText } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { items } from './fn-arrays.js';

/**
 * An array's elements rewritten one by one in SQL, its shape and lower bounds kept: the planner
 * reads `pg_array_leaves(a)` (the elements in storage order, a JSON array) with json_each, maps
 * each value with an SQL expression, and `pg_array_with_leaves(a, mapped)` puts the mapped values
 * (a JSON array as json_group_array makes it) back in the same places. Used where an element's
 * output needs the catalog, which only SQL can read (reg* names inside array text).
 */
export function registerArrayLeafFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...a: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_array_leaves', 1, (a) => (a === null ? null : JSON.stringify(items(a).a.flat(Infinity as 1), (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))));
  def('pg_array_with_leaves', 2, (a, mapped) => {
    if (a === null) return null;
    const { lbs, a: tree } = items(a);
    const values = JSON.parse(String(mapped ?? '[]')) as unknown[];
    let i = 0;
    const put = (t: unknown[]): unknown[] => t.map((x) => (Array.isArray(x) ? put(x) : values[i++] ?? null));
    return storedArrayText(JSON.stringify(put(tree)), lbs);
  });
}
