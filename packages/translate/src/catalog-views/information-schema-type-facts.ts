/**
 * SQL fragments of information_schema's type facts (PostgreSQL's _pg_char_max_length,
 * _pg_numeric_precision … helpers), over a type OID and typmod expression. Lengths in octets
 * assume UTF8, pgsqlite's only server encoding (4 bytes a character at most).
 */

/** character_maximum_length */
export function charMaxLength(typ: string, mod: string): string {
  return `(CASE WHEN ${mod} = -1 THEN NULL WHEN ${typ} IN (1042, 1043) THEN ${mod} - 4 WHEN ${typ} IN (1560, 1562) THEN ${mod} END)`;
}

/** character_octet_length */
export function charOctetLength(typ: string, mod: string): string {
  return `(CASE WHEN ${typ} IN (25, 1042, 1043) THEN (CASE WHEN ${mod} = -1 THEN 1073741824 ELSE (${mod} - 4) * 4 END) END)`;
}

/** numeric_precision */
export function numericPrecision(typ: string, mod: string): string {
  return `(CASE ${typ} WHEN 21 THEN 16 WHEN 23 THEN 32 WHEN 20 THEN 64 WHEN 1700 THEN (CASE WHEN ${mod} = -1 THEN NULL ELSE ((${mod} - 4) >> 16) & 65535 END) WHEN 700 THEN 24 WHEN 701 THEN 53 END)`;
}

/** numeric_precision_radix */
export function numericRadix(typ: string): string {
  return `(CASE WHEN ${typ} IN (21, 23, 20, 700, 701) THEN 2 WHEN ${typ} = 1700 THEN 10 END)`;
}

/** numeric_scale */
export function numericScale(typ: string, mod: string): string {
  return `(CASE WHEN ${typ} IN (21, 23, 20) THEN 0 WHEN ${typ} = 1700 THEN (CASE WHEN ${mod} = -1 THEN NULL ELSE (${mod} - 4) & 65535 END) END)`;
}

/** datetime_precision */
export function datetimePrecision(typ: string, mod: string): string {
  return `(CASE WHEN ${typ} = 1082 THEN 0 WHEN ${typ} IN (1083, 1114, 1184, 1266) THEN (CASE WHEN ${mod} < 0 THEN 6 ELSE ${mod} END) WHEN ${typ} = 1186 THEN (CASE WHEN ${mod} < 0 OR ${mod} & 65535 = 65535 THEN 6 ELSE ${mod} & 65535 END) END)`;
}

/** data_type of a type row `t` whose schema name is `schema` (SQL): ARRAY, the built-in name, else USER-DEFINED. */
export function dataType(t: string, schema: string): string {
  return `(CASE WHEN ${t}.typelem <> 0 AND ${t}.typlen = -1 THEN 'ARRAY' WHEN ${schema} = 'pg_catalog' THEN pg_catalog.format_type(${t}.oid, NULL) ELSE 'USER-DEFINED' END)`;
}

/** The schema name of type row `t`, looked up per row (SQLite plans this better than a join to pg_namespace after a LATERAL unnest). */
export function typeSchema(t: string): string {
  return `(SELECT ns.nspname FROM pg_catalog.pg_namespace ns WHERE ns.oid = ${t}.typnamespace)`;
}

/** The facts columns of a (type OID, typmod) pair, by information_schema column name. */
export function typeFactColumns(typ: string, mod: string): Record<string, string> {
  return {
    character_maximum_length: charMaxLength(typ, mod),
    character_octet_length: charOctetLength(typ, mod),
    numeric_precision: numericPrecision(typ, mod),
    numeric_precision_radix: numericRadix(typ),
    numeric_scale: numericScale(typ, mod),
    datetime_precision: datetimePrecision(typ, mod),
  };
}
