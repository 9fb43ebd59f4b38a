-- A zone name written directly before '+' or '-' is one field to ParseDateTime: a POSIX zone
-- ('UTC+3' is 3 hours WEST of Greenwich), not an abbreviation followed by an offset (pgsqlite
-- read '12:00 UTC+3' as 12:00+03, a silent six-hour difference); a second zone is an error.

-- 1: POSIX zones in timestamptz and timetz input
-- @case posix-zone-fields-1.1
SELECT '2000-01-01 12:00 UTC+3'::timestamptz, '2000-01-01 12:00 utc-3'::timestamptz, '2000-01-01 12:00 EST-5'::timestamptz, '2000-01-01 12:00 GMT+2'::timestamptz, '2000-01-01 12:00 PST+8'::timestamptz
-- @case posix-zone-fields-1.2
SELECT '2000-01-01 12:00 UTC+03:30'::timestamptz, '2000-01-01 12:00 XYZ+3'::timestamptz, '2000-01-01 12:00 foo-11'::timestamptz, '2000-01-01 12:00 Etc/GMT+3'::timestamptz
-- @case posix-zone-fields-1.3
SELECT '12:00 UTC+3'::timetz, '12:00:30 XYZ-4'::timetz, '2000-01-01 12:00 UTC+3'::timestamp, '2000-01-01 12:00 Z'::timestamptz, '2000-01-01 12:00+3'::timestamptz, '2000-01-01 12:00 UTC'::timestamptz

-- 2: two zones
-- @case posix-zone-fields-2.1
SELECT '2000-01-01 12:00 UTC +3'::timestamptz
-- @case posix-zone-fields-2.2
SELECT '2000-01-01 12:00 UTC UTC'::timestamptz
-- @case posix-zone-fields-2.3
SELECT '2000-01-01 12:00+02 EST'::timestamptz
-- @case posix-zone-fields-2.4
SELECT '12:00 Z -5'::timetz
