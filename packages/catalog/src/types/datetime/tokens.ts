/** A field of a date/time string, as PG's ParseDateTime splits it. */
export interface Field {
  kind: 'number' | 'date' | 'time' | 'word' | 'tz';
  text: string;
  /** For date fields: the separator used ('-', '/', '.'). */
  sep?: string;
  /**
   * For words: letters ran on into digits, '+' or '/' ('xyz10', 'America/New_York', 'est5edt'),
   * which ParseDateTime types as a date field, read as a zone only after the date (DecodeDateTime).
   */
  dateLike?: boolean;
  /** For date-like words: the whole field ParseDateTime reads (on over '+', '-', '/', '_', '.', ':' and alphanumerics). */
  extent?: string;
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

function isAlpha(c: string | undefined): boolean {
  return c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
}

/** Splits a date/time string into fields; undefined when a character cannot start a field. */
export function tokenize(s: string): Field[] | undefined {
  const out: Field[] = [];
  let i = 0;
  /** Where the last date-like word's field (its extent) ends: ParseDateTime read up to there as one field. */
  let fieldEnd = 0;
  const take = (ok: (c: string) => boolean): string => {
    const st = i;
    while (i < s.length && ok(s[i]!)) i++;
    return s.slice(st, i);
  };
  while (i < s.length) {
    const c = s[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ',') {
      i++;
    } else if (isDigit(c)) {
      const st = i;
      take((x) => isDigit(x));
      const nx = s[i];
      if (nx === ':') {
        take((x) => isDigit(x) || x === ':' || x === '.');
        out.push({ kind: 'time', text: s.slice(st, i) });
      } else if (nx === '-' || nx === '/' || (nx === '.' && s.indexOf('.', i + 1) > 0 && isDigit(s[i + 1]))) {
        // ParseDateTime: digits, the delimiter, then either digits (a third field only after the
        // same delimiter, digits again) or an embedded text month and whatever alphanumerics follow
        const sep = nx;
        i++;
        if (isDigit(s[i])) {
          take((x) => isDigit(x));
          if (s[i] === sep) take((x) => isDigit(x) || x === sep);
        } else take((x) => isDigit(x) || x === sep || isAlpha(x));
        let text = s.slice(st, i);
        // ISO 8601 'T' between date and time: the word part was swallowed; split it off
        const t = text.search(/[Tt]\d/);
        if (t > 0) {
          i = st + t + 1;
          text = text.slice(0, t);
        }
        out.push({ kind: 'date', text, sep });
        // ISO 8601 'T' between an all-digit date and the time
        if ((s[i] === 'T' || s[i] === 't') && isDigit(s[i + 1])) i++;
      } else if (nx === '.') {
        i++;
        take((x) => isDigit(x));
        out.push({ kind: 'number', text: s.slice(st, i) });
      } else {
        out.push({ kind: 'number', text: s.slice(st, i) });
        if ((s[i] === 'T' || s[i] === 't') && isDigit(s[i + 1])) i++;
      }
    } else if (isAlpha(c) && monthDate(s, i)) {
      // ParseDateTime: letters followed by a date separator start a date field ('Jan-08-1999')
      const st = i;
      take((x) => isAlpha(x));
      const sep = s[i] as string;
      take((x) => isDigit(x) || x === sep || isAlpha(x));
      out.push({ kind: 'date', text: s.slice(st, i), sep });
    } else if (isAlpha(c) && keywordBeforeDigits(s, i)) {
      // ParseDateTime: letters that are a date keyword end their field where digits or '+'
      // follow ('97FEB10' is 97, feb, 10); any other word runs on as a zone name
      out.push({ kind: 'word', text: take((x) => isAlpha(x)) });
    } else if (isAlpha(c) && i >= fieldEnd && signAfterLetters(s, i)) {
      // ParseDateTime: letters directly followed by '+' or '-' (not a date keyword: above) start a
      // field running on over alphanumerics and '+-/_.:' — a POSIX zone such as 'UTC+3', 'EST-5',
      // 'XYZ+03:30' (3 hours WEST of Greenwich, POSIX's sign), never a zone and an offset
      const st = i;
      take((x) => isAlpha(x) || isDigit(x) || '+-/_.:'.includes(x));
      const field = s.slice(st, i);
      out.push({ kind: 'word', text: field, dateLike: true, extent: field });
      fieldEnd = i;
    } else if (isAlpha(c) && s[lettersEnd(s, i)] === '_') {
      // ParseDateTime: '_' cannot be a zone name's first punctuation ('c_b' is the words c and b,
      // 22007 where they are no zone, not 22023 for a zone "c_b")
      out.push({ kind: 'word', text: take((x) => isAlpha(x)) });
    } else if (isAlpha(c)) {
      const st = i;
      const w = take((x) => isAlpha(x) || x === '/' || x === '_' || isDigit(x) || ((x === '+' || x === '-') && s.includes('/')));
      const letters = /^[A-Za-z]*/.exec(w)![0].length;
      let end = st;
      while (end < s.length && (isAlpha(s[end]) || isDigit(s[end]) || '+-/_.:'.includes(s[end]!))) end++;
      out.push(letters < w.length ? { kind: 'word', text: w, dateLike: true, extent: s.slice(st, end) } : { kind: 'word', text: w });
      if (letters < w.length) fieldEnd = Math.max(fieldEnd, end);
    } else if (c === '+' || c === '-') {
      if (isAlpha(s[i + 1])) {
        i++;
        out.push({ kind: 'word', text: c + take((x) => isAlpha(x)) });
      } else {
        i++;
        // ParseDateTime's DTK_TZ field: a digit, then digits, ':', '.' and '-'
        out.push({ kind: 'tz', text: c + (isDigit(s[i]) ? take((x) => isDigit(x) || x === ':' || x === '.' || x === '-') : '') });
      }
    } else if (c !== '.' && "!\"#$%&'()*,/:;<=>?@[\\]^_`{|}~".includes(c)) {
      // ParseDateTime skips any other ASCII punctuation ("'0'" is the number 0)
      i++;
    } else {
      return undefined;
    }
  }
  return out;
}

const MONTHS = new Set(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

/** Whether the letters at `i` are a month name directly followed by `-`, `.` or `/` (a date such as 'Jan-08-1999'), not a zone name. */
function monthDate(s: string, i: number): boolean {
  let j = i;
  while (j < s.length && isAlpha(s[j])) j++;
  return (s[j] === '-' || s[j] === '.' || s[j] === '/') && MONTHS.has(s.slice(i, j).toLowerCase());
}

/**
 * Words of PG's datetktbl that end a field when digits or '+' follow them (ParseDateTime); 'j'
 * (julian) and 't' (ISO time) are read with their digits by the decoder.
 */
const KEYWORDS = new Set([...MONTHS, 'sun', 'mon', 'tue', 'tues', 'wed', 'weds', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'am', 'pm', 'ad', 'bc', 'at', 'on',
  // datetktbl's units and other keywords ('m2' is 'm' then 2, not a zone name; 'j' keeps its Julian-day form)
  'allballs', 'd', 'dow', 'doy', 'dst', 'h', 'isodow', 'isoyear', 'jd', 'julian', 'm', 'mm', 's', 'y']);

/** Whether the letters at `i` are directly followed by '+' or '-' and start no path ('Etc/GMT+3' is read whole below). */
function signAfterLetters(s: string, i: number): boolean {
  let j = i;
  while (j < s.length && isAlpha(s[j])) j++;
  return (s[j] === '+' || s[j] === '-') && !s.includes('/');
}

/** Whether the letters at `i` are a date keyword directly followed by a digit or '+'. */
function keywordBeforeDigits(s: string, i: number): boolean {
  let j = i;
  while (j < s.length && isAlpha(s[j])) j++;
  return (isDigit(s[j]) || s[j] === '+') && KEYWORDS.has(s.slice(i, j).toLowerCase());
}

/** The end of the run of letters starting at `i`. */
function lettersEnd(s: string, i: number): number {
  let end = i;
  while (end < s.length && isAlpha(s[end])) end++;
  return end;
}
