/**
 * Whether `spec` is a POSIX time zone specification with a daylight-saving part, as PostgreSQL's
 * pg_tzset accepts it when no tz database zone has that name (tzparse in src/timezone/localtime.c):
 * a standard name (any characters up to a digit, ',', '-' or '+', or `<…>`), its offset
 * `[+-]hh[:mm[:ss]]` (hours up to 167), then a daylight name, an optional offset and optional
 * rules `,start[/time],end[/time]` (each `Jn`, `n` or `Mm.w.d`). `X5EE1` is one (X, 5 hours west,
 * daylight EE one hour west, the default US rules); fixed zones (`XYZ-2`) are zone.ts's posixOffset.
 * The name is matched case-insensitively, as pg_tzset upper-cases it first.
 */
export function isPosixDstZone(spec: string): boolean {
  const s = spec.toUpperCase();
  if (s.length === 0 || s.length > 255 || s[0] === ':') return false;
  let i = zoneName(s, 0);
  if (i === undefined || i >= s.length) return false;
  i = offset(s, i);
  if (i === undefined || i >= s.length) return false;
  const dstStart = i;
  i = zoneName(s, i);
  if (i === undefined || i === dstStart) return false;
  if (i < s.length && s[i] !== ',' && s[i] !== ';') {
    i = offset(s, i);
    if (i === undefined) return false;
  }
  if (i === s.length) return true;
  if (s[i] !== ',' && s[i] !== ';') return false;
  i = rule(s, i + 1);
  if (i === undefined || s[i] !== ',') return false;
  i = rule(s, i + 1);
  return i === s.length;
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** getzname / getqzname: the end of a zone name starting at `i` (undefined: an unclosed `<`). */
function zoneName(s: string, i: number): number | undefined {
  if (s[i] === '<') {
    const close = s.indexOf('>', i + 1);
    if (close < 0) return undefined;
    return close + 1;
  }
  while (i < s.length && !isDigit(s[i]) && s[i] !== ',' && s[i] !== '-' && s[i] !== '+') i++;
  return i;
}

/** getnum: digits from `i` within [min, max]. */
function num(s: string, i: number, min: number, max: number): number | undefined {
  if (!isDigit(s[i])) return undefined;
  let n = 0;
  while (isDigit(s[i])) {
    n = n * 10 + Number(s[i]);
    if (n > max) return undefined;
    i++;
  }
  return n < min ? undefined : i;
}

/** getsecs: hh[:mm[:ss]], hours up to a week. */
function secs(s: string, i: number): number | undefined {
  let at = num(s, i, 0, 24 * 7 - 1);
  if (at === undefined || s[at] !== ':') return at;
  at = num(s, at + 1, 0, 59);
  if (at === undefined || s[at] !== ':') return at;
  return num(s, at + 1, 0, 60);
}

/** getoffset: [+-]hh[:mm[:ss]]. */
function offset(s: string, i: number): number | undefined {
  return secs(s, s[i] === '-' || s[i] === '+' ? i + 1 : i);
}

/** getrule: Jn, n or Mm.w.d, then an optional /time. */
function rule(s: string, i: number): number | undefined {
  let at: number | undefined;
  if (s[i] === 'J') at = num(s, i + 1, 1, 365);
  else if (s[i] === 'M') {
    at = num(s, i + 1, 1, 12);
    if (at === undefined || s[at] !== '.') return undefined;
    at = num(s, at + 1, 1, 5);
    if (at === undefined || s[at] !== '.') return undefined;
    at = num(s, at + 1, 0, 6);
  } else if (isDigit(s[i])) at = num(s, i, 0, 365);
  if (at === undefined || s[at] !== '/') return at;
  return offset(s, at + 1);
}
