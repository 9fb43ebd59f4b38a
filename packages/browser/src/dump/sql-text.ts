/** SQL text for the statements a dump writes. */

/** PostgreSQL's reserved-or-not rules are not needed: quoting every identifier that is not plain lower case is always correct. */
export function quoteIdent(name: string): string {
  const plain = name.length > 0 && [...name].every((c, i) => (c >= 'a' && c <= 'z') || c === '_' || (i > 0 && c >= '0' && c <= '9'));
  return plain && !RESERVED.has(name) ? name : `"${name.replaceAll('"', '""')}"`;
}

/** A string literal (standard_conforming_strings on, as pg_dump writes it). */
export function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Words that must be quoted as identifiers (PostgreSQL 15's reserved keywords). */
const RESERVED = new Set(
  (
    'all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate collation column concurrently constraint create cross current_catalog current_date current_role current_schema current_time current_timestamp current_user default deferrable desc distinct do else end except false fetch for foreign freeze from full grant group having ilike in initially inner intersect into is isnull join lateral leading left like limit localtime localtimestamp natural not notnull null offset on only or order outer overlaps placing primary references returning right select session_user similar some symmetric system_user table tablesample then to trailing true union unique user using variadic verbose when where window with'
  ).split(' '),
);
