import { PgError } from '@pgsqlite/errors';
import { Oid, daysFromCivil, formatOffset, formatTimeOfDay, readInterval, typeByOid } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { timetzParts } from './order-keys.js';

/**
 * `AT TIME ZONE INTERVAL '…'` (timezone(interval, …)) as timestamp.c / date.c compute it: the
 * zone is the interval's time part in whole seconds (C int), months or days are 22023, an
 * infinite timestamp passes through, a result outside the timestamp range is 22008.
 * Stored forms: timestamp(tz) = INTEGER µs since 1970 (±infinity = int64 extremes), timetz =
 * TEXT `HH:MM:SS[.f]±HH[:MM[:SS]]`, interval = its canonical text.
 */

const US_PER_SEC = 1_000_000n;
const US_PER_DAY = 86_400_000_000n;
const TS_INFINITY = 2n ** 63n - 1n;
const TS_NEG_INFINITY = -(2n ** 63n);
/** IS_VALID_TIMESTAMP: 4714-11-24 00:00 BC ≤ t < 294277-01-01 00:00 (µs since 1970). */
const TS_MIN = BigInt(daysFromCivil(-4713, 11, 24)) * US_PER_DAY;
const TS_END = BigInt(daysFromCivil(294277, 1, 1)) * US_PER_DAY;

/** The zone's seconds east of UTC, as `int tz = zone->time / USECS_PER_SEC` keeps them. */
function zoneSeconds(state: RuntimeState, zone: SqlValue): bigint {
  const iv = readInterval(String(zone));
  if (iv.months !== 0 || iv.days !== 0) {
    const text = typeByOid(Oid.interval)?.toText(String(zone), -1, state.settings) ?? String(zone);
    throw new PgError('invalid_parameter_value', `interval time zone "${text}" must not include months or days`);
  }
  return BigInt.asIntN(32, iv.micros / US_PER_SEC);
}

function big(v: SqlValue): bigint {
  return typeof v === 'bigint' ? v : BigInt(v as number);
}

function store(v: bigint): SqlValue {
  return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
}

function shifted(ts: SqlValue, state: RuntimeState, zone: SqlValue, sign: 1n | -1n): SqlValue {
  const us = big(ts);
  if (us === TS_INFINITY || us === TS_NEG_INFINITY) return store(us);
  const r = us + sign * zoneSeconds(state, zone) * US_PER_SEC;
  if (r < TS_MIN || r >= TS_END) throw new PgError('datetime_field_overflow', 'timestamp out of range');
  // valid in PostgreSQL, past what an int64 of µs since 1970 holds
  if (r >= TS_INFINITY) throw new PgError('feature_not_supported', 'timestamp is beyond the range pgsqlite can store (until 292277-01-09 04:00:54.775806 UTC)');
  return store(r);
}

/** timetz_izone: the same instant shown at the interval's offset, wrapped to one day. */
function timetzAtInterval(state: RuntimeState, zone: SqlValue, t: SqlValue): string {
  const east = zoneSeconds(state, zone);
  const { utc } = timetzParts(t);
  let local = (utc + east * US_PER_SEC) % US_PER_DAY;
  if (local < 0n) local += US_PER_DAY;
  return formatTimeOfDay(local) + formatOffset(Number(east));
}

const strict =
  (fn: (...a: SqlValue[]) => SqlValue) =>
  (...a: SqlValue[]): SqlValue =>
    a.some((x) => x === null) ? null : fn(...a);

/** Registers pg_izone_tstz_to_local (timestamptz → timestamp), pg_izone_local_to_tstz (timestamp → timestamptz), pg_izone_timetz. */
export function registerIntervalZones(host: RuntimeHost, state: RuntimeState): void {
  const def = (name: string, call: (...a: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity: 2, deterministic: false, call: strict(call) });
  def('pg_izone_tstz_to_local', (z, ts) => shifted(ts, state, z, 1n));
  def('pg_izone_local_to_tstz', (z, ts) => shifted(ts, state, z, -1n));
  def('pg_izone_timetz', (z, t) => timetzAtInterval(state, z, t));
}
