import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost } from './host.js';
import { md5 } from './fn-hashes.js';
import { utf8Bytes } from './fn-utf8.js';

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));

/** SHA-1 (RFC 3174) of bytes: what uuid_generate_v5 hashes with. */
export function sha1(input: Uint8Array): Uint8Array {
  const bitLen = input.length * 8;
  const padded = new Uint8Array(((input.length + 9 + 63) >> 6) << 6);
  padded.set(input);
  padded[input.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLen / 0x100000000));
  view.setUint32(padded.length - 4, bitLen >>> 0);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Array<number>(80).fill(0);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 80; i++) w[i] = rotl((w[i - 3] as number) ^ (w[i - 8] as number) ^ (w[i - 14] as number) ^ (w[i - 16] as number), 1);
    let [a, b, c, d, e] = h as [number, number, number, number, number];
    for (let i = 0; i < 80; i++) {
      const f = i < 20 ? (b & c) | (~b & d) : i < 40 ? b ^ c ^ d : i < 60 ? (b & c) | (b & d) | (c & d) : b ^ c ^ d;
      const k = i < 20 ? 0x5a827999 : i < 40 ? 0x6ed9eba1 : i < 60 ? 0x8f1bbcdc : 0xca62c1d6;
      const t = (rotl(a, 5) + f + e + k + (w[i] as number)) >>> 0;
      e = d;
      d = c;
      c = rotl(b, 30) >>> 0;
      b = a;
      a = t;
    }
    h[0] = ((h[0] as number) + a) >>> 0;
    h[1] = ((h[1] as number) + b) >>> 0;
    h[2] = ((h[2] as number) + c) >>> 0;
    h[3] = ((h[3] as number) + d) >>> 0;
    h[4] = ((h[4] as number) + e) >>> 0;
  }
  const out = new Uint8Array(20);
  const ov = new DataView(out.buffer);
  h.forEach((v, i) => ov.setUint32(i * 4, v));
  return out;
}

/**
 * uuid-ossp's name-based UUIDs (RFC 4122 §4.3): version 3 (MD5) or 5 (SHA-1) of the namespace's
 * 16 bytes followed by the name's UTF-8 bytes, with the version and variant bits set.
 */
export function nameUuid(namespace: string, name: string, version: 3 | 5): string {
  const hexNs = namespace.split('-').join('');
  if (hexNs.length !== 32) throw new PgError('invalid_text_representation', `invalid input syntax for type uuid: "${namespace}"`);
  const ns = new Uint8Array(16);
  for (let i = 0; i < 16; i++) ns[i] = parseInt(hexNs.slice(i * 2, i * 2 + 2), 16);
  const nameBytes = utf8Bytes(name);
  const data = new Uint8Array(16 + nameBytes.length);
  data.set(ns);
  data.set(nameBytes, 16);
  const hash = (version === 3 ? md5(data) : sha1(data)).slice(0, 16);
  hash[6] = ((hash[6] as number) & 0x0f) | (version << 4);
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** pg_uuid_name(namespace uuid, name text, version 3|5) for uuid_generate_v3 / uuid_generate_v5. */
export function registerNameUuid(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_uuid_name',
    arity: 3,
    deterministic: true,
    call: (ns, name, version) => (ns === null || name === null ? null : nameUuid(String(ns), String(name), Number(version) === 3 ? 3 : 5)),
  });
}
