import { PgError } from '@pgsqlite/errors';
import type { AuthCrypto } from './auth-crypto.js';

/** One role of the cluster (a row of pg_authid). */
export interface Role {
  oid: number;
  name: string;
  superuser: boolean;
  inherit: boolean;
  createRole: boolean;
  createDb: boolean;
  canLogin: boolean;
  replication: boolean;
  bypassRls: boolean;
  connectionLimit: number;
  /** The stored verifier (SCRAM-SHA-256 or md5), never a plain password; null when none. */
  password: string | null;
  /** rolvaliduntil as stored timestamptz (µs since 1970, decimal text; int64 max = infinity), or null. */
  validUntil: string | null;
  /** pg_auth_members rows naming this role as the member: the roles it belongs to. */
  memberOf?: { roleid: number; grantor: number; admin: boolean }[];
}

/** What CREATE/ALTER ROLE may change (absent: not given). */
export type RoleChanges = Partial<Omit<Role, 'oid' | 'name'>>;

/** BOOTSTRAP_SUPERUSERID */
export const BOOTSTRAP_SUPERUSER_OID = 10;

/** PostgreSQL 15's predefined roles (OID, name) and the memberships among them (pg_monitor's). */
const PREDEFINED: readonly (readonly [number, string])[] = [
  [3373, 'pg_monitor'], [3374, 'pg_read_all_settings'], [3375, 'pg_read_all_stats'], [3377, 'pg_stat_scan_tables'], [4200, 'pg_signal_backend'],
  [4544, 'pg_checkpoint'], [4569, 'pg_read_server_files'], [4570, 'pg_write_server_files'], [4571, 'pg_execute_server_program'],
  [6171, 'pg_database_owner'], [6181, 'pg_read_all_data'], [6182, 'pg_write_all_data'],
];

function predefinedRole(oid: number, name: string): Role {
  const role: Role = { ...newRole(oid, name, false) };
  if (name === 'pg_monitor') role.memberOf = [3374, 3375, 3377].map((r) => ({ roleid: r, grantor: BOOTSTRAP_SUPERUSER_OID, admin: false }));
  return role;
}

/** The first OID of a role made by CREATE ROLE. */
const FIRST_ROLE_OID = 16384;

/** The bootstrap superuser as initdb makes it. */
export function bootstrapRole(name: string, password: string | null): Role {
  return {
    oid: BOOTSTRAP_SUPERUSER_OID, name, superuser: true, inherit: true, createRole: true, createDb: true, canLogin: true,
    replication: true, bypassRls: true, connectionLimit: -1, password, validUntil: null,
  };
}

/** A new role's attributes as CREATE ROLE defaults them (CREATE USER: LOGIN). */
export function newRole(oid: number, name: string, login: boolean): Role {
  return {
    oid, name, superuser: false, inherit: true, createRole: false, createDb: false, canLogin: login,
    replication: false, bypassRls: false, connectionLimit: -1, password: null, validUntil: null,
  };
}

/**
 * The cluster's roles (pg_authid): shared by every database of a server, as in PostgreSQL.
 * Changes call `persist` with the whole list (the server keeps a file next to the databases;
 * in memory it keeps nothing). Platform-neutral.
 */
export class RoleStore {
  readonly #roles = new Map<string, Role>();
  /** Roles that exist only while the server runs (see `transient`). */
  readonly #transient = new Set<string>();
  readonly #persist: ((roles: Role[]) => void) | undefined;
  #nextOid = FIRST_ROLE_OID;
  #version = 0;
  /** Hashing for PASSWORD (null: this host cannot store passwords, PASSWORD is 0A000). */
  readonly crypto: AuthCrypto | null;

  constructor(roles: readonly Role[], options: { persist?: (roles: Role[]) => void; crypto?: AuthCrypto } = {}) {
    for (const [oid, name] of PREDEFINED) this.#roles.set(name, predefinedRole(oid, name));
    for (const r of roles) {
      this.#roles.set(r.name, { ...r });
      this.#nextOid = Math.max(this.#nextOid, r.oid + 1);
    }
    this.#persist = options.persist;
    this.crypto = options.crypto ?? null;
  }

  /** Bumped by every change (the sessions push roles to their connections when it moved). */
  get version(): number {
    return this.#version;
  }

  byOid(oid: number): Role | undefined {
    for (const r of this.#roles.values()) if (r.oid === oid) return { ...r };
    return undefined;
  }

  /** pg_auth_members: every membership. */
  members(): { roleid: number; member: number; grantor: number; admin: boolean }[] {
    return [...this.#roles.values()].flatMap((r) => (r.memberOf ?? []).map((m) => ({ roleid: m.roleid, member: r.oid, grantor: m.grantor, admin: m.admin })));
  }

  /** GRANT role TO member: adds or updates (ADMIN OPTION) the membership; false when it existed unchanged. */
  grantMembership(roleid: number, member: string, grantor: number, admin: boolean): boolean {
    const role = this.#roles.get(member);
    if (role === undefined) throw missingRole(member);
    const list = role.memberOf ?? [];
    const found = list.find((m) => m.roleid === roleid);
    if (found !== undefined && (found.admin || !admin)) return false;
    role.memberOf = found === undefined ? [...list, { roleid, grantor, admin }] : list.map((m) => (m === found ? { ...m, admin: true } : m));
    this.#transient.delete(member);
    this.#save();
    return true;
  }

  /** REVOKE [ADMIN OPTION FOR] role FROM member; false when there was no such membership. */
  revokeMembership(roleid: number, member: string, adminOnly: boolean): boolean {
    const role = this.#roles.get(member);
    if (role === undefined) throw missingRole(member);
    const list = role.memberOf ?? [];
    const found = list.find((m) => m.roleid === roleid);
    if (found === undefined) return false;
    role.memberOf = adminOnly ? list.map((m) => (m === found ? { ...m, admin: false } : m)) : list.filter((m) => m !== found);
    this.#save();
    return true;
  }

  /** Keeps a role made for a login (`transient`) once it owns something. */
  keep(name: string): void {
    if (!this.#transient.delete(name)) return;
    this.#save();
  }

  get(name: string): Role | undefined {
    const r = this.#roles.get(name);
    return r === undefined ? undefined : { ...r };
  }

  list(): Role[] {
    return [...this.#roles.values()].map((r) => ({ ...r })).sort((a, b) => a.oid - b.oid);
  }

  /** Does any role have a password? (The default access policy asks.) */
  anyPassword(): boolean {
    for (const r of this.#roles.values()) if (r.password !== null) return true;
    return false;
  }

  /**
   * A role for a login name nobody created, when the server lets anyone in (no password, no
   * access file): a superuser that lives until the server stops and is never persisted.
   */
  transient(name: string): Role {
    const known = this.#roles.get(name);
    if (known !== undefined) return { ...known };
    const role = { ...bootstrapRole(name, null), oid: this.#nextOid++ };
    this.#roles.set(name, role);
    this.#transient.add(name);
    this.#version++;
    return { ...role };
  }

  /** CREATE ROLE: 42710 when the name is taken, 42939 for a reserved pg_ name. */
  create(name: string, login: boolean, changes: RoleChanges): Role {
    checkReservedName(name);
    if (this.#roles.has(name)) throw new PgError('duplicate_object', `role "${name}" already exists`);
    const role = { ...newRole(this.#nextOid++, name, login), ...changes };
    this.#roles.set(name, role);
    this.#save();
    return { ...role };
  }

  /** ALTER ROLE: 42704 for an unknown role. */
  alter(name: string, changes: RoleChanges): void {
    const role = this.#roles.get(name);
    if (role === undefined) throw missingRole(name);
    Object.assign(role, changes);
    this.#transient.delete(name);
    this.#save();
  }

  /** ALTER ROLE … RENAME TO: the MD5 password is cleared, as PostgreSQL does (its salt is the name). */
  rename(name: string, to: string): boolean {
    const role = this.#roles.get(name);
    if (role === undefined) throw missingRole(name);
    checkReservedName(to);
    if (this.#roles.has(to)) throw new PgError('duplicate_object', `role "${to}" already exists`);
    this.#roles.delete(name);
    this.#transient.delete(name);
    role.name = to;
    const clearedMd5 = role.password?.startsWith('md5') === true;
    if (clearedMd5) role.password = null;
    this.#roles.set(to, role);
    this.#save();
    return clearedMd5;
  }

  /** DROP ROLE of one role (the caller checks it may); its memberships go with it. */
  drop(name: string): void {
    const oid = this.#roles.get(name)?.oid;
    this.#roles.delete(name);
    for (const r of this.#roles.values()) if (r.memberOf?.some((m) => m.roleid === oid) === true) r.memberOf = r.memberOf.filter((m) => m.roleid !== oid);
    this.#transient.delete(name);
    this.#save();
  }

  /** The role as it is now (undefined: absent), to hand back to `restore` (a ROLLBACK). */
  saved(name: string): { name: string; role: Role | undefined; transient: boolean } {
    return { name, role: this.get(name), transient: this.#transient.has(name) };
  }

  /** Puts roles back as `saved` found them (latest first), undoing a rolled-back transaction's changes. */
  restore(entries: readonly { name: string; role: Role | undefined; transient: boolean }[]): void {
    for (const e of [...entries].reverse()) {
      for (const [k, r] of this.#roles) if (e.role !== undefined && r.oid === e.role.oid && k !== e.name) this.#roles.delete(k);
      if (e.role === undefined) this.#roles.delete(e.name);
      else this.#roles.set(e.name, { ...e.role });
      if (e.transient) this.#transient.add(e.name);
      else this.#transient.delete(e.name);
    }
    this.#save();
  }

  #save(): void {
    this.#version++;
    this.#persist?.(this.list().filter((r) => !this.#transient.has(r.name) && !PREDEFINED.some(([oid]) => oid === r.oid)));
  }
}

/** 42704 `role "x" does not exist` */
export function missingRole(name: string): PgError {
  return new PgError('undefined_object', `role "${name}" does not exist`);
}

function checkReservedName(name: string): void {
  if (name.startsWith('pg_')) {
    throw new PgError('reserved_name', `role name "${name}" is reserved`, { detail: 'Role names starting with "pg_" are reserved.' });
  }
}
