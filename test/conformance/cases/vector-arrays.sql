-- int2vector / oidvector as array elements (transformArrayExpr, get_promoted_array_type): ARRAY[…]
-- and ARRAY(subquery) of them are int2vector[] / oidvector[] — one element per vector, not a
-- flattened or multidimensional array; ARRAY[…]::int2vector must be a valid vector (42804); no
-- more than 6 subscripts (54000).
-- @setup
CREATE TABLE va (v int2vector[]);
INSERT INTO va VALUES (ARRAY['1 2'::int2vector]), ('{"7 8",9}');

-- @case vector-arrays-1.1
SELECT pg_typeof(ARRAY['11 22 33'::int2vector]), ARRAY['11 22 33'::int2vector], pg_typeof(ARRAY['11 22 33'::oidvector]), ARRAY['11 22 33'::oidvector]
-- @case vector-arrays-1.2
SELECT pg_typeof(ARRAY(SELECT '11 22 33'::int2vector FROM generate_series(1, 3))), ARRAY(SELECT '11 22 33'::oidvector FROM generate_series(1, 2))
-- @case vector-arrays-1.3
SELECT unnest(ARRAY(SELECT '11 22 33'::int2vector FROM generate_series(1, 3)))
-- @case vector-arrays-1.4
SELECT pg_typeof(unnest(ARRAY['11 22 33'::oidvector])), unnest(ARRAY['11 22 33'::oidvector])
-- @case vector-arrays-1.5
SELECT unnest('11 22 33'::int2vector)
-- @case vector-arrays-1.6
SELECT ARRAY['1 2'::int2vector, '3'], array_ndims(ARRAY['1 2'::int2vector]), array_length(ARRAY['1 2'::int2vector, '5'], 1), (ARRAY['1 2'::int2vector, '5'])[2]
-- @case vector-arrays-1.7
SELECT ARRAY[ARRAY['1 2'::int2vector]], ARRAY['1 2'::int2vector] = ARRAY['1 2'::int2vector]
-- @case vector-arrays-1.8
SELECT v, v[1], v[1][0], v[2][0] FROM va ORDER BY v[1][0]
-- @case vector-arrays-1.9
SELECT to_json(ARRAY['1 2'::int2vector]), ARRAY['1 2'::int2vector]::text
-- @case vector-arrays-2.1
SELECT ARRAY[]::oidvector
-- @case vector-arrays-2.2
SELECT ARRAY[]::int2vector
-- @case vector-arrays-2.3
SELECT ARRAY[1, NULL]::int2vector
-- @case vector-arrays-2.4
SELECT ARRAY[[1, 2]]::int2vector
-- @case vector-arrays-2.5
SELECT ARRAY[1, 2]::int2vector, ARRAY[3]::oidvector
-- @case vector-arrays-3.1
SELECT ('{}'::int[])[1][2][3][4][5][6][7]
-- @case vector-arrays-3.2
SELECT ('{}'::int[])[1][2][3][4][5][6]
-- @case vector-arrays-3.3
UPDATE va SET v[1][1][1][1][1][1][1] = '1'
