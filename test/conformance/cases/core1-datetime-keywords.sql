-- Date/time input: a date keyword (month, weekday, AM/PM, BC/AD) directly followed by digits
-- ends its field, as PostgreSQL's ParseDateTime splits '97FEB10' into 97, feb, 10; any other
-- word runs on as a zone name.
-- @setup
SET DateStyle = 'ISO, YMD';
-- @case core1-datetime-keywords-1.1
SELECT '97FEB10 5:32:01PM UTC'::timestamp
-- @case core1-datetime-keywords-1.2
SELECT '97FEB10 5:32:01PM UTC'::timestamptz
-- @case core1-datetime-keywords-1.3
SELECT '2001FEB10'::date
-- @case core1-datetime-keywords-1.4
SELECT 'FEB10 1997'::date
-- @case core1-datetime-keywords-1.5
SELECT '1997 feb 10 5:32:01pm'::timestamp
-- @case core1-datetime-keywords-1.6
SELECT 'J2451187'::date
-- @case core1-datetime-keywords-1.7
SELECT 'Sat6 1997-01-01'::timestamp
