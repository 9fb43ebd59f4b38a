import { PgError } from '@pgsqlite/errors';
import { type DchNode, isSeparator, isSpace, nextIsSeparator, parseDchFormat } from './dch-format.js';

/** TmFromChar of formatting.c: what the fields of the input said. */
export interface FromChar {
  mode: 'none' | 'greg' | 'iso';
  hh: number; pm: number; clock12: boolean; mi: number; ss: number; ssss: number; d: number; dd: number; ddd: number; mm: number;
  ms: number; us: number; ff: number; year: number; yysz: number; bc: number; ww: number; w: number; cc: number; j: number;
  tzsign: number; tzh: number; tzm: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const RM = ['xii', 'xi', 'x', 'ix', 'viii', 'vii', 'vi', 'v', 'iv', 'iii', 'ii', 'i'];

const bad = (msg: string, detail?: string, hint?: string): PgError =>
  new PgError('invalid_datetime_format', msg, { ...(detail ? { detail } : {}), ...(hint ? { hint } : {}) });

/** Reading state: the input and the position in it. */
interface In {
  s: string;
  p: number;
}

type Key = Extract<DchNode, { kind: 'key' }>;

function setInt(out: FromChar, field: keyof FromChar, value: number, n: Key): void {
  const cur = out[field] as number;
  if (cur !== 0 && cur !== value) {
    throw bad(`conflicting values for "${n.key}" field in formatting string`, 'This value contradicts a previous setting for the same field type.');
  }
  (out[field] as number) = value;
}

/** strtol's prefix: blanks, sign, digits; returns [value, characters used] (0 used = nothing parsed). */
function strtol(s: string, from: number): [number, number] {
  let i = from;
  while (isSpace(s[i])) i++;
  let j = i;
  if (s[j] === '+' || s[j] === '-') j++;
  const start = j;
  while (j < s.length && (s[j] as string) >= '0' && (s[j] as string) <= '9') j++;
  if (j === start) return [0, 0];
  return [Number(s.slice(i, j)), j - from];
}

/** from_char_parse_int_len: `len` characters, or as many as there are when FM or a separator follows. */
function parseIntLen(inp: In, len: number, n: Key, loose: boolean): [number, number] {
  const init = inp.p;
  while (isSpace(inp.s[inp.p])) inp.p++;
  const copy = [...inp.s.slice(inp.p)].slice(0, len).join('');
  let value: number;
  if (n.fm || loose) {
    const [v, used] = strtol(inp.s, init);
    value = v;
    inp.p = init + used;
  } else {
    const used0 = [...copy].length;
    if (used0 < len) {
      throw bad(`source string too short for "${n.key}" formatting field`, `Field requires ${len} characters, but only ${used0} remain.`,
        'If your source string is not fixed-width, try using the "FM" modifier.');
    }
    const [v, used] = strtol(copy, 0);
    if (used > 0 && used < len) {
      throw bad(`invalid value "${copy}" for "${n.key}"`, `Field requires ${len} characters, but only ${used} could be parsed.`,
        'If your source string is not fixed-width, try using the "FM" modifier.');
    }
    value = v;
    inp.p += used;
  }
  if (inp.p === init) throw bad(`invalid value "${copy}" for "${n.key}"`, 'Value must be an integer.');
  if (value > 2147483647 || value < -2147483648) {
    throw new PgError('datetime_field_overflow', `value for "${n.key}" in source string is out of range`, { detail: 'Value must be in the range -2147483648 to 2147483647.' });
  }
  return [value, inp.p - init];
}

/** from_char_seq_search: the first word of `words` the input starts with (case-insensitive). */
function seqSearch(inp: In, words: readonly string[], n: Key): number {
  const rest = inp.s.slice(inp.p).toLowerCase();
  const i = words.findIndex((w) => rest.startsWith(w.toLowerCase()));
  if (i < 0) {
    let copy = inp.s.slice(inp.p);
    const sp = [...copy].findIndex((c) => isSpace(c));
    if (sp >= 0) copy = [...copy].slice(0, sp).join('');
    throw bad(`invalid value "${copy}" for "${n.key}"`, 'The given value did not match any of the allowed values for this field.');
  }
  inp.p += (words[i] as string).length;
  return i;
}

function skipTh(inp: In, n: Key): void {
  if (n.th) inp.p = Math.min(inp.s.length, inp.p + 2);
}

const partialYear = (y: number, len: number): number => {
  if (len >= 4) return y;
  // adjust_partial_year_to_2020
  if (y < 70) return y + 2000;
  if (y < 100) return y + 1900;
  if (y < 520) return y + 2000;
  if (y < 1000) return y + 1000;
  return y;
};

/** One field of DCH_from_char. */
function field(n: Key, inp: In, out: FromChar, loose: boolean, extraSkip: number): void {
  const K = n.key.toUpperCase();
  const int = (f: keyof FromChar | null, len = n.key.length): number => {
    const [v, used] = parseIntLen(inp, len, n, loose);
    if (f) setInt(out, f, v, n);
    return used;
  };
  switch (K) {
    case 'FX':
      return;
    case 'A.M.': case 'P.M.':
      setInt(out, 'pm', seqSearch(inp, ['a.m.', 'p.m.'], n) % 2, n);
      out.clock12 = true;
      return;
    case 'AM': case 'PM':
      setInt(out, 'pm', seqSearch(inp, ['am', 'pm'], n) % 2, n);
      out.clock12 = true;
      return;
    case 'HH': case 'HH12':
      int('hh', 2);
      out.clock12 = true;
      break;
    case 'HH24': int('hh', 2); break;
    case 'MI': int('mi'); break;
    case 'SS': int('ss'); break;
    case 'MS': {
      const len = int('ms', 3);
      out.ms *= len === 1 ? 100 : len === 2 ? 10 : 1;
      break;
    }
    case 'FF1': case 'FF2': case 'FF3': case 'FF4': case 'FF5': case 'FF6': case 'US': {
      if (K !== 'US') out.ff = Number(K[2]);
      const len = int('us', K === 'US' ? 6 : out.ff);
      out.us *= 10 ** Math.max(0, 6 - len);
      break;
    }
    case 'SSSS': case 'SSSSS': int('ssss'); break;
    case 'TZ': case 'OF':
      throw new PgError('feature_not_supported', `formatting field "${n.key}" is only supported in to_char`);
    case 'TZH': {
      const c = inp.s[inp.p];
      if (c === '+' || c === '-' || c === ' ') {
        out.tzsign = c === '-' ? -1 : 1;
        inp.p++;
      } else out.tzsign = extraSkip > 0 && inp.s[inp.p - 1] === '-' ? -1 : 1;
      int('tzh', 2);
      return;
    }
    case 'TZM':
      if (!out.tzsign) out.tzsign = 1;
      int('tzm', 2);
      return;
    case 'A.D.': case 'B.C.':
      setInt(out, 'bc', seqSearch(inp, ['a.d.', 'b.c.'], n) % 2, n);
      return;
    case 'AD': case 'BC':
      setInt(out, 'bc', seqSearch(inp, ['ad', 'bc'], n) % 2, n);
      return;
    case 'MONTH': setInt(out, 'mm', seqSearch(inp, MONTHS, n) + 1, n); return;
    case 'MON': setInt(out, 'mm', seqSearch(inp, MONTHS.map((m) => m.slice(0, 3)), n) + 1, n); return;
    case 'MM': int('mm'); break;
    case 'DAY': setInt(out, 'd', seqSearch(inp, DAYS, n), n); out.d++; return;
    case 'DY': setInt(out, 'd', seqSearch(inp, DAYS.map((d) => d.slice(0, 3)), n), n); out.d++; return;
    case 'DDD': int('ddd'); break;
    case 'IDDD': int('ddd', 3); break;
    case 'DD': int('dd'); break;
    case 'D': int('d'); break;
    case 'ID':
      int('d', 1);
      if (++out.d > 7) out.d = 1;
      break;
    case 'WW': case 'IW': int('ww'); break;
    case 'Q': int(null); break;
    case 'CC': int('cc'); break;
    case 'Y,YYY': {
      const rest = inp.s.slice(inp.p);
      const [mil, used] = strtol(rest, 0);
      const years: [number, number] = used > 0 && rest[used] === ',' ? strtol(rest, used + 1) : [0, 0];
      if (used === 0 || years[1] === 0) throw bad('invalid input string for "Y,YYY"');
      setInt(out, 'year', years[0] + mil * 1000, n);
      out.yysz = 4;
      inp.p += used + 1 + years[1];
      break;
    }
    case 'YYYY': case 'IYYY': int('year'); out.yysz = 4; break;
    case 'YYY': case 'IYY': case 'YY': case 'IY': case 'Y': case 'I': {
      const len = int('year');
      out.year = partialYear(out.year, len);
      out.yysz = K.length === 1 ? 1 : K.endsWith('YYY') ? 3 : 2;
      break;
    }
    case 'RM': setInt(out, 'mm', 12 - seqSearch(inp, RM, n), n); return;
    case 'W': int('w'); break;
    case 'J': int('j'); break;
  }
  skipTh(inp, n);
}

function setMode(out: FromChar, n: Key): void {
  if (n.mode === 'none') return;
  if (out.mode === 'none') out.mode = n.mode;
  else if (out.mode !== n.mode) {
    throw bad('invalid combination of date conventions', undefined, 'Do not mix Gregorian and ISO week date conventions in a formatting template.');
  }
}

/** DCH_from_char: walks the format over the input (not the jsonpath "standard" mode). */
export function fromChar(format: string, input: string): FromChar {
  const out: FromChar = {
    mode: 'none', hh: 0, pm: 0, clock12: false, mi: 0, ss: 0, ssss: 0, d: 0, dd: 0, ddd: 0, mm: 0, ms: 0, us: 0, ff: 0, year: 0, yysz: 0,
    bc: 0, ww: 0, w: 0, cc: 0, j: 0, tzsign: 0, tzh: 0, tzm: 0,
  };
  const nodes = parseDchFormat(format);
  const inp: In = { s: input, p: 0 };
  let fx = false;
  let extraSkip = 0;
  for (let i = 0; i < nodes.length && inp.p < input.length; i++) {
    const n = nodes[i] as DchNode;
    if (!fx && !(n.kind === 'key' && n.key.toUpperCase() === 'FX') && (n.kind === 'key' || i === 0)) {
      while (isSpace(input[inp.p])) {
        inp.p++;
        extraSkip++;
      }
    }
    if (n.kind === 'space' || n.kind === 'sep') {
      if (!fx) {
        extraSkip--;
        if (isSpace(input[inp.p]) || isSeparator(input[inp.p])) {
          inp.p++;
          extraSkip++;
        }
      } else inp.p += String.fromCodePoint(input.codePointAt(inp.p) as number).length;
      continue;
    }
    if (n.kind === 'char') {
      if (!fx && extraSkip > 0) extraSkip--;
      else inp.p += String.fromCodePoint(input.codePointAt(inp.p) as number).length;
      continue;
    }
    setMode(out, n);
    if (n.key.toUpperCase() === 'FX') fx = true;
    field(n, inp, out, nextIsSeparator(nodes, i), extraSkip);
    if (!fx) {
      extraSkip = 0;
      while (isSpace(input[inp.p])) {
        inp.p++;
        extraSkip++;
      }
    }
  }
  return out;
}
