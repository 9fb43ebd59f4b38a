import { PgError } from '@pgsqlite/errors';
import { isPgSpace, utf8Encode, type Stored } from './codec-util.js';
import { defineType } from './define.js';

const HEX = '0123456789abcdef';
/** The two hex digits of every byte value. */
const HEX_PAIRS: readonly string[] = Array.from({ length: 256 }, (_, x) => HEX[x >> 4]! + HEX[x & 15]!);
const HEX_CODES = Uint8Array.from(HEX, (c) => c.charCodeAt(0));

/** Char codes per String.fromCharCode call (well below engines' argument limits). */
const CHUNK = 8192;

/** Lower-case hex of bytes: a pair per byte for short values, char codes in chunks for long ones. */
export function toHex(b: Uint8Array): string {
  const n = b.length;
  if (n <= 64) {
    let s = '';
    for (let i = 0; i < n; i++) s += HEX_PAIRS[b[i] as number] as string;
    return s;
  }
  const codes = new Uint16Array(n * 2);
  for (let i = 0; i < n; i++) {
    const x = b[i] as number;
    codes[2 * i] = HEX_CODES[x >> 4] as number;
    codes[2 * i + 1] = HEX_CODES[x & 15] as number;
  }
  let s = '';
  for (let at = 0; at < codes.length; at += CHUNK) {
    s += String.fromCharCode.apply(null, codes.subarray(at, at + CHUNK) as unknown as number[]);
  }
  return s;
}

function hexValue(c: string): number {
  const code = c.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

function parseHex(s: string): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (isPgSpace(c)) {
      i++;
      continue;
    }
    const hi = hexValue(c);
    if (hi < 0) throw new PgError('invalid_parameter_value', `invalid hexadecimal digit: "${c}"`);
    const c2 = s[i + 1];
    if (c2 === undefined) throw new PgError('invalid_parameter_value', 'invalid hexadecimal data: odd number of digits');
    const lo = hexValue(c2);
    if (lo < 0) throw new PgError('invalid_parameter_value', `invalid hexadecimal digit: "${c2}"`);
    out.push((hi << 4) | lo);
    i += 2;
  }
  return Uint8Array.from(out);
}

function isOctal(c: string | undefined, max = '7'): boolean {
  return c !== undefined && c >= '0' && c <= max;
}

function parseEscape(s: string): Uint8Array {
  const bytes = utf8Encode(s);
  const out: number[] = [];
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    if (b !== 92) {
      out.push(b);
      i++;
      continue;
    }
    const c1 = String.fromCharCode(bytes[i + 1] ?? 0);
    if (c1 === '\\') {
      out.push(92);
      i += 2;
    } else if (isOctal(c1, '3') && isOctal(String.fromCharCode(bytes[i + 2] ?? 0)) && isOctal(String.fromCharCode(bytes[i + 3] ?? 0))) {
      out.push(((bytes[i + 1]! - 48) << 6) | ((bytes[i + 2]! - 48) << 3) | (bytes[i + 3]! - 48));
      i += 4;
    } else {
      throw new PgError('invalid_text_representation', 'invalid input syntax for type bytea');
    }
  }
  return Uint8Array.from(out);
}

/** byteain: `\x` hex (whitespace between pairs allowed) or the escape format. */
export function parseBytea(text: string): Uint8Array {
  if (text.startsWith('\\x') || text.startsWith('\\X')) return parseHex(text.slice(2));
  return parseEscape(text);
}

/** byteaout in `hex` or `escape` form. */
export function formatBytea(b: Uint8Array, mode: 'hex' | 'escape'): string {
  if (mode === 'hex') return '\\x' + toHex(b);
  let s = '';
  for (const x of b) {
    if (x === 92) s += '\\\\';
    else if (x < 32 || x > 126) s += '\\' + x.toString(8).padStart(3, '0');
    else s += String.fromCharCode(x);
  }
  return s;
}

function storedBytes(v: Stored): Uint8Array {
  if (v instanceof Uint8Array) return v;
  if (typeof v === 'string') return utf8Encode(v);
  return utf8Encode(String(v));
}

/** bytea → BLOB. */
export const byteaType = defineType({
  oid: 17,
  name: 'bytea',
  displayName: 'bytea',
  storage: 'blob',
  category: 'U',
  arrayOid: 1001,
  toText: (v, _t, s) => formatBytea(storedBytes(v), s.byteaOutput),
  fromText: (t) => parseBytea(t),
  toBinary: (v) => storedBytes(v),
  fromBinary: (b) => b.slice(),
});
