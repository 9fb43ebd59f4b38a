import { describe, expect, it } from 'vitest';
import { numericSortKey, readNumeric } from './numeric-math.js';
import { numericSortKeyOf } from './numeric-sortkey-text.js';

describe('numeric sort key read from decimal text', () => {
  it('numeric-sortkey-text-1 equals the BigInt path on every plain form (zeros, scales, signs)', () => {
    const samples = ['0', '-0', '0.000', '1', '1.0', '1.00', '-1', '-1.50', '10', '100.00', '0.001', '-0.0010', '123456789012345678901234567890.5', '-99.990', '007', '0.1', '9', '-9'];
    let seed = 7;
    const rnd = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let i = 0; i < 2000; i++) {
      const int = String(rnd(10 ** rnd(9))).padStart(rnd(3) + 1, '0');
      const frac = rnd(2) ? `.${String(rnd(10 ** (rnd(6) + 1))).padStart(rnd(6) + 1, '0')}` : '';
      samples.push(`${rnd(2) ? '-' : ''}${int}${frac}`);
    }
    for (const s of samples) expect([s, numericSortKeyOf(s)]).toEqual([s, numericSortKey(readNumeric(s))]);
    for (const n of [0, 5, -17, 2 ** 53 - 1, 12345678901234567890n]) expect(numericSortKeyOf(n)).toBe(numericSortKey(readNumeric(n)));
  });

  it('numeric-sortkey-text-2 other forms take the general path', () => {
    for (const s of ['NaN', 'Infinity', '-Infinity', '1e5', '1.5E-3']) expect(numericSortKeyOf(s)).toBe(numericSortKey(readNumeric(s)));
    expect(numericSortKeyOf(1.5)).toBe(numericSortKey(readNumeric(1.5)));
  });
});
