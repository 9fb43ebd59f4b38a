import type { Catalog } from '@pgsqlite/catalog';

/** OIDs PostgreSQL 15 gives built-in objects that catalog rows refer to. */
export const SysOid = {
  pgCatalogNs: 11,
  publicNs: 2200,
  informationSchemaNs: 13207,
  toastNs: 99,
  superuser: 10,
  heapAm: 2,
  btreeAm: 403,
  gistAm: 783,
  hashAm: 405,
  ginAm: 2742,
  database: 5,
  defaultCollation: 100,
  cCollation: 950,
} as const;

/** The OID of a schema by name (0 when unknown). */
export function namespaceOid(catalog: Catalog, schema: string): number {
  if (schema === 'pg_catalog') return SysOid.pgCatalogNs;
  if (schema === 'information_schema') return SysOid.informationSchemaNs;
  return catalog.namespaces().find((n) => n.name === schema)?.oid ?? 0;
}

/** OID of a column default (pg_attrdef.oid), derived from the table and column. */
export function attrdefOid(relOid: number, attnum: number): number {
  return 2_000_000_000 + ((relOid * 1600 + attnum) % 2_000_000_000);
}
