import type { FormatSettings, PgType } from './pg-type.js';
import type { SqlValue } from './sql-value.js';
import { byteaType } from './bytea.js';
import { dateType } from './datetime/date.js';
import { timestampType, timestamptzType, truncSeconds } from './datetime/timestamp.js';
import { civilFromDays, DATE_INFINITY, DATE_NEG_INFINITY } from './datetime/calendar.js';
import { parseDateStyle } from './datetime/format.js';
import { offsetText } from './datetime/iso-format.js';
import { zoneOffsetSeconds } from './datetime/zone.js';

/**
 * Text output (typoutput) of the commonest built-in result types written as ASCII bytes into a
 * buffer, for the wire: the DataRow writer copies them, where the string toText builds (a rope of
 * a dozen parts for a timestamp or a bytea) would be flattened and copied a character at a time.
 * Each writer answers exactly the bytes of the UTF-8 of its type's toText, or -1 where it does
 * not handle the value or the settings (the caller then calls toText): dates and timestamps of
 * years 1000..9999 in DateStyle ISO, bytea in hex.
 * text-into.test.ts compares both over the ranges' edges.
 */
export interface TextInto {
  /** Writes the value's text at `out[0…]`; its byte count, or -1 (not handled here). */
  write(v: Exclude<SqlValue, null>, out: Uint8Array): number;
  /** The bytes `write` may need for `v` (the caller's buffer must hold them). */
  room(v: Exclude<SqlValue, null>): number;
}

const USECS_PER_DAY = 86400000000;
const LIMIT = 2 ** 52;
/** The two ASCII digits of 0..99 (tens first). Integers are not here: String of a bigint and the
 * DataRow writer's character loop measured faster than digits written in JavaScript. */
const PAIRS = new Uint8Array(200);
for (let i = 0; i < 100; i++) {
  PAIRS[2 * i] = 48 + Math.trunc(i / 10);
  PAIRS[2 * i + 1] = 48 + (i % 10);
}
const HEX = new Uint8Array(512);
for (let i = 0; i < 256; i++) {
  HEX[2 * i] = '0123456789abcdef'.charCodeAt(i >> 4);
  HEX[2 * i + 1] = '0123456789abcdef'.charCodeAt(i & 15);
}

/** The text writer of a built-in type under `settings`, or undefined (the type's toText only). */
export function textInto(type: PgType, settings: FormatSettings): TextInto | undefined {
  if (type === byteaType) return settings.byteaOutput === 'hex' ? BYTEA_HEX : undefined;
  if (parseDateStyle(settings.dateStyle).style !== 'ISO') return undefined;
  if (type === dateType) return DATE;
  if (type === timestampType) return timestampInto(false, settings.timeZone);
  if (type === timestamptzType) return timestampInto(true, settings.timeZone);
  return undefined;
}

/** `\x` and two lower-case hex digits a byte (byteaout, bytea_output = hex). */
const BYTEA_HEX: TextInto = {
  room: (v) => (v instanceof Uint8Array ? 2 + 2 * v.length : 0),
  write(v, out) {
    if (!(v instanceof Uint8Array)) return -1;
    out[0] = 92; // \
    out[1] = 120; // x
    let p = 2;
    for (let i = 0; i < v.length; i++) {
      const h = 2 * (v[i] as number);
      out[p++] = HEX[h] as number;
      out[p++] = HEX[h + 1] as number;
    }
    return p;
  },
};

/** `YYYY-MM-DD` (date_out, DateStyle ISO) of days since 1970 stored as a bigint. */
const DATE: TextInto = {
  room: () => 10,
  write(v, out) {
    if (typeof v !== 'bigint' || v > 2147483647n || v < -2147483648n) return -1;
    const days = Number(v);
    if (days === DATE_INFINITY || days === DATE_NEG_INFINITY) return -1;
    return writeIsoDate(days, out, 0);
  },
};

/** `YYYY-MM-DD` at `out[at…]` for years 1000..9999; the end, or -1. */
function writeIsoDate(days: number, out: Uint8Array, at: number): number {
  const { y, m, d } = civilFromDays(days);
  if (y < 1000 || y > 9999) return -1;
  const hi = Math.trunc(y / 100);
  pair(out, at, hi);
  pair(out, at + 2, y - hi * 100);
  out[at + 4] = 45;
  pair(out, at + 5, m);
  out[at + 7] = 45;
  pair(out, at + 8, d);
  return at + 10;
}

function pair(out: Uint8Array, at: number, n: number): void {
  out[at] = PAIRS[2 * n] as number;
  out[at + 1] = PAIRS[2 * n + 1] as number;
}

/**
 * timestamp_out / timestamptz_out in DateStyle ISO of µs since 1970 stored as a bigint in
 * ±2^52: `YYYY-MM-DD HH:MM:SS[.ffffff]` and, with a zone, the session zone's offset at that
 * instant (iso-format.ts's isoTimestampText and offsetText, as bytes).
 */
function timestampInto(withTz: boolean, zone: string): TextInto {
  return {
    room: () => 48,
    write(v, out) {
      if (typeof v !== 'bigint' || v >= 4503599627370496n || v <= -4503599627370496n) return -1;
      let us = Number(v);
      let off = 0;
      if (withTz) {
        off = zoneOffsetSeconds(zone, truncSeconds(us));
        us += off * 1000000;
      }
      let p = writeIsoTimestamp(us, out);
      if (p < 0 || !withTz) return p;
      const o = offsetText(off);
      for (let i = 0; i < o.length; i++) out[p++] = o.charCodeAt(i);
      return p;
    },
  };
}

/** isoTimestampText's bytes at `out[0…]`: the end, or -1 outside its range. */
function writeIsoTimestamp(local: number, out: Uint8Array): number {
  if (!(local > -LIMIT && local < LIMIT)) return -1;
  let days = Math.trunc(local / USECS_PER_DAY);
  let tod = local - days * USECS_PER_DAY;
  while (tod < 0) {
    days--;
    tod += USECS_PER_DAY;
  }
  while (tod >= USECS_PER_DAY) {
    days++;
    tod -= USECS_PER_DAY;
  }
  if (writeIsoDate(days, out, 0) < 0) return -1;
  let secs = Math.trunc(tod / 1000000);
  let us = tod - secs * 1000000;
  if (us < 0) {
    secs--;
    us += 1000000;
  } else if (us >= 1000000) {
    secs++;
    us -= 1000000;
  }
  const h = Math.trunc(secs / 3600);
  const rest = secs - h * 3600;
  const mi = Math.trunc(rest / 60);
  out[10] = 32;
  pair(out, 11, h);
  out[13] = 58;
  pair(out, 14, mi);
  out[16] = 58;
  pair(out, 17, rest - mi * 60);
  if (us === 0) return 19;
  // `.ffffff` with its trailing zeros removed
  out[19] = 46;
  let end = 26;
  for (let i = 25; i >= 20; i--) {
    const q = Math.trunc(us / 10);
    out[i] = 48 + (us - q * 10);
    us = q;
  }
  while (out[end - 1] === 48) end--;
  return end;
}
