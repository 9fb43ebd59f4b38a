-- Array functions and containment operators (one-dimensional arrays).
-- @setup
CREATE TABLE ar (id int, xs int[], ts text[], ns numeric[]);
INSERT INTO ar VALUES (1, '{1,2,3,2}', '{a,b,NULL}', '{1.5,2.50}'), (2, '{}', '{}', NULL), (3, NULL, NULL, '{1.50}');

-- 1: building
-- @case fn-arrays-1.1
SELECT array_append(ARRAY[1, 2], 3), array_prepend(0, ARRAY[1]), array_cat(ARRAY[1], ARRAY[2, 3]), array_append(NULL::int[], 1), array_cat(NULL::int[], ARRAY[1])
-- @case fn-arrays-1.2
SELECT array_remove(ARRAY[1, 2, 1, NULL], 1), array_remove(ARRAY[1, NULL], NULL), array_replace(ARRAY[1, 2, 1], 1, 9), array_replace(ARRAY['a', NULL], NULL, 'z')
-- @case fn-arrays-1.3
SELECT id, array_append(xs, 4), array_remove(xs, 2), array_replace(ts, 'a', 'A'), array_cat(xs, xs) FROM ar ORDER BY id
-- @case fn-arrays-1.4
SELECT array_append(ARRAY[1], 'x')

-- 2: searching
-- @case fn-arrays-2.1
SELECT array_position(ARRAY['a', 'b', 'a'], 'a'), array_position(ARRAY['a', 'b', 'a'], 'a', 2), array_position(ARRAY[1, NULL], NULL), array_position(ARRAY[1], 5), array_positions(ARRAY[1, 2, 1], 1), array_positions(ARRAY[1], 7)
-- @case fn-arrays-2.2
SELECT id, array_position(xs, 2), array_positions(xs, 2), array_position(ns, 2.5), array_ndims(xs), array_dims(xs) FROM ar ORDER BY id

-- 3: operators
-- @case fn-arrays-3.1
SELECT ARRAY[1, 2, 3] @> ARRAY[2], ARRAY[1, 2] <@ ARRAY[1, 2, 3], ARRAY[1, 2] && ARRAY[2, 5], ARRAY[1] && ARRAY[3], ARRAY[1, NULL] @> ARRAY[NULL]::int[], ARRAY[1, 2] @> '{}'
-- @case fn-arrays-3.2
SELECT id FROM ar WHERE xs @> ARRAY[2] ORDER BY id
-- @case fn-arrays-3.3
SELECT id, ts && ARRAY['b', 'z'], ns @> ARRAY[1.50] FROM ar ORDER BY id
-- @case fn-arrays-3.4
SELECT ARRAY[1] @> ARRAY['a']
