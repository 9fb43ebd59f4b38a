import { PgError } from '@pgsqlite/errors';

// ignoreBOM: a leading U+FEFF is data (PostgreSQL keeps it), not a byte-order mark to drop
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Offset of the first byte that does not start a valid UTF-8 sequence in `bytes[start, end)`,
 * or -1 when the range is valid. Same rules as PostgreSQL's pg_utf8_islegal: no overlongs, no
 * surrogates, nothing above U+10FFFF, no NUL.
 */
export function invalidUtf8Offset(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  while (i < end) {
    const b0 = bytes[i] as number;
    if (b0 < 0x80) {
      if (b0 === 0) return i;
      i++;
      continue;
    }
    const len = b0 >= 0xc2 && b0 <= 0xdf ? 2 : b0 >= 0xe0 && b0 <= 0xef ? 3 : b0 >= 0xf0 && b0 <= 0xf4 ? 4 : 0;
    if (len === 0 || i + len > end) return i;
    const b1 = bytes[i + 1] as number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b0 === 0xe0) lo = 0xa0;
    else if (b0 === 0xed) hi = 0x9f;
    else if (b0 === 0xf0) lo = 0x90;
    else if (b0 === 0xf4) hi = 0x8f;
    if (b1 < lo || b1 > hi) return i;
    for (let k = 2; k < len; k++) {
      const b = bytes[i + k] as number;
      if (b < 0x80 || b > 0xbf) return i;
    }
    i += len;
  }
  return -1;
}

/** Sequence length PostgreSQL's pg_utf_mblen assigns to a lead byte. */
function pgUtfMblen(b: number): number {
  if ((b & 0x80) === 0) return 1;
  if ((b & 0xe0) === 0xc0) return 2;
  if ((b & 0xf0) === 0xe0) return 3;
  if ((b & 0xf8) === 0xf0) return 4;
  return 1;
}

/** The 22021 error PostgreSQL's report_invalid_encoding raises for the sequence at `at`. */
export function invalidEncodingError(bytes: Uint8Array, at: number, end: number): PgError {
  const n = Math.min(pgUtfMblen(bytes[at] as number), end - at, 8);
  const shown: string[] = [];
  for (let k = 0; k < n; k++) shown.push('0x' + (bytes[at + k] as number).toString(16).padStart(2, '0'));
  return new PgError('character_not_in_repertoire', `invalid byte sequence for encoding "UTF8": ${shown.join(' ')}`);
}

/** Decodes `bytes[start, end)` as UTF-8 and throws PostgreSQL's 22021 error when it is not valid. */
export function decodeUtf8Strict(bytes: Uint8Array, start: number, end: number): string {
  let ascii = true;
  for (let i = start; i < end; i++) {
    if ((bytes[i] as number) >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii && end - start <= 16) {
    // Names are short, usually empty: building the string beats a TextDecoder call.
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(bytes[i] as number);
    return s;
  }
  if (ascii) return decoder.decode(bytes.subarray(start, end));
  const bad = invalidUtf8Offset(bytes, start, end);
  if (bad >= 0) throw invalidEncodingError(bytes, bad, end);
  return decoder.decode(bytes.subarray(start, end));
}
