-- A cast between array types applies the elements' cast to each element (array_map), not the
-- array's text through the target's input: numeric → int rounds, bool → int is 1/0, float8 → float4
-- overflows with 22003; bounds, NULLs and dimensions are kept. Also by assignment (INSERT, EXECUTE).
-- @setup
CREATE TABLE ta (a int[], b bigint[], c numeric(3,1)[]);
-- @case array-cast-elements-1.1
SELECT a::int[] FROM (SELECT ARRAY[1.5, 2.4] a) s
-- @case array-cast-elements-1.2
SELECT a::int[] FROM (SELECT ARRAY[1.5::float8, 2.5] a) s
-- @case array-cast-elements-1.3
SELECT a::bigint[] FROM (SELECT '{1.5,2.5}'::numeric[] a) s
-- @case array-cast-elements-1.4
SELECT a::numeric(3,1)[] FROM (SELECT ARRAY[1.25::float8] a) s
-- @case array-cast-elements-1.5
SELECT a::text[] FROM (SELECT ARRAY[1.50] a) s
-- @case array-cast-elements-1.6
SELECT a::int[] FROM (SELECT ARRAY[true] a) s
-- @case array-cast-elements-1.7
INSERT INTO ta SELECT a FROM (SELECT ARRAY[1.5, 2.4] a) s RETURNING *
-- @case array-cast-elements-1.8
SELECT a::int[] FROM (SELECT '[0:1]={1.5,2.5}'::numeric[] a) s
-- @case array-cast-elements-1.9
SELECT a::int[] FROM (SELECT '{{1.5,2.5},{NULL,-0.5}}'::numeric[] a) s
-- @case array-cast-elements-1.10
SELECT a::float4[] FROM (SELECT '{1e40}'::float8[] a) s
-- @case array-cast-elements-1.11
SELECT a::smallint[] FROM (SELECT '{40000}'::int[] a) s
-- @case array-cast-elements-1.12
SELECT a::text[] FROM (SELECT '{1.50,NULL}'::numeric[] a) s
-- @case array-cast-elements-1.13
SELECT a::varchar(2)[] FROM (SELECT '{abc}'::text[] a) s
-- @case array-cast-elements-1.14
SELECT a::date[] FROM (SELECT '{"2020-01-01 10:00"}'::timestamp[] a) s
-- @case array-cast-elements-1.15
SELECT a::jsonb[] FROM (SELECT '{"{\"a\":1}"}'::json[] a) s
-- @case array-cast-elements-1.16
SELECT a::int[] FROM (SELECT '{}'::numeric[] a) s
-- @case array-cast-elements-1.17
SELECT a::bool[] FROM (SELECT '{1,0}'::int[] a) s
-- @case array-cast-elements-1.18
SELECT a::int8[] FROM (SELECT '{1,2}'::oid[] a) s
-- @case array-cast-elements-2.1
INSERT INTO ta VALUES (ARRAY[1.5], ARRAY[2.5::float4], ARRAY[1.25]) RETURNING *
-- @case array-cast-elements-2.2
INSERT INTO ta SELECT ARRAY[1.5], ARRAY[2.5::float4], ARRAY[1.25] RETURNING *
