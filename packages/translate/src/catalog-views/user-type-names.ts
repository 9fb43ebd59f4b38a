import { type Catalog, builtinTableName, rowTypesOf, userTypesOf } from '@pgsqlite/catalog';
import { lookupSql } from '../analyze/catalog-lookup.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';

/**
 * format_type's spelling of every user type (enums, domains, row types of relations) and its array type, keyed by OID:
 * the name, quoted as quote_ident would, qualified with its schema when the schema is not on the
 * search path (format_type_extended qualifies types that are not visible), arrays with `[]`.
 */
export function userTypeNames(catalog: Catalog, searchPath: readonly string[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const u of [...userTypesOf(catalog), ...rowTypesOf(catalog)]) {
    const visible = searchPath.includes(u.schema) || u.schema === 'pg_catalog';
    const name = visible ? pgQuoteIdent(u.name) : `${pgQuoteIdent(u.schema)}.${pgQuoteIdent(u.name)}`;
    out.set(u.oid, name);
    out.set(u.arrayOid, `${name}[]`);
  }
  return out;
}

/**
 * SQL for format_type(oid, typmod) that knows the catalog's user types: the runtime
 * pg_format_type (which only knows built-in types) for the rest.
 */
export function formatTypeSql(catalog: Catalog, searchPath: readonly string[], oidSql: string, typmodSql: string): string {
  // The runtime knows the types pgsqlite implements; PostgreSQL's other built-in types print as it
  // printed them (format_type(oid, NULL), captured with the built-in rows).
  const captured = `(SELECT formatted FROM ${builtinTableName('pg_type_text')} WHERE oid = ${oidSql})`;
  const runtime = `COALESCE(NULLIF(pg_format_type(${oidSql}, ${typmodSql}), '???'), ${captured}, '???')`;
  const names = userTypeNames(catalog, searchPath);
  if (names.size === 0) return runtime;
  return lookupSql(oidSql, [...names], runtime);
}
