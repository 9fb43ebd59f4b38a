import type { RuntimeHost, SqlValue } from './host.js';
import { utf8Bytes } from './fn-utf8.js';

/**
 * PostgreSQL's hash partitioning (partbounds.c compute_partition_hash_value): each non-NULL key
 * is hashed by its type's extended hash function with seed HASH_PARTITION_SEED, the hashes are
 * combined with hash_combine64, and a row belongs to the partition whose remainder equals the
 * combined hash modulo the modulus (unsigned 64-bit). The hash functions are Bob Jenkins' lookup3
 * as hashfn.c has them (little-endian byte order), so rows land where PostgreSQL puts them.
 */

const M32 = 0xffffffffn;
const M64 = 0xffffffffffffffffn;
const HASH_PARTITION_SEED = 0x7a5b22367996dcfdn;

function rot(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

interface State {
  a: number;
  b: number;
  c: number;
}

function mix(s: State): void {
  s.a = (s.a - s.c) >>> 0; s.a = (s.a ^ rot(s.c, 4)) >>> 0; s.c = (s.c + s.b) >>> 0;
  s.b = (s.b - s.a) >>> 0; s.b = (s.b ^ rot(s.a, 6)) >>> 0; s.a = (s.a + s.c) >>> 0;
  s.c = (s.c - s.b) >>> 0; s.c = (s.c ^ rot(s.b, 8)) >>> 0; s.b = (s.b + s.a) >>> 0;
  s.a = (s.a - s.c) >>> 0; s.a = (s.a ^ rot(s.c, 16)) >>> 0; s.c = (s.c + s.b) >>> 0;
  s.b = (s.b - s.a) >>> 0; s.b = (s.b ^ rot(s.a, 19)) >>> 0; s.a = (s.a + s.c) >>> 0;
  s.c = (s.c - s.b) >>> 0; s.c = (s.c ^ rot(s.b, 4)) >>> 0; s.b = (s.b + s.a) >>> 0;
}

function final(s: State): void {
  s.c = (s.c ^ s.b) >>> 0; s.c = (s.c - rot(s.b, 14)) >>> 0;
  s.a = (s.a ^ s.c) >>> 0; s.a = (s.a - rot(s.c, 11)) >>> 0;
  s.b = (s.b ^ s.a) >>> 0; s.b = (s.b - rot(s.a, 25)) >>> 0;
  s.c = (s.c ^ s.b) >>> 0; s.c = (s.c - rot(s.b, 16)) >>> 0;
  s.a = (s.a ^ s.c) >>> 0; s.a = (s.a - rot(s.c, 4)) >>> 0;
  s.b = (s.b ^ s.a) >>> 0; s.b = (s.b - rot(s.a, 14)) >>> 0;
  s.c = (s.c ^ s.b) >>> 0; s.c = (s.c - rot(s.b, 24)) >>> 0;
}

function seeded(init: number, seed: bigint): State {
  const s: State = { a: init >>> 0, b: init >>> 0, c: init >>> 0 };
  if (seed !== 0n) {
    s.a = (s.a + Number((seed >> 32n) & M32)) >>> 0;
    s.b = (s.b + Number(seed & M32)) >>> 0;
    mix(s);
  }
  return s;
}

const result = (s: State): bigint => (BigInt(s.b) << 32n) | BigInt(s.c);

/** hash_uint32_extended */
export function hashUint32Extended(k: number, seed: bigint): bigint {
  const s = seeded(0x9e3779b9 + 4 + 3923095, seed);
  s.a = (s.a + (k >>> 0)) >>> 0;
  final(s);
  return result(s);
}

/** hash_bytes_extended (hash_any_extended) */
export function hashBytesExtended(k: Uint8Array, seed: bigint): bigint {
  let len = k.length;
  const s = seeded(0x9e3779b9 + len + 3923095, seed);
  let i = 0;
  const word = (j: number): number => ((k[j] ?? 0) | ((k[j + 1] ?? 0) << 8) | ((k[j + 2] ?? 0) << 16) | ((k[j + 3] ?? 0) << 24)) >>> 0;
  while (len >= 12) {
    s.a = (s.a + word(i)) >>> 0;
    s.b = (s.b + word(i + 4)) >>> 0;
    s.c = (s.c + word(i + 8)) >>> 0;
    mix(s);
    i += 12;
    len -= 12;
  }
  const at = (j: number): number => k[i + j] ?? 0;
  if (len >= 9) s.c = (s.c + ((len >= 11 ? at(10) << 24 : 0) | (len >= 10 ? at(9) << 16 : 0) | (at(8) << 8))) >>> 0;
  if (len >= 8) {
    s.b = (s.b + word(i + 4)) >>> 0;
    s.a = (s.a + word(i)) >>> 0;
  } else {
    if (len >= 5) s.b = (s.b + ((len >= 7 ? at(6) << 16 : 0) | (len >= 6 ? at(5) << 8 : 0) | at(4))) >>> 0;
    if (len >= 4) s.a = (s.a + word(i)) >>> 0;
    else if (len >= 1) s.a = (s.a + ((len >= 3 ? at(2) << 16 : 0) | (len >= 2 ? at(1) << 8 : 0) | at(0))) >>> 0;
  }
  final(s);
  return result(s);
}

function hashCombine64(a: bigint, b: bigint): bigint {
  return (a ^ ((b + 0x49a0f4dd15e5a8e3n + ((a << 54n) & M64) + (a >> 7n)) & M64)) & M64;
}

/** The extended hash of one stored key value of type `oid` (int2/int4/int8, text/varchar). */
function keyHash(oid: number, v: SqlValue): bigint {
  switch (oid) {
    case 0:
      // the hash itself, from the key's operator class's function (an int8, taken as unsigned)
      return BigInt.asUintN(64, typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v))));
    case 21:
    case 23:
      return hashUint32Extended(Number(v) | 0, HASH_PARTITION_SEED);
    case 20: {
      const n = BigInt.asIntN(64, typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v))));
      const lo = Number(n & M32);
      const hi = Number((n >> 32n) & M32);
      return hashUint32Extended((n >= 0n ? lo ^ hi : lo ^ ~hi) >>> 0, HASH_PARTITION_SEED);
    }
    default:
      return hashBytesExtended(utf8Bytes(String(v)), HASH_PARTITION_SEED);
  }
}

/** Registers pg_hash_partition(modulus, remainder, oid1, v1, …): 1 when the row belongs to that partition. */
export function registerPartitionHash(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_hash_partition',
    arity: -1,
    deterministic: true,
    call: (...args) => {
      const modulus = BigInt(Number(args[0]));
      const remainder = BigInt(Number(args[1]));
      let row = 0n;
      for (let i = 2; i + 1 < args.length; i += 2) {
        const v = args[i + 1] as SqlValue;
        if (v === null) continue;
        row = hashCombine64(row, keyHash(Number(args[i]), v));
      }
      return row % modulus === remainder ? 1 : 0;
    },
  });
}
