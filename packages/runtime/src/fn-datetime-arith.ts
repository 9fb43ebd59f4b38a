import { PgError } from '@pgsqlite/errors';
import { DATE_INFINITY, DATE_NEG_INFINITY, daysFromCivil, formatTimeOfDay, readInterval, writeInterval } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { timetzParts } from './order-keys.js';

/**
 * Date and time-of-day arithmetic with PostgreSQL's infinities and range checks (date.c):
 * date ± integer, date − date, date → timestamp, date + time / timetz, time ± interval,
 * time − time, timetz ± interval. Stored forms: date = INTEGER days since 1970 (±infinity =
 * int32 max/min), time = INTEGER µs since midnight, timestamp(tz) = INTEGER µs since 1970
 * (±infinity = int64 max/min), timetz = TEXT `HH:MM:SS[.f]±HH[:MM[:SS]]`.
 */

const US_PER_DAY = 86_400_000_000n;
const US_PER_SEC = 1_000_000n;
const TS_INFINITY = 2n ** 63n - 1n;
const TS_NEG_INFINITY = -(2n ** 63n);
/** IS_VALID_DATE: 4714-11-24 BC .. 5874897-12-31. */
const DATE_MIN = daysFromCivil(-4713, 11, 24);
const DATE_MAX = daysFromCivil(5874897, 12, 31);
/** TIMESTAMP_END_JULIAN: the first date a timestamp cannot hold (294277-01-01). */
const DATE_TS_END = daysFromCivil(294277, 1, 1);
const TS_MIN = BigInt(DATE_MIN) * US_PER_DAY;
const TS_END = BigInt(DATE_TS_END) * US_PER_DAY;

function dateOutOfRange(): PgError {
  return new PgError('datetime_field_overflow', 'date out of range');
}

function isInfiniteDate(d: number): boolean {
  return d === DATE_INFINITY || d === DATE_NEG_INFINITY;
}

function storeBig(v: bigint): SqlValue {
  return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
}

/** date_pli / date_mii: infinities stay, anything leaving the date range is 22008. */
export function datePlusDays(d: number, n: number): number {
  if (isInfiniteDate(d)) return d;
  const r = d + n;
  if (r < DATE_MIN || r > DATE_MAX) throw dateOutOfRange();
  return r;
}

/** date_mi: days between two finite dates. */
export function dateMinus(a: number, b: number): number {
  if (isInfiniteDate(a) || isInfiniteDate(b)) throw new PgError('datetime_field_overflow', 'cannot subtract infinite dates');
  return a - b;
}

/** date2timestamp: midnight of the date as µs since 1970, infinities kept. */
export function dateToTimestamp(d: number): bigint {
  if (d === DATE_INFINITY) return TS_INFINITY;
  if (d === DATE_NEG_INFINITY) return TS_NEG_INFINITY;
  if (d >= DATE_TS_END) throw new PgError('datetime_field_overflow', 'date out of range for timestamp');
  return BigInt(d) * US_PER_DAY;
}

/** datetime_pl: date + time. */
function datePlusTime(d: number, t: bigint): bigint {
  const ts = dateToTimestamp(d);
  if (ts === TS_INFINITY || ts === TS_NEG_INFINITY) return ts;
  const r = ts + t;
  if (r < TS_MIN || r >= TS_END) throw new PgError('datetime_field_overflow', 'timestamp out of range');
  return r;
}

/** datetimetz_timestamptz: date + timetz as a UTC instant. */
function datePlusTimetz(d: number, tz: string): bigint {
  if (d === DATE_INFINITY) return TS_INFINITY;
  if (d === DATE_NEG_INFINITY) return TS_NEG_INFINITY;
  if (d >= DATE_TS_END) throw new PgError('datetime_field_overflow', 'date out of range for timestamp');
  const r = BigInt(d) * US_PER_DAY + timetzParts(tz).utc;
  if (r < TS_MIN || r >= TS_END) throw new PgError('datetime_field_overflow', 'date out of range for timestamp');
  return r;
}

/** time_pl_interval / timetz_pl_interval: only the interval's time part counts, wrapped to one day. */
function wrapDay(us: bigint): bigint {
  const r = us % US_PER_DAY;
  return r < 0n ? r + US_PER_DAY : r;
}

function timetzPlusInterval(tz: string, iv: string, sign: number): string {
  const zone = tz.slice(tz.search(/[+-][^+-]*$/));
  const { utc, zone: west } = timetzParts(tz);
  const local = utc - BigInt(west) * US_PER_SEC;
  return formatTimeOfDay(wrapDay(local + BigInt(sign) * readInterval(iv).micros)) + zone;
}

function big(v: SqlValue): bigint {
  return typeof v === 'bigint' ? v : BigInt(v as number);
}

function strict(fn: (...args: SqlValue[]) => SqlValue): (...args: SqlValue[]) => SqlValue {
  return (...args) => (args.some((a) => a === null) ? null : fn(...args));
}

/** Registers pg_date_pli, pg_date_mi, pg_date_ts, pg_date_pl_time, pg_date_pl_timetz, pg_time_pl_interval, pg_time_mi, pg_timetz_pl_interval. */
export function registerDatetimeArith(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call: strict(call) });
  def('pg_date_pli', 2, (d, n) => datePlusDays(Number(d), Number(n)));
  // an integer (int4) result: a JS number would reach SQLite as REAL (522.0 in casts to text or numeric)
  def('pg_date_mi', 2, (a, b) => BigInt(dateMinus(Number(a), Number(b))));
  def('pg_date_ts', 1, (d) => storeBig(dateToTimestamp(Number(d))));
  def('pg_date_pl_time', 2, (d, t) => storeBig(datePlusTime(Number(d), big(t))));
  def('pg_date_pl_timetz', 2, (d, tz) => storeBig(datePlusTimetz(Number(d), String(tz))));
  def('pg_time_pl_interval', 3, (t, iv, sign) => storeBig(wrapDay(big(t) + BigInt(Number(sign)) * readInterval(String(iv)).micros)));
  def('pg_time_mi', 2, (a, b) => writeInterval({ months: 0, days: 0, micros: big(a) - big(b) }));
  def('pg_timetz_pl_interval', 3, (tz, iv, sign) => timetzPlusInterval(String(tz), String(iv), Number(sign)));
}
