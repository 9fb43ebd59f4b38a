/** A parsed element of a date/time format for to_date/to_timestamp (formatting.c FormatNode, DCH flags). */
export type DchNode =
  | { kind: 'key'; key: string; digit: boolean; mode: 'none' | 'greg' | 'iso'; fm: boolean; th: boolean }
  | { kind: 'space'; text: string }
  | { kind: 'sep'; text: string }
  | { kind: 'char'; text: string };

/** DCH keywords: name → [is_digit, date mode]; lookups try longer names first. */
const KEYWORDS: Record<string, [boolean, 'none' | 'greg' | 'iso']> = {};
function kw(names: string, digit: boolean, mode: 'none' | 'greg' | 'iso'): void {
  for (const n of names.split(' ')) KEYWORDS[n] = [digit, mode];
}
kw('A.D. A.M. AD AM B.C. BC P.M. PM a.d. a.m. ad am b.c. bc p.m. pm', false, 'none');
kw('CC cc J j Q q SSSSS SSSS SS MS US MI HH24 HH12 HH sssss ssss ss ms us mi hh24 hh12 hh', true, 'none');
kw('FF1 FF2 FF3 FF4 FF5 FF6 ff1 ff2 ff3 ff4 ff5 ff6 TZM tzm', true, 'none');
kw('DAY Day day DY Dy dy FX fx TZH tzh TZ tz OF', false, 'none');
kw('DDD DD D WW W Y,YYY YYYY YYY YY Y MM ddd dd d ww w y,yyy yyyy yyy yy y mm', true, 'greg');
kw('MONTH Month month MON Mon mon RM rm', false, 'greg');
kw('IDDD ID IW IYYY IYY IY I iddd id iw iyyy iyy iy i', true, 'iso');
const NAMES = Object.keys(KEYWORDS).sort((a, b) => b.length - a.length);

/** is_separator_char: printable ASCII that is neither a letter nor a digit nor a space. */
export function isSeparator(c: string | undefined): boolean {
  if (c === undefined || c.length !== 1) return false;
  const x = c.charCodeAt(0);
  return x > 0x20 && x < 0x7f && !(c >= 'A' && c <= 'Z') && !(c >= 'a' && c <= 'z') && !(c >= '0' && c <= '9');
}

export const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';

/** parse_format with DCH_FLAG: one prefix suffix (FM/TM), a keyword, one postfix suffix (TH/th/SP), or a literal. */
export function parseDchFormat(format: string): DchNode[] {
  const out: DchNode[] = [];
  let i = 0;
  while (i < format.length) {
    let fm = false;
    const prefix = ['FM', 'fm', 'TM', 'tm'].find((p) => format.startsWith(p, i));
    if (prefix) {
      fm = prefix.toUpperCase() === 'FM';
      i += 2;
    }
    const name = i < format.length ? NAMES.find((k) => format.startsWith(k, i)) : undefined;
    if (name !== undefined) {
      i += name.length;
      const [digit, mode] = KEYWORDS[name] as [boolean, 'none' | 'greg' | 'iso'];
      let th = false;
      const post = ['TH', 'th', 'SP'].find((p) => format.startsWith(p, i));
      if (post) {
        th = post !== 'SP';
        i += 2;
      }
      out.push({ kind: 'key', key: name, digit, mode, fm, th });
      continue;
    }
    if (i >= format.length) break;
    if (format[i] === '"') {
      i++;
      while (i < format.length) {
        if (format[i] === '"') {
          i++;
          break;
        }
        if (format[i] === '\\' && i + 1 < format.length) i++;
        const ch = String.fromCodePoint(format.codePointAt(i) as number);
        out.push({ kind: 'char', text: ch });
        i += ch.length;
      }
      continue;
    }
    if (format[i] === '\\' && format[i + 1] === '"') i++;
    const ch = String.fromCodePoint(format.codePointAt(i) as number);
    out.push(isSeparator(ch) ? { kind: 'sep', text: ch } : isSpace(ch) ? { kind: 'space', text: ch } : { kind: 'char', text: ch });
    i += ch.length;
  }
  return out;
}

/** is_next_separator: whether the field after node i cannot start with a digit (so this one may read any length). */
export function nextIsSeparator(nodes: readonly DchNode[], i: number): boolean {
  const n = nodes[i];
  if (n?.kind === 'key' && n.th) return true;
  const next = nodes[i + 1];
  if (next === undefined) return true;
  if (next.kind === 'key') return !next.digit;
  return !(next.text.length === 1 && next.text >= '0' && next.text <= '9');
}
