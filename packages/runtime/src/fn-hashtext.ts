import type { RuntimeHost, SqlValue } from './host.js';
import { bytesOf } from './fn-hashes.js';

const rot = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/**
 * PostgreSQL's hash_bytes (src/common/hashfn.c: Bob Jenkins' lookup3 with PostgreSQL's initial
 * value and a final mix even for an empty key), little-endian word order; an unsigned 32-bit result.
 */
export function hashBytes(k: Uint8Array): number {
  let len = k.length;
  let a = (0x9e3779b9 + len + 3923095) >>> 0;
  let b = a;
  let c = a;
  let i = 0;
  const word = (at: number): number => ((k[at] ?? 0) | ((k[at + 1] ?? 0) << 8) | ((k[at + 2] ?? 0) << 16) | ((k[at + 3] ?? 0) << 24)) >>> 0;
  while (len >= 12) {
    a = (a + word(i)) >>> 0;
    b = (b + word(i + 4)) >>> 0;
    c = (c + word(i + 8)) >>> 0;
    // mix(a, b, c)
    a = (a - c) >>> 0; a = (a ^ rot(c, 4)) >>> 0; c = (c + b) >>> 0;
    b = (b - a) >>> 0; b = (b ^ rot(a, 6)) >>> 0; a = (a + c) >>> 0;
    c = (c - b) >>> 0; c = (c ^ rot(b, 8)) >>> 0; b = (b + a) >>> 0;
    a = (a - c) >>> 0; a = (a ^ rot(c, 16)) >>> 0; c = (c + b) >>> 0;
    b = (b - a) >>> 0; b = (b ^ rot(a, 19)) >>> 0; a = (a + c) >>> 0;
    c = (c - b) >>> 0; c = (c ^ rot(b, 4)) >>> 0; b = (b + a) >>> 0;
    i += 12;
    len -= 12;
  }
  const byte = (n: number): number => k[i + n] ?? 0;
  // The last 0..11 bytes; the lowest byte of c is reserved for the length (not added).
  if (len >= 11) c = (c + (byte(10) << 24)) >>> 0;
  if (len >= 10) c = (c + (byte(9) << 16)) >>> 0;
  if (len >= 9) c = (c + (byte(8) << 8)) >>> 0;
  if (len >= 8) b = (b + (byte(7) << 24)) >>> 0;
  if (len >= 7) b = (b + (byte(6) << 16)) >>> 0;
  if (len >= 6) b = (b + (byte(5) << 8)) >>> 0;
  if (len >= 5) b = (b + byte(4)) >>> 0;
  if (len >= 4) a = (a + (byte(3) << 24)) >>> 0;
  if (len >= 3) a = (a + (byte(2) << 16)) >>> 0;
  if (len >= 2) a = (a + (byte(1) << 8)) >>> 0;
  if (len >= 1) a = (a + byte(0)) >>> 0;
  // final(a, b, c)
  c = (c ^ b) >>> 0; c = (c - rot(b, 14)) >>> 0;
  a = (a ^ c) >>> 0; a = (a - rot(c, 11)) >>> 0;
  b = (b ^ a) >>> 0; b = (b - rot(a, 25)) >>> 0;
  c = (c ^ b) >>> 0; c = (c - rot(b, 16)) >>> 0;
  a = (a ^ c) >>> 0; a = (a - rot(c, 4)) >>> 0;
  b = (b ^ a) >>> 0; b = (b - rot(a, 14)) >>> 0;
  c = (c ^ b) >>> 0; c = (c - rot(b, 24)) >>> 0;
  return c;
}

/** hashtext(text) → int4 (hashfunc.c hashtext under a deterministic collation): hash_bytes of the UTF-8 bytes. */
function hashtext(v: SqlValue): SqlValue {
  if (v === null) return null;
  const bytes = bytesOf(v instanceof Uint8Array ? v : String(v));
  // A bigint so that SQLite stores an INTEGER (a JS number would be a REAL).
  return BigInt(hashBytes(bytes) | 0);
}

/** Registers pg_hashtext (hashtext; advisory-lock keys are commonly hashtext('name')). */
export function registerHashFunctions(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_hashtext', arity: 1, deterministic: true, call: hashtext });
}
