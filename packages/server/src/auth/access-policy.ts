import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { defaultHba, parseCidr, parseHba, type AddressRange, type AuthService, type RoleStore } from '@pgsqlite/backend';
import { nodeAuthCrypto } from './node-crypto.js';
import { LoginBackoff } from './login-backoff.js';

/** How the server decides who may connect. */
export interface AccessOptions {
  roles: RoleStore;
  /** A pg_hba.conf file; without it, the default policy (defaultHba). */
  hbaFile?: string;
  /** Base delay of the per-address backoff after a failed login (ms). Default 100; 0 turns it off. */
  loginBackoffMs?: number;
}

/**
 * The server's AuthService: pg_hba.conf rules (read once at start; an invalid file stops the
 * server with the line at fault), node:crypto, the host's networks for samehost/samenet, and the
 * per-address login backoff. Without a file and while no role has a password, loopback and the
 * Unix socket are trusted and unknown login names are let in, as pgsqlite always did.
 */
export function accessPolicy(options: AccessOptions): AuthService {
  const open = options.hbaFile === undefined && !options.roles.anyPassword();
  const rules = options.hbaFile === undefined ? defaultHba(open) : parseHba(readFileSync(options.hbaFile, 'utf8'), options.hbaFile);
  const backoff = options.loginBackoffMs === 0 ? null : new LoginBackoff(options.loginBackoffMs ?? 100);
  return {
    roles: options.roles,
    crypto: nodeAuthCrypto,
    rules,
    openLogins: open,
    networks: localNetworks,
    mockNonce: new Uint8Array(randomBytes(32)),
    ...(backoff === null ? {} : { failed: (a: string | null) => backoff.failed(a), succeeded: (a: string | null) => backoff.succeeded(a) }),
  };
}

/** The host's interface addresses and netmasks. */
function localNetworks(): AddressRange[] {
  const out: AddressRange[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const i of list ?? []) {
      const r = parseCidr(i.cidr ?? `${i.address}/${i.family === 'IPv4' ? 32 : 128}`);
      if (r !== null) out.push(r);
    }
  }
  return out;
}
