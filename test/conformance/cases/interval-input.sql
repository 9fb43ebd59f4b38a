-- interval input as PostgreSQL 15 reads it (datetime.c DecodeInterval / DecodeISO8601Interval):
-- unit words typing the number before them, field ranges typing a bare number, SQL year-month and
-- day-time forms, a field given twice refused, int32/int64 overflow of every field, and interval
-- arithmetic and justify_* range-checked.

-- 1: typed literals with a field range (a bare number is the rightmost field)
-- @case interval-input-1.1
SELECT interval '3' day, interval '4' hour, interval '5' minute, interval '1' year, interval '2' month, interval '999' minute
-- @case interval-input-1.2
SELECT interval '1 2' day to hour, interval '1 2:03' day to minute, interval '1 2:03:04' hour to second, interval '12:34.5678' minute to second(2), interval '1 +2:03' minute to second
-- @case interval-input-1.3
SELECT interval '1 2' day to minute
-- @case interval-input-1.4
SELECT interval '123 11' day
-- @case interval-input-1.5
SELECT '1-2'::interval year to month, '1'::interval year to month, CAST('7 3' AS interval day to hour)

-- 2: forms and fields
-- @case interval-input-2.1
SELECT interval '1-2', interval '-1-2', interval '+1-2 -3 +4:05:06.789', interval '1d2h', interval '- 1 day', interval '@ 1 minute ago', interval '1 day ago 2 hours'
-- @case interval-input-2.2
SELECT interval '1 second 2 seconds'
-- @case interval-input-2.3
SELECT interval '5.5 seconds 3 milliseconds'
-- @case interval-input-2.4
SELECT interval '1:20:05 5 microseconds'
-- @case interval-input-2.5
SELECT interval '123 2:03 -2:04'
-- @case interval-input-2.6
SELECT interval '1 ago'
-- @case interval-input-2.7
SELECT interval '1.5 days 1:00', interval '1:00 1.5 days', interval '9223372036854775807 microseconds', interval '10 milliseconds', interval '0.5 weeks 1.5 mons'

-- 3: ISO 8601
-- @case interval-input-3.1
SELECT interval 'P1Y2M3DT4H5M6.5S', interval 'P1.1Y0M3DT4H5M6S', interval 'P.1Y0M3DT4H5M6S', interval 'P00021015T103020', interval 'P0002-10-15T10:30:20', interval 'P0002', interval 'PT10:30', interval 'P1W'
-- @case interval-input-3.2
SELECT interval 'p1y'
-- @case interval-input-3.3
SELECT interval 'P2147483648'
-- @case interval-input-3.4
SELECT interval 'P1-2147483647-2147483647'

-- 4: overflow
-- @case interval-input-4.1
SELECT interval '2147483648 days'
-- @case interval-input-4.2
SELECT interval '2147483647 years'
-- @case interval-input-4.3
SELECT interval '2562047789 hours'
-- @case interval-input-4.4
SELECT interval '1 week 2147483647 days'
-- @case interval-input-4.5
SELECT interval '0.1 millennium 2147483647 months'
-- @case interval-input-4.6
SELECT interval '-9223372036854775808 microseconds ago'
-- @case interval-input-4.7
SELECT interval '2147483647 days' + interval '1 day'
-- @case interval-input-4.8
SELECT '4611686018427387904 usec'::interval / 0.1
-- @case interval-input-4.9
SELECT '256 microseconds'::interval * (2^55)::float8
-- @case interval-input-4.10
SELECT justify_hours(interval '2147483647 days 24 hrs')
-- @case interval-input-4.11
SELECT justify_interval(interval '2147483647 months -30 days 1440 hrs')
-- @case interval-input-4.12
SELECT justify_interval('1 mon -1 day 25 hours'), justify_days('-35 days 1 hour'), justify_hours('-1 day 25 hours'), justify_interval('-1 mon 40 days -3 hours'), interval '1 day 2 hours' * 2.5, interval '1 month' / 3

-- 5: IntervalStyle sql_standard applies a leading sign to every field (and plans do not outlive the setting)
-- @case interval-input-5.1
SELECT interval '-23 hours 45 min 12.34 sec'::text, interval '-1 2:03:04'::text
-- @case interval-input-5.2
SET IntervalStyle = sql_standard
-- @case interval-input-5.3
SELECT interval '-23 hours 45 min 12.34 sec'::text, interval '-1 2:03:04'::text
-- @case interval-input-5.4
SET IntervalStyle = postgres
-- @case interval-input-5.5
SELECT interval '-23 hours 45 min 12.34 sec'::text, interval '-1 2:03:04'::text

-- @setup
CREATE TABLE iv (id int PRIMARY KEY, a interval, d interval day to second(0), y interval year to month);

-- 6: columns
-- @case interval-input-6.1
INSERT INTO iv VALUES (1, '1 2:03:04.5', '4 5', '3-4'), (2, '-1-2', '1 2:03:04.56', '3')
-- @case interval-input-6.2
SELECT id, a, d, y FROM iv ORDER BY id
-- @case interval-input-6.3
INSERT INTO iv VALUES (3, '2147483648 days', '1', '1')
