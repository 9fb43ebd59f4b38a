-- Array literals read by array_in's state machine (ArrayCount): which characters may follow
-- which, with PostgreSQL's DETAIL; and `x op ANY/ALL (array)` with an operator that does not
-- yield boolean (42809), which was silently evaluated as a truth value.
-- @case array-literal-grammar-1.1
SELECT '{{1,{2}},{2,3}}'::text[]
-- @case array-literal-grammar-1.2
SELECT '{{},{}}'::text[]
-- @case array-literal-grammar-1.3
SELECT E'{{1,2},\\{2,3}}'::text[]
-- @case array-literal-grammar-1.4
SELECT '{{"1 2" x},{3}}'::text[]
-- @case array-literal-grammar-1.5
SELECT '{a b}'::text[]
-- @case array-literal-grammar-1.6
SELECT '{"a"b}'::text[]
-- @case array-literal-grammar-1.7
SELECT '{a"b"}'::text[]
-- @case array-literal-grammar-1.8
SELECT '{,}'::text[]
-- @case array-literal-grammar-1.9
SELECT '{a,}'::text[]
-- @case array-literal-grammar-1.10
SELECT '{ }'::text[]
-- @case array-literal-grammar-1.11
SELECT '{{1},2}'::text[]
-- @case array-literal-grammar-1.12
SELECT '{{1,2},{3}}'::text[]
-- @case array-literal-grammar-1.13
SELECT '{{1}'::text[]
-- @case array-literal-grammar-1.14
SELECT '{1}}'::text[]
-- @case array-literal-grammar-1.15
SELECT E'{"a\\"b", c\\,d}'::text[]
-- @case array-literal-grammar-1.16
SELECT '{NULL,"NULL",null}'::text[]
-- @case array-literal-grammar-1.17
SELECT '{"}'::text[]
-- @case array-literal-grammar-1.18
SELECT '{(1,2);(3,4)}'::box[]
-- @case array-literal-grammar-2.1
SELECT 33 * ANY ('{1,2,3}')
-- @case array-literal-grammar-2.2
SELECT 1 + ALL (ARRAY[1])
-- @case array-literal-grammar-2.3
SELECT x FROM (VALUES (1), (2)) v(x) WHERE x * ANY (ARRAY[1,2])
-- @case array-literal-grammar-2.4
SELECT 'abc' ~~ ANY (ARRAY['a%', 'x']), 'a'::text ^@ ANY (ARRAY['a', 'b'])
-- @case array-literal-grammar-3.1
SELECT ARRAY[1.1] || ARRAY[2,3,4]
-- @case array-literal-grammar-3.2
SELECT ARRAY[1]::int2[] || ARRAY[2]::int8[], pg_typeof(ARRAY[1]::int2[] || ARRAY[2]::int8[])
-- @case array-literal-grammar-3.3
SELECT ARRAY[1.5::float4] || ARRAY[2::numeric], pg_typeof(ARRAY[1.5::float4] || ARRAY[2::numeric])
-- @case array-literal-grammar-3.4
SELECT ARRAY['a'] || ARRAY[1]
