import type { PgType } from './pg-type.js';
import type { SendScratch } from './send-scratch.js';
import { boolArraySend } from './bool-array-send.js';
import { floatArraySend } from './float-array-send.js';
import { asciiBytes } from './byte-scratch.js';
import { stringArraySend } from './string-array-send.js';

/**
 * array_send of a one-dimensional stored array of bool, int2, int4, int8 or float8 (`[e1,e2,…]`,
 * no spaces, lower bound 1) in one tight loop before array-send-fast.ts's general scanner: bytes
 * written straight into the scratch (no DataView, no per-element call or object), integers read
 * from their digits. Elements: JSON numbers (integers only for the integer types, at most 15
 * digits), `null`, and 0/1/true/false for bool. Anything else returns undefined and the caller's
 * general path answers, with the same bytes (array-send-flat.test.ts). String arrays whose
 * element's send form is its UTF-8 go to string-array-send.ts.
 */

/** Element types whose send form is the stored string's UTF-8 (array-send-fast.ts's PLAIN_STRINGS). */
const PLAIN_STRINGS = new Set([25, 1043, 1042, 19]);

/** Element size by element type OID. */
const SIZES = new Map<number, number>([
  [16, 1],
  [21, 2],
  [23, 4],
  [20, 8],
  [701, 8],
]);

/** A float64's bytes, read big-endian below; 32-bit words byte-swapped (little-endian hosts only: else the general path). */
const f64 = new Float64Array(1);
const f64Bytes = new Uint8Array(f64.buffer);
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** array_send of a plain 1-D numeric or bool array into `into`, or undefined. */
export function arraySendFlat(text: string, elem: PgType, into: SendScratch): Uint8Array | undefined {
  const oid = elem.oid;
  if (PLAIN_STRINGS.has(oid)) return stringArraySend(text, oid, into);
  const size = SIZES.get(oid);
  const n = text.length;
  if (size === undefined || n < 3 || text.charCodeAt(0) !== 91 || text.charCodeAt(n - 1) !== 93) return undefined;
  if (!littleEndian) return undefined;
  if (oid === 23 || oid === 20) {
    const fast = integerWords(text, oid, size, into);
    if (fast !== undefined) return fast;
  } else if (oid === 701) {
    const fast = floatArraySend(text, into);
    if (fast !== undefined) return fast;
  } else if (oid === 16) {
    const fast = boolArraySend(text, into);
    if (fast !== undefined) return fast;
  }
  // At most one element per two characters: header, then a length word and the bytes of each.
  into.room(20 + ((n >> 1) + 1) * (4 + size), 0);
  const b = into.bytes;
  const last = n - 1;
  let p = 20;
  let count = 0;
  let hasNull = false;
  let i = 1;
  for (;;) {
    let c = text.charCodeAt(i);
    count++;
    if (c === 110) {
      if (!text.startsWith('null', i)) return undefined;
      b[p] = b[p + 1] = b[p + 2] = b[p + 3] = 0xff;
      p += 4;
      hasNull = true;
      i += 4;
    } else if (oid === 16) {
      let v: number;
      if (c === 48 || c === 49) {
        v = c - 48;
        i++;
      } else if (c === 116 && text.startsWith('true', i)) {
        v = 1;
        i += 4;
      } else if (c === 102 && text.startsWith('false', i)) {
        v = 0;
        i += 5;
      } else return undefined;
      b[p] = b[p + 1] = b[p + 2] = 0;
      b[p + 3] = 1;
      b[p + 4] = v;
      p += 5;
    } else {
      // A JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
      const start = i;
      const neg = c === 45;
      if (neg) c = text.charCodeAt(++i);
      let value = 0;
      const digitsFrom = i;
      if (c === 48) i++;
      else if (c >= 49 && c <= 57) {
        while (c >= 48 && c <= 57) {
          value = value * 10 + (c - 48);
          c = text.charCodeAt(++i);
        }
      } else return undefined;
      const digits = i - digitsFrom;
      c = text.charCodeAt(i);
      let integral = true;
      if (c === 46) {
        integral = false;
        const from = ++i;
        while ((c = text.charCodeAt(i)) >= 48 && c <= 57) i++;
        if (i === from) return undefined;
      }
      if (c === 101 || c === 69) {
        integral = false;
        c = text.charCodeAt(++i);
        if (c === 43 || c === 45) i++;
        const from = i;
        while ((c = text.charCodeAt(i)) >= 48 && c <= 57) i++;
        if (i === from) return undefined;
      }
      b[p] = b[p + 1] = b[p + 2] = 0;
      b[p + 3] = size;
      p += 4;
      if (oid === 701) {
        f64[0] = Number(text.slice(start, i));
        for (let k = 7; k >= 0; k--) b[p++] = f64Bytes[k] as number;
      } else {
        if (!integral || digits > 15) return undefined;
        if (neg) value = -value;
        if (size === 8) {
          const hi = Math.floor(value / 4294967296);
          const lo = value - hi * 4294967296;
          b[p] = hi >> 24;
          b[p + 1] = hi >> 16;
          b[p + 2] = hi >> 8;
          b[p + 3] = hi;
          b[p + 4] = lo >>> 24;
          b[p + 5] = lo >>> 16;
          b[p + 6] = lo >>> 8;
          b[p + 7] = lo;
          p += 8;
        } else {
          const v = value | 0;
          if (size === 4) {
            b[p] = v >> 24;
            b[p + 1] = v >> 16;
            p += 2;
          }
          b[p] = v >> 8;
          b[p + 1] = v;
          p += 2;
        }
      }
    }
    if (i === last) break;
    if (text.charCodeAt(i) !== 44) return undefined;
    i++;
  }
  return into.oneDimArray(p, hasNull, oid, count);
}

/** A 32-bit word's bytes in network order, as a little-endian Int32Array element. */
function swap(v: number): number {
  return ((v & 0xff) << 24) | ((v & 0xff00) << 8) | ((v >>> 8) & 0xff00) | (v >>> 24);
}

/**
 * int4/int8 elements without NULLs, as 32-bit words: after the 20-byte header every length word
 * and value is 4-byte aligned, so each is one store (byte-swapped) instead of four. Each element
 * is read from the stored text's bytes (byte-scratch.ts) and written at once, in one pass: reading
 * them first into json-integer-array.ts's values and then writing cost ~30 % more (int4[] of 500
 * elements: 4.9 against 3.7 µs a value, where the text form, a slice of the stored text, is 3.3).
 * The elements accepted are json-integer-array.ts's: canonical integers, -?(0|[1-9][0-9]*), not
 * -0, of at most 15 digits; anything else returns undefined and the byte loop decides.
 */
function integerWords(text: string, oid: number, size: number, into: SendScratch): Uint8Array | undefined {
  const n = text.length;
  const b = asciiBytes(text);
  if (b === null || n < 3 || b[0] !== 91 || b[n - 1] !== 93) return undefined;
  // at most one element per two characters
  const maxEnd = 20 + ((n >> 1) + 1) * (4 + size);
  into.room(maxEnd, 0);
  const w = into.words;
  const len = swap(size);
  const last = n - 1;
  let q = 5;
  let i = 1;
  for (;;) {
    let c = b[i] as number;
    let sign = 1;
    if (c === 45) {
      sign = -1;
      c = b[++i] as number;
    }
    const from = i;
    let v = c - 48;
    if (v === 0) {
      if (sign < 0) return undefined; // -0
      c = b[++i] as number;
    } else if (v > 0 && v <= 9) {
      c = b[++i] as number;
      while (c >= 48 && c <= 57) {
        v = v * 10 + (c - 48);
        c = b[++i] as number;
      }
    } else return undefined;
    if (i - from > 15) return undefined;
    const value = sign * v;
    w[q++] = len;
    if (size === 8) {
      const hi = Math.floor(value / 4294967296);
      w[q++] = swap(hi | 0);
      w[q++] = swap((value - hi * 4294967296) | 0);
    } else w[q++] = swap(value | 0);
    if (i === last) break;
    if (c !== 44) return undefined;
    i++;
  }
  return into.oneDimArray(q << 2, false, oid, (q - 5) / (size === 8 ? 3 : 2));
}
