-- Date/time input: a word whose letters run on into digits or '/' ('xyz10', 'America/New_York',
-- 'est5edt') is typed as a date field by ParseDateTime; it is read as a zone name only once a
-- month and day are known (timestamps) or when it does not lead a time (time with time zone).
-- Before that PostgreSQL tries it as a date and rejects the input with 22007.
-- @setup
SET DateStyle = 'ISO, YMD';
SET TimeZone = 'UTC';
-- @case datetime-zone-words-1.1
SELECT 'xyz10 2001-01-01'::timestamp
-- @case datetime-zone-words-1.2
SELECT '2001-01-01 xyz10'::timestamp
-- @case datetime-zone-words-1.3
SELECT 'America/New_York 2001-01-01'::timestamptz
-- @case datetime-zone-words-1.4
SELECT '2001-01-01 10:00 America/New_York'::timestamptz
-- @case datetime-zone-words-1.5
SELECT 'Jan America/New_York 2 2001'::timestamptz
-- @case datetime-zone-words-1.6
SELECT 'Jan 2 America/New_York 2001'::timestamptz
-- @case datetime-zone-words-1.7
SELECT 'est5edt 2001-01-01'::timestamptz
-- @case datetime-zone-words-1.8
SELECT 'utc 2001-01-01'::timestamptz
-- @case datetime-zone-words-1.9
SELECT 'xyz10 10:00'::timetz
-- @case datetime-zone-words-1.10
SELECT '10:00 xyz10'::timetz
-- @case datetime-zone-words-1.11
SELECT 'America/New_York 10:00'::timetz
-- @case datetime-zone-words-1.12
SELECT 'xyz10 2001-01-01'::date
