-- A time field's fraction ends the field (datetime.c ParseFractionalSecond): '59.5:59' and
-- '59.5.5' are 22007, not an internal error or a silently truncated time.

-- @case time-field-input-1.1
SELECT '23:59:59.5:59'::time
-- @case time-field-input-1.2
SELECT '1:2:3.4:5'::timetz
-- @case time-field-input-1.3
SELECT '2020-01-01 23:59:59.5:59'::timestamp
-- @case time-field-input-1.4
SELECT '23:59:59.5.5'::time
-- @case time-field-input-1.5
SELECT lpad('a1', 40, '23:59:59.999999')::time
-- @case time-field-input-1.6
SELECT '23:59:59.'::time, '1:2'::time, '04:05:06.789-8'::timetz, '2020-01-01 1:02:03.25'::timestamp, '12:00:00.000001 pm'::time
