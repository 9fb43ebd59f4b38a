import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SendScratch, defaultFormatSettings as S, typeByName } from '../index.js';
import { decodeStoredArray, encodeStoredArray } from './array.js';
import { arrayFlatFast, arrayTextFast } from './array-fast.js';
import { arraySendFast } from './array-send-fast.js';
import { encodeArrayBinary } from './array-binary.js';
import { quoteArrayElement } from './array-literal.js';
import type { Stored } from './codec-util.js';
import type { PgType } from './pg-type.js';

type Nested = (Stored | null | Nested)[];

/** array_out through the JSON tree (array.ts before the fast path). */
function referenceText(stored: string, elem: PgType): string {
  const walk = (n: Nested): string =>
    '{' + n.map((x) => (x === null ? 'NULL' : Array.isArray(x) ? walk(x) : quoteArrayElement(elem.toText(x, -1, S)))).join(elem.oid === 603 ? ';' : ',') + '}';
  return walk(decodeStoredArray(stored, elem) as Nested);
}

function dimsOf(n: Nested): number[] {
  if (n.length === 0) return [];
  const first = n[0];
  return Array.isArray(first) ? [n.length, ...dimsOf(first)] : [n.length];
}

function flatten(n: Nested, out: (Stored | null)[] = []): (Stored | null)[] {
  for (const x of n) {
    if (Array.isArray(x)) flatten(x, out);
    else out.push(x);
  }
  return out;
}

/** array_send through the JSON tree. */
function referenceBinary(stored: string, elem: PgType): Uint8Array {
  const n = decodeStoredArray(stored, elem) as Nested;
  return encodeArrayBinary(dimsOf(n), flatten(n), elem, -1, S);
}

const textish = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('', 'NULL', 'null', 'NuLl', 'a b', 'a,b', '{x}', 'q"uote', 'back\\slash', '\t', 'é', '😀', 'line\nbreak', 'x\u000b'),
);

const ELEMENTS: [string, fc.Arbitrary<Stored>][] = [
  ['int2', fc.integer({ min: -32768, max: 32767 })],
  ['int4', fc.integer({ min: -2147483648, max: 2147483647 })],
  ['int8', fc.oneof(fc.maxSafeInteger(), fc.bigInt(-(2n ** 63n), 2n ** 63n - 1n))],
  ['bool', fc.constantFrom(0, 1)],
  ['float8', fc.oneof(fc.double(), fc.integer())],
  ['float4', fc.float().map((x) => x)],
  ['numeric', fc.constantFrom('1.25', '-0.5', '100', 'NaN', '0.000001')],
  ['text', textish],
  ['varchar', textish],
  ['bytea', fc.uint8Array({ maxLength: 6 })],
  ['date', fc.integer({ min: -100000, max: 100000 })],
  ['timestamptz', fc.integer({ min: -1e15, max: 1e15 })],
  ['uuid', fc.uuid()],
  ['jsonb', fc.constantFrom('{"a": 1}', '[1, 2]', '"s"', 'null', '3')],
];

/** A rectangular nested array of `leaf` values (with NULLs), 0-3 dimensions. */
function nested(leaf: fc.Arbitrary<Stored>): fc.Arbitrary<Nested> {
  const value = fc.option(leaf, { freq: 6 });
  return fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 3 })).chain(([ndim, d0, d1]) => {
    if (ndim === 1 || d0 === 0) return fc.array(value, { minLength: d0, maxLength: d0 }) as fc.Arbitrary<Nested>;
    const row = fc.array(value, { minLength: d1, maxLength: d1 });
    if (ndim === 2) return fc.array(row, { minLength: d0, maxLength: d0 }) as fc.Arbitrary<Nested>;
    return fc.array(fc.array(row, { minLength: 2, maxLength: 2 }), { minLength: d0, maxLength: d0 }) as fc.Arbitrary<Nested>;
  });
}

describe('array output from the stored JSON in one pass', () => {
  it.each(ELEMENTS)('%s[]: text and binary equal the JSON-tree path', (name, leaf) => {
    const elem = typeByName(name) as PgType;
    const arr = typeByName(`_${name}`) as PgType;
    fc.assert(
      fc.property(nested(leaf), (n) => {
        const stored = encodeStoredArray(n as never);
        expect(arrayTextFast(stored, elem, -1, S)).toBe(referenceText(stored, elem));
        expect(arr.toText(stored, -1, S)).toBe(referenceText(stored, elem));
        expect(arr.toBinary(stored, -1, S)).toEqual(referenceBinary(stored, elem));
        const sent = arraySendFast(stored, elem);
        if (sent !== undefined) expect(sent).toEqual(referenceBinary(stored, elem));
        // The in-place sender takes every array of these element types whose values are plain numbers.
        if (['int2', 'int4', 'int8', 'bool', 'float8'].includes(name) && !/"/.test(stored)) expect(sent).toBeDefined();
        // … and every text/varchar array (string elements written as their UTF-8).
        if (['text', 'varchar'].includes(name)) expect(sent).toBeDefined();
        // The result path's form: a view of a per-column scratch (grows from 8 bytes here).
        const scratch = new SendScratch(8);
        expect(arr.toBinaryView?.(stored, -1, S, scratch)).toEqual(referenceBinary(stored, elem));
        expect(arr.toBinaryView?.(stored, -1, S, scratch)).toEqual(referenceBinary(stored, elem));
      }),
      { numRuns: 300 },
    );
  });

  it('declines what it does not take exactly, leaving it to the general path', () => {
    const int4 = typeByName('int4') as PgType;
    for (const odd of ['[1,[2]]', '[[1],2]', '[[1],[2,3]]', '[1,,2]', '[,1]', '[1,]', '[1 2]', '[01]', '[1-2]', '["a]', '{"lb":[0],"v":[1]}', '[1]x', '[[1]', 'x']) {
      expect(arrayTextFast(odd, int4, -1, S)).toBeUndefined();
      expect(arrayFlatFast(odd, int4)).toBeUndefined();
      expect(arraySendFast(odd, int4)).toBeUndefined();
    }
    expect(arrayTextFast('[[]]', int4, -1, S)).toBe(referenceText('[[]]', int4));
    expect(arrayFlatFast('[[]]', int4)).toEqual({ dims: [1], flat: [] });
    expect(arrayTextFast('[1e2,-0,2.5]', typeByName('float8') as PgType, -1, S)).toBe('{100,-0,2.5}');
    expect(arrayTextFast('[-0,12345678901234567890]', typeByName('int8') as PgType, -1, S)).toBe('{0,12345678901234567890}');
    expect(arrayTextFast('["a\\"b","NULL",null]', typeByName('text') as PgType, -1, S)).toBe('{"a\\"b","NULL",NULL}');
  });

  it('array_send in place: literals, -0, wide int8, and what it leaves to the general path', () => {
    const t = (name: string): PgType => typeByName(name) as PgType;
    for (const [name, stored] of [
      ['int4', '[true,false,-0,2147483647,-2147483648]'],
      ['bool', '[0,1,true,false,null]'],
      ['int8', '[-9223372036854775808,9223372036854775807,1234567890123456,-0]'],
      ['int2', '[[1,2],[3,null]]'],
      ['float8', '[1e2,-0,2.5,0.1,1E-7]'],
      ['float4', '[1.5,-0.0,3.4e38]'],
    ] as const) {
      expect(arraySendFast(stored, t(name))).toEqual(referenceBinary(stored, t(name)));
    }
    // left to the general path, which decides (and may raise) as before
    expect(arraySendFast('[1.5]', t('int4'))).toBeUndefined();
    expect(arraySendFast('[2.5]', t('bool'))).toBeUndefined();
    expect(arraySendFast('[12345678901234567]', t('int4'))).toBeUndefined();
    expect(arraySendFast('[9223372036854775808]', t('int8'))).toBeUndefined();
    expect(arraySendFast('["NaN"]', t('float8'))).toBeUndefined();
    expect(arraySendFast('[1]', t('text'))).toBeUndefined();
    expect(arraySendFast('[true]', t('varchar'))).toBeUndefined();
    expect(arraySendFast('["1"]', t('int4'))).toBeUndefined();
    for (const [name, stored] of [
      ['text', '["a",null,"","é😀\\"x","\\u00e9\\n"]'],
      ['varchar', '[["a","b"],["c",null]]'],
      ['bpchar', '["ab  "]'],
      ['name', '["n"]'],
      ['jsonb', '["{\\"a\\": 1}",null]'],
      ['json', '["[1, 2]"]'],
    ] as const) {
      expect(arraySendFast(stored, t(name))).toEqual(referenceBinary(stored, t(name)));
    }
    expect(arraySendFast('[[]]', t('int4'))).toEqual(referenceBinary('[[]]', t('int4')));
    expect(arraySendFast('[]', t('int4'))).toEqual(referenceBinary('[]', t('int4')));
  });

  it('a lower-bound array still prints its decoration (general path)', () => {
    const arr = typeByName('_int4') as PgType;
    expect(arr.toText('{"lb":[0],"v":[1,2]}', -1, S)).toBe('[0:1]={1,2}');
  });
});
