import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFormatSettings } from '../pg-type.js';
import { daysFromCivil, USECS_PER_DAY } from './calendar.js';
import { dateToText } from './date.js';
import { formatTimestamp, parseDateStyle } from './format.js';
import { timestampToText } from './timestamp.js';
import { zoneOffsetSeconds } from './zone.js';

const ISO = parseDateStyle('ISO, MDY');
const settings = (timeZone: string) => ({ ...defaultFormatSettings, timeZone });

/** timestamp[tz]_out through the general (BigInt) path. */
function reference(us: bigint, withTz: boolean, zone: string): string {
  if (!withTz) return formatTimestamp(us, ISO);
  const off = zoneOffsetSeconds(zone, Number(us / 1000000n));
  return formatTimestamp(us + BigInt(off) * 1000000n, ISO, off);
}

const MIN = BigInt(daysFromCivil(-4713, 11, 24)) * USECS_PER_DAY;
const END = BigInt(daysFromCivil(294277, 1, 1)) * USECS_PER_DAY;
const anyTimestamp = fc.oneof(
  fc.bigInt(MIN, END - 1n),
  fc.bigInt(-(2n ** 52n) - 5n, 2n ** 52n + 5n),
  fc.bigInt(-62135596800000000n, 253402300799999999n), // years 1..9999
  fc.integer({ min: -1000000, max: 1000000 }).map((x) => BigInt(x) * 999999n),
);

describe('DateStyle ISO output in number arithmetic', () => {
  it.each(['UTC', '+05:30', 'UTC-3', 'Europe/Paris', 'America/St_Johns'])('timestamp and timestamptz in %s', (zone) => {
    fc.assert(
      fc.property(anyTimestamp, (us) => {
        expect(timestampToText(us, false, settings(zone))).toBe(reference(us, false, zone));
        expect(timestampToText(us, true, settings(zone))).toBe(reference(us, true, zone));
      }),
      { numRuns: zone === 'UTC' ? 5000 : 500 },
    );
  });

  it('dates, including years outside 1000..9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: daysFromCivil(-4713, 11, 24), max: daysFromCivil(5874897, 12, 31) }), (days) => {
        const viaTimestamp = formatTimestamp(BigInt(days) * USECS_PER_DAY, ISO);
        const bc = viaTimestamp.endsWith(' BC');
        const expected = viaTimestamp.slice(0, viaTimestamp.length - (bc ? 12 : 9)) + (bc ? ' BC' : '');
        expect(dateToText(days, defaultFormatSettings)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('examples', () => {
    expect(timestampToText(1704067260000000n, true, settings('UTC'))).toBe('2024-01-01 00:01:00+00');
    expect(timestampToText(1704067260000500n, false, settings('UTC'))).toBe('2024-01-01 00:01:00.0005');
    expect(timestampToText(-1n, false, settings('UTC'))).toBe('1969-12-31 23:59:59.999999');
    expect(timestampToText(1704067260123456n, true, settings('+05:30'))).toBe('2023-12-31 18:31:00.123456-05:30');
    expect(dateToText(19724, defaultFormatSettings)).toBe('2024-01-02');
    expect(dateToText(daysFromCivil(999, 12, 31), defaultFormatSettings)).toBe('0999-12-31');
  });
});
