import { describe, expect, it } from 'vitest';
import { parseInterval } from './interval.js';
import { formatInterval } from './interval-format.js';

/** [IntervalStyle, input, PostgreSQL 15 output] (recorded from PG 15.18, test/types/golden/interval-*.json). */
const CASES: [string, string, string][] = [
  ['postgres', '1 year 2 mons 3 days 04:05:06', '1 year 2 mons 3 days 04:05:06'],
  ['postgres', '-1 days +02:00:00', '-1 days +02:00:00'],
  ['postgres', '0', '00:00:00'],
  ['postgres', '1 year', '1 year'],
  ['postgres', '3 days', '3 days'],
  ['postgres', '-00:00:01.5', '-00:00:01.5'],
  ['postgres', '1 mon -1 days', '1 mon -1 days'],
  ['postgres', '@ 3 days ago', '-3 days'],
  ['postgres', 'P1Y2M3DT4H5M6.5S', '1 year 2 mons 3 days 04:05:06.5'],
  ['postgres', '123:45:06.000001', '123:45:06.000001'],
  ['sql_standard', '1 year 2 mons 3 days 04:05:06', '+1-2 +3 +4:05:06'],
  ['sql_standard', '-1 days +02:00:00', '+0-0 -1 +2:00:00'],
  ['sql_standard', '0', '0'],
  ['sql_standard', '1 year', '1-0'],
  ['sql_standard', '3 days', '3 0:00:00'],
  ['sql_standard', '-00:00:01.5', '-0:00:01.5'],
  ['sql_standard', '1 mon -1 days', '+0-1 -1 +0:00:00'],
  ['sql_standard', '@ 3 days ago', '-3 0:00:00'],
  ['sql_standard', 'P1Y2M3DT4H5M6.5S', '+1-2 +3 +4:05:06.5'],
  ['sql_standard', '123:45:06.000001', '123:45:06.000001'],
  ['postgres_verbose', '1 year 2 mons 3 days 04:05:06', '@ 1 year 2 mons 3 days 4 hours 5 mins 6 secs'],
  ['postgres_verbose', '-1 days +02:00:00', '@ 1 day -2 hours ago'],
  ['postgres_verbose', '0', '@ 0'],
  ['postgres_verbose', '1 year', '@ 1 year'],
  ['postgres_verbose', '3 days', '@ 3 days'],
  ['postgres_verbose', '-00:00:01.5', '@ 1.5 secs ago'],
  ['postgres_verbose', '1 mon -1 days', '@ 1 mon -1 days'],
  ['postgres_verbose', '@ 3 days ago', '@ 3 days ago'],
  ['postgres_verbose', 'P1Y2M3DT4H5M6.5S', '@ 1 year 2 mons 3 days 4 hours 5 mins 6.5 secs'],
  ['postgres_verbose', '123:45:06.000001', '@ 123 hours 45 mins 6.000001 secs'],
  ['iso_8601', '1 year 2 mons 3 days 04:05:06', 'P1Y2M3DT4H5M6S'],
  ['iso_8601', '-1 days +02:00:00', 'P-1DT2H'],
  ['iso_8601', '0', 'PT0S'],
  ['iso_8601', '1 year', 'P1Y'],
  ['iso_8601', '3 days', 'P3D'],
  ['iso_8601', '-00:00:01.5', 'PT-1.5S'],
  ['iso_8601', '1 mon -1 days', 'P1M-1D'],
  ['iso_8601', '@ 3 days ago', 'P-3D'],
  ['iso_8601', 'P1Y2M3DT4H5M6.5S', 'P1Y2M3DT4H5M6.5S'],
  ['iso_8601', '123:45:06.000001', 'PT123H45M6.000001S'],
];

describe('interval output styles (PG 15 verified)', () => {
  for (const [style, input, want] of CASES) {
    it(`${style}: ${input}`, () => {
      expect(formatInterval(parseInterval(input), style)).toBe(want);
    });
  }
});
