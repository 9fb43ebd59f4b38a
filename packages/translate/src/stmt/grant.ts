import { ALL_RIGHTS, LETTER_NAME, PRIVILEGE_LETTER, type AclObjectType } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, listItems, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { AclTarget, GrantAction, GrantPrivilege, PrivilegePlan } from '../privilege-plan.js';
import { allInSchema, databaseTarget, relationNamed, relationTarget, roleRef, roleRefs, routineTarget, schemaTarget, typeTarget } from './acl-targets.js';

/** What `invalid privilege type X for …` calls each GRANT object type. */
const OBJECT_WORD: Record<string, string> = {
  OBJECT_TABLE: 'relation', OBJECT_SEQUENCE: 'sequence', OBJECT_SCHEMA: 'schema', OBJECT_FUNCTION: 'function', OBJECT_PROCEDURE: 'procedure',
  OBJECT_ROUTINE: 'routine', OBJECT_DATABASE: 'database', OBJECT_TYPE: 'type', OBJECT_DOMAIN: 'domain',
};

/** The privileges valid for a GRANT object type (a table GRANT may name sequences too). */
const OBJECT_RIGHTS: Record<string, string> = {
  OBJECT_TABLE: ALL_RIGHTS.r + ALL_RIGHTS.s, OBJECT_SEQUENCE: ALL_RIGHTS.s, OBJECT_SCHEMA: ALL_RIGHTS.n, OBJECT_FUNCTION: ALL_RIGHTS.f,
  OBJECT_PROCEDURE: ALL_RIGHTS.f, OBJECT_ROUTINE: ALL_RIGHTS.f, OBJECT_DATABASE: ALL_RIGHTS.d, OBJECT_TYPE: ALL_RIGHTS.T, OBJECT_DOMAIN: ALL_RIGHTS.T,
};

/** The objects of a GrantStmt (or the kind of ALTER DEFAULT PRIVILEGES, which names none). */
function targetsOf(ctx: PlanCtx, f: Fields): AclTarget[] {
  const objtype = String(f['objtype']);
  const objects = (f['objects'] as AstNode[] | undefined) ?? [];
  if (f['targtype'] === 'ACL_TARGET_ALL_IN_SCHEMA') return allInSchema(ctx, objtype, objects.map(strVal));
  switch (objtype) {
    case 'OBJECT_TABLE':
    case 'OBJECT_SEQUENCE':
      return objects.map((o) => {
        const rel = relationNamed(ctx, fieldsOf(o));
        if (objtype === 'OBJECT_SEQUENCE' && rel.kind !== 'S') throw ctx.error('wrong_object_type', `"${rel.name}" is not a sequence`);
        return relationTarget(rel);
      });
    case 'OBJECT_SCHEMA':
      return objects.map((o) => schemaTarget(ctx, strVal(o)));
    case 'OBJECT_DATABASE':
      return objects.map((o) => databaseTarget(ctx, strVal(o), undefined));
    case 'OBJECT_FUNCTION':
    case 'OBJECT_PROCEDURE':
    case 'OBJECT_ROUTINE':
      return objects.map((o) => routineTarget(ctx, fieldsOf(o), objtype));
    case 'OBJECT_TYPE':
    case 'OBJECT_DOMAIN':
      return objects.map((o) => typeTarget(ctx, o));
    default:
      throw ctx.error('feature_not_supported', `GRANT on ${objtype.slice('OBJECT_'.length).toLowerCase().replace('_', ' ')} is not supported by pgsqlite`);
  }
}

/** The privileges named, validated for the object type (0LP01), with column lists resolved. */
function privilegesOf(ctx: PlanCtx, f: Fields, targets: AclTarget[]): GrantPrivilege[] | null {
  const list = (f['privileges'] as AstNode[] | undefined) ?? [];
  if (list.length === 0) return null;
  const objtype = String(f['objtype']);
  const rights = OBJECT_RIGHTS[objtype] ?? '';
  return list.map((node) => {
    const p = fieldsOf(node);
    const cols = ((p['cols'] as AstNode[] | undefined) ?? []).map(strVal);
    const word = p['priv_name'] === undefined ? null : String(p['priv_name']);
    const letter = word === null ? null : (PRIVILEGE_LETTER[word] ?? null);
    if (word !== null && letter === null) throw ctx.error('syntax_error', `unrecognized privilege type "${word}"`);
    if (letter !== null && !rights.includes(letter)) throw ctx.error('invalid_grant_operation', `invalid privilege type ${LETTER_NAME[letter]} for ${OBJECT_WORD[objtype] ?? 'object'}`);
    if (cols.length === 0) return { letters: letter };
    if (letter !== null && !ALL_RIGHTS.c.includes(letter)) throw ctx.error('invalid_grant_operation', `invalid privilege type ${LETTER_NAME[letter]} for column`);
    return { letters: letter, columns: columnsOf(ctx, targets, cols) };
  });
}

function columnsOf(ctx: PlanCtx, targets: AclTarget[], cols: string[]): { attnum: number; name: string }[] {
  return cols.map((name) => {
    for (const t of targets) {
      const rel = ctx.catalog.relationByOid(t.objoid);
      const c = rel?.columns.find((x) => x.name === name);
      if (c === undefined) throw ctx.error('undefined_column', `column "${name}" of relation "${t.name}" does not exist`);
    }
    const first = targets[0] === undefined ? undefined : ctx.catalog.relationByOid(targets[0].objoid);
    return { attnum: first?.columns.find((x) => x.name === name)?.attnum ?? 0, name };
  });
}

/**
 * The table privileges a sequence does not have are dropped with a WARNING (ExecGrant_Relation);
 * a table has no USAGE (0LP01).
 */
function checkRelationPrivileges(ctx: PlanCtx, f: Fields, targets: AclTarget[], privileges: GrantPrivilege[] | null, warnings: string[]): void {
  if (String(f['objtype']) !== 'OBJECT_TABLE' || privileges === null) return;
  for (const t of targets) {
    const letters = privileges.filter((p) => p.columns === undefined).map((p) => p.letters ?? '').join('');
    if (t.type === 's' && [...letters].some((l) => !ALL_RIGHTS.s.includes(l))) warnings.push(`sequence "${t.name}" only supports USAGE, SELECT, and UPDATE privileges`);
    if (t.type === 'r') {
      const bad = [...letters].find((l) => !ALL_RIGHTS.r.includes(l));
      if (bad !== undefined) throw ctx.error('invalid_grant_operation', `invalid privilege type ${LETTER_NAME[bad]} for table`);
    }
  }
}

/** The GRANT/REVOKE part shared by GrantStmt and ALTER DEFAULT PRIVILEGES. */
export function grantAction(ctx: PlanCtx, f: Fields, targets: AclTarget[]): GrantAction {
  const isGrant = f['is_grant'] === true;
  const grantees = roleRefs(f['grantees'] as AstNode[] | undefined);
  const grantOption = f['grant_option'] === true;
  if (isGrant && grantOption && grantees.some((g) => 'public' in g)) throw ctx.error('invalid_grant_operation', 'grant options can only be granted to roles');
  const privileges = privilegesOf(ctx, f, targets);
  const warnings: string[] = [];
  checkRelationPrivileges(ctx, f, targets, privileges, warnings);
  const grantor = f['grantor'] as Fields | undefined;
  return { action: 'grant', isGrant, targets, privileges, grantees, grantOption, cascade: f['behavior'] === 'DROP_CASCADE', grantedBy: grantor === undefined ? null : roleRef(grantor), warnings };
}

/** GRANT / REVOKE privileges ON objects. */
export function planGrant(ctx: PlanCtx, f: Fields): PrivilegePlan {
  if (String(f['objtype']) === 'OBJECT_LARGEOBJECT') throw ctx.error('feature_not_supported', 'GRANT on large objects is not supported by pgsqlite');
  const body = grantAction(ctx, f, targetsOf(ctx, f));
  return { kind: 'privilege', tag: body.isGrant ? 'GRANT' : 'REVOKE', body };
}

/** GRANT role TO role / REVOKE [ADMIN OPTION FOR] role FROM role. */
export function planGrantRole(f: Fields): PrivilegePlan {
  const isGrant = f['is_grant'] === true;
  const roles = ((f['granted_roles'] as AstNode[] | undefined) ?? []).map((n) => String(fieldsOf(n)['priv_name'] ?? ''));
  const grantor = f['grantor'] as Fields | undefined;
  return {
    kind: 'privilege',
    tag: isGrant ? 'GRANT ROLE' : 'REVOKE ROLE',
    body: { action: 'grant-role', isGrant, roles, grantees: roleRefs(f['grantee_roles'] as AstNode[] | undefined), admin: f['admin_opt'] === true, grantedBy: grantor === undefined ? null : roleRef(grantor) },
  };
}

/** pg_default_acl.defaclobjtype of ALTER DEFAULT PRIVILEGES … ON TABLES/SEQUENCES/FUNCTIONS/ROUTINES/TYPES/SCHEMAS. */
const DEFAULT_KIND: Record<string, [string, AclObjectType]> = {
  OBJECT_TABLE: ['r', 'r'], OBJECT_SEQUENCE: ['S', 's'], OBJECT_FUNCTION: ['f', 'f'], OBJECT_PROCEDURE: ['f', 'f'], OBJECT_ROUTINE: ['f', 'f'], OBJECT_TYPE: ['T', 'T'], OBJECT_SCHEMA: ['n', 'n'],
};

/** ALTER DEFAULT PRIVILEGES [FOR ROLE r] [IN SCHEMA s] GRANT/REVOKE … */
export function planDefaultPrivileges(ctx: PlanCtx, f: Fields): PrivilegePlan {
  let roles: AstNode[] = [];
  let schemas: string[] = [];
  for (const o of (f['options'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(o);
    const items = listItems(d['arg']);
    if (d['defname'] === 'roles') roles = items;
    else if (d['defname'] === 'schemas') schemas = items.map(strVal);
  }
  const action = (f['action'] as Fields | undefined) ?? {};
  const objtype = String(action['objtype']);
  const kind = DEFAULT_KIND[objtype];
  if (kind === undefined) throw ctx.error('feature_not_supported', `ALTER DEFAULT PRIVILEGES on ${objtype} is not supported by pgsqlite`);
  if (kind[0] === 'n' && schemas.length > 0) throw ctx.error('invalid_grant_operation', 'cannot use IN SCHEMA clause when using GRANT/REVOKE ON SCHEMAS');
  const schemaOids = schemas.map((s) => schemaTarget(ctx, s).objoid);
  const body = grantAction(ctx, action, []);
  return { kind: 'privilege', tag: 'ALTER DEFAULT PRIVILEGES', body: { action: 'default-privileges', roles: roles.map((n) => roleRef(fieldsOf(n))), schemas: schemaOids, objtype: kind[0], grant: body } };
}
