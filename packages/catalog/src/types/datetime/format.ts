import { civilFromDays, dayOfWeek, splitMicros } from './calendar.js';
import { formatOffset } from './zone.js';
import { isoDateText } from './iso-format.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The output style and field order parsed from DateStyle ('ISO, MDY'). */
export interface DateStyle {
  style: 'ISO' | 'SQL' | 'Postgres' | 'German';
  order: 'MDY' | 'DMY' | 'YMD';
}

let lastSetting: string | null = null;
let lastStyle: DateStyle = { style: 'ISO', order: 'MDY' };

/** Parses the DateStyle setting (the last one is remembered: every date/time value asks). */
export function parseDateStyle(s: string): DateStyle {
  if (s !== lastSetting) {
    lastStyle = Object.freeze(parseDateStyleText(s));
    lastSetting = s;
  }
  return lastStyle;
}

function parseDateStyleText(s: string): DateStyle {
  let style: DateStyle['style'] = 'ISO';
  let order: DateStyle['order'] = 'MDY';
  for (const raw of s.split(',')) {
    const w = raw.trim().toUpperCase();
    if (w === 'ISO') style = 'ISO';
    else if (w === 'SQL') style = 'SQL';
    else if (w === 'POSTGRES') style = 'Postgres';
    else if (w === 'GERMAN') {
      style = 'German';
      order = 'DMY';
    } else if (w === 'MDY' || w === 'US' || w === 'NONEURO' || w === 'NONEUROPEAN') order = 'MDY';
    else if (w === 'DMY' || w === 'EURO' || w === 'EUROPEAN') order = 'DMY';
    else if (w === 'YMD') order = 'YMD';
  }
  return { style, order };
}

function pad(n: number, w: number): string {
  return String(n).padStart(w, '0');
}

function bcYear(y: number): { year: number; bc: boolean } {
  return y <= 0 ? { year: 1 - y, bc: true } : { year: y, bc: false };
}

/** `HH:MM:SS[.ffffff]` with trailing fractional zeros removed. */
export function formatTimeOfDay(tod: bigint): string {
  const us = Number(tod % 1000000n);
  const secs = Number(tod / 1000000n);
  let out = `${pad(Math.floor(secs / 3600), 2)}:${pad(Math.floor((secs % 3600) / 60), 2)}:${pad(secs % 60, 2)}`;
  if (us !== 0) out += '.' + pad(us, 6).replace(/0+$/, '');
  return out;
}

/** date_out for a finite date. */
export function formatDate(days: number, ds: DateStyle): string {
  if (ds.style === 'ISO') {
    const iso = isoDateText(days);
    if (iso !== undefined) return iso;
  }
  const { y, m, d } = civilFromDays(days);
  const { year, bc } = bcYear(y);
  const yy = pad(year, 4);
  let out: string;
  if (ds.style === 'ISO') out = `${yy}-${pad(m, 2)}-${pad(d, 2)}`;
  else if (ds.style === 'SQL') out = ds.order === 'DMY' ? `${pad(d, 2)}/${pad(m, 2)}/${yy}` : `${pad(m, 2)}/${pad(d, 2)}/${yy}`;
  else if (ds.style === 'German') out = `${pad(d, 2)}.${pad(m, 2)}.${yy}`;
  else out = ds.order === 'DMY' ? `${pad(d, 2)}-${pad(m, 2)}-${yy}` : `${pad(m, 2)}-${pad(d, 2)}-${yy}`;
  return bc ? out + ' BC' : out;
}

/**
 * timestamp_out / timestamptz_out for a finite value. `local` is microseconds of wall-clock time
 * since 1970; `offset` (seconds east) and `abbrev` are given for timestamptz only.
 */
export function formatTimestamp(local: bigint, ds: DateStyle, offset?: number, abbrev?: string): string {
  const { days, tod } = splitMicros(local);
  const { y, m, d } = civilFromDays(days);
  const { year, bc } = bcYear(y);
  const yy = pad(year, 4);
  const time = formatTimeOfDay(tod);
  // PG appends ' ' + the abbreviation even when it is empty (TimeZone '-03:30').
  const zoneText = offset === undefined ? '' : ' ' + (abbrev ?? formatOffset(offset));
  let out: string;
  if (ds.style === 'ISO') {
    out = `${yy}-${pad(m, 2)}-${pad(d, 2)} ${time}${offset === undefined ? '' : formatOffset(offset)}`;
  } else if (ds.style === 'SQL') {
    const date = ds.order === 'DMY' ? `${pad(d, 2)}/${pad(m, 2)}/${yy}` : `${pad(m, 2)}/${pad(d, 2)}/${yy}`;
    out = `${date} ${time}${zoneText}`;
  } else if (ds.style === 'German') {
    out = `${pad(d, 2)}.${pad(m, 2)}.${yy} ${time}${zoneText}`;
  } else {
    const dm = ds.order === 'DMY' ? `${pad(d, 2)} ${MONTHS[m - 1]!}` : `${MONTHS[m - 1]!} ${pad(d, 2)}`;
    out = `${DAYS[dayOfWeek(days)]!} ${dm} ${time} ${yy}${zoneText}`;
  }
  return bc ? out + ' BC' : out;
}
