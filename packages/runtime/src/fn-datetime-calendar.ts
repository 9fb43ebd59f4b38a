import { PgError } from '@pgsqlite/errors';
import { formatNumeric } from '@pgsqlite/catalog';
import type { SqlValue } from './host.js';

/** Microseconds per day / second / minute / hour. */
export const US_DAY = 86400000000n;
export const US_SEC = 1000000n;
/** Stored infinities of timestamps and dates. */
export const TS_INF = 2n ** 63n - 1n;
export const TS_NEG_INF = -(2n ** 63n);
export const DATE_INF = 2147483647;
export const DATE_NEG_INF = -2147483648;
/** Julian day number of 1970-01-01. */
export const JULIAN_1970 = 2440588;

/** Type OIDs the date/time runtime functions are told about. */
export const T_DATE = 1082;
export const T_TIME = 1083;
export const T_TIMESTAMP = 1114;
export const T_TIMESTAMPTZ = 1184;
export const T_INTERVAL = 1186;

/** A stored INTEGER as bigint. */
export function big(v: SqlValue): bigint {
  return typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v)));
}

/** A bigint as SQLite storage (number when safe). */
export function store(v: bigint): SqlValue {
  return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
}

/** C integer division (truncating toward zero). */
export function cdiv(a: number, b: number): number {
  return Math.trunc(a / b);
}

/** Days since 1970 of a civil (astronomical-year) date. */
export function daysFrom(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil date (astronomical year) of days since 1970. */
export function civil(days: number): { y: number; m: number; d: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** True in a Gregorian leap year. */
export function isLeap(y: number): boolean {
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
}

/** Days in month `m` (1–12) of year `y`. */
export function monthDays(y: number, m: number): number {
  return [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] as number;
}

/** Day of week, 0 = Sunday. */
export function dow(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** Monday of ISO week 1 of ISO year `y` (days since 1970). */
function isoWeek1(y: number): number {
  const day4 = daysFrom(y, 1, 4);
  return day4 - dow(day4 - 1);
}

/** date2isoweek / date2isoyear. */
export function isoWeek(days: number): { week: number; year: number } {
  let year = civil(days).y;
  let start = isoWeek1(year);
  if (days < start) {
    year -= 1;
    start = isoWeek1(year);
  }
  let week = Math.floor((days - start) / 7) + 1;
  if (week >= 52) {
    const next = isoWeek1(year + 1);
    if (days >= next) {
      year += 1;
      week = Math.floor((days - next) / 7) + 1;
    }
  }
  return { week, year };
}

/** A broken-down local timestamp (PostgreSQL's struct pg_tm + fsec). */
export interface Tm {
  year: number;
  mon: number;
  mday: number;
  hour: number;
  min: number;
  sec: number;
  /** microseconds within the second */
  fsec: number;
  /** days since 1970 */
  days: number;
}

/** timestamp2tm of wall-clock µs since 1970. */
export function toTm(us: bigint): Tm {
  let days = us / US_DAY;
  let tod = us - days * US_DAY;
  if (tod < 0n) {
    tod += US_DAY;
    days -= 1n;
  }
  const c = civil(Number(days));
  const t = Number(tod);
  return {
    year: c.y,
    mon: c.m,
    mday: c.d,
    hour: Math.floor(t / 3600e6),
    min: Math.floor(t / 60e6) % 60,
    sec: Math.floor(t / 1e6) % 60,
    fsec: t % 1e6,
    days: Number(days),
  };
}

/** tm2timestamp: wall-clock µs since 1970 (fields may be out of their usual range). */
export function fromTm(tm: Omit<Tm, 'days'>): bigint {
  const days = daysFrom(tm.year, tm.mon, tm.mday);
  const tod = ((BigInt(tm.hour) * 60n + BigInt(tm.min)) * 60n + BigInt(tm.sec)) * US_SEC + BigInt(tm.fsec);
  return BigInt(days) * US_DAY + tod;
}

/** Whether a stored timestamp is ±infinity. */
export function tsInfinite(us: bigint): boolean {
  return us === TS_INF || us === TS_NEG_INF;
}

/** PostgreSQL's valid timestamp range check (22008 timestamp out of range). */
export function checkTimestamp(us: bigint): bigint {
  if (!tsInfinite(us) && (us < -210866803200000000n || us >= 9224318016000000000n)) {
    throw new PgError('datetime_field_overflow', 'timestamp out of range');
  }
  return us;
}

/** int64_div_fast_to_numeric: `v / 10^scale` as a stored numeric with exactly `scale` digits. */
export function scaledNumeric(v: bigint, scale: number): string {
  return formatNumeric({ kind: 'finite', neg: v < 0n, unscaled: v < 0n ? -v : v, scale });
}

/** A stored numeric infinity. */
export function numericInfinity(neg: boolean): string {
  return formatNumeric({ kind: 'inf', neg });
}
