import { describe, expect, test } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import { defaultFormatSettings as S, formatType, typeByName, typeByOid } from '../index.js';

function hex(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += x.toString(16).padStart(2, '0');
  return s;
}

function unhex(h: string): Uint8Array {
  const out = new Uint8Array(h.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(h.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** [type, input, PG 15 text output, typsend() hex]; verified on PostgreSQL 15. */
const cases: [string, string, string, string][] = [
  ['int2vector', '3 1', '3 1', '0000000100000000000000150000000200000000000000020003000000020001'],
  ['int2vector', '', '', '0000000100000000000000150000000000000000'],
  ['int2vector', ' -5  32767 0', '-5 32767 0', '000000010000000000000015000000030000000000000002fffb000000027fff000000020000'],
  ['int2vector', '+3', '3', '00000001000000000000001500000001000000000000000200' + '03'],
  ['oidvector', '25 1978', '25 1978', '00000001000000000000001a0000000200000000000000040000001900000004000007ba'],
  ['oidvector', '-1 4294967295', '4294967295 4294967295', '00000001000000000000001a000000020000000000000004ffffffff00000004ffffffff'],
  ['oidvector', '', '', '00000001000000000000001a0000000000000000'],
  ['_int2vector', '{"1 2",3}', '{"1 2",3}', '00000001000000000000001600000002000000010000002000000001000000000000001500000002000000000000000200010000000200020000001a0000000100000000000000150000000100000000000000020003'],
];

describe('int2vector / oidvector codecs', () => {
  test.each(cases)('%s %j', (name, input, text, bytes) => {
    const t = typeByName(name);
    if (!t) throw new Error(`unknown type ${name}`);
    const stored = t.fromText(input, -1, S);
    expect(t.toText(stored, -1, S)).toBe(text);
    expect(hex(t.toBinary(stored, -1, S))).toBe(bytes);
    expect(t.toText(t.fromBinary(unhex(bytes), -1, S), -1, S)).toBe(text);
  });

  test('stored as the same JSON text as int2[] / oid[]', () => {
    expect(typeByName('int2vector')?.fromText('3 1', -1, S)).toBe('[3,1]');
    expect(typeByName('oidvector')?.toText('[25,1978]', -1, S)).toBe('25 1978');
  });

  const errors: [string, string, string, string][] = [
    ['int2vector', 'x', '22P02', 'invalid input syntax for type smallint: "x"'],
    ['int2vector', '1 x y', '22P02', 'invalid input syntax for type smallint: "x y"'],
    ['int2vector', '1x 2', '22P02', 'invalid input syntax for type smallint: "1x 2"'],
    ['int2vector', '1\t2', '22P02', 'invalid input syntax for type smallint: "1\t2"'],
    ['int2vector', '-', '22P02', 'invalid input syntax for type smallint: "-"'],
    ['int2vector', '{1,2}', '22P02', 'invalid input syntax for type smallint: "{1,2}"'],
    ['int2vector', '1 99999 3', '22003', 'value "99999 3" is out of range for type smallint'],
    ['oidvector', '1 x y', '22P02', 'invalid input syntax for type oid: "x y"'],
    ['oidvector', '1x 2', '22P02', 'invalid input syntax for type oid: "x 2"'],
    ['oidvector', '4294967296', '22003', 'value "4294967296" is out of range for type oid'],
    ['oidvector', '-2147483649', '22003', 'value "-2147483649" is out of range for type oid'],
  ];
  test.each(errors)('%s %j is an error', (name, input, code, message) => {
    const t = typeByName(name);
    let err: unknown;
    try {
      t?.fromText(input, -1, S);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PgError);
    expect({ code: (err as PgError).code, message: (err as PgError).message }).toEqual({ code, message });
  });

  test('binary input must be one dimension, lower bound 0, no NULLs', () => {
    const t = typeByName('int2vector');
    // lower bound 1 (an int2[]'s array_send)
    expect(() => t?.fromBinary(unhex('0000000100000000000000150000000200000001000000020003000000020001'), -1, S)).toThrow('invalid int2vector data');
  });

  test('catalog facts', () => {
    expect(typeByOid(22)).toMatchObject({ name: 'int2vector', category: 'A', elemOid: 21, arrayOid: 1006, len: -1 });
    expect(typeByOid(30)).toMatchObject({ name: 'oidvector', category: 'A', elemOid: 26, arrayOid: 1013, len: -1 });
    expect(typeByOid(1006)).toMatchObject({ name: '_int2vector', elemOid: 22 });
    expect(typeByName('int2vector[]')?.oid).toBe(1006);
    expect(formatType(22, -1)).toBe('int2vector');
    expect(formatType(1013, -1)).toBe('oidvector[]');
  });
});
