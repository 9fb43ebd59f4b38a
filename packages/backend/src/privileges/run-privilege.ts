import { PgError } from '@pgsqlite/errors';
import {
  ALL_RIGHTS,
  BUMP_CATALOG_VERSION_SQL,
  CatalogClassOid,
  DEFAULT_OWNER,
  aclDefault,
  aclGrant,
  aclNewOwner,
  aclRevoke,
  aclToJson,
  effectivePrivileges,
  rolesOf,
  type AclItem,
  type Catalog,
} from '@pgsqlite/catalog';
import type { AclTarget, GrantAction, OwnerAction, PrivilegePlan, RoleRef } from '@pgsqlite/translate';
import { sendNotice, type Uses } from '../context.js';
import { missingRole } from '../auth/role-store.js';
import { currentRole, roleGraph, roleNamed } from './identity.js';
import { runGrantRole } from './run-grant-role.js';
import { runDefaultPrivileges, runOwned } from './run-owned.js';

export type PrivilegeCore = Uses<'roles' | 'settings' | 'client' | 'tx' | 'handle' | 'cancelled'>;

const denied = (message: string): PgError => new PgError('insufficient_privilege', message);

/** The OID a RoleRef names (PUBLIC is 0); 42704 for an unknown role. */
export function roleOid(core: PrivilegeCore, ref: RoleRef): number {
  if ('public' in ref) return 0;
  if ('current' in ref) return currentRole(core).oid;
  if ('session' in ref) return roleNamed(core.roles, core.settings.get('session_authorization')).oid;
  if (core.roles === null) {
    if (ref.name === core.settings.get('session_authorization')) return DEFAULT_OWNER;
    throw missingRole(ref.name);
  }
  const role = core.roles.get(ref.name);
  if (role === undefined) throw missingRole(ref.name);
  return role.oid;
}

/** A role's name by OID, for messages. */
export function roleNameOf(core: PrivilegeCore, oid: number): string {
  return core.roles?.byOid(oid)?.name ?? (oid === DEFAULT_OWNER ? core.settings.get('session_authorization') : String(oid));
}

/** An object's recorded owner and ACL (the kind's default when none is recorded). */
export function ownerAndAcl(catalog: Catalog, t: AclTarget, objsubid = 0): { owner: number; acl: AclItem[] } {
  const row = catalog.aclOf?.(t.classoid, t.objoid, objsubid);
  const owner = objsubid === 0 ? (row?.owner ?? DEFAULT_OWNER) : (catalog.aclOf?.(t.classoid, t.objoid)?.owner ?? DEFAULT_OWNER);
  return { owner, acl: row?.acl ?? (objsubid === 0 ? aclDefault(t.type, owner) : []) };
}

/** SQL writing an object's owner and ACL row. */
export function writeAclSql(t: AclTarget, objsubid: number, owner: number, acl: AclItem[] | null): string {
  return `INSERT OR REPLACE INTO _pgsqlite_acl (classoid, objoid, objsubid, owner, acl) VALUES (${t.classoid}, ${t.objoid}, ${objsubid}, ${owner}, ${acl === null ? 'NULL' : `'${aclToJson(acl).split("'").join("''")}'`})`;
}

/** Runs the catalog writes of a privilege statement as DDL (the catalog reloads after). */
export async function writeCatalog(core: PrivilegeCore, steps: string[]): Promise<void> {
  if (steps.length === 0) return;
  await core.tx.runDdl([...steps, BUMP_CATALOG_VERSION_SQL], core.cancelled);
}

/** GRANT/REVOKE/ALTER … OWNER/ALTER DEFAULT PRIVILEGES/GRANT role/REASSIGN OWNED/DROP OWNED. */
export async function runPrivilege(core: PrivilegeCore, plan: PrivilegePlan, runSql: (sql: string) => Promise<void>): Promise<string> {
  const body = plan.body;
  switch (body.action) {
    case 'grant':
      for (const w of body.warnings) sendNotice(core, { severity: 'WARNING', code: '01007', message: w });
      await writeCatalog(core, grantSteps(core, core.handle.catalog(), body));
      break;
    case 'owner':
      await writeCatalog(core, ownerSteps(core, core.handle.catalog(), body));
      break;
    case 'grant-role':
      runGrantRole(core, body);
      break;
    case 'default-privileges':
      await runDefaultPrivileges(core, body);
      break;
    default:
      await runOwned(core, body, runSql);
  }
  return plan.tag;
}

/** Is `role` the owner of an object owned by `owner` (or a member of the owning role, or a superuser)? */
export function ownsObject(core: PrivilegeCore, role: number, owner: number): boolean {
  const graph = roleGraph(core.roles, core.settings);
  return graph.roles.find((r) => r.oid === role)?.superuser === true || rolesOf(graph, role, false).has(owner);
}

function checkDatabase(core: PrivilegeCore, t: AclTarget): void {
  if (t.classoid === CatalogClassOid.pg_database && t.name !== core.handle.name) {
    throw new PgError('feature_not_supported', `privileges on database "${t.name}" from another database are not supported by pgsqlite`);
  }
}

/** What messages call an object: `table t`, `column a of relation t`. */
function describe(t: AclTarget, column?: string): string {
  return column === undefined ? `"${t.name}"` : `column "${column}" of relation "${t.name}"`;
}

/** The privileges one GRANT/REVOKE changes on an object (objsubid 0) or one of its columns. */
interface GrantUnit {
  objsubid: number;
  letters: string;
  column?: string;
  /** A column's share of a table-level REVOKE: no warnings of its own */
  implied?: boolean;
}

/** Adds `u`, merged into the unit of the same column (`GRANT SELECT (b), UPDATE (b)` is one change of b's ACL). */
function addUnit(units: GrantUnit[], u: GrantUnit): void {
  const same = units.find((x) => x.objsubid === u.objsubid);
  if (same === undefined) units.push(u);
  else {
    same.letters = [...new Set([...same.letters, ...u.letters])].join('');
    if (u.implied !== true) delete same.implied;
  }
}

/**
 * ExecGrant_*: for each object and grantee, the new ACL. The grantor is the owner when the
 * current user owns the object (or is a superuser); otherwise the current user, who must hold
 * the grant options (42501 with no privileges at all, a WARNING for those missing).
 */
export function grantSteps(core: PrivilegeCore, catalog: Catalog, g: GrantAction): string[] {
  const me = currentRole(core).oid;
  const grantees = g.grantees.map((r) => roleOid(core, r));
  const graph = roleGraph(core.roles, core.settings);
  const steps: string[] = [];
  for (const t of g.targets) {
    checkDatabase(core, t);
    const { owner } = ownerAndAcl(catalog, t);
    const explicitGrantor = g.grantedBy === null ? null : roleOid(core, g.grantedBy);
    if (explicitGrantor !== null && explicitGrantor !== me && !ownsObject(core, me, explicitGrantor)) throw denied(`permission denied to grant privileges as role "${roleNameOf(core, explicitGrantor)}"`);
    const grantor = ownsObject(core, me, owner) ? owner : (explicitGrantor ?? me);
    const units: GrantUnit[] = [];
    const whole = g.privileges === null ? ALL_RIGHTS[t.type] : g.privileges.filter((p) => p.columns === undefined).map((p) => p.letters ?? ALL_RIGHTS[t.type]).join('');
    const wholeLetters = [...whole].filter((l) => ALL_RIGHTS[t.type].includes(l)).join('');
    if (g.privileges === null || wholeLetters !== '' || g.privileges.every((p) => p.columns !== undefined) === false) units.push({ objsubid: 0, letters: wholeLetters });
    for (const p of g.privileges ?? []) {
      for (const c of p.columns ?? []) addUnit(units, { objsubid: c.attnum, letters: p.letters ?? ALL_RIGHTS.c, column: c.name });
    }
    // ExecGrant_Relation: revoking a table's privileges revokes the column-level ones too (expand_all_col_privileges)
    const tableLetters = units.find((u) => u.objsubid === 0)?.letters ?? '';
    const columnLetters = [...tableLetters].filter((l) => ALL_RIGHTS.c.includes(l)).join('');
    if (!g.isGrant && t.classoid === CatalogClassOid.pg_class && columnLetters !== '') {
      for (const a of catalog.acls?.() ?? []) {
        if (a.classoid === t.classoid && a.objoid === t.objoid && a.objsubid > 0 && a.acl !== null) addUnit(units, { objsubid: a.objsubid, letters: columnLetters, implied: true });
      }
    }
    for (const u of units) {
      const { acl: current } = ownerAndAcl(catalog, t, u.objsubid);
      const [held, grantable] = grantor === owner ? [ALL_RIGHTS[t.type], ALL_RIGHTS[t.type]] : effectivePrivileges(graph, me, ownerAndAcl(catalog, t).acl, owner, t.type);
      const colHeld = u.objsubid === 0 ? '' : effectivePrivileges(graph, me, current, owner, 'c')[1];
      const allowed = [...u.letters].filter((l) => grantable.includes(l) || colHeld.includes(l)).join('');
      if (grantor !== owner && u.implied !== true) {
        if (allowed === '' && held === '' && (u.objsubid === 0 || colHeld === '')) throw denied(`permission denied for ${t.kindWord} ${t.name}`);
        const verb = g.isGrant ? 'granted' : 'revoked';
        const could = g.isGrant ? 'were' : 'could be';
        if (allowed === '') sendNotice(core, { severity: 'WARNING', code: g.isGrant ? '01007' : '01006', message: `no privileges ${could} ${verb} for ${describe(t, u.column)}` });
        else if (allowed.length < u.letters.length && g.privileges === null) {
          /* ALL PRIVILEGES grants what it can, silently */
        } else if (allowed.length < u.letters.length) sendNotice(core, { severity: 'WARNING', code: g.isGrant ? '01007' : '01006', message: `not all privileges ${could} ${verb} for ${describe(t, u.column)}` });
      }
      let acl = current;
      for (const grantee of grantees) {
        if (g.isGrant) acl = aclGrant(acl, grantee, grantor, allowed, g.grantOption);
        else {
          const out = aclRevoke(acl, grantee, grantor, allowed, g.grantOption, g.cascade, owner);
          if (out.dependents) throw new PgError('dependent_objects_still_exist', 'dependent privileges exist', { hint: 'Use CASCADE to revoke them too.' });
          acl = out.acl;
        }
      }
      // ExecGrant_Attribute: a column's ACL left empty is NULL (no column privileges at all)
      steps.push(writeAclSql(t, u.objsubid, owner, u.objsubid > 0 && acl.length === 0 ? null : acl));
    }
  }
  return steps;
}

/**
 * ALTER … OWNER TO: the current user must own the object (or be a superuser) and be a member
 * of the new owner; the ACL's mentions of the old owner move to the new one (aclnewowner).
 */
export function ownerSteps(core: PrivilegeCore, catalog: Catalog, o: OwnerAction): string[] {
  const me = currentRole(core);
  const newOwner = roleOid(core, o.owner);
  if (newOwner === 0) throw new PgError('undefined_object', 'role "public" does not exist');
  const steps: string[] = [];
  for (const t of o.targets) {
    checkDatabase(core, t);
    const { owner, acl } = ownerAndAcl(catalog, t);
    if (owner === newOwner) continue;
    if (!me.superuser) {
      if (!ownsObject(core, me.oid, owner)) throw denied(`must be owner of ${t.kindWord} ${t.name}`);
      if (!rolesOf(roleGraph(core.roles, core.settings), me.oid, false).has(newOwner)) throw denied(`must be member of role "${roleNameOf(core, newOwner)}"`);
    }
    const recorded = catalog.aclOf?.(t.classoid, t.objoid)?.acl ?? null;
    steps.push(writeAclSql(t, 0, newOwner, recorded === null ? null : aclNewOwner(acl, owner, newOwner)));
    for (const col of catalog.acls?.() ?? []) {
      if (col.classoid === t.classoid && col.objoid === t.objoid && col.objsubid !== 0 && col.acl !== null) steps.push(writeAclSql(t, col.objsubid, newOwner, aclNewOwner(col.acl, owner, newOwner)));
    }
  }
  if (steps.length > 0) core.roles?.keep(roleNameOf(core, newOwner));
  return steps;
}
