import { PgError } from '@pgsqlite/errors';
import { DateTimeBadZone, DateTimeRange, DateTimeSyntax, dateField, hasFullDate, hasMonthAndDay, julianDate, labelledField, newDateState, numericField, setTime, textMonth, validatedDate } from './date-fields.js';

/** The Julian day number of 1970-01-01. */
const JULIAN_1970 = 2440588;

import type { DateStyle } from './format.js';
import { tokenize, type Field } from './tokens.js';
import { isKnownZone, zoneOffsetSeconds } from './zone.js';
import { isPosixDstZone } from './posix-dst-zone.js';

/** zoneWord's answer for a POSIX zone with daylight-saving rules (read no further). */
const POSIX_DST = '\u0000posix-dst';
import { daysFromCivil } from './calendar.js';
import { abbreviationOffset } from './zone-abbrev.js';
import { DEFAULT_ZONE_ABBREVIATIONS } from './zone-abbrevs-default.js';

/** What a date/time string says; fields absent when not given. */
export interface DecodedDateTime {
  special?: 'infinity' | '-infinity' | 'epoch' | 'now' | 'today' | 'tomorrow' | 'yesterday' | 'allballs';
  date?: { y: number; m: number; d: number };
  /** Microseconds since midnight. */
  time?: bigint;
  /** Explicit offset east of UTC in seconds, or an IANA zone name. */
  tz?: number | string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const SPECIALS = ['infinity', '-infinity', 'epoch', 'now', 'today', 'tomorrow', 'yesterday', 'allballs'] as const;

/** Errors raised while decoding; the caller names the type. */
export { DateTimeBadZone, DateTimeRange, DateTimeSyntax };
/** A zone offset beyond ±15:59:59 (22009, DTERR_TZDISP_OVERFLOW). */
export class DateTimeZoneRange extends Error {}

function monthOf(w: string): number {
  if (w.length < 3) return 0;
  const i = MONTHS.indexOf(w.slice(0, 3));
  if (i < 0) return 0;
  const full = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][i]!;
  return full.startsWith(w) || w === 'sept' ? i + 1 : 0;
}

/** Fraction digits → microseconds as PG computes them: rint(strtod("0.ddd") * 1e6). */
export function fractionMicros(frac: string): bigint {
  if (frac === '') return 0n;
  const x = Number('0.' + frac) * 1e6;
  let r = Math.round(x);
  if (r - x === 0.5 && r % 2 !== 0) r -= 1;
  return BigInt(r);
}

function parseTime(text: string): bigint {
  const dot = text.indexOf('.');
  const hms = dot < 0 ? text : text.slice(0, dot);
  const frac = dot < 0 ? '' : text.slice(dot + 1);
  // ParseFractionalSecond: the fraction must end the field ('59.5.5', '59.5:59' are 22007)
  if (!/^[0-9]*$/.test(frac)) throw new DateTimeSyntax();
  const parts = hms.split(':');
  if (parts.length > 3 || parts.some((p) => !/^[0-9]+$/.test(p))) throw new DateTimeSyntax();
  const [h = 0, mi = 0, s = 0] = parts.map(Number);
  if (frac !== '' && parts.length < 3 && frac.length > 0) throw new DateTimeSyntax();
  const us = fractionMicros(frac);
  if (mi > 59 || s > 60 || h > 24 || (h === 24 && (mi > 0 || s > 0 || us > 0n))) throw new DateTimeRange();
  return ((BigInt(h) * 60n + BigInt(mi)) * 60n + BigInt(s)) * 1000000n + us;
}

function parseOffset(text: string): number {
  // DecodeTimezone: hours (strtoint), then ':' minutes [':' seconds], or hhmm run together when
  // nothing follows and the field is longer than 3; the ranges are checked (22009) before any
  // trailing characters (22007). A run-together hhmmss is not read ("we could, but don't").
  let i = 1;
  const int = (): number | undefined => {
    const from = i;
    while (i < text.length && text[i]! >= '0' && text[i]! <= '9') i++;
    return i === from ? undefined : Number(text.slice(from, i));
  };
  let h = int() ?? 0;
  let m = 0;
  let s = 0;
  if (text[i] === ':') {
    i++;
    m = int() ?? 0;
    if (text[i] === ':') {
      i++;
      s = int() ?? 0;
    }
  } else if (i === text.length && text.length > 3) {
    m = h % 100;
    h = Math.trunc(h / 100);
  }
  if (h > 15 || m > 59 || s > 59) throw new DateTimeZoneRange();
  if (i !== text.length || text.length === 1) throw new DateTimeSyntax();
  return (text[0] === '-' ? -1 : 1) * (h * 3600 + m * 60 + s);
}


/** A zone for `out`: DecodeDateTime's field mask refuses a second one ('12:00 UTC +3' is 22007). */
function zoneOnce(out: DecodedDateTime, tz: number | string): number | string {
  if (out.tz !== undefined) throw new DateTimeSyntax();
  return tz;
}

/**
 * A zone word: an abbreviation of the Default set, else a tz database name. A date-like word
 * ('America/New_York', 'fc2e8c5') standing where DecodeDateTime takes it for a zone name is
 * looked up with pg_tzset, whose failure is 22023; a plain unknown word is 22007 (a keyword's
 * letters before digits are a field of their own: tokens.ts).
 */
function zoneWord(text: string, dynamic: { zone: string; abbrev: string }[], dateLike: boolean, extent = text): number | string {
  // pg_tzset is asked for the whole field ParseDateTime read: 'a0eebc99-9c0b-…' names no zone
  // although its 'a0eebc99' is a POSIX one, and 'xyz10-3' none although 'xyz10' is
  if (dateLike && extent !== text && !isKnownZone(extent)) {
    if (isPosixDstZone(extent)) return POSIX_DST;
    throw new DateTimeBadZone(extent.toLowerCase());
  }
  const abbrev = DEFAULT_ZONE_ABBREVIATIONS.get(text.toLowerCase());
  if (typeof abbrev === 'string') dynamic.push({ zone: abbrev, abbrev: text });
  if (abbrev !== undefined) return abbrev;
  if (isKnownZone(text)) return text;
  // a POSIX specification with daylight-saving rules is a zone to pg_tzset (decodeDateTime)
  if (dateLike && isPosixDstZone(text)) return POSIX_DST;
  if (dateLike || text.includes('/')) throw new DateTimeBadZone(text.toLowerCase());
  throw new DateTimeSyntax();
}

/**
 * Whether a date-like word ('xyz10', 'America/New_York') may be a zone name where it stands;
 * otherwise PG decodes it as a date and fails (DecodeDateTime's and DecodeTimeOnly's DTK_DATE case).
 */
function zoneAllowedHere(fields: readonly Field[], f: Field, st: ReturnType<typeof newDateState>, timeOnly: boolean): boolean {
  if (!timeOnly) return hasMonthAndDay(st);
  const last = fields[fields.length - 1]!;
  const lastIsDate = last.kind === 'date' || last.dateLike === true;
  return !(fields[0] === f && fields.length >= 2 && (lastIsDate || fields[1]!.kind === 'time'));
}

/**
 * ParseDateTime copies each field, NUL-terminated, into its caller's work buffer (`size` bytes)
 * and fails with invalid syntax (22007) where it is full, or at a 26th field (MAXDATEFIELDS).
 */
function fitsWorkBuffer(fields: readonly Field[], size: number): boolean {
  if (fields.length > 25) return false;
  let used = 0;
  for (const f of fields) used += (f.extent ?? f.text).length + 1;
  return used <= size;
}

/**
 * Decodes a date/time string in the spirit of PG's DecodeDateTime: ISO dates (with 'T'),
 * M/D/Y orders by DateStyle, month names, times, AM/PM, BC, zone offsets and names. Fields are
 * read left to right; what a number means depends on the fields before it (date-fields.ts).
 */
export function decodeDateTime(input: string, ds: DateStyle, timeOnly = false, workBuffer = Infinity): DecodedDateTime {
  const fields = tokenize(input);
  if (!fields || fields.length === 0 || !fitsWorkBuffer(fields, workBuffer)) throw new DateTimeSyntax();
  const out: DecodedDateTime = {};
  const st = newDateState();
  let bc = false;
  let pm: boolean | undefined;
  const dynamic: { zone: string; abbrev: string }[] = [];
  // a unit label ('d' of `y2001m02d04`) names the number after it (DecodeDateTime's ptype)
  let label: 'y' | 'm' | 'd' | undefined;
  for (const f of fields) {
    if (label !== undefined && f.kind !== 'word') {
      if (f.kind !== 'number') throw new DateTimeSyntax();
      labelledField(st, label, f.text);
      label = undefined;
      continue;
    }
    if (f.kind === 'word') {
      const w = f.text.toLowerCase();
      if (!timeOnly && (w === 'y' || w === 'm' || w === 'd')) {
        label = w;
        continue;
      }
      const sp = SPECIALS.find((x) => x === w);
      if (sp) {
        if (fields.length !== 1 && sp !== 'today' && sp !== 'tomorrow' && sp !== 'yesterday' && sp !== 'allballs') throw new DateTimeSyntax();
        out.special = sp;
        continue;
      }
      const mon = monthOf(w);
      const julian = w.length > 1 && w[0] === 'j' && [...w.slice(1)].every((c) => c >= '0' && c <= '9');
      if (julian) julianDate(st, Number(w.slice(1)) - JULIAN_1970);
      else if (mon) textMonth(st, mon);
      else if (w === 'bc') bc = true;
      else if (w === 'ad') bc = false;
      else if (w === 'am' || w === 'a.m.') pm = false;
      else if (w === 'pm') pm = true;
      else if (w === 't') continue;
      else if (DAYS.includes(w.slice(0, 3)) && (w.length === 3 || w.endsWith('day') || w === 'tues' || w === 'wednes' || w === 'thur' || w === 'thurs')) continue;
      else if (w === 'z' || w === 'utc' || w === 'gmt' || w === 'zulu' || w === 'ut') out.tz = zoneOnce(out, 0);
      else {
        if (f.dateLike && !zoneAllowedHere(fields, f, st, timeOnly)) throw new DateTimeSyntax();
        out.tz = zoneOnce(out, zoneWord(f.text, dynamic, f.dateLike === true, f.extent));
      }
    } else if (f.kind === 'time') {
      setTime(st);
      out.time = parseTime(f.text);
    } else if (f.kind === 'tz') {
      const tz = parseOffset(f.text);
      if (out.time === undefined && st.time === undefined && st.mask === 0) throw new DateTimeSyntax();
      out.tz = zoneOnce(out, tz);
    } else if (f.kind === 'date') {
      dateField(st, f.text.split(f.sep ?? '-'), ds, monthOf);
    } else numericField(st, f.text, ds, timeOnly);
  }
  if (out.tz === POSIX_DST) {
    // DecodeTimeOnly: a zone whose offset changes needs a date to be read in
    if (timeOnly && !hasFullDate(st)) throw new DateTimeSyntax();
    throw new PgError('feature_not_supported', 'POSIX time zone specifications with daylight-saving rules are not supported in date/time input');
  }
  if (st.time !== undefined) out.time = st.time;
  if (pm !== undefined && out.time !== undefined) {
    const h = out.time / 3600000000n;
    if (h > 12n || h === 0n) throw new DateTimeRange();
    if (pm && h < 12n) out.time += 12n * 3600000000n;
    if (!pm && h === 12n) out.time -= 12n * 3600000000n;
  }
  const date = validatedDate(st, bc);
  if (date) out.date = date;
  const dyn = dynamic[dynamic.length - 1];
  if (dyn && date && out.tz === dyn.zone) {
    // a dynamic abbreviation (MSK): what it stood for in its zone at that time
    const local = daysFromCivil(date.y, date.m, date.d) * 86400 + Number((out.time ?? 0n) / 1000000n);
    out.tz = abbreviationOffset(dyn.zone, dyn.abbrev, local - zoneOffsetSeconds(dyn.zone, local)) ?? dyn.zone;
  }
  return out;
}
