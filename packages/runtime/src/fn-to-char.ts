import { PgError } from '@pgsqlite/errors';
import { readInterval, zoneAbbreviation } from '@pgsqlite/catalog';
import { JULIAN_1970, cdiv, daysFrom, dow, isoWeek, toTm } from './fn-datetime-calendar.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** What to_char formats: a broken-down time plus the zone facts of a timestamptz. */
export interface CharTm {
  year: number;
  mon: number;
  mday: number;
  hour: number;
  min: number;
  sec: number;
  fsec: number;
  /** days since 1970 (timestamps only) */
  days: number;
  interval: boolean;
  /** seconds east of UTC, and the zone abbreviation (timestamptz only) */
  offset?: number;
  abbrev?: string;
}

const NUMERIC_KEYS = [
  'Y,YYY', 'HH24', 'HH12', 'IDDD', 'IYYY', 'SSSSS', 'SSSS', 'YYYY', 'DDD', 'FF1', 'FF2', 'FF3', 'FF4', 'FF5', 'FF6', 'IYY', 'TZH', 'TZM', 'YYY',
  'CC', 'DD', 'HH', 'ID', 'IW', 'IY', 'MI', 'MM', 'MS', 'SS', 'US', 'WW', 'YY', 'D', 'I', 'J', 'Q', 'W', 'Y',
];
const TEXT_KEYS = [
  'MONTH', 'Month', 'month', 'A.M.', 'a.m.', 'P.M.', 'p.m.', 'A.D.', 'a.d.', 'B.C.', 'b.c.', 'DAY', 'Day', 'day', 'MON', 'Mon', 'mon',
  'DY', 'Dy', 'dy', 'AM', 'am', 'PM', 'pm', 'AD', 'ad', 'BC', 'bc', 'RM', 'rm', 'TZ', 'tz', 'OF',
];
const KEYS = [...NUMERIC_KEYS, ...NUMERIC_KEYS.map((k) => k.toLowerCase()), ...TEXT_KEYS].sort((a, b) => b.length - a.length);
const NUMERIC = new Set(NUMERIC_KEYS);

function pad(n: number, width: number, fm: boolean): string {
  if (fm) return String(n);
  const s = String(Math.abs(n)).padStart(width, '0');
  return n < 0 ? `-${s}` : s;
}

/** C's %0*d: the width includes the sign. */
function cpad(n: number, width: number, fm: boolean): string {
  return n < 0 ? pad(n, width - 1, fm) : pad(n, width, fm);
}

function ordinal(n: number, upper: boolean): string {
  const a = Math.abs(n);
  const s = a % 100 >= 11 && a % 100 <= 13 ? 'th' : a % 10 === 1 ? 'st' : a % 10 === 2 ? 'nd' : a % 10 === 3 ? 'rd' : 'th';
  return upper ? s.toUpperCase() : s;
}

function cased(word: string, key: string, fm: boolean, width: number): string {
  const w = key === key.toUpperCase() ? word.toUpperCase() : key === key.toLowerCase() ? word.toLowerCase() : word;
  return fm ? w : w.padEnd(width, ' ');
}

function invalidForInterval(): PgError {
  return new PgError('invalid_datetime_format', 'invalid format specification for an interval value', { hint: 'Intervals are not tied to specific calendar dates.' });
}

/** datetime.c's date2j over C int arithmetic (an interval's month may be 0 or negative). */
function date2j(y0: number, m0: number, d: number): number {
  const [y, m] = m0 > 2 ? [y0 + 4800, m0 + 1] : [y0 + 4799, m0 + 13];
  const century = Math.trunc(y / 100);
  return y * 365 - 32167 + Math.trunc(y / 4) - century + Math.trunc(century / 4) + Math.trunc((7834 * m) / 256) + d;
}

/** interval_to_char's tm_yday: the span in days, months counted as 30. */
function intervalYday(tm: CharTm): number {
  return (tm.year * 12 + tm.mon) * 30 + tm.mday;
}

function numeric(key: string, tm: CharTm, fm: boolean): number | string {
  const adjYear = tm.interval ? tm.year : tm.year > 0 ? tm.year : -(tm.year - 1);
  // date2isoyear/date2isoweek of the broken-down fields, as PostgreSQL also does for an interval
  const isoDays = tm.interval ? daysFrom(tm.year, tm.mon, tm.mday) : tm.days;
  const iso = isoWeek(isoDays);
  const adjIso = tm.interval ? iso.year : iso.year > 0 ? iso.year : -(iso.year - 1);
  const h12 = tm.hour % 12 === 0 ? 12 : tm.hour % 12;
  switch (key) {
    case 'HH24': return pad(tm.hour, 2, fm);
    case 'HH': case 'HH12': return pad(h12, 2, fm);
    case 'MI': return pad(tm.min, 2, fm);
    case 'SS': return pad(tm.sec, 2, fm);
    case 'MS': return pad(Math.floor(tm.fsec / 1000), 3, fm);
    case 'US': return pad(tm.fsec, 6, fm);
    case 'SSSS': case 'SSSSS': return (tm.hour * 60 + tm.min) * 60 + tm.sec;
    case 'Y,YYY': return `${cdiv(adjYear, 1000)},${String(Math.abs(adjYear % 1000)).padStart(3, '0')}`;
    case 'YYYY': return pad(adjYear, 4, fm);
    case 'YYY': return pad(adjYear % 1000, 3, fm);
    case 'YY': return pad(adjYear % 100, 2, fm);
    case 'Y': return adjYear % 10;
    case 'IYYY': return cpad(adjIso, adjYear >= 0 ? 4 : 5, fm);
    case 'IYY': return cpad(adjIso % 1000, adjYear >= 0 ? 3 : 4, fm);
    case 'IY': return cpad(adjIso % 100, adjYear >= 0 ? 2 : 3, fm);
    case 'I': return adjIso % 10;
    case 'MM': return pad(tm.mon, 2, fm);
    case 'DD': return cpad(tm.mday, 2, fm);
    case 'DDD': return cpad(tm.interval ? intervalYday(tm) : tm.days - daysFrom(tm.year, 1, 1) + 1, 3, fm);
    case 'IDDD': return pad((iso.week - 1) * 7 + ((dow(isoDays) + 6) % 7) + 1, 3, fm);
    case 'D': if (tm.interval) throw invalidForInterval(); return dow(tm.days) + 1;
    case 'ID': if (tm.interval) throw invalidForInterval(); return dow(tm.days) === 0 ? 7 : dow(tm.days);
    case 'W': return cdiv(tm.mday - 1, 7) + 1;
    case 'WW': return pad(cdiv(tm.interval ? intervalYday(tm) - 1 : tm.days - daysFrom(tm.year, 1, 1), 7) + 1, 2, fm);
    case 'IW': return pad(iso.week, 2, fm);
    case 'Q': return tm.interval && tm.mon === 0 ? '' : cdiv(tm.mon - 1, 3) + 1;
    // date2j of the broken-down fields (an interval's too: its years, months and days)
    case 'J': return tm.interval ? date2j(tm.year, tm.mon, tm.mday) : tm.days + JULIAN_1970;
    case 'CC': {
      const c = tm.interval ? cdiv(tm.year, 100) : tm.year > 0 ? cdiv(tm.year - 1, 100) + 1 : cdiv(tm.year, 100) - 1;
      return c <= 99 && c >= -99 ? pad(c, c >= 0 ? 2 : 2, fm) : String(c);
    }
    case 'TZH': {
      if (tm.interval) throw invalidForInterval();
      const o = tm.offset ?? 0;
      return `${o < 0 ? '-' : '+'}${String(Math.floor(Math.abs(o) / 3600)).padStart(2, '0')}`;
    }
    case 'TZM': if (tm.interval) throw invalidForInterval(); return String(Math.floor(Math.abs(tm.offset ?? 0) / 60) % 60).padStart(2, '0');
    default: {
      const digits = Number(key.slice(2));
      return String(tm.fsec).padStart(6, '0').slice(0, digits);
    }
  }
}

function text(key: string, tm: CharTm, fm: boolean): string {
  const up = key.toUpperCase();
  const pm = tm.hour % 24 >= 12;
  const bc = !tm.interval && tm.year <= 0;
  switch (up) {
    case 'MONTH': if (tm.interval) throw invalidForInterval(); return tm.mon === 0 ? '' : cased(MONTHS[tm.mon - 1] as string, key, fm, 9);
    case 'MON': if (tm.interval) throw invalidForInterval(); return tm.mon === 0 ? '' : cased((MONTHS[tm.mon - 1] as string).slice(0, 3), key, fm, 0);
    case 'DAY': if (tm.interval) throw invalidForInterval(); return cased(DAYS[dow(tm.days)] as string, key, fm, 9);
    case 'DY': if (tm.interval) throw invalidForInterval(); return cased((DAYS[dow(tm.days)] as string).slice(0, 3), key, fm, 0);
    case 'AM': case 'PM': return cased(pm ? 'PM' : 'AM', key, true, 0);
    case 'A.M.': case 'P.M.': return cased(pm ? 'P.M.' : 'A.M.', key, true, 0);
    case 'AD': case 'BC': if (tm.interval) throw invalidForInterval(); return cased(bc ? 'BC' : 'AD', key, true, 0);
    case 'A.D.': case 'B.C.': if (tm.interval) throw invalidForInterval(); return cased(bc ? 'B.C.' : 'A.D.', key, true, 0);
    case 'RM': {
      // an interval's months may be 0 (whole years) or negative: formatting.c counts back from December
      if (tm.mon === 0 && (!tm.interval || tm.year === 0)) return '';
      const month = tm.mon === 0 ? (tm.year >= 0 ? 12 : 1) : tm.mon < 0 ? 13 + tm.mon : tm.mon;
      return cased(ROMAN[month - 1] as string, key, fm, 4);
    }
    case 'TZ': if (tm.interval) throw invalidForInterval(); return key === 'tz' ? (tm.abbrev ?? '').toLowerCase() : tm.abbrev ?? '';
    default: {
      if (tm.interval) throw invalidForInterval();
      const o = tm.offset ?? 0;
      const h = `${o < 0 ? '-' : '+'}${String(Math.floor(Math.abs(o) / 3600)).padStart(2, '0')}`;
      const m = Math.floor(Math.abs(o) / 60) % 60;
      return m === 0 ? h : `${h}:${String(m).padStart(2, '0')}`;
    }
  }
}

/** to_char(timestamp|timestamptz|interval, format) over a broken-down value (DCH_to_char). */
export function toChar(tm: CharTm, format: string): string {
  let out = '';
  let i = 0;
  while (i < format.length) {
    let fm = false;
    let j = i;
    while (format.startsWith('FM', j) || format.startsWith('fm', j) || format.startsWith('FX', j) || format.startsWith('fx', j)) {
      if (format[j] === 'F' || format[j] === 'f') fm = fm || format.startsWith('FM', j) || format.startsWith('fm', j);
      j += 2;
    }
    const key = KEYS.find((k) => format.startsWith(k, j));
    if (key !== undefined) {
      const upper = key.toUpperCase();
      j += key.length;
      if (NUMERIC.has(upper)) {
        const v = numeric(upper, tm, fm);
        out += String(v);
        const th = format.startsWith('TH', j) ? 'TH' : format.startsWith('th', j) ? 'th' : undefined;
        if (th) {
          j += 2;
          if (typeof v === 'number' || (String(v) !== '' && [...String(v)].every((ch) => ch === '-' || (ch >= '0' && ch <= '9')))) out += ordinal(Number(v), th === 'TH');
        }
      } else out += text(key, tm, fm);
      i = j;
      continue;
    }
    if (j > i) {
      i = j;
      continue;
    }
    const c = format[i] as string;
    if (c === '"') {
      i++;
      while (i < format.length && format[i] !== '"') {
        if (format[i] === '\\' && i + 1 < format.length) i++;
        out += format[i];
        i++;
      }
      i++;
      continue;
    }
    if (c === '\\' && format[i + 1] === '"') {
      out += '"';
      i += 2;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** The CharTm of wall-clock µs. */
export function charTmOfTimestamp(local: bigint, offset?: number, abbrev?: string): CharTm {
  const tm = toTm(local);
  return { ...tm, interval: false, ...(offset !== undefined ? { offset } : {}), ...(abbrev !== undefined ? { abbrev } : {}) };
}

/** The CharTm of a stored interval (interval2tm). */
export function charTmOfInterval(stored: string): CharTm {
  const iv = readInterval(stored);
  const hour = iv.micros / 3600000000n;
  const rest = iv.micros - hour * 3600000000n;
  return {
    year: cdiv(iv.months, 12),
    mon: iv.months % 12,
    mday: iv.days,
    hour: Number(hour),
    min: Number(rest / 60000000n),
    sec: Number((rest / 1000000n) % 60n),
    fsec: Number(rest % 1000000n),
    days: 0,
    interval: true,
  };
}

/**
 * The zone abbreviation to_char's TZ prints: the one timestamptz output prints (tm_zone), so a
 * POSIX setting's own name (`UTC+3` → UTC, `XYZ+3` → XYZ), the tz database's (LMT before
 * standard time), and nothing for a setting with no name (`-03:30`).
 */
export function zoneAbbrev(zone: string, utcMs: number, offset: number): string {
  return zoneAbbreviation(zone, Math.floor(utcMs / 1000), offset);
}
