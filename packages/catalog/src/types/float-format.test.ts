import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFloat } from './float-format.js';

/** float8out with extra_float_digits > 0, spelled out from the shortest digits (no fast path). */
function reference(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  const [mant = '', e = '0'] = Math.abs(v).toExponential().split('e');
  const digits = mant.replace('.', '').replace(/0+$/, '') || '0';
  const exp = Number(e);
  let body: string;
  if (exp >= -4 && exp < 15) {
    if (exp < 0) body = '0.' + '0'.repeat(-exp - 1) + digits;
    else if (digits.length <= exp + 1) body = digits + '0'.repeat(exp + 1 - digits.length);
    else body = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
  } else {
    const m = digits.length > 1 ? digits[0] + '.' + digits.slice(1) : digits;
    body = `${m}e${exp < 0 ? '-' : '+'}${Math.abs(exp) < 10 ? '0' : ''}${Math.abs(exp)}`;
  }
  return (v < 0 ? '-' : '') + body;
}

describe('float8 output (extra_float_digits 1)', () => {
  it('agrees with the digit-string formatting for any double', () => {
    // below 2^53 no bound of a rounding interval has 17 digits or fewer: JavaScript's shortest
    fc.assert(fc.property(fc.double().filter((v) => !(Math.abs(v) >= 2 ** 53)), (v) => {
        expect(formatFloat(v, false, 1)).toBe(reference(v));
      }), { numRuns: 20000 });
  });

  it('reads back exactly at any magnitude, differing from the shortest only off its bounds', () => {
    fc.assert(fc.property(fc.double({ min: 2 ** 53, noNaN: true }), (v) => {
        const text = formatFloat(v, false, 1);
        if (Number.isFinite(v)) expect(Number(text)).toBe(v);
        if (text !== reference(v)) expect(text.length).toBeGreaterThan(reference(v).length);
      }), { numRuns: 20000 });
  });

  it("fuzz-float8-bound: never the shortest digits on a rounding interval's bound (PostgreSQL 15's answers)", () => {
    const cases: [number, string][] = [
      [-9223372036854720512, '-9.223372036854721e+18'],
      [-239638391552126000, '-2.3963839155212602e+17'],
      [427371623837906400, '4.2737162383790643e+17'],
      [33146159987190670, '3.3146159987190672e+16'],
      [81187829778370600, '8.118782977837059e+16'],
      [90651480119858600, '9.065148011985859e+16'],
      [-25075577928139150, '-2.5075577928139152e+16'],
      [57012412789802900, '5.7012412789802896e+16'],
      [9007199254740992, '9.007199254740992e+15'],
      [9223372036854775808, '9.223372036854776e+18'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
    ];
    for (const [v, text] of cases) expect(formatFloat(v, false, 1)).toBe(text);
  });

  it('at the edges of fixed notation', () => {
    const cases: [number, string][] = [
      [1e-4, '0.0001'],
      [9.999999999999999e-5, '9.999999999999999e-05'],
      [-1e-4, '-0.0001'],
      [0.00012345, '0.00012345'],
      [1e15, '1e+15'],
      [999999999999999.9, '999999999999999.9'],
      [123456789012345, '123456789012345'],
      [-0.5, '-0.5'],
      [1 / 3, '0.3333333333333333'],
      [100, '100'],
      [-0, '-0'],
    ];
    for (const [v, text] of cases) {
      expect(formatFloat(v, false, 1)).toBe(text);
      expect(reference(v)).toBe(text);
    }
  });
});
