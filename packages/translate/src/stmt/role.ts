import type { AstNode, Fields } from '../parse/ast.js';
import { fieldsOf, listItems } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { RoleOptions, RolePlan } from '../plan.js';

/** DefElem name (gram.y) → the role attribute it sets. */
const FLAGS: Record<string, keyof RoleOptions> = {
  superuser: 'superuser', inherit: 'inherit', createrole: 'createRole', createdb: 'createDb', canlogin: 'canLogin',
  isreplication: 'replication', bypassrls: 'bypassRls',
};

/** The role a RoleSpec names; null for CURRENT_USER / SESSION_USER / CURRENT_ROLE (the runner knows). */
function roleName(ctx: PlanCtx, spec: Fields | undefined, what: string): string | null {
  const type = String(spec?.['roletype'] ?? 'ROLESPEC_CSTRING');
  if (type === 'ROLESPEC_CSTRING') return String(spec?.['rolename'] ?? '');
  if (type === 'ROLESPEC_PUBLIC') throw ctx.error('undefined_object', `role "public" does not exist`, spec?.['location']);
  if (what === 'DROP ROLE') throw ctx.error('syntax_error', `syntax error`, spec?.['location']);
  return null;
}

/** CREATE/ALTER ROLE's option list (user.c): 42601 for a repeated option, 0A000 for role membership. */
function roleOptions(ctx: PlanCtx, list: AstNode[] | undefined): { options: RoleOptions; notices: string[]; memberships: NonNullable<RolePlan['memberships']> } {
  const options: RoleOptions = {};
  const memberships: NonNullable<RolePlan['memberships']> = { inRoles: [], members: [], admins: [] };
  const seen = new Set<string>();
  const notices: string[] = [];
  for (const node of list ?? []) {
    const d = fieldsOf(node);
    const name = String(d['defname']);
    const loc = d['location'] as number | undefined;
    if (seen.has(name)) throw ctx.error('syntax_error', 'conflicting or redundant options', loc);
    seen.add(name);
    const arg = d['arg'] as Fields | undefined;
    const flag = FLAGS[name];
    if (flag !== undefined) {
      (options as Record<string, unknown>)[flag] = arg?.['Boolean']?.['boolval'] === true;
      continue;
    }
    switch (name) {
      case 'password':
        options.password = arg === undefined ? null : String(arg['String']?.['sval'] ?? '');
        break;
      case 'validUntil':
        options.validUntil = String(arg?.['String']?.['sval'] ?? '');
        break;
      case 'connectionlimit': {
        const n = Number(arg?.['Integer']?.['ival'] ?? 0);
        if (n < -1) throw ctx.error('invalid_parameter_value', `invalid connection limit: ${n}`);
        options.connectionLimit = n;
        break;
      }
      case 'sysid':
        notices.push('SYSID can no longer be specified');
        break;
      case 'addroleto':
      case 'rolemembers':
      case 'adminmembers': {
        const roles = listItems(arg).map((n) => String(fieldsOf(n)['rolename'] ?? ''));
        const key = name === 'addroleto' ? 'inRoles' : name === 'rolemembers' ? 'members' : 'admins';
        memberships[key].push(...roles);
        break;
      }
      default:
        throw ctx.error('syntax_error', `option "${name}" not recognized`, loc);
    }
  }
  return { options, notices, memberships };
}

/** CREATE ROLE / CREATE USER / CREATE GROUP name [WITH] option … */
export function planCreateRole(ctx: PlanCtx, f: Fields): RolePlan {
  const { options, notices, memberships } = roleOptions(ctx, f['options'] as AstNode[] | undefined);
  const login = f['stmt_type'] === 'ROLESTMT_USER';
  return { kind: 'role', action: 'create', name: String(f['role']), names: [], missingOk: false, login, options, notices, tag: 'CREATE ROLE', memberships };
}

/** ALTER ROLE / ALTER USER name [WITH] option … */
export function planAlterRole(ctx: PlanCtx, f: Fields): RolePlan {
  const name = roleName(ctx, f['role'] as Fields | undefined, 'ALTER ROLE');
  const { options, notices, memberships } = roleOptions(ctx, f['options'] as AstNode[] | undefined);
  if (memberships.inRoles.length + memberships.members.length + memberships.admins.length > 0) throw ctx.error('syntax_error', 'option "rolemembers" not recognized');
  return { kind: 'role', action: 'alter', name, names: [], missingOk: false, login: false, options, notices, tag: 'ALTER ROLE' };
}

/** DROP ROLE [IF EXISTS] name, … */
export function planDropRole(ctx: PlanCtx, f: Fields): RolePlan {
  const names = listItems(f['roles']).map((n) => roleName(ctx, fieldsOf(n), 'DROP ROLE') as string);
  return { kind: 'role', action: 'drop', name: null, names, missingOk: f['missing_ok'] === true, login: false, options: {}, notices: [], tag: 'DROP ROLE' };
}

/** ALTER ROLE name RENAME TO new */
export function planRenameRole(f: Fields): RolePlan {
  return { kind: 'role', action: 'rename', name: String(f['subname']), newName: String(f['newname']), names: [], missingOk: false, login: false, options: {}, notices: [], tag: 'ALTER ROLE' };
}
