import { PgError } from '@pgsqlite/errors';
import { CatalogClassOid, DEFAULT_OWNER, aclDefault, effectivePrivileges } from '@pgsqlite/catalog';
import type { SqlPlan } from '@pgsqlite/translate';
import type { Uses } from '../context.js';
import { currentRole, roleGraph } from './identity.js';

/**
 * ExecCheckRTPerms: before a plan runs, current_user must hold the privileges it needs on each
 * relation (a superuser holds all): 42501 `permission denied for table t` otherwise. Column
 * privileges are recorded but not consulted here: a role needs the table-level privilege.
 */
export function checkAccess(core: Uses<'roles' | 'settings' | 'handle'>, access: SqlPlan['access']): void {
  if (access === undefined || access.length === 0 || core.roles === null) return;
  const me = currentRole(core);
  if (me.superuser) return;
  const catalog = core.handle.catalog();
  const graph = roleGraph(core.roles, core.settings);
  for (const { relOid, letters } of access) {
    const rel = catalog.relationByOid(relOid);
    if (rel === undefined) continue;
    const type = rel.kind === 'S' ? 's' : 'r';
    const row = catalog.aclOf?.(CatalogClassOid.pg_class, relOid);
    const owner = row?.owner ?? DEFAULT_OWNER;
    const [held] = effectivePrivileges(graph, me.oid, row?.acl ?? aclDefault(type, owner), owner, type);
    if ([...letters].every((l) => held.includes(l))) continue;
    const kind = rel.kind === 'v' ? 'view' : rel.kind === 'S' ? 'sequence' : rel.kind === 'm' ? 'materialized view' : 'table';
    throw new PgError('insufficient_privilege', `permission denied for ${kind} ${rel.name}`);
  }
}
