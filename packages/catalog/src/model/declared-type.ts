/**
 * Types a column of a plain SQLite table (created outside pgsqlite) from its declared type,
 * following SQLite's affinity rules (https://www.sqlite.org/datatype3.html §3.1).
 */
export function typeFromDeclared(declared: string): number {
  const d = declared.toUpperCase();
  if (d.includes('INT')) return d === 'INTEGER' || d.includes('BIG') ? 20 : d.includes('SMALL') ? 21 : 23;
  if (d.includes('CHAR') || d.includes('CLOB') || d.includes('TEXT')) return 25;
  if (d.includes('BLOB') || d === '') return d === '' ? 25 : 17;
  if (d.includes('REAL') || d.includes('FLOA') || d.includes('DOUB')) return 701;
  if (d.includes('BOOL')) return 16;
  // Dates and times written by other programs are text in no single format: expose them as text.
  if (d.includes('DATE') || d.includes('TIME')) return 25;
  return 1700;
}
