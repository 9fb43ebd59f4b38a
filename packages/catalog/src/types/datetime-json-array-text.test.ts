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
  ["date", -1, "1999-01-08", "1999-01-08"],
  ["date", -1, "January 8, 1999", "1999-01-08"],
  ["date", -1, "1/8/1999", "1999-01-08"],
  ["date", -1, "1/18/1999", "1999-01-18"],
  ["date", -1, "18/1/1999", {"code": "22008", "message": "date/time field value out of range: \"18/1/1999\""}],
  ["date", -1, "1/8/1999", "1999-08-01", {"DateStyle": "ISO, DMY"}],
  ["date", -1, "19990108", "1999-01-08"],
  ["date", -1, "0001-01-01 BC", "0001-01-01 BC"],
  ["date", -1, "epoch", "1970-01-01"],
  ["date", -1, "infinity", "infinity"],
  ["date", -1, "-infinity", "-infinity"],
  ["date", -1, "1999-02-29", {"code": "22008", "message": "date/time field value out of range: \"1999-02-29\""}],
  ["date", -1, "1999-13-01", {"code": "22008", "message": "date/time field value out of range: \"1999-13-01\""}],
  ["date", -1, "garbage", {"code": "22007", "message": "invalid input syntax for type date: \"garbage\""}],
  ["date", -1, "2000-02-29 12:34:56", "2000-02-29"],
  ["date", -1, "99-01-08", {"code": "22008", "message": "date/time field value out of range: \"99-01-08\""}],
  ["date", -1, "1999-01-08", "01/08/1999", {"DateStyle": "SQL, MDY"}],
  ["date", -1, "1999-01-08", "08/01/1999", {"DateStyle": "SQL, DMY"}],
  ["date", -1, "1999-01-08", "08.01.1999", {"DateStyle": "German"}],
  ["date", -1, "1999-01-08", "01-08-1999", {"DateStyle": "Postgres, MDY"}],
  ["date", -1, "12345-01-01", "12345-01-01"],
  ["date", -1, "4714-11-24 BC", "4714-11-24 BC"],
  ["date", -1, "4714-11-23 BC", {"code": "22008", "message": "date out of range: \"4714-11-23 BC\""}],
  ["timestamp", -1, "1999-01-08 04:05:06", "1999-01-08 04:05:06"],
  ["timestamp", -1, "1999-01-08T04:05:06.789", "1999-01-08 04:05:06.789"],
  ["timestamp", -1, "2024-03-10T12:34:56Z", "2024-03-10 12:34:56"],
  ["timestamp", -1, "1999-01-08 04:05:06.1234565", "1999-01-08 04:05:06.123456"],
  ["timestamp", -1, "1999-01-08 04:05:06.9999996", "1999-01-08 04:05:07"],
  ["timestamp", -1, "epoch", "1970-01-01 00:00:00"],
  ["timestamp", -1, "infinity", "infinity"],
  ["timestamp", -1, "1999-01-08", "1999-01-08 00:00:00"],
  ["timestamp", -1, "0044-03-15 12:00 BC", "0044-03-15 12:00:00 BC"],
  ["timestamp", -1, "1999-01-08 25:00:00", {"code": "22008", "message": "date/time field value out of range: \"1999-01-08 25:00:00\""}],
  ["timestamp", -1, "1999-01-08 24:00:00", "1999-01-09 00:00:00"],
  ["timestamp", -1, "1999-01-08 04:61:00", {"code": "22008", "message": "date/time field value out of range: \"1999-01-08 04:61:00\""}],
  ["timestamp", -1, "nonsense", {"code": "22007", "message": "invalid input syntax for type timestamp: \"nonsense\""}],
  ["timestamp", -1, "1999-01-08 4:05 PM", "1999-01-08 16:05:00"],
  ["timestamp", 3, "1999-01-08 04:05:06.12345", "1999-01-08 04:05:06.123"],
  ["timestamp", 0, "1999-01-08 04:05:06.5", "1999-01-08 04:05:06"],
  ["timestamp", 0, "1969-12-31 23:59:59.5", "1969-12-31 23:59:59"],
  ["timestamp", -1, "1999-01-08 04:05:06", "01/08/1999 04:05:06", {"DateStyle": "SQL, MDY"}],
  ["timestamp", -1, "1999-01-08 04:05:06.5", "Fri Jan 08 04:05:06.5 1999", {"DateStyle": "Postgres, MDY"}],
  ["timestamp", -1, "1999-01-08 04:05:06", "Fri 08 Jan 04:05:06 1999", {"DateStyle": "Postgres, DMY"}],
  ["timestamp", -1, "1999-01-08 04:05:06", "08.01.1999 04:05:06", {"DateStyle": "German"}],
  ["timestamp", -1, "294277-01-01 00:00:00", {"code": "22008", "message": "timestamp out of range: \"294277-01-01 00:00:00\""}],
  ["timestamptz", -1, "1999-01-08 04:05:06+05:30", "1999-01-07 22:35:06+00"],
  ["timestamptz", -1, "1999-01-08 04:05:06.1234567-0800", "1999-01-08 12:05:06.123457+00"],
  ["timestamptz", -1, "2024-03-10T12:34:56Z", "2024-03-10 12:34:56+00"],
  ["timestamptz", -1, "2024-03-10T12:34:56 Europe/Paris", "2024-03-10 11:34:56+00"],
  ["timestamptz", -1, "2024-07-10 12:00:00", "2024-07-10 12:00:00+02", {"TimeZone": "Europe/Paris"}],
  ["timestamptz", -1, "2024-01-10 12:00:00", "2024-01-10 12:00:00+05:30", {"TimeZone": "Asia/Kolkata"}],
  ["timestamptz", -1, "2024-01-10 12:00:00+00", "2024-01-10 08:30:00-03:30", {"TimeZone": "America/St_Johns"}],
  ["timestamptz", -1, "1850-01-01 00:00:00+00", "1849-12-31 20:15:09-03:44:51", {"TimeZone": "America/Montevideo"}],
  ["timestamptz", -1, "infinity", "infinity"],
  ["timestamptz", -1, "0001-01-01 00:00:00+00 BC", "0001-01-01 00:00:00+00 BC"],
  ["timestamptz", -1, "1999-01-08 04:05:06 America/New_York", "1999-01-08 04:05:06-05", {"TimeZone": "America/New_York"}],
  ["timestamptz", -1, "2024-03-31 02:30:00", "2024-03-31 03:30:00+02", {"TimeZone": "Europe/Paris"}],
  ["timestamptz", -1, "2024-10-27 02:30:00", "2024-10-27 02:30:00+01", {"TimeZone": "Europe/Paris"}],
  ["timestamptz", -1, "bad", {"code": "22007", "message": "invalid input syntax for type timestamp with time zone: \"bad\""}],
  ["timestamptz", -1, "1999-01-08 04:05:06+05:30", "01/07/1999 22:35:06 UTC", {"DateStyle": "SQL, MDY"}],
  ["time", -1, "04:05:06", "04:05:06"],
  ["time", -1, "04:05:06.789", "04:05:06.789"],
  ["time", -1, "04:05 PM", "16:05:00"],
  ["time", -1, "24:00:00", "24:00:00"],
  ["time", -1, "24:00:01", {"code": "22008", "message": "date/time field value out of range: \"24:00:01\""}],
  ["time", -1, "allballs", "00:00:00"],
  ["time", -1, "1999-01-08 04:05:06", "04:05:06"],
  ["time", -1, "04:05:06-08", "04:05:06"],
  ["time", 2, "04:05:06.125", "04:05:06.13"],
  ["time", -1, "abc", {"code": "22007", "message": "invalid input syntax for type time: \"abc\""}],
  ["time", -1, "12:00 AM", "00:00:00"],
  ["timetz", -1, "04:05:06+05:30", "04:05:06+05:30"],
  ["timetz", -1, "04:05:06.5-08", "04:05:06.5-08"],
  ["interval", -1, "1 year 2 months -3 days 04:05:06", "1 year 2 mons -3 days +04:05:06"],
  ["interval", -1, "P1Y2M3DT4H5M6S", "1 year 2 mons 3 days 04:05:06"],
  ["interval", -1, "1.5 years", "1 year 6 mons"],
  ["interval", -1, "1 day ago", "-1 days"],
  ["interval", -1, "@ 3 hours", "03:00:00"],
  ["interval", -1, "-1 year -2 mons +3 days", "-1 years -2 mons +3 days"],
  ["interval", -1, "0", "00:00:00"],
  ["interval", -1, "90 minutes", "01:30:00"],
  ["interval", -1, "1.5 days", "1 day 12:00:00"],
  ["interval", -1, "-04:05:06", "-04:05:06"],
  ["interval", -1, "2 weeks", "14 days"],
  ["interval", -1, "1 mon 1.5 seconds", "1 mon 00:00:01.5"],
  ["interval", -1, "-1 days", "-1 days"],
  ["interval", -1, "xyz", {"code": "22007", "message": "invalid input syntax for type interval: \"xyz\""}],
  ["interval", -1, "3 days 1 hour", "3 days 01:00:00"],
  ["interval", -1, "100 hours", "100:00:00"],
  ["json", -1, "{\"a\": [1, 2.50, \"x\"] }", "{\"a\": [1, 2.50, \"x\"] }"],
  ["json", -1, "{\"a\":1,\"a\":2}", "{\"a\":1,\"a\":2}"],
  ["json", -1, "{\"a\" 1}", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Expected \":\", but found \"1\"."}],
  ["json", -1, "[1,2", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "The input string ended unexpectedly."}],
  ["json", -1, "{\"a\":tru}", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Token \"tru\" is invalid."}],
  ["json", -1, "[1,}", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Expected JSON value, but found \"}\"."}],
  ["json", -1, "{1:2}", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Expected string or \"}\", but found \"1\"."}],
  ["json", -1, "{\"a\":1,}", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Expected string, but found \"}\"."}],
  ["json", -1, "1 2", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Expected end of input, but found \"2\"."}],
  ["json", -1, "\"\\q\"", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Escape sequence \"\\q\" is invalid."}],
  ["json", -1, "\"\\u12\"", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "\"\\u\" must be followed by four hexadecimal digits."}],
  ["json", -1, "01", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Token \"01\" is invalid."}],
  ["json", -1, "-", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Token \"-\" is invalid."}],
  ["json", -1, "", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "The input string ended unexpectedly."}],
  ["json", -1, "\"\\u0000\"", "\"\\u0000\""],
  ["jsonb", -1, "{\"b\":[1,2.0,1e2],\"a\":1,\"aa\":{\"x\":null},\"a\":2}", "{\"a\": 2, \"b\": [1, 2.0, 100], \"aa\": {\"x\": null}}"],
  ["jsonb", -1, "{\"bb\":1,\"a\":2,\"c\":3,\"é\":4,\"Z\":5}", "{\"Z\": 5, \"a\": 2, \"c\": 3, \"bb\": 1, \"é\": 4}"],
  ["jsonb", -1, "\"\\u00e9\\n\\u0001/\"", "\"é\\n\\u0001/\""],
  ["jsonb", -1, "[1e-3, -0, 1.0E+1, true, false, null]", "[0.001, 0, 10, true, false, null]"],
  ["jsonb", -1, "\"\\u0000\"", {"code": "22P05", "message": "unsupported Unicode escape sequence", "detail": "\\u0000 cannot be converted to text."}],
  ["jsonb", -1, "{}", "{}"],
  ["jsonb", -1, "[ ]", "[]"],
  ["jsonb", -1, "\"\\ud83d\\ude00\"", "\"😀\""],
  ["jsonb", -1, "\"\\ude00\"", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "Unicode low surrogate must follow a high surrogate."}],
  ["jsonb", -1, "[1,2", {"code": "22P02", "message": "invalid input syntax for type json", "detail": "The input string ended unexpectedly."}],
  ["_int4", -1, "{1,2,NULL,3}", "{1,2,NULL,3}"],
  ["_int4", -1, "{{1,2},{3,4}}", "{{1,2},{3,4}}"],
  ["_int4", -1, "{}", "{}"],
  ["_int4", -1, "{{1,2},{3}}", {"code": "22P02", "message": "malformed array literal: \"{{1,2},{3}}\"", "detail": "Multidimensional arrays must have sub-arrays with matching dimensions."}],
  ["_int4", -1, "1,2", {"code": "22P02", "message": "malformed array literal: \"1,2\"", "detail": "Array value must start with \"{\" or dimension information."}],
  ["_int4", -1, "{1,2}x", {"code": "22P02", "message": "malformed array literal: \"{1,2}x\"", "detail": "Junk after closing right brace."}],
  ["_int4", -1, "{1,a}", {"code": "22P02", "message": "invalid input syntax for type integer: \"a\""}],
  ["_text", -1, "{\"a b\",c,\"\",NULL,\"NULL\",\"x\\\"y\", z , \"{}\"}", "{\"a b\",c,\"\",NULL,\"NULL\",\"x\\\"y\",z,\"{}\"}"],
  ["_text", -1, "{a\\,b,\"back\\\\slash\"}", "{\"a,b\",\"back\\\\slash\"}"],
  ["_bytea", -1, "{\"\\\\x0102\",NULL}", "{\"\\\\x0102\",NULL}"],
  ["_float8", -1, "{1.5,NaN,-Infinity,1e20}", "{1.5,NaN,-Infinity,1e+20}"],
  ["_int8", -1, "{9223372036854775807,-1}", "{9223372036854775807,-1}"],
  ["_bool", -1, "{t,f,yes}", "{t,f,t}"],
  ["_numeric", 655366, "{1.005,2}", "{1.01,2.00}"],
  ["_varchar", 6, "{ab,abcd}", {"code": "22001", "message": "value too long for type character varying(2)"}],
  ["_date", -1, "{1999-01-08,infinity}", "{1999-01-08,infinity}"],
  ["_timestamptz", -1, "{\"1999-01-08 04:05:06+02\"}", "{\"1999-01-08 02:05:06+00\"}"],
  ["_uuid", -1, "{A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11}", "{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}"],
  ["_jsonb", -1, "{\"{\\\"b\\\":1,\\\"a\\\":2}\"}", "{\"{\\\"a\\\": 2, \\\"b\\\": 1}\"}"],
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
