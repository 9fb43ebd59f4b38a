-- time with time zone input and zone offsets that depend on the date: a geographic zone named in
-- the input (every one has had more than one offset, if only local mean time) needs a date
-- (22007 without); with one, that date's offset applies (summer time); UTC and its links, the
-- Etc/GMT±N zones and abbreviations have one offset and need none. Without a zone the session's
-- applies, at the date given. Was: the current date's offset, whatever date was given, and a
-- zone without a date silently accepted.

-- @case timetz-zone-date-1.1
SELECT '2020-06-01 12:00 America/New_York'::timetz, '2020-01-01 12:00 America/New_York'::timetz, '2021-07-04 08:30 Europe/London'::timetz
-- @case timetz-zone-date-1.2
SELECT '12:00 America/New_York'::timetz
-- @case timetz-zone-date-1.3
SELECT '12:00 Europe/London'::timetz
-- @case timetz-zone-date-1.4
SELECT '12:00 Asia/Riyadh'::timetz
-- @case timetz-zone-date-1.5
SELECT '12:00 UTC'::timetz, '12:00 Etc/GMT+5'::timetz, '12:00 Zulu'::timetz, '12:00 EST'::timetz, '12:00 CET'::timetz, '12:00 GMT'::timetz
-- @case timetz-zone-date-1.6
SET timezone = 'America/New_York'
-- @case timetz-zone-date-1.7
SELECT '2020-06-01 12:00'::timetz, '2020-01-01 12:00'::timetz, '1999-07-01 23:59:59.5'::timetz(0)
-- @case timetz-zone-date-1.8
SELECT '12:00 EST5EDT'::timetz
-- @case timetz-zone-date-1.9
RESET timezone
