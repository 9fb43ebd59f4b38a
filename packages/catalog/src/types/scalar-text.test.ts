import { describe, expect, test } from 'vitest';
import { isPgError } from '@pgsqlite/errors';
import { defaultFormatSettings, typeByName, type FormatSettings } from '../index.js';

/** Expected PG error: SQLSTATE, message and (when PG gives one) detail. */
interface Expected {
  code: string;
  message: string;
  detail?: string;
}
/** [type, typmod, input text, PG 15 output text or error, GUCs]; verified on PostgreSQL 15.18. */
type Case = [string, number, string, string | Expected, Record<string, string>?];

const cases: Case[] = [
  ["bool", -1, "t", "t"],
  ["bool", -1, " TRUE ", "t"],
  ["bool", -1, "ye", "t"],
  ["bool", -1, "on", "t"],
  ["bool", -1, "o", {"code": "22P02", "message": "invalid input syntax for type boolean: \"o\""}],
  ["bool", -1, "off", "f"],
  ["bool", -1, "0", "f"],
  ["bool", -1, "N", "f"],
  ["bool", -1, "tru e", {"code": "22P02", "message": "invalid input syntax for type boolean: \"tru e\""}],
  ["bool", -1, "2", {"code": "22P02", "message": "invalid input syntax for type boolean: \"2\""}],
  ["int2", -1, "32767", "32767"],
  ["int2", -1, "-32768", "-32768"],
  ["int2", -1, "32768", {"code": "22003", "message": "value \"32768\" is out of range for type smallint"}],
  ["int2", -1, " +12 ", "12"],
  ["int2", -1, "1.0", {"code": "22P02", "message": "invalid input syntax for type smallint: \"1.0\""}],
  ["int4", -1, "  -2147483648  ", "-2147483648"],
  ["int4", -1, "2147483648", {"code": "22003", "message": "value \"2147483648\" is out of range for type integer"}],
  ["int4", -1, "12a", {"code": "22P02", "message": "invalid input syntax for type integer: \"12a\""}],
  ["int4", -1, "", {"code": "22P02", "message": "invalid input syntax for type integer: \"\""}],
  ["int4", -1, "- 1", {"code": "22P02", "message": "invalid input syntax for type integer: \"- 1\""}],
  ["int4", -1, "007", "7"],
  ["int8", -1, "9223372036854775807", "9223372036854775807"],
  ["int8", -1, "-9223372036854775808", "-9223372036854775808"],
  ["int8", -1, "9223372036854775808", {"code": "22003", "message": "value \"9223372036854775808\" is out of range for type bigint"}],
  ["int8", -1, "9007199254740993", "9007199254740993"],
  ["int8", -1, "x", {"code": "22P02", "message": "invalid input syntax for type bigint: \"x\""}],
  ["oid", -1, "4294967295", "4294967295"],
  ["oid", -1, "-1", "4294967295"],
  ["oid", -1, "4294967296", {"code": "22003", "message": "value \"4294967296\" is out of range for type oid"}],
  ["float8", -1, "1e-5", "1e-05"],
  ["float8", -1, "1.5e-05", "1.5e-05"],
  ["float8", -1, "0.0001", "0.0001"],
  ["float8", -1, "1e15", "1e+15"],
  ["float8", -1, "1e16", "1e+16"],
  ["float8", -1, "123456789012345", "123456789012345"],
  ["float8", -1, "1234567890123456", "1.234567890123456e+15"],
  ["float8", -1, "0.1", "0.1"],
  ["float8", -1, "1/3", {"code": "22P02", "message": "invalid input syntax for type double precision: \"1/3\""}],
  ["float8", -1, "3.141592653589793", "3.141592653589793"],
  ["float8", -1, "-0", "-0"],
  ["float8", -1, "NaN", "NaN"],
  ["float8", -1, "-Infinity", "-Infinity"],
  ["float8", -1, "inf", "Infinity"],
  ["float8", -1, "1e400", {"code": "22003", "message": "\"1e400\" is out of range for type double precision"}],
  ["float8", -1, "1e-400", {"code": "22003", "message": "\"1e-400\" is out of range for type double precision"}],
  ["float8", -1, "4.9e-324", "5e-324"],
  ["float8", -1, "abc", {"code": "22P02", "message": "invalid input syntax for type double precision: \"abc\""}],
  ["float8", -1, " 12.5 ", "12.5"],
  ["float8", -1, "1.7976931348623157e308", "1.7976931348623157e+308"],
  ["float8", -1, "100", "100"],
  ["float4", -1, "0.1", "0.1"],
  ["float4", -1, "1e6", "1e+06"],
  ["float4", -1, "123456", "123456"],
  ["float4", -1, "3.4e38", "3.4e+38"],
  ["float4", -1, "1e39", {"code": "22003", "message": "\"1e39\" is out of range for type real"}],
  ["float4", -1, "1.17549435e-38", "1.1754944e-38"],
  ["float4", -1, "16777217", "1.6777216e+07"],
  ["float4", -1, "3.14159265", "3.1415927"],
  ["float4", -1, "NaN", "NaN"],
  ["float4", -1, "x", {"code": "22P02", "message": "invalid input syntax for type real: \"x\""}],
  ["float8", -1, "0.1", "0.1", {"extra_float_digits": "0"}],
  ["float8", -1, "1e-5", "1e-05", {"extra_float_digits": "0"}],
  ["float8", -1, "1e15", "1e+15", {"extra_float_digits": "0"}],
  ["float8", -1, "123456789.123456789", "123456789.123457", {"extra_float_digits": "0"}],
  ["float4", -1, "0.1", "0.1", {"extra_float_digits": "0"}],
  ["float8", -1, "3.141592653589793", "3.14159265359", {"extra_float_digits": "-3"}],
  ["text", -1, "héllo wörld", "héllo wörld"],
  ["varchar", 6, "ab", "ab"],
  ["varchar", 6, "abcd", {"code": "22001", "message": "value too long for type character varying(2)"}],
  ["varchar", 6, "ab   ", "ab"],
  ["varchar", 6, "abc d", {"code": "22001", "message": "value too long for type character varying(2)"}],
  ["bpchar", 9, "ab", "ab   "],
  ["bpchar", 6, "ab  ", "ab"],
  ["bpchar", 6, "abcd", {"code": "22001", "message": "value too long for type character(2)"}],
  ["bpchar", -1, "ab  ", "ab  "],
  ["name", -1, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"],
  ["numeric", -1, "007.50", "7.50"],
  ["numeric", -1, "1.5e3", "1500"],
  ["numeric", -1, "-0.00", "0.00"],
  ["numeric", -1, "1e-5", "0.00001"],
  ["numeric", -1, "  -12.340  ", "-12.340"],
  ["numeric", -1, ".5", "0.5"],
  ["numeric", -1, "5.", "5"],
  ["numeric", -1, ".", {"code": "22P02", "message": "invalid input syntax for type numeric: \".\""}],
  ["numeric", -1, "NaN", "NaN"],
  ["numeric", -1, "-inf", "-Infinity"],
  ["numeric", -1, "Infinity", "Infinity"],
  ["numeric", -1, "1e", {"code": "22P02", "message": "invalid input syntax for type numeric: \"1e\""}],
  ["numeric", -1, "abc", {"code": "22P02", "message": "invalid input syntax for type numeric: \"abc\""}],
  ["numeric", -1, "123456789012345678901234567890.123456789", "123456789012345678901234567890.123456789"],
  ["numeric", -1, "1.5E+2", "150"],
  ["numeric", -1, "2.5e-3", "0.0025"],
  ["numeric", 655366, "12345678.125", "12345678.13"],
  ["numeric", 655366, "123456789", {"code": "22003", "message": "numeric field overflow", "detail": "A field with precision 10, scale 2 must round to an absolute value less than 10^8."}],
  ["numeric", 655366, "99999999.995", {"code": "22003", "message": "numeric field overflow", "detail": "A field with precision 10, scale 2 must round to an absolute value less than 10^8."}],
  ["numeric", 655366, "-0.005", "-0.01"],
  ["numeric", 655366, "-0.004", "0.00"],
  ["numeric", 655366, "Infinity", {"code": "22003", "message": "numeric field overflow", "detail": "A field with precision 10, scale 2 cannot hold an infinite value."}],
  ["numeric", 655366, "NaN", "NaN"],
  ["numeric", 131078, "0.995", {"code": "22003", "message": "numeric field overflow", "detail": "A field with precision 2, scale 2 must round to an absolute value less than 1."}],
  ["numeric", 131078, "0.994", "0.99"],
  ["numeric", 196612, "123.5", "124"],
  ["numeric", 196612, "1234", {"code": "22003", "message": "numeric field overflow", "detail": "A field with precision 3, scale 0 must round to an absolute value less than 10^3."}],
  ["numeric", 67108861, "12345", "0"],
  ["bytea", -1, "\\x0102ff", "\\x0102ff"],
  ["bytea", -1, "\\x01 02 FF", "\\x0102ff"],
  ["bytea", -1, "\\x0", {"code": "22023", "message": "invalid hexadecimal data: odd number of digits"}],
  ["bytea", -1, "\\x0g", {"code": "22023", "message": "invalid hexadecimal digit: \"g\""}],
  ["bytea", -1, "abc\\000\\\\x", "\\x616263005c78"],
  ["bytea", -1, "\\q", {"code": "22P02", "message": "invalid input syntax for type bytea"}],
  ["bytea", -1, "é", "\\xc3a9"],
  ["bytea", -1, "\\141\\377", "\\x61ff"],
  ["bytea", -1, "a\\\\b", "a\\\\b", {"bytea_output": "escape"}],
  ["bytea", -1, "\\x00017f80ff5c27", "\\000\\001\\177\\200\\377\\\\'", {"bytea_output": "escape"}],
  ["uuid", -1, "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11", "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"],
  ["uuid", -1, "{a0eebc999c0b4ef8bb6d6bb9bd380a11}", "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"],
  ["uuid", -1, "a0ee-bc99-9c0b-4ef8-bb6d-6bb9-bd38-0a11", "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"],
  ["uuid", -1, "a0eebc99-9c0b4ef8-bb6d6bb9-bd380a11", "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"],
  ["uuid", -1, "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1", {"code": "22P02", "message": "invalid input syntax for type uuid: \"a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1\""}],
  ["uuid", -1, "{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", {"code": "22P02", "message": "invalid input syntax for type uuid: \"{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11\""}],
  ["uuid", -1, "-a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", {"code": "22P02", "message": "invalid input syntax for type uuid: \"-a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11\""}],
];

function settingsOf(gucs: Record<string, string> | undefined): FormatSettings {
  const s = { ...defaultFormatSettings };
  for (const [k, v] of Object.entries(gucs ?? {})) {
    if (k === 'DateStyle') s.dateStyle = v;
    else if (k === 'TimeZone') s.timeZone = v;
    else if (k === 'IntervalStyle') s.intervalStyle = v;
    else if (k === 'extra_float_digits') s.extraFloatDigits = Number(v);
    else if (k === 'bytea_output') s.byteaOutput = v as 'hex' | 'escape';
  }
  return s;
}

describe('text input → PG output', () => {
  test.each(cases)('%s(%i) %j', (typeName, typmod, input, expected, gucs) => {
    const type = typeByName(typeName);
    if (!type) throw new Error(`unknown type ${typeName}`);
    const s = settingsOf(gucs);
    if (typeof expected === 'string') {
      expect(type.toText(type.fromText(input, typmod, s), typmod, s)).toBe(expected);
      return;
    }
    let err: unknown;
    try {
      type.fromText(input, typmod, s);
    } catch (e) {
      err = e;
    }
    expect(isPgError(err)).toBe(true);
    if (!isPgError(err)) return;
    expect({ code: err.code, message: err.message, detail: err.fields.detail }).toEqual({ detail: undefined, ...expected });
  });
});
