import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { int2Type, int4Type, int8Type } from './integers.js';
import { float4Type, float8Type } from './floats.js';
import { boolType } from './bool.js';
import { numericToBinary, numericType, plainNumericToBinary } from './numeric.js';
import { parseNumeric } from './numeric-value.js';
import { dateType } from './datetime/date.js';
import { timestampType, timestamptzType } from './datetime/timestamp.js';
import { textType, varcharType, bpcharType, nameType } from './text.js';
import { jsonType, jsonbType } from './json.js';
import { defaultFormatSettings as s } from './pg-type.js';
import { SendScratch } from './send-scratch.js';
import type { PgType } from './pg-type.js';

/** The send format as the general (DataView) path wrote it before the fast paths. */
function reference(size: 2 | 4 | 8, x: bigint): Uint8Array {
  const out = new Uint8Array(size);
  const dv = new DataView(out.buffer);
  if (size === 2) dv.setInt16(0, Number(x));
  else if (size === 4) dv.setInt32(0, Number(x));
  else dv.setBigInt64(0, x);
  return out;
}

const bin = (t: PgType, v: number | bigint | string): Uint8Array => t.toBinary(v, -1, s);

describe('fast binary send formats agree with the general path', () => {
  it('int2/int4/int8 of numbers and bigints, at and inside the bounds', () => {
    const cases: [PgType, 2 | 4 | 8, bigint, bigint][] = [
      [int2Type, 2, -32768n, 32767n],
      [int4Type, 4, -2147483648n, 2147483647n],
      [int8Type, 8, -(2n ** 63n), 2n ** 63n - 1n],
    ];
    for (const [t, size, min, max] of cases) {
      for (const x of [min, min + 1n, -1n, 0n, 1n, 255n, 256n, -256n, max - 1n, max, -(2n ** 53n) + 1n, 2n ** 53n - 1n, 4294967296n, -4294967297n]) {
        if (x < min || x > max) continue;
        const asNumber = Number.isSafeInteger(Number(x)) ? Number(x) : x;
        expect(bin(t, asNumber)).toEqual(reference(size, x));
        expect(bin(t, x)).toEqual(reference(size, x));
      }
    }
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => {
      expect(bin(int8Type, n)).toEqual(reference(8, BigInt(n)));
    }));
    fc.assert(fc.property(fc.integer(), (n) => {
      expect(bin(int4Type, n)).toEqual(reference(4, BigInt(n)));
    }));
  });

  it('out of range integers still fail with 22003', () => {
    expect(() => bin(int2Type, 40000)).toThrow(expect.objectContaining({ code: '22003' }));
    expect(() => bin(int4Type, 2 ** 31)).toThrow(expect.objectContaining({ code: '22003' }));
  });

  it('float4/float8/bool', () => {
    fc.assert(
      fc.property(fc.double(), (x) => {
        const f8 = new Uint8Array(8);
        new DataView(f8.buffer).setFloat64(0, x);
        expect(bin(float8Type, x)).toEqual(f8);
        const f4 = new Uint8Array(4);
        new DataView(f4.buffer).setFloat32(0, x);
        expect(bin(float4Type, x)).toEqual(f4);
      }),
    );
    expect(bin(boolType, 1)).toEqual(Uint8Array.of(1));
    expect(bin(boolType, 0)).toEqual(Uint8Array.of(0));
  });

  it('date and timestamps (numbers, bigints, infinities)', () => {
    expect(bin(dateType, 10957)).toEqual(reference(4, 0n));
    expect(bin(dateType, 0)).toEqual(reference(4, -10957n));
    expect(bin(dateType, 2147483647)).toEqual(reference(4, 2147483647n));
    expect(bin(dateType, -2147483648)).toEqual(reference(4, -2147483648n));
    for (const t of [timestampType, timestamptzType]) {
      expect(bin(t, 946684800000000)).toEqual(reference(8, 0n));
      expect(bin(t, 0)).toEqual(reference(8, -946684800000000n));
      expect(bin(t, 1700000000123456)).toEqual(reference(8, 1700000000123456n - 946684800000000n));
      expect(bin(t, 9223372036854775807n)).toEqual(reference(8, 9223372036854775807n));
      expect(bin(t, -9223372036854775808n)).toEqual(reference(8, -9223372036854775808n));
    }
  });

  it('plain numerics: the digit path gives numericToBinary(parseNumeric(s))', () => {
    const scratch = new SendScratch(8);
    const plain = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,30}$/), fc.option(fc.stringMatching(/^[0-9]{0,30}$/)))
      .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f === null ? '' : `.${f}`}`);
    fc.assert(fc.property(plain, (t) => {
      // Undefined (the general path) only for a point with no digit after it.
      const fast = plainNumericToBinary(t);
      if (fast === undefined) expect(t.endsWith('.')).toBe(true);
      else expect(fast).toEqual(numericToBinary(parseNumeric(t)));
      // the result path's form: a view of a per-column scratch that grows from 8 bytes
      expect(numericType.toBinaryView?.(t, -1, s, scratch)).toEqual(numericToBinary(parseNumeric(t)));
    }), { numRuns: 2000 });
    for (const t of ['0', '-0', '0.000', '-0.00', '10000', '0.0001', '0.00001', '123456789.123456789', '1250.00', '99999999', '1e5', '+1', '.5', '5.', 'NaN', ' 1', '']) {
      const fast = plainNumericToBinary(t);
      if (fast !== undefined) expect(fast).toEqual(numericToBinary(parseNumeric(t)));
    }
    expect(plainNumericToBinary('1e5')).toBeUndefined();
    expect(bin(numericType, 'NaN')).toEqual(numericToBinary(parseNumeric('NaN')));
  });

  it('binaryString is the UTF-8 of toBinary for text-like types', () => {
    const enc = new TextEncoder();
    for (const t of [textType, varcharType, bpcharType, nameType, jsonType, jsonbType]) {
      for (const v of ['', 'abc', 'é ünïcode ✓ 𝄞', '{"a": [1, 2]}', 'lone \ud800 surrogate']) {
        expect(enc.encode(t.binaryString?.(v, -1, s))).toEqual(bin(t, v));
      }
    }
  });

  it('jsonb send into a scratch equals toBinary (non-ASCII, astral, long values, growth from 8 bytes)', () => {
    const scratch = new SendScratch(8);
    const values = ['{}', '{"a": "é"}', '{"e": "😀"}', `{"k": "${'x'.repeat(300)}"}`, '[1, 2]', '"ü"', `{"k": "${'é'.repeat(200)}"}`];
    for (const v of values) expect(jsonbType.toBinaryView?.(v, -1, s, scratch)).toEqual(bin(jsonbType, v));
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (str) => {
      const v = JSON.stringify({ s: str });
      expect(jsonbType.toBinaryView?.(v, -1, s, scratch)).toEqual(bin(jsonbType, v));
    }));
  });
});
