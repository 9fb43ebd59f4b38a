import { ENCODING_ALIASES, ENCODING_NAMES } from './single-byte-data.js';

/** PostgreSQL's NAMEDATALEN: pg_char_to_encoding refuses a name this long or longer. */
const NAMEDATALEN = 64;

/** Encoding number of UTF8 (pg_wchar.h PG_UTF8). */
export const PG_UTF8 = 6;
/** Encoding number of SQL_ASCII (PG_SQL_ASCII). */
export const PG_SQL_ASCII = 0;

/**
 * clean_encoding_name (src/common/encnames.c): letters and digits only, in lower case, so that
 * 'ISO-8859-1', 'iso_8859_1' and "'latin1'" name the same encoding.
 */
export function cleanEncodingName(name: string): string {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) out += String.fromCharCode(c + 0x20);
    else if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) out += name[i];
  }
  return out;
}

/** pg_char_to_encoding: the encoding number a name or alias stands for, -1 when none. */
export function encodingNumber(name: string): number {
  if (new TextEncoder().encode(name).length >= NAMEDATALEN) return -1;
  return ENCODING_ALIASES[cleanEncodingName(name)] ?? -1;
}

/** pg_encoding_to_char: the canonical name of an encoding number, '' when there is none. */
export function encodingName(n: number): string {
  return Number.isInteger(n) && n >= 0 ? (ENCODING_NAMES[n] ?? '') : '';
}

/** The canonical name of an encoding name or alias, or null when PostgreSQL knows no such encoding. */
export function canonicalEncodingName(name: string): string | null {
  const n = encodingNumber(name);
  return n < 0 ? null : encodingName(n);
}
