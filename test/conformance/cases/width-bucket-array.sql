-- width_bucket(anycompatible, anycompatiblearray) (PostgreSQL 15 width_bucket_array): the
-- thresholds' binary search over ints, numerics, floats (NaN above all), text and timestamps,
-- the common type of operand and elements, and its errors.

-- 1: values
-- @case width-bucket-array-1.1
SELECT width_bucket(5, '{}'), width_bucket(5, ARRAY[3]), width_bucket(2.5, array[1,2,3]), width_bucket(2, array[1.5,2.5]), width_bucket('b', array['a','c']), width_bucket(null, array[1]), width_bucket(1, null::int[])
-- @case width-bucket-array-1.2
SELECT width_bucket(5, '[2:3]={1,7}'::int[]), width_bucket(5, array[9,1,3]), pg_typeof(width_bucket(5, array[1])), width_bucket(5.5, 1, 10, 3)
-- @case width-bucket-array-1.3
SELECT op, width_bucket(op, ARRAY[1, 3, 9, 'NaN', 'NaN']::float8[]) AS wb FROM (VALUES (-35), (0), (1), (9), (10), ('NaN'::float8)) v(op) ORDER BY op
-- @case width-bucket-array-1.4
SELECT op, width_bucket(op::numeric, ARRAY[1, 3, 5, 10.0]::numeric[]) AS wb_n1, width_bucket(op::numeric, ARRAY[0, 5.5, 9.99]::numeric[]) AS wb_n2, width_bucket(op::float8, ARRAY[1, 3, 5, 10.0]::float8[]) AS wb_f1 FROM (VALUES (-5.2), (0.000000000001), (1), (2), (3), (4.5), (5), (5.5), (9.99999999999999), (10), (10.0000000000001)) v(op) ORDER BY op
-- @case width-bucket-array-1.5
SELECT width_bucket(timestamp '2020-01-02', array['2020-01-01', '2020-01-02', '2020-01-03']::timestamp[]), width_bucket(date '2020-01-01', array[date '2019-12-31'])

-- 2: errors
-- @case width-bucket-array-2.1
SELECT width_bucket(5, ARRAY[3, 4, NULL])
-- @case width-bucket-array-2.2
SELECT width_bucket(5, ARRAY[ARRAY[1, 2], ARRAY[3, 4]])
-- @case width-bucket-array-2.3
SELECT width_bucket(5, 'abc')
-- @case width-bucket-array-2.4
SELECT width_bucket(5, array['a'])
