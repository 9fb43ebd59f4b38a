import type { FormatSettings, PgType } from './pg-type.js';
import { asciiBytes, asciiText, outputBytes } from './ascii-scratch.js';
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
  if (STRING_OIDS.has(oid)) return strings(text, n);
  if (oid === 16) return bools(text, n);
  if (oid === 701) return floats(text, n, elem, s);
  return undefined;
}

/** `{…}` when every element is a canonical integer: -?(0|[1-9][0-9]*), not -0 (json-integer-array.ts). */
function integers(text: string, n: number): string | undefined {
  return scanIntegerArray(text) === null ? undefined : '{' + text.slice(1, n - 1) + '}';
}

/** Elements that are unescaped JSON strings, quoted as array_out quotes them (quoteElementFast). */
function strings(text: string, n: number): string | undefined {
  const last = n - 1;
  let out = '{';
  let i = 1;
  for (;;) {
    if (text.charCodeAt(i) !== 34) return undefined;
    const start = i + 1;
    let quote = false;
    let j = start;
    for (; j < last; j++) {
      const c = text.charCodeAt(j);
      if (c === 34) break;
      if (c === 92) return undefined;
      if (c === 123 || c === 125 || c === 44 || c === 32 || (c >= 9 && c <= 13)) quote = true;
    }
    if (j >= last) return undefined;
    const len = j - start;
    if (len === 0 || (len === 4 && text.slice(start, j).toUpperCase() === 'NULL')) quote = true;
    // Quoted: the JSON token itself (no '"' or '\' inside to escape); else its content.
    out += quote ? text.slice(start - 1, j + 1) : text.slice(start, j);
    i = j + 1;
    if (i === last) return out + '}';
    if (text.charCodeAt(i) !== 44) return undefined;
    out += ',';
    i++;
  }
}

/** Elements 0, 1, true or false: t/f, built as bytes (ascii-scratch.ts). */
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
  return asciiText(out, p);
}

/** float8 elements: JSON numbers (integers of at most 15 characters) or null. */
function floats(text: string, n: number, elem: PgType, s: FormatSettings): string | undefined {
  const last = n - 1;
  const shortest = s.extraFloatDigits > 0;
  let out = '{';
  let i = 1;
  for (;;) {
    let c = text.charCodeAt(i);
    if (c === 110) {
      if (!text.startsWith('null', i)) return undefined;
      out += 'NULL';
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
      const x = Number(text.slice(start, i));
      const a = x < 0 ? -x : x;
      out += shortest && a >= 1e-4 && a < 1e15 ? String(x) : elem.toText(x, -1, s);
    }
    if (i === last) return out + '}';
    if (text.charCodeAt(i) !== 44) return undefined;
    out += ',';
    i++;
  }
}
