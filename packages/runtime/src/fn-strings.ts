import { PgError } from '@pgsqlite/errors';
import { decodeStoredArray, typeByOid } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { bytesOf, hexOf, md5, sha256, sha512 } from './fn-hashes.js';
import { utf8Text } from './fn-utf8.js';
import { decodeBytes, encodeBytes } from './fn-encode.js';
import { formatText, quoteLiteral } from './fn-format.js';
import { pgQuoteIdent } from '@pgsqlite/catalog';
import { cpLength, cpSlice } from './code-points.js';
import { ARRAY_ELEMENT_OVERHEAD, checkValueMemory } from './value-memory.js';

const str = (v: SqlValue): string => (typeof v === 'string' ? v : v instanceof Uint8Array ? utf8Text(v) : String(v));
const cps = (s: string): string[] => Array.from(s);

function strict(fn: (...a: SqlValue[]) => SqlValue): (...a: SqlValue[]) => SqlValue {
  return (...a) => (a.some((x) => x === null) ? null : fn(...a));
}

function substring(s: SqlValue, from: SqlValue, len?: SqlValue): string {
  const text = str(s);
  const start = Number(from);
  if (len === undefined) return cpSlice(text, Math.max(start, 1) - 1);
  const n = Number(len);
  if (n < 0) throw PgError.fromCode('22011', 'negative substring length not allowed');
  const end = start + n;
  const s0 = Math.max(start, 1);
  return end <= s0 ? '' : cpSlice(text, s0 - 1, end - 1);
}

function translate(s: SqlValue, from: SqlValue, to: SqlValue): string {
  const f = cps(str(from));
  const t = cps(str(to));
  let out = '';
  for (const ch of str(s)) {
    const i = f.indexOf(ch);
    if (i < 0) out += ch;
    else if (i < t.length) out += t[i] as string;
  }
  return out;
}

function pad(s: SqlValue, len: SqlValue, fill: SqlValue, left: boolean): string {
  const asked = Number(len);
  if (asked <= 0) return '';
  const a = str(s);
  const f = str(fill);
  const aLength = cpLength(a);
  const fLength = cpLength(f);
  // With nothing to pad with, the length is the string's own (cut to len): no padding, no limit.
  const n = fLength === 0 ? Math.min(asked, aLength) : asked;
  // PostgreSQL sizes the result as len × the encoding's max char length (4) plus the 4-byte
  // header, and refuses it past MaxAllocSize (1 GB - 1) before building anything.
  if (n * 4 + 4 > 0x3fffffff) throw new PgError('program_limit_exceeded', 'requested length too large');
  if (aLength >= n) return cpSlice(a, 0, n);
  const need = n - aLength;
  const p = f.repeat(Math.floor(need / fLength)) + cpSlice(f, 0, need % fLength);
  return left ? p + a : a + p;
}

/** C-locale case mapping: only ASCII letters change (the cluster's LC_CTYPE is C). */
function asciiCase(s: string, upper: boolean): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (upper && c >= 97 && c <= 122) out += String.fromCharCode(c - 32);
    else if (!upper && c >= 65 && c <= 90) out += String.fromCharCode(c + 32);
    else out += ch;
  }
  return out;
}

function isAsciiAlnum(ch: string): boolean {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
}

function initcapC(s: string): string {
  let out = '';
  let inWord = false;
  for (const ch of s) {
    out += inWord ? asciiCase(ch, false) : asciiCase(ch, true);
    inWord = isAsciiAlnum(ch);
  }
  return out;
}

function chr(v: SqlValue): string {
  const n = Number(v);
  if (n < 0 || !Number.isFinite(n)) throw new PgError('invalid_parameter_value', 'character number must be positive');
  if (n === 0) throw new PgError('program_limit_exceeded', 'null character not permitted');
  if (n > 0x10ffff) throw new PgError('program_limit_exceeded', `requested character too large for encoding: ${n}`);
  if (n >= 0xd800 && n <= 0xdfff) throw new PgError('program_limit_exceeded', `requested character not valid for encoding: ${n}`);
  return String.fromCodePoint(n);
}

function toHex(v: SqlValue, bits: SqlValue): string {
  const n = BigInt(v as number | bigint);
  const w = BigInt(Number(bits));
  return (n < 0n ? n + (1n << w) : n).toString(16);
}

function concatWs(sep: SqlValue, ...args: SqlValue[]): SqlValue {
  if (sep === null) return null;
  return args.filter((a) => a !== null).map(str).join(str(sep));
}

function stringToArray(s: SqlValue, delim: SqlValue, nullStr: SqlValue): SqlValue {
  if (s === null) return null;
  const text = str(s);
  if (text === '') return '[]';
  // the elements counted before the array is built (string_to_array(repeat('ab', 5e7), NULL) is
  // 100 million; PostgreSQL's palloc refuses it too)
  checkValueMemory(arrayElements(text, delim === null ? null : str(delim)) * ARRAY_ELEMENT_OVERHEAD + text.length * 2);
  let parts: string[];
  if (delim === null) parts = cps(text);
  else if (str(delim) === '') parts = [text];
  else parts = text.split(str(delim));
  const ns = nullStr === null ? undefined : str(nullStr);
  return JSON.stringify(parts.map((p) => (p === ns ? null : p)));
}

/** How many elements string_to_array makes of `text` split at `delim` (null: each character), without splitting. */
function arrayElements(text: string, delim: string | null): number {
  if (delim === null) return text.length;
  if (delim === '') return 1;
  let n = 1;
  for (let at = text.indexOf(delim); at >= 0; at = text.indexOf(delim, at + delim.length)) n++;
  return n;
}

function flatten(n: unknown[]): unknown[] {
  return n.flatMap((x) => (Array.isArray(x) ? flatten(x) : [x]));
}

function arrayToString(state: RuntimeState, arr: SqlValue, elem: SqlValue, delim: SqlValue, nullStr: SqlValue): SqlValue {
  if (arr === null || delim === null) return null;
  const t = typeByOid(Number(elem));
  if (!t) throw new PgError('internal_error', `array_to_string: unknown element type ${String(elem)}`);
  const items = flatten(decodeStoredArray(arr, t)) as SqlValue[];
  const out: string[] = [];
  for (const v of items) {
    if (v === null) {
      if (nullStr !== null) out.push(str(nullStr));
    } else out.push(t.toText(v, -1, state.settings));
  }
  return out.join(str(delim));
}

/** The elements of a stored array as their type's output function prints them (NULL stays NULL), row-major. */
function arrayTexts(state: RuntimeState, arr: Exclude<SqlValue, null>, elem: SqlValue): (string | null)[] {
  const t = typeByOid(Number(elem));
  if (!t) throw new PgError('internal_error', `format: unknown element type ${String(elem)}`);
  return (flatten(decodeStoredArray(arr, t)) as SqlValue[]).map((v) => (v === null ? null : t.toText(v, -1, state.settings)));
}

const bytes = (v: SqlValue): Uint8Array => bytesOf(v instanceof Uint8Array ? v : str(v));

/** Registers the string functions of PostgreSQL this module implements. */
export function registerStringFunctions(host: RuntimeHost, state: RuntimeState): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue, deterministic = true): void =>
    host.defineFunction({ name, arity, deterministic, call });
  def('pg_substring', 2, strict((s, f) => substring(s, f)));
  def('pg_substring', 3, strict((s, f, l) => substring(s, f, l)));
  def('pg_translate', 3, strict(translate));
  def('pg_lpad', 3, strict((s, n, f) => pad(s, n, f, true)));
  def('pg_rpad', 3, strict((s, n, f) => pad(s, n, f, false)));
  def('pg_upper_c', 1, strict((s) => asciiCase(str(s), true)));
  def('pg_lower_c', 1, strict((s) => asciiCase(str(s), false)));
  def('pg_initcap_c', 1, strict((s) => initcapC(str(s))));
  def('pg_md5', 1, strict((s) => hexOf(md5(bytes(s)))));
  def('pg_sha', 2, strict((b, bits) => {
    const n = Number(bits);
    return n <= 256 ? sha256(bytes(b), n === 224) : sha512(bytes(b), n === 384);
  }));
  def('pg_chr', 1, strict(chr));
  def('pg_ascii', 1, strict((s) => str(s).codePointAt(0) ?? 0));
  def('pg_to_hex', 2, strict(toHex));
  def('pg_quote_literal', 1, strict((s) => quoteLiteral(str(s))));
  def('pg_quote_nullable', 1, (s) => (s === null ? 'NULL' : quoteLiteral(str(s))));
  def('pg_quote_ident', 1, strict((s) => pgQuoteIdent(str(s))));
  def('pg_encode', 2, strict((b, f) => encodeBytes(bytes(b), str(f))));
  def('pg_decode', 2, strict((s, f) => decodeBytes(str(s), str(f))));
  def('pg_concat_ws', -1, (sep, ...rest) => concatWs(sep ?? null, ...rest));
  def('pg_format', -1, (fmt, ...rest) => (fmt === null || fmt === undefined ? null : formatText(str(fmt), rest.map((v) => (v === null ? null : str(v))))));
  def('pg_string_to_array', 3, stringToArray);
  // format(fmt, VARIADIC arr): the array's elements (printed by the element type's output function) are the arguments
  def('pg_format_array', 3, (fmt, arr, elem) => (fmt === null ? null : formatText(str(fmt), arr === null ? [] : arrayTexts(state, arr, elem))), false);
  def('pg_array_to_string', 4, (a, e, d, n) => arrayToString(state, a, e, d, n), false);
  def('pg_bytea_length', 1, strict((b) => bytes(b).length));
}
