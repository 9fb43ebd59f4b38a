import { Oid, typeByOid } from '@pgsqlite/catalog';
import { roleDependents } from './privileges/role-dependents.js';
import { PgError } from '@pgsqlite/errors';
import type { RoleOptions, RolePlan } from '@pgsqlite/translate';
import { sendNotice, type Uses } from './context.js';
import { encryptPassword, verifyPlainPassword, type PasswordEncryption } from './auth/password-verifier.js';
import { BOOTSTRAP_SUPERUSER_OID, missingRole, type Role, type RoleChanges, type RoleStore } from './auth/role-store.js';

type Core = Uses<'roles' | 'settings' | 'client' | 'tx' | 'handle'>;

const denied = (message: string): PgError => new PgError('insufficient_privilege', message);

/**
 * CREATE / ALTER / DROP ROLE and ALTER ROLE … RENAME (user.c) on the server's role store, with
 * PostgreSQL's privilege checks. Roles are cluster-wide and not transactional in pgsqlite, so
 * inside a transaction block these are refused rather than surviving a ROLLBACK.
 */
export function runRole(core: Core, plan: RolePlan): string {
  const store = core.roles;
  if (store === null) throw new PgError('feature_not_supported', `${plan.tag} is not supported by this server`);
  const touched = plan.action === 'drop' ? plan.names : plan.action === 'rename' ? [plan.name as string, plan.newName as string] : [plan.name ?? core.settings.get('session_authorization'), ...(plan.memberships?.members ?? []), ...(plan.memberships?.admins ?? [])];
  if (core.tx.block !== 'none') undoOnRollback(core, store, touched);
  for (const n of plan.notices) sendNotice(core, { severity: 'NOTICE', code: '00000', message: n });
  const me = currentRole(core, store);
  switch (plan.action) {
    case 'create':
      createRole(core, store, me, plan);
      break;
    case 'alter':
      alterRole(core, store, me, plan.name ?? me.name, plan.options);
      break;
    case 'drop':
      dropRoles(core, store, me, plan.names, plan.missingOk);
      break;
    case 'rename':
      renameRole(core, store, me, plan.name as string, plan.newName as string);
      break;
  }
  return plan.tag;
}

/**
 * Role changes take effect at once (other sessions log in with them) and are undone when the
 * transaction block rolls back, as PostgreSQL's catalog changes are (not at ROLLBACK TO a
 * savepoint: pgsqlite keeps roles outside the databases' transactions).
 */
export function undoOnRollback(core: Uses<'tx'>, store: RoleStore, names: string[]): void {
  const saved = names.map((n) => store.saved(n));
  const previous = core.tx.onEnd;
  core.tx.onEnd = (committed) => {
    core.tx.onEnd = previous;
    if (!committed) store.restore(saved);
    previous?.(committed);
  };
}

/** The session's role (a login that the store does not know is treated as a superuser). */
function currentRole(core: Core, store: RoleStore): Role {
  const name = core.settings.get('session_authorization');
  return store.get(name) ?? store.transient(name);
}

function createRole(core: Core, store: RoleStore, me: Role, plan: RolePlan): void {
  const o = plan.options;
  if (o.superuser === true) {
    if (!me.superuser) throw denied('must be superuser to create superusers');
  } else if (o.replication === true) {
    if (!me.superuser) throw denied('must be superuser to create replication users');
  } else if (o.bypassRls === true) {
    if (!me.superuser) throw denied('must be superuser to create bypassrls users');
  } else if (!me.superuser && !me.createRole) throw denied('permission denied to create role');
  const name = plan.name as string;
  if (store.get(name) !== undefined) throw new PgError('duplicate_object', `role "${name}" already exists`);
  const made = store.create(name, plan.login, changes(core, store, name, o));
  const m = plan.memberships;
  if (m === undefined) return;
  const grantor = me.oid;
  for (const r of m.inRoles) {
    const role = store.get(r);
    if (role === undefined) throw missingRole(r);
    store.grantMembership(role.oid, name, grantor, false);
  }
  for (const [list, admin] of [[m.members, false], [m.admins, true]] as const) {
    for (const member of list) {
      if (store.get(member) === undefined) throw missingRole(member);
      store.grantMembership(made.oid, member, grantor, admin);
    }
  }
}

function alterRole(core: Core, store: RoleStore, me: Role, name: string, o: RoleOptions): void {
  const role = store.get(name);
  if (role === undefined) throw missingRole(name);
  if (role.superuser || o.superuser !== undefined) {
    if (!me.superuser) throw denied('must be superuser to alter superuser roles or change superuser attribute');
  } else if (role.replication || o.replication !== undefined) {
    if (!me.superuser) throw denied('must be superuser to alter replication roles or change replication attribute');
  } else if (role.bypassRls || o.bypassRls !== undefined) {
    if (!me.superuser) throw denied('must be superuser to change bypassrls attribute');
  } else if (!me.superuser && !me.createRole) {
    const onlyOwnPassword = role.name === me.name && Object.keys(o).every((k) => k === 'password' && o.password !== null);
    if (!onlyOwnPassword) throw denied('permission denied');
  }
  store.alter(name, changes(core, store, name, o));
}

function dropRoles(core: Core, store: RoleStore, me: Role, names: string[], missingOk: boolean): void {
  if (!me.superuser && !me.createRole) throw denied('permission denied to drop role');
  for (const name of names) {
    const role = store.get(name);
    if (role === undefined) {
      if (!missingOk) throw missingRole(name);
      sendNotice(core, { severity: 'NOTICE', code: '00000', message: `role "${name}" does not exist, skipping` });
      continue;
    }
    if (role.name === me.name) throw new PgError('object_in_use', 'current user cannot be dropped');
    if (role.oid < 16384) throw new PgError('object_in_use', `cannot drop role ${name} because it is required by the database system`);
    if (role.superuser && !me.superuser) throw denied('must be superuser to drop superusers');
    // checkSharedDependencies: objects it owns or holds privileges on in this database keep it
    const dependents = roleDependents(core.handle.catalog(), role.oid, role.name, core.settings.searchPath());
    if (dependents.length > 0) {
      throw new PgError('dependent_objects_still_exist', `role "${name}" cannot be dropped because some objects depend on it`, { detail: dependents.join('\n') });
    }
    store.drop(name);
  }
}

function renameRole(core: Core, store: RoleStore, me: Role, name: string, to: string): void {
  const role = store.get(name);
  if (role === undefined) throw missingRole(name);
  if (role.name === me.name) throw new PgError('feature_not_supported', 'session user cannot be renamed');
  if (role.superuser && !me.superuser) throw denied('must be superuser to rename superusers');
  if (!me.superuser && !me.createRole) throw denied('permission denied to rename role');
  if (store.rename(name, to)) sendNotice(core, { severity: 'NOTICE', code: '00000', message: 'MD5 password cleared because of role rename' });
}

/** The attributes to store: the password hashed with password_encryption, VALID UNTIL as timestamptz. */
function changes(core: Core, store: RoleStore, name: string, o: RoleOptions): RoleChanges {
  const { password, validUntil, ...flags } = o;
  const out: RoleChanges = { ...flags };
  if (password !== undefined) out.password = password === null ? null : storedPassword(core, store, name, password);
  if (validUntil !== undefined) {
    const ts = typeByOid(Oid.timestamptz);
    if (ts === undefined) throw new PgError('internal_error', 'timestamptz is not registered');
    out.validUntil = String(ts.fromText(validUntil, -1, core.settings.formatSettings()));
  }
  return out;
}

function storedPassword(core: Core, store: RoleStore, name: string, password: string): string | null {
  const crypto = store.crypto;
  if (crypto === null) throw new PgError('feature_not_supported', 'passwords are not supported by this server');
  const method = core.settings.get('password_encryption') as PasswordEncryption;
  const stored = password === '' ? '' : encryptPassword(crypto, method, name, password);
  if (stored === '' || verifyPlainPassword(crypto, name, stored, '')) {
    sendNotice(core, { severity: 'NOTICE', code: '00000', message: 'empty string is not a valid password, clearing password' });
    return null;
  }
  return stored;
}
