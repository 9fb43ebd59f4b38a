-- The planner folds a call over constants when its overload is immutable, whatever the other
-- overloads of the name are: date_part(text, timestamp), date_trunc(text, interval),
-- age(timestamp, timestamp) and length(text) fold (their errors surface though no row is read),
-- date_part(text, timestamptz), date_trunc(text, timestamptz) and timezone(text, timetz) are
-- stable and wait for a row.

-- @setup
CREATE TABLE pto (id int, ts timestamp);

-- 1: immutable overloads fold
-- @case plan-time-overloads-1.1
SELECT id, date_part('0', '2038-10-23 19:59:51'::timestamp) FROM pto
-- @case plan-time-overloads-1.2
SELECT id FROM pto WHERE date_trunc('x', '1 mon'::interval) IS NULL
-- @case plan-time-overloads-1.3
SELECT id, extract('y' FROM '2038-10-23'::date) FROM pto WHERE NULL::boolean
-- @case plan-time-overloads-1.4
SELECT id FROM pto WHERE ts > '2000-01-01'::timestamp + (date_part('hour', '2038-10-23 19:59:51'::timestamp) || ' hours')::interval

-- 2: stable overloads do not
-- @case plan-time-overloads-2.1
SELECT id, date_part('0', '2038-10-23 19:59:51+00'::timestamptz) FROM pto
-- @case plan-time-overloads-2.2
SELECT id FROM pto WHERE date_trunc('x', '2038-10-23 19:59:51+00'::timestamptz) IS NULL
-- @case plan-time-overloads-2.3
SELECT id, timezone('nowhere', '10:00:00+00'::timetz) FROM pto
