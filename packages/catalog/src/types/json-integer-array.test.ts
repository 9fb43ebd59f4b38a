import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanIntegerArray, scannedValues } from './json-integer-array.js';

/** The scan's answer as plain data: the values read, whether exact, or null. */
function scan(text: string): { values: number[]; exact: boolean } | null {
  const r = scanIntegerArray(text);
  return r === null ? null : { values: Array.from(scannedValues().subarray(0, r.count)), exact: r.exact };
}

/** What the scan must say, from JSON.parse: canonical integers only (what int*out prints for each). */
function expected(text: string): { values: number[]; exact: boolean } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const tokens = text.slice(1, -1).split(',');
  if (tokens.some((t) => !/^-?(0|[1-9][0-9]*)$/.test(t) || t === '-0')) return null;
  return { values: parsed as number[], exact: tokens.every((t) => t.replace('-', '').length <= 15) };
}

describe('the shared scanner of a stored integer array', () => {
  it('reads canonical integers, short texts and long ones alike', () => {
    expect(scan('[1,-2,0,2147483647,-2147483648]')).toEqual({ values: [1, -2, 0, 2147483647, -2147483648], exact: true });
    const long = `[${Array.from({ length: 3000 }, (_, i) => (i % 2 === 0 ? i * 7919 : -i)).join(',')}]`;
    expect(scan(long)).toEqual(expected(long));
    // a short one after a long one: no bytes of the longer text are read
    expect(scan('[12]')).toEqual({ values: [12], exact: true });
    expect(scan('[1')).toBeNull();
  });

  it('more than 15 digits: read, but not exact (int8 send must not take it)', () => {
    expect(scan('[123456789012345]')?.exact).toBe(true);
    expect(scan('[1234567890123456]')?.exact).toBe(false);
    expect(scan('[-9223372036854775808]')?.exact).toBe(false);
  });

  it('declines what int*out would not print as the stored digits', () => {
    for (const text of ['[]', '[-0]', '[01]', '[1.5]', '[1e2]', '[1, 2]', '[1,]', '[,1]', '[-]', '[+1]', '[null]', '[1,null]', '[[1]]', '["1"]', '[true]', '[1]x', ' [1]', '[١]', `[${'1,'.repeat(40)}é]`, `[${'1,'.repeat(40)}1é]`]) {
      expect(scan(text), text).toBeNull();
    }
  });

  it('agrees with JSON.parse on arbitrary arrays of numbers and other tokens', () => {
    const token = fc.oneof(
      fc.integer().map(String),
      fc.maxSafeInteger().map(String),
      fc.bigInt(-(2n ** 63n), 2n ** 63n - 1n).map(String),
      fc.constantFrom('-0', '01', '1.0', '1e3', 'null', ' 1', '', '-', 'é', '"1"'),
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const text = `[${tokens.join(',')}]`;
        const want = expected(text);
        const got = scan(text);
        if (want === null) expect(got).toBeNull();
        else {
          expect(got?.exact).toBe(want.exact);
          // exact values only: a longer integer is rounded alike by both, but not asserted
          if (want.exact) expect(got?.values).toEqual(want.values);
        }
      }),
      { numRuns: 500 },
    );
  });
});
