import { adjustIntervalForTypmod } from './interval-typmod.js';
import { PgError } from '@pgsqlite/errors';
import { badBinary, isPgSpace, storedString, viewOf } from './codec-util.js';
import { defineType } from './define.js';
import { formatInterval } from './interval-format.js';

/**
 * An interval as stored: TEXT `months days micros` (three integers, space-separated, e.g.
 * '14 3 14706000000' = 1 year 2 mons 3 days 04:05:06); kept separate as PG keeps them.
 */
export interface IntervalValue {
  months: number;
  days: number;
  micros: bigint;
}

const US_PER: Record<string, number> = {
  microsecond: 1, millisecond: 1000, second: 1e6, minute: 6e7, hour: 3.6e9,
};
const UNIT_ALIASES: Record<string, string> = {
  us: 'microsecond', usec: 'microsecond', usecs: 'microsecond', microseconds: 'microsecond', microsecon: 'microsecond',
  ms: 'millisecond', msec: 'millisecond', msecs: 'millisecond', milliseconds: 'millisecond', millisecon: 'millisecond',
  s: 'second', sec: 'second', secs: 'second', seconds: 'second',
  m: 'minute', min: 'minute', mins: 'minute', minutes: 'minute',
  h: 'hour', hr: 'hour', hrs: 'hour', hours: 'hour',
  d: 'day', days: 'day', w: 'week', weeks: 'week',
  mon: 'month', mons: 'month', months: 'month', y: 'year', yr: 'year', yrs: 'year', years: 'year',
  decades: 'decade', dec: 'decade', decs: 'decade', c: 'century', cent: 'century', centuries: 'century',
  mil: 'millennium', mils: 'millennium', millennia: 'millennium', millenniums: 'millennium',
};

function unitOf(w: string): string | undefined {
  const u = UNIT_ALIASES[w] ?? w;
  const all = ['microsecond', 'millisecond', 'second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'decade', 'century', 'millennium'];
  return all.includes(u) ? u : undefined;
}

function syntax(text: string): PgError {
  return new PgError('invalid_datetime_format', `invalid input syntax for type interval: "${text}"`);
}

/** Accumulates `n unit` with PG's cascade of fractions to smaller fields. */
function addUnit(acc: { months: number; days: number; us: number }, n: number, unit: string): void {
  const monthsPer: Record<string, number> = { month: 1, year: 12, decade: 120, century: 1200, millennium: 12000 };
  if (monthsPer[unit] !== undefined) {
    const m = n * monthsPer[unit]!;
    const whole = Math.trunc(m);
    acc.months += whole;
    const fracDays = (m - whole) * 30;
    acc.days += Math.trunc(fracDays);
    acc.us += Math.round((fracDays - Math.trunc(fracDays)) * 864e8);
  } else if (unit === 'day' || unit === 'week') {
    const d = n * (unit === 'week' ? 7 : 1);
    acc.days += Math.trunc(d);
    acc.us += Math.round((d - Math.trunc(d)) * 864e8);
  } else acc.us += Math.round(n * US_PER[unit]!);
}

function parseClock(t: string, text: string): number {
  const neg = t.startsWith('-');
  const body = neg || t.startsWith('+') ? t.slice(1) : t;
  const parts = body.split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => p === '' || Number.isNaN(Number(p)))) throw syntax(text);
  const [h, m, s = '0'] = parts as [string, string, string?];
  const us = (Number(h) * 3600 + Number(m) * 60) * 1e6 + Math.round(Number(s) * 1e6);
  return neg ? -us : us;
}

/** interval_in (postgres-style verbose input, clock times, `@`/`ago`, and ISO `P…T…`). */
export function parseInterval(text: string): IntervalValue {
  const s = text.trim().toLowerCase();
  if (s.startsWith('p')) return parseIso(s, text);
  const words: string[] = [];
  let cur = '';
  for (const c of s) {
    if (isPgSpace(c) || c === ',') {
      if (cur) words.push(cur);
      cur = '';
    } else cur += c;
  }
  if (cur) words.push(cur);
  const acc = { months: 0, days: 0, us: 0 };
  let ago = false;
  if (words.length === 0) throw syntax(text);
  for (let i = 0; i < words.length; i++) {
    let w = words[i]!;
    if (w === '@') continue;
    if (w === 'ago') {
      if (i !== words.length - 1) throw syntax(text);
      ago = true;
      continue;
    }
    if (w.includes(':')) {
      acc.us += parseClock(w, text);
      continue;
    }
    let k = 0;
    while (k < w.length && '+-.0123456789'.includes(w[k]!)) k++;
    if (k === 0) throw syntax(text);
    const n = Number(w.slice(0, k));
    if (Number.isNaN(n)) throw syntax(text);
    let unitWord = w.slice(k);
    if (!unitWord) {
      const next = words[i + 1];
      if (next !== undefined && unitOf(next)) {
        unitWord = next;
        i++;
      } else unitWord = 'second';
    }
    w = unitWord;
    const unit = unitOf(w);
    if (!unit) throw syntax(text);
    addUnit(acc, n, unit);
  }
  const sign = ago ? -1 : 1;
  return { months: sign * acc.months, days: sign * acc.days, micros: BigInt(sign * acc.us) };
}

function parseIso(s: string, text: string): IntervalValue {
  const acc = { months: 0, days: 0, us: 0 };
  let inTime = false;
  let num = '';
  for (const c of s.slice(1)) {
    if (c === 't') {
      inTime = true;
      continue;
    }
    if ('+-.0123456789'.includes(c)) {
      num += c;
      continue;
    }
    if (num === '' || Number.isNaN(Number(num))) throw syntax(text);
    const units: Record<string, string> = inTime ? { h: 'hour', m: 'minute', s: 'second' } : { y: 'year', m: 'month', w: 'week', d: 'day' };
    const unit = units[c];
    if (!unit) throw syntax(text);
    addUnit(acc, Number(num), unit);
    num = '';
  }
  if (num !== '') throw syntax(text);
  return { months: acc.months, days: acc.days, micros: BigInt(acc.us) };
}

/** Reads the stored `months days micros` text. */
export function readInterval(stored: string): IntervalValue {
  const [m = '0', d = '0', us = '0'] = stored.split(' ');
  return { months: Number(m), days: Number(d), micros: BigInt(us) };
}

/** Writes the stored `months days micros` text. */
export function writeInterval(v: IntervalValue): string {
  return `${v.months} ${v.days} ${v.micros}`;
}

/** interval → TEXT `months days micros`. */
export const intervalType = defineType({
  oid: 1186,
  name: 'interval',
  displayName: 'interval',
  storage: 'text',
  len: 16,
  category: 'T',
  preferred: true,
  arrayOid: 1187,
  toText: (v, _t, s) => formatInterval(readInterval(storedString(v)), s.intervalStyle),
  fromText: (t, typmod) => writeInterval(adjustIntervalForTypmod(parseInterval(t), typmod)),
  toBinary: (v) => {
    const x = readInterval(storedString(v));
    const out = new Uint8Array(16);
    const dv = new DataView(out.buffer);
    dv.setBigInt64(0, x.micros);
    dv.setInt32(8, x.days);
    dv.setInt32(12, x.months);
    return out;
  },
  fromBinary: (b) => {
    if (b.length !== 16) throw badBinary();
    const dv = viewOf(b, 16);
    return writeInterval({ micros: dv.getBigInt64(0), days: dv.getInt32(8), months: dv.getInt32(12) });
  },
});
