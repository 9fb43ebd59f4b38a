import { PgError } from '@pgsqlite/errors';
import { civilFromDays, daysFromCivil, daysInMonth } from './calendar.js';

/** The Julian day number of 1970-01-01. */
const JULIAN_1970 = 2440588;

/** `yyyy.ddd`: four digits, a point, three digits. */
function isYearDay(t: string): boolean {
  const [a, b, ...rest] = t.split('.');
  const digits = (x: string | undefined): boolean => x !== undefined && x.length > 0 && [...x].every((c) => c >= '0' && c <= '9');
  return rest.length === 0 && digits(a) && digits(b) && (a as string).length === 4 && (b as string).length === 3;
}
import type { DateStyle } from './format.js';
import { tokenize, type Field } from './tokens.js';
import { isKnownZone } from './zone.js';

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
export class DateTimeSyntax extends Error {}
/** A field value out of range (22008). */
export class DateTimeRange extends Error {}
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
  const [hms, frac = ''] = text.split('.') as [string, string | undefined];
  const parts = hms.split(':');
  if (parts.length > 3 || parts.some((p) => p.length === 0)) throw new DateTimeSyntax();
  const [h = 0, mi = 0, s = 0] = parts.map(Number);
  if (frac !== '' && parts.length < 3 && frac.length > 0) throw new DateTimeSyntax();
  const us = fractionMicros(frac);
  if (mi > 59 || s > 60 || h > 24 || (h === 24 && (mi > 0 || s > 0 || us > 0n))) throw new DateTimeRange();
  return ((BigInt(h) * 60n + BigInt(mi)) * 60n + BigInt(s)) * 1000000n + us;
}

function parseOffset(text: string): number {
  const sign = text[0] === '-' ? -1 : 1;
  const body = text.slice(1);
  let h: number;
  let m = 0;
  let s = 0;
  if (body.includes(':')) {
    const p = body.split(':').map(Number);
    [h, m = 0, s = 0] = p as [number, number?, number?];
  } else if (body.length <= 2) h = Number(body);
  else if (body.length <= 4) (h = Number(body.slice(0, -2))), (m = Number(body.slice(-2)));
  else (h = Number(body.slice(0, -4))), (m = Number(body.slice(-4, -2))), (s = Number(body.slice(-2)));
  if (body.length === 0 || Number.isNaN(h) || Number.isNaN(m) || Number.isNaN(s)) throw new DateTimeSyntax();
  if (h > 15 || m > 59 || s > 59) throw new DateTimeZoneRange();
  return sign * (h * 3600 + m * 60 + s);
}

function expandYear(text: string, y: number, bc: boolean): number {
  if (text.length <= 2 && !bc) return y < 70 ? 2000 + y : 1900 + y;
  return y;
}

/**
 * Decodes a date/time string in the spirit of PG's DecodeDateTime: ISO dates (with 'T'),
 * M/D/Y orders by DateStyle, month names, times, AM/PM, BC, zone offsets and IANA names.
 */
export function decodeDateTime(input: string, ds: DateStyle, timeOnly = false): DecodedDateTime {
  const fields = tokenize(input);
  if (!fields || fields.length === 0) throw new DateTimeSyntax();
  const out: DecodedDateTime = {};
  let ymd: { y?: number; m?: number; d?: number; yText?: string } = {};
  let bc = false;
  let pm: boolean | undefined;
  const numbers: Field[] = [];
  for (const f of fields) {
    if (f.kind === 'word') {
      const w = f.text.toLowerCase();
      const sp = SPECIALS.find((x) => x === w);
      if (sp) {
        if (fields.length !== 1 && sp !== 'today' && sp !== 'tomorrow' && sp !== 'yesterday' && sp !== 'allballs') throw new DateTimeSyntax();
        out.special = sp;
        continue;
      }
      const mon = monthOf(w);
      const julian = w.length > 1 && w[0] === 'j' && [...w.slice(1)].every((c) => c >= '0' && c <= '9');
      if (julian) {
        // J2451187: a Julian day number (DecodeDate's DTK_JULIAN)
        if (ymd.y !== undefined) throw new DateTimeSyntax();
        const c = civilFromDays(Number(w.slice(1)) - JULIAN_1970);
        ymd = { y: c.y, m: c.m, d: c.d, yText: String(c.y) };
      } else if (mon) ymd.m = mon;
      else if (w === 'bc') bc = true;
      else if (w === 'ad') bc = false;
      else if (w === 'am' || w === 'a.m.') pm = false;
      else if (w === 'pm') pm = true;
      else if (w === 't') continue;
      else if (DAYS.includes(w.slice(0, 3)) && (w.length === 3 || w.endsWith('day') || w === 'tues' || w === 'wednes' || w === 'thur' || w === 'thurs')) continue;
      else if (w === 'z' || w === 'utc' || w === 'gmt' || w === 'zulu' || w === 'ut') out.tz = 0;
      else if (isKnownZone(f.text)) out.tz = f.text;
      else throw new DateTimeSyntax();
    } else if (f.kind === 'time') {
      if (out.time !== undefined) throw new DateTimeSyntax();
      out.time = parseTime(f.text);
    } else if (f.kind === 'tz') {
      if (out.time === undefined && ymd.y === undefined) throw new DateTimeSyntax();
      out.tz = parseOffset(f.text);
    } else if (f.kind === 'date') {
      if (ymd.y !== undefined) throw new DateTimeSyntax();
      ymd = decodeDateField(f, ds);
    } else numbers.push(f);
  }
  for (const n of numbers) {
    // DecodeNumberField: six digits are HHMMSS for time input or once the date is complete.
    if (n.text.length === 6 && out.time === undefined && (timeOnly || (ymd.y !== undefined && ymd.m !== undefined && ymd.d !== undefined))) {
      out.time = parseTime(`${n.text.slice(0, 2)}:${n.text.slice(2, 4)}:${n.text.slice(4)}`);
    } else if (n.text.length === 6 && !timeOnly && ymd.y === undefined && ymd.m === undefined && ymd.d === undefined && !n.text.includes('.')) {
      // DecodeNumberField: six digits before any date field are YYMMDD
      ymd = { y: Number(n.text.slice(0, 2)), m: Number(n.text.slice(2, 4)), d: Number(n.text.slice(4)), yText: n.text.slice(0, 2) };
    } else if (!timeOnly && ymd.y === undefined && ymd.m === undefined && ymd.d === undefined && isYearDay(n.text)) {
      // yyyy.ddd: a year and the day of that year (days past its end run into the next, as j2date does)
      const [yt = '', dt = ''] = n.text.split('.');
      const y = Number(yt);
      const doy = Number(dt);
      if (doy === 0) throw new DateTimeSyntax();
      const c = civilFromDays(daysFromCivil(y, 1, 1) + doy - 1);
      ymd = { y: c.y, m: c.m, d: c.d, yText: yt };
    } else if (n.text.length === 8 && ymd.y === undefined && ymd.m === undefined) {
      ymd = { y: Number(n.text.slice(0, 4)), m: Number(n.text.slice(4, 6)), d: Number(n.text.slice(6)), yText: n.text.slice(0, 4) };
    } else if (ymd.m !== undefined && ymd.d === undefined && n.text.length <= 2 && !(ymd.y === undefined && ds.order === 'YMD' && false)) ymd.d = Number(n.text);
    else if (ymd.y === undefined) ymd = { ...ymd, y: Number(n.text), yText: n.text };
    else if (ymd.d === undefined) ymd.d = Number(n.text);
    else throw new DateTimeSyntax();
  }
  if (pm !== undefined && out.time !== undefined) {
    const h = out.time / 3600000000n;
    if (h > 12n || h === 0n) throw new DateTimeRange();
    if (pm && h < 12n) out.time += 12n * 3600000000n;
    if (!pm && h === 12n) out.time -= 12n * 3600000000n;
  }
  if (ymd.y !== undefined || ymd.m !== undefined || ymd.d !== undefined) {
    if (ymd.y === undefined || ymd.m === undefined || ymd.d === undefined) throw new DateTimeSyntax();
    let y = expandYear(ymd.yText ?? String(ymd.y), ymd.y, bc);
    if (bc) {
      if (y === 0) throw new DateTimeRange();
      y = 1 - y;
    }
    if (ymd.m < 1 || ymd.m > 12 || ymd.d < 1 || ymd.d > daysInMonth(y, ymd.m)) throw new DateTimeRange();
    out.date = { y, m: ymd.m, d: ymd.d };
  } else if (bc) throw new DateTimeSyntax();
  return out;
}

function decodeDateField(f: Field, ds: DateStyle): { y?: number; m?: number; d?: number; yText?: string } {
  const parts = f.text.split(f.sep ?? '-');
  if (parts.length === 2 || parts.length > 3 || parts.some((p) => p.length === 0)) {
    if (parts.length === 2) return {};
    throw new DateTimeSyntax();
  }
  // DecodeDate: a textual month first, then the numbers by DecodeNumber's field-order rules
  const out: { y?: number; m?: number; d?: number; yText?: string } = {};
  const textMonth = parts.find((x) => Boolean(monthOf(x.toLowerCase())));
  if (textMonth !== undefined) out.m = Number(monthOf(textMonth.toLowerCase()));
  let is2digits = false;
  for (const part of parts) {
    if (part === textMonth) continue;
    if (!/^\d+$/.test(part)) throw new DateTimeSyntax();
    const val = Number(part);
    const have = `${out.y !== undefined ? 'y' : ''}${out.m !== undefined ? 'm' : ''}${out.d !== undefined ? 'd' : ''}`;
    const year = (): void => {
      out.y = val;
      out.yText = part;
      is2digits = part.length <= 2;
    };
    if (have === '') {
      if (part.length >= 3 || ds.order === 'YMD') year();
      else if (ds.order === 'DMY') out.d = val;
      else out.m = val;
    } else if (have === 'y') out.m = val;
    else if (have === 'm') {
      if (textMonth !== undefined && (part.length >= 3 || ds.order === 'YMD')) year();
      else out.d = val;
    } else if (have === 'ym') {
      // DD-MON-YYYY even in YMD mode: the two-digit "year" read first was the day
      if (textMonth !== undefined && part.length >= 3 && is2digits) {
        out.d = out.y;
        year();
      } else out.d = val;
    } else if (have === 'd') out.m = val;
    else if (have === 'md') year();
    else throw new DateTimeSyntax();
  }
  return out;
}
