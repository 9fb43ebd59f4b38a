import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SendScratch, defaultFormatSettings as S, typeByName } from '../index.js';
import { encodeStoredArray } from './array.js';
import { arrayTextFast } from './array-fast.js';
import { arraySendFast } from './array-send-fast.js';
import { arraySendFlat } from './array-send-flat.js';
import { arrayTextFlat } from './array-text-flat.js';
import type { Stored } from './codec-util.js';
import type { PgType } from './pg-type.js';

const t = (name: string): PgType => typeByName(name) as PgType;

/** The general scanners' answers (array-fast.ts / array-send-fast.ts), which array-fast.test.ts checks against the JSON tree. */
const generalText = (stored: string, elem: PgType): string | undefined => arrayTextFast(stored, elem, -1, S);
const generalSend = (stored: string, elem: PgType): number[] | undefined => {
  const b = arraySendFast(stored, elem, new SendScratch(8));
  return b === undefined ? undefined : Array.from(b);
};
const flatSend = (stored: string, elem: PgType): number[] | undefined => {
  const b = arraySendFlat(stored, elem, new SendScratch(8));
  return b === undefined ? undefined : Array.from(b);
};

const textish = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('', 'NULL', 'null', 'NuLl', 'a b', 'a,b', '{x}', 'q"uote', 'back\\slash', '\t', 'é', '😀', 'line\nbreak', 'x\u000b', 'item 1'),
);

const ELEMENTS: [string, fc.Arbitrary<Stored>][] = [
  ['int2', fc.integer({ min: -32768, max: 32767 })],
  ['int4', fc.integer({ min: -2147483648, max: 2147483647 })],
  ['int8', fc.oneof(fc.maxSafeInteger(), fc.bigInt(-(2n ** 63n), 2n ** 63n - 1n))],
  ['bool', fc.constantFrom(0, 1)],
  ['float8', fc.oneof(fc.double({ noNaN: true }), fc.integer())],
  ['text', textish],
  ['varchar', textish],
  ['bpchar', textish],
  ['name', textish],
];

/** Stored 1-D arrays as pgsqlite writes them (encodeStoredArray) and as SQLite's json_group_array does (`1.0`, 17 digits). */
function stored1d(leaf: fc.Arbitrary<Stored>): fc.Arbitrary<string> {
  return fc.array(fc.option(leaf, { freq: 6 }), { maxLength: 12 }).map((a) => encodeStoredArray(a as never));
}

describe('one-dimensional arrays by slices of the stored text', () => {
  it.each(ELEMENTS)('%s[]: the same text and binary as the general scanners', (name, leaf) => {
    const elem = t(name);
    fc.assert(
      fc.property(stored1d(leaf), (stored) => {
        const text = arrayTextFlat(stored, elem, S);
        if (text !== undefined) expect(text).toBe(generalText(stored, elem));
        const sent = flatSend(stored, elem);
        if (sent !== undefined) expect(sent).toEqual(generalSend(stored, elem));
        // The flat path takes the common case: no NULLs, plain elements.
        if (!stored.includes('null') && stored !== '[]') {
          if (['int2', 'int4', 'bool'].includes(name) || (name === 'int8' && !/\d{16}/.test(stored))) {
            expect(text).toBeDefined();
            expect(sent).toBeDefined();
          }
          // ±Infinity are stored as JSON strings: the general path answers them
          if (name === 'float8' && !stored.includes('"')) expect(sent).toBeDefined();
          if (name === 'float8' && !/\d{16}/.test(stored) && !stored.includes('"')) expect(text).toBeDefined();
          // a U+FFFD (how a lone surrogate comes out of the encoder) is left to the general path
          if (['text', 'varchar', 'bpchar', 'name'].includes(name) && !stored.includes('\\') && !stored.includes('\uFFFD')) expect(text).toBeDefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it("SQLite's JSON forms and odd tokens: taken the same, or left to the general path", () => {
    const cases: [string, string][] = [
      ['float8', '[0.33333333333333331,1.0,2.3333333333333335,1e2,-0,2.5,0.1,1E-7,-1.5e+300,4.9e-324]'],
      ['int4', '[1,-2,0,2147483647,-2147483648]'],
      ['int4', '[-0]'],
      ['int4', '[01]'],
      ['int4', '[1.5]'],
      ['int4', '[true,false]'],
      ['int4', '[1, 2]'],
      ['int4', '[1,null,3]'],
      ['int4', '[[1],[2]]'],
      ['int4', '[1,]'],
      ['int4', '[,1]'],
      ['int4', '[-]'],
      ['int4', '[1e2]'],
      ['int2', '[70000,-70000]'],
      ['int8', '[1000000007000,-9007199254740991,123456789012345]'],
      ['int8', '[1234567890123456]'],
      ['bool', '[0,1,true,false,null]'],
      ['bool', '[2]'],
      ['bool', '[01]'],
      ['text', '["item 1","a","","NULL","nUlL","x{","}","a,b","tab\\t","é😀",null]'],
      ['text', '["a\\"b"]'],
      ['text', '["a",1]'],
      ['text', '["a" ]'],
      ['text', '["a"'],
      ['float8', '["NaN",1]'],
      ['float8', '[1.,2]'],
      ['float8', '[.5]'],
      ['float8', '[+1]'],
      ['float8', '[1e]'],
    ];
    for (const [name, stored] of cases) {
      const elem = t(name);
      const text = arrayTextFlat(stored, elem, S);
      if (text !== undefined) expect(text, stored).toBe(generalText(stored, elem));
      const sent = flatSend(stored, elem);
      if (sent !== undefined) expect(sent, stored).toEqual(generalSend(stored, elem));
    }
    // extra_float_digits below 1: every element through float8out's %g form
    for (const extraFloatDigits of [0, -3, 3]) {
      const s = { ...S, extraFloatDigits };
      const stored = '[0.33333333333333331,1.0,null,-0,1e-5,1e15,123456.789]';
      expect(arrayTextFlat(stored, t('float8'), s)).toBe(arrayTextFast(stored, t('float8'), -1, s));
    }
    // Taken:
    expect(arrayTextFlat('[1,-2,0]', t('int4'), S)).toBe('{1,-2,0}');
    expect(arrayTextFlat('["item 1","a","","NULL"]', t('text'), S)).toBe('{"item 1",a,"","NULL"}');
    expect(arrayTextFlat('[0,1,true,false]', t('bool'), S)).toBe('{f,t,t,f}');
    expect(arrayTextFlat('[0.33333333333333331,1.0,null,-0,1e-5,1e15]', t('float8'), S)).toBe('{0.3333333333333333,1,NULL,-0,1e-05,1e+15}');
    expect(flatSend('[0.33333333333333331,1.0]', t('float8'))).toEqual(generalSend('[0.33333333333333331,1.0]', t('float8')));
    expect(flatSend('[1,null]', t('int8'))).toEqual(generalSend('[1,null]', t('int8')));
    // Declined (the general path answers):
    for (const [name, stored] of [
      ['int4', '[-0]'],
      ['int4', '[1,null]'],
      ['int4', '[1, 2]'],
      ['int4', '[[1]]'],
      ['int4', '[01]'],
      ['text', '["a\\"b"]'],
      ['text', '["a",1]'],
      ['float8', '[12345678901234567]'],
      ['float8', '["NaN"]'],
      ['float8', '[1.]'],
    ] as const) {
      expect(arrayTextFlat(stored, t(name), S), stored).toBeUndefined();
    }
    for (const [name, stored] of [
      ['int4', '[1.5]'],
      ['int4', '[true]'],
      ['int4', '[1e2]'],
      ['int8', '[1234567890123456]'],
      ['float8', '["NaN"]'],
      ['float8', '[1.]'],
      ['int4', '[1 ]'],
      ['text', '["a\\"b"]'],
      ['text', '["a" ]'],
    ] as const) {
      expect(flatSend(stored, t(name)), stored).toBeUndefined();
    }
  });

  it('text[] binary after a longer text: only this text\'s bytes decide (the scratch holds stale ones past them)', () => {
    const elem = t('text');
    // a long array with a backslash far into the scratch, then short arrays without one: taken
    const long = encodeStoredArray([...Array.from({ length: 200 }, (_, i) => `item ${i}`), 'back\\slash'] as never);
    expect(flatSend(long, elem)).toBeUndefined();
    const scratch = new SendScratch(8);
    expect(arraySendFlat(long, elem, scratch)).toBeUndefined();
    for (const short of ['["a","b"]', '["item 1",null,""]']) {
      const sent = arraySendFlat(short, elem, scratch);
      expect(sent, short).toBeDefined();
      expect(Array.from(sent as Uint8Array), short).toEqual(generalSend(short, elem));
    }
    // and a short one with a backslash after a long one without: still left to the general path
    expect(arraySendFlat(encodeStoredArray(Array.from({ length: 300 }, (_, i) => `x${i}`) as never), elem, scratch)).toBeDefined();
    expect(arraySendFlat('["a\\"b"]', elem, scratch)).toBeUndefined();
  });
});
