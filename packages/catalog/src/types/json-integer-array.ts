import { asciiBytes } from './byte-scratch.js';

/**
 * The shared scanner of a stored one-dimensional integer array (`[e1,e2,…]`, no spaces, no
 * NULLs): array-text-flat.ts (int*out of each element is its stored digits) and array-send-flat.ts
 * (int4send/int8send of each element) both read the elements here, as bytes (byte-scratch.ts):
 * int4[] of 500 elements costs 3.0 µs a value against 4.8 µs by String#charCodeAt.
 *
 * An element is accepted only in its canonical form, the digits int*out prints for its value:
 * -?(0|[1-9][0-9]*), not -0. Anything else (a NULL, a fraction, an exponent, a space, a nested
 * array, a non-ASCII character) makes the scan fail and the caller's general path answers.
 */

/** The values of the last successful scan, exact when {@link IntegerScan.exact}. */
let values = new Float64Array(1024);

/** The outcome of {@link scanIntegerArray}. */
export interface IntegerScan {
  /** The number of elements (the values are in {@link scannedValues}). */
  count: number;
  /** False when an element has more than 15 digits (its float64 value may be rounded). */
  exact: boolean;
}

const result: IntegerScan = { count: 0, exact: true };

/** The values the last successful scan read (valid until the next scan). */
export function scannedValues(): Float64Array {
  return values;
}

/**
 * Scans `text` as a flat array of canonical integers; null when it is not one (the empty array
 * `[]` included). The result object is reused by the next call.
 */
export function scanIntegerArray(text: string): IntegerScan | null {
  const n = text.length;
  if (n < 3) return null;
  const b = asciiBytes(text);
  if (b === null || b[0] !== 91 || b[n - 1] !== 93) return null;
  // At most one element per two characters.
  if (values.length < (n >> 1) + 1) values = new Float64Array(Math.max((n >> 1) + 1, values.length * 2));
  const out = values;
  const last = n - 1;
  let count = 0;
  let exact = true;
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
      if (sign < 0) return null; // -0
      c = b[++i] as number;
    } else if (v > 0 && v <= 9) {
      c = b[++i] as number;
      while (c >= 48 && c <= 57) {
        v = v * 10 + (c - 48);
        c = b[++i] as number;
      }
    } else return null;
    if (i - from > 15) exact = false;
    out[count++] = sign * v;
    if (i === last) break;
    if (c !== 44) return null;
    i++;
  }
  result.count = count;
  result.exact = exact;
  return result;
}
