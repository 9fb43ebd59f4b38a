import { PgError } from '@pgsqlite/errors';
import { readInterval, writeInterval, zoneOffsetSeconds, type IntervalValue } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { zoneArgument } from './zone-argument.js';

const US_PER_DAY = 86400000000n;
const US_PER_SEC = 1000000n;
/** PostgreSQL's ±infinity timestamps (INT64 extremes), as stored. */
const INF = 2n ** 63n - 1n;
const NEG_INF = -(2n ** 63n);

function big(v: SqlValue): bigint {
  return typeof v === 'bigint' ? v : BigInt(v as number);
}

function store(v: bigint): SqlValue {
  return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
}

function isInfinite(us: bigint): boolean {
  return us === INF || us === NEG_INF;
}

function outOfRange(): PgError {
  return new PgError('datetime_field_overflow', 'timestamp out of range');
}

/** Proleptic Gregorian civil date ↔ days since 1970 (Howard Hinnant's algorithms). */
function civil(days: number): { y: number; m: number; d: number } {
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

function daysFrom(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function daysInMonth(y: number, m: number): number {
  return [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] as number;
}

/** Adds months then days to a wall-clock µs value, clamping the day to the month's end (timestamp_pl_interval). */
function addCalendar(localUs: bigint, months: number, days: number): bigint {
  let dayNo = localUs / US_PER_DAY;
  let tod = localUs - dayNo * US_PER_DAY;
  if (tod < 0n) {
    tod += US_PER_DAY;
    dayNo -= 1n;
  }
  let n = Number(dayNo);
  if (months !== 0) {
    const c = civil(n);
    const total = c.y * 12 + (c.m - 1) + months;
    const y = Math.floor(total / 12);
    const m = total - y * 12 + 1;
    n = daysFrom(y, m, Math.min(c.d, daysInMonth(y, m)));
  }
  return BigInt(n + days) * US_PER_DAY + tod;
}

/** timestamp ± interval; `zone` set for timestamptz (months and days move the local clock). */
export function timestampPlusInterval(us: bigint, iv: IntervalValue, sign: 1 | -1, zone: string | null): bigint {
  if (isInfinite(us)) return us;
  const months = sign * iv.months;
  const days = sign * iv.days;
  // months, then days, each a step of its own whose result must be a valid timestamp (PostgreSQL's
  // tm2timestamp raises 22008 in between: 4713-01-01 BC + '-39 days 25:42' passes below the
  // first day before its hours bring it back)
  const step = (from: bigint, m: number, d: number): bigint => {
    if (zone === null) return inRange(addCalendar(from, m, d));
    const off = BigInt(zoneOffsetSeconds(zone, Number(from / US_PER_SEC))) * US_PER_SEC;
    return inRange(localToUtc(zone, inRange(addCalendar(from + off, m, d))));
  };
  let out = us;
  if (months !== 0) out = step(out, months, 0);
  if (days !== 0) out = step(out, 0, days);
  out += sign === 1 ? iv.micros : -iv.micros;
  return out;
}

/** The first µs after 1970 no timestamp reaches (294277-01-01) and the first one (4714-11-24 BC). */
const TIMESTAMP_END = 9224318016000000000n;
const TIMESTAMP_MIN = -210866803200000000n;

function inRange(us: bigint): bigint {
  if (us < TIMESTAMP_MIN || us >= TIMESTAMP_END) throw outOfRange();
  return us;
}

function localToUtc(zone: string, localUs: bigint): bigint {
  const secs = localUs / US_PER_SEC;
  const guess = Number(secs);
  const before = zoneOffsetSeconds(zone, guess - 86400);
  const after = zoneOffsetSeconds(zone, guess + 86400);
  const asBefore = guess - before;
  const asAfter = guess - after;
  const beforeValid = zoneOffsetSeconds(zone, asBefore) === before;
  const afterValid = zoneOffsetSeconds(zone, asAfter) === after;
  const off = before === after || (beforeValid && !afterValid) || (!beforeValid && !afterValid) ? before : after;
  return localUs - BigInt(off) * US_PER_SEC;
}

/** timestamp_mi: the difference as an interval with whole days split off (interval_justify_hours). */
export function timestampMinus(a: bigint, b: bigint): IntervalValue {
  if (isInfinite(a) || isInfinite(b)) throw new PgError('datetime_field_overflow', 'cannot subtract infinite timestamps');
  let time = a - b;
  let day = time / US_PER_DAY;
  time -= day * US_PER_DAY;
  if (day > 0n && time < 0n) {
    time += US_PER_DAY;
    day -= 1n;
  } else if (day < 0n && time > 0n) {
    time -= US_PER_DAY;
    day += 1n;
  }
  return { months: 0, days: Number(day), micros: time };
}

const rint = (x: number): number => {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
};
const tsround = (x: number): number => rint(x * 1e6) / 1e6;

const INT64_LIMIT = 9223372036854775808;

/**
 * interval_mul / interval_div: the months and days scaled and range-checked, their fractions
 * spilled into days (30 per month) and time, the time rounded and range-checked; 22008 "interval
 * out of range" on overflow or NaN, 22012 for a zero divisor.
 */
export function intervalScale(iv: IntervalValue, factor: number, divide: boolean): IntervalValue {
  if (divide && factor === 0) throw new PgError('division_by_zero', 'division by zero');
  const outOfRange = (): PgError => new PgError('datetime_field_overflow', 'interval out of range');
  const scaled = (v: number): number => (divide ? v / factor : v * factor);
  const origMonth = scaled(iv.months);
  const origDay = scaled(iv.days);
  if (Number.isNaN(origMonth) || origMonth > 2147483647 || origMonth < -2147483648) throw outOfRange();
  if (Number.isNaN(origDay) || origDay > 2147483647 || origDay < -2147483648) throw outOfRange();
  const months = Math.trunc(origMonth);
  let days = Math.trunc(origDay);
  const monthRemainderDays = tsround((origMonth - months) * 30);
  let secRemainder = tsround((origDay - days + monthRemainderDays - Math.trunc(monthRemainderDays)) * 86400);
  if (Math.abs(secRemainder) >= 86400) {
    days += Math.trunc(secRemainder / 86400);
    secRemainder -= Math.trunc(secRemainder / 86400) * 86400;
  }
  days += Math.trunc(monthRemainderDays);
  const micros = rint(scaled(Number(iv.micros)) + secRemainder * 1e6);
  if (Number.isNaN(micros) || micros < -INT64_LIMIT || micros >= INT64_LIMIT) throw outOfRange();
  return { months, days, micros: BigInt(micros) };
}

/** interval_pl / interval_mi / interval_um: each field range-checked (22008 "interval out of range"). */
export function intervalAdd(x: IntervalValue, y: IntervalValue, sign: 1 | -1): IntervalValue {
  const months = x.months + sign * y.months;
  const days = x.days + sign * y.days;
  const micros = x.micros + BigInt(sign) * y.micros;
  if (months > 2147483647 || months < -2147483648 || days > 2147483647 || days < -2147483648 || micros > 9223372036854775807n || micros < -9223372036854775808n) {
    throw new PgError('datetime_field_overflow', 'interval out of range');
  }
  return { months, days, micros };
}

function zoneOf(state: RuntimeState, z: SqlValue): string {
  const name = zoneArgument(String(z));
  zoneOffsetSeconds(name, 0);
  return name.trim() === '' ? state.settings.timeZone : name;
}

/**
 * Registers the date/time arithmetic functions the operator typing emits:
 * pg_ts_pl_interval(ts, interval, sign, withTz), pg_ts_mi(a, b), pg_interval_op(a, b, sign),
 * pg_interval_scale(interval, factor, divide), pg_factor_interval(factor, interval), pg_interval_neg(interval),
 * pg_tz_to_local(zone, timestamptz) and pg_local_to_tz(zone, timestamp) (AT TIME ZONE).
 */
export function registerDatetime(host: RuntimeHost, state: RuntimeState): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: false, call: (...args) => (args.some((a) => a === null) ? null : call(...args)) });
  def('pg_ts_pl_interval', 4, (ts, iv, sign, withTz) => {
    const out = timestampPlusInterval(big(ts), readInterval(String(iv)), Number(sign) < 0 ? -1 : 1, Number(withTz) === 1 ? state.settings.timeZone : null);
    if (!isInfinite(out)) inRange(out);
    return store(out);
  });
  def('pg_ts_mi', 2, (a, b) => writeInterval(timestampMinus(big(a), big(b))));
  def('pg_interval_op', 3, (a, b, sign) => {
    const x = readInterval(String(a));
    const y = readInterval(String(b));
    return writeInterval(intervalAdd(x, y, Number(sign) < 0 ? -1 : 1));
  });
  def('pg_interval_scale', 3, (iv, f, div) => writeInterval(intervalScale(readInterval(String(iv)), Number(f), Number(div) === 1)));
  // float8 * interval (mul_d_interval): the factor is the left operand, computed first
  def('pg_factor_interval', 2, (f, iv) => writeInterval(intervalScale(readInterval(String(iv)), Number(f), false)));
  def('pg_interval_neg', 1, (iv) => {
    return writeInterval(intervalAdd({ months: 0, days: 0, micros: 0n }, readInterval(String(iv)), -1));
  });
  def('pg_tz_to_local', 2, (z, ts) => {
    const us = big(ts);
    if (isInfinite(us)) return store(us);
    return store(us + BigInt(zoneOffsetSeconds(zoneOf(state, z), Number(us / US_PER_SEC))) * US_PER_SEC);
  });
  def('pg_local_to_tz', 2, (z, ts) => {
    const us = big(ts);
    return isInfinite(us) ? store(us) : store(localToUtc(zoneOf(state, z), us));
  });
}
