import { PgError } from '@pgsqlite/errors';
import { rolesOf } from '@pgsqlite/catalog';
import type { GrantRoleAction } from '@pgsqlite/translate';
import { sendNotice } from '../context.js';
import { missingRole } from '../auth/role-store.js';
import { undoOnRollback } from '../role-stmt.js';
import { currentRole, roleGraph } from './identity.js';
import { type PrivilegeCore, roleOid } from './run-privilege.js';

/**
 * GRANT role TO role [WITH ADMIN OPTION] / REVOKE [ADMIN OPTION FOR] role FROM role (user.c
 * AddRoleMems/DelRoleMems): the current user needs ADMIN OPTION on the role (or CREATEROLE, or
 * superuser for a superuser role); a membership loop is 0LP01.
 */
export function runGrantRole(core: PrivilegeCore, g: GrantRoleAction): void {
  const store = core.roles;
  if (store === null) throw new PgError('feature_not_supported', 'role membership is not supported by this server');
  const me = currentRole(core);
  const grantor = g.grantedBy === null ? me.oid : roleOid(core, g.grantedBy);
  const members = g.grantees.map((ref) => {
    if ('public' in ref) throw new PgError('undefined_object', 'role "public" does not exist');
    const oid = roleOid(core, ref);
    return store.byOid(oid)?.name ?? '';
  });
  if (core.tx.block !== 'none') undoOnRollback(core, store, members);
  for (const name of g.roles) {
    const role = store.get(name);
    if (role === undefined) throw missingRole(name);
    checkAdmin(core, me, role.oid, role.superuser, name);
    for (const member of members) {
      const m = store.get(member);
      if (m === undefined) throw missingRole(member);
      if (g.isGrant) {
        if (rolesOf(roleGraph(store, core.settings), role.oid, false).has(m.oid)) throw new PgError('invalid_grant_operation', `role "${member}" is a member of role "${name}"`);
        if (!store.grantMembership(role.oid, member, grantor, g.admin)) sendNotice(core, { severity: 'NOTICE', code: '00000', message: `role "${member}" is already a member of role "${name}"` });
      } else if (!store.revokeMembership(role.oid, member, g.admin)) {
        sendNotice(core, { severity: 'WARNING', code: '01000', message: `role "${member}" is not a member of role "${name}"` });
      }
    }
  }
}

function checkAdmin(core: PrivilegeCore, me: { oid: number; superuser: boolean; createRole: boolean }, role: number, superRole: boolean, name: string): void {
  if (me.superuser) return;
  if (superRole) throw new PgError('insufficient_privilege', 'must be superuser to alter superusers');
  if (me.createRole) return;
  const mine = rolesOf(roleGraph(core.roles, core.settings), me.oid, false);
  const admin = (core.roles?.members() ?? []).some((m) => m.roleid === role && m.admin && mine.has(m.member));
  if (!admin) throw new PgError('insufficient_privilege', `must have admin option on role "${name}"`);
}
