-- ARRAY[…]::T[] gives its type to nested ARRAY[] constructors too, empty ones included
-- (psycopg2's testNestedEmptyArray sends `10 = any(ARRAY[ARRAY[]]::int[])`).
-- @case array-cast-nested-empty-1.1
SELECT ARRAY[ARRAY[]]::int[] AS a, ARRAY[ARRAY[], ARRAY[]]::text[] AS b, ARRAY[ARRAY[ARRAY[]]]::int[] AS c
-- @case array-cast-nested-empty-1.2
SELECT 10 = any(ARRAY[ARRAY[]]::int[]) AS f, array_ndims(ARRAY[ARRAY[]]::int[]) AS d, cardinality(ARRAY[ARRAY[]]::int[]) AS n
-- @case array-cast-nested-empty-1.3
SELECT ARRAY[ARRAY[1], ARRAY[]]::int[]
-- @case array-cast-nested-empty-1.4
SELECT ARRAY[ARRAY[]]::int
-- @case array-cast-nested-empty-1.5
SELECT ARRAY[ARRAY[]]
