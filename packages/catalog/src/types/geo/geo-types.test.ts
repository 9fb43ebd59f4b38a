import { describe, expect, it } from 'vitest';
import { defaultFormatSettings } from '../pg-type.js';
import { boxType, circleType, lineType, lsegType, pathType, pointType, polygonType } from './geo-types.js';

const s = defaultFormatSettings;
const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const bytes = (h: string): Uint8Array => Uint8Array.from(Buffer.from(h, 'hex'));

// point_send … circle_send of PostgreSQL 15 (SELECT point_send('(1,-2.5)') …)
const SENT = [
  [pointType, '(1,-2.5)', '3ff0000000000000c004000000000000'],
  [lsegType, '[(1,2),(3,4)]', '3ff0000000000000400000000000000040080000000000004010000000000000'],
  [boxType, '(1,2),(3,4)', '400800000000000040100000000000003ff00000000000004000000000000000'],
  [lineType, '{1,2,3}', '3ff000000000000040000000000000004008000000000000'],
  [pathType, '[(1,2),(3,4)]', '00000000023ff0000000000000400000000000000040080000000000004010000000000000'],
  [pathType, '((1,2))', '01000000013ff00000000000004000000000000000'],
  [polygonType, '(1,2),(3,4)', '000000023ff0000000000000400000000000000040080000000000004010000000000000'],
  [circleType, '<(1,2),3>', '3ff000000000000040000000000000004008000000000000'],
] as const;

describe('geometric types binary format', () => {
  for (const [t, text, sent] of SENT) {
    it(`${t.name} ${text} sends and receives as PostgreSQL`, () => {
      const stored = t.fromText(text, -1, s);
      expect(hex(t.toBinary(stored, -1, s))).toBe(sent);
      expect(t.fromBinary(bytes(sent), -1, s)).toBe(stored);
    });
  }

  it('refuses a negative radius and a degenerate line in binary', () => {
    expect(() => circleType.fromBinary(bytes('3ff00000000000004000000000000000bff0000000000000'), -1, s)).toThrow('invalid radius in external "circle" value');
    expect(() => lineType.fromBinary(bytes('000000000000000000000000000000004008000000000000'), -1, s)).toThrow('A and B cannot both be zero');
    expect(() => polygonType.fromBinary(bytes('00000000'), -1, s)).toThrow('invalid number of points in external "polygon" value');
  });

  it('stores one form per value and prints it with extra_float_digits', () => {
    expect(pointType.fromText(' ( 1.50 , 2e0 ) ', -1, s)).toBe('(1.5,2)');
    expect(boxType.fromText('(0,4),(2,1)', -1, s)).toBe('(2,4),(0,1)');
    expect(pointType.toText('(0.1234567890123,2)', -1, { ...s, extraFloatDigits: -3 })).toBe('(0.123456789012,2)');
  });
});
