-- Date/time functions (issue 5's breadth): extract/date_part, date_trunc, date_bin, age, make_*, justify_*, isfinite, OVERLAPS.
-- @setup
CREATE TABLE ev (id int, d date, ts timestamp, tz timestamptz, iv interval, t time);
INSERT INTO ev VALUES
  (1, '2020-02-29', '2020-02-29 13:14:15.123456', '2020-02-29 13:14:15.5+00', '1 year 2 mons 3 days 04:05:06.789', '23:59:59.999999'),
  (2, '1999-12-31', '1999-12-31 23:59:59', '1999-12-31 23:59:59-08', '-5 mons -3 days -01:00:00', '00:00:00'),
  (3, '0044-03-15 BC', '0044-03-15 12:00:00 BC', '2021-01-03 00:00:00+00', '100 years', '12:30:00'),
  (4, 'infinity', 'infinity', '-infinity', '0', NULL),
  (5, NULL, NULL, NULL, NULL, NULL);

-- 1: extract (numeric) from each type
-- @case fn-datetime-1.1
SELECT id, extract(year from d), extract(month from d), extract(day from d), extract(doy from d), extract(dow from d), extract(isodow from d) FROM ev ORDER BY id
-- @case fn-datetime-1.2
SELECT id, extract(week from d), extract(isoyear from d), extract(quarter from d), extract(decade from d), extract(century from d), extract(millennium from d) FROM ev ORDER BY id
-- @case fn-datetime-1.3
SELECT id, extract(epoch from d), extract(julian from d) FROM ev ORDER BY id
-- @case fn-datetime-1.4
SELECT id, extract(hour from ts), extract(minute from ts), extract(second from ts), extract(milliseconds from ts), extract(microseconds from ts) FROM ev ORDER BY id
-- @case fn-datetime-1.5
SELECT id, extract(epoch from ts), extract(year from ts), extract(century from ts), extract(julian from ts) FROM ev ORDER BY id
-- @case fn-datetime-1.6
SELECT id, extract(epoch from tz), extract(hour from tz), extract(timezone from tz), extract(timezone_hour from tz), extract(timezone_minute from tz) FROM ev ORDER BY id
-- @case fn-datetime-1.7
SELECT id, extract(epoch from iv), extract(year from iv), extract(month from iv), extract(day from iv), extract(hour from iv), extract(second from iv), extract(quarter from iv) FROM ev ORDER BY id
-- @case fn-datetime-1.8
SELECT id, extract(hour from t), extract(minute from t), extract(second from t), extract(epoch from t), extract(milliseconds from t) FROM ev ORDER BY id
-- @case fn-datetime-1.9
SELECT extract(YEAR from timestamp '2021-06-01'), extract('mon' from date '2021-06-01'), extract(msec from time '01:02:03.4567'), extract(usec from interval '1.5 seconds'), extract(years from interval '-25 months')
-- @case fn-datetime-1.10
SELECT extract(isoyear from date '2021-01-01'), extract(week from date '2021-01-01'), extract(week from date '2020-12-31'), extract(week from date '2024-12-30'), extract(isoyear from date '2024-12-30')
-- @case fn-datetime-1.11
SELECT extract(decade from date '0001-01-01 BC'), extract(century from date '0100-12-31'), extract(century from date '0101-01-01'), extract(millennium from date '2000-12-31'), extract(millennium from date '2001-01-01'), extract(year from date '0001-06-01 BC')

-- 2: date_part (float8)
-- @case fn-datetime-2.1
SELECT id, date_part('year', d), date_part('hour', d), date_part('epoch', d), date_part('dow', d) FROM ev ORDER BY id
-- @case fn-datetime-2.2
SELECT id, date_part('second', ts), date_part('milliseconds', ts), date_part('epoch', ts), date_part('julian', ts) FROM ev ORDER BY id
-- @case fn-datetime-2.3
SELECT id, date_part('epoch', iv), date_part('second', iv), date_part('epoch', tz), date_part('epoch', t) FROM ev ORDER BY id
-- @case fn-datetime-2.4
SELECT pg_typeof(date_part('year', date '2020-01-01')), pg_typeof(extract(year from date '2020-01-01')), date_part('day', interval '40 days'), date_part('century', timestamp '2000-12-31')

-- 3: extract errors
-- @case fn-datetime-3.1
SELECT extract(hour from date '2020-01-01')
-- @case fn-datetime-3.2
SELECT extract(foo from timestamp '2020-01-01')
-- @case fn-datetime-3.3
SELECT extract(timezone from timestamp '2020-01-01')
-- @case fn-datetime-3.4
SELECT extract(day from time '10:00')
-- @case fn-datetime-3.5
SELECT extract(dow from interval '1 day')
-- @case fn-datetime-3.6
SELECT date_part('infinity', timestamp '2020-01-01')
-- @case fn-datetime-3.7
SELECT extract(year from '2020-01-01')
-- @case fn-datetime-3.8
SELECT date_part('year', 42)

-- 4: date_trunc
-- @case fn-datetime-4.1
SELECT id, date_trunc('year', ts), date_trunc('quarter', ts), date_trunc('month', ts), date_trunc('week', ts) FROM ev ORDER BY id
-- @case fn-datetime-4.2
SELECT id, date_trunc('day', ts), date_trunc('hour', ts), date_trunc('minute', ts), date_trunc('second', ts), date_trunc('milliseconds', ts) FROM ev ORDER BY id
-- @case fn-datetime-4.3
SELECT id, date_trunc('decade', ts), date_trunc('century', ts), date_trunc('millennium', ts) FROM ev ORDER BY id
-- @case fn-datetime-4.4
SELECT id, date_trunc('day', tz), date_trunc('hour', tz), date_trunc('month', tz) FROM ev ORDER BY id
-- @case fn-datetime-4.5
SELECT id, date_trunc('year', iv), date_trunc('month', iv), date_trunc('hour', iv), date_trunc('second', iv), date_trunc('quarter', iv) FROM ev ORDER BY id
-- @case fn-datetime-4.6
SELECT date_trunc('day', date '2020-05-17'), pg_typeof(date_trunc('day', date '2020-05-17')), date_trunc('WEEK', timestamp '2021-01-01 10:00'), date_trunc('microseconds', timestamp '2021-01-01 10:00:00.123456')
-- @case fn-datetime-4.7
SELECT date_trunc('day', timestamptz '2021-03-28 12:00+00', 'Europe/Berlin'), date_trunc('hour', timestamptz '2021-03-28 01:30+00', 'Europe/Berlin'), date_trunc('month', timestamptz '2021-11-15 10:00+00', 'America/New_York')
-- @case fn-datetime-4.8
SELECT date_trunc('dow', timestamp '2020-01-01')
-- @case fn-datetime-4.9
SELECT date_trunc('epoch', timestamp '2020-01-01')
-- @case fn-datetime-4.10
SELECT date_trunc('week', interval '10 days')
-- @case fn-datetime-4.11
SELECT date_trunc('day', '2020-01-01 10:00')
-- @case fn-datetime-4.12
SELECT date_trunc('century', date '1900-06-01'), date_trunc('millennium', timestamp '2000-01-01'), date_trunc('decade', timestamp '0005-01-01 BC')

-- 5: date_bin
-- @case fn-datetime-5.1
SELECT date_bin('15 minutes', timestamp '2020-02-11 15:44:17', timestamp '2001-01-01'), date_bin('15 minutes', timestamp '2020-02-11 15:44:17', timestamp '2001-01-01 00:02:30')
-- @case fn-datetime-5.2
SELECT date_bin('1 day', timestamptz '2020-02-11 15:44:17+00', timestamptz '2001-01-01'), date_bin('15 minutes', timestamp '2001-01-01 00:00:00', timestamp '2001-01-01 00:05'), date_bin('15 minutes', timestamp '2001-01-01 00:00:00', timestamp '2001-01-01 00:15')
-- @case fn-datetime-5.3
SELECT date_bin('1 month', timestamp '2020-02-11', timestamp '2001-01-01')
-- @case fn-datetime-5.4
SELECT date_bin('0 days', timestamp '2020-02-11', timestamp '2001-01-01')
-- @case fn-datetime-5.5
SELECT id, date_bin('2 hours 30 minutes', ts, timestamp '2000-01-01') FROM ev ORDER BY id

-- 6: age
-- @case fn-datetime-6.1
SELECT age(timestamp '2001-04-10', timestamp '1957-06-13'), age(timestamp '1957-06-13', timestamp '2001-04-10'), age(timestamp '2020-03-01', timestamp '2020-01-31'), age(timestamp '2020-01-31 10:00', timestamp '2020-03-01 09:00')
-- @case fn-datetime-6.2
SELECT age('2001-04-10', '1957-06-13'), age(date '2020-03-31', date '2020-02-29'), age(timestamptz '2021-03-29 00:00+00', timestamptz '2021-03-27 12:00+00')
-- @case fn-datetime-6.3
SELECT id, age(ts, timestamp '2000-01-01') FROM ev WHERE id < 4 ORDER BY id
-- @case fn-datetime-6.4
SELECT pg_typeof(age(timestamp '2000-01-01')), age(current_date::timestamp) = interval '0'

-- 7: make_*
-- @case fn-datetime-7.1
SELECT make_date(2013, 7, 15), make_date(-44, 3, 15), make_time(8, 15, 23.5), make_timestamp(2013, 7, 15, 8, 15, 23.5), make_timestamptz(2013, 7, 15, 8, 15, 23.5)
-- @case fn-datetime-7.2
SELECT make_timestamptz(2013, 7, 15, 8, 15, 23.5, 'America/New_York'), make_timestamptz(2021, 3, 28, 2, 30, 0, 'Europe/Berlin'), make_time(24, 0, 0)
-- @case fn-datetime-7.3
SELECT make_date(2013, 2, 30)
-- @case fn-datetime-7.4
SELECT make_date(0, 1, 1)
-- @case fn-datetime-7.5
SELECT make_time(10, 60, 0)
-- @case fn-datetime-7.6
SELECT make_interval(1, 2, 3, 4, 5, 6, 7.5), make_interval(days => 10), make_interval(hours => -3, secs => 1.25), make_interval(), make_interval(2)
-- @case fn-datetime-7.7
SELECT make_interval(years => 1, months => -13), make_interval(weeks => 2, mins => 90)
-- @case fn-datetime-7.8
SELECT make_time(25, 0, 0)
-- @case fn-datetime-7.9
SELECT make_timestamp(2020, 13, 1, 0, 0, 0)

-- 8: justify_*, isfinite
-- @case fn-datetime-8.1
SELECT justify_days(interval '35 days'), justify_days(interval '-35 days'), justify_days(interval '1 mon -1 day'), justify_hours(interval '27 hours'), justify_hours(interval '-27 hours'), justify_hours(interval '1 day -1 hour')
-- @case fn-datetime-8.2
SELECT justify_interval(interval '1 mon -1 hour'), justify_interval(interval '-1 mon 1 hour'), justify_interval(interval '65 days 30 hours'), justify_interval(interval '-65 days -30 hours'), justify_interval(interval '0')
-- @case fn-datetime-8.3
SELECT id, isfinite(d), isfinite(ts), isfinite(tz), isfinite(iv) FROM ev ORDER BY id
-- @case fn-datetime-8.4
SELECT isfinite('infinity')

-- 9: OVERLAPS
-- @case fn-datetime-9.1
SELECT (DATE '2001-02-16', DATE '2001-12-21') OVERLAPS (DATE '2001-10-30', DATE '2002-10-30'), (DATE '2001-02-16', INTERVAL '100 days') OVERLAPS (DATE '2001-10-30', DATE '2002-10-30')
-- @case fn-datetime-9.2
SELECT (DATE '2001-10-29', DATE '2001-10-30') OVERLAPS (DATE '2001-10-30', DATE '2001-10-31'), (DATE '2001-10-30', DATE '2001-10-30') OVERLAPS (DATE '2001-10-30', DATE '2001-10-31')
-- @case fn-datetime-9.3
SELECT (timestamp '2020-01-01', NULL::timestamp) OVERLAPS (timestamp '2019-01-01', timestamp '2021-01-01'), (timestamp '2020-01-01', NULL::timestamp) OVERLAPS (timestamp '2021-01-01', timestamp '2022-01-01'), (timestamp '2020-01-02', timestamp '2020-01-01') OVERLAPS (timestamp '2020-01-01 12:00', interval '1 hour')
-- @case fn-datetime-9.4
SELECT (time '10:00', time '12:00') OVERLAPS (time '11:00', time '13:00'), (time '10:00', time '11:00') OVERLAPS (time '11:00', time '13:00')
-- @case fn-datetime-9.5
SELECT ('2001-02-16', '2001-12-21') OVERLAPS ('2001-10-30', '2002-10-30')
-- @case fn-datetime-9.6
SELECT id, (ts, interval '1 day') OVERLAPS (timestamp '2020-02-29', timestamp '2020-03-01') FROM ev ORDER BY id

-- 10: to_char
-- @case fn-datetime-10.1
SELECT id, to_char(ts, 'YYYY-MM-DD HH24:MI:SS.MS'), to_char(ts, 'FMMonth DD, YYYY'), to_char(ts, 'Dy Mon dd yy HH12:MI AM') FROM ev ORDER BY id
-- @case fn-datetime-10.2
SELECT id, to_char(ts, 'DAY Day day DY'), to_char(ts, 'MONTH|Month|month|MON|mon'), to_char(ts, 'Q W WW IW IYYY DDD D ID J CC') FROM ev ORDER BY id
-- @case fn-datetime-10.3
SELECT id, to_char(ts, 'DDth DDTH FMDDth Y,YYY YYY YY Y BC b.c. A.D.'), to_char(ts, 'US FF1 FF3 FF6 SSSS ssss p.m. RM rm') FROM ev ORDER BY id
-- @case fn-datetime-10.4
SELECT id, to_char(tz, 'YYYY-MM-DD HH24:MI:SS TZ OF TZH:TZM') FROM ev ORDER BY id
-- @case fn-datetime-10.5
SELECT to_char(timestamp '2021-07-04 09:05:03', '"Day:" Day "at" HH:MI am, "quarter" Q'), to_char(timestamp '2021-07-04 09:05:03', 'hh24mi\"ss'), to_char(date '2021-07-04', 'YYYY/MM/DD HH24')
-- @case fn-datetime-10.6
SELECT id, to_char(iv, 'YYYY MM DD HH24:MI:SS.US'), to_char(iv, 'FMHH12 MI SS MS') FROM ev ORDER BY id
-- @case fn-datetime-10.7
SELECT to_char(interval '1 day', 'Day')
-- @case fn-datetime-10.8
SELECT to_char(timestamp '2021-01-01 00:00:00', 'FMHH12:MI AM FMDDD FMIW FMWW'), to_char(timestamp '2021-12-31 23:59:59.999999', 'FMDDD IDDD FMIYYY HH12 PM FMCC')
-- @case fn-datetime-10.9
SELECT to_char(timestamp '2021-07-04 12:00', 'HH24 "TZ:"TZ OF'), to_char(interval '-1 year -2 months', 'YYYY MM'), to_char(timestamp '0001-01-01 BC', 'YYYY BC CC')

-- now() and friends in one transaction (the case runs inside BEGIN … ROLLBACK); to_char of intervals and timestamps
-- @case fn-datetime-20.1
SELECT now() = transaction_timestamp(), now() = current_timestamp, clock_timestamp() >= now(), statement_timestamp() >= now(), now()::date = current_date, localtimestamp = now()::timestamp, pg_typeof(now()), pg_typeof(statement_timestamp())
-- @case fn-datetime-20.2
SELECT count(DISTINCT now()) FROM generate_series(1, 100), (SELECT count(DISTINCT clock_timestamp()) > 1 FROM generate_series(1, 1000)) AS c(moved) GROUP BY c.moved
-- @case fn-datetime-20.3
SELECT now() - transaction_timestamp(), current_timestamp(0) <= now() + interval '1 second', localtimestamp(2) IS NOT NULL
-- @case fn-datetime-20.4
SELECT to_char(interval '1 year 2 mons 3 days 04:05:06.789', 'YYYY-MM-DD HH24:MI:SS.MS'), to_char(interval '-5 mons -3 days -01:00:00', 'FMMM "months" FMDD "days" HH24:MI'), to_char(interval '100 hours', 'HH24 HH12 HH')
-- @case fn-datetime-20.5
SELECT to_char(interval '25 hours 3 minutes', 'HH24:MI:SS'), to_char(interval '0', 'YYYY MM DD HH24 MI SS US'), to_char(interval '1 day', 'DDD'), to_char(interval '15 months', 'Y,YYY YYYY Q DDD WW W RM')
-- @case fn-datetime-20.11
SELECT to_char(interval '15 months', 'MON')
-- @case fn-datetime-20.6
SELECT to_char(interval '1 day', 'Day')
-- @case fn-datetime-20.7
SELECT to_char(interval '1 day', 'D')
-- @case fn-datetime-20.8
SELECT to_char(interval '3 hours 30 minutes', 'SSSS SSSSS AM am'), to_char(interval '13 hours', 'HH12 PM'), to_char(interval '2 years', 'CC YY IYYY')
-- @case fn-datetime-20.9
SELECT to_char(timestamp '2024-02-29 13:14:15.123456', 'YYYY-MM-DD"T"HH24:MI:SS.US'), to_char(timestamp '2024-02-29 13:14:15', 'Day, DD Month YYYY HH12:MI AM'), to_char(timestamp '2024-02-29', 'IYYY-IW-ID DDD WW Q J')
-- @case fn-datetime-20.10
SELECT to_char(timestamptz '2024-02-29 13:14:15+00', 'YYYY-MM-DD HH24:MI:SS TZ OF TZH:TZM'), to_char(date '2024-01-07', 'FMDay FMDDth FMMonth'), to_char(timestamp '0044-03-15 12:00 BC', 'YYYY BC B.C. CC')
