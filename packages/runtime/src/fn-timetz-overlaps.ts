import type { RuntimeHost, SqlValue } from './host.js';
import { overlaps } from './fn-datetime.js';
import { timetzParts } from './order-keys.js';

/**
 * overlaps(timetz, timetz, timetz, timetz) as date.c's overlaps_timetz: the points are ordered
 * by timetz_cmp (the instant, then the zone), so each becomes one bigint key in that order.
 */
function key(v: SqlValue): SqlValue {
  if (v === null) return null;
  const { utc, zone } = timetzParts(v);
  return utc * (1n << 32n) + BigInt(zone) + (1n << 31n);
}

/** Registers pg_timetz_overlaps(s1, e1, s2, e2). */
export function registerTimetzOverlaps(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_timetz_overlaps', arity: 4, deterministic: true, call: (a, b, c, d) => overlaps(key(a), key(b), key(c), key(d)) });
}
