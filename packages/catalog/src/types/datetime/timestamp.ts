import { PgError } from '@pgsqlite/errors';
import { beBytes, normInt, storedBigInt, viewOf } from '../codec-util.js';
import { safeInt64Bytes } from '../binary-out.js';
import { defineType } from '../define.js';
import type { FormatSettings, PgType } from '../pg-type.js';
import { PG_EPOCH_USECS, TS_INFINITY, TS_NEG_INFINITY, USECS_PER_DAY, daysFromCivil } from './calendar.js';
import { decodeOrThrow } from './decode-errors.js';
import { formatTimestamp, parseDateStyle } from './format.js';
import { isoTimestampText, offsetText } from './iso-format.js';
import { localToUtcSeconds, zoneOffsetSeconds } from './zone.js';
import { zoneAbbreviation } from './zone-abbrev.js';
import { todayDays } from './date.js';

const PG_EPOCH_USECS_N = Number(PG_EPOCH_USECS);

/** 4714-11-24 BC 00:00 and 294277-01-01 00:00 (exclusive), in µs since 1970. */
const TS_MIN = BigInt(daysFromCivil(-4713, 11, 24)) * USECS_PER_DAY;
const TS_END = BigInt(daysFromCivil(294277, 1, 1)) * USECS_PER_DAY;

const SCALES = [1000000n, 100000n, 10000n, 1000n, 100n, 10n, 1n];

/** AdjustTimestampForTypmod: rounds half away from zero on PG's 2000-based value. */
export function roundToPrecision(us: bigint, typmod: number): bigint {
  if (typmod < 0 || typmod >= 6 || us === TS_INFINITY || us === TS_NEG_INFINITY) return us;
  const scale = SCALES[typmod]!;
  const half = scale / 2n;
  const t = us - PG_EPOCH_USECS;
  const r = t >= 0n ? ((t + half) / scale) * scale : -(((-t + half) / scale) * scale);
  return r + PG_EPOCH_USECS;
}

function offsetOf(tz: number | string, localUs: bigint): number {
  if (typeof tz === 'number') return tz;
  return Number(localUs / 1000000n) - localToUtcSeconds(tz, Number(localUs / 1000000n));
}

/** timestamp_in / timestamptz_in → µs since 1970 (UTC for timestamptz, wall clock for timestamp). */
export function parseTimestamp(text: string, withTz: boolean, typmod: number, settings: FormatSettings): bigint {
  const typeName = withTz ? 'timestamp with time zone' : 'timestamp';
  const d = decodeOrThrow(text, typeName, settings);
  if (d.special === 'infinity') return TS_INFINITY;
  if (d.special === '-infinity') return TS_NEG_INFINITY;
  if (d.special === 'epoch') return 0n;
  if (d.special === 'now') {
    const now = settings.clock ?? BigInt(Date.now()) * 1000n;
    const us = withTz ? now : now + BigInt(zoneOffsetSeconds(settings.timeZone, Number(now / 1000000n))) * 1000000n;
    return roundToPrecision(us, typmod);
  }
  let days: number;
  if (d.special === 'today' || d.special === 'tomorrow' || d.special === 'yesterday') {
    days = todayDays(settings) + (d.special === 'tomorrow' ? 1 : d.special === 'yesterday' ? -1 : 0);
  } else if (d.date) days = daysFromCivil(d.date.y, d.date.m, d.date.d);
  else throw new PgError('invalid_datetime_format', `invalid input syntax for type ${typeName}: "${text}"`);
  let us = BigInt(days) * USECS_PER_DAY + (d.time ?? 0n);
  if (withTz) us -= BigInt(offsetOf(d.tz ?? settings.timeZone, us)) * 1000000n;
  us = roundToPrecision(us, typmod);
  if (us < TS_MIN || us >= TS_END) throw new PgError('datetime_field_overflow', `timestamp out of range: "${text}"`);
  // Stored as µs since 1970 in a 64-bit integer whose top value is 'infinity': PostgreSQL's last
  // 2,000 years of range (it counts from 2000) do not fit. Refused, never wrapped or rounded.
  if (us >= TS_INFINITY) throw new PgError('feature_not_supported', `timestamp "${text}" is beyond the range pgsqlite can store (until 292277-01-09 04:00:54.775806 UTC)`);
  return us;
}

/** timestamp_out / timestamptz_out. */
export function timestampToText(us: bigint, withTz: boolean, settings: FormatSettings): string {
  if (us === TS_INFINITY) return 'infinity';
  if (us === TS_NEG_INFINITY) return '-infinity';
  const ds = parseDateStyle(settings.dateStyle);
  if (ds.style === 'ISO') {
    const text = isoTimestampOut(Number(us), withTz, settings.timeZone);
    if (text !== undefined) return text;
  }
  if (!withTz) return formatTimestamp(us, ds);
  const off = zoneOffsetSeconds(settings.timeZone, Number(us / 1000000n));
  const abbrev = ds.style === 'ISO' ? undefined : zoneAbbreviation(settings.timeZone, Number(us / 1000000n), off);
  return formatTimestamp(us + BigInt(off) * 1000000n, ds, off, abbrev);
}

/** µs → whole seconds, truncated toward zero as BigInt division does (exact for |us| < 2^53). */
export function truncSeconds(us: number): number {
  let secs = Math.trunc(us / 1000000);
  const rest = us - secs * 1000000;
  if (us >= 0) {
    if (rest < 0) secs--;
    else if (rest >= 1000000) secs++;
  } else if (rest > 0) secs++;
  else if (rest <= -1000000) secs--;
  return secs;
}

/** DateStyle ISO in number arithmetic (iso-format.ts); undefined outside its range. */
function isoTimestampOut(us: number, withTz: boolean, zone: string): string | undefined {
  if (!withTz) return isoTimestampText(us);
  if (!(us > -(2 ** 52) && us < 2 ** 52)) return undefined;
  const off = zoneOffsetSeconds(zone, truncSeconds(us));
  const text = isoTimestampText(us + off * 1000000);
  return text === undefined ? undefined : text + offsetText(off);
}

function tsType(withTz: boolean): PgType {
  return defineType({
    oid: withTz ? 1184 : 1114,
    name: withTz ? 'timestamptz' : 'timestamp',
    displayName: withTz ? 'timestamp with time zone' : 'timestamp without time zone',
    storage: 'integer',
    len: 8,
    category: 'D',
    preferred: withTz,
    arrayOid: withTz ? 1185 : 1115,
    toText: (v, _t, s) => timestampToText(storedBigInt(v), withTz, s),
    fromText: (t, m, s) => normInt(parseTimestamp(t, withTz, m, s)),
    // A stored number is a safe integer, never an infinity (those are bigints).
    toBinary: (v) =>
      (typeof v === 'number' ? safeInt64Bytes(v - PG_EPOCH_USECS_N) : undefined) ??
      beBytes(8, (dv) => {
        const us = storedBigInt(v);
        dv.setBigInt64(0, us === TS_INFINITY || us === TS_NEG_INFINITY ? us : us - PG_EPOCH_USECS);
      }),
    fromBinary: (b, m) => {
      const t = viewOf(b, 8).getBigInt64(0);
      return normInt(t === TS_INFINITY || t === TS_NEG_INFINITY ? t : roundToPrecision(t + PG_EPOCH_USECS, m));
    },
  });
}

/** timestamp → INTEGER µs since 1970 as if UTC. */
export const timestampType = tsType(false);
/** timestamptz → INTEGER µs since 1970 UTC. */
export const timestamptzType = tsType(true);
