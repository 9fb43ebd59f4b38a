import { CatalogClassOid, DEFAULT_OWNER, aclToJson, type Catalog } from '@pgsqlite/catalog';
import { quoteString } from '../sql/quote.js';
import type { RawSql } from './relation-builder.js';

/** The owner of an object (its recorded role, else the bootstrap superuser). */
export function ownerOf(catalog: Catalog, classoid: number, objoid: number): number {
  return catalog.aclOf?.(classoid, objoid)?.owner ?? DEFAULT_OWNER;
}

/** A relation's owner: an index is owned by its table's owner. */
export function relationOwner(catalog: Catalog, oid: number): number {
  const idx = catalog.indexByOid(oid);
  return ownerOf(catalog, CatalogClassOid.pg_class, idx === undefined ? oid : idx.relOid);
}

/** An ACL cell (relacl, nspacl, proacl, typacl, attacl): NULL for the default, else text[] with role names put in when read. */
export function aclCell(catalog: Catalog, classoid: number, objoid: number, objsubid = 0): RawSql | null {
  const acl = catalog.aclOf?.(classoid, objoid, objsubid)?.acl ?? null;
  return acl === null ? null : { sql: `pg_acl_out(${quoteString(aclToJson(acl))})` };
}

/** A role name cell (pg_tables.tableowner & co.), read when the relation is read. */
export function roleNameCell(oid: number): RawSql {
  return { sql: `pg_role_name(${oid})` };
}
