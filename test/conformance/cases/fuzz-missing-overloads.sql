-- Overloads the differential fuzzer called that pgsqlite refused: bytea bit and trim functions,
-- bytea LIKE, and time zones given as an interval.
-- 1: get_bit / set_bit / bit_count over bytea
-- @case fuzz-missing-overloads-1.1
SELECT get_bit('\x0102'::bytea, 0), get_bit('\x0102'::bytea, 9), get_bit('\xff'::bytea, 7::bigint), set_bit('\x0000'::bytea, 9, 1), set_bit('\xff'::bytea, 0::smallint, 0), bit_count('\xff0f01'::bytea)
-- @case fuzz-missing-overloads-1.2
SELECT get_bit('\x01'::bytea, 8)
-- @case fuzz-missing-overloads-1.3
SELECT get_bit('\x01'::bytea, -1::bigint)
-- @case fuzz-missing-overloads-1.4
SELECT set_bit('\x01'::bytea, 2, 2)
-- @case fuzz-missing-overloads-1.5
SELECT set_bit(''::bytea, 0, 5), pg_typeof(bit_count(''::bytea))
-- 2: ltrim / rtrim / like_escape / LIKE over bytea
-- @case fuzz-missing-overloads-2.1
SELECT ltrim('\x0001020100'::bytea, '\x0001'::bytea), rtrim('\x0001020100'::bytea, '\x0001'::bytea), ltrim('\x01'::bytea, '\x01'), rtrim(''::bytea, '\x00'::bytea)
-- @case fuzz-missing-overloads-2.2
SELECT like_escape('a#%b\c'::bytea, '#'::bytea), like_escape('a\b'::bytea, ''::bytea), like_escape('ab'::bytea, '\'::bytea)
-- @case fuzz-missing-overloads-2.3
SELECT like_escape('ab'::bytea, 'xy'::bytea)
-- @case fuzz-missing-overloads-2.4
SELECT 'abc'::bytea LIKE 'a%', 'abc'::bytea NOT LIKE '_b_'::bytea, '\xff00'::bytea LIKE '\xff%'::bytea, 'a%c'::bytea LIKE 'a#%c'::bytea ESCAPE '#'::bytea, 'abc'::bytea ~~ 'ABC'::bytea
-- @case fuzz-missing-overloads-2.5
SELECT 'abc'::bytea LIKE 'ab\'::bytea
-- 3: AT TIME ZONE INTERVAL: timestamptz → timestamp, timestamp → timestamptz, timetz → timetz
-- @case fuzz-missing-overloads-3.1
SELECT timezone('05:30'::interval, '2000-01-01 00:00:00+00'::timestamptz), timezone('-01:00:01.9'::interval, '2000-01-01 00:00:00'::timestamp), timezone('-03:00'::interval, '23:00:00+02'::timetz)
-- @case fuzz-missing-overloads-3.2
SELECT '2000-01-01 12:00:00+00'::timestamptz AT TIME ZONE INTERVAL '-08:00', '2000-01-01 12:00:00'::timestamp AT TIME ZONE INTERVAL '100:00', '10:00:00-05'::timetz AT TIME ZONE INTERVAL '10:00:30'
-- @case fuzz-missing-overloads-3.3
SELECT timezone('1 day'::interval, '2000-01-01 00:00:00+00'::timestamptz)
-- @case fuzz-missing-overloads-3.4
SELECT timezone('1 mon 2 hours'::interval, '10:00:00+00'::timetz)
-- @case fuzz-missing-overloads-3.5
SELECT timezone('1 year'::interval, 'infinity'::timestamptz), timezone('1 hour'::interval, '-infinity'::timestamp)
-- @case fuzz-missing-overloads-3.6
SELECT timezone('10:00'::interval, '4714-11-24 05:00:00 BC'::timestamp)
-- 4: substring(text, text, text) is SUBSTRING(s SIMILAR p ESCAPE e)
-- @case fuzz-missing-overloads-4.1
SELECT substring('abcdef'::text, 'b_d%'::text, '#'::text), substring('abcdef'::text, 'x%'::text, '#'::text), substring('a%c'::text, 'a#%c'::text, '#'::text), substring(NULL::text, 'a'::text, '#'::text), substring('abc'::text, 'abc'::text, NULL::text)
-- @case fuzz-missing-overloads-4.2
SELECT substring('abcdef' SIMILAR 'abc%' ESCAPE '#'), substring('abcdef'::varchar SIMILAR '%ef' ESCAPE '\')
-- @case fuzz-missing-overloads-4.3
SELECT substring('abcdef'::text, 'b%'::text, 'xy'::text)
-- @case fuzz-missing-overloads-4.4
SELECT substring('abcdef', '2', '3')
-- 5: jsonb #- text[] (jsonb_delete_path)
-- @case fuzz-missing-overloads-5.1
SELECT '{"a": {"b": 1, "c": 2}, "d": [1, 2, 3]}'::jsonb #- '{a,b}', '{"a": 1}'::jsonb #- '{}'::text[], '[1, 2, 3]'::jsonb #- '{-1}', '{}'::jsonb #- '{NULL}', '[]'::jsonb #- '{x}', '{"d": [1, 2]}'::jsonb #- '{d,0}'
-- @case fuzz-missing-overloads-5.2
SELECT '"z"'::jsonb #- '{a}'::text[]
-- @case fuzz-missing-overloads-5.3
SELECT '{"a": 1}'::jsonb #- '{NULL,x}'::text[]
-- @case fuzz-missing-overloads-5.4
SELECT '[1, 2]'::jsonb #- '{a}'::text[]
-- 6: date_part / extract over time with time zone
-- @case fuzz-missing-overloads-6.1
SELECT date_part('hour', '13:45:07.25-05:30'::timetz), date_part('minute', '13:45:07.25-05:30'::timetz), date_part('second', '13:45:07.25-05:30'::timetz), date_part('milliseconds', '13:45:07.25-05:30'::timetz), date_part('microseconds', '13:45:07.25-05:30'::timetz)
-- @case fuzz-missing-overloads-6.2
SELECT date_part('timezone', '13:45:07-05:30'::timetz), date_part('timezone_hour', '13:45:07-05:30'::timetz), date_part('timezone_minute', '13:45:07-05:30'::timetz), date_part('epoch', '13:45:07-05:30'::timetz), extract(epoch from '01:00:00+03'::timetz), extract(second from '01:00:01.5+03'::timetz)
-- @case fuzz-missing-overloads-6.3
SELECT date_part('day', '13:45:07-05:30'::timetz)
-- @case fuzz-missing-overloads-6.4
SELECT date_part('hello', '13:45:07-05:30'::timetz)
-- 7: text_pattern_ops comparisons
-- @case fuzz-missing-overloads-7.1
SELECT 'abc'::text ~<~ 'abd'::text, 'abc'::text ~<=~ 'abc'::text, 'b'::text ~>=~ 'abc'::text, 'é'::text ~>~ 'z'::text, 'a '::char(3) ~<~ 'a'::char(2), 'Z' ~<~ 'a'
-- 8: AT TIME ZONE 'zone' over time with time zone: the zone's offset at the transaction's start
-- @case fuzz-missing-overloads-8.1
SELECT timezone('UTC', '23:00:00+02'::timetz), '10:30:00-05'::timetz AT TIME ZONE 'Asia/Kolkata', '10:30:00.25+00'::timetz AT TIME ZONE 'Asia/Kathmandu', timezone('-03:00', '01:00:00+00'::timetz), timezone('EST', '12:00:00+00'::timetz)
-- @case fuzz-missing-overloads-8.2
SELECT timezone('é', '12:00:00+00'::timetz)
-- @case fuzz-missing-overloads-8.3
SELECT '10:00:00'::time AT TIME ZONE 'UTC', '10:00:00'::time AT TIME ZONE INTERVAL '02:00'
-- 9: overlaps over time with intervals: the end is start + interval, wrapped at midnight
-- @case fuzz-missing-overloads-9.1
SELECT overlaps('10:00'::time, '1 hour'::interval, '10:30'::time, '10:40'::time), overlaps('23:00'::time, '2 hours'::interval, '00:30'::time, '1 minute'::interval), overlaps('01:00'::time, '02:00'::time, '01:30'::time, '-1 hour'::interval), ('10:00'::time, '1 day'::interval) OVERLAPS ('10:00'::time, '10:00'::time)
-- @case fuzz-missing-overloads-9.2
SELECT overlaps('10:00'::time, NULL::interval, '09:00'::time, '11:00'::time), overlaps(NULL::time, '1 hour'::interval, '09:00'::time, '11:00'::time)
-- 10: numeric functions over ±Infinity as numeric.c answers them
-- @case fuzz-missing-overloads-10.1
SELECT div('-Infinity'::numeric, '99999999999999999999.9999'::numeric), div('Infinity'::numeric, '-2'::numeric), div('5'::numeric, 'Infinity'::numeric), div('Infinity'::numeric, '-Infinity'::numeric), div('NaN'::numeric, 'Infinity'::numeric)
-- @case fuzz-missing-overloads-10.2
SELECT div('Infinity'::numeric, 0::numeric)
-- @case fuzz-missing-overloads-10.3
SELECT sqrt('Infinity'::numeric), exp('Infinity'::numeric), exp('-Infinity'::numeric), ln('Infinity'::numeric), ceil('-Infinity'::numeric), floor('Infinity'::numeric), trunc('-Infinity'::numeric, 2), trim_scale('Infinity'::numeric)
-- @case fuzz-missing-overloads-10.4
SELECT sqrt('-Infinity'::numeric)
-- @case fuzz-missing-overloads-10.5
SELECT ln('-Infinity'::numeric)
-- @case fuzz-missing-overloads-10.6
SELECT log('Infinity'::numeric, 'Infinity'::numeric), log('Infinity'::numeric, 10::numeric), log(10::numeric, 'Infinity'::numeric), gcd('Infinity'::numeric, 4::numeric), lcm(6::numeric, '-Infinity'::numeric)
-- @case fuzz-missing-overloads-10.7
SELECT log('-Infinity'::numeric, 10::numeric)
-- @case fuzz-missing-overloads-10.8
SELECT log(0::numeric, 'Infinity'::numeric)
