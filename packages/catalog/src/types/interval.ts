import { adjustIntervalForTypmod } from './interval-typmod.js';
import { badBinary, storedString, viewOf } from './codec-util.js';
import { FULL_RANGE, readIntervalInput } from './interval-input.js';
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

/** interval_in of `text` with every field allowed and the postgres IntervalStyle (interval-input.ts). */
export function parseInterval(text: string): IntervalValue {
  return readIntervalInput(text, FULL_RANGE, false);
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
  fromText: (t, typmod, s) => {
    const range = typmod < 0 ? FULL_RANGE : (typmod >>> 16) & FULL_RANGE;
    return writeInterval(adjustIntervalForTypmod(readIntervalInput(t, range, s.intervalStyle === 'sql_standard'), typmod));
  },
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
