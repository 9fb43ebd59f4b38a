/** UTF-8 conversion without TextEncoder/TextDecoder (not in the browser-safe core's lib). */

/** UTF-8 bytes of a string. */
export function utf8Bytes(s: string): Uint8Array {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/** A string from UTF-8 bytes (invalid sequences become U+FFFD). */
export function utf8Text(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; ) {
    const x = b[i] as number;
    const n = x < 0x80 ? 1 : x >= 0xf0 ? 4 : x >= 0xe0 ? 3 : x >= 0xc0 ? 2 : 0;
    if (n === 0 || i + n > b.length) {
      s += '\ufffd';
      i++;
      continue;
    }
    let c = n === 1 ? x : x & (0xff >> (n + 1));
    for (let k = 1; k < n; k++) c = (c << 6) | ((b[i + k] as number) & 63);
    s += String.fromCodePoint(c);
    i += n;
  }
  return s;
}
