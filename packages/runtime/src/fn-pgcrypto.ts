import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { bytesOf, md5, sha256, sha512 } from './fn-hashes.js';
import { sha1 } from './fn-sha1.js';

interface Digest {
  hash: (b: Uint8Array) => Uint8Array;
  block: number;
}

const DIGESTS: Record<string, Digest> = {
  md5: { hash: md5, block: 64 },
  sha1: { hash: sha1, block: 64 },
  sha224: { hash: (b) => sha256(b, true), block: 64 },
  sha256: { hash: (b) => sha256(b), block: 64 },
  sha384: { hash: (b) => sha512(b, true), block: 128 },
  sha512: { hash: (b) => sha512(b), block: 128 },
};

/** Digests OpenSSL (pgcrypto's provider in PostgreSQL 15 builds) knows that pgsqlite does not compute. */
const OPENSSL_ONLY = new Set(['md4', 'ripemd160', 'rmd160', 'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'sha512-224', 'sha512-256', 'shake128', 'shake256', 'blake2b512', 'blake2s256', 'sm3', 'md5-sha1', 'whirlpool', 'mdc2']);

function digestNamed(name: string): Digest {
  const key = name.toLowerCase();
  const d = DIGESTS[key];
  if (d) return d;
  if (OPENSSL_ONLY.has(key)) throw PgError.fromCode('0A000', `digest algorithm "${name}" is not supported by pgsqlite`);
  throw PgError.fromCode('22023', `Cannot use "${name}": No such hash algorithm`);
}

/** HMAC (RFC 2104) over one of the digests. */
export function hmac(d: Digest, data: Uint8Array, key: Uint8Array): Uint8Array {
  let k = key.length > d.block ? d.hash(key) : key;
  const padded = new Uint8Array(d.block);
  padded.set(k);
  k = padded;
  const inner = new Uint8Array(d.block + data.length);
  const outerKey = new Uint8Array(d.block);
  for (let i = 0; i < d.block; i++) {
    inner[i] = (k[i] as number) ^ 0x36;
    outerKey[i] = (k[i] as number) ^ 0x5c;
  }
  inner.set(data, d.block);
  const ih = d.hash(inner);
  const outer = new Uint8Array(d.block + ih.length);
  outer.set(outerKey);
  outer.set(ih, d.block);
  return d.hash(outer);
}

const bytes = (v: SqlValue): Uint8Array => bytesOf(v instanceof Uint8Array ? v : String(v));

/** pgcrypto's digest(data, type), hmac(data, key, type) and gen_random_bytes(n) (pg_digest, pg_hmac, pg_random_bytes). */
export function registerPgcrypto(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_digest',
    arity: 2,
    deterministic: true,
    call: (data, type) => (data === null || type === null ? null : digestNamed(String(type)).hash(bytes(data))),
  });
  host.defineFunction({
    name: 'pg_hmac',
    arity: 3,
    deterministic: true,
    call: (data, key, type) => (data === null || key === null || type === null ? null : hmac(digestNamed(String(type)), bytes(data), bytes(key))),
  });
  host.defineFunction({
    name: 'pg_random_bytes',
    arity: 1,
    deterministic: false,
    call: (n) => {
      if (n === null) return null;
      const len = Number(n);
      if (!(len >= 1 && len <= 1024)) throw PgError.fromCode('39000', 'Length not in range');
      const crypto = (globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }).crypto;
      return crypto.getRandomValues(new Uint8Array(len));
    },
  });
}
