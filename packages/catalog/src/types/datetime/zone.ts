import { PgError } from '@pgsqlite/errors';

const formatters = new Map<string, Intl.DateTimeFormat>();

function fixedOffset(zone: string): number | undefined {
  const z = zone.toUpperCase();
  if (z === 'UTC' || z === 'GMT' || z === 'Z' || z === 'ZULU' || z === 'ETC/UTC' || z === 'UCT') return 0;
  return posixOffset(z);
}

/**
 * A POSIX-style fixed zone (`+05:30`, `-3`, `UTC+3`, `GMT-02:00`): as in PostgreSQL the sign
 * follows POSIX, so the offset east of Greenwich is the negated number.
 */
export function posixOffset(zone: string): number | undefined {
  let rest = zone.trim().toUpperCase();
  if (rest.startsWith('UTC') || rest.startsWith('GMT')) rest = rest.slice(3);
  const m = /^([+-]?)(\d{1,2})(?::(\d{2})(?::(\d{2}))?)?$/.exec(rest);
  if (!m) return undefined;
  const secs = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  if (secs > 15 * 3600 + 59 * 60 + 59) return undefined;
  return m[1] === '-' ? secs : -secs;
}

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      });
    } catch {
      throw new PgError('invalid_parameter_value', `time zone "${zone}" not recognized`);
    }
    formatters.set(zone, f);
  }
  return f;
}

/** True when the zone name is known (IANA via Intl, or UTC/GMT/Z). */
export function isKnownZone(zone: string): boolean {
  if (fixedOffset(zone) !== undefined) return true;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

const MIN_MS = -8.64e15;
const MAX_MS = 8.64e15;

/** Offset east of UTC, in seconds, of `zone` at the instant `utcSeconds` (seconds since 1970). */
export function zoneOffsetSeconds(zone: string, utcSeconds: number): number {
  const fixed = fixedOffset(zone);
  if (fixed !== undefined) return fixed;
  const ms = Math.min(MAX_MS - 86400000 * 2, Math.max(MIN_MS + 86400000 * 2, utcSeconds * 1000));
  const whole = Math.floor(ms / 1000) * 1000;
  const parts = formatter(zone).formatToParts(new Date(whole));
  const get = (t: string): number => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const era = parts.find((p) => p.type === 'era')?.value ?? 'AD';
  let y = get('year');
  if (era.startsWith('B')) y = 1 - y;
  const local = Date.UTC(2000, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const dt = new Date(local);
  dt.setUTCFullYear(y);
  return Math.round((dt.getTime() - whole) / 1000);
}

/**
 * Converts local wall-clock seconds in `zone` to UTC seconds, resolving transitions as
 * PostgreSQL's DetermineTimeZoneOffset does: in a spring-forward gap the offset before the
 * transition applies; an ambiguous (fall-back) time takes the offset after it.
 */
export function localToUtcSeconds(zone: string, localSeconds: number): number {
  const before = zoneOffsetSeconds(zone, localSeconds - 86400);
  const after = zoneOffsetSeconds(zone, localSeconds + 86400);
  const asBefore = localSeconds - before;
  const asAfter = localSeconds - after;
  if (before === after) {
    if (zoneOffsetSeconds(zone, asBefore) === before) return asBefore;
    // Two transitions within two days: fall back to iterating on the offset in force.
    const o = zoneOffsetSeconds(zone, asBefore);
    return localSeconds - zoneOffsetSeconds(zone, localSeconds - o);
  }
  const beforeValid = zoneOffsetSeconds(zone, asBefore) === before;
  const afterValid = zoneOffsetSeconds(zone, asAfter) === after;
  if (beforeValid !== afterValid) return beforeValid ? asBefore : asAfter;
  return afterValid ? asAfter : asBefore;
}

/** PG's ISO offset suffix: `+01`, `+05:30`, `-03:30:45`. */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const a = Math.abs(offsetSeconds);
  const h = Math.floor(a / 3600);
  const m = Math.floor((a % 3600) / 60);
  const s = a % 60;
  let out = sign + String(h).padStart(2, '0');
  if (m !== 0 || s !== 0) out += ':' + String(m).padStart(2, '0');
  if (s !== 0) out += ':' + String(s).padStart(2, '0');
  return out;
}
