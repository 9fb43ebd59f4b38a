import { PgError } from '@pgsqlite/errors';
import type { AuthCrypto } from './auth-crypto.js';
import { concat, fromUtf8, utf8 } from './bytes.js';
import type { HbaRule } from './hba-rules.js';
import { matchHba, type HbaConnection, type LocalNetworks } from './hba-match.js';
import { passwordType, verifyPlainPassword, type PasswordType } from './password-verifier.js';
import { bootstrapRole, type Role, type RoleStore } from './role-store.js';
import { ScramServer } from './scram-server.js';

/** The server's access policy and what authentication needs. */
export interface AuthService {
  readonly roles: RoleStore;
  readonly crypto: AuthCrypto;
  /** pg_hba.conf's rules (a file, or defaultHba). */
  readonly rules: readonly HbaRule[];
  /** Unknown login names are let in as superusers (no password, no access file: the old behaviour). */
  readonly openLogins: boolean;
  readonly networks: LocalNetworks;
  /** Per-server random bytes for the mock SCRAM salt of unknown roles. */
  readonly mockNonce: Uint8Array;
  /** Called after a failed password check, before the error is sent (per-IP backoff). */
  failed?(address: string | null): Promise<void>;
  /** Called after a successful login. */
  succeeded?(address: string | null): void;
}

/** The messages of the authentication exchange, as the protocol layer sends and reads them. */
export interface AuthConversation {
  sasl(mechanisms: string[]): void;
  saslContinue(data: Uint8Array): void;
  saslFinal(data: Uint8Array): void;
  md5(salt: Uint8Array): void;
  cleartext(): void;
  /** The body of the client's next PasswordMessage ('p'); null when the client went away. */
  read(expected: 'SASL' | 'password'): Promise<Uint8Array | null>;
}

/** The connection being authenticated. */
export interface AuthRequest extends HbaConnection {
  /** tls-server-end-point channel binding data over TLS, else null. */
  channelBinding: Uint8Array | null;
}

const fatal = (condition: 'invalid_authorization_specification' | 'invalid_password', message: string): PgError =>
  new PgError(condition, message, { severity: 'FATAL' });

/**
 * ClientAuthentication (auth.c): pg_hba.conf picks the method, the method runs its exchange, and
 * the role must exist and may log in. Failures are FATAL with PostgreSQL's texts: an unknown
 * role and a wrong password give the same 28P01 after the same messages (a mock SCRAM salt).
 * Resolves to the role, or null when the client went away during the exchange.
 */
export async function authenticate(auth: AuthService, req: AuthRequest, conv: AuthConversation): Promise<Role | null> {
  const match = matchHba(auth.rules, req, auth.networks);
  const where = `host "${req.address ?? '[local]'}", user "${req.user}", database "${req.database}", ${req.tls ? 'SSL encryption' : 'no encryption'}`;
  if (match === null) throw fatal('invalid_authorization_specification', `no pg_hba.conf entry for ${where}`);
  const role = auth.roles.get(req.user);
  let ok: boolean | null;
  switch (match.method) {
    case 'reject':
      throw fatal('invalid_authorization_specification', `pg_hba.conf rejects connection for ${where}`);
    case 'trust':
      ok = true;
      break;
    case 'scram-sha-256':
      ok = await scram(auth, req, role, conv);
      break;
    case 'md5':
      // An md5 line runs SCRAM when the stored password (or, for an unknown role, password_encryption's default) is SCRAM.
      ok = storedType(role) === 'md5' || storedType(role) === 'plain' ? await md5(auth, req, role as Role, conv) : await scram(auth, req, role, conv);
      break;
    case 'password':
      ok = await cleartext(auth, req, role, conv);
      break;
  }
  if (ok === null) return null;
  if (ok && match.method !== 'trust' && role !== undefined && expired(role)) ok = false;
  if (!ok) {
    await auth.failed?.(req.address);
    throw fatal('invalid_password', `password authentication failed for user "${req.user}"`);
  }
  auth.succeeded?.(req.address);
  return role ?? (auth.openLogins ? auth.roles.transient(req.user) : { ...bootstrapRole(req.user, null), oid: -1 });
}

/**
 * InitializeSessionUserId: after AuthenticationOk, the role must exist and may log in (28000).
 * `authenticate` hands a role with OID -1 for a name the store does not know.
 */
export function checkLogin(role: Role, sessionsOfRole: () => number): void {
  if (role.oid < 0) throw fatal('invalid_authorization_specification', `role "${role.name}" does not exist`);
  if (!role.canLogin) throw fatal('invalid_authorization_specification', `role "${role.name}" is not permitted to log in`);
  // CONNECTION LIMIT (superusers are exempt, as in PostgreSQL).
  if (!role.superuser && role.connectionLimit >= 0 && sessionsOfRole() >= role.connectionLimit) {
    throw new PgError('too_many_connections', `too many connections for role "${role.name}"`, { severity: 'FATAL' });
  }
}

/** The kind of password a role has; null when there is no role or no password. */
function storedType(role: Role | undefined): PasswordType | null {
  return role === undefined || role.password === null ? null : passwordType(role.password);
}

/** VALID UNTIL in the past (µs since 1970). */
function expired(role: Role): boolean {
  return role.validUntil !== null && BigInt(role.validUntil) < BigInt(Date.now()) * 1000n;
}

async function scram(auth: AuthService, req: AuthRequest, role: Role | undefined, conv: AuthConversation): Promise<boolean | null> {
  const secret = storedType(role) === 'scram-sha-256' ? (role?.password ?? null) : null;
  const server = new ScramServer({ crypto: auth.crypto, secret, mockNonce: auth.mockNonce, user: req.user, channelBinding: req.channelBinding });
  conv.sasl(ScramServer.mechanisms(req.channelBinding !== null));
  const initial = await conv.read('SASL');
  if (initial === null) return null;
  const { mechanism, data } = saslInitialResponse(initial);
  conv.saslContinue(server.first(mechanism, data));
  const response = await conv.read('SASL');
  if (response === null) return null;
  const final = server.final(response);
  if (final === null) return false;
  conv.saslFinal(final);
  return true;
}

/** SASLInitialResponse: mechanism (C string), Int32 length of the data (-1: none), data. */
function saslInitialResponse(body: Uint8Array): { mechanism: string; data: Uint8Array } {
  const nul = body.indexOf(0);
  const invalid = (): PgError => new PgError('protocol_violation', 'invalid SASL initial response', { severity: 'FATAL' });
  if (nul < 0 || body.length < nul + 5) throw invalid();
  const mechanism = fromUtf8(body.subarray(0, nul)) ?? '';
  const view = new DataView(body.buffer, body.byteOffset + nul + 1, 4);
  const length = view.getInt32(0);
  const data = body.subarray(nul + 5);
  if (length !== (length < 0 ? -1 : data.length)) throw invalid();
  return { mechanism, data };
}

/** A PasswordMessage: one C string, nothing after it (recv_password_packet). */
function passwordText(body: Uint8Array): string {
  const nul = body.indexOf(0);
  if (nul !== body.length - 1) throw new PgError('protocol_violation', 'invalid password packet size', { severity: 'FATAL' });
  return fromUtf8(body.subarray(0, nul)) ?? '';
}

async function md5(auth: AuthService, req: AuthRequest, role: Role, conv: AuthConversation): Promise<boolean | null> {
  const salt = auth.crypto.randomBytes(4);
  conv.md5(salt);
  const body = await conv.read('password');
  if (body === null) return null;
  const answer = passwordText(body);
  const stored = role.password as string;
  const hash = passwordType(stored) === 'md5' ? stored.slice(3) : auth.crypto.md5Hex(concat(utf8(stored), utf8(req.user)));
  const expected = `md5${auth.crypto.md5Hex(concat(utf8(hash), salt))}`;
  return auth.crypto.equal(utf8(answer), utf8(expected));
}

async function cleartext(auth: AuthService, req: AuthRequest, role: Role | undefined, conv: AuthConversation): Promise<boolean | null> {
  conv.cleartext();
  const body = await conv.read('password');
  if (body === null) return null;
  const password = passwordText(body);
  if (password === '') throw fatal('invalid_password', 'empty password returned by client');
  if (role === undefined || role.password === null) return false;
  return verifyPlainPassword(auth.crypto, req.user, role.password, password);
}
