-- The tid type (PostgreSQL 15 tid.c): tidin reads each coordinate with strtoul (white space,
-- signs, an empty coordinate is 0, a negative int32 block wraps, what follows `)` is ignored),
-- tidout, the comparison operators and btree order, min/max, tid[] and the casts it has (I/O only).

-- 1: input and output
-- @case tid-type-1.1
SELECT '(0,1)'::tid, '(4294967295,65535)'::tid, '( 1, 2)'::tid, '(,)'::tid, '(-1,3)'::tid, '(+7,+8)'::tid, '(1,2)junk'::tid, 'x(3,4)'::tid, '(-2147483648,0)'::tid
-- @case tid-type-1.2
SELECT 'x'::tid
-- @case tid-type-1.3
SELECT '(1,2'::tid
-- @case tid-type-1.4
SELECT '(1 ,2)'::tid
-- @case tid-type-1.5
SELECT '(4294967296,1)'::tid
-- @case tid-type-1.6
SELECT '(1,65536)'::tid
-- @case tid-type-1.7
SELECT '(1,-1)'::tid
-- @case tid-type-1.8
SELECT '(1,2,3)'::tid
-- @case tid-type-1.9
SELECT '(-2147483649,1)'::tid
-- @case tid-type-1.10
SELECT pg_typeof('(0,1)'::tid), '(0,1)'::tid::text, '(5,6)'::text::tid, NULL::tid, '{"(0,1)","(2,3)",NULL}'::tid[], pg_typeof('{}'::tid[])

-- 2: operators and order
-- @case tid-type-2.1
SELECT '(0,1)'::tid = '(0,1)'::tid, '(0,1)'::tid <> '(0,2)'::tid, '(0,65535)'::tid < '(1,0)'::tid, '(1,0)'::tid > '(0,2)'::tid, '(2,2)'::tid <= '(2,2)'::tid, '(2,3)'::tid >= '(3,2)'::tid, '(4294967295,0)'::tid > '(0,1)'::tid
-- @case tid-type-2.2
SELECT t FROM (VALUES ('(1,1)'::tid), ('(0,2)'), ('(0,10)'), (NULL), ('(4294967295,1)')) v(t) ORDER BY t
-- @case tid-type-2.3
SELECT min(t), max(t), count(DISTINCT t) FROM (VALUES ('(1,1)'::tid), ('(0,2)'), ('(0,2)'), ('(3,0)')) v(t)
-- @case tid-type-2.4
SELECT '(0,1)'::tid = ANY('{"(0,2)","(0,1)"}'::tid[]), '(0,3)'::tid IN ('(0,1)', '(0,2)')
-- @case tid-type-2.5
SELECT '(0,1)'::tid + 1
-- @case tid-type-2.6
SELECT '(0,1)'::tid = 1

-- 3: casts
-- @case tid-type-3.1
SELECT '(0,1)'::tid::int
-- @case tid-type-3.2
SELECT 1::tid
-- @case tid-type-3.3
SELECT '(0,1)'::tid::varchar, CAST('(7,8)'::varchar AS tid)

-- 4: functions
-- @case tid-type-4.1
SELECT tidlarger('(0,1)', '(0,2)'), tidsmaller('(0,1)', '(0,2)'), bttidcmp('(0,1)', '(0,2)'), bttidcmp('(3,1)', '(0,2)'), bttidcmp('(1,1)', '(1,1)'), tidlarger(NULL, '(0,1)'), bttidcmp(NULL, '(0,1)')
-- @case tid-type-4.2
SELECT (t::text::point)[0] AS block, (t::text::point)[1] AS off FROM (VALUES ('(12,34)'::tid)) v(t)
