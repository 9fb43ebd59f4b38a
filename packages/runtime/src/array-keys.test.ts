import { describe, expect, it } from 'vitest';
import { arraySortKey, enumArrayKeys } from './array-keys.js';

function cmp(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return Math.sign((a[i] as number) - (b[i] as number));
  return Math.sign(a.length - b.length);
}

function sorted(values: string[], oid: number): string[] {
  return [...values].sort((x, y) => cmp(arraySortKey(x, oid) as Uint8Array, arraySortKey(y, oid) as Uint8Array));
}

describe('array sort keys (array_cmp order)', () => {
  it('orders int arrays element by element, shorter prefix first, NULL elements last', () => {
    expect(sorted(['[10]', '[9,1]', '[9]', '[-2]', '[]', '[null]', '[9,null]'], 23)).toEqual(['[]', '[-2]', '[9]', '[9,1]', '[9,null]', '[10]', '[null]']);
  });
  it('orders floats with NaN after Infinity and -0 equal to 0', () => {
    expect(sorted(['["NaN"]', '["Infinity"]', '[1.5]', '["-Infinity"]', '[-0]'], 701)).toEqual(['["-Infinity"]', '[-0]', '[1.5]', '["Infinity"]', '["NaN"]']);
    expect(cmp(arraySortKey('[-0]', 701) as Uint8Array, arraySortKey('[0]', 701) as Uint8Array)).toBe(0);
  });
  it('orders int8 exactly beyond 2^53 and after the elements by lower bounds', () => {
    expect(sorted(['[9007199254740993]', '[9007199254740992]', '[-9223372036854775808]', '[9223372036854775807]', '[-1]'], 20)).toEqual([
      '[-9223372036854775808]', '[-1]', '[9007199254740992]', '[9007199254740993]', '[9223372036854775807]',
    ]);
    expect(sorted(['[1,2]', '{"lb":[0],"v":[1,2]}', '{"lb":[2],"v":[1,2]}', '{"lb":[0],"v":[1,3]}'], 23)).toEqual(['{"lb":[0],"v":[1,2]}', '[1,2]', '{"lb":[2],"v":[1,2]}', '{"lb":[0],"v":[1,3]}']);
  });
  it('orders text by code point and numerics by value', () => {
    expect(sorted(['["b"]', '["ab"]', '["a"]', '["a b"]', '["é"]'], 25)).toEqual(['["a"]', '["a b"]', '["ab"]', '["b"]', '["é"]']);
    expect(sorted(['["10.5"]', '["9.25"]', '["-3"]', '["NaN"]'], 1700)).toEqual(['["-3"]', '["9.25"]', '["10.5"]', '["NaN"]']);
  });
  it('maps enum labels to their sort orders, keeping NULLs and nesting', () => {
    expect(enumArrayKeys('[["happy",null],["sad","ok"]]', '{"sad":1,"ok":2,"happy":3}')).toBe('[[3,null],[1,2]]');
    expect(enumArrayKeys(null, '{}')).toBeNull();
  });
});
