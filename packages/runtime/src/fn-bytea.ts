import { cpLength, cpSlice } from './code-points.js';
import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { utf8Bytes, utf8Text } from './fn-utf8.js';
import { convertBytes, encodingByName, registerEncodingFunctions } from './encoding-convert.js';

const hex = (b: number): string => `0x${b.toString(16).padStart(2, '0')}`;

/** Validates UTF-8 as PostgreSQL's pg_verify_mbstr does (22021 with the offending bytes). */
function checkUtf8(b: Uint8Array): void {
  for (let i = 0; i < b.length; ) {
    const x = b[i] as number;
    const n = x < 0x80 ? 1 : x >= 0xc2 && x < 0xe0 ? 2 : x >= 0xe0 && x < 0xf0 ? 3 : x >= 0xf0 && x < 0xf5 ? 4 : 0;
    let ok = n > 0 && x !== 0 && i + n <= b.length;
    for (let k = 1; ok && k < n; k++) ok = ((b[i + k] as number) & 0xc0) === 0x80;
    if (!ok) {
      const bad = Array.from(b.subarray(i, Math.min(b.length, i + Math.max(n, 1))), hex).join(' ');
      throw new PgError('character_not_in_repertoire', `invalid byte sequence for encoding "UTF8": ${bad}`);
    }
    i += n;
  }
}

/** convert_from: bytes in an encoding as text, valid UTF-8 (a SQL_ASCII source is checked as such). */
function convertFrom(b: Uint8Array, name: string): string {
  const out = convertBytes(b, encodingByName(name, 'source'), 'UTF8');
  checkUtf8(out);
  return utf8Text(out);
}

const bytes = (v: SqlValue): Uint8Array => (v instanceof Uint8Array ? v : utf8Bytes(String(v)));

/** substring(bytes FROM start FOR len) with PostgreSQL's bounds (a start before 1 shortens the length). */
export function byteSubstring(b: Uint8Array, start: number, len?: number): Uint8Array {
  if (len === undefined) return b.slice(Math.max(start, 1) - 1);
  if (len < 0) throw PgError.fromCode('22011', 'negative substring length not allowed');
  const s0 = Math.max(start, 1);
  const end = start + len;
  return end <= s0 ? new Uint8Array(0) : b.slice(s0 - 1, end - 1);
}

function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function indexOfBytes(hay: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let k = 0; k < needle.length; k++) if (hay[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

/** start + count of overlay, an int4 sum: past int4 it is 22003, as text_overlay/bytea_overlay check. */
function int4Sum(start: number, count: number): number {
  const sum = start + count;
  if (sum > 2147483647 || sum < -2147483648) throw PgError.fromCode('22003', 'integer out of range');
  return sum;
}

/** overlay(s PLACING p FROM start FOR count) over code points (text) — PostgreSQL's text_overlay. */
function overlayText(s: string, p: string, start: number, count?: number): string {
  const n = count ?? cpLength(p);
  if (start - 1 < 0) throw PgError.fromCode('22011', 'negative substring length not allowed');
  const tailFrom = Math.max(int4Sum(start, n), 1);
  return cpSlice(s, 0, start - 1) + p + cpSlice(s, tailFrom - 1);
}

function strict(fn: (...a: SqlValue[]) => SqlValue): (...a: SqlValue[]) => SqlValue {
  return (...a) => (a.some((x) => x === null) ? null : fn(...a));
}

/** bytea forms of the string functions, overlay, and the encoding conversions (UTF8, LATIN1, SQL_ASCII). */
export function registerByteaFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call: strict(call) });
  // a bytea array element's JSON form: its `\x…` text (arrays are JSON; JSON holds no BLOBs)
  def('pg_bytea_json', 1, (b) => `\\x${Array.from(bytes(b), (x) => x.toString(16).padStart(2, '0')).join('')}`);
  // SQLite's || reads BLOBs as UTF-8 text: invalid sequences became U+FFFD (\x8f → \xefbfbd)
  def('pg_bytea_concat', 2, (a, b) => {
    const x = bytes(a);
    const y = bytes(b);
    const out = new Uint8Array(x.length + y.length);
    out.set(x);
    out.set(y, x.length);
    return out;
  });
  def('pg_bytea_position', 2, (s, sub) => BigInt(indexOfBytes(bytes(s), bytes(sub)) + 1));
  def('pg_bytea_substr', 2, (b, f) => byteSubstring(bytes(b), Number(f)));
  def('pg_bytea_substr', 3, (b, f, l) => byteSubstring(bytes(b), Number(f), Number(l)));
  const overlayBytes = (b: SqlValue, p: SqlValue, f: SqlValue, n?: SqlValue): Uint8Array => {
    const src = bytes(b);
    const put = bytes(p);
    const start = Number(f);
    const count = n === undefined ? put.length : Number(n);
    if (start - 1 < 0) throw PgError.fromCode('22011', 'negative substring length not allowed');
    return concatBytes(src.slice(0, start - 1), put, src.slice(Math.max(int4Sum(start, count), 1) - 1));
  };
  def('pg_bytea_overlay', 3, (b, p, f) => overlayBytes(b, p, f));
  def('pg_bytea_overlay', 4, overlayBytes);
  def('pg_overlay', 3, (s, p, f) => overlayText(String(s), String(p), Number(f)));
  def('pg_overlay', 4, (s, p, f, n) => overlayText(String(s), String(p), Number(f), Number(n)));
  def('pg_bytea_btrim', 2, (b, set) => {
    const src = bytes(b);
    const drop = new Set(bytes(set));
    let i = 0;
    let j = src.length;
    while (i < j && drop.has(src[i] as number)) i++;
    while (j > i && drop.has(src[j - 1] as number)) j--;
    return src.slice(i, j);
  });
  def('pg_convert_to', 2, (s, e) => convertBytes(utf8Bytes(String(s)), 'UTF8', encodingByName(String(e), 'destination')));
  def('pg_convert_from', 2, (b, e) => convertFrom(bytes(b), String(e)));
  def('pg_convert', 3, (b, from, to) => convertBytes(bytes(b), encodingByName(String(from), 'source'), encodingByName(String(to), 'destination')));
  registerEncodingFunctions(host);
  def('pg_bytea_char_length', 2, (b, e) => BigInt(Array.from(convertFrom(bytes(b), String(e))).length));
}
