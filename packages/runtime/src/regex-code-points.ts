import { PgError } from '@pgsqlite/errors';

/** regcustom.h's CHR_MAX: the largest character value an ARE escape may name. */
const CHR_MAX = 0x7ffffffe;
/** The largest code point a JavaScript or RE2 pattern may name. */
const UNICODE_MAX = 0x10ffff;

/**
 * An ARE's character-code escape at `a[i]` (the letter after the backslash): `\uwxyz` (exactly 4
 * hex digits), `\Ustuvwxyz` (exactly 8), `\xhhh` (1 to 255 hex digits, any number of leading
 * zeros: `\x0041` is A). As regc_lex.c's lexdigits, the value wraps at 32 bits and above
 * CHR_MAX, or with too few digits, is 2201B "invalid escape \ sequence". Gives the code point
 * and how many digits it used; undefined where `a[i]` is no such escape.
 */
export function codePointEscape(a: readonly string[], i: number): [number, number] | undefined {
  const n = a[i];
  if (n !== 'u' && n !== 'U' && n !== 'x') return undefined;
  const [min, max] = n === 'u' ? [4, 4] : n === 'U' ? [8, 8] : [1, 255];
  let value = 0;
  let len = 0;
  while (len < max) {
    const d = hexDigit(a[i + 1 + len]);
    if (d < 0) break;
    value = (value * 16 + d) >>> 0;
    len++;
  }
  if (len < min || value > CHR_MAX) throw new PgError('invalid_regular_expression', 'invalid regular expression: invalid escape \\ sequence');
  return [value, len];
}

/**
 * The code point as pattern source: an ASCII letter itself, else `\u{…}` for JavaScript (the `u`
 * flag), `\x{…}` for RE2. A value beyond Unicode names a character no text holds: outside
 * brackets a class matching nothing, inside them nothing (or, as a range's end, the last code
 * point).
 */
export function codePointSource(cp: number, re2: boolean, inBracket: boolean, rangeEnd: boolean): string {
  if (cp > UNICODE_MAX) {
    if (!inBracket) return re2 ? '[^\\x{0}-\\x{10FFFF}]' : '[^\\s\\S]';
    if (!rangeEnd) return '';
    cp = UNICODE_MAX;
  }
  // an ASCII letter as itself, which case-insensitive matching folds (`~* '\x41'` matches a)
  if ((cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122)) return String.fromCharCode(cp);
  const hex = cp.toString(16).toUpperCase();
  return re2 ? `\\x{${hex}}` : `\\u{${hex}}`;
}

function hexDigit(c: string | undefined): number {
  if (c === undefined || c.length !== 1) return -1;
  const code = c.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 70) return code - 55;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}
