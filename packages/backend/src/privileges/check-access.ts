import { PgError } from '@pgsqlite/errors';
import { CatalogClassOid, DEFAULT_OWNER, aclDefault, effectivePrivileges, type Catalog, type RelationDef, type RoleGraph } from '@pgsqlite/catalog';
import type { SqlPlan } from '@pgsqlite/translate';
import type { Uses } from '../context.js';
import { currentRole, roleGraph } from './identity.js';

/** Privileges a column can carry (ACL_ALL_RIGHTS_COLUMN): the others are table-level only. */
const COLUMN_RIGHTS = 'arwx';

/**
 * ExecCheckRTPerms: before a plan runs, current_user must hold the privileges it needs on each
 * relation (a superuser holds all): 42501 `permission denied for table t` otherwise. A privilege
 * the table does not give may come from its columns: every column the statement uses for it
 * (SELECT of a relation none of whose columns is named — count(*) — needs it on any column).
 */
export function checkAccess(core: Uses<'roles' | 'settings' | 'handle'>, access: SqlPlan['access']): void {
  if (access === undefined || access.length === 0 || core.roles === null) return;
  const me = currentRole(core);
  // a relation reached through views is checked as the owner of the view reading it
  if (me.superuser && access.every((a) => a.via === undefined)) return;
  const catalog = core.handle.catalog();
  const graph = roleGraph(core.roles, core.settings);
  const ownerOf = (oid: number): number => catalog.aclOf?.(CatalogClassOid.pg_class, oid)?.owner ?? DEFAULT_OWNER;
  for (const { relOid, letters, columns, via } of access) {
    const role = checkAsRole(catalog, via ?? [], me.oid, ownerOf);
    if (graph.roles.find((r) => r.oid === role)?.superuser ?? (role === me.oid ? me.superuser : role === DEFAULT_OWNER)) continue;
    const rel = catalog.relationByOid(relOid);
    if (rel === undefined) continue;
    const type = rel.kind === 'S' ? 's' : 'r';
    const row = catalog.aclOf?.(CatalogClassOid.pg_class, relOid);
    const owner = row?.owner ?? DEFAULT_OWNER;
    const [held] = effectivePrivileges(graph, role, row?.acl ?? aclDefault(type, owner), owner, type);
    for (const l of letters) {
      if (held.includes(l)) continue;
      if (COLUMN_RIGHTS.includes(l) && type === 'r' && columnsHold(catalog, graph, role, rel, owner, l, columns[l] ?? [])) continue;
      throw denied(rel);
    }
  }
}

/**
 * The role a relation reached through views `via` (outermost first) is checked as: the owner of
 * the view reading it, or for a security_invoker view the user running the statement — not the
 * owner of a view above it (RelationBuildRuleLock clears checkAsUser of such a view's rule).
 */
function checkAsRole(catalog: Catalog, via: readonly number[], me: number, ownerOf: (oid: number) => number): number {
  const reader = via[via.length - 1];
  if (reader === undefined || securityInvoker(catalog.relationByOid(reader))) return me;
  return ownerOf(reader);
}

function securityInvoker(view: RelationDef | undefined): boolean {
  const o = (view?.options ?? []).find((x) => x.toLowerCase().startsWith('security_invoker='));
  return o !== undefined && ['true', 'on', 'yes', '1', 't', 'y'].includes(o.slice('security_invoker='.length).toLowerCase());
}

function columnsHold(catalog: Catalog, graph: RoleGraph, role: number, rel: RelationDef, owner: number, letter: string, attnums: readonly number[]): boolean {
  const holds = (attnum: number): boolean => {
    const acl = catalog.aclOf?.(CatalogClassOid.pg_class, rel.oid, attnum)?.acl ?? null;
    return acl !== null && effectivePrivileges(graph, role, acl, owner, 'c')[0].includes(letter);
  };
  if (attnums.length === 0) return rel.columns.some((c) => holds(c.attnum));
  return attnums.every(holds);
}

function denied(rel: RelationDef): PgError {
  const kind = rel.kind === 'v' ? 'view' : rel.kind === 'S' ? 'sequence' : rel.kind === 'm' ? 'materialized view' : 'table';
  return new PgError('insufficient_privilege', `permission denied for ${kind} ${rel.name}`);
}
