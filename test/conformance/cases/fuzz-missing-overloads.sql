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
