import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytea, toHex } from './bytea.js';

/** Hex digits one byte at a time, the plain way. */
function reference(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += x.toString(16).padStart(2, '0');
  return s;
}

describe('bytea hex output', () => {
  it('short (pair table) and long (one decode) values agree with the plain spelling', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ minLength: 8000, maxLength: 20000 })), (b) => {
        expect(toHex(b)).toBe(reference(b));
        expect(formatBytea(b, 'hex')).toBe('\\x' + reference(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('at the 64-byte switch and on a subarray view', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const n of [0, 1, 63, 64, 65, 256]) expect(toHex(all.subarray(0, n))).toBe(reference(all.subarray(0, n)));
    expect(toHex(all.subarray(100, 200))).toBe(reference(all.subarray(100, 200)));
  });
});
