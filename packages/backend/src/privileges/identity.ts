import { PgError } from '@pgsqlite/errors';
import { type RoleGraph, rolesOf } from '@pgsqlite/catalog';
import type { SetPlan } from '@pgsqlite/translate';
import type { Uses } from '../context.js';
import type { Settings } from '../settings/settings.js';
import { BOOTSTRAP_SUPERUSER_OID, bootstrapRole, type Role, type RoleStore } from '../auth/role-store.js';

/**
 * Who a session is (miscinit.c): the session user (SET SESSION AUTHORIZATION; at first the
 * authenticated user) and the current user (SET ROLE; else the session user). Both are run-time
 * parameters, so they follow SET's transactional rules (ROLLBACK undoes them).
 */

/** current_user's name. */
export function currentUserName(settings: Settings): string {
  const role = settings.get('role');
  return role === 'none' || role === '' ? settings.get('session_authorization') : role;
}

/** A role by name; a login nobody created is the server's transient superuser (or the bootstrap one without a store). */
export function roleNamed(store: RoleStore | null, name: string): Role {
  if (store === null) return bootstrapRole(name, null);
  return store.get(name) ?? store.transient(name);
}

/** current_user as a role. */
export function currentRole(core: Uses<'roles' | 'settings'>): Role {
  return roleNamed(core.roles, currentUserName(core.settings));
}

/** pg_authid and pg_auth_members as privilege checks read them. */
export function roleGraph(store: RoleStore | null, settings: Settings): RoleGraph {
  if (store === null) {
    return { roles: [{ oid: BOOTSTRAP_SUPERUSER_OID, name: settings.get('session_authorization'), superuser: true, inherit: true }], members: [] };
  }
  return { roles: store.list().map((r) => ({ oid: r.oid, name: r.name, superuser: r.superuser, inherit: r.inherit })), members: store.members() };
}

/** SET ROLE / RESET ROLE / SET SESSION AUTHORIZATION / RESET SESSION AUTHORIZATION (with their checks). */
export function runIdentitySet(core: Uses<'roles' | 'settings'>, plan: SetPlan): void {
  const store = core.roles;
  if (plan.name === 'role') {
    const name = plan.value === null || plan.value.toLowerCase() === 'none' ? null : plan.value;
    if (name !== null) checkSetRole(store, core.settings, name);
    core.settings.setIdentity('role', name ?? 'none', plan.local);
  } else {
    const name = plan.value ?? core.settings.resetValue('session_authorization');
    const authenticated = core.settings.resetValue('session_authorization');
    const target = store?.get(name);
    if (store !== null && target === undefined && name !== authenticated) throw new PgError('invalid_parameter_value', `role "${name}" does not exist`);
    if (name !== authenticated && !roleNamed(store, authenticated).superuser) throw new PgError('insufficient_privilege', 'permission denied to set session authorization');
    core.settings.setIdentity('session_authorization', name, plan.local);
    core.settings.setIdentity('role', 'none', plan.local);
  }
  core.settings.setIdentity('is_superuser', currentRole(core).superuser ? 'on' : 'off', plan.local);
}

/** check_role: the role exists (22023) and the session user is a member of it or a superuser (42501). */
function checkSetRole(store: RoleStore | null, settings: Settings, name: string): void {
  if (store === null) {
    if (name !== settings.get('session_authorization')) throw new PgError('invalid_parameter_value', `role "${name}" does not exist`);
    return;
  }
  const target = store.get(name);
  if (target === undefined) throw new PgError('invalid_parameter_value', `role "${name}" does not exist`);
  const me = roleNamed(store, settings.get('session_authorization'));
  if (me.superuser) return;
  if (!rolesOf(roleGraph(store, settings), me.oid, false).has(target.oid)) throw new PgError('insufficient_privilege', `permission denied to set role "${name}"`);
}
