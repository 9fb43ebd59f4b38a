import { utf8Bytes } from './byte-scratch.js';
import type { SendScratch } from './send-scratch.js';

/**
 * array_send of a stored one-dimensional array of text, varchar, bpchar or name (`["a","b",…]`,
 * no spaces, lower bound 1), whose send form of an element is its UTF-8: the stored text is
 * encoded once (byte-scratch.ts) and each element's bytes are copied from between its quotes,
 * where a char-code loop encoded each element. A text with a
 * backslash anywhere (an escaped element) returns undefined and array-send-fast.ts answers, as
 * it does for any other form. A lone surrogate is encoded as U+FFFD, as array-send-fast.ts does.
 */
export function stringArraySend(text: string, oid: number, into: SendScratch): Uint8Array | undefined {
  const { bytes: b, length: n } = utf8Bytes(text);
  if (n < 3 || b[0] !== 91 || b[n - 1] !== 93) return undefined;
  const last = n - 1;
  // a backslash among this text's bytes: searched backwards from its end, since the bytes past n
  // are stale and the scratch is as large as the longest text seen (indexOf scanned all of it,
  // ~16 KB per value once a 500-element array had passed: 3 µs for a 5-element array)
  if (b.lastIndexOf(92, last) >= 0) return undefined;
  // each element costs its length word instead of its two quotes and a comma (a NULL: 4 for 4)
  into.room(20 + 2 * n, 0);
  const out = into.bytes;
  const dv = into.view;
  let p = 20;
  let count = 0;
  let hasNull = false;
  let i = 1;
  for (;;) {
    const c = b[i];
    count++;
    if (c === 34) {
      const start = i + 1;
      // copied while looking for the closing quote (a quote byte is never inside a UTF-8 sequence)
      const at = p + 4;
      let q = at;
      let k = start;
      for (; k < last; k++) {
        const x = b[k] as number;
        if (x === 34) break;
        out[q++] = x;
      }
      if (k >= last) return undefined;
      dv.setInt32(p, k - start);
      p = q;
      i = k + 1;
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
  return into.oneDimArray(p, hasNull, oid, count);
}
