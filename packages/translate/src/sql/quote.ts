/** Quotes an identifier for SQLite (always quoted: PostgreSQL names are case-sensitive once parsed). */
export function quoteIdent(name: string): string {
  return `"${name.split('"').join('""')}"`;
}

/** Quotes a string literal for SQLite. */
export function quoteString(s: string): string {
  return `'${s.split("'").join("''")}'`;
}

/** A SQLite literal for a storage value. */
export function sqlLiteral(v: null | number | bigint | string | Uint8Array): string {
  if (v === null) return 'NULL';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') {
    if (Object.is(v, -0)) return '-0.0';
    if (Number.isFinite(v)) return Number.isInteger(v) && Math.abs(v) < 2 ** 53 ? v.toFixed(0) : String(v);
    if (v === Infinity) return '9e999';
    if (v === -Infinity) return '-9e999';
    return quoteString('NaN');
  }
  if (typeof v === 'string') return quoteString(v);
  let hex = '';
  for (const b of v) hex += b.toString(16).padStart(2, '0');
  return `X'${hex}'`;
}
