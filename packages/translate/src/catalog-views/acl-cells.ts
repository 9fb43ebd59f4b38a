import { CatalogClassOid, DEFAULT_OWNER, Oid, aclToJson, type Catalog } from '@pgsqlite/catalog';
import { quoteString } from '../sql/quote.js';
import { type RawSql, type Row, type VirtualRelation, relation } from './relation-builder.js';

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

/** pg_default_acl: ALTER DEFAULT PRIVILEGES rows. */
export function pgDefaultAcl(catalog: Catalog): VirtualRelation {
  const rows: Row[] = (catalog.defaultAcls?.() ?? []).map((d) => [d.oid, d.role, d.nspoid, d.objtype, { sql: `pg_acl_out(${quoteString(aclToJson(d.acl))})` }]);
  return relation([['oid', Oid.oid], ['defaclrole', Oid.oid], ['defaclnamespace', Oid.oid], ['defaclobjtype', Oid.char], ['defaclacl', Oid._text]], rows);
}

/** pg_auth_members: the memberships of the server's roles (GRANT role TO role), read when the relation is read. */
export function pgAuthMembers(): VirtualRelation {
  const col = (k: string): string => `json_extract(value, '$.${k}')`;
  return {
    sql: `SELECT ${col('roleid')} AS roleid, ${col('member')} AS member, ${col('grantor')} AS grantor, CASE WHEN ${col('admin')} THEN 1 ELSE 0 END AS admin_option FROM json_each(pg_auth_members_json())`,
    columns: [['roleid', Oid.oid], ['member', Oid.oid], ['grantor', Oid.oid], ['admin_option', Oid.bool]].map(([name, type]) => ({ name: name as string, type: type as number, typmod: -1 })),
  };
}

/** pg_largeobject_metadata: each large object's owner and ACL. */
export function pgLargeObjectMetadata(): VirtualRelation {
  return {
    sql: 'SELECT loid AS oid, owner AS lomowner, pg_acl_out(acl) AS lomacl FROM _pgsqlite_largeobject',
    columns: [['oid', Oid.oid], ['lomowner', Oid.oid], ['lomacl', Oid._text]].map(([name, type]) => ({ name: name as string, type: type as number, typmod: -1 })),
  };
}

/** pg_largeobject: the contents in pages of LOBLKSIZE (2048) bytes. */
export function pgLargeObject(): VirtualRelation {
  const pages = `WITH RECURSIVE p(loid, pageno, len) AS (SELECT loid, 0, length(data) FROM _pgsqlite_largeobject WHERE length(data) > 0
    UNION ALL SELECT loid, pageno + 1, len FROM p WHERE (pageno + 1) * 2048 < len)
    SELECT p.loid AS loid, p.pageno AS pageno, substr(l.data, p.pageno * 2048 + 1, 2048) AS data FROM p JOIN _pgsqlite_largeobject l ON l.loid = p.loid`;
  return { sql: pages, columns: [['loid', Oid.oid], ['pageno', Oid.int4], ['data', Oid.bytea]].map(([name, type]) => ({ name: name as string, type: type as number, typmod: -1 })) };
}
