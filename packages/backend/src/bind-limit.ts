import type { SqlValue } from '@pgsqlite/engine';
import { placeholderOffsets } from '@pgsqlite/translate';

/** SQLite's SQLITE_MAX_VARIABLE_NUMBER as pgsqlite's engines are built (PostgreSQL binds up to 65,535). */
export const SQLITE_MAX_BOUND = 32766;

/**
 * `sql` and its `bound` values (one per anonymous `?`, in order) within SQLite's limit on bound
 * parameters: past SQLITE_MAX_BOUND, each further `?` is replaced by its value written as a
 * literal of the same SQLite type (a number as REAL, as SQLite binds it; a bigint as INTEGER; text
 * as a string (a NUL as char(0)); a blob as X'…'). The statement means the same;
 * only its text is new each time.
 */
export function withinBindLimit(sql: string, bound: readonly SqlValue[]): { sql: string; bound: readonly SqlValue[] } {
  if (bound.length <= SQLITE_MAX_BOUND) return { sql, bound };
  const at = placeholderOffsets(sql);
  // placeholders that do not match the values: left to SQLite to report, as before
  if (at.length !== bound.length) return { sql, bound };
  const parts: string[] = [];
  let from = 0;
  for (let k = SQLITE_MAX_BOUND; k < at.length; k++) {
    const i = at[k] as number;
    parts.push(sql.slice(from, i), sqliteLiteral(bound[k] ?? null));
    from = i + 1;
  }
  parts.push(sql.slice(from));
  return { sql: parts.join(''), bound: bound.slice(0, SQLITE_MAX_BOUND) };
}

function sqliteLiteral(v: SqlValue): string {
  if (v === null) return 'NULL';
  if (typeof v === 'bigint') return `(${v.toString()})`;
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return 'NULL';
    if (!Number.isFinite(v)) return v > 0 ? '(9e999)' : '(-9e999)';
    if (Object.is(v, -0)) return '(-0.0)';
    return Number.isInteger(v) ? `(${v.toFixed(1)})` : `(${String(v)})`;
  }
  if (typeof v === 'string') return `('${v.split("'").join("''").split('\0').join("' || char(0) || '")}')`;
  return `X'${hex(v)}'`;
}

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
