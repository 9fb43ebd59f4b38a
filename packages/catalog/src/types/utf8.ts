import { PgError } from '@pgsqlite/errors';

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8Encode(s: string): Uint8Array {
  // ASCII (the common case): one byte per character, straight into the result.
  const n = s.length;
  const ascii = new Uint8Array(n);
  let k = 0;
  for (; k < n; k++) {
    const c = s.charCodeAt(k);
    if (c >= 0x80) break;
    ascii[k] = c;
  }
  if (k === n) return ascii;
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

function invalid(): PgError {
  return new PgError('character_not_in_repertoire', 'invalid byte sequence for encoding "UTF8"');
}

/** Decodes strict UTF-8; invalid sequences are 22021 as in PG. */
export function utf8Decode(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; ) {
    const x = b[i]!;
    let n = 0;
    let c = 0;
    if (x < 0x80) (c = x), (n = 0);
    else if (x >= 0xc2 && x < 0xe0) (c = x & 31), (n = 1);
    else if (x >= 0xe0 && x < 0xf0) (c = x & 15), (n = 2);
    else if (x >= 0xf0 && x < 0xf5) (c = x & 7), (n = 3);
    else throw invalid();
    if (x === 0) throw invalid();
    for (let k = 1; k <= n; k++) {
      const y = b[i + k];
      if (y === undefined || (y & 0xc0) !== 0x80) throw invalid();
      c = (c << 6) | (y & 63);
    }
    if ((n === 2 && (c < 0x800 || (c >= 0xd800 && c <= 0xdfff))) || (n === 3 && (c < 0x10000 || c > 0x10ffff))) throw invalid();
    s += String.fromCodePoint(c);
    i += n + 1;
  }
  return s;
}
