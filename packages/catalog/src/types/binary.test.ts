import { describe, expect, test } from 'vitest';
import { defaultFormatSettings as S, typeByName } from '../index.js';

/** [type, typmod, input text, PG 15 output text and typsend() bytes as hex]; verified on PostgreSQL 15.18. */
type Case = [string, number, string, { text: string; hex: string }];

const cases: Case[] = [
  ["bool", -1, "t", {"text": "t", "hex": "01"}],
  ["bool", -1, "f", {"text": "f", "hex": "00"}],
  ["int2", -1, "-2", {"text": "-2", "hex": "fffe"}],
  ["int4", -1, "-2147483648", {"text": "-2147483648", "hex": "80000000"}],
  ["int8", -1, "9223372036854775807", {"text": "9223372036854775807", "hex": "7fffffffffffffff"}],
  ["int8", -1, "-5", {"text": "-5", "hex": "fffffffffffffffb"}],
  ["oid", -1, "4294967295", {"text": "4294967295", "hex": "ffffffff"}],
  ["float4", -1, "1.5", {"text": "1.5", "hex": "3fc00000"}],
  ["float4", -1, "NaN", {"text": "NaN", "hex": "7fc00000"}],
  ["float4", -1, "-Infinity", {"text": "-Infinity", "hex": "ff800000"}],
  ["float8", -1, "0.1", {"text": "0.1", "hex": "3fb999999999999a"}],
  ["float8", -1, "NaN", {"text": "NaN", "hex": "7ff8000000000000"}],
  ["float8", -1, "-0", {"text": "-0", "hex": "8000000000000000"}],
  ["numeric", -1, "0", {"text": "0", "hex": "0000000000000000"}],
  ["numeric", -1, "0.00", {"text": "0.00", "hex": "0000000000000002"}],
  ["numeric", -1, "1.5", {"text": "1.5", "hex": "000200000000000100011388"}],
  ["numeric", -1, "-12345.6789", {"text": "-12345.6789", "hex": "0003000140000004000109291a85"}],
  ["numeric", -1, "10000", {"text": "10000", "hex": "00010001000000000001"}],
  ["numeric", -1, "0.0001", {"text": "0.0001", "hex": "0001ffff000000040001"}],
  ["numeric", -1, "123456789.000100", {"text": "123456789.000100", "hex": "0004000200000006000109291a850001"}],
  ["numeric", -1, "NaN", {"text": "NaN", "hex": "00000000c0000000"}],
  ["numeric", -1, "Infinity", {"text": "Infinity", "hex": "00000000d0000020"}],
  ["numeric", -1, "-Infinity", {"text": "-Infinity", "hex": "00000000f0000020"}],
  ["numeric", -1, "1e-20", {"text": "0.00000000000000000001", "hex": "0001fffb000000140001"}],
  ["numeric", -1, "1e20", {"text": "100000000000000000000", "hex": "00010005000000000001"}],
  ["text", -1, "héllo", {"text": "héllo", "hex": "68c3a96c6c6f"}],
  ["varchar", -1, "ab", {"text": "ab", "hex": "6162"}],
  ["bpchar", 7, "ab", {"text": "ab ", "hex": "616220"}],
  ["name", -1, "n", {"text": "n", "hex": "6e"}],
  ["bytea", -1, "\\x00ff", {"text": "\\x00ff", "hex": "00ff"}],
  ["uuid", -1, "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", {"text": "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", "hex": "a0eebc999c0b4ef8bb6d6bb9bd380a11"}],
  ["json", -1, "{\"a\": 1}", {"text": "{\"a\": 1}", "hex": "7b2261223a20317d"}],
  ["jsonb", -1, "{\"b\": 1, \"a\": [true]}", {"text": "{\"a\": [true], \"b\": 1}", "hex": "017b2261223a205b747275655d2c202262223a20317d"}],
  ["date", -1, "1999-01-08", {"text": "1999-01-08", "hex": "fffffe9a"}],
  ["date", -1, "1970-01-01", {"text": "1970-01-01", "hex": "ffffd533"}],
  ["date", -1, "infinity", {"text": "infinity", "hex": "7fffffff"}],
  ["date", -1, "-infinity", {"text": "-infinity", "hex": "80000000"}],
  ["date", -1, "0001-01-01 BC", {"text": "0001-01-01 BC", "hex": "fff4da8b"}],
  ["timestamp", -1, "1999-01-08 04:05:06.789", {"text": "1999-01-08 04:05:06.789", "hex": "ffffe3e1b1678a88"}],
  ["timestamp", -1, "infinity", {"text": "infinity", "hex": "7fffffffffffffff"}],
  ["timestamp", -1, "-infinity", {"text": "-infinity", "hex": "8000000000000000"}],
  ["timestamp", -1, "1900-01-01 00:00:00", {"text": "1900-01-01 00:00:00", "hex": "fff4c9ee7c0b8000"}],
  ["timestamptz", -1, "2000-01-01 00:00:00+01", {"text": "1999-12-31 23:00:00+00", "hex": "ffffffff296c5c00"}],
  ["time", -1, "04:05:06.5", {"text": "04:05:06.5", "hex": "000000036c9361a0"}],
  ["timetz", -1, "04:05:06+05:30", {"text": "04:05:06+05:30", "hex": "000000036c8bc080ffffb2a8"}],
  ["interval", -1, "1 year 2 mons -3 days 04:05:06.5", {"text": "1 year 2 mons -3 days +04:05:06.5", "hex": "000000036c9361a0fffffffd0000000e"}],
  ["_int4", -1, "{1,NULL,3}", {"text": "{1,NULL,3}", "hex": "00000001000000010000001700000003000000010000000400000001ffffffff0000000400000003"}],
  ["_int4", -1, "{}", {"text": "{}", "hex": "000000000000000000000017"}],
  ["_int4", -1, "{{1,2},{3,4}}", {"text": "{{1,2},{3,4}}", "hex": "000000020000000000000017000000020000000100000002000000010000000400000001000000040000000200000004000000030000000400000004"}],
  ["_text", -1, "{a,\"b c\"}", {"text": "{a,\"b c\"}", "hex": "0000000100000000000000190000000200000001000000016100000003622063"}],
  ["_int8", -1, "{9007199254740993}", {"text": "{9007199254740993}", "hex": "0000000100000000000000140000000100000001000000080020000000000001"}],
  ["_float8", -1, "{NaN,1.5}", {"text": "{NaN,1.5}", "hex": "0000000100000000000002bd0000000200000001000000087ff8000000000000000000083ff8000000000000"}],
  ["_numeric", -1, "{1.50,NULL}", {"text": "{1.50,NULL}", "hex": "0000000100000001000006a400000002000000010000000c000200000000000200011388ffffffff"}],
  ["_bytea", -1, "{\"\\\\x01\"}", {"text": "{\"\\\\x01\"}", "hex": "00000001000000000000001100000001000000010000000101"}],
  ["_bool", -1, "{t}", {"text": "{t}", "hex": "00000001000000000000001000000001000000010000000101"}],
  // bit strings, ranges and multiranges: values longer than their length word (bind parameters from pgx)
  ["bit", 3, "101", {"text": "101", "hex": "00000003a0"}],
  ["varbit", -1, "10100000011", {"text": "10100000011", "hex": "0000000ba060"}],
  ["int4range", -1, "[1,5)", {"text": "[1,5)", "hex": "0200000004000000010000000400000005"}],
  ["int4range", -1, "empty", {"text": "empty", "hex": "01"}],
  ["int8range", -1, "(,10]", {"text": "(,11)", "hex": "0800000008000000000000000b"}],
  ["numrange", -1, "[1.5,2.25)", {"text": "[1.5,2.25)", "hex": "020000000c0002000000000001000113880000000c0002000000000002000209c4"}],
  ["daterange", -1, "[2024-01-01,2024-02-01)", {"text": "[2024-01-01,2024-02-01)", "hex": "02000000040000223e000000040000225d"}],
  ["tsrange", -1, "[\"2024-01-01 00:00:00\",)", {"text": "[\"2024-01-01 00:00:00\",)", "hex": "12000000080002b0d5d4e94000"}],
  ["int4multirange", -1, "{[1,5), [7,9)}", {"text": "{[1,5),[7,9)}", "hex": "00000002000000110200000004000000010000000400000005000000110200000004000000070000000400000009"}],
  ["int4multirange", -1, "{}", {"text": "{}", "hex": "00000000"}],
];


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

describe('binary send/recv', () => {
  test.each(cases)('%s(%i) %j', (typeName, typmod, input, expected) => {
    const type = typeByName(typeName);
    if (!type) throw new Error(`unknown type ${typeName}`);
    const stored = type.fromText(input, typmod, S);
    expect(hex(type.toBinary(stored, typmod, S))).toBe(expected.hex);
    const back = type.fromBinary(unhex(expected.hex), typmod, S);
    expect(type.toText(back, typmod, S)).toBe(expected.text);
  });
});
