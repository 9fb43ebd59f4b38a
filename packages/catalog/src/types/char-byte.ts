import { storedString, utf8Encode } from './codec-util.js';

/**
 * "char" is one byte. Stored as TEXT of one character: the byte itself for 0..127, and for a byte
 * 128..255 the character U+0080..U+00FF of that number, so that SQLite's BINARY comparison of the
 * UTF-8 text is PostgreSQL's unsigned byte order and every byte has one stored form. The byte 0 is
 * the empty string, as PostgreSQL's "char" prints nothing for it.
 */

/** charin: `\ooo` (three octal digits) is that byte; otherwise the first byte of the UTF-8 input. */
export function charFromText(text: string): string {
  if (text.length === 4 && text[0] === '\\' && /^[0-3][0-7][0-7]$/.test(text.slice(1))) return byteText(parseInt(text.slice(1), 8));
  const bytes = utf8Encode(text);
  return bytes.length === 0 ? '' : byteText(bytes[0]!);
}

/** The stored text of a byte 0..255. */
export function byteText(b: number): string {
  return b === 0 ? '' : String.fromCharCode(b);
}

/** The byte a stored "char" holds; a value stored before bytes had one form (any character) is its first UTF-8 byte. */
export function charByte(v: unknown): number {
  const s = storedString(v as never);
  if (s === '') return 0;
  const c = s.codePointAt(0)!;
  return c <= 0xff ? c : utf8Encode(s)[0]!;
}

/** charout: a byte with the high bit set prints as `\ooo`. */
export function charToText(v: unknown): string {
  const b = charByte(v);
  return b >= 128 ? `\\${b.toString(8)}` : byteText(b);
}
