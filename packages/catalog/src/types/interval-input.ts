import { PgError } from '@pgsqlite/errors';
import { Bad, INT32_MAX, INT32_MIN, INT64_MIN, US_PER_DAY, US_PER_HOUR, US_PER_MINUTE, US_PER_SEC, addDays, addFractDays, addFractMicros, addFractYears, addMicros, addMonths, addYears, badFormat, int32, int64, isDigit, overflow, rint, type Acc } from './interval-fields.js';
import { decodeIso } from './interval-iso.js';
import type { IntervalValue } from './interval.js';

/**
 * interval_in as PostgreSQL 15 reads its text (datetime.c: ParseDateTime, DecodeInterval,
 * DecodeISO8601Interval): fields read right to left so a unit word types the number before it,
 * a bare number typed by the column's field range (`interval '3' day`, `'1 2' day to hour`), the
 * SQL `years-months` and `[-]days hh:mm:ss` forms, a field given twice refused, and every
 * accumulation checked: months, days and years as int32, microseconds as int64. A field that
 * overflows is 22015 "interval field value out of range", a total of months outside int32 is
 * 22008 "interval out of range", anything unreadable 22007.
 */

/** Field range bits of an interval typmod (timestamp.h INTERVAL_MASK). */
const MONTH_BIT = 1 << 1;
const YEAR_BIT = 1 << 2;
const DAY_BIT = 1 << 3;
const HOUR_BIT = 1 << 10;
const MINUTE_BIT = 1 << 11;
const SECOND_BIT = 1 << 12;
/** Every field (INTERVAL_FULL_RANGE). */
export const FULL_RANGE = 0x7fff;

/** The units a field can carry (the DTK_* of DecodeInterval). */
type Unit = 'microsecond' | 'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year' | 'decade' | 'century' | 'millennium';

/** A field's mask bit, for "a field given twice" (DTK_M). */
const MASK: Record<Unit, number> = {
  microsecond: 1 << 0, millisecond: 1 << 1, second: 1 << 2, minute: 1 << 3, hour: 1 << 4, day: 1 << 5,
  week: 1 << 6, month: 1 << 7, year: 1 << 8, decade: 1 << 9, century: 1 << 10, millennium: 1 << 11,
};
const ALL_SECONDS = MASK.second | MASK.millisecond | MASK.microsecond;
const TIME_MASK = MASK.hour | MASK.minute | ALL_SECONDS;

/** Keyword lookups compare this many characters (datetime.h TOKMAXLEN). */
const TOKMAXLEN = 10;

/** deltatktbl: the unit words of interval input (lower case). */
const UNIT_WORDS: Record<string, Unit | 'ago' | 'other'> = {
  ago: 'ago',
  c: 'century', cent: 'century', centuries: 'century', century: 'century',
  d: 'day', day: 'day', days: 'day',
  dec: 'decade', decade: 'decade', decades: 'decade', decs: 'decade',
  h: 'hour', hour: 'hour', hours: 'hour', hr: 'hour', hrs: 'hour',
  m: 'minute', min: 'minute', mins: 'minute', minute: 'minute', minutes: 'minute',
  microsecon: 'microsecond', us: 'microsecond', usec: 'microsecond', usecond: 'microsecond', useconds: 'microsecond', usecs: 'microsecond',
  mil: 'millennium', millennia: 'millennium', millennium: 'millennium', mils: 'millennium',
  millisecon: 'millisecond', ms: 'millisecond', msec: 'millisecond', msecond: 'millisecond', mseconds: 'millisecond', msecs: 'millisecond',
  mon: 'month', mons: 'month', month: 'month', months: 'month',
  s: 'second', sec: 'second', second: 'second', seconds: 'second', secs: 'second',
  w: 'week', week: 'week', weeks: 'week',
  y: 'year', year: 'year', years: 'year', yr: 'year', yrs: 'year',
  // Units interval input knows but cannot take (DecodeInterval's default case).
  qtr: 'other', quarter: 'other', timezone: 'other', timezone_h: 'other', timezone_m: 'other',
};

/**
 * Words of datetktbl (the core date keywords): a letter run followed by a digit or '+' ends there
 * when it is one of these ('1d2h'); any other run goes on as one date-like field.
 */
const DATE_KEYWORDS: ReadonlySet<string> = new Set([
  'ad', 'allballs', 'am', 'at', 'bc', 'd', 'epoch', 'h', 'infinity', 'isodow', 'isoyear', 'j', 'jd', 'julian', 'm', 'mm',
  'now', 'on', 'pm', 's', 't', 'today', 'tomorrow', 'y', 'yesterday', 'z', 'zulu',
  'jan', 'january', 'feb', 'february', 'mar', 'march', 'apr', 'april', 'may', 'jun', 'june', 'jul', 'july', 'aug',
  'august', 'sep', 'sept', 'september', 'oct', 'october', 'nov', 'november', 'dec', 'december',
  'sun', 'sunday', 'mon', 'monday', 'tue', 'tues', 'tuesday', 'wed', 'wednesday', 'thu', 'thur', 'thurs', 'thursday',
  'fri', 'friday', 'sat', 'saturday',
]);

type FieldKind = 'number' | 'time' | 'date' | 'signed' | 'string' | 'special';
interface Field {
  readonly kind: FieldKind;
  readonly text: string;
}

const isAlpha = (c: string | undefined): boolean => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
const isPunct = (c: string): boolean => {
  const code = c.charCodeAt(0);
  return code > 32 && code < 127 && !isDigit(c) && !isAlpha(c);
};

/** ParseDateTime: the string split into typed fields. */
function tokenize(s: string): Field[] {
  const fields: Field[] = [];
  let i = 0;
  const n = s.length;
  while (i < n) {
    const c = s[i] as string;
    if (isSpace(c)) {
      i++;
      continue;
    }
    let text = '';
    let kind: FieldKind;
    if (isDigit(c)) {
      while (isDigit(s[i])) text += s[i++];
      if (s[i] === ':') {
        kind = 'time';
        while (isDigit(s[i]) || s[i] === ':' || s[i] === '.') text += s[i++];
      } else if (s[i] === '-' || s[i] === '/' || s[i] === '.') {
        const delim = s[i] as string;
        text += s[i++];
        if (isDigit(s[i])) {
          kind = delim === '.' ? 'number' : 'date';
          while (isDigit(s[i])) text += s[i++];
          if (s[i] === delim) {
            kind = 'date';
            while (isDigit(s[i]) || s[i] === delim) text += s[i++];
          }
        } else {
          kind = 'date';
          while (isAlpha(s[i]) || isDigit(s[i]) || s[i] === delim) text += (s[i++] as string).toLowerCase();
        }
      } else kind = 'number';
    } else if (c === '.') {
      text += s[i++];
      while (isDigit(s[i])) text += s[i++];
      kind = 'number';
    } else if (isAlpha(c)) {
      kind = 'string';
      while (isAlpha(s[i])) text += (s[i++] as string).toLowerCase();
      let isDate = s[i] === '-' || s[i] === '/' || s[i] === '.';
      if (!isDate && (s[i] === '+' || isDigit(s[i]))) isDate = !DATE_KEYWORDS.has(text.slice(0, TOKMAXLEN));
      if (isDate) {
        kind = 'date';
        while (s[i] === '+' || s[i] === '-' || s[i] === '/' || s[i] === '_' || s[i] === '.' || s[i] === ':' || isAlpha(s[i]) || isDigit(s[i])) {
          text += (s[i++] as string).toLowerCase();
        }
      }
    } else if (c === '+' || c === '-') {
      text += s[i++];
      while (isSpace(s[i])) i++;
      if (isDigit(s[i])) {
        kind = 'signed';
        while (isDigit(s[i]) || s[i] === ':' || s[i] === '.' || s[i] === '-') text += s[i++];
      } else if (isAlpha(s[i])) {
        kind = 'special';
        while (isAlpha(s[i])) text += (s[i++] as string).toLowerCase();
      } else throw badFormat();
    } else if (isPunct(c)) {
      i++;
      continue;
    } else throw badFormat();
    fields.push({ kind, text });
  }
  return fields;
}

/** strtoi64 at the start of `s` (sign allowed): the value and where it stopped; ERANGE → overflow. */
function leadingInt(s: string): { value: bigint; rest: string } {
  let i = 0;
  if (s[i] === '+' || s[i] === '-') i++;
  const from = i;
  while (isDigit(s[i])) i++;
  if (i === from) return { value: 0n, rest: s };
  return { value: int64(BigInt(s.slice(0, i))), rest: s.slice(i) };
}

/** strtod of a whole `.digits` tail (ParseFraction / ParseFractionalSecond). */
function fraction(s: string): number {
  if (s[0] !== '.' || !/^\.[0-9]*$/.test(s)) throw badFormat();
  return s.length === 1 ? 0 : Number(`0${s}`);
}

/** DecodeTimeCommon + DecodeTimeForInterval: `h:mm[:ss][.frac]` (or `mm:ss.frac`) as microseconds. */
function timeMicros(text: string, range: number): bigint {
  const h = leadingInt(text);
  if (h.rest === text || h.rest[0] !== ':') throw badFormat();
  let hour = h.value;
  const m = leadingInt(h.rest.slice(1));
  let min = int32(m.value);
  let sec = 0n;
  let fsec = 0;
  let rest = m.rest;
  if (rest === '') {
    if (range === (MINUTE_BIT | SECOND_BIT)) {
      sec = min;
      min = int32(hour);
      hour = 0n;
    }
  } else if (rest[0] === '.') {
    fsec = rint(fraction(rest) * 1e6);
    sec = min;
    min = int32(hour);
    hour = 0n;
  } else if (rest[0] === ':') {
    const sv = leadingInt(rest.slice(1));
    sec = int32(sv.value);
    rest = sv.rest;
    if (rest !== '') fsec = rint(fraction(rest) * 1e6);
  } else throw badFormat();
  if (hour < 0n || min < 0n || min > 59n || sec < 0n || sec > 60n || fsec < 0 || fsec > 1e6) throw overflow();
  let usec = BigInt(fsec);
  usec = int64(usec + int64(hour * US_PER_HOUR));
  usec = int64(usec + min * US_PER_MINUTE);
  return int64(usec + sec * US_PER_SEC);
}

/** The unit a bare number takes from the typmod's field range (the rightmost field). */
function rangeUnit(range: number): Unit {
  switch (range) {
    case YEAR_BIT:
      return 'year';
    case MONTH_BIT:
    case YEAR_BIT | MONTH_BIT:
      return 'month';
    case DAY_BIT:
      return 'day';
    case HOUR_BIT:
    case DAY_BIT | HOUR_BIT:
      return 'hour';
    case MINUTE_BIT:
    case HOUR_BIT | MINUTE_BIT:
    case DAY_BIT | HOUR_BIT | MINUTE_BIT:
      return 'minute';
    default:
      return 'second';
  }
}

const SCALE: Partial<Record<Unit, bigint>> = { microsecond: 1n, millisecond: 1000n, second: US_PER_SEC, minute: US_PER_MINUTE, hour: US_PER_HOUR };
const YEARS: Partial<Record<Unit, bigint>> = { year: 1n, decade: 10n, century: 100n, millennium: 1000n };

/** A number field of `unit` added to the accumulator; returns its mask. */
function addNumber(acc: Acc, unit: Unit, val: bigint, fval: number): number {
  const scale = SCALE[unit];
  if (scale !== undefined) {
    addMicros(acc, val, fval, scale);
    return unit === 'second' && fval !== 0 ? ALL_SECONDS : MASK[unit];
  }
  const years = YEARS[unit];
  if (years !== undefined) {
    addYears(acc, val, years);
    addFractYears(acc, fval, Number(years));
    return MASK[unit];
  }
  if (unit === 'day') {
    addDays(acc, val, 1n);
    addFractMicros(acc, fval, Number(US_PER_DAY));
  } else if (unit === 'week') {
    addDays(acc, val, 7n);
    addFractDays(acc, fval, 7);
  } else {
    addMonths(acc, val);
    addFractDays(acc, fval, 30);
  }
  return MASK[unit];
}

/** DecodeInterval over the fields; `sqlStandard` is IntervalStyle sql_standard (a leading '-' applies to all). */
function decodeInterval(fields: readonly Field[], range: number, sqlStandard: boolean): Acc {
  const acc: Acc = { usec: 0n, days: 0n, months: 0n, years: 0n };
  let forceNegative = false;
  if (sqlStandard && fields.length > 0 && fields[0]?.text[0] === '-') {
    forceNegative = !fields.slice(1).some((f) => f.text[0] === '-' || f.text[0] === '+');
  }
  let unit: Unit | 'none' | 'unset' = 'unset';
  let mask = 0;
  let pendingUnit = false;
  let before = false;
  for (let i = fields.length - 1; i >= 0; i--) {
    const f = fields[i] as Field;
    let tmask = 0;
    let asNumber = f.kind === 'number' || f.kind === 'date';
    if (f.kind === 'time') {
      acc.usec = timeMicros(f.text, range);
      if (forceNegative && acc.usec > 0n) acc.usec = -acc.usec;
      tmask = TIME_MASK;
      unit = 'day';
      pendingUnit = false;
    } else if (f.kind === 'signed') {
      let timed = false;
      if (f.text.slice(1).includes(':')) {
        try {
          acc.usec = timeMicros(f.text.slice(1), range);
          timed = true;
        } catch {
          timed = false;
        }
      }
      if (timed) {
        if (f.text[0] === '-') {
          if (acc.usec === INT64_MIN) throw overflow();
          acc.usec = -acc.usec;
        }
        if (forceNegative && acc.usec > 0n) acc.usec = -acc.usec;
        tmask = TIME_MASK;
        unit = 'day';
        pendingUnit = false;
      } else asNumber = true;
    } else if (f.kind === 'string' || f.kind === 'special') {
      if (pendingUnit) throw badFormat();
      // DecodeUnits compares at most TOKMAXLEN (10) characters: 'microseconds' is 'microsecon'.
      const word = UNIT_WORDS[f.text.slice(0, TOKMAXLEN)];
      if (word === undefined || word === 'other') throw badFormat();
      if (word === 'ago') {
        before = true;
        unit = 'none';
      } else {
        unit = word;
        pendingUnit = true;
      }
    }
    if (asNumber) {
      if (unit === 'unset') unit = rangeUnit(range);
      const lead = leadingInt(f.text);
      let val = lead.value;
      let fval = 0;
      const rest = lead.rest === f.text ? f.text : lead.rest;
      if (rest[0] === '-' && rest !== f.text) {
        // SQL "years-months"
        const m = leadingInt(rest.slice(1));
        let months = m.value;
        if (months < 0n || months >= 12n) throw overflow();
        if (m.rest !== '') throw badFormat();
        unit = 'month';
        if (f.text[0] === '-') months = -months;
        val = int64(int64(val * 12n) + months);
      } else if (rest[0] === '.') {
        fval = fraction(rest);
        if (f.text[0] === '-') fval = -fval;
      } else if (rest !== '' || lead.rest === f.text) {
        throw badFormat();
      }
      if (forceNegative) {
        if (val > 0n) val = -val;
        if (fval > 0) fval = -fval;
      }
      if (unit === 'none') throw badFormat();
      tmask = addNumber(acc, unit, val, fval);
      if (unit === 'hour') unit = 'day';
      pendingUnit = false;
    }
    if (tmask & mask) throw badFormat();
    mask |= tmask;
  }
  if (mask === 0 || pendingUnit) throw badFormat();
  if (before) {
    if (acc.usec === INT64_MIN || acc.days === INT32_MIN || acc.months === INT32_MIN || acc.years === INT32_MIN) throw overflow();
    acc.usec = -acc.usec;
    acc.days = -acc.days;
    acc.months = -acc.months;
    acc.years = -acc.years;
  }
  return acc;
}

/**
 * interval_in: `text` read as PostgreSQL reads it, `range` the typmod's field range (FULL_RANGE
 * when none), `sqlStandard` when IntervalStyle is sql_standard. Throws PostgreSQL's errors.
 */
export function readIntervalInput(text: string, range: number, sqlStandard: boolean): IntervalValue {
  let acc: Acc;
  try {
    try {
      acc = decodeInterval(tokenize(text), range, sqlStandard);
    } catch (e) {
      if (!(e instanceof Bad) || e.overflow) throw e;
      acc = decodeIso(text);
    }
  } catch (e) {
    if (!(e instanceof Bad)) throw e;
    if (e.overflow) throw new PgError('interval_field_overflow', `interval field value out of range: "${text}"`);
    throw new PgError('invalid_datetime_format', `invalid input syntax for type interval: "${text}"`);
  }
  const months = acc.years * 12n + acc.months;
  if (months < INT32_MIN || months > INT32_MAX) throw new PgError('datetime_field_overflow', 'interval out of range');
  return { months: Number(months), days: Number(acc.days), micros: acc.usec };
}
