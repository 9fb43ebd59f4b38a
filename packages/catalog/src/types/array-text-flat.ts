import type { FormatSettings, PgType } from './pg-type.js';
import { asciiBytes, bytesText, outputBytes, utf8Bytes } from './byte-scratch.js';
import { scanIntegerArray } from './json-integer-array.js';

/**
 * array_out of a one-dimensional stored array (`[e1,e2,…]`, no spaces, all lower bounds 1) by
 * slices of the stored JSON text, before array-fast.ts's general scanner: no token string, no
 * callback and no string concatenation per element where the output is a slice of the input.
 *   - int2/int4/int8: every element a canonical integer (what int*out prints for it): the text is
 *     `{` + the stored text between its brackets + `}`.
 *   - text/varchar/bpchar/name (output = the stored string): each element is the JSON string
 *     token (when array_out quotes it) or its content, as long as it has no escape.
 *   - bool: 0/1/true/false, f/t out.
 *   - float8: JSON numbers (and NULLs) through float8out: JavaScript's String where float-format.ts
 *     says it is the same text (shortest digits, exponent in [-4, 15)), the element codec elsewhere.
 * Anything else (NULLs in an integer array, an escaped string, a number in a text array, a
 * nested array, spaces, the `{"lb":…}` form) returns undefined: the caller's general path
 * answers, the same text (array-text-flat.test.ts).
 */

const INT_OIDS = new Set([20, 21, 23]);
const STRING_OIDS = new Set([25, 1043, 1042, 19]);

/** array_out of a plain 1-D stored array of these element types, or undefined. */
export function arrayTextFlat(text: string, elem: PgType, s: FormatSettings): string | undefined {
  const n = text.length;
  if (n < 3 || text.charCodeAt(0) !== 91 || text.charCodeAt(n - 1) !== 93) return undefined;
  const oid = elem.oid;
  if (INT_OIDS.has(oid)) return integers(text, n);
  if (STRING_OIDS.has(oid)) return strings(text);
  if (oid === 16) return bools(text, n);
  if (oid === 701) return floats(text, n, elem, s);
  return undefined;
}

/** `{…}` when every element is a canonical integer: -?(0|[1-9][0-9]*), not -0 (json-integer-array.ts). */
function integers(text: string, n: number): string | undefined {
  return scanIntegerArray(text) === null ? undefined : '{' + text.slice(1, n - 1) + '}';
}

/** What a byte of a string element asks of strings(): nothing, quotes, or a look (" \\ and 0xEF). */
const PLAIN = 0;
const QUOTED = 1;
const BYTE_KIND = new Uint8Array(256);
for (const c of [123, 125, 44, 32, 9, 10, 11, 12, 13]) BYTE_KIND[c] = QUOTED;
for (const c of [34, 92, 0xef]) BYTE_KIND[c] = 2;

/**
 * Elements that are unescaped JSON strings, quoted as array_out quotes them (quoteElementFast),
 * built as UTF-8 bytes (byte-scratch.ts). A U+FFFD in the text (how a lone surrogate would come
 * out of the encoder) is left to the general path.
 */
function strings(text: string): string | undefined {
  const { bytes: b, length: n } = utf8Bytes(text);
  const last = n - 1;
  const out = outputBytes(n + 2);
  let p = 0;
  out[p++] = 123; // {
  let i = 1;
  for (;;) {
    if (b[i] !== 34) return undefined;
    const start = i + 1;
    let quote = false;
    let j = start;
    for (; j < last; j++) {
      const c = b[j] as number;
      const kind = BYTE_KIND[c] as number;
      if (kind === PLAIN) continue;
      if (kind === QUOTED) quote = true;
      else if (c === 34) break;
      else if (c === 92 || (b[j + 1] === 0xbf && b[j + 2] === 0xbd)) return undefined;
    }
    if (j >= last) return undefined;
    const len = j - start;
    // pg_strcasecmp(value, "NULL"): ASCII letters only
    if (len === 0 || (len === 4 && ((b[start] as number) | 32) === 110 && ((b[start + 1] as number) | 32) === 117 && ((b[start + 2] as number) | 32) === 108 && ((b[start + 3] as number) | 32) === 108)) quote = true;
    // Quoted: the JSON token itself (no '"' or '\' inside to escape); else its content.
    const from = quote ? start - 1 : start;
    const to = quote ? j + 1 : j;
    for (let k = from; k < to; k++) out[p++] = b[k] as number;
    i = j + 1;
    if (i === last) break;
    if (b[i] !== 44) return undefined;
    out[p++] = 44;
    i++;
  }
  out[p++] = 125; // }
  return bytesText(out, p);
}

/** Elements 0, 1, true or false: t/f, built as bytes (byte-scratch.ts). */
function bools(text: string, n: number): string | undefined {
  const b = asciiBytes(text);
  if (b === null) return undefined;
  // one output character per element, at most one element per two input characters
  const out = outputBytes(n);
  const last = n - 1;
  let p = 0;
  out[p++] = 123; // {
  let i = 1;
  for (;;) {
    const c = b[i];
    if (c === 48 || c === 49) {
      out[p++] = c === 49 ? 116 : 102;
      i++;
    } else if (c === 116 && b[i + 1] === 114 && b[i + 2] === 117 && b[i + 3] === 101) {
      out[p++] = 116; // true
      i += 4;
    } else if (c === 102 && b[i + 1] === 97 && b[i + 2] === 108 && b[i + 3] === 115 && b[i + 4] === 101) {
      out[p++] = 102; // false
      i += 5;
    } else return undefined;
    if (i === last) break;
    if (i > last || b[i] !== 44) return undefined;
    out[p++] = 44;
    i++;
  }
  out[p++] = 125; // }
  return bytesText(out, p);
}

/**
 * float8 elements: JSON numbers (integers of at most 15 characters) or null. The grammar is
 * checked on the text, the values come from one JSON.parse of it (numbers converted natively,
 * the same correctly rounded doubles as a Number of each token: float-array-send.ts) and the
 * output is one join of the elements' texts (a flat string, where += built a rope of two
 * parts an element for the DataRow writer to flatten).
 */
function floats(text: string, n: number, elem: PgType, s: FormatSettings): string | undefined {
  const last = n - 1;
  let count = 0;
  let i = 1;
  for (;;) {
    let c = text.charCodeAt(i);
    count++;
    if (c === 110) {
      if (!text.startsWith('null', i)) return undefined;
      i += 4;
    } else {
      // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
      const start = i;
      if (c === 45) c = text.charCodeAt(++i);
      if (c === 48) c = text.charCodeAt(++i);
      else if (c >= 49 && c <= 57) while ((c = text.charCodeAt(++i)) >= 48 && c <= 57);
      else return undefined;
      let integral = true;
      if (c === 46) {
        integral = false;
        const from = i + 1;
        while ((c = text.charCodeAt(++i)) >= 48 && c <= 57);
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
      // a longer integer token is a BigInt to array-fast.ts's numberValue
      if (integral && i - start > 15) return undefined;
    }
    if (i === last) break;
    if (text.charCodeAt(i) !== 44) return undefined;
    i++;
  }
  const values = JSON.parse(text) as (number | null)[];
  if (values.length !== count) return undefined;
  const shortest = s.extraFloatDigits > 0;
  const parts = new Array<string>(count);
  for (let k = 0; k < count; k++) {
    const x = values[k];
    if (x === null || x === undefined) {
      parts[k] = 'NULL';
      continue;
    }
    const a = x < 0 ? -x : x;
    parts[k] = shortest && a >= 1e-4 && a < 1e15 ? String(x) : elem.toText(x, -1, s);
  }
  return '{' + parts.join(',') + '}';
}
