import { readInterval, writeInterval, zoneOffsetSeconds } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { T_INTERVAL, T_TIMESTAMP, T_TIMESTAMPTZ, US_SEC, cdiv, checkTimestamp, dow, fromTm, toTm, tsInfinite, type Tm } from './fn-datetime-calendar.js';
import { decodeUnit, unitNotRecognized, unitNotSupported } from './fn-datetime-units.js';

/** The UTC offset (seconds east) of `zone` at UTC µs `us`. */
export function offsetAt(zone: string, us: bigint): number {
  const secs = us / US_SEC - (us < 0n && us % US_SEC !== 0n ? 1n : 0n);
  return zoneOffsetSeconds(zone, Number(secs));
}

/** Wall-clock µs in `zone` → UTC µs, resolving DST gaps and overlaps as DetermineTimeZoneOffset. */
export function localToUtc(zone: string, localUs: bigint): bigint {
  const guess = Number(localUs / US_SEC);
  const before = zoneOffsetSeconds(zone, guess - 86400);
  const after = zoneOffsetSeconds(zone, guess + 86400);
  const beforeValid = zoneOffsetSeconds(zone, guess - before) === before;
  const afterValid = zoneOffsetSeconds(zone, guess - after) === after;
  const off = before === after || (beforeValid && !afterValid) || (!beforeValid && !afterValid) ? before : after;
  return localUs - BigInt(off) * US_SEC;
}

/** Truncates a broken-down timestamp in place; true when the zone offset must be determined again. */
function truncTm(unit: string, type: number, tm: Tm): boolean {
  const field = decodeUnit(unit);
  if (field === undefined) throw unitNotRecognized(unit, type);
  const order = ['millennium', 'century', 'decade', 'year', 'quarter', 'month', 'day', 'hour', 'minute', 'second'];
  if (field === 'week') {
    tm.days -= (dow(tm.days) + 6) % 7;
    Object.assign(tm, { ...toTm(BigInt(tm.days) * 86400000000n) });
    return true;
  }
  if (field === 'milliseconds') {
    tm.fsec = Math.floor(tm.fsec / 1000) * 1000;
    return false;
  }
  if (field === 'microseconds') return false;
  const at = order.indexOf(field);
  if (at < 0) throw unitNotSupported(unit, type);
  const y = tm.year;
  if (field === 'millennium') tm.year = y > 0 ? cdiv(y + 999, 1000) * 1000 - 999 : -cdiv(999 - (y - 1), 1000) * 1000 + 1;
  if (field === 'millennium' || field === 'century') {
    const z = tm.year;
    tm.year = z > 0 ? cdiv(z + 99, 100) * 100 - 99 : -cdiv(99 - (z - 1), 100) * 100 + 1;
  }
  if (field === 'decade') tm.year = y > 0 ? cdiv(y, 10) * 10 : -cdiv(8 - (y - 1), 10) * 10;
  if (at <= 3) tm.mon = 1;
  if (at <= 4) tm.mon = 3 * cdiv(tm.mon - 1, 3) + 1;
  if (at <= 5) tm.mday = 1;
  if (at <= 6) tm.hour = 0;
  if (at <= 7) tm.min = 0;
  if (at <= 8) tm.sec = 0;
  tm.fsec = 0;
  return at <= 6;
}

/** date_trunc(unit, timestamp) and date_trunc(unit, timestamptz [, zone]) over stored µs. */
export function truncTimestamp(unit: string, us: bigint, type: number, zone: string): bigint {
  if (tsInfinite(us)) return us;
  if (type === T_TIMESTAMP) {
    const tm = toTm(us);
    truncTm(unit, type, tm);
    return checkTimestamp(fromTm(tm));
  }
  const offset = BigInt(offsetAt(zone, us)) * US_SEC;
  const tm = toTm(us + offset);
  const redo = truncTm(unit, T_TIMESTAMPTZ, tm);
  const local = fromTm(tm);
  return checkTimestamp(redo ? localToUtc(zone, local) : local - offset);
}

/** date_trunc(unit, interval). */
export function truncInterval(unit: string, stored: string): string {
  const field = decodeUnit(unit);
  if (field === undefined) throw unitNotRecognized(unit, T_INTERVAL);
  const iv = readInterval(stored);
  let year = cdiv(iv.months, 12);
  let mon = iv.months % 12;
  let day = iv.days;
  let hour = iv.micros / 3600000000n;
  let min = (iv.micros / 60000000n) % 60n;
  let sec = (iv.micros / 1000000n) % 60n;
  let usec = iv.micros % 1000000n;
  const order = ['millennium', 'century', 'decade', 'year', 'quarter', 'month', 'day', 'hour', 'minute', 'second'];
  const at = order.indexOf(field);
  if (field === 'milliseconds') usec = (usec / 1000n) * 1000n;
  else if (field !== 'microseconds') {
    if (at < 0) throw unitNotSupported(unit, T_INTERVAL, field === 'week' ? 'Months usually have fractional weeks.' : undefined);
    if (at <= 0) year = cdiv(year, 1000) * 1000;
    if (at <= 1) year = cdiv(year, 100) * 100;
    if (at <= 2) year = cdiv(year, 10) * 10;
    if (at <= 3) mon = 0;
    if (at <= 4) mon = 3 * cdiv(mon, 3);
    if (at <= 5) day = 0;
    if (at <= 6) hour = 0n;
    if (at <= 7) min = 0n;
    if (at <= 8) sec = 0n;
    usec = 0n;
  }
  const micros = ((hour * 60n + min) * 60n + sec) * US_SEC + usec;
  return writeInterval({ months: year * 12 + mon, days: day, micros });
}

const INT64_MAX = 9223372036854775807n;

/** date_bin(stride, source, origin) over stored µs. */
export function dateBin(strideText: string, ts: bigint, origin: bigint): bigint {
  // timestamp_bin: an infinite source is returned before the origin is looked at
  if (tsInfinite(ts)) return ts;
  if (tsInfinite(origin)) throw new PgError('datetime_field_overflow', 'origin out of range');
  const stride = readInterval(strideText);
  if (stride.months !== 0) throw new PgError('feature_not_supported', 'timestamps cannot be binned into intervals containing months or years');
  // int64 arithmetic as timestamp_bin's pg_mul/add/sub_s64_overflow checks (the difference of two
  // timestamps does not depend on the epoch they count from)
  const outOfRange = (v: bigint): boolean => v > INT64_MAX || v < -INT64_MAX - 1n;
  const strideDays = BigInt(stride.days) * 86400000000n;
  const strideUs = strideDays + stride.micros;
  if (outOfRange(strideDays) || outOfRange(strideUs)) throw new PgError('datetime_field_overflow', 'interval out of range');
  if (strideUs <= 0n) throw new PgError('datetime_field_overflow', 'stride must be greater than zero');
  const diff = ts - origin;
  if (outOfRange(diff)) throw new PgError('datetime_field_overflow', 'interval out of range');
  let delta = diff - (diff % strideUs);
  if (diff < 0n && diff % strideUs !== 0n) delta -= strideUs;
  return checkTimestamp(origin + delta);
}
