/**
 * PostgreSQL's quote_ident rule (ruleutils.c quote_identifier): an identifier is printed bare
 * when it is all lower-case letters, digits and underscores, does not start with a digit and is
 * not a reserved keyword; otherwise in double quotes.
 */

// Reserved and type/function-name keywords of PostgreSQL 15 that quote_identifier quotes
// (UNRESERVED keywords are printed bare).
const KEYWORDS = new Set(
  (
    'all analyse analyze and any array as asc asymmetric authorization between bigint binary bit boolean both case cast char character check ' +
    'coalesce collate collation column concurrently constraint create cross current_catalog current_date current_role current_schema ' +
    'current_time current_timestamp current_user dec decimal default deferrable desc distinct do else end except exists extract false fetch float ' +
    'for foreign freeze from full grant greatest group grouping having ilike in initially inner inout int integer intersect interval into is isnull ' +
    'join json lateral leading least left like limit localtime localtimestamp national natural nchar none normalize not notnull null nullif numeric ' +
    'offset on only or order out outer overlaps overlay placing position precision primary real references returning right row select ' +
    'session_user setof similar smallint some substring symmetric system_user table tablesample then time timestamp to trailing treat trim true ' +
    'union unique user using values varchar variadic verbose when where window with xmlattributes xmlconcat xmlelement xmlexists xmlforest ' +
    'xmlnamespaces xmlparse xmlpi xmlroot xmlserialize xmltable'
  ).split(' '),
);

function isSafeChar(c: string, first: boolean): boolean {
  return (c >= 'a' && c <= 'z') || c === '_' || (!first && c >= '0' && c <= '9');
}

/** quote_ident(name) as PostgreSQL prints identifiers in catalog output. */
export function pgQuoteIdent(name: string): string {
  let safe = name.length > 0;
  for (let i = 0; i < name.length && safe; i++) safe = isSafeChar(name[i] as string, i === 0);
  if (safe && !KEYWORDS.has(name)) return name;
  return `"${name.split('"').join('""')}"`;
}

/** `schema.name` as regclass output prints it: qualified only when the schema is not searched first. */
export function pgQualified(schema: string, name: string, searchPath: readonly string[], visible: boolean): string {
  void searchPath;
  return visible ? pgQuoteIdent(name) : `${pgQuoteIdent(schema)}.${pgQuoteIdent(name)}`;
}
