import { asciiBytes } from './byte-scratch.js';
import type { SendScratch } from './send-scratch.js';

/**
 * array_send of a stored one-dimensional float8[] (`[e1,e2,…]`, no spaces, lower bound 1):
 * each element a JSON number or `null`. The grammar is checked on the text's bytes
 * (byte-scratch.ts) and the values come from one JSON.parse of the whole text, which converts
 * numbers natively: a Number(slice) per element cost more (float8[] of 500 elements of 17
 * significant digits: 41 µs an array against 66 µs). JSON.parse and Number give the
 * same double for a JSON number token (the correctly rounded value). Anything else returns
 * undefined and the caller's byte loop (array-send-flat.ts) answers.
 */

const f64 = new Float64Array(1);
const f64Bytes = new Uint8Array(f64.buffer);

/** The float8[] send format of `text` (little-endian hosts only: the caller checks), or undefined. */
export function floatArraySend(text: string, into: SendScratch): Uint8Array | undefined {
  const n = text.length;
  const b = asciiBytes(text);
  if (b === null || n < 3 || b[0] !== 91 || b[n - 1] !== 93) return undefined;
  const last = n - 1;
  let count = 0;
  let i = 1;
  for (;;) {
    let c = b[i] as number;
    count++;
    if (c === 110) {
      if (b[i + 1] !== 117 || b[i + 2] !== 108 || b[i + 3] !== 108) return undefined;
      i += 4;
    } else {
      // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
      if (c === 45) c = b[++i] as number;
      if (c === 48) c = b[++i] as number;
      else if (c >= 49 && c <= 57) while ((c = b[++i] as number) >= 48 && c <= 57);
      else return undefined;
      if (c === 46) {
        const from = i + 1;
        while ((c = b[++i] as number) >= 48 && c <= 57);
        if (i === from) return undefined;
      }
      if (c === 101 || c === 69) {
        c = b[++i] as number;
        if (c === 43 || c === 45) c = b[++i] as number;
        const from = i;
        while (c >= 48 && c <= 57) c = b[++i] as number;
        if (i === from) return undefined;
      }
    }
    if (i === last) break;
    if (i > last || b[i] !== 44) return undefined;
    i++;
  }
  const values = JSON.parse(text) as (number | null)[];
  if (values.length !== count) return undefined;
  const end = 20 + count * 12;
  into.room(end, 0);
  const out = into.bytes;
  let p = 20;
  let hasNull = false;
  for (let k = 0; k < count; k++) {
    const v = values[k];
    if (v === null || v === undefined) {
      out[p] = out[p + 1] = out[p + 2] = out[p + 3] = 0xff;
      p += 4;
      hasNull = true;
      continue;
    }
    out[p] = out[p + 1] = out[p + 2] = 0;
    out[p + 3] = 8;
    f64[0] = v;
    out[p + 4] = f64Bytes[7] as number;
    out[p + 5] = f64Bytes[6] as number;
    out[p + 6] = f64Bytes[5] as number;
    out[p + 7] = f64Bytes[4] as number;
    out[p + 8] = f64Bytes[3] as number;
    out[p + 9] = f64Bytes[2] as number;
    out[p + 10] = f64Bytes[1] as number;
    out[p + 11] = f64Bytes[0] as number;
    p += 12;
  }
  return into.oneDimArray(p, hasNull, 701, count);
}
