import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SendScratch, defaultFormatSettings as S, typeByName } from '../index.js';
import { encodeStoredArray } from './array.js';
import { arrayTextFast } from './array-fast.js';
import { arraySendFast } from './array-send-fast.js';
import { arraySendFlat } from './array-send-flat.js';
import { arrayTextFlat } from './array-text-flat.js';
import { asciiBytes, bytesText, outputBytes } from './byte-scratch.js';
import type { Stored } from './codec-util.js';
import type { PgType } from './pg-type.js';

const t = (name: string): PgType => typeByName(name) as PgType;

describe('stored texts scanned as bytes', () => {
  it('copies ASCII texts, short and long; declines any other character', () => {
    for (const text of ['[1]', 'x'.repeat(47), 'y'.repeat(48), 'z'.repeat(49), '[' + '1,'.repeat(5000) + '1]']) {
      const b = asciiBytes(text);
      expect(b).not.toBeNull();
      expect(bytesText(b as Uint8Array, text.length)).toBe(text);
    }
    for (const text of ['é', '[1,é]', `[${'1,'.repeat(40)}é]`, `[${'1,'.repeat(40)}😀]`, `[${'1,'.repeat(40)}\ud800]`, '\u0080'.repeat(60)]) {
      expect(asciiBytes(text), text).toBeNull();
    }
    expect(outputBytes(100_000).length).toBeGreaterThanOrEqual(100_000);
  });

  // Long arrays: array-flat.test.ts's arrays are short (the char-code copy); these take the native one.
  const LONG: [string, fc.Arbitrary<Stored>][] = [
    ['int2', fc.integer({ min: -32768, max: 32767 })],
    ['int4', fc.integer({ min: -2147483648, max: 2147483647 })],
    ['int8', fc.oneof(fc.maxSafeInteger(), fc.bigInt(-(2n ** 63n), 2n ** 63n - 1n))],
    ['bool', fc.constantFrom(0, 1)],
    ['float8', fc.oneof(fc.double({ noNaN: true }), fc.integer(), fc.constantFrom(1 / 3, -0, 1e-7, 1e300, 5e-324))],
  ];
  it.each(LONG)('long %s[]: the same text and binary as the general scanners', (name, leaf) => {
    const elem = t(name);
    fc.assert(
      fc.property(fc.array(fc.option(leaf, { freq: 30 }), { minLength: 20, maxLength: 600 }), (a) => {
        const stored = encodeStoredArray(a as never);
        const text = arrayTextFlat(stored, elem, S);
        const general = arrayTextFast(stored, elem, -1, S);
        if (text !== undefined) expect(text).toBe(general);
        const sent = arraySendFlat(stored, elem, new SendScratch(8));
        const generalSent = arraySendFast(stored, elem, new SendScratch(8));
        if (sent !== undefined) expect(Array.from(sent)).toEqual(Array.from(generalSent ?? []));
        // float8: the send path takes every JSON number and NULL
        if (name === 'float8' && !stored.includes('"')) expect(sent).toBeDefined();
        if (!stored.includes('null') && (name !== 'int8' || !/\d{16}/.test(stored)) && name !== 'float8') {
          expect(text).toBeDefined();
          expect(sent).toBeDefined();
        }
      }),
      { numRuns: 100 },
    );
  });

  it('bool[] spelled true/false (SQLite json) as t/f, long or short', () => {
    const stored = '[' + Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 'true' : i % 3 === 1 ? 'false' : '1')).join(',') + ']';
    expect(arrayTextFlat(stored, t('bool'), S)).toBe(arrayTextFast(stored, t('bool'), -1, S));
    for (const sent of [stored, stored.replace(',1,', ',null,'), '[null]', '[true,false,0,1,null]']) {
      const flat = arraySendFlat(sent, t('bool'), new SendScratch(8));
      expect(flat, sent).toBeDefined();
      expect(Array.from(flat ?? []), sent).toEqual(Array.from(arraySendFast(sent, t('bool'), new SendScratch(8)) ?? [1]));
    }
    expect(arrayTextFlat('[true,false]', t('bool'), S)).toBe('{t,f}');
    for (const bad of ['[tru]', '[truex]', '[fals]', '[2]', '[0,]', '[0 ,1]', `[${'0,'.repeat(30)}tr]`, '[nul]', '[nulll]']) {
      expect(arrayTextFlat(bad, t('bool'), S), bad).toBeUndefined();
      expect(arraySendFlat(bad, t('bool'), new SendScratch(8)), bad).toBeUndefined();
    }
  });

  it('long text[]: the same text as the general scanner, non-ASCII and quoting included', () => {
    const element = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 10 }),
      fc.constantFrom('', 'NULL', 'null', 'NuLl', 'nul', 'nulls', 'a b', 'a,b', '{x}', 'q"uote', 'back\\slash', '\t', 'é', 'ÉNULL', '😀', '\ufffd', 'x\ufffdy', '\ud800', 'item 1'),
    );
    fc.assert(
      fc.property(fc.array(fc.option(element, { freq: 20 }), { minLength: 1, maxLength: 300 }), (a) => {
        const stored = encodeStoredArray(a as never);
        const text = arrayTextFlat(stored, t('text'), S);
        if (text !== undefined) expect(text).toBe(arrayTextFast(stored, t('text'), -1, S));
        // binary: the UTF-8 of each element (a lone surrogate as U+FFFD), for every plain string type
        for (const name of ['text', 'varchar', 'bpchar', 'name']) {
          const sent = arraySendFlat(stored, t(name), new SendScratch(8));
          if (sent !== undefined) expect(Array.from(sent)).toEqual(Array.from(arraySendFast(stored, t(name), new SendScratch(8)) ?? []));
          if (!stored.includes('\\')) expect(sent).toBeDefined();
        }
        // taken unless it has an escape, a U+FFFD or a lone surrogate (\p{Cs} outside a pair)
        if (!stored.includes('\\') && !stored.includes('\ufffd') && !/\p{Cs}/u.test(stored) && !a.includes(null)) expect(text).toBeDefined();
      }),
      { numRuns: 200 },
    );
    // U+FFFD (also what a lone surrogate is encoded as) is left to the general path
    expect(arrayTextFlat('["a","\ufffd"]', t('text'), S)).toBeUndefined();
    expect(arrayTextFlat('["\ud800"]', t('text'), S)).toBeUndefined();
    expect(arrayTextFlat('["NuLl","nul","é"]', t('text'), S)).toBe('{"NuLl",nul,é}');
  });
});
