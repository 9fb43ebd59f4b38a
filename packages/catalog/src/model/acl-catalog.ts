import type { SqlValue } from '../types/sql-value.js';
import { type AclItem, type AclObjectType, aclFromJson } from '../acl/acl-item.js';
import { CatalogClassOid } from './internal-schema.js';
import { fromRows } from './load-facts.js';

/**
 * Owners and access privileges (relowner/relacl, nspowner/nspacl, proowner/proacl, typowner/typacl,
 * attacl) and ALTER DEFAULT PRIVILEGES (pg_default_acl), as PostgreSQL keeps them.
 *
 * One row of `_pgsqlite_acl` per object (and per column with column privileges: objsubid = attnum):
 * `owner` is the owning role's OID (NULL: the bootstrap superuser, 10, for objects made before
 * owners were recorded), `acl` the ACL as JSON (NULL: the kind's default, acldefault). The row of a
 * new object is written by triggers on the internal tables as the object is made, with the role
 * the session runs as (`pg_current_user_oid()`) and the default privileges that apply to it.
 */

/** An object's owner and ACL. */
export interface AclDef {
  classoid: number;
  objoid: number;
  /** 0 for the object, the attnum for a column's privileges */
  objsubid: number;
  owner: number;
  /** null: the default ACL of the object's kind */
  acl: AclItem[] | null;
}

/** A pg_default_acl row. */
export interface DefaultAclDef {
  oid: number;
  role: number;
  /** 0: every schema */
  nspoid: number;
  /** r (tables), S (sequences), f (functions), T (types), n (schemas) */
  objtype: string;
  acl: AclItem[];
}

/** The bootstrap superuser (BOOTSTRAP_SUPERUSERID): owner of objects without a recorded owner. */
export const DEFAULT_OWNER = 10;

/** One-letter kind of an object: pg_default_acl.defaclobjtype for its catalog and relkind. */
function defaultAclKind(catalog: string, relkind: string): string {
  if (catalog === 'class') return relkind === 'S' ? 'S' : 'r';
  return catalog === 'proc' ? 'f' : catalog === 'type' ? 'T' : 'n';
}

/** acldefault's code for a pg_default_acl objtype. */
export function defaultAclObjectType(objtype: string): AclObjectType {
  return objtype === 'S' ? 's' : (objtype as AclObjectType);
}

/**
 * The row a trigger writes for a new object: owner = the session's role; ACL = the default
 * privileges for that role (global, then the object's schema) folded into the kind's default.
 */
function ownerTrigger(table: string, catalog: 'class' | 'namespace' | 'proc' | 'type', classoid: number): string[] {
  const kind = catalog === 'class' ? `(CASE NEW.relkind WHEN 'S' THEN 'S' ELSE 'r' END)` : `'${defaultAclKind(catalog, '')}'`;
  const nsp = catalog === 'namespace' ? '0' : `COALESCE((SELECT oid FROM _pgsqlite_namespace WHERE nspname = NEW.nspname), 0)`;
  const defaults = (where: string): string => `(SELECT acl FROM _pgsqlite_default_acl WHERE role = pg_current_user_oid() AND objtype = ${kind} AND ${where})`;
  const made = `pg_default_acl_for(${kind}, ${defaults('nspoid = 0')}, ${defaults(`nspoid = ${nsp}`)})`;
  const acl = catalog === 'class' ? `(CASE WHEN NEW.relkind = 'i' THEN NULL ELSE ${made} END)` : catalog === 'namespace' ? `pg_default_acl_for(${kind}, ${defaults('nspoid = 0')}, NULL)` : made;
  return [
    `CREATE TRIGGER IF NOT EXISTS ${table}_owned AFTER INSERT ON ${table} BEGIN
       INSERT OR IGNORE INTO _pgsqlite_acl (classoid, objoid, objsubid, owner, acl) VALUES (${classoid}, NEW.oid, 0, pg_current_user_oid(), ${acl});
     END`,
    `CREATE TRIGGER IF NOT EXISTS ${table}_disowned AFTER DELETE ON ${table} BEGIN
       DELETE FROM _pgsqlite_acl WHERE classoid = ${classoid} AND objoid = OLD.oid;
     END`,
  ];
}

/** Statements creating the tables and triggers when missing (idempotent; run on every open). */
export const ACL_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_acl (
     classoid INTEGER NOT NULL, objoid INTEGER NOT NULL, objsubid INTEGER NOT NULL DEFAULT 0, owner INTEGER, acl TEXT,
     PRIMARY KEY (classoid, objoid, objsubid)) WITHOUT ROWID`,
  // The incremental catalog load reads the rows of the objects a DDL statement touched by OID
  // (load-delta.ts): without it that read scanned every object's row (issue 18).
  `CREATE INDEX IF NOT EXISTS _pgsqlite_acl_objoid ON _pgsqlite_acl (objoid)`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_default_acl (
     oid INTEGER PRIMARY KEY, role INTEGER NOT NULL, nspoid INTEGER NOT NULL, objtype TEXT NOT NULL, acl TEXT NOT NULL,
     UNIQUE (role, nspoid, objtype))`,
  // Large objects (pg_largeobject_metadata and pg_largeobject): owner, ACL and the whole contents.
  `CREATE TABLE IF NOT EXISTS _pgsqlite_largeobject (loid INTEGER PRIMARY KEY, owner INTEGER NOT NULL, acl TEXT, data BLOB NOT NULL DEFAULT x'')`,
];

/** The triggers that record a new object's owner (run after every internal table exists). */
export const ACL_TRIGGERS_SQL: readonly string[] = [
  ...ownerTrigger('_pgsqlite_class', 'class', CatalogClassOid.pg_class),
  ...ownerTrigger('_pgsqlite_namespace', 'namespace', CatalogClassOid.pg_namespace),
  ...ownerTrigger('_pgsqlite_proc', 'proc', CatalogClassOid.pg_proc),
  ...ownerTrigger('_pgsqlite_aggregate', 'proc', CatalogClassOid.pg_proc),
  ...ownerTrigger('_pgsqlite_type', 'type', CatalogClassOid.pg_type),
];

/** The reads of the ACL loader (batched by `loadCatalog`). */
export const ACL_READS = {
  acls: { sql: `SELECT classoid, objoid, objsubid, owner, acl FROM _pgsqlite_acl ORDER BY classoid, objoid, objsubid`, columns: 5, smallIntegers: true },
  defaults: { sql: `SELECT oid, role, nspoid, objtype, acl FROM _pgsqlite_default_acl ORDER BY oid`, columns: 5 },
} as const;

/** Reads every owner/ACL row and every default ACL. */
export async function loadAcls(query: (sql: string) => Promise<SqlValue[][]>, remember = false): Promise<{ acls: AclDef[]; defaultAcls: DefaultAclDef[] }> {
  const [rows, defs] = await Promise.all([query(ACL_READS.acls.sql), query(ACL_READS.defaults.sql)]);
  return {
    acls: fromRows(rows, (r): AclDef => ({ classoid: Number(r[0]), objoid: Number(r[1]), objsubid: Number(r[2]), owner: r[3] === null ? DEFAULT_OWNER : Number(r[3]), acl: aclFromJson(r[4]) }), remember),
    defaultAcls: defs.map((r) => ({ oid: Number(r[0]), role: Number(r[1]), nspoid: Number(r[2]), objtype: String(r[3]), acl: aclFromJson(r[4]) ?? [] })),
  };
}

/** Key of an object's ACL row in a lookup map. */
export function aclKey(classoid: number, objoid: number, objsubid = 0): string {
  return `${classoid}:${objoid}:${objsubid}`;
}
