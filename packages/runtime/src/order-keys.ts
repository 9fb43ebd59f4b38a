import { readInterval } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';

/**
 * PostgreSQL's btree order for the types whose stored text does not sort as PostgreSQL sorts
 * them, as comparison functions and as order keys (BLOBs whose byte order, and byte equality,
 * are PostgreSQL's order and equality), so ORDER BY / GROUP BY / DISTINCT / = / IN / indexes can
 * run in SQLite on the key while the value keeps its own text.
 *
 * - interval (interval_cmp_value): the total `micros + (days + months * 30) * 86400e6` as a
 *   128-bit integer, so '1 day' = '24 hours' and '1 mon' = '30 days';
 * - timetz (timetz_cmp_internal): the time in UTC, then the zone (seconds west of UTC).
 */

const US_PER_DAY = 86_400_000_000n;
const BIAS_128 = 1n << 127n;
const BIAS_64 = 1n << 63n;

/** interval_cmp_value: the span in microseconds, months as 30 days and days as 24 hours. */
export function intervalSpan(stored: SqlValue): bigint {
  const v = readInterval(String(stored));
  return v.micros + (BigInt(v.days) + BigInt(v.months) * 30n) * US_PER_DAY;
}

/** The stored timetz `HH:MM:SS[.f]±HH[:MM[:SS]]` as (time in UTC µs, zone in seconds west). */
export function timetzParts(stored: SqlValue): { utc: bigint; zone: number } {
  const s = String(stored);
  let k = s.length - 1;
  while (k > 0 && s[k] !== '+' && s[k] !== '-') k--;
  const [h = 0, m = 0, sec = 0] = s.slice(k + 1).split(':').map(Number);
  const east = (s[k] === '-' ? -1 : 1) * (h * 3600 + m * 60 + sec);
  const [hms, frac = ''] = s.slice(0, k).split('.');
  const [hh = 0, mm = 0, ss = 0] = (hms ?? '').split(':').map(Number);
  const local = BigInt((hh * 60 + mm) * 60 + ss) * 1_000_000n + BigInt((frac + '000000').slice(0, 6));
  return { utc: local - BigInt(east) * 1_000_000n, zone: -east };
}

function bigBytes(v: bigint, bytes: number, out: number[]): void {
  for (let i = bytes - 1; i >= 0; i--) out.push(Number((v >> BigInt(i * 8)) & 0xffn));
}

/** interval_cmp. */
export function compareInterval(a: SqlValue, b: SqlValue): number {
  const x = intervalSpan(a);
  const y = intervalSpan(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** timetz_cmp. */
export function compareTimetz(a: SqlValue, b: SqlValue): number {
  const x = timetzParts(a);
  const y = timetzParts(b);
  if (x.utc !== y.utc) return x.utc < y.utc ? -1 : 1;
  return Math.sign(x.zone - y.zone);
}

/** The order key of an interval (see the module comment); NULL for NULL. */
export function intervalKey(v: SqlValue): SqlValue {
  if (v === null) return null;
  const out: number[] = [];
  bigBytes(intervalSpan(v) + BIAS_128, 16, out);
  return Uint8Array.from(out);
}

/** The order key of a timetz (see the module comment); NULL for NULL. */
export function timetzKey(v: SqlValue): SqlValue {
  if (v === null) return null;
  const { utc, zone } = timetzParts(v);
  const out: number[] = [];
  bigBytes(utc + BIAS_64, 8, out);
  bigBytes(BigInt(zone) + (1n << 31n), 4, out);
  return Uint8Array.from(out);
}

const INTERVAL = 1186;
const TIMETZ = 1266;

/** PostgreSQL's comparison of two non-null values of `oid` when their stored form does not sort as they do; undefined otherwise. */
export function keyedCompare(oid: number): ((a: SqlValue, b: SqlValue) => number) | undefined {
  if (oid === INTERVAL) return compareInterval;
  if (oid === TIMETZ) return compareTimetz;
  return undefined;
}

/** Registers the order-key functions and the min/max aggregates of these types. */
export function registerOrderKeys(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_interval_key', arity: 1, deterministic: true, call: intervalKey });
  host.defineFunction({ name: 'pg_timetz_key', arity: 1, deterministic: true, call: timetzKey });
}
