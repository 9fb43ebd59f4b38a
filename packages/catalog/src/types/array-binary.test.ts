import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { defaultFormatSettings as S, typeByName } from '../index.js';
import type { PgType } from './pg-type.js';

/** array_send built element by element through the element codec (the reference layout). */
function reference(arr: PgType, elem: PgType, texts: (string | null)[]): Uint8Array {
  const parts: number[] = [];
  const i32 = (n: number): void => {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, n);
    parts.push(...b);
  };
  i32(texts.length === 0 ? 0 : 1);
  i32(texts.includes(null) ? 1 : 0);
  i32(elem.oid | 0);
  if (texts.length > 0) {
    i32(texts.length);
    i32(1);
  }
  for (const t of texts) {
    if (t === null) i32(-1);
    else {
      const body = elem.toBinary(elem.fromText(t, -1, S), -1, S);
      i32(body.length);
      parts.push(...body);
    }
  }
  void arr;
  return Uint8Array.from(parts);
}

const ELEMENTS: [string, fc.Arbitrary<string>][] = [
  ['bool', fc.boolean().map((b) => (b ? 't' : 'f'))],
  ['int2', fc.integer({ min: -32768, max: 32767 }).map(String)],
  ['int4', fc.integer().map(String)],
  ['int8', fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String)],
  ['oid', fc.integer({ min: 0, max: 2 ** 32 - 1 }).map(String)],
  ['float4', fc.float({ noNaN: false }).map((x) => (Number.isNaN(x) ? 'NaN' : Object.is(x, -0) ? '-0' : String(x)))],
  ['float8', fc.double().map((x) => (Number.isNaN(x) ? 'NaN' : Object.is(x, -0) ? '-0' : String(x)))],
  ['text', fc.string()],
  ['numeric', fc.integer().map((x) => `${x}.${Math.abs(x) % 97}`)],
];

describe('array binary output (one pre-sized buffer, fixed-width elements in place)', () => {
  for (const [name, values] of ELEMENTS) {
    test(`${name}[] matches the element codec's bytes`, () => {
      const elem = typeByName(name) as PgType;
      const arr = typeByName(`_${name}`) as PgType;
      fc.assert(
        fc.property(fc.array(fc.option(values, { nil: null }), { maxLength: 20 }), (texts) => {
          const literal = `{${texts.map((t) => (t === null ? 'NULL' : `"${t.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
          const stored = arr.fromText(literal, -1, S);
          expect(Buffer.from(arr.toBinary(stored, -1, S)).toString('hex')).toBe(Buffer.from(reference(arr, elem, texts)).toString('hex'));
        }),
        { numRuns: 200 },
      );
    });
  }

  test('2-D int4[] with NULL', () => {
    const arr = typeByName('_int4') as PgType;
    const hex = Buffer.from(arr.toBinary(arr.fromText('{{1,NULL},{3,4}}', -1, S), -1, S)).toString('hex');
    // PostgreSQL 15: SELECT int4array_send('{{1,NULL},{3,4}}')
    expect(hex).toBe('00000002000000010000001700000002000000010000000200000001' + '0000000400000001' + 'ffffffff' + '0000000400000003' + '0000000400000004');
  });
});
