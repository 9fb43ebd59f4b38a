import { PgError } from '@pgsqlite/errors';
import {
  type AclItem,
  type AclObjectType,
  type RoleGraph,
  aclDefault,
  aclFromJson,
  aclItemText,
  aclToJson,
  anyHeld,
  effectivePrivileges,
  normalizePrivs,
  parsePrivilegeList,
  rolesOf,
} from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';

/** The cluster's roles and the session's identity, as the session last pushed them. */
export interface RuntimeRoles {
  graph: RoleGraph;
  /** current_user's OID and name (after SET ROLE / SET SESSION AUTHORIZATION) */
  currentOid: number;
  currentName: string;
}

/** Before the session pushes its roles: the bootstrap superuser alone. */
export function defaultRuntimeRoles(): RuntimeRoles {
  return { graph: { roles: [{ oid: 10, name: 'postgres', superuser: true, inherit: true }], members: [] }, currentOid: 10, currentName: 'postgres' };
}

/** The privilege names each has_*_privilege accepts (convert_*_priv_string). */
const ALLOWED: Record<AclObjectType, readonly string[]> = {
  r: ['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger'],
  s: ['usage', 'select', 'update'],
  c: ['select', 'insert', 'update', 'references'],
  d: ['create', 'connect', 'temporary', 'temp'],
  f: ['execute'],
  n: ['create', 'usage'],
  T: ['usage'],
  l: ['usage'],
  L: ['select', 'update'],
};

function roleName(roles: RuntimeRoles, oid: number): string | undefined {
  return roles.graph.roles.find((r) => r.oid === oid)?.name;
}

/** A role argument of has_*_privilege / pg_has_role: an OID, or a name (42704 when unknown). */
function roleArg(roles: RuntimeRoles, v: SqlValue): number {
  if (typeof v === 'number' || typeof v === 'bigint') return Number(v);
  const name = String(v);
  if (name.toLowerCase() === 'public') return 0;
  const found = roles.graph.roles.find((r) => r.name === name);
  if (found === undefined) throw new PgError('undefined_object', `role "${name}" does not exist`);
  return found.oid;
}

/** The ACL an object shows: stored, or its kind's default (also when the owner is the only one with rights). */
function aclOrDefault(acl: SqlValue, owner: number, type: AclObjectType): AclItem[] {
  return aclFromJson(acl) ?? aclDefault(type, owner);
}

/**
 * Functions over owners and ACLs: pg_get_userbyid, ::regrole, relacl/nspacl/proacl text,
 * has_*_privilege, pg_has_role, current_user, and the ACL of a new object (pg_default_acl_for,
 * called by the owner triggers of the internal tables).
 */
export function registerPrivilegeFunctions(host: RuntimeHost, roles: () => RuntimeRoles): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: false, call });
  def('pg_current_user', 0, () => roles().currentName);
  def('pg_current_user_oid', 0, () => roles().currentOid);
  def('pg_role_name', 1, (oid) => (oid === null ? null : (roleName(roles(), Number(oid)) ?? `unknown (OID=${Number(oid)})`)));
  // regroleout: '-' for 0, the number for an OID no role has
  def('pg_regrole_out', 1, (oid) => (oid === null ? null : Number(oid) === 0 ? '-' : (roleName(roles(), Number(oid)) ?? String(Number(oid)))));
  def('pg_role_oid', 1, (name) => (name === null ? null : (roles().graph.roles.find((r) => r.name === String(name))?.oid ?? null)));
  // relacl & co.: the stored ACL as text[] (JSON array of aclitem text); NULL stays NULL (the default applies)
  def('pg_acl_out', 1, (acl) => {
    const items = aclFromJson(acl);
    if (items === null) return null;
    const r = roles();
    return JSON.stringify(items.map((a) => aclItemText(a, (oid) => roleName(r, oid) ?? String(oid))));
  });
  def('pg_acldefault', 2, (type, owner) => {
    if (type === null || owner === null) return null;
    const r = roles();
    return JSON.stringify(aclDefault(String(type) as AclObjectType, Number(owner)).map((a) => aclItemText(a, (oid) => roleName(r, oid) ?? String(oid))));
  });
  def('pg_default_acl_for', 3, (kind, global, schema) => defaultAclFor(roles(), String(kind), global, schema));
  // has_*_privilege(role, acl, owner, type, privileges): role NULL = current_user
  def('pg_has_privilege', 5, (role, acl, owner, type, privs) => {
    if (owner === null || privs === null) return null;
    const r = roles();
    const who = role === null ? r.currentOid : roleArg(r, role);
    const t = String(type) as AclObjectType;
    const wanted = parsePrivilegeList(String(privs), ALLOWED[t]);
    if (typeof wanted === 'string') throw new PgError('invalid_parameter_value', `unrecognized privilege type: "${wanted}"`);
    return anyHeld(effectivePrivileges(r.graph, who, aclOrDefault(acl, Number(owner), t), Number(owner), t), wanted) ? 1 : 0;
  });
  def('pg_auth_members_json', 0, () => JSON.stringify(roles().graph.members));
  def('pg_role_arg', 1, (role) => (role === null ? null : roleArg(roles(), role)));
  def('pg_has_role', 3, (member, role, mode) => {
    if (member === null || role === null || mode === null) return null;
    const r = roles();
    const m = member === 0 || member === '' ? r.currentOid : roleArg(r, member);
    const target = roleArg(r, role);
    const words = String(mode).split(',').map((w) => w.trim().toLowerCase());
    let result = false;
    for (const w of words) {
      const base = w.endsWith(' with admin option') || w.endsWith(' with grant option') ? w.slice(0, -' with admin option'.length) : w;
      if (base !== 'member' && base !== 'usage' && base !== 'set') throw new PgError('invalid_parameter_value', `unrecognized privilege type: "${w}"`);
      if (base !== w) result ||= hasAdmin(r, m, target);
      else if (r.graph.roles.find((x) => x.oid === m)?.superuser === true) result = true;
      else result ||= rolesOf(r.graph, m, base === 'usage').has(target);
    }
    return result ? 1 : 0;
  });
}

/** Does `role` hold ADMIN OPTION on `target` (a superuser does; so does a member with admin through its memberships)? */
export function hasAdmin(r: RuntimeRoles, role: number, target: number): boolean {
  if (r.graph.roles.find((x) => x.oid === role)?.superuser === true) return true;
  const mine = rolesOf(r.graph, role, false);
  return r.graph.members.some((m) => m.roleid === target && m.admin && mine.has(m.member));
}

/**
 * get_user_default_acl: the kind's default with the global ALTER DEFAULT PRIVILEGES entry in its
 * place and the schema's added; NULL when neither exists (the object keeps the plain default).
 */
function defaultAclFor(r: RuntimeRoles, kind: string, global: SqlValue, schema: SqlValue): SqlValue {
  if (global === null && schema === null) return null;
  const type = (kind === 'S' ? 's' : kind) as AclObjectType;
  let acl = aclFromJson(global) ?? aclDefault(type, r.currentOid);
  for (const item of aclFromJson(schema) ?? []) {
    const same = acl.find((a) => a.grantee === item.grantee && a.grantor === item.grantor);
    if (same === undefined) acl = [...acl, item];
    else acl = acl.map((a) => (a === same ? { ...a, privs: normalizePrivs(a.privs + item.privs), grantable: normalizePrivs(a.grantable + item.grantable) } : a));
  }
  return aclToJson(acl);
}
