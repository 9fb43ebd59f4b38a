-- Literals and casts of the common types in text format, and their invalid-input SQLSTATEs.

-- 1: bool
-- @case types-text-1.1
SELECT true, false, NULL::boolean
-- @case types-text-1.2
SELECT 't'::boolean, 'yes'::boolean, 'off'::boolean, '1'::boolean, ' TRUE '::boolean
-- @case types-text-1.3
SELECT 'maybe'::boolean
-- @case types-text-1.4
SELECT 1::boolean, 0::boolean
-- @case types-text-1.5
SELECT true::int, false::text
-- @case types-text-1.6
SELECT 2::boolean

-- 2: integers
-- @case types-text-2.1
SELECT 1::int2, 1::int4, 1::int8
-- @case types-text-2.2
SELECT 32767::int2, -32768::int2
-- @case types-text-2.3
SELECT 32768::int2
-- @case types-text-2.4
SELECT '2147483647'::int4, '-2147483648'::int4
-- @case types-text-2.5
SELECT '2147483648'::int4
-- @case types-text-2.6
SELECT 9223372036854775807::int8, (-9223372036854775807 - 1)::int8
-- @case types-text-2.7
SELECT '9223372036854775808'::int8
-- @case types-text-2.8
SELECT 'abc'::int4
-- @case types-text-2.9
SELECT ''::int4
-- @case types-text-2.10
SELECT ' 42 '::int4, '+7'::int4, '-0'::int4
-- @case types-text-2.11
SELECT '4.5'::int4
-- @case types-text-2.12
SELECT 4.5::int4, 5.5::int4, -4.5::int4, 2.5::int8
-- @case types-text-2.13
SELECT 3000000000
-- @case types-text-2.14
SELECT 10000000000000000000
-- @case types-text-2.15
SELECT 2.5::float8::int4, 3.5::float8::int4
-- @case types-text-2.16
SELECT 1e10::int4

-- 3: floats
-- @case types-text-3.1
SELECT 1.5::float8, 1.5::float4, 0.1::float8, 0.1::float4
-- @case types-text-3.2
SELECT 'NaN'::float8, 'Infinity'::float8, '-Infinity'::float8, 'inf'::float4
-- @case types-text-3.3
SELECT '-0'::float8, 1e300::float8 * 10
-- @case types-text-3.4
SELECT 1e-5::float8, 123456789012345678::float8, 1e16::float8, 1e15::float8
-- @case types-text-3.5
SELECT 3.14159265358979::float4, (1.0/3)::float8
-- @case types-text-3.6
SELECT 'abc'::float8
-- @case types-text-3.7
SELECT '1e400'::float8
-- @case types-text-3.8
SELECT 1e39::float4
-- @case types-text-3.9
SELECT 1.5e0, 1e2
-- @case types-text-3.10
SELECT 0.1::float8 + 0.2::float8

-- 4: numeric
-- @case types-text-4.1
SELECT 1.50, 10.10, 0.000, -1.5
-- @case types-text-4.2
SELECT 1.5::numeric(5,2), 1.555::numeric(5,2), -1.555::numeric(5,2), 2.5::numeric(2,0)
-- @case types-text-4.3
SELECT 1234.5::numeric(5,2)
-- @case types-text-4.4
SELECT 'NaN'::numeric, 'abc'::numeric
-- @case types-text-4.5
SELECT '123456789012345678901234567890.123456789'::numeric
-- @case types-text-4.6
SELECT 1.10::numeric + 2.205
-- @case types-text-4.7
SELECT ' 1.5 '::numeric, '1e3'::numeric, '.5'::numeric
-- @case types-text-4.8
SELECT 12::numeric(4,1), 0.5::numeric(1,1)
-- @case types-text-4.9
SELECT 'Infinity'::numeric
-- @case types-text-4.10
SELECT 123.456::numeric::int4, 0.5::numeric::int4, 1.5::numeric::int8
-- @case types-text-4.11
SELECT 1e20::numeric
-- @case types-text-4.12
SELECT 1.5::float8::numeric, 0.1::float4::numeric

-- 5: text, varchar, char
-- @case types-text-5.1
SELECT 'abc'::text, 'abc'::varchar, 'abc'::varchar(5), 'abc'::char(5)
-- @case types-text-5.2
SELECT 'abcdef'::varchar(3), 'abcdef'::char(3)
-- @case types-text-5.3
SELECT length('ab '::char(5)), 'ab '::char(5) = 'ab'::char(5), octet_length('ab'::char(5))
-- @case types-text-5.4
SELECT 'it''s', E'tab\there', E'nl\\n', $$dollar$$
-- @case types-text-5.5
SELECT '', ''::text IS NULL
-- @case types-text-5.6
SELECT 'ünïcödé', length('ünïcödé'), octet_length('ünïcödé')
-- @case types-text-5.7
SELECT 123::text, 1.50::text, true::text, NULL::text
-- @case types-text-5.8
SELECT 'x'::char, 'xyz'::char
-- @case types-text-5.9
SELECT 'abc'::name
-- @case types-text-5.10
SELECT U&'\0041'
-- @case types-text-5.11
SELECT 'a' 'b'

-- 6: bytea
-- @case types-text-6.1
SELECT '\x41424344'::bytea, 'abc'::bytea
-- @case types-text-6.2
SELECT '\x4'::bytea
-- @case types-text-6.3
SELECT '\xzz'::bytea
-- @case types-text-6.4
SELECT 'a\\b'::bytea, '\001'::bytea
-- @case types-text-6.5
SELECT length('\x010203'::bytea), ''::bytea
-- @case types-text-6.6
SELECT 'abc'::bytea::text

-- 7: date
-- @case types-text-7.1
SELECT '2024-02-29'::date, date '1999-12-31'
-- @case types-text-7.2
SELECT '2023-02-29'::date
-- @case types-text-7.3
SELECT 'not a date'::date
-- @case types-text-7.4
SELECT 'infinity'::date, '-infinity'::date
-- @case types-text-7.5
SELECT '0001-01-01 BC'::date, '4713-01-01 BC'::date
-- @case types-text-7.6
SELECT '1/2/2024'::date, '2024-1-2'::date, 'Jan 2 2024'::date
-- @case types-text-7.7
SELECT '2024-13-01'::date
-- @case types-text-7.8
SELECT '2024-01-01'::date + 1, '2024-03-01'::date - '2024-02-01'::date
-- @case types-text-7.9
SELECT '2024-01-31'::date + interval '1 month'

-- 8: time, timestamp, timestamptz
-- @case types-text-8.1
SELECT '13:45:01'::time, '13:45:01.123456'::time, '24:00:00'::time
-- @case types-text-8.2
SELECT '25:00:00'::time
-- @case types-text-8.3
SELECT '2024-01-02 03:04:05'::timestamp, '2024-01-02 03:04:05.5'::timestamp
-- @case types-text-8.4
SELECT '2024-01-02 03:04:05+02'::timestamptz, '2024-01-02 03:04:05'::timestamptz
-- @case types-text-8.5
SELECT '2024-01-02T03:04:05Z'::timestamptz
-- @case types-text-8.6
SELECT 'infinity'::timestamp, '-infinity'::timestamptz
-- @case types-text-8.7
SELECT '2024-01-02 03:04:05.1234567'::timestamp
-- @case types-text-8.8
SELECT '2024-01-02 27:00:00'::timestamp
-- @case types-text-8.9
SELECT 'garbage'::timestamp
-- @case types-text-8.10
SELECT '2024-01-02'::timestamp, '2024-01-02 03:04:05'::timestamp::date
-- @case types-text-8.11
SELECT '2024-01-02 03:04:05'::timestamp::time, '2024-06-01 12:00:00+00'::timestamptz::timestamp
-- @case types-text-8.12
SELECT timestamp '2024-01-02 03:04:05' + interval '1 day 2 hours'
-- @case types-text-8.13
SELECT timestamp '2024-03-01 00:00' - timestamp '2024-02-01 12:00'
-- @case types-text-8.14
SELECT '2024-01-02 03:04:05'::timestamp(0), '2024-01-02 03:04:05.678'::timestamp(1)
-- @case types-text-8.15
SELECT '1999-01-08 04:05:06 America/New_York'::timestamptz

-- 9: interval
-- @case types-text-9.1
SELECT '1 day'::interval, '2 hours 30 minutes'::interval, '1 year 2 months'::interval
-- @case types-text-9.2
SELECT '90 minutes'::interval, '-1 day'::interval, '1.5 days'::interval
-- @case types-text-9.3
SELECT 'P1Y2M3DT4H5M6S'::interval
-- @case types-text-9.4
SELECT 'nonsense'::interval
-- @case types-text-9.5
SELECT interval '1 day' * 3, interval '1 hour' / 2
-- @case types-text-9.6
SELECT '00:00:01.5'::interval, '@ 1 minute'::interval, '0'::interval
-- @case types-text-9.7
SELECT '1 mon -1 day'::interval, '-1:30'::interval

-- 10: uuid
-- @case types-text-10.1
SELECT 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid
-- @case types-text-10.2
SELECT 'A0EEBC999C0B4EF8BB6D6BB9BD380A11'::uuid, '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}'::uuid
-- @case types-text-10.3
SELECT 'a0eebc99-9c0b'::uuid
-- @case types-text-10.4
SELECT 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11'::uuid

-- 11: json and jsonb
-- @case types-text-11.1
SELECT '{"b": 1, "a": [1, 2]}'::json, '{"b": 1, "a": [1, 2]}'::jsonb
-- @case types-text-11.2
SELECT '{"a": 1, "a": 2}'::jsonb, '{"a": 1, "a": 2}'::json
-- @case types-text-11.3
SELECT '{"a":'::jsonb
-- @case types-text-11.4
SELECT '[1, 2.50, "x", null, true]'::jsonb, '1.0e2'::jsonb
-- @case types-text-11.5
SELECT '{"aa": 1, "b": 2, "c": {"z": 1, "y": 2}}'::jsonb
-- @case types-text-11.6
SELECT 'null'::jsonb, '"str"'::jsonb, '  3  '::json
-- @case types-text-11.7
SELECT '{bad}'::json
-- @case types-text-11.8
SELECT '"\u00e9\n"'::jsonb

-- 12: arrays
-- @case types-text-12.1
SELECT ARRAY[1, 2, 3], ARRAY['a', 'b'], ARRAY[1.5, 2]
-- @case types-text-12.2
SELECT '{1,2,3}'::int[], '{}'::text[], '{NULL,1}'::int[]
-- @case types-text-12.3
SELECT ARRAY['a b', 'c"d', '', NULL, 'NULL', 'x,y']
-- @case types-text-12.4
SELECT ARRAY[[1, 2], [3, 4]]
-- @case types-text-12.5
SELECT '{1,2'::int[]
-- @case types-text-12.6
SELECT '{a,b}'::int[]
-- @case types-text-12.7
SELECT ARRAY[true, false], ARRAY['2024-01-01'::date]
-- @case types-text-12.8
SELECT (ARRAY[10, 20, 30])[2], (ARRAY[10, 20, 30])[5]
-- @case types-text-12.9
SELECT ARRAY[]::int[], array_length(ARRAY[]::int[], 1)
-- @case types-text-12.10
SELECT ARRAY[1, 2] || 3, ARRAY[1] || ARRAY[2, 3]
-- @case types-text-12.11
SELECT '{"\\\\", "\""}'::text[]
-- @case types-text-12.12
SELECT ARRAY[1.5::float8, 'NaN']

-- 13: cast syntax and unknown literals
-- @case types-text-13.1
SELECT CAST('12' AS int), int4 '12', '12'::integer + 1
-- @case types-text-13.2
SELECT 'abc'
-- @case types-text-13.3
SELECT pg_typeof(1), pg_typeof(1.5), pg_typeof('a'), pg_typeof(3000000000), pg_typeof(1e2)
-- @case types-text-13.4
SELECT pg_typeof(NULL), pg_typeof(true), pg_typeof(now())
-- @case types-text-13.5
SELECT '1'::int4::int2::int8::text::numeric
-- @case types-text-13.6
SELECT 'abc'::regclass
-- @case types-text-13.7
SELECT 1::money
-- @case types-text-13.8
SELECT n::float4 FROM (VALUES (1e39::numeric)) v(n)
-- @case types-text-13.9
SELECT 1e-50::float4
-- @case types-text-13.10
SELECT 1e300::float8::float4
-- @case types-text-13.11
SELECT f::float4 FROM (VALUES (1e-300::float8)) v(f)
-- @case types-text-13.12
SELECT 3.4e38::float4, (-1e-40)::float8::float4 = 0, 'NaN'::numeric::float4, '-Infinity'::numeric::float4
-- @case types-text-13.14
SELECT 1e-400::numeric::float8
-- @case types-text-13.13
SELECT 3.4e38::numeric::float4, 123456789.125::numeric::float4, 0.1::numeric::float8

-- 14: a domain's DEFAULT and NOT NULL are checked as the domain when INSERT omits the column
-- @setup
CREATE DOMAIN dd14 AS int DEFAULT -1 CHECK (VALUE > 0);
CREATE DOMAIN dn14 AS text NOT NULL;
CREATE DOMAIN dd14b AS dd14 CHECK (VALUE < 100);
CREATE TABLE td14 (id int, v dd14);
CREATE TABLE td14b (id int, v dd14 DEFAULT 5, w dd14b DEFAULT 7);
CREATE TABLE tn14 (id int, v dn14);
-- @case types-text-14.1
INSERT INTO td14 (id) VALUES (1)
-- @case types-text-14.2
INSERT INTO td14 VALUES (2, DEFAULT)
-- @case types-text-14.3
INSERT INTO td14 (id) SELECT 3
-- @case types-text-14.4
INSERT INTO td14 DEFAULT VALUES
-- @case types-text-14.5
INSERT INTO td14b (id) VALUES (1), (2) RETURNING id, v, w
-- @case types-text-14.6
INSERT INTO tn14 (id) VALUES (1)
-- @case types-text-14.7
INSERT INTO td14 (id, v) VALUES (4, 9) RETURNING id, v
