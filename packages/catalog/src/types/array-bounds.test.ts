import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { defaultFormatSettings as S, typeByName } from '../index.js';
import { storedArrayParts, storedArrayText } from './array-storage.js';
import type { PgType } from './pg-type.js';

const int4s = typeByName('_int4') as PgType;
const texts = typeByName('_text') as PgType;

describe('arrays with lower bounds other than 1', () => {
  test('stored form: plain JSON when every lower bound is 1 or the array is empty, else {"lb","v"}', () => {
    expect(int4s.fromText('{3,1}', -1, S)).toBe('[3,1]');
    expect(int4s.fromText('[1:2]={3,1}', -1, S)).toBe('[3,1]');
    expect(int4s.fromText('[0:1]={3,1}', -1, S)).toBe('{"lb":[0],"v":[3,1]}');
    expect(int4s.fromText('[1:2][0:1]={{1,2},{3,4}}', -1, S)).toBe('{"lb":[1,0],"v":[[1,2],[3,4]]}');
    expect(storedArrayText('[]', [5])).toBe('[]');
    expect(storedArrayParts('{"lb":[-3,7],"v":[[1]]}')).toEqual({ lbs: [-3, 7], body: '[[1]]' });
    expect(storedArrayParts('[1]')).toEqual({ lbs: null, body: '[1]' });
  });

  test('text output prints the dimensions only when some lower bound is not 1', () => {
    expect(int4s.toText('{"lb":[0],"v":[3,1]}', -1, S)).toBe('[0:1]={3,1}');
    expect(int4s.toText('{"lb":[1,0],"v":[[1,2],[3,4]]}', -1, S)).toBe('[1:2][0:1]={{1,2},{3,4}}');
    expect(texts.toText(texts.fromText('[-2:-1]={"a b",NULL}', -1, S), -1, S)).toBe('[-2:-1]={"a b",NULL}');
  });

  test("input errors are PostgreSQL's", () => {
    const code = (text: string): string | undefined => {
      try {
        int4s.fromText(text, -1, S);
        return undefined;
      } catch (e) {
        return (e as { code?: string }).code;
      }
    };
    expect(code('[0:2]={3,1}')).toBe('22P02');
    expect(code('[0:1]={}')).toBe('22P02');
    expect(code('[0:1]')).toBe('22P02');
    expect(code('[0:1]={{1},{2}}')).toBe('22P02');
    expect(code('[ 0:1]={1,2}')).toBe('22P02');
    expect(code('[0:1={1,2}')).toBe('22P02');
    expect(code('[2:1]={1}')).toBe('2202E');
    expect(code('[2147483647:2147483647]={1}')).toBe('54000');
  });

  test('binary send writes the lower bounds and receive keeps them (round trip over random bounds)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer()), { minLength: 1, maxLength: 5 }), fc.integer({ min: -1000, max: 1000 }), (xs, lb) => {
        const text = `[${lb}:${lb + xs.length - 1}]={${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`;
        const stored = int4s.fromText(text, -1, S);
        const bin = int4s.toBinary(stored, -1, S);
        expect(new DataView(bin.buffer, bin.byteOffset).getInt32(16)).toBe(lb);
        const back = int4s.fromBinary(bin, -1, S);
        expect(back).toBe(stored);
        expect(int4s.toText(back, -1, S)).toBe(lb === 1 ? text.slice(text.indexOf('=') + 1) : text);
      }),
    );
  });
});
