-- macaddr8 (PostgreSQL 15 mac8.c) and macaddr's functions (mac.c): input of 6- and 8-byte
-- addresses, output, order, casts between the two, trunc, macaddr8_set7bit and ~ & |.

-- 1: input and output
-- @case macaddr8-1.1
SELECT '08:00:2b:01:02:03     '::macaddr8, '    08:00:2b:01:02:03:04:05'::macaddr8, '08-00-2b-01-02-03-04-05'::macaddr8, '08002b0102030405'::macaddr8, '0800.2b01.0203'::macaddr8, '08:00:2b:01:02:03:0'::macaddr8, pg_typeof('01:02:03:04:05:06'::macaddr8)
-- @case macaddr8-1.2
SELECT '123    08:00:2b:01:02:03'::macaddr8
-- @case macaddr8-1.3
SELECT '08:00:2b:01:02:03:04:05:06:07'::macaddr8
-- @case macaddr8-1.4
SELECT '08:00-2b:01:02:03:04:05'::macaddr8
-- @case macaddr8-1.5
SELECT '0z002b0102030405'::macaddr8
-- @case macaddr8-1.6
SELECT '08:00:2b:01:02:03  123'::macaddr8
-- @case macaddr8-1.7
SELECT '08:00:2B:01:02:03:04:05'::macaddr8::text, 'AB:CD:EF:01:02:03'::text::macaddr8

-- 2: a column, order and comparison
-- @setup
CREATE TABLE mac8_t (a int, b macaddr8);
INSERT INTO mac8_t VALUES (1, '08:00:2b:01:02:03'), (2, 'ff:00:00:00:00:00:00:01'), (3, '00:00:00:00:00:00:00:00'), (4, '08:00:2b:01:02:03:04:05'), (5, NULL);
-- @case macaddr8-2.1
SELECT a, b FROM mac8_t ORDER BY b, a
-- @case macaddr8-2.2
SELECT a FROM mac8_t WHERE b < '08:00:2b:01:02:04' ORDER BY a
-- @case macaddr8-2.3
SELECT a, b = '08:00:2b:ff:fe:01:02:03', b <> '08:00:2b:01:02:03:04:05', b >= '08:00:2b:01:02:03:04:05' FROM mac8_t ORDER BY a
-- @case macaddr8-2.4
SELECT min(b), max(b), count(DISTINCT b) FROM mac8_t

-- 3: functions and operators
-- @case macaddr8-3.1
SELECT macaddr8_set7bit('00:08:2b:01:02:03'::macaddr8), trunc('08:00:2b:01:02:03:04:05'::macaddr8), trunc('08:00:2b:01:02:03'::macaddr), trunc(1.77, 1), trunc(2.5)
-- @case macaddr8-3.2
SELECT ~'08:00:2b:01:02:03:04:05'::macaddr8, '08:00:2b:01:02:03:04:05'::macaddr8 & '00:00:00:ff:ff:ff', '08:00:2b:01:02:03:04:05'::macaddr8 | '01:02:03:04:05:06'
-- @case macaddr8-3.3
SELECT ~'08:00:2b:01:02:03'::macaddr, '08:00:2b:01:02:03'::macaddr & '00:00:00:ff:ff:ff', '08:00:2b:01:02:03'::macaddr | '01:02:03:04:05:06', pg_typeof(~'08:00:2b:01:02:03'::macaddr)
-- @case macaddr8-3.4
SELECT '08:00:2b:01:02:03:04:05'::macaddr8 & '08:00:2b:01:02:03'::macaddr
-- @case macaddr8-3.5
SELECT '08:00:2b:01:02:03'::macaddr8 = '08:00:2b:01:02:03'::macaddr

-- 4: casts
-- @case macaddr8-4.1
SELECT '08:00:2b:ff:fe:01:02:03'::macaddr8::macaddr, '08:00:2b:01:02:03'::macaddr::macaddr8
-- @case macaddr8-4.2
SELECT '08:00:2b:01:02:03:04:05'::macaddr8::macaddr
-- @case macaddr8-4.3
SELECT '08:00:2b:01:02:03:04:05'::macaddr8::int
