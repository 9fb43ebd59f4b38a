import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { utf8Bytes } from './fn-utf8.js';
import { like } from './patterns.js';
import { likeEscape } from './fn-similar.js';

/**
 * The bytea forms of get_bit, set_bit, bit_count, ltrim, rtrim, like_escape and LIKE (varlena.c,
 * like.c): bits numbered from the low bit of the first byte, 2202E for an index outside the
 * value, LIKE matched byte by byte (each byte one pattern character, `\` the escape).
 */

const bytes = (v: SqlValue): Uint8Array => (v instanceof Uint8Array ? v : utf8Bytes(String(v)));

/** Bytes as a string of one UTF-16 unit per byte, so the text LIKE matcher matches byte-wise. */
const latin1 = (b: Uint8Array): string => Array.from(b, (c) => String.fromCharCode(c)).join('');
const fromLatin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

function bitIndex(b: Uint8Array, n: SqlValue): [number, number] {
  const i = BigInt(n as number | bigint);
  const bits = BigInt(b.length) * 8n;
  if (i < 0n || i >= bits) throw new PgError('array_subscript_error', `index ${i} out of valid range, 0..${bits - 1n}`);
  return [Number(i / 8n), Number(i % 8n)];
}

function trimBytes(b: SqlValue, set: SqlValue, left: boolean): Uint8Array {
  const src = bytes(b);
  const drop = new Set(bytes(set));
  let i = 0;
  let j = src.length;
  if (left) while (i < j && drop.has(src[i] as number)) i++;
  else while (j > i && drop.has(src[j - 1] as number)) j--;
  return src.slice(i, j);
}

/** byteaGetByte / byteaSetByte's bounds check: 2202E `index n out of valid range, 0..len-1`. */
function byteIndex(v: Uint8Array, n: SqlValue): number {
  const i = Number(n);
  if (!Number.isInteger(i) || i < 0 || i >= v.length) throw new PgError('array_subscript_error', `index ${String(n)} out of valid range, 0..${v.length - 1}`);
  return i;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

const strict =
  (fn: (...a: SqlValue[]) => SqlValue) =>
  (...a: SqlValue[]): SqlValue =>
    a.some((x) => x === null) ? null : fn(...a);

/** Registers pg_bytea_get_byte, pg_bytea_set_byte, pg_bytea_get_bit, pg_bytea_set_bit, pg_bytea_bit_count, pg_bytea_ltrim, pg_bytea_rtrim, pg_bytea_like_escape, pg_bytea_like. */
export function registerByteaMore(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...a: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call: strict(call) });
  def('pg_bytea_get_bit', 2, (b, n) => {
    const v = bytes(b);
    const [byte, bit] = bitIndex(v, n);
    return ((v[byte] as number) >> bit) & 1;
  });
  def('pg_bytea_set_bit', 3, (b, n, to) => {
    const v = bytes(b).slice();
    const [byte, bit] = bitIndex(v, n);
    const nb = Number(to);
    if (nb !== 0 && nb !== 1) throw new PgError('invalid_parameter_value', 'new bit must be 0 or 1');
    v[byte] = nb === 0 ? (v[byte] as number) & ~(1 << bit) : (v[byte] as number) | (1 << bit);
    return v;
  });
  def('pg_bytea_get_byte', 2, (b, n) => {
    const v = bytes(b);
    return v[byteIndex(v, n)] as number;
  });
  def('pg_bytea_set_byte', 3, (b, n, to) => {
    const v = bytes(b).slice();
    v[byteIndex(v, n)] = Number(to) & 0xff;
    return v;
  });
  def('pg_bytea_bit_count', 1, (b) => BigInt(bytes(b).reduce((n, x) => n + popcount(x), 0)));
  def('pg_bytea_ltrim', 2, (b, set) => trimBytes(b, set, true));
  def('pg_bytea_rtrim', 2, (b, set) => trimBytes(b, set, false));
  def('pg_bytea_like_escape', 2, (p, e) => fromLatin1(likeEscape(latin1(bytes(p)), latin1(bytes(e)))));
  def('pg_bytea_like', 2, (s, p) => (like(latin1(bytes(s)), latin1(bytes(p)), false) ? 1 : 0));
}
