import { describe, expect, test } from 'vitest';
import { Oid, formatType, typeByName, typeByOid, typmodFromModifiers } from '../index.js';

// format_type() and atttypmod values observed on PostgreSQL 15.18.
describe('formatType', () => {
  test.each([
    [Oid.varchar, 24, 'character varying(20)'],
    [Oid.numeric, 655366, 'numeric(10,2)'],
    [Oid.timestamptz, 3, 'timestamp(3) with time zone'],
    [Oid.timestamp, -1, 'timestamp without time zone'],
    [Oid._int4, -1, 'integer[]'],
    [Oid._varchar, 24, 'character varying(20)[]'],
    [Oid.char, -1, '"char"'],
    [Oid.bpchar, 9, 'character(5)'],
    [Oid.bpchar, -1, 'bpchar'],
    [Oid.interval, -1, 'interval'],
    [Oid.time, 2, 'time(2) without time zone'],
    [Oid.float4, -1, 'real'],
    [Oid.timetz, -1, 'time with time zone'],
    [Oid.bool, -1, 'boolean'],
  ])('format_type(%i, %i) = %s', (oid, typmod, expected) => {
    expect(formatType(oid, typmod)).toBe(expected);
  });
});

describe('typmodFromModifiers', () => {
  test.each([
    ['varchar', [20], 24],
    ['numeric', [10, 2], 655366],
    ['timestamp', [3], 3],
    // the grammar's interval modifiers: [fields] or [fields, precision]; interval(3) is [0x7FFF, 3]
    ['interval', [32767, 3], 2147418115],
    ['interval', [7176, 3], 470286339],
    ['interval', [4], 327679],
    ['interval', [32767], -1],
    ['numeric', [5], 327684],
    ['char', [3], 7],
    ['int4', [], -1],
  ] as const)('%s(%j) → %i', (name, mods, expected) => {
    expect(typmodFromModifiers(typeByName(name)!, mods)).toBe(expected);
  });
  test.each([
    ['varchar', [0], '22023', 'length for type varchar must be at least 1'],
    ['numeric', [1001], '22023', 'NUMERIC precision 1001 must be between 1 and 1000'],
    ['numeric', [5, 1001], '22023', 'NUMERIC scale 1001 must be between -1000 and 1000'],
    ['interval', [3], '22023', 'invalid INTERVAL type modifier'],
    ['interval', [32767, -1], '22023', 'INTERVAL(-1) precision must not be negative'],
  ] as const)('%s(%j) fails', (name, mods, code, message) => {
    expect(() => typmodFromModifiers(typeByName(name)!, mods)).toThrow(expect.objectContaining({ code, message }));
  });
});

describe('typeByName', () => {
  test.each([
    ['int', 'int4'],
    ['INTEGER', 'int4'],
    ['bigint', 'int8'],
    ['character  varying', 'varchar'],
    ['timestamp with time zone', 'timestamptz'],
    ['double precision', 'float8'],
    ['float', 'float8'],
    ['real', 'float4'],
    ['decimal', 'numeric'],
    ['boolean', 'bool'],
    ['char', 'bpchar'],
    ['"char"', 'char'],
    ['pg_catalog.int4', 'int4'],
    ['int4[]', '_int4'],
    ['_int4', '_int4'],
    ['text[][]', '_text'],
  ])('%s → %s', (name, typname) => {
    expect(typeByName(name)?.name).toBe(typname);
  });
  test('unknown names and OIDs', () => {
    expect(typeByName('nosuchtype')).toBeUndefined();
    expect(typeByOid(999999)).toBeUndefined();
    expect(typeByOid(Oid._int4)?.elemOid).toBe(Oid.int4);
  });
});
