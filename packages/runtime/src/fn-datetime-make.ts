import { PgError } from '@pgsqlite/errors';
import type { IntervalValue } from '@pgsqlite/catalog';
import { US_DAY, checkTimestamp, daysFrom, isLeap, monthDays, toTm, tsInfinite } from './fn-datetime-calendar.js';

const rint = (x: number): number => {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
};

/** C's %02d. */
const d2 = (n: number): string => (n >= 0 && n < 10 ? `0${n}` : String(n));

/** C's %02g (6 significant digits, shortest form). */
function g2(x: number): string {
  const ax = Math.abs(x);
  let s: string;
  if (ax !== 0 && (ax >= 1e6 || ax < 1e-4)) {
    const [m0 = '', e0 = ''] = x.toExponential(5).split('e');
    let m = m0;
    if (m.includes('.')) {
      while (m.endsWith('0')) m = m.slice(0, -1);
      if (m.endsWith('.')) m = m.slice(0, -1);
    }
    const sign = e0.startsWith('-') ? '-' : '+';
    const digits = e0.slice(1);
    s = `${m}e${sign}${digits.length < 2 ? `0${digits}` : digits}`;
  } else s = Number(x.toPrecision(6)).toString();
  return s.length < 2 ? `0${s}` : s;
}

/** ValidateDate for make_date/make_timestamp: days since 1970, or 22008. */
function validDays(year: number, month: number, day: number): number {
  let y = year;
  if (y < 0) y += 1;
  const bad = year === 0 || month < 1 || month > 12 || day < 1 || day > monthDays(y, month);
  if (bad) throw new PgError('datetime_field_overflow', `date field value out of range: ${year}-${d2(month)}-${d2(day)}`);
  const days = daysFrom(y, month, day);
  if (days < -2440588 || days > 2147483647 - 2440588) throw new PgError('datetime_field_overflow', `date out of range: ${year}-${d2(month)}-${d2(day)}`);
  return days;
}

/** float_time_overflows + tm2time: µs of day, or 22008. */
function validTime(hour: number, min: number, sec: number): bigint {
  const us = Number.isNaN(sec) ? NaN : rint(sec * 1e6);
  const bad =
    hour < 0 || hour > 24 || min < 0 || min >= 60 || Number.isNaN(us) || us < 0 || us > 60e6 || ((hour * 60 + min) * 60) * 1e6 + us > 86400e6;
  if (bad) throw new PgError('datetime_field_overflow', `time field value out of range: ${hour}:${d2(min)}:${g2(sec)}`);
  return BigInt((hour * 60 + min) * 60) * 1000000n + BigInt(us);
}

/** make_date(year, month, day) → stored date. */
export function makeDate(year: number, month: number, day: number): number {
  return validDays(year, month, day);
}

/** make_time(hour, min, sec) → stored time. */
export function makeTime(hour: number, min: number, sec: number): bigint {
  return validTime(hour, min, sec);
}

/** make_timestamp(...) → wall-clock µs since 1970. */
export function makeTimestamp(y: number, mo: number, d: number, h: number, mi: number, sec: number): bigint {
  const days = validDays(y, mo, d);
  const tod = validTime(h, mi, sec);
  const out = BigInt(days) * US_DAY + tod;
  if (out < -210866803200000000n || out >= 9224318016000000000n) {
    throw new PgError('datetime_field_overflow', `timestamp out of range: ${y}-${d2(mo)}-${d2(d)} ${h}:${d2(mi)}:${g2(sec)}`);
  }
  return out;
}

/** make_interval(years, months, weeks, days, hours, mins, secs). */
export function makeInterval(years: number, months: number, weeks: number, days: number, hours: number, mins: number, secs: number): IntervalValue {
  if (!Number.isFinite(secs)) throw new PgError('datetime_field_overflow', 'interval out of range');
  const m = years * 12 + months;
  const dd = weeks * 7 + days;
  if (Math.abs(m) > 2147483647 || Math.abs(dd) > 2147483647) throw new PgError('datetime_field_overflow', 'interval out of range');
  const micros = BigInt(hours) * 3600000000n + BigInt(mins) * 60000000n + BigInt(rint(secs * 1e6));
  return { months: m, days: dd, micros };
}

const intervalOutOfRange = (): PgError => new PgError('datetime_field_overflow', 'interval out of range');

/** An int32 sum, or 22008 "interval out of range" (pg_add_s32_overflow). */
function addInt32(a: number, b: number): number {
  const r = a + b;
  if (r > 2147483647 || r < -2147483648) throw intervalOutOfRange();
  return r;
}

/** Whole months out of the days (justify_days' step), the months range-checked. */
function daysToMonths(months: number, days: number): [number, number] {
  const whole = Math.trunc(days / 30);
  return [addInt32(months, whole), days - whole * 30];
}

/** Whole days out of the time (TMODULO by a day), the days range-checked. */
function timeToDays(days: number, micros: bigint): [number, bigint] {
  const whole = micros / US_DAY;
  return [addInt32(days, Number(whole)), micros - whole * US_DAY];
}

/** Days and time brought to one sign (the last step of justify_hours and justify_interval). */
function alignTime(days: number, micros: bigint): [number, bigint] {
  if (days > 0 && micros < 0n) return [days - 1, micros + US_DAY];
  if (days < 0 && micros > 0n) return [days + 1, micros - US_DAY];
  return [days, micros];
}

/** justify_hours / justify_days / justify_interval as PostgreSQL 15 computes them, overflow checked. */
export function justify(iv: IntervalValue, mode: 'hours' | 'days' | 'interval'): IntervalValue {
  let { months, days, micros } = iv;
  if (mode === 'hours') {
    [days, micros] = timeToDays(days, micros);
    [days, micros] = alignTime(days, micros);
    return { months, days, micros };
  }
  if (mode === 'days') {
    [months, days] = daysToMonths(months, days);
    if (months > 0 && days < 0) [months, days] = [months - 1, days + 30];
    else if (months < 0 && days > 0) [months, days] = [months + 1, days - 30];
    return { months, days, micros };
  }
  // Pre-justify the days when day and time share a sign: it may prevent an overflow.
  if ((days > 0 && micros > 0n) || (days < 0 && micros < 0n)) [months, days] = daysToMonths(months, days);
  const whole = micros / US_DAY;
  micros -= whole * US_DAY;
  days += Number(whole);
  [months, days] = daysToMonths(months, days);
  if (months > 0 && (days < 0 || (days === 0 && micros < 0n))) [months, days] = [months - 1, days + 30];
  else if (months < 0 && (days > 0 || (days === 0 && micros > 0n))) [months, days] = [months + 1, days - 30];
  [days, micros] = alignTime(days, micros);
  return { months, days, micros };
}

/** age(a, b) over wall-clock µs (timestamptz callers pass local times). */
export function age(a: bigint, b: bigint): IntervalValue {
  if (tsInfinite(a) || tsInfinite(b)) throw new PgError('datetime_field_overflow', 'timestamp out of range');
  const t1 = toTm(a);
  const t2 = toTm(b);
  let fsec = t1.fsec - t2.fsec;
  let sec = t1.sec - t2.sec;
  let min = t1.min - t2.min;
  let hour = t1.hour - t2.hour;
  let mday = t1.mday - t2.mday;
  let mon = t1.mon - t2.mon;
  let year = t1.year - t2.year;
  const neg = a < b;
  if (neg) [fsec, sec, min, hour, mday, mon, year] = [-fsec, -sec, -min, -hour, -mday, -mon, -year];
  while (fsec < 0) (fsec += 1e6), sec--;
  while (sec < 0) (sec += 60), min--;
  while (min < 0) (min += 60), hour--;
  while (hour < 0) (hour += 24), mday--;
  const ref = neg ? t1 : t2;
  while (mday < 0) {
    mday += [31, isLeap(ref.year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][ref.mon - 1] as number;
    mon--;
  }
  while (mon < 0) (mon += 12), year--;
  if (neg) [fsec, sec, min, hour, mday, mon, year] = [-fsec, -sec, -min, -hour, -mday, -mon, -year];
  return { months: year * 12 + mon, days: mday, micros: BigInt(((hour * 60 + min) * 60 + sec) * 1e6 + fsec) };
}

/** The µs of a timestamp, checked for PostgreSQL's range. */
export function checked(us: bigint): bigint {
  return checkTimestamp(us);
}
