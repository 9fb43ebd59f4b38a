import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { RoleStore, bootstrapRole, encryptPassword, type Role } from '@pgsqlite/backend';
import { nodeAuthCrypto } from './node-crypto.js';

/** The cluster's roles in a data directory: one JSON file next to the databases (mode 0600). */
export const ROLE_FILE = 'pg_authid.json';

/** Who the bootstrap superuser is and what password it gets. */
export interface RoleSetup {
  /** Data directory; undefined: roles live in memory until the server stops. */
  dataDir?: string;
  /** The bootstrap superuser (initdb's -U). */
  superuser: string;
  /** Its password (stored as a SCRAM-SHA-256 verifier); undefined keeps what the file has. */
  password?: string;
}

/**
 * Opens the cluster's role store: read from `<dataDir>/pg_authid.json` when there is one (a
 * missing file starts with the bootstrap superuser alone), written back after every change.
 */
export function openRoleStore(setup: RoleSetup): RoleStore {
  const file = setup.dataDir === undefined ? undefined : join(setup.dataDir, ROLE_FILE);
  const found = file !== undefined && existsSync(file);
  let roles: Role[] = found ? readRoles(file) : [];
  if (!roles.some((r) => r.name === setup.superuser)) roles = [bootstrapRole(setup.superuser, null), ...roles.filter((r) => r.oid !== 10)];
  if (setup.password !== undefined) {
    const password = encryptPassword(nodeAuthCrypto, 'scram-sha-256', setup.superuser, setup.password);
    roles = roles.map((r) => (r.name === setup.superuser ? { ...r, password } : r));
  }
  const persist = file === undefined ? undefined : (list: Role[]) => writeRoles(file, list);
  if (found || setup.password !== undefined) persist?.(roles);
  return new RoleStore(roles, { crypto: nodeAuthCrypto, ...(persist === undefined ? {} : { persist }) });
}

function readRoles(file: string): Role[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file}: not a list of roles`);
  return parsed as Role[];
}

/** Write-then-rename, so a crash never leaves half a file. */
function writeRoles(file: string, roles: Role[]): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(roles, null, 1)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}
