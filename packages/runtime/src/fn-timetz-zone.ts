import { formatOffset, formatTimeOfDay, zoneOffsetSeconds } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { clockMicros, type RuntimeState } from './state.js';
import { timetzParts } from './order-keys.js';
import { zoneArgument } from './zone-argument.js';

/**
 * timezone(text, timetz) (`t AT TIME ZONE 'zone'`) as date.c's timetz_zone: the same instant
 * shown at the zone's offset valid at the transaction's start (a time of day has no date of its
 * own), wrapped to one day. An unknown zone (a blank name too) is 22023, as zoneOffsetSeconds raises it.
 */
function timetzAtZone(state: RuntimeState, zone: string, t: SqlValue): string {
  const now = state.transactionStart ?? clockMicros();
  const east = zoneOffsetSeconds(zoneArgument(zone), Number(now / 1_000_000n));
  const day = 86_400_000_000n;
  let local = (timetzParts(t).utc + BigInt(east) * 1_000_000n) % day;
  if (local < 0n) local += day;
  return formatTimeOfDay(local) + formatOffset(east);
}

/** Registers pg_timetz_zone(zone text, timetz). */
export function registerTimetzZone(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({ name: 'pg_timetz_zone', arity: 2, deterministic: false, call: (z, t) => (z === null || t === null ? null : timetzAtZone(state, String(z), t)) });
}
