-- Time zone names the tz database does not know are POSIX specifications to PostgreSQL
-- (pg_tzset's last resort, tzparse): a standard name of any characters up to a digit, ',', '+'
-- or '-' (or <…>), its offset in hours west, then a summer name with an optional offset and the
-- rules (Jn, n, Mm.w.d, /time); without rules the US ones (M3.2.0,M11.1.0). timezone(zone, …),
-- AT TIME ZONE, SET TIME ZONE and to_char's TZ all take them.

-- 1: timezone(text, timestamptz) at fixed instants, summer and winter
-- @case posix-zone-rules-1.1
SELECT timezone('q1q', '2020-06-01 00:00+00'::timestamptz), timezone('q1q', '2020-01-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-1.2
SELECT timezone('''a1''', '2020-06-01 00:00+00'::timestamptz), timezone('''a1''', '2020-01-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-1.3
SELECT timezone('a1b2,M3.2.0/2,M11.1.0/2', '2020-06-01 00:00+00'::timestamptz), timezone('a1b2,M3.2.0/2,M11.1.0/2', '2020-01-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-1.4
SELECT timezone('x1y,M10.1.0,M3.5.0', '2020-06-01 00:00+00'::timestamptz), timezone('x1y,M10.1.0,M3.5.0', '2020-01-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-1.5
SELECT timezone('a1b,J60,J300', '2020-06-01 00:00+00'::timestamptz), timezone('a1b,100,200', '2020-06-01 00:00+00'::timestamptz), timezone('a1<b>', '2020-06-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-1.6
SELECT timezone('''a''1', '2020-06-01 00:00+00'::timestamptz), timezone('é1', '2020-06-01 00:00+00'::timestamptz), timezone('a b1', '2020-06-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-1.7
SELECT '2020-06-01 00:00+00'::timestamptz AT TIME ZONE 'a1b2,M3.2.0,M11.1.0', '2020-06-01 12:00'::timestamp AT TIME ZONE 'a1b2,M3.2.0,M11.1.0'

-- 2: timetz at a zone whose summer offset is its standard one (no dependence on today's date)
-- @case posix-zone-rules-2.1
SELECT timezone('a1b1', '00:19:41.509498+09'::timetz), timezone('''a1''1', '00:19:41+09'::timetz)
-- @case posix-zone-rules-2.2
SELECT timezone(quote_literal('a1') || '1', '00:19:41.509498+09'::timetz)

-- 3: not specifications
-- @case posix-zone-rules-3.1
SELECT timezone('''ab''', '2020-06-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-3.2
SELECT timezone('<a1', '2020-06-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-3.3
SELECT timezone('a1b,M3.2.0', '2020-06-01 00:00+00'::timestamptz)
-- @case posix-zone-rules-3.4
SELECT timezone('a1b,M13.1.0,M3.5.0', '2020-06-01 00:00+00'::timestamptz)

-- 4: as the session's TimeZone (accepted; each case runs in a fresh session)
-- @case posix-zone-rules-4.1
SET TIME ZONE 'a1b2,M3.2.0/2,M11.1.0/2'
-- @case posix-zone-rules-4.2
SET TIME ZONE '''ab'''

-- 5: to_char's TZ and tz print the zone abbreviation timestamptz output prints: a POSIX setting's
-- own name, none for a setting without one, the tz database's (LMT before standard time)
-- @setup
SET TimeZone = 'UTC+3'
-- @case posix-zone-rules-5.1
SELECT to_char('2020-01-01 10:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI TZ tz OF TZH:TZM')
-- @setup
SET TimeZone = 'XYZ+3'
-- @case posix-zone-rules-5.2
SELECT to_char('2020-07-01 10:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI TZ tz OF TZH:TZM')
-- @setup
SET TimeZone = '<+05>-5'
-- @case posix-zone-rules-5.3
SELECT to_char('2020-01-01 10:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI TZ tz OF TZH:TZM')
-- @setup
SET TimeZone = '-03:30'
-- @case posix-zone-rules-5.4
SELECT to_char('2020-01-01 10:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI TZ tz OF TZH:TZM')
-- @setup
SET TimeZone = 'GMT-2'
-- @case posix-zone-rules-5.5
SELECT to_char('2020-01-01 10:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI TZ tz OF TZH:TZM')
-- @setup
SET TimeZone = 'EST5EDT,M3.2.0,M11.1.0'
-- @case posix-zone-rules-5.6
SELECT to_char('2020-07-01 10:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI TZ tz OF TZH:TZM')
-- @setup
SET TimeZone = 'Europe/London'
-- @case posix-zone-rules-5.7
SELECT to_char('1800-01-01 10:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI TZ tz OF TZH:TZM')
-- @setup
SET TimeZone = 'Zulu'
-- @case posix-zone-rules-5.8
SELECT to_char('2020-07-01 10:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI TZ tz OF TZH:TZM')
