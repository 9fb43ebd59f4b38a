-- int2/int4/int8 input as pg_strtoint*: the digits are accumulated with overflow checks before
-- anything after them is looked at, so leading digits past the range are 22003 "value … is out
-- of range" even with trailing junk, which alone is 22P02.

-- @case integer-input-order-1.1
SELECT '900150983cd24fb0d6963f7d28e17f72'::smallint
-- @case integer-input-order-1.2
SELECT '900150983cd24fb0d6963f7d28e17f72'::integer
-- @case integer-input-order-1.3
SELECT '99999999999999999999x'::bigint
-- @case integer-input-order-1.4
SELECT ' 32767 '::smallint, '-32768'::smallint, ' +12'::integer
-- @case integer-input-order-1.5
SELECT '40000 x'::smallint
-- @case integer-input-order-1.6
SELECT '-x'::integer
