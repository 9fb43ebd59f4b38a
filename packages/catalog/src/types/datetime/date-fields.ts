import { civilFromDays, daysFromCivil, daysInMonth } from './calendar.js';
import type { DateStyle } from './format.js';

/**
 * The date part of datetime.c's DecodeDateTime: fields are read left to right and each number's
 * meaning depends on the fields seen before it (fmask), the DateStyle order and whether a month
 * name was given — DecodeNumber, DecodeNumberField, DecodeDate and ValidateDate.
 */

/** Bits of fmask. */
const Y = 1;
const M = 2;
const D = 4;
const DOY = 8;
const TIME = 16;
const DATE = Y | M | D;

/** Errors of the decoding (datetime.c's DTERR_*). */
export class DateTimeSyntax extends Error {}
/** A field value out of range (22008, DTERR_FIELD_OVERFLOW). */
export class DateTimeRange extends Error {
  /** DTERR_MD_FIELD_OVERFLOW: a month or day out of range, where another DateStyle might read the input. */
  constructor(readonly dateStyleHint = false) {
    super();
  }
}

/** A word with a '/' that names no time zone (22023 "time zone … not recognized"). */
export class DateTimeBadZone extends Error {}

/** What the fields read so far say. */
export interface DateState {
  mask: number;
  y: number;
  m: number;
  d: number;
  doy: number;
  is2digits: boolean;
  haveTextMonth: boolean;
  /** HHMMSS read from a run of digits (DecodeNumberField), µs since midnight. */
  time?: bigint;
}

export function newDateState(): DateState {
  return { mask: 0, y: 0, m: 0, d: 0, doy: 0, is2digits: false, haveTextMonth: false };
}

function set(st: DateState, bits: number): void {
  if (st.mask & bits) throw new DateTimeSyntax();
  st.mask |= bits;
}

const digitsOnly = (s: string): boolean => s.length > 0 && [...s].every((c) => c >= '0' && c <= '9');

/** Whether both a month and a day were read (a date-like word after them is a zone name). */
export function hasMonthAndDay(st: DateState): boolean {
  return (st.mask & (M | D)) === (M | D);
}

/** Whether a whole date (year, month and day) was read. */
export function hasFullDate(st: DateState): boolean {
  return (st.mask & DATE) === DATE;
}

/** The time-of-day fields (hh:mm:ss given elsewhere); conflicts with an earlier time are errors. */
export function setTime(st: DateState): void {
  set(st, TIME);
}

/** A month name (DecodeDateTime's MONTH case: a numeric "month" read before becomes the day). */
export function textMonth(st: DateState, month: number): void {
  if (st.mask & M && !st.haveTextMonth && !(st.mask & D) && st.m >= 1 && st.m <= 31) {
    st.d = st.m;
    st.mask = (st.mask & ~M) | D;
  }
  set(st, M);
  st.haveTextMonth = true;
  st.m = month;
}

/** A whole date from a Julian day number. */
export function julianDate(st: DateState, days1970: number): void {
  set(st, DATE);
  const c = civilFromDays(days1970);
  st.y = c.y;
  st.m = c.m;
  st.d = c.d;
}

/** DecodeNumberField: a run of digits as YYYYMMDD / YYMMDD or HHMMSS / HHMM. */
function numberField(st: DateState, text: string, mask: number): void {
  const [whole = '', frac] = text.split('.') as [string, string?];
  if (frac === undefined && (mask & DATE) !== DATE) {
    if (whole.length >= 6) {
      set(st, DATE);
      st.d = Number(whole.slice(-2));
      st.m = Number(whole.slice(-4, -2));
      st.y = Number(whole.slice(0, -4));
      // (strtoint: a year past int's range is a field overflow, 22008)
      if (st.y > 2147483647) throw new DateTimeRange();
      st.is2digits = whole.length - 4 === 2;
      return;
    }
  }
  if (!(mask & TIME) && (whole.length === 6 || whole.length === 4)) {
    set(st, TIME);
    const h = BigInt(whole.slice(0, 2));
    const mi = BigInt(whole.slice(2, 4));
    const s = whole.length === 6 ? BigInt(whole.slice(4)) : 0n;
    const us = frac === undefined ? 0n : BigInt(Math.round(Number(`0.${frac}`) * 1e6));
    st.time = ((h * 60n + mi) * 60n + s) * 1000000n + us;
    return;
  }
  throw new DateTimeSyntax();
}

/** DecodeNumber: one number whose meaning the fields before it decide. */
function decodeNumber(st: DateState, text: string, ds: DateStyle): void {
  if (!digitsOnly(text)) throw new DateTimeSyntax();
  const val = Number(text);
  const flen = text.length;
  // a day of year: three digits right after a year
  if (flen === 3 && (st.mask & DATE) === Y && val >= 1 && val <= 366) {
    set(st, DOY | M | D);
    st.doy = val;
    return;
  }
  const year = (): void => {
    set(st, Y);
    st.y = val;
    st.is2digits = flen <= 2;
  };
  const day = (): void => {
    set(st, D);
    st.d = val;
  };
  const month = (): void => {
    set(st, M);
    st.m = val;
  };
  switch (st.mask & DATE) {
    case 0:
      if (flen >= 3 || ds.order === 'YMD') year();
      else if (ds.order === 'DMY') day();
      else month();
      return;
    case Y:
      return month();
    case M:
      if (st.haveTextMonth && (flen >= 3 || ds.order === 'YMD')) return year();
      return day();
    case Y | M:
      if (st.haveTextMonth && flen >= 3 && st.is2digits) {
        // DD-MON-YYYY even in YMD mode: the two-digit "year" read first was the day
        set(st, D);
        st.d = st.y;
        st.y = val;
        st.is2digits = false;
        return;
      }
      return day();
    case D:
      return month();
    case M | D:
      return year();
    case DATE:
      return numberField(st, text, st.mask);
    default:
      throw new DateTimeSyntax();
  }
}

/**
 * DecodeDateTime's DTK_NUMBER after a unit label of ISO 8601's labelled form (`y2001m02d04`:
 * the word 'y', 'm' or 'd' sets ptype, the number after it is that field). A fraction is
 * allowed only for seconds, so any here is 22007; the value's range is checked by ValidateDate.
 */
export function labelledField(st: DateState, unit: 'y' | 'm' | 'd', text: string): void {
  if (!digitsOnly(text)) throw new DateTimeSyntax();
  const val = Number(text);
  if (val > 2147483647) throw new DateTimeRange();
  if (unit === 'y') {
    set(st, Y);
    st.y = val;
  } else if (unit === 'm') {
    set(st, M);
    st.m = val;
  } else {
    set(st, D);
    st.d = val;
  }
}

/** DecodeDateTime's DTK_NUMBER: a field of digits, perhaps with a fraction. */
export function numericField(st: DateState, text: string, ds: DateStyle, timeOnly: boolean): void {
  const dot = text.indexOf('.');
  if (dot >= 0 && !(st.mask & DATE) && !timeOnly) return dateField(st, text.split('.'), ds);
  if (dot > 2) return numberField(st, text, timeOnly ? st.mask | DATE : st.mask);
  // DecodeTimeOnly: a plain number is read as if the date were complete, so it can only be an
  // hhmm / hhmmss time (`1230` is 12:30); `0`, `12` or `123` are 22007, never a date part
  if (timeOnly && dot < 0) return numberField(st, text, st.mask | DATE);
  if (text.length >= 6 && (timeOnly || !(st.mask & DATE) || !(st.mask & TIME))) return numberField(st, text, timeOnly ? st.mask | DATE : st.mask);
  if (dot >= 0) throw new DateTimeSyntax();
  decodeNumber(st, text, ds);
}

/** DecodeDate: a field like 1999-01-08, Jan-08-1999 or 08/Jan/99 (month names first, then the numbers in order). */
export function dateField(st: DateState, parts: readonly string[], ds: DateStyle, monthOf?: (w: string) => number): void {
  if (parts.some((p) => p.length === 0)) throw new DateTimeSyntax();
  const numbers: string[] = [];
  for (const p of parts) {
    if (digitsOnly(p)) numbers.push(p);
    else {
      const mon = monthOf?.(p.toLowerCase()) ?? 0;
      if (!mon) throw new DateTimeSyntax();
      set(st, M);
      st.haveTextMonth = true;
      st.m = mon;
    }
  }
  for (const n of numbers) decodeNumber(st, n, ds);
  if ((st.mask & ~DOY & ~TIME) !== DATE) throw new DateTimeSyntax();
}

/** ValidateDate, then the calendar date; undefined when no date field was given. */
export function validatedDate(st: DateState, bc: boolean): { y: number; m: number; d: number } | undefined {
  if (!(st.mask & (DATE | DOY))) {
    if (bc) throw new DateTimeSyntax();
    return undefined;
  }
  let y = st.y;
  if (st.mask & Y) {
    if (bc) {
      if (y <= 0) throw new DateTimeRange();
      y = 1 - y;
    } else if (st.is2digits) y = y < 70 ? y + 2000 : y < 100 ? y + 1900 : y;
    else if (y <= 0) throw new DateTimeRange();
  }
  let { m, d } = st;
  let mask = st.mask;
  if (mask & DOY) {
    // days past the year's end run into the next (j2date)
    const c = civilFromDays(daysFromCivil(y, 1, 1) + st.doy - 1);
    y = c.y;
    m = c.m;
    d = c.d;
    mask |= M | D;
  }
  if (mask & M && (m < 1 || m > 12)) throw new DateTimeRange(true);
  if (mask & D && (d < 1 || d > 31)) throw new DateTimeRange(true);
  if ((mask & DATE) !== DATE) throw new DateTimeSyntax();
  if (d > daysInMonth(y, m)) throw new DateTimeRange();
  return { y, m, d };
}
