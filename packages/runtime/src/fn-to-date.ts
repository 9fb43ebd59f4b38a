import { PgError } from '@pgsqlite/errors';
import { JULIAN_1970, US_SEC, civil, daysFrom, dow, isLeap, monthDays } from './fn-datetime-calendar.js';
import { fromChar } from './fn-to-timestamp.js';

/** The broken-down result of do_to_timestamp (astronomical year). */
interface Parsed {
  year: number; mon: number; mday: number; hour: number; min: number; sec: number;
  fsec: number;
  /** fractional digits given by FF1..FF6, 0 = none */
  fprec: number;
  /** seconds east of UTC given by TZH/TZM, or null */
  offset: number | null;
}

const overflow = (input: string): PgError => new PgError('datetime_field_overflow', `date/time field value out of range: "${input}"`);

/** isoweek2j as days since 1970: the Monday of ISO week `week` of `year`. */
function isoWeekStart(year: number, week: number): number {
  const day4 = daysFrom(year, 1, 4);
  const day0 = dow(day4 - 1);
  return (week - 1) * 7 + (day4 - day0);
}

function fromDays(days: number, p: Parsed): void {
  const c = civil(days);
  p.year = c.y;
  p.mon = c.m;
  p.mday = c.d;
}

const YSUM = [
  [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365],
  [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366],
];

/** do_to_timestamp: the fields read, combined and range-checked as PostgreSQL does. */
export function doToTimestamp(input: string, format: string): Parsed {
  const f = fromChar(format, input);
  const p: Parsed = { year: 0, mon: 1, mday: 1, hour: 0, min: 0, sec: 0, fsec: 0, fprec: f.ff, offset: null };
  let year = false;
  let month = false;
  let day = false;
  if (f.ssss) {
    p.hour = Math.trunc(f.ssss / 3600);
    p.min = Math.trunc((f.ssss % 3600) / 60);
    p.sec = f.ssss % 60;
  }
  if (f.ss) p.sec = f.ss;
  if (f.mi) p.min = f.mi;
  if (f.hh) p.hour = f.hh;
  if (f.clock12) {
    if (p.hour < 1 || p.hour > 12) {
      throw new PgError('invalid_datetime_format', `hour "${p.hour}" is invalid for the 12-hour clock`, { hint: 'Use the 24-hour clock, or give an hour between 1 and 12.' });
    }
    if (f.pm && p.hour < 12) p.hour += 12;
    else if (!f.pm && p.hour === 12) p.hour = 0;
  }
  if (f.year) {
    if (f.cc && f.yysz <= 2) {
      const cc = f.bc ? -f.cc : f.cc;
      p.year = f.year % 100;
      if (p.year) p.year = cc >= 0 ? p.year + (cc - 1) * 100 : (cc + 1) * 100 - p.year + 1;
      else p.year = cc * 100 + (cc >= 0 ? 0 : 1);
    } else {
      p.year = f.bc ? -f.year : f.year;
      if (p.year < 0) p.year++;
    }
    year = true;
  } else if (f.cc) {
    const cc = f.bc ? -f.cc : f.cc;
    p.year = cc >= 0 ? (cc - 1) * 100 + 1 : cc * 100 + 1;
    year = true;
  }
  if (f.j) {
    fromDays(f.j - JULIAN_1970, p);
    year = month = day = true;
  }
  let ddd = f.ddd;
  if (f.ww) {
    if (f.mode === 'iso') {
      const start = isoWeekStart(p.year, f.ww);
      fromDays(f.d ? start + (f.d > 1 ? f.d - 2 : 6) : start, p);
      year = month = day = true;
    } else ddd = (f.ww - 1) * 7 + 1;
  }
  const dd = f.w ? (f.w - 1) * 7 + 1 : f.dd;
  if (dd) {
    p.mday = dd;
    day = true;
  }
  if (f.mm) {
    p.mon = f.mm;
    month = true;
  }
  if (ddd && (p.mon <= 1 || p.mday <= 1)) {
    if (!p.year && !f.bc) throw new PgError('invalid_datetime_format', 'cannot calculate day of year without year information');
    if (f.mode === 'iso') {
      fromDays(isoWeekStart(p.year, 1) - 1 + ddd, p);
      year = month = day = true;
    } else {
      const y = YSUM[isLeap(p.year) ? 1 : 0] as number[];
      let i = 1;
      while (i <= 12 && ddd > (y[i] as number)) i++;
      if (p.mon <= 1) p.mon = i;
      if (p.mday <= 1) p.mday = ddd - (y[i - 1] ?? 0);
      month = day = true;
    }
  }
  p.fsec = f.ms * 1000 + f.us;
  if ((month && (p.mon < 1 || p.mon > 12)) || (day && (p.mday < 1 || p.mday > 31))) throw overflow(input);
  if (year && month && day && p.mday > monthDays(p.year, p.mon)) throw overflow(input);
  if (p.hour < 0 || p.hour >= 24 || p.min < 0 || p.min >= 60 || p.sec < 0 || p.sec >= 60 || p.fsec < 0 || p.fsec >= 1000000) throw overflow(input);
  if (f.tzsign) {
    if (f.tzh < 0 || f.tzh > 15 || f.tzm < 0 || f.tzm >= 60) {
      throw new PgError('invalid_time_zone_displacement_value', `time zone displacement out of range: "${input}"`);
    }
    p.offset = f.tzsign * (f.tzh * 3600 + f.tzm * 60);
  }
  return p;
}

/** to_date: days since 1970. */
export function toDate(input: string, format: string): number {
  const p = doToTimestamp(input, format);
  const days = daysFrom(p.year, p.mon, p.mday);
  // IS_VALID_JULIAN (from 4714-11-24 BC) and the date type's upper bound (5874897-12-31)
  if (days < -2440588 || days > 2145031948) throw new PgError('datetime_field_overflow', `date out of range: "${input}"`);
  return days;
}

/** to_timestamp(text, text): UTC µs; `localToUtc` resolves the session zone when no TZH/TZM was given. */
export function toTimestamp(input: string, format: string, localToUtc: (local: bigint) => bigint): bigint {
  const p = doToTimestamp(input, format);
  const days = daysFrom(p.year, p.mon, p.mday);
  let local = ((BigInt(days) * 24n + BigInt(p.hour)) * 3600n + BigInt(p.min * 60 + p.sec)) * US_SEC + BigInt(p.fsec);
  if (p.fprec) {
    const unit = 10n ** BigInt(6 - p.fprec);
    const r = ((local % unit) + unit) % unit;
    local = r * 2n >= unit ? local - r + unit : local - r;
  }
  const utc = p.offset !== null ? local - BigInt(p.offset) * US_SEC : localToUtc(local);
  if (days < -2440588 || utc < -210866803200000000n || utc >= 9224318016000000000n) {
    throw new PgError('datetime_field_overflow', 'timestamp out of range');
  }
  return utc;
}
