import { CatalogClassOid, type Catalog } from '@pgsqlite/catalog';
import { isVisible, lookupSql } from '../analyze/catalog-lookup.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';

/**
 * regclassout's spelling of every relation, keyed by OID: the name quoted as quote_ident would,
 * qualified with its schema when the search path does not find it by its bare name; the system
 * catalogs by their names (pg_catalog is always searched).
 */
export function relationNames(catalog: Catalog, searchPath: readonly string[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const [name, oid] of Object.entries(CatalogClassOid)) out.set(oid, name);
  for (const r of catalog.relations()) {
    out.set(r.oid, isVisible(catalog, r, searchPath) ? pgQuoteIdent(r.name) : `${pgQuoteIdent(r.schema)}.${pgQuoteIdent(r.name)}`);
  }
  return out;
}

/** SQL printing a regclass value as regclassout does: the relation's name, else the OID's digits. */
export function regclassTextSql(catalog: Catalog, searchPath: readonly string[], oidSql: string): string {
  // regclassout prints InvalidOid as '-'
  return lookupSql(oidSql, [...relationNames(catalog, searchPath)], `(CASE WHEN ${oidSql} = 0 THEN '-' ELSE CAST(${oidSql} AS TEXT) END)`);
}
