import { readInterval, typeByOid, writeInterval, zoneOffsetSeconds } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { clockMicros, type RuntimeState } from './state.js';
import { DATE_INF, DATE_NEG_INF, T_DATE, T_INTERVAL, T_TIMESTAMPTZ, US_DAY, big, store, tsInfinite } from './fn-datetime-calendar.js';
import { extractPart } from './fn-datetime-extract.js';
import { charTmOfInterval, charTmOfTimestamp, toChar, zoneAbbrev } from './fn-to-char.js';
import { dateBin, localToUtc, offsetAt, truncInterval, truncTimestamp } from './fn-datetime-trunc.js';
import { age, checked, justify, makeDate, makeInterval, makeTime, makeTimestamp } from './fn-datetime-make.js';

function zoneArg(state: RuntimeState, z: SqlValue): string {
  if (z === null) return state.settings.timeZone;
  const name = String(z);
  zoneOffsetSeconds(name, 0);
  return name;
}

/** Wall-clock µs of a timestamptz in the session zone. */
function local(state: RuntimeState, us: bigint): bigint {
  return tsInfinite(us) ? us : us + BigInt(offsetAt(state.settings.timeZone, us)) * 1000000n;
}

/** overlaps(s1, e1, s2, e2) with PostgreSQL's NULL rules; the ends may be null (comparable instants). */
export function overlaps(a: SqlValue, b: SqlValue, c: SqlValue, d: SqlValue): SqlValue {
  const norm = (s: SqlValue, e: SqlValue): [bigint | null, bigint | null] => {
    if (s === null) return [e === null ? null : big(e), null];
    if (e === null) return [big(s), null];
    const x = big(s);
    const y = big(e);
    return x > y ? [y, x] : [x, y];
  };
  const [ts1, te1] = norm(a, b);
  const [ts2, te2] = norm(c, d);
  if (ts1 === null || ts2 === null) return null;
  if (ts1 > ts2) {
    if (te2 === null) return null;
    if (ts1 < te2) return 1;
    return te1 === null ? null : 0;
  }
  if (ts1 < ts2) {
    if (te1 === null) return null;
    if (ts2 < te1) return 1;
    return te2 === null ? null : 0;
  }
  return te1 === null || te2 === null ? null : 1;
}

/**
 * Registers the date/time functions (extract/date_part, date_trunc, date_bin, make_*, justify_*,
 * age, isfinite, overlaps). Type arguments are PostgreSQL type OIDs decided at plan time.
 */
export function registerDatetimeFunctions(host: RuntimeHost, state: RuntimeState): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: false, call: (...args) => (args.some((x) => x === null) ? null : call(...args)) });
  const n = Number;
  def('pg_dt_extract', 4, (unit, v, type, numeric) => extractPart(String(unit), v, n(type), n(numeric) === 1, state.settings.timeZone));
  def('pg_dt_trunc', 3, (unit, v, type) => store(truncTimestamp(String(unit), big(v), n(type), state.settings.timeZone)));
  // an infinite timestamp is returned before the zone is looked up (timestamptz_trunc_zone)
  def('pg_dt_trunc_zone', 3, (unit, v, zone) => (tsInfinite(big(v)) ? store(big(v)) : store(truncTimestamp(String(unit), big(v), T_TIMESTAMPTZ, zoneArg(state, zone)))));
  def('pg_dt_trunc_interval', 2, (unit, v) => truncInterval(String(unit), String(v)));
  def('pg_date_bin', 3, (stride, ts, origin) => store(dateBin(String(stride), big(ts), big(origin))));
  // a 'now' / 'today' literal read at run time with the transaction start (analyze/coerce.ts)
  def('pg_datetime_in_at', 4, (text, type, typmod, clock) => typeByOid(n(type))!.fromText(String(text), n(typmod), { ...state.settings, clock: big(clock) }) as SqlValue);
  def('pg_make_date', 3, (y, m, d) => makeDate(n(y), n(m), n(d)));
  def('pg_make_time', 3, (h, m, s) => store(makeTime(n(h), n(m), n(s))));
  def('pg_make_timestamp', 6, (y, mo, d, h, mi, s) => store(makeTimestamp(n(y), n(mo), n(d), n(h), n(mi), n(s))));
  def('pg_make_timestamptz', 7, (y, mo, d, h, mi, s, zone) => {
    const wall = makeTimestamp(n(y), n(mo), n(d), n(h), n(mi), n(s));
    return store(checked(localToUtc(zone === '' ? state.settings.timeZone : zoneArg(state, zone), wall)));
  });
  def('pg_make_interval', 7, (...a) => {
    const [y, mo, w, d, h, mi, s] = a.map(n) as [number, number, number, number, number, number, number];
    return writeInterval(makeInterval(y, mo, w, d, h, mi, s));
  });
  def('pg_justify', 2, (iv, mode) => writeInterval(justify(readInterval(String(iv)), String(mode) as 'hours' | 'days' | 'interval')));
  def('pg_age', 3, (a, b, withTz) => {
    const tz = n(withTz) === 1;
    return writeInterval(age(tz ? local(state, big(a)) : big(a), tz ? local(state, big(b)) : big(b)));
  });
  def('pg_age_today', 2, (b, withTz) => {
    const now = state.transactionStart ?? clockMicros();
    const today = (local(state, now) / US_DAY - (local(state, now) < 0n && local(state, now) % US_DAY !== 0n ? 1n : 0n)) * US_DAY;
    if (n(withTz) !== 1) return writeInterval(age(today, big(b)));
    const start = localToUtc(state.settings.timeZone, today);
    return writeInterval(age(local(state, start), local(state, big(b))));
  });
  def('pg_dt_isfinite', 2, (v, type) => {
    if (n(type) === T_INTERVAL) return 1;
    if (n(type) === T_DATE) return n(v) === DATE_INF || n(v) === DATE_NEG_INF ? 0 : 1;
    return tsInfinite(big(v)) ? 0 : 1;
  });
  def('pg_interval_sign', 1, (v) => {
    const iv = readInterval(String(v));
    const total = (BigInt(iv.months) * 30n + BigInt(iv.days)) * US_DAY + iv.micros;
    return total > 0n ? 1 : total < 0n ? -1 : 0;
  });
  def('pg_to_char', 3, (v, type, fmt) => {
    // timestamp_to_char / interval_to_char: an empty format gives NULL (numbers give '')
    if (String(fmt) === '') return null;
    if (n(type) === T_INTERVAL) return toChar(charTmOfInterval(String(v)), String(fmt));
    const us = big(v);
    if (tsInfinite(us)) return null;
    if (n(type) !== T_TIMESTAMPTZ) return toChar(charTmOfTimestamp(us), String(fmt));
    const zone = state.settings.timeZone;
    const offset = offsetAt(zone, us);
    return toChar(charTmOfTimestamp(us + BigInt(offset) * 1000000n, offset, zoneAbbrev(zone, Number(us / 1000n), offset)), String(fmt));
  });
  host.defineFunction({ name: 'pg_overlaps', arity: 4, deterministic: true, call: overlaps });
}
