import { readInterval, zoneOffsetSeconds } from '@pgsqlite/catalog';
import type { SqlValue } from './host.js';
import {
  JULIAN_1970, T_DATE, T_TIMESTAMP, TS_INF, US_DAY, T_INTERVAL, T_TIME, T_TIMESTAMPTZ, TS_NEG_INF, DATE_INF, DATE_NEG_INF,
  big, cdiv, civil, daysFrom, dow, isoWeek, numericInfinity, scaledNumeric, toTm, tsInfinite,
} from './fn-datetime-calendar.js';
import { decodeExtractUnit, unitNotRecognized, unitNotSupported, type Field } from './fn-datetime-units.js';
import { timetzParts } from './order-keys.js';

const T_TIMETZ = 1266;

/** What a part computes to before it becomes numeric or float8. */
type Part = { int: bigint } | { scaled: bigint; scale: number } | { float: number; numeric: string } | { inf: boolean } | null;

/** Seconds (scale 6) or milliseconds (scale 3) of the minute, float8 computed as PostgreSQL does. */
function secPart(secUs: bigint, scale: 3 | 6): Part {
  const sec = Number(secUs / 1000000n);
  const fsec = Number(secUs % 1000000n);
  const float = scale === 6 ? sec + fsec / 1000000.0 : sec * 1000.0 + fsec / 1000.0;
  return { float, numeric: scaledNumeric(secUs, scale) };
}

const MONOTONIC = new Set<Field>(['year', 'decade', 'century', 'millennium', 'julian', 'isoyear', 'epoch']);

function yearParts(field: Field, year: number): bigint | undefined {
  switch (field) {
    case 'year':
      return BigInt(year > 0 ? year : year - 1);
    case 'decade':
      return BigInt(year >= 0 ? cdiv(year, 10) : -cdiv(8 - (year - 1), 10));
    case 'century':
      return BigInt(year > 0 ? cdiv(year + 99, 100) : -cdiv(99 - (year - 1), 100));
    case 'millennium':
      return BigInt(year > 0 ? cdiv(year + 999, 1000) : -cdiv(999 - (year - 1), 1000));
    default:
      return undefined;
  }
}

/** Fields of a calendar day shared by date and timestamp. */
function dayParts(field: Field, days: number): bigint | undefined {
  const c = civil(days);
  switch (field) {
    case 'day':
      return BigInt(c.d);
    case 'month':
      return BigInt(c.m);
    case 'quarter':
      return BigInt(cdiv(c.m - 1, 3) + 1);
    case 'week':
      return BigInt(isoWeek(days).week);
    case 'isoyear': {
      const y = isoWeek(days).year;
      return BigInt(y <= 0 ? y - 1 : y);
    }
    case 'dow':
      return BigInt(dow(days));
    case 'isodow':
      return BigInt(dow(days) === 0 ? 7 : dow(days));
    case 'doy':
      return BigInt(days - daysFrom(c.y, 1, 1) + 1);
    default:
      return yearParts(field, c.y);
  }
}

/** numeric_div(a, b) for integers with PostgreSQL's select_div_scale (b > 0). */
function numericDiv(a: bigint, b: bigint): { scaled: bigint; scale: number } {
  const weight = (x: bigint): { w: number; first: bigint } => {
    let w = 0;
    let v = x < 0n ? -x : x;
    if (v === 0n) return { w: 0, first: 0n };
    while (v >= 10000n) {
      v /= 10000n;
      w++;
    }
    return { w, first: v };
  };
  const wa = weight(a);
  const wb = weight(b);
  let qweight = wa.w - wb.w;
  if (wa.first < wb.first) qweight--;
  const scale = Math.min(1000, Math.max(0, 16 - qweight * 4));
  const num = a * 10n ** BigInt(scale);
  let q = num / b;
  const rem = num - q * b;
  if ((rem < 0n ? -rem : rem) * 2n >= b) q += a < 0n ? -1n : 1n;
  return { scaled: q, scale };
}

function timestampPart(field: Field, us: bigint, type: number, zone: string, unit: string): Part {
  if (field === 'other') throw unitNotRecognized(unit, type);
  const withTz = type === T_TIMESTAMPTZ;
  if (tsInfinite(us)) {
    if (MONOTONIC.has(field)) return { inf: us === TS_NEG_INF };
    return null;
  }
  const offset = withTz ? zoneOffsetSeconds(zone, Number(us / 1000000n) - (us < 0n && us % 1000000n !== 0n ? 1 : 0)) : 0;
  const tm = toTm(us + BigInt(offset) * 1000000n);
  const secUs = BigInt(tm.sec) * 1000000n + BigInt(tm.fsec);
  switch (field) {
    case 'microseconds':
      return { int: secUs };
    case 'milliseconds':
      return secPart(secUs, 3);
    case 'second':
      return secPart(secUs, 6);
    case 'minute':
      return { int: BigInt(tm.min) };
    case 'hour':
      return { int: BigInt(tm.hour) };
    case 'epoch':
      return { scaled: us, scale: 6 };
    case 'julian': {
      const tod = ((BigInt(tm.hour) * 60n + BigInt(tm.min)) * 60n) * 1000000n + secUs;
      const frac = numericDiv(tod, 86400000000n);
      const j = BigInt(tm.days + JULIAN_1970) * 10n ** BigInt(frac.scale);
      const float = tm.days + JULIAN_1970 + ((tm.hour * 60 + tm.min) * 60 + tm.sec + tm.fsec / 1e6) / 86400;
      return { float, numeric: scaledNumeric(j + frac.scaled, frac.scale) };
    }
    case 'timezone':
    case 'timezone_hour':
    case 'timezone_minute':
      if (!withTz) throw unitNotSupported(unit, type);
      if (field === 'timezone') return { int: BigInt(offset) };
      return { int: BigInt(field === 'timezone_hour' ? cdiv(offset, 3600) : cdiv(offset, 60) % 60) };
    default: {
      const v = dayParts(field, tm.days);
      if (v === undefined) throw unitNotSupported(unit, type);
      return { int: v };
    }
  }
}

function datePart(field: Field, days: number, unit: string): Part {
  if (field === 'other') throw unitNotRecognized(unit, T_DATE);
  if (days === DATE_INF || days === DATE_NEG_INF) {
    if (MONOTONIC.has(field)) return { inf: days === DATE_NEG_INF };
    if (['day', 'month', 'quarter', 'week', 'dow', 'isodow', 'doy'].includes(field)) return null;
    throw unitNotSupported(unit, T_DATE);
  }
  if (field === 'epoch') return { int: BigInt(days) * 86400n };
  if (field === 'julian') return { int: BigInt(days + JULIAN_1970) };
  const v = dayParts(field, days);
  if (v === undefined) throw unitNotSupported(unit, T_DATE);
  return { int: v };
}

function timePart(field: Field, tod: bigint, unit: string): Part {
  const secUs = tod % 60000000n;
  switch (field) {
    case 'microseconds':
      return { int: secUs };
    case 'milliseconds':
      return secPart(secUs, 3);
    case 'second':
      return secPart(secUs, 6);
    case 'minute':
      return { int: (tod / 60000000n) % 60n };
    case 'hour':
      return { int: tod / 3600000000n };
    case 'epoch':
      return { scaled: tod, scale: 6 };
    case 'other':
      throw unitNotRecognized(unit, T_TIME);
    default:
      throw unitNotSupported(unit, T_TIME);
  }
}

/** timetz_part_common: the time fields of the local time, the zone in seconds east, epoch the UTC time of day. */
function timetzPart(field: Field, value: SqlValue, unit: string): Part {
  const { utc, zone } = timetzParts(value);
  const east = BigInt(-zone);
  switch (field) {
    case 'timezone':
      return { int: east };
    case 'timezone_hour':
      return { int: east / 3600n };
    case 'timezone_minute':
      return { int: (east / 60n) % 60n };
    case 'epoch':
      return { scaled: utc, scale: 6 };
    case 'other':
      throw unitNotRecognized(unit, T_TIMETZ);
    case 'microseconds':
    case 'milliseconds':
    case 'second':
    case 'minute':
    case 'hour':
      return timePart(field, utc + east * 1000000n, unit);
    default:
      throw unitNotSupported(unit, T_TIMETZ);
  }
}

function intervalPart(field: Field, stored: string, unit: string): Part {
  const iv = readInterval(stored);
  const year = BigInt(cdiv(iv.months, 12));
  const mon = iv.months % 12;
  const hour = iv.micros / 3600000000n;
  const rest = iv.micros - hour * 3600000000n;
  const min = rest / 60000000n;
  const secUs = rest - min * 60000000n;
  switch (field) {
    case 'microseconds':
      return { int: secUs };
    case 'milliseconds':
      return secPart(secUs, 3);
    case 'second':
      return secPart(secUs, 6);
    case 'minute':
      return { int: min };
    case 'hour':
      return { int: hour };
    case 'day':
      return { int: BigInt(iv.days) };
    case 'month':
      return { int: BigInt(mon) };
    case 'quarter':
      return { int: BigInt(cdiv(mon, 3) + 1) };
    case 'year':
      return { int: year };
    case 'decade':
      return { int: year / 10n };
    case 'century':
      return { int: year / 100n };
    case 'millennium':
      return { int: year / 1000n };
    case 'epoch': {
      const secs = ((1461n * year + 120n * BigInt(mon) + 4n * BigInt(iv.days)) * 86400n) / 4n;
      const float = Number(iv.micros) / 1e6 + 365.25 * 86400 * Number(year) + 30 * 86400 * mon + 86400 * iv.days;
      return { float, numeric: scaledNumeric(secs * 1000000n + iv.micros, 6) };
    }
    case 'other':
      throw unitNotRecognized(unit, T_INTERVAL);
    default:
      throw unitNotSupported(unit, T_INTERVAL);
  }
}

/**
 * extract(unit from value) (numeric, `numeric` true) and date_part(unit, value) (float8) over a
 * stored date/time/timestamp/timestamptz/interval of type `type`; `zone` is the session TimeZone.
 */
export function extractPart(unit: string, value: SqlValue, type: number, numeric: boolean, zone: string): SqlValue {
  const decoded = decodeExtractUnit(unit);
  const field: Field = decoded === undefined ? 'other' : decoded === 'special' ? 'other' : decoded;
  if (decoded === 'special' && type !== T_TIME && type !== T_TIMETZ && type !== T_INTERVAL) throw unitNotSupported(unit, type);
  let part: Part;
  if (type === T_DATE && !numeric) {
    // date_part(text, date) is date_part(text, date::timestamp).
    const days = Number(value);
    const us = days === DATE_INF ? TS_INF : days === DATE_NEG_INF ? TS_NEG_INF : BigInt(days) * US_DAY;
    part = timestampPart(field, us, T_TIMESTAMP, zone, unit);
  } else if (type === T_DATE) part = datePart(field, Number(value), unit);
  else if (type === T_TIME) part = timePart(field, big(value), unit);
  else if (type === T_TIMETZ) part = timetzPart(field, value, unit);
  else if (type === T_INTERVAL) part = intervalPart(field, String(value), unit);
  else part = timestampPart(field, big(value), type, zone, unit);
  if (part === null) return null;
  if ('inf' in part) return numeric ? numericInfinity(part.inf) : part.inf ? -Infinity : Infinity;
  if ('int' in part) return numeric ? scaledNumeric(part.int, 0) : Number(part.int);
  if ('scaled' in part) return numeric ? scaledNumeric(part.scaled, part.scale) : Number(part.scaled) / 10 ** part.scale;
  return numeric ? part.numeric : part.float;
}
