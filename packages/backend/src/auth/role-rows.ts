import type { Settings } from '../settings/settings.js';
import { BOOTSTRAP_SUPERUSER_OID, bootstrapRole, type RoleStore } from './role-store.js';

/**
 * The rows pg_authid, pg_roles, pg_user and pg_shadow show a session (translate ROLES_PARAM),
 * as JSON. pgsqlite does not record who owns an object: every object is owned by OID 10 and OID
 * 10 is the session's own role (pg_get_userbyid), so the session's role is shown with OID 10 and
 * the bootstrap superuser takes the session role's OID. Verifiers are shown to superusers only.
 */
export function roleRowsJson(roles: RoleStore | null, settings: Settings): string {
  const me = settings.get('session_authorization');
  const list = roles?.list() ?? [];
  const mine = list.find((r) => r.name === me) ?? { ...bootstrapRole(me, null), oid: -1 };
  if (!list.some((r) => r.name === me)) list.push(mine);
  const rows = list.map((r) => ({
    ...r,
    oid: r.name === me ? BOOTSTRAP_SUPERUSER_OID : r.oid === BOOTSTRAP_SUPERUSER_OID ? mine.oid : r.oid,
    password: mine.superuser ? r.password : null,
  }));
  return JSON.stringify(rows.filter((r) => r.oid >= 0).sort((a, b) => a.oid - b.oid));
}
