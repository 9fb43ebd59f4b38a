import { Oid } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { intervalSpan, timetzParts } from './order-keys.js';
import { floatKey } from './floats.js';

/**
 * The numeric key a window frame `RANGE BETWEEN <offset> PRECEDING/FOLLOWING` runs on in SQLite,
 * whose RANGE offsets need a number: the key plus or minus the offset must be PostgreSQL's
 * in_range for the type. numeric and float by value (±Infinity included; NaN is NULL, a peer
 * group of its own as in PostgreSQL); interval by its span in µs (interval_cmp_value: months as
 * 30 days), time by µs since midnight, timetz by its UTC time in µs (in_range_timetz_interval
 * adds the offset without wrapping around midnight).
 */
export function rangeKey(oid: number, v: SqlValue): SqlValue {
  if (v === null) return null;
  switch (oid) {
    case Oid.numeric: {
      const s = String(v).trim().toLowerCase();
      if (s === 'nan') return null;
      if (s === 'infinity' || s === '+infinity') return Infinity;
      if (s === '-infinity') return -Infinity;
      return Number(s);
    }
    case Oid.float4:
    case Oid.float8: {
      const k = floatKey(v);
      return k === 'NaN' ? null : k;
    }
    case Oid.interval:
      return Number(intervalSpan(v));
    case Oid.time:
      return typeof v === 'number' || typeof v === 'bigint' ? Number(v) : timeMicros(String(v));
    case Oid.timetz:
      return Number(timetzParts(v).utc);
    default:
      return v;
  }
}

/** `HH:MM[:SS[.ffffff]]` as µs since midnight. */
function timeMicros(s: string): number {
  const [hms = '', frac = ''] = s.split('.');
  const [h = 0, m = 0, sec = 0] = hms.split(':').map(Number);
  return ((h * 60 + m) * 60 + sec) * 1e6 + Number((frac + '000000').slice(0, 6));
}

/** Registers pg_window_range_key(type oid, value). */
export function registerRangeKeys(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_window_range_key', arity: 2, deterministic: true, call: (oid, v) => rangeKey(Number(oid), v) });
}
