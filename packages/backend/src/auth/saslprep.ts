/**
 * SASLprep (RFC 4013) of a SCRAM password, as PostgreSQL's pg_saslprep uses it: ASCII is taken as
 * is; otherwise non-ASCII spaces map to U+0020, "commonly mapped to nothing" characters are
 * removed, the result is NFKC-normalised, and when it then holds a prohibited character the
 * password is used unprepared (PostgreSQL does the same, so such passwords still work).
 * Not checked: unassigned code points (table A.1) and the bidirectional rule, which only make
 * PostgreSQL fall back to the raw password too.
 * @see https://www.rfc-editor.org/rfc/rfc4013
 */
export function saslPrep(password: string): string {
  if (/^[\x00-\x7f]*$/.test(password)) return password;
  let mapped = '';
  for (const ch of password) {
    const cp = ch.codePointAt(0) as number;
    if (mappedToNothing(cp)) continue;
    mapped += nonAsciiSpace(cp) ? ' ' : ch;
  }
  const normal = mapped.normalize('NFKC');
  for (const ch of normal) if (prohibited(ch.codePointAt(0) as number)) return password;
  return normal;
}

/** RFC 3454 table C.1.2 */
function nonAsciiSpace(cp: number): boolean {
  return cp === 0xa0 || cp === 0x1680 || (cp >= 0x2000 && cp <= 0x200b) || cp === 0x202f || cp === 0x205f || cp === 0x3000;
}

/** RFC 3454 table B.1 */
function mappedToNothing(cp: number): boolean {
  return (
    cp === 0xad || cp === 0x34f || cp === 0x1806 || (cp >= 0x180b && cp <= 0x180d) || (cp >= 0x200b && cp <= 0x200d) ||
    cp === 0x2060 || (cp >= 0xfe00 && cp <= 0xfe0f) || cp === 0xfeff
  );
}

/** RFC 3454 tables C.1.2, C.2.1, C.2.2, C.3 – C.9 */
function prohibited(cp: number): boolean {
  if (nonAsciiSpace(cp)) return true;
  if (cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp <= 0x9f)) return true;
  if (cp === 0x6dd || cp === 0x70f || cp === 0x180e || cp === 0x200c || cp === 0x200d || cp === 0x2028 || cp === 0x2029) return true;
  if ((cp >= 0x2060 && cp <= 0x2063) || (cp >= 0x206a && cp <= 0x206f) || cp === 0xfeff || (cp >= 0xfff9 && cp <= 0xfffd)) return true;
  if ((cp >= 0x1d173 && cp <= 0x1d17a) || cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e)) return true;
  if ((cp >= 0x2ff0 && cp <= 0x2ffb) || cp === 0x340 || cp === 0x341 || cp === 0xe0001 || (cp >= 0xe0020 && cp <= 0xe007f)) return true;
  if ((cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000) return true; // private use
  if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe) return true; // non-characters
  return cp >= 0xd800 && cp <= 0xdfff;
}
