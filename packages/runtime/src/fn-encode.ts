import { PgError } from '@pgsqlite/errors';
import { utf8Bytes } from './fn-utf8.js';

/**
 * encode()/decode() for the hex, base64 and escape formats, following PostgreSQL's encode.c
 * (76-column base64 lines, whitespace skipped on input, the same error texts).
 */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const HEX = '0123456789abcdef';
const bad = (msg: string, hint?: string): PgError => new PgError('invalid_parameter_value', msg, hint ? { hint } : {});

function base64Encode(b: Uint8Array): string {
  let out = '';
  let line = 0;
  let i = 0;
  for (; i + 3 <= b.length; i += 3) {
    const n = ((b[i] as number) << 16) | ((b[i + 1] as number) << 8) | (b[i + 2] as number);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
    line += 4;
    if (line >= 76) {
      out += '\n';
      line = 0;
    }
  }
  const rest = b.length - i;
  if (rest > 0) {
    const n = ((b[i] as number) << 16) | (rest > 1 ? (b[i + 1] as number) << 8 : 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + (rest > 1 ? B64[(n >> 6) & 63]! : '=') + '=';
  }
  return out;
}

function base64Decode(s: string): Uint8Array {
  const out: number[] = [];
  let buf = 0;
  let pos = 0;
  let end = 0;
  for (const c of s) {
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') continue;
    let v = 0;
    if (c === '=') {
      if (!end) {
        if (pos === 2) end = 1;
        else if (pos === 3) end = 2;
        else throw bad('unexpected "=" while decoding base64 sequence');
      }
    } else {
      v = B64.indexOf(c);
      if (v < 0 || c === '') throw bad(`invalid symbol "${c}" found while decoding base64 sequence`);
    }
    buf = (buf << 6) + v;
    pos++;
    if (pos === 4) {
      out.push((buf >> 16) & 255);
      if (end === 0 || end > 1) out.push((buf >> 8) & 255);
      if (end === 0 || end > 2) out.push(buf & 255);
      buf = 0;
      pos = 0;
    }
  }
  if (pos !== 0) throw bad('invalid base64 end sequence', 'Input data is missing padding, is truncated, or is otherwise corrupted.');
  return Uint8Array.from(out);
}

function hexDecode(s: string): Uint8Array {
  const out: number[] = [];
  const chars = Array.from(s);
  const digit = (c: string): number => {
    const v = HEX.indexOf(c.toLowerCase());
    if (v < 0) throw bad(`invalid hexadecimal digit: "${c}"`);
    return v;
  };
  for (let i = 0; i < chars.length; ) {
    const c = chars[i] as string;
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    const hi = digit(c);
    if (i + 1 >= chars.length) throw bad('invalid hexadecimal data: odd number of digits');
    out.push((hi << 4) | digit(chars[i + 1] as string));
    i += 2;
  }
  return Uint8Array.from(out);
}

function escapeEncode(b: Uint8Array): string {
  let out = '';
  for (const x of b) {
    if (x === 0 || x >= 0x80) out += `\\${x.toString(8).padStart(3, '0')}`;
    else if (x === 0x5c) out += '\\\\';
    else out += String.fromCharCode(x);
  }
  return out;
}

function escapeDecode(s: string): Uint8Array {
  const src = utf8Bytes(s);
  const out: number[] = [];
  const oct = (c: number | undefined, max: number): boolean => c !== undefined && c >= 0x30 && c <= 0x30 + max;
  for (let i = 0; i < src.length; ) {
    const c = src[i] as number;
    if (c !== 0x5c) {
      out.push(c);
      i++;
    } else if (i + 3 < src.length && oct(src[i + 1], 3) && oct(src[i + 2], 7) && oct(src[i + 3], 7)) {
      out.push(((src[i + 1] as number) - 0x30) * 64 + ((src[i + 2] as number) - 0x30) * 8 + ((src[i + 3] as number) - 0x30));
      i += 4;
    } else if (src[i + 1] === 0x5c) {
      out.push(0x5c);
      i += 2;
    } else throw new PgError('invalid_text_representation', 'invalid input syntax for type bytea');
  }
  return Uint8Array.from(out);
}

/** encode(bytea, format). */
export function encodeBytes(b: Uint8Array, format: string): string {
  switch (format.toLowerCase()) {
    case 'hex':
      return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    case 'base64':
      return base64Encode(b);
    case 'escape':
      return escapeEncode(b);
    default:
      throw bad(`unrecognized encoding: "${format}"`);
  }
}

/** decode(text, format). */
export function decodeBytes(s: string, format: string): Uint8Array {
  switch (format.toLowerCase()) {
    case 'hex':
      return hexDecode(s);
    case 'base64':
      return base64Decode(s);
    case 'escape':
      return escapeDecode(s);
    default:
      throw bad(`unrecognized encoding: "${format}"`);
  }
}
