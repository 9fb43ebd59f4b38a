import type { AuthCrypto } from './auth-crypto.js';
import { concat, fromBase64, toBase64, utf8 } from './bytes.js';
import { saslPrep } from './saslprep.js';

/** SCRAM_SHA_256_DEFAULT_ITERATIONS and SCRAM_DEFAULT_SALT_LEN of PostgreSQL. */
export const SCRAM_ITERATIONS = 4096;
export const SCRAM_SALT_LENGTH = 16;

/** A parsed `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>` verifier. */
export interface ScramSecret {
  iterations: number;
  salt: Uint8Array;
  storedKey: Uint8Array;
  serverKey: Uint8Array;
}

/** What a stored rolpassword is (PostgreSQL's get_password_type). */
export type PasswordType = 'scram-sha-256' | 'md5' | 'plain';

/** The value of password_encryption. */
export type PasswordEncryption = 'scram-sha-256' | 'md5';

/** Parses a SCRAM-SHA-256 verifier; null when `text` is not one (parse_scram_secret). */
export function parseScramSecret(text: string): ScramSecret | null {
  const m = /^SCRAM-SHA-256\$(\d+):([^$:]+)\$([^$:]+):([^$:]+)$/.exec(text);
  if (m === null) return null;
  const iterations = Number(m[1]);
  const salt = fromBase64(m[2] as string);
  const storedKey = fromBase64(m[3] as string);
  const serverKey = fromBase64(m[4] as string);
  if (!Number.isSafeInteger(iterations) || iterations < 1 || salt === null || storedKey?.length !== 32 || serverKey?.length !== 32) return null;
  return { iterations, salt, storedKey, serverKey };
}

/** get_password_type: an md5 hash is `md5` and 32 hex digits; a SCRAM verifier parses. */
export function passwordType(stored: string): PasswordType {
  if (/^md5[0-9a-f]{32}$/.test(stored)) return 'md5';
  return parseScramSecret(stored) === null ? 'plain' : 'scram-sha-256';
}

/** SCRAM's password bytes: SASLprep'd UTF-8 (the raw string when prep does not apply). */
export function scramPasswordBytes(password: string): Uint8Array {
  return utf8(saslPrep(password));
}

/** The SCRAM keys of a password for one salt and iteration count. */
export function scramKeys(crypto: AuthCrypto, password: string, salt: Uint8Array, iterations: number): { storedKey: Uint8Array; serverKey: Uint8Array } {
  const salted = crypto.pbkdf2Sha256(scramPasswordBytes(password), salt, iterations);
  const clientKey = crypto.hmacSha256(salted, utf8('Client Key'));
  return { storedKey: crypto.sha256(clientKey), serverKey: crypto.hmacSha256(salted, utf8('Server Key')) };
}

/** pg_be_scram_build_secret: a new verifier with a random salt. */
export function scramSecret(crypto: AuthCrypto, password: string, iterations = SCRAM_ITERATIONS): string {
  const salt = crypto.randomBytes(SCRAM_SALT_LENGTH);
  const { storedKey, serverKey } = scramKeys(crypto, password, salt, iterations);
  return `SCRAM-SHA-256$${iterations}:${toBase64(salt)}$${toBase64(storedKey)}:${toBase64(serverKey)}`;
}

/** The md5 verifier: `md5` ‖ md5(password ‖ user). */
export function md5Secret(crypto: AuthCrypto, user: string, password: string): string {
  return `md5${crypto.md5Hex(concat(utf8(password), utf8(user)))}`;
}

/**
 * encrypt_password: what CREATE/ALTER ROLE … PASSWORD stores. A value that already is a
 * verifier (md5 or SCRAM) is stored as given, as PostgreSQL does; otherwise it is hashed with
 * password_encryption. A plain password is never stored.
 */
export function encryptPassword(crypto: AuthCrypto, method: PasswordEncryption, user: string, password: string): string {
  if (passwordType(password) !== 'plain') return password;
  return method === 'md5' ? md5Secret(crypto, user, password) : scramSecret(crypto, password);
}

/** plain_crypt_verify: does a cleartext password match the stored verifier? */
export function verifyPlainPassword(crypto: AuthCrypto, user: string, stored: string, password: string): boolean {
  switch (passwordType(stored)) {
    case 'scram-sha-256': {
      const secret = parseScramSecret(stored) as ScramSecret;
      const { storedKey, serverKey } = scramKeys(crypto, password, secret.salt, secret.iterations);
      return crypto.equal(storedKey, secret.storedKey) && crypto.equal(serverKey, secret.serverKey);
    }
    case 'md5':
      return crypto.equal(utf8(md5Secret(crypto, user, password)), utf8(stored));
    case 'plain':
      return crypto.equal(utf8(password), utf8(stored));
  }
}
