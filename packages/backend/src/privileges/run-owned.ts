import { PgError } from '@pgsqlite/errors';
import {
  BUMP_OID_SQL,
  CatalogClassOid,
  DEFAULT_OWNER,
  NEXT_OID_SQL,
  aclDefault,
  aclGrant,
  aclNewOwner,
  aclRevoke,
  aclToJson,
  defaultAclObjectType,
  rolesOf,
  type AclItem,
  type AclObjectType,
} from '@pgsqlite/catalog';
import type { AclTarget, DefaultPrivilegesAction, OwnedAction } from '@pgsqlite/translate';
import { currentRole, roleGraph } from './identity.js';
import { ownedDropStatements } from './owned-drops.js';
import { type PrivilegeCore, roleNameOf, roleOid, writeAclSql, writeCatalog } from './run-privilege.js';

const lit = (s: string): string => `'${s.split("'").join("''")}'`;

function sameAcl(a: readonly AclItem[], b: readonly AclItem[]): boolean {
  return aclToJson(a) === aclToJson(b);
}

/**
 * ALTER DEFAULT PRIVILEGES (SetDefaultACL): edits the pg_default_acl row of each role and schema
 * (0: every schema); a row that ends equal to the built-in default (global) or empty (per schema)
 * is removed. The role itself is the grantor.
 */
export async function runDefaultPrivileges(core: PrivilegeCore, d: DefaultPrivilegesAction): Promise<void> {
  const me = currentRole(core);
  const roles = d.roles.length === 0 ? [me.oid] : d.roles.map((r) => roleOid(core, r));
  const catalog = core.handle.catalog();
  const type = defaultAclObjectType(d.objtype) as AclObjectType;
  const grantees = d.grant.grantees.map((r) => roleOid(core, r));
  const letters = d.grant.privileges === null ? aclDefault(type, 0)[aclDefault(type, 0).length - 1]?.privs ?? '' : d.grant.privileges.map((p) => p.letters ?? '').join('');
  const steps: string[] = [];
  for (const role of roles) {
    if (!me.superuser && !rolesOf(roleGraph(core.roles, core.settings), me.oid, false).has(role)) throw new PgError('insufficient_privilege', 'permission denied to change default privileges');
    for (const nsp of d.schemas.length === 0 ? [0] : d.schemas) {
      const row = (catalog.defaultAcls?.() ?? []).find((x) => x.role === role && x.nspoid === nsp && x.objtype === d.objtype);
      const base = nsp === 0 ? aclDefault(type, role) : [];
      let acl = row?.acl ?? base;
      for (const g of grantees) {
        if (d.grant.isGrant) acl = aclGrant(acl, g, role, letters, d.grant.grantOption);
        else acl = aclRevoke(acl, g, role, letters, d.grant.grantOption, true, role).acl;
      }
      const where = `role = ${role} AND nspoid = ${nsp} AND objtype = ${lit(d.objtype)}`;
      if (sameAcl(acl, base)) {
        if (row !== undefined) steps.push(`DELETE FROM _pgsqlite_default_acl WHERE ${where}`);
      } else if (row !== undefined) steps.push(`UPDATE _pgsqlite_default_acl SET acl = ${lit(aclToJson(acl))} WHERE ${where}`);
      else steps.push(`INSERT INTO _pgsqlite_default_acl (oid, role, nspoid, objtype, acl) VALUES (${NEXT_OID_SQL}, ${role}, ${nsp}, ${lit(d.objtype)}, ${lit(aclToJson(acl))})`, BUMP_OID_SQL);
    }
  }
  await writeCatalog(core, steps);
}

/** The ACL target of a recorded row (enough for writeAclSql). */
function targetOf(classoid: number, objoid: number): AclTarget {
  return { classoid, objoid, type: 'r', name: '', kindWord: '', schema: '' };
}

/**
 * REASSIGN OWNED BY … TO …: every object of this database those roles own (and their default
 * privileges) passes to the new owner. DROP OWNED BY …: their privileges on other objects are
 * revoked and their default privileges removed; objects they own are dropped first (owned-drops.ts).
 */
export async function runOwned(core: PrivilegeCore, o: OwnedAction, runSql: (sql: string) => Promise<void>): Promise<void> {
  const me = currentRole(core);
  const olds = o.roles.map((r) => roleOid(core, r));
  const graph = roleGraph(core.roles, core.settings);
  for (const r of olds) {
    if (!me.superuser && !rolesOf(graph, me.oid, false).has(r)) throw new PgError('insufficient_privilege', o.action === 'drop-owned' ? 'permission denied to drop objects' : 'permission denied to reassign objects');
  }
  // DROP OWNED: the objects they own go first (statements of their own, each with its checks and notices).
  if (o.action === 'drop-owned') for (const sql of ownedDropStatements(core.handle.catalog(), olds, o.cascade)) await runSql(sql);
  const catalog = core.handle.catalog();
  const steps: string[] = [];
  if (o.action === 'reassign-owned') {
    const to = roleOid(core, o.newOwner ?? { current: true });
    if (olds.includes(DEFAULT_OWNER)) throw new PgError('dependent_objects_still_exist', `cannot reassign ownership of objects owned by role ${roleNameOf(core, DEFAULT_OWNER)} because they are required by the database system`);
    for (const a of catalog.acls?.() ?? []) {
      if (!olds.includes(a.owner)) continue;
      const acl = a.acl === null ? null : olds.reduce((acc, old) => aclNewOwner(acc, old, to), a.acl);
      steps.push(writeAclSql(targetOf(a.classoid, a.objoid), a.objsubid, to, acl));
    }
    for (const d of catalog.defaultAcls?.() ?? []) if (olds.includes(d.role)) steps.push(`UPDATE _pgsqlite_default_acl SET role = ${to} WHERE oid = ${d.oid}`);
    core.roles?.keep(roleNameOf(core, to));
  } else {
    for (const a of catalog.acls?.() ?? []) {
      if (a.acl === null || !a.acl.some((i) => olds.includes(i.grantee))) continue;
      steps.push(writeAclSql(targetOf(a.classoid, a.objoid), a.objsubid, a.owner, a.acl.filter((i) => !olds.includes(i.grantee))));
    }
    for (const d of catalog.defaultAcls?.() ?? []) if (olds.includes(d.role)) steps.push(`DELETE FROM _pgsqlite_default_acl WHERE oid = ${d.oid}`);
  }
  await writeCatalog(core, steps);
}
