import type { SqlValue } from '@pgsqlite/engine';

/**
 * Rows of a PL/pgSQL function called in FROM as the JSON array of arrays the statement reads with
 * json_each / json_extract (translate's lateral-rows.ts packing): INTEGER as integers, REAL with a
 * fraction or exponent (so SQLite reads it back as REAL), TEXT as strings, BLOBs as hex text.
 */
export function rowsJson(rows: readonly (readonly SqlValue[])[], columns: readonly unknown[]): string {
  return `[${rows.map((r) => `[${columns.map((_, i) => valueJson(r[i] ?? null)).join(',')}]`).join(',')}]`;
}

function valueJson(v: SqlValue): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return 'null';
    if (!Number.isFinite(v)) return v > 0 ? '9e999' : '-9e999';
    const s = String(v);
    return s.includes('.') || s.includes('e') ? s : `${s}.0`;
  }
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof Uint8Array) return `"${Array.from(v, (b) => b.toString(16).padStart(2, '0')).join('')}"`;
  return JSON.stringify(String(v));
}
