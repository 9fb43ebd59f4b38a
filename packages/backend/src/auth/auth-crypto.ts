/**
 * The cryptographic primitives authentication needs, injected by the host (the Node server
 * gives node:crypto): the backend stays platform-neutral, and the protocol logic on top of these
 * (SCRAM, md5, verifiers) is pgsqlite's own.
 */
export interface AuthCrypto {
  randomBytes(length: number): Uint8Array;
  sha256(data: Uint8Array): Uint8Array;
  hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array;
  /** PBKDF2-HMAC-SHA-256: SCRAM's Hi(password, salt, iterations), 32 bytes. */
  pbkdf2Sha256(password: Uint8Array, salt: Uint8Array, iterations: number): Uint8Array;
  /** MD5 as 32 lower-case hex digits. */
  md5Hex(data: Uint8Array): string;
  /** Constant-time comparison of equal-length byte strings (false when lengths differ). */
  equal(a: Uint8Array, b: Uint8Array): boolean;
}
