import { asciiBytes } from './byte-scratch.js';
import type { SendScratch } from './send-scratch.js';

/**
 * array_send of a stored one-dimensional bool[] (`[e1,e2,…]`, no spaces, lower bound 1), each
 * element 0, 1, true, false or null, read as bytes (byte-scratch.ts): String#charCodeAt per
 * character cost about twice as much. Anything else returns undefined and the caller's byte loop
 * (array-send-flat.ts) answers.
 */
export function boolArraySend(text: string, into: SendScratch): Uint8Array | undefined {
  const n = text.length;
  const b = asciiBytes(text);
  if (b === null || n < 3 || b[0] !== 91 || b[n - 1] !== 93) return undefined;
  // header, then at most one element per two characters of 5 bytes (a NULL: 4)
  into.room(20 + ((n >> 1) + 1) * 5, 0);
  const out = into.bytes;
  const last = n - 1;
  let p = 20;
  let count = 0;
  let hasNull = false;
  let i = 1;
  for (;;) {
    const c = b[i];
    count++;
    if (c === 48 || c === 49) {
      out[p] = out[p + 1] = out[p + 2] = 0;
      out[p + 3] = 1;
      out[p + 4] = c - 48;
      p += 5;
      i++;
    } else if (c === 116 && b[i + 1] === 114 && b[i + 2] === 117 && b[i + 3] === 101) {
      out[p] = out[p + 1] = out[p + 2] = 0;
      out[p + 3] = 1;
      out[p + 4] = 1;
      p += 5;
      i += 4;
    } else if (c === 102 && b[i + 1] === 97 && b[i + 2] === 108 && b[i + 3] === 115 && b[i + 4] === 101) {
      out[p] = out[p + 1] = out[p + 2] = 0;
      out[p + 3] = 1;
      out[p + 4] = 0;
      p += 5;
      i += 5;
    } else if (c === 110 && b[i + 1] === 117 && b[i + 2] === 108 && b[i + 3] === 108) {
      out[p] = out[p + 1] = out[p + 2] = out[p + 3] = 0xff;
      p += 4;
      hasNull = true;
      i += 4;
    } else return undefined;
    if (i === last) break;
    if (i > last || b[i] !== 44) return undefined;
    i++;
  }
  return into.oneDimArray(p, hasNull, 16, count);
}
