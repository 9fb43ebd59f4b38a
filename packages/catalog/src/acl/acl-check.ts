import { type AclItem, type AclObjectType, ALL_RIGHTS, PRIVILEGE_LETTER, aclDefault } from './acl-item.js';
import { aclMask } from './acl-edit.js';

/** A role as privilege checks see it (pg_authid's oid, rolname, rolsuper, rolinherit). */
export interface RoleFacts {
  oid: number;
  name: string;
  superuser: boolean;
  inherit: boolean;
}

/** A pg_auth_members row: `member` is a member of `roleid`. */
export interface Membership {
  roleid: number;
  member: number;
  grantor: number;
  admin: boolean;
}

/** What privilege checks read about the cluster's roles. */
export interface RoleGraph {
  roles: readonly RoleFacts[];
  members: readonly Membership[];
}

/**
 * roles_is_member_of: `role` and every role it is a member of, directly or not. `inherited`:
 * only through roles that inherit (ROLERECURSE_PRIVS: whose privileges `role` has without SET ROLE).
 */
export function rolesOf(graph: RoleGraph, role: number, inherited: boolean): Set<number> {
  const out = new Set<number>([role]);
  const todo = [role];
  while (todo.length > 0) {
    const r = todo.pop() as number;
    if (inherited && graph.roles.find((x) => x.oid === r)?.inherit === false) continue;
    for (const m of graph.members) {
      if (m.member !== r || out.has(m.roleid)) continue;
      out.add(m.roleid);
      todo.push(m.roleid);
    }
  }
  return out;
}

/** Is `role` a superuser? */
export function isSuperuser(graph: RoleGraph, role: number): boolean {
  return graph.roles.find((r) => r.oid === role)?.superuser === true;
}

/**
 * aclmask: the privileges (and grant options) `role` holds on an object with `acl` (null: the
 * default) owned by `owner`: everything for a superuser; the owner (or a member of it) holds
 * every grant option implicitly.
 */
export function effectivePrivileges(graph: RoleGraph, role: number, acl: readonly AclItem[] | null, owner: number, type: AclObjectType): [string, string] {
  const all = ALL_RIGHTS[type];
  if (isSuperuser(graph, role)) return [all, all];
  const roles = rolesOf(graph, role, true);
  const [privs, grantable] = aclMask(acl ?? aclDefault(type, owner), roles);
  return roles.has(owner) ? [privs, all] : [privs, grantable];
}

/** A has_*_privilege privilege string read: letters, and whether WITH GRANT OPTION was asked. */
export interface PrivilegeWanted {
  letter: string;
  grantOption: boolean;
}

/**
 * convert_any_priv_string: `SELECT, UPDATE WITH GRANT OPTION` (any case, spaces around each) → wanted
 * letters; the offending text for an unknown name (22023 `unrecognized privilege type: "x"`), checked against
 * the names `allowed` for the function.
 */
export function parsePrivilegeList(text: string, allowed: readonly string[]): PrivilegeWanted[] | string {
  const out: PrivilegeWanted[] = [];
  for (const raw of text.split(',')) {
    let word = raw.trim().toLowerCase();
    let grantOption = false;
    if (word.endsWith(' with grant option')) {
      grantOption = true;
      word = word.slice(0, -' with grant option'.length).trim();
    }
    const letter = PRIVILEGE_LETTER[word];
    if (letter === undefined || !allowed.includes(word)) return raw.trim();
    out.push({ letter, grantOption });
  }
  return out;
}

/** Does `[privs, grantable]` satisfy any of `wanted` (has_*_privilege: true when any holds)? */
export function anyHeld(held: readonly [string, string], wanted: readonly PrivilegeWanted[]): boolean {
  return wanted.some((w) => (w.grantOption ? held[1] : held[0]).includes(w.letter));
}
