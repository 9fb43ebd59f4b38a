import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { int2Type, int4Type, int8Type, plainInteger } from './integers.js';
import { defaultFormatSettings as s } from './pg-type.js';

describe('integer input: the number fast path agrees with pg_strtoint', () => {
  const types = [int2Type, int4Type, int8Type];
  const outcome = (f: () => unknown): unknown => {
    try {
      return f();
    } catch (e) {
      return (e as { code?: string }).code;
    }
  };

  it('on digit strings, signs, spaces, zeros and the bounds (PostgreSQL 15 results)', () => {
    const cases: [string, unknown, unknown, unknown][] = [
      // text, int2, int4, int8
      ['0', 0, 0, 0],
      ['-0', 0, 0, 0],
      ['007', 7, 7, 7],
      ['-007', -7, -7, -7],
      ['+1', 1, 1, 1],
      [' 1', 1, 1, 1],
      ['1 ', 1, 1, 1],
      ['', '22P02', '22P02', '22P02'],
      ['-', '22P02', '22P02', '22P02'],
      ['1a', '22P02', '22P02', '22P02'],
      ['32767', 32767, 32767, 32767],
      ['32768', '22003', 32768, 32768],
      ['-32768', -32768, -32768, -32768],
      ['-32769', '22003', -32769, -32769],
      ['2147483647', '22003', 2147483647, 2147483647],
      ['2147483648', '22003', '22003', 2147483648],
      ['-2147483648', '22003', -2147483648, -2147483648],
      ['-2147483649', '22003', '22003', -2147483649],
      ['999999999999999', '22003', '22003', 999999999999999],
      ['-999999999999999', '22003', '22003', -999999999999999],
      ['9999999999999999', '22003', '22003', 9999999999999999n],
      ['9223372036854775807', '22003', '22003', 9223372036854775807n],
      ['9223372036854775808', '22003', '22003', '22003'],
      ['-9223372036854775808', '22003', '22003', -9223372036854775808n],
    ];
    for (const [text, ...expected] of cases) {
      types.forEach((t, k) => expect([t.name, text, outcome(() => t.fromText(text, -1, s))]).toEqual([t.name, text, expected[k]]));
    }
    expect(Object.is(int4Type.fromText('-0', -1, s), 0)).toBe(true);
  });

  it('matches the general parser on random inputs', () => {
    const text = fc.oneof(fc.stringMatching(/^-?[0-9]{1,20}$/), fc.integer().map(String), fc.maxSafeInteger().map(String));
    fc.assert(
      fc.property(text, (t) => {
        const fast = plainInteger(t, -2147483648, 2147483647);
        const general = outcome(() => Number(BigInt(t)));
        if (fast !== undefined) expect(fast).toBe(general === -0 ? 0 : general);
        else expect(outcome(() => int4Type.fromText(t, -1, s))).toBe('22003');
      }),
    );
  });
});
