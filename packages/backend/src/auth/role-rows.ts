import type { Settings } from '../settings/settings.js';
import { BOOTSTRAP_SUPERUSER_OID, bootstrapRole, type RoleStore } from './role-store.js';

/**
 * The rows pg_authid, pg_roles, pg_user and pg_shadow show a session (translate ROLES_PARAM),
 * as JSON, each role with its own OID (objects record their owners by it). Without a role store
 * the session's role is the bootstrap superuser. Verifiers are shown to superusers only.
 */
export function roleRowsJson(roles: RoleStore | null, settings: Settings): string {
  const me = settings.get('session_authorization');
  const list = roles?.list() ?? [{ ...bootstrapRole(me, null), oid: BOOTSTRAP_SUPERUSER_OID }];
  const current = settings.get('role');
  const mine = list.find((r) => r.name === (current === 'none' || current === '' ? me : current));
  const rows = list.map((r) => ({ ...r, memberOf: undefined, password: mine?.superuser === true ? r.password : null }));
  return JSON.stringify(rows.sort((a, b) => a.oid - b.oid));
}
