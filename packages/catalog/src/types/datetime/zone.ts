import { PgError } from '@pgsqlite/errors';
import { parseInterval } from '../interval.js';
import { type PosixZone, parsePosixZone, posixZoneOffset } from './posix-rules.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

let lastZone: string | null = null;
let lastFixed: number | undefined;

/** The fixed offset of `zone`, if it has one (the last zone asked is remembered: every timestamptz value asks). */
function fixedOffset(zone: string): number | undefined {
  if (zone !== lastZone) {
    lastFixed = fixedOffsetOf(zone);
    lastZone = zone;
  }
  return lastFixed;
}

function fixedOffsetOf(zone: string): number | undefined {
  const z = zone.toUpperCase();
  if (z === 'UTC' || z === 'GMT' || z === 'Z' || z === 'ZULU' || z === 'ETC/UTC' || z === 'UCT') return 0;
  return posixOffset(z);
}

/**
 * A POSIX-style fixed zone (`+05:30`, `-3`, `UTC+3`, `GMT-02:00`): as in PostgreSQL the sign
 * follows POSIX, so the offset east of Greenwich is the negated number.
 */
export function posixOffset(zone: string): number | undefined {
  const named = posixName(zone);
  let rest = zone.trim().toUpperCase();
  let max = 15 * 3600 + 59 * 60 + 59;
  if (named !== undefined) {
    rest = rest.slice(named.length + (rest.startsWith('<') ? 2 : 0));
    max = 167 * 3600 + 59 * 60 + 59;
  }
  const m = /^([+-]?)(\d{1,3})(?::(\d{2})(?::(\d{2}))?)?$/.exec(rest);
  if (!m) return undefined;
  const secs = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  if (secs > max) return undefined;
  return m[1] === '-' ? secs : -secs;
}

/**
 * The zone name of a POSIX-style setting: `UTC` of `UTC+3`, `XYZ` of `XYZ-2`, `+02` of
 * `<+02>-02`; undefined when the setting starts with no name (`-03:30`) or is not POSIX-style.
 */
export function posixName(zone: string): string | undefined {
  const z = zone.trim();
  if (z.startsWith('<')) {
    const close = z.indexOf('>');
    return close > 1 ? z.slice(1, close) : undefined;
  }
  let i = 0;
  while (i < z.length && /[A-Za-z]/.test(z[i]!)) i++;
  // PostgreSQL's tzparse takes a name of any non-zero length (`a1` is one hour west)
  return i >= 1 && i < z.length && (z[i] === '+' || z[i] === '-' || /\d/.test(z[i]!)) ? z.slice(0, i).toUpperCase() : undefined;
}

/**
 * PostgreSQL's TimeZone setting given as a plain number of hours (`+02`, `5`, `-3.5`): ISO sign
 * (east positive), shown as the POSIX zone `<+02>-02`, `<-03:30>+03:30`. Undefined otherwise.
 */
export function numericZoneSetting(value: string): string | undefined {
  const v = value.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v)) return undefined;
  return offsetZoneSetting(Math.round(Number(v) * 3600));
}

/**
 * `SET TIME ZONE INTERVAL '+05:30' HOUR TO MINUTE` arrives as `INTERVAL '+05:30'`: an ISO offset
 * of hours, minutes and seconds only, shown as `<+05:30>-05:30`. Undefined otherwise.
 */
export function intervalZoneSetting(value: string): string | undefined {
  const v = value.trim();
  if (v.slice(0, 8).toLowerCase() !== 'interval') return undefined;
  const q = v.slice(8).trim();
  if (q.length < 2 || !q.startsWith("'") || !q.endsWith("'")) return undefined;
  let iv;
  try {
    iv = parseInterval(q.slice(1, -1).split("''").join("'"));
  } catch {
    return undefined;
  }
  if (iv.months !== 0 || iv.days !== 0) return undefined;
  return offsetZoneSetting(Math.trunc(Number(iv.micros / 1000000n)));
}

function offsetZoneSetting(east: number): string | undefined {
  if (Math.abs(east) > 167 * 3600 + 59 * 60 + 59) return undefined;
  const a = Math.abs(east);
  const two = (n: number): string => String(n).padStart(2, '0');
  let hms = two(Math.floor(a / 3600));
  if (a % 3600 !== 0) hms += ':' + two(Math.floor((a % 3600) / 60));
  if (a % 60 !== 0) hms += ':' + two(a % 60);
  return east < 0 ? `<-${hms}>+${hms}` : `<+${hms}>-${hms}`;
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

const ruleZones = new Map<string, PosixZone | null>();

/**
 * A POSIX specification the tz database does not name and the fixed forms above do not cover
 * (`q1q`, `a1b,M3.2.0,M11.1.0`, `'a1'`): PostgreSQL's pg_tzset parses it last (posix-rules.ts).
 */
export function posixRuleZone(zone: string): PosixZone | undefined {
  let z = ruleZones.get(zone);
  if (z === undefined) {
    z = null;
    if (fixedOffset(zone) === undefined) {
      try {
        formatter(zone);
      } catch {
        z = parsePosixZone(zone.trim()) ?? null;
      }
    }
    if (ruleZones.size > 1000) ruleZones.clear();
    ruleZones.set(zone, z);
  }
  return z ?? undefined;
}

/**
 * A zone with one offset in all its history: UTC and its links, the Etc/GMT±N zones, POSIX forms
 * (PostgreSQL's DecodeTimeOnly needs no date for them; every geographic zone has had two).
 */
export function singleOffsetZone(zone: string): boolean {
  if (fixedOffset(zone) !== undefined) return true;
  const rules = posixRuleZone(zone);
  if (rules !== undefined) return rules.dst === undefined;
  try {
    const canonical = formatter(zone).resolvedOptions().timeZone;
    return canonical === 'UTC' || canonical.startsWith('Etc/');
  } catch {
    return true;
  }
}

/** True when the zone name is known (IANA via Intl, or UTC/GMT/Z). */
export function isKnownZone(zone: string): boolean {
  if (fixedOffset(zone) !== undefined || posixRuleZone(zone) !== undefined) return true;
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
  const rules = posixRuleZone(zone);
  if (rules !== undefined) return posixZoneOffset(rules, utcSeconds);
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
