import { describe, expect, it } from 'vitest';
import { parseDateStyle } from './format.js';
import { decodeDateTime } from './parse.js';

/** ParseDateTime: a date keyword followed by digits ends its field ('97FEB10' is 97, feb, 10). */
describe('a date keyword directly followed by digits ends its field', () => {
  const ymd = parseDateStyle('ISO, YMD');
  it('reads YYMONDD with a time, PM and a zone', () => {
    expect(decodeDateTime('97FEB10 5:32:01PM UTC', ymd)).toEqual({ date: { y: 1997, m: 2, d: 10 }, time: 63121000000n, tz: 0 });
  });
  it('reads MONDD', () => {
    expect(decodeDateTime('FEB10 1997', ymd).date).toEqual({ y: 1997, m: 2, d: 10 });
  });
  it('keeps a julian day and refuses a weekday glued to digits', () => {
    expect(decodeDateTime('J2451187', ymd).date).toEqual({ y: 1999, m: 1, d: 8 });
    expect(() => decodeDateTime('Sat6 1997-01-01', ymd)).toThrow();
  });
});
