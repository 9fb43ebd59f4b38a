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
-- @setup
CREATE TABLE aa (id int, xs int[], ts text[], fs float8[], bs bigint[]);
INSERT INTO aa VALUES (1, '{1,2,3}', '{a,b}', '{1.5,NaN}', '{9000000000}'), (2, '{3,NULL,1}', '{"x y",NULL}', '{}', NULL), (3, '{}', '{}', NULL, '{1,2}'), (4, NULL, NULL, NULL, NULL), (5, '{5,5,5}', '{c,c}', '{-0.5}', '{-1}');

-- 4: constructors
-- @case fn-arrays-4.1
SELECT ARRAY[1, 2, 3], ARRAY['a', 'b'], ARRAY[1.5, 2], ARRAY[true, NULL], ARRAY[NULL::int, NULL], ARRAY[]::int[]
-- @case fn-arrays-4.2
SELECT ARRAY[1, 2.5], pg_typeof(ARRAY[1, 2.5]), pg_typeof(ARRAY[1::int8, 2]), pg_typeof(ARRAY['a'::varchar, 'b'])
-- @case fn-arrays-4.3
SELECT ARRAY(SELECT id FROM aa ORDER BY id DESC), ARRAY(SELECT ts FROM aa WHERE id = 1), ARRAY(SELECT 1 WHERE false)
-- @case fn-arrays-4.4
SELECT ARRAY(SELECT id FROM aa WHERE id < 3 ORDER BY id) || 99
-- @case fn-arrays-4.5
SELECT ARRAY[1, 'a']
-- @case fn-arrays-4.6
SELECT ARRAY[]
-- @case fn-arrays-4.7
SELECT ARRAY(SELECT id, xs FROM aa)
-- @case fn-arrays-4.8
SELECT '{1,2,3}'::int[], '{"a b","c"}'::text[], '{}'::int[], '{NULL, 1}'::int[], '{ 1 , 2 }'::int[]
-- @case fn-arrays-4.9
SELECT '{1,x}'::int[]
-- @case fn-arrays-4.10
SELECT '{1,2'::int[]
-- @case fn-arrays-4.11
SELECT ARRAY[1, 2]::text[], ARRAY['1', '2']::int[], ARRAY[1.7, 2.2]::int[], '{1,2}'::int[]::bigint[]
-- @case fn-arrays-4.12
SELECT ARRAY['a']::int[]
-- @case fn-arrays-4.13
SELECT ARRAY[1, 2] = '{1,2}', ARRAY[1, 2] <> ARRAY[2, 1], ARRAY[1, 2] < ARRAY[1, 3], ARRAY[1] < ARRAY[1, 0], ARRAY[NULL::int] = ARRAY[NULL::int]

-- 5: ANY, ALL, IN
-- @case fn-arrays-5.1
SELECT 2 = ANY(ARRAY[1, 2]), 3 = ANY(ARRAY[1, 2]), 3 = ANY(ARRAY[1, NULL]), 1 = ANY('{}'::int[]), 1 = ANY(NULL::int[])
-- @case fn-arrays-5.2
SELECT 5 > ALL(ARRAY[1, 2]), 2 > ALL(ARRAY[1, 2]), 5 > ALL('{}'::int[]), 5 > ALL(ARRAY[1, NULL]), 0 > ALL(ARRAY[1, NULL])
-- @case fn-arrays-5.3
SELECT 'a' = ANY(ts), 'x y' = ANY(ts), 'z' <> ALL(ts) FROM aa ORDER BY id
-- @case fn-arrays-5.4
SELECT id FROM aa WHERE 1 = ANY(xs) ORDER BY id
-- @case fn-arrays-5.5
SELECT id FROM aa WHERE id = ANY('{1,3,5}') ORDER BY id
-- @case fn-arrays-5.6
SELECT id FROM aa WHERE id <> ALL(ARRAY[1, 2]) ORDER BY id
-- @case fn-arrays-5.7
SELECT id FROM aa WHERE 'c' LIKE ANY(ts) ORDER BY id
-- @case fn-arrays-5.8
SELECT id FROM aa WHERE id = SOME(ARRAY[2, 4]) ORDER BY id
-- @case fn-arrays-5.9
SELECT 1 = ANY(ARRAY['1', '2'])
-- @case fn-arrays-5.10
SELECT 1 = ANY(1)
-- @case fn-arrays-5.11
SELECT id FROM aa WHERE id IN (SELECT unnest(xs) FROM aa WHERE id = 1) ORDER BY id
-- @case fn-arrays-5.12
SELECT 1.5 = ANY(ARRAY[1, 2]), 2 = ANY(ARRAY[1.5, 2.0]), 2::int8 = ANY(ARRAY[1, 2])

-- 6: unnest
-- @case fn-arrays-6.1
SELECT unnest(ARRAY[1, 2, 3])
-- @case fn-arrays-6.2
SELECT * FROM unnest(ARRAY['a', 'b']) WITH ORDINALITY
-- @case fn-arrays-6.3
SELECT * FROM unnest(ARRAY[1, 2], ARRAY['x', 'y', 'z']) AS u(n, s)
-- @case fn-arrays-6.4
SELECT u.* FROM unnest(ARRAY[10, 20]) WITH ORDINALITY AS u(v, i) ORDER BY i DESC
-- @case fn-arrays-6.5
SELECT id, unnest(xs) FROM aa ORDER BY id
-- @case fn-arrays-6.6
SELECT id, x FROM aa, unnest(xs) AS x ORDER BY id, x
-- @case fn-arrays-6.7
SELECT id, x, o FROM aa CROSS JOIN LATERAL unnest(ts) WITH ORDINALITY AS u(x, o) ORDER BY id, o
-- @case fn-arrays-6.8
SELECT count(*) FROM unnest('{}'::int[])
-- @case fn-arrays-6.9
SELECT unnest(NULL::int[])
-- @case fn-arrays-6.10
SELECT unnest('{1,2}'::int[]) + 1, pg_typeof(unnest(ARRAY[1.5]))
-- @case fn-arrays-6.11
SELECT sum(x) FROM unnest(ARRAY[1, 2, NULL, 4]) x
-- @case fn-arrays-6.12
SELECT unnest(ARRAY[1, 2]), unnest(ARRAY['a', 'b', 'c'])
-- @case fn-arrays-6.13
SELECT * FROM unnest(ARRAY[[1, 2], [3, 4]])

-- 7: length, dims, cardinality
-- @case fn-arrays-7.1
SELECT array_length(ARRAY[1, 2, 3], 1), array_length('{}'::int[], 1), array_length(ARRAY[1], 2), cardinality(ARRAY[1, 2]), cardinality('{}'::int[]), cardinality(NULL::int[])
-- @case fn-arrays-7.2
SELECT id, array_length(xs, 1), cardinality(xs), array_upper(xs, 1), array_lower(xs, 1), array_ndims(ts), array_dims(ts) FROM aa ORDER BY id
-- @case fn-arrays-7.3
SELECT array_length(ARRAY[[1, 2], [3, 4], [5, 6]], 1), array_length(ARRAY[[1, 2], [3, 4], [5, 6]], 2), cardinality(ARRAY[[1, 2], [3, 4]]), array_dims(ARRAY[[1, 2, 3]])
-- @case fn-arrays-7.4
SELECT pg_typeof(array_length(ARRAY[1], 1)), pg_typeof(cardinality(ARRAY[1])), pg_typeof(array_dims(ARRAY[1]))
-- @case fn-arrays-7.5
SELECT array_length(1, 1)

-- 8: subscripts and slices
-- @case fn-arrays-8.1
SELECT (ARRAY[10, 20, 30])[2], (ARRAY[10, 20, 30])[0], (ARRAY[10, 20, 30])[4], (ARRAY[10, 20, 30])[NULL::int], ('{a,b}'::text[])[1]
-- @case fn-arrays-8.2
SELECT id, xs[1], xs[2], ts[1], fs[2] FROM aa ORDER BY id
-- @case fn-arrays-8.3
SELECT (ARRAY[1, 2, 3, 4])[2:3], (ARRAY[1, 2, 3, 4])[:2], (ARRAY[1, 2, 3, 4])[3:], (ARRAY[1, 2, 3, 4])[3:2], (ARRAY[1, 2, 3, 4])[-1:1]
-- @case fn-arrays-8.4
SELECT id, xs[2:], ts[:1] FROM aa ORDER BY id
-- @case fn-arrays-8.5
SELECT (ARRAY[[1, 2], [3, 4]])[2][1], (ARRAY[[1, 2], [3, 4]])[1]
-- @case fn-arrays-8.6
SELECT (ARRAY[1, 2])['1']
-- @case fn-arrays-8.7
SELECT (ARRAY[1, 2])['a']
-- @case fn-arrays-8.8
SELECT xs[1] + xs[2] FROM aa WHERE id = 1
-- @case fn-arrays-8.9
SELECT (1)[1]

-- 9: modification functions
-- @case fn-arrays-9.1
SELECT array_append(xs, 0), array_prepend(0, xs), array_cat(xs, ARRAY[9]), xs || 7, 7 || xs FROM aa ORDER BY id
-- @case fn-arrays-9.2
SELECT ARRAY[1] || ARRAY[2, 3], ARRAY[[1, 2]] || ARRAY[3, 4], ARRAY[1, 2] || NULL::int, NULL::int[] || ARRAY[1], ARRAY['a'] || 'b'::text
-- @case fn-arrays-9.3
SELECT array_remove(xs, 5), array_remove(ts, NULL), array_replace(xs, 3, 30), array_replace(xs, NULL, 0) FROM aa ORDER BY id
-- @case fn-arrays-9.4
SELECT array_cat(ARRAY[1], ARRAY['2'])
-- @case fn-arrays-9.5
SELECT array_remove(ARRAY[[1, 2], [3, 4]], 1)
-- @case fn-arrays-9.6
SELECT array_fill(7, ARRAY[3]), array_fill('x'::text, ARRAY[2]), array_fill(NULL::int, ARRAY[2])
-- @case fn-arrays-9.7
SELECT trim_array(ARRAY[1, 2, 3], 1), trim_array(ARRAY[1, 2], 2)
-- @case fn-arrays-9.8
SELECT trim_array(ARRAY[1, 2], 3)
-- @case fn-arrays-9.9
SELECT array_to_string(xs, ',', 'N'), array_to_string(ts, '/') FROM aa ORDER BY id

-- 10: containment and overlap on tables
-- @case fn-arrays-10.1
SELECT id, xs @> ARRAY[1], xs <@ ARRAY[1, 2, 3, 5], xs && ARRAY[5, 3] FROM aa ORDER BY id
-- @case fn-arrays-10.2
SELECT id FROM aa WHERE ts && '{c,a}' ORDER BY id
-- @case fn-arrays-10.3
SELECT id FROM aa WHERE xs <@ '{1,2,3,5}' ORDER BY id
-- @case fn-arrays-10.4
SELECT ARRAY[1, 1, 2] @> ARRAY[2, 2], '{}'::int[] <@ ARRAY[1], ARRAY[1, 2] @> ARRAY[1.0]
-- @case fn-arrays-10.5
SELECT ARRAY[1.5] && ARRAY[1.50], ARRAY['a'] @> ARRAY['A']

-- 11: array aggregation round trips
-- @case fn-arrays-11.1
SELECT array_agg(x ORDER BY x DESC) FROM unnest(ARRAY[3, 1, 2]) x
-- @case fn-arrays-11.2
SELECT array_agg(DISTINCT x) FROM unnest(ARRAY[3, 1, 3, NULL]) x
-- @case fn-arrays-11.3
SELECT id, (SELECT array_agg(x ORDER BY x) FROM unnest(xs) x) FROM aa ORDER BY id
-- @case fn-arrays-11.4
SELECT (SELECT sum(x) FROM unnest(xs) x) FROM aa ORDER BY id
-- @case fn-arrays-11.5
SELECT array_agg(xs ORDER BY id) FROM aa WHERE id IN (1, 5)
-- @case fn-arrays-11.6
SELECT array_agg(xs) FROM aa WHERE id IN (1, 3)
-- @case fn-arrays-11.7
SELECT array_position(ts, 'b'), array_positions(xs, 5) FROM aa ORDER BY id
-- @case fn-arrays-11.8
SELECT generate_subscripts(ARRAY['a', 'b', 'c'], 1)
-- @case fn-arrays-11.9
SELECT array_to_json(ARRAY[1, 2]), to_json(ARRAY['a', NULL]), array_to_json('{}'::int[])

-- 12: array output formatting
-- @case fn-arrays-12.1
SELECT ARRAY['a b', 'c"d', 'e\f', '', NULL, 'NULL', '{x}', 'a,b']
-- @case fn-arrays-12.2
SELECT ARRAY[1.50, 2.0, NULL], ARRAY[1e20::float8, 0.1], ARRAY[true, false], ARRAY['2024-01-02'::date]
-- @case fn-arrays-12.3
SELECT ARRAY[[1, 2], [3, 4]], ARRAY[ARRAY['a'], ARRAY['b']]
-- @case fn-arrays-12.4
SELECT ARRAY[[1, 2], [3]]
-- @case fn-arrays-12.5
SELECT '{{1,2},{3,4}}'::int[], '[0:1]={1,2}'::int[], array_lower('[0:1]={1,2}'::int[], 1)
-- @case fn-arrays-12.6
SELECT ARRAY['\x01'::bytea], ARRAY['{"a": 1}'::jsonb], ARRAY['1 day'::interval]

-- 13  slices and multidimensional subscripts
-- @case fn-arrays-13.1
SELECT (ARRAY[[1, 2], [3, 4]])[1] AS a, (ARRAY[[1, 2], [3, 4]])[1:1] AS b, (ARRAY[[1, 2], [3, 4]])[2][1:1] AS c, (ARRAY[1, 2, 3])[2:1] AS d, (ARRAY[1, 2, 3])[1:NULL] AS e, (ARRAY[1, 2, 3])[1:2][1:1] AS f
-- @case fn-arrays-13.2
SELECT (ARRAY[1, 2, 3])[-1:2], (ARRAY[1, 2, 3])[2:], (ARRAY[1, 2, 3])[:5], (ARRAY[[1, 2], [3, 4]])[2:][:1], (ARRAY[1, 2, 3])[NULL:2], ('{}'::int[])[1:2]
-- @case fn-arrays-13.3
SELECT (ARRAY[[1, 2], [3, 4]])[2][2], (ARRAY[[1, 2], [3, 4]])[3][1], (ARRAY[[1, 2], [3, 4]])[1][2][1], (ARRAY[1, 2])[1][1], (ARRAY[[1, 2], [3, 4]])[NULL][1]
-- @case fn-arrays-13.4
SELECT xs[2:3], ts[:1], bs[2:2], xs[1:1][1:1] FROM aa ORDER BY id
-- @case fn-arrays-13.5
SELECT xs[1], ts[1:1], (xs[1:2])[2], pg_typeof(xs[1:1]) FROM aa WHERE id = 1
-- @case fn-arrays-13.6
SELECT (ARRAY[1, 2, 3])[1.6], (ARRAY['9000000000'::int8, 1])[1:1]
-- @case fn-arrays-13.7
SELECT ('abc'::text)[1]

-- 14  multidimensional constructors, concatenation, aggregation
-- @case fn-arrays-14.1
SELECT ARRAY[ARRAY[1, 2], ARRAY[3, 4]], ARRAY[[[1], [2]], [[3], [4]]], ARRAY[NULL::int[], NULL], ARRAY[ARRAY[]::int[], ARRAY[]::int[]]
-- @case fn-arrays-14.2
SELECT ARRAY[ARRAY[1], NULL]
-- @case fn-arrays-14.3
SELECT ARRAY[ARRAY[1], ARRAY[]::int[]]
-- @case fn-arrays-14.4
SELECT ARRAY[[1, 2]] || ARRAY[[3, 4]], ARRAY[3, 4] || ARRAY[[1, 2]], ARRAY[[1, 2]] || '{}'::int[], array_cat(ARRAY[[1]], ARRAY[[2]]), ARRAY[[1, 2]] || NULL::int[]
-- @case fn-arrays-14.5
SELECT ARRAY[[1, 2]] || ARRAY[[3]]
-- @case fn-arrays-14.6
SELECT ARRAY[[1, 2]] || ARRAY[3]
-- @case fn-arrays-14.7
SELECT ARRAY[[1, 2]] || ARRAY[[[3]]]
-- @case fn-arrays-14.8
SELECT array_agg(x) FROM (VALUES (ARRAY[1, 2]), (ARRAY[3, 4])) v(x)
-- @case fn-arrays-14.9
SELECT array_agg(x ORDER BY x DESC) FROM (VALUES (ARRAY[[1], [2]]), (ARRAY[[3], [4]])) v(x)
-- @case fn-arrays-14.10
SELECT array_agg(x) FROM (VALUES (ARRAY[1]), (NULL)) v(x)
-- @case fn-arrays-14.11
SELECT array_agg(x) FROM (VALUES ('{}'::int[])) v(x)
-- @case fn-arrays-14.12
SELECT array_agg(x) FROM (VALUES (ARRAY[1]), (ARRAY[1, 2])) v(x)
-- @case fn-arrays-14.13
SELECT array_agg(xs) FROM aa WHERE id = 99
-- @case fn-arrays-14.14
SELECT ARRAY[[1, 2], [3]]
-- @case fn-arrays-14.15
SELECT '{{1,2},{3}}'::int[]

-- 15  dimension functions and unnest of multidimensional arrays
-- @case fn-arrays-15.1
SELECT array_dims(ARRAY[[1, 2, 3], [4, 5, 6]]), array_ndims(ARRAY[[[1]]]), array_lower(ARRAY[[1, 2]], 2), array_upper(ARRAY[[1, 2]], 2), array_length(ARRAY[[1, 2]], 2), array_length(ARRAY[[1, 2]], 3), cardinality(ARRAY[[1, 2], [3, 4]])
-- @case fn-arrays-15.2
SELECT x FROM unnest(ARRAY[[1, 2], [3, 4]]) x
-- @case fn-arrays-15.3
SELECT unnest(ARRAY[['a', 'b'], ['c', NULL]])
-- @case fn-arrays-15.4
SELECT * FROM unnest(ARRAY[[1, 2], [3, 4]]) WITH ORDINALITY
-- @case fn-arrays-15.5
SELECT ARRAY[[1, 2], [3, 4]] @> ARRAY[4], ARRAY[[1, 2]] && ARRAY[[2]], array_replace(ARRAY[[1, 2]], 1, 2), array_to_string(ARRAY[[1, NULL], [3, 4]], ',', '*')

-- 16  functions limited to one dimension
-- @case fn-arrays-16.1
SELECT array_append(ARRAY[[1, 2]], 3)
-- @case fn-arrays-16.2
SELECT array_prepend(3, ARRAY[[1, 2]])
-- @case fn-arrays-16.3
SELECT array_remove(ARRAY[[1, 2]], 1)
-- @case fn-arrays-16.4
SELECT array_positions(ARRAY[[1, 2]], 1)
-- @case fn-arrays-16.5
SELECT array_position(ARRAY[[1, 2]], 1)

-- 17  JSON and string conversions
-- @case fn-arrays-17.1
SELECT array_to_json(ARRAY[[1, 2], [3, 4]]), array_to_json(ARRAY[[1, 2], [3, 4]], true), to_json(ARRAY[1.50, NULL]), array_to_json(ARRAY['a'], false), array_to_json(ARRAY[1, 2], true)
-- @case fn-arrays-17.2
SELECT array_to_json(xs), to_json(ts), to_jsonb(xs), array_to_json(bs), array_to_json(fs) FROM aa ORDER BY id
-- @case fn-arrays-17.3
SELECT array_to_json(ARRAY[true, NULL]), array_to_json(ARRAY['2024-01-02'::date]), array_to_json(ARRAY['{"a": 1}'::json, '[1, 2]']), array_to_json(ARRAY['a,b', 'c"d'], true)
-- @case fn-arrays-17.4
SELECT array_to_string(ARRAY[1, NULL, 3], ','), array_to_string(ARRAY[1, NULL, 3], ',', NULL), array_to_string(ARRAY[1, 2], NULL), array_to_string(NULL::int[], ',')
-- @case fn-arrays-17.5
SELECT string_to_array('a,b,,c', ','), string_to_array('a,b,,c', ',', ''), string_to_array('a b', NULL), string_to_array('', ','), string_to_array(NULL, ','), string_to_array('a*b', '*', 'b')
-- @case fn-arrays-17.6
SELECT array_positions(ARRAY[1, NULL, 1, NULL], NULL), array_positions(NULL::int[], 1), array_positions(ARRAY['a', 'b'], 'b')
-- @case fn-arrays-17.7
SELECT array_to_json(1)
-- @case fn-arrays-14.16
SELECT ARRAY(SELECT xs FROM aa WHERE id IN (1, 5) ORDER BY id DESC), ARRAY(SELECT xs FROM aa WHERE false)
-- @case fn-arrays-14.17
SELECT ARRAY(SELECT xs FROM aa WHERE id IN (1, 4))
-- @case fn-arrays-14.18
SELECT ARRAY(SELECT xs FROM aa WHERE id IN (1, 2, 3))

-- @setup
CREATE TABLE asg (id int, xs int[], ts text[], m int[], vs varchar(2)[]);
INSERT INTO asg VALUES (1, '{1,2,3}', '{a,b}', '{{1,2},{3,4}}', '{ab}'), (2, '{}', NULL, '{}', NULL), (3, NULL, '{x}', NULL, '{}');

-- 18  subscript and slice assignment
-- @case fn-arrays-18.1
UPDATE asg SET xs[2] = 20 WHERE id = 1 RETURNING xs
-- @case fn-arrays-18.2
UPDATE asg SET xs[6] = 6, ts[3] = 'c' WHERE id = 1 RETURNING xs, ts
-- @case fn-arrays-18.3
UPDATE asg SET xs[1] = 7 WHERE id IN (2, 3) RETURNING id, xs
-- @case fn-arrays-18.4
UPDATE asg SET m[2][1] = 30 WHERE id = 1 RETURNING m
-- @case fn-arrays-18.5
UPDATE asg SET m[3][1] = 30 WHERE id = 1
-- @case fn-arrays-18.6
UPDATE asg SET m[1] = 30 WHERE id = 1
-- @case fn-arrays-18.7
UPDATE asg SET xs[NULL] = 1 WHERE id = 1
-- @case fn-arrays-18.8
UPDATE asg SET xs[2:3] = ARRAY[20, 30, 40] WHERE id = 1 RETURNING xs
-- @case fn-arrays-18.9
UPDATE asg SET xs[4:5] = '{4,5}', ts[:1] = '{A}' WHERE id = 1 RETURNING xs, ts
-- @case fn-arrays-18.10
UPDATE asg SET xs[2:3] = ARRAY[9] WHERE id = 1
-- @case fn-arrays-18.11
UPDATE asg SET xs[1:2] = ARRAY[1, 2] WHERE id IN (2, 3) RETURNING id, xs
-- @case fn-arrays-18.12
UPDATE asg SET xs[:2] = ARRAY[1, 2] WHERE id = 2
-- @case fn-arrays-18.13
UPDATE asg SET m[1:2][2:2] = ARRAY[8, 9] WHERE id = 1 RETURNING m
-- @case fn-arrays-18.14
UPDATE asg SET xs[2:3] = NULL, xs[1] = NULL WHERE id = 1 RETURNING xs
-- @case fn-arrays-18.15
UPDATE asg SET vs[1] = 'abc' WHERE id = 1
-- @case fn-arrays-18.16
UPDATE asg SET id[1] = 1
-- @case fn-arrays-18.17
UPDATE asg SET xs[2] = '5', ts[1] = 3 WHERE id = 1 RETURNING xs, ts
-- @case fn-arrays-18.18
UPDATE asg SET xs[3:2] = ARRAY[1] WHERE id = 1
-- @case fn-arrays-18.19
UPDATE asg SET xs[1] = xs[3] + 100 WHERE id = 1 RETURNING xs[1], xs[2:]
-- @case fn-arrays-18.20
SELECT ARRAY[1.5, 2.5, NULL]::int[], ARRAY[[1.2, 2.7], [3.5, 4.4]]::int[], ARRAY['1', ' 2 ']::int[], ARRAY['x', 'yy']::varchar(1)[]
-- @case fn-arrays-18.21
SELECT ARRAY[1, 'b']::int[]
-- @case fn-arrays-18.22
SELECT ARRAY['\x01'::bytea, NULL, '\xff00'::bytea, ''::bytea], array_length(ARRAY['\x01'::bytea], 1), ARRAY[ARRAY['\x01'::bytea], ARRAY['\x02'::bytea]]

-- 19: arrays of user enums and domains, array ordering
-- @setup
CREATE TYPE mood19 AS ENUM ('sad', 'ok', 'happy');
CREATE DOMAIN pos19 AS int CHECK (VALUE > 0);
CREATE TABLE ea (id int, m mood19[], p pos19[]);
INSERT INTO ea VALUES (1, '{happy,sad}', '{1,2}'), (2, ARRAY['ok']::mood19[], '{3}'), (3, '{sad,ok}', NULL), (4, '{sad,NULL}', '{}'), (5, NULL, NULL);
-- @case fn-arrays-19.1
SELECT id, m::text, p::text FROM ea ORDER BY id
-- @case fn-arrays-19.2
SELECT id FROM ea WHERE 'ok' = ANY(m) ORDER BY id
-- @case fn-arrays-19.3
SELECT id, m @> ARRAY['ok']::mood19[], m && '{happy}', m <@ '{sad,ok}' FROM ea ORDER BY id
-- @case fn-arrays-19.4
SELECT x::text FROM (SELECT unnest(m) AS x FROM ea) s ORDER BY x NULLS FIRST
-- @case fn-arrays-19.5
SELECT id, m::text FROM ea ORDER BY m, id
-- @case fn-arrays-19.6
SELECT id, m < '{happy}', m = '{sad,ok}', m >= '{sad,ok}'::mood19[] FROM ea ORDER BY id
-- @case fn-arrays-19.7
SELECT array_agg(x ORDER BY x)::text FROM (SELECT unnest(m) AS x FROM ea) s
-- @case fn-arrays-19.8
SELECT m[1]::text, m[2:]::text, array_length(m, 1), cardinality(p), p[1] + 1 FROM ea ORDER BY id
-- @case fn-arrays-19.9
INSERT INTO ea (id, m) VALUES (9, '{bad}')
-- @case fn-arrays-19.10
SELECT ARRAY['ok', 'nope']::text[]::mood19[]
-- @case fn-arrays-19.11
SELECT m::text[], m::text FROM ea WHERE id = 1
-- @case fn-arrays-19.12
INSERT INTO ea (id, p) VALUES (9, '{1,-2}')
-- @case fn-arrays-19.13
UPDATE ea SET p = ARRAY[5, 0] WHERE id = 1
-- @case fn-arrays-19.14
SELECT a FROM (VALUES ('{10}'::int[]), ('{9}'), ('{9,1}'), ('{-1.5}'::int[]), (NULL), ('{NULL}'), ('{}')) v(a) ORDER BY a
-- @case fn-arrays-19.15
SELECT a FROM (VALUES ('{b,a}'::text[]), ('{ab}'), ('{a}'), ('{"a b"}')) v(a) ORDER BY a DESC
-- @case fn-arrays-19.16
SELECT a FROM (VALUES ('{10.5,1}'::numeric[]), ('{9.25}'), ('{-3}'), ('{NaN}')) v(a) ORDER BY a
-- @case fn-arrays-19.17
SELECT typname, typcategory, typelem <> 0, typarray <> 0 FROM pg_type WHERE typname IN ('mood19', '_mood19', 'pos19', '_pos19') ORDER BY typname

-- 20: bytea elements
-- @case fn-arrays-20.1
SELECT array_agg(b ORDER BY n), array_agg(DISTINCT b), (array_agg(b ORDER BY n))[2] FROM (VALUES (1, '\x01'::bytea), (2, '\xff00'), (3, NULL), (4, '\x01')) v(n, b)
-- @case fn-arrays-20.2
SELECT (ARRAY['\x0102'::bytea, '', NULL])[1], (ARRAY['\x0102'::bytea, '', NULL])[2], (ARRAY['\x0102'::bytea, '', NULL])[3], length((ARRAY['\xabcd'::bytea])[1])

-- 22: lower bounds other than 1 ([lo:hi]= decoration, int2vector casts, assignment outside the bounds)
-- @setup
CREATE TABLE lb22 (id int, a int[]);
INSERT INTO lb22 VALUES (1, '{1,2}'), (2, '[0:1]={1,2}'), (3, NULL), (4, '{}'), (5, '{{1,2},{3,4}}'), (6, '[-1:0][3:4]={{1,2},{3,4}}');
-- @case fn-arrays-22.1
SELECT '[0:1]={3,1}'::int[], '[1:2][0:1]={{1,2},{3,4}}'::int[], '[1:2]={3,1}'::int[], '[-3:-2]={a,"b c"}'::text[], ' [0:1] ={1,2}'::int[], '[2]={7,8}'::int[], '[0:1]={3,1}'::int[]::text
-- @case fn-arrays-22.2
SELECT '[0:2]={3,1}'::int[]
-- @case fn-arrays-22.3
SELECT '[2:1]={3,1}'::int[]
-- @case fn-arrays-22.4
SELECT '[0:1]={}'::int[]
-- @case fn-arrays-22.5
SELECT '[0:1]'::int[]
-- @case fn-arrays-22.6
SELECT '[a:1]={1}'::int[]
-- @case fn-arrays-22.7
SELECT '[0:1][0:1]={1,2}'::int[]
-- @case fn-arrays-22.8
SELECT '[2147483647:2147483647]={1}'::int[]
-- @case fn-arrays-22.9
SELECT '[0:1={1,2}'::int[]
-- @case fn-arrays-22.10
SELECT '[0:1]=1'::int[]
-- @case fn-arrays-22.11
SELECT array_lower(a, 1), array_upper(a, 1), array_length(a, 1), array_lower(a, 2), array_upper(a, 2), array_dims(a), array_ndims(a), cardinality(a) FROM (VALUES ('[0:1]={3,1}'::int[]), ('[-3:-2][5:5]={{1},{2}}'), ('{1,2}'), ('{}')) v(a)
-- @case fn-arrays-22.12
SELECT a[-1], a[0], a[1], a[2], a[3], a[0:0], a[:0], a[1:], a[-5:5], array_lower(a[1:], 1) FROM (SELECT '[0:2]={3,1,7}'::int[] a) s
-- @case fn-arrays-22.13
SELECT a[0][3], a[1][4], a[-1][3], a[0], a[0:0], a[:][4:4], a[0][2] FROM (SELECT '[-1:0][3:4]={{1,2},{3,4}}'::int[] a) s
-- @case fn-arrays-22.14
SELECT '[0:1]={1,2}'::int[] = '{1,2}'::int[], '[0:1]={1,2}'::int[] < '{1,2}'::int[], '[0:1]={1,2}'::int[] > '{1,2}'::int[], '[0:1]={1,3}'::int[] > '{1,2}'::int[], '[0:1]={1,2}'::int[] = '[0:1]={1,2}'::int[], '[0:1]={1,2}'::int[] IS DISTINCT FROM '{1,2}'::int[]
-- @case fn-arrays-22.15
SELECT DISTINCT a FROM (VALUES ('[0:1]={1,2}'::int[]), ('{1,2}'), ('[0:1]={1,2}'), ('[2:3]={1,2}'), ('{0}')) v(a) ORDER BY a
-- @case fn-arrays-22.16
SELECT array_append('[0:1]={1,2}'::int[], 3), array_prepend(0, '[0:1]={1,2}'::int[]), array_cat('[0:1]={1,2}'::int[], '[5:5]={9}'::int[]), array_cat('{9}'::int[], '[0:1]={1,2}'::int[]), '[0:1]={1,2}'::int[] || 3, 3 || '[0:1]={1,2}'::int[], '[0:1]={1,2}'::int[] || '{}'::int[]
-- @case fn-arrays-22.17
SELECT array_cat('[0:0][2:3]={{1,2}}'::int[], '[5:5][2:3]={{5,6}}'::int[]), array_cat('[0:1][2:3]={{1,2},{3,4}}'::int[], '[2:3]={5,6}'::int[]), array_cat('[2:3]={5,6}'::int[], '[0:1][2:3]={{1,2},{3,4}}'::int[])
-- @case fn-arrays-22.18
SELECT array_cat('[0:1][2:3]={{1,2},{3,4}}'::int[], '[7:8]={5,6}'::int[])
-- @case fn-arrays-22.19
SELECT array_cat('[0:0][2:3]={{1,2}}'::int[], '[5:5][1:2]={{5,6}}'::int[])
-- @case fn-arrays-22.20 ordered
SELECT generate_subscripts('[0:2]={3,1,7}'::int[], 1) AS s, unnest('[0:2]={3,1,7}'::int[]) AS u
-- @case fn-arrays-22.21 ordered
SELECT generate_subscripts('[-1:0][3:5]={{1,2,3},{4,5,6}}'::int[], 2) AS s, unnest('[-1:0][3:5]={{1,2,3},{4,5,6}}'::int[]) AS u
-- @case fn-arrays-22.22 ordered
SELECT * FROM unnest('[0:2]={3,1,7}'::int[]) WITH ORDINALITY
-- @case fn-arrays-22.23 ordered
SELECT * FROM unnest('[0:1]={3,1}'::int[], '[5:7]={a,b,c}'::text[])
-- @case fn-arrays-22.24
SELECT array_to_string('[0:2]={3,NULL,7}'::int[], ',', '*'), array_to_json('[0:2]={3,1,7}'::int[]), to_jsonb('[0:1][0:0]={{1},{2}}'::int[]), 1 = ANY('[0:2]={3,1,7}'::int[]), 5 = ANY('[0:2]={3,1,7}'::int[]), 2 = ALL('[0:1]={2,2}'::int[]), 4 = ANY('[0:1][0:1]={{1,2},{3,4}}'::int[]), '[0:2]={3,1,7}'::int[] @> '{7}', '{1}' <@ '[0:2]={3,1,7}'::int[], '[0:2]={3,1,7}'::int[] && '[9:9]={7}'
-- @case fn-arrays-22.25
SELECT (SELECT array_agg(x) FROM unnest('[0:2]={3,1,7}'::int[]) x), (SELECT array_agg(a) FROM (VALUES ('[0:1]={1,2}'::int[]), ('[0:1]={3,4}')) v(a)), ARRAY['[0:1]={1,2}'::int[], '[0:1]={3,4}'::int[]], ARRAY(SELECT '[0:1]={5,6}'::int[])
-- @case fn-arrays-22.26
SELECT array_agg(a) FROM (VALUES ('[0:1]={1,2}'::int[]), ('{3,4}')) v(a)
-- @case fn-arrays-22.27
SELECT ARRAY['[0:1]={1,2}'::int[], '{3,4}'::int[]]
-- @case fn-arrays-22.28
SELECT array_fill(7, ARRAY[2], ARRAY[0]), array_fill(7, ARRAY[2, 2], ARRAY[-1, 3]), array_fill(7, ARRAY[2], ARRAY[1]), array_fill('x'::text, ARRAY[1], ARRAY[5])
-- @case fn-arrays-22.29
SELECT array_fill(7, ARRAY[2, 2], ARRAY[1])
-- @case fn-arrays-22.30
SELECT '[0:1]={1.5,2}'::numeric(3,0)[], '[0:1]={3,1}'::int[]::text[], '[0:1]={3,1}'::int[]::bigint[], '[0:1]={1,2}'::text[]::int[]
-- @case fn-arrays-22.31
SELECT array_position('[0:2]={3,1,7}'::int[], 1), array_position('[0:2]={3,1,1}'::int[], 1, 2), array_positions('[0:2]={3,1,1}'::int[], 1), array_remove('[0:2]={3,1,7}'::int[], 1), array_replace('[0:2]={3,1,7}'::int[], 1, 9), trim_array('[0:2]={3,1,7}'::int[], 1)
-- @case fn-arrays-22.32
UPDATE lb22 SET a[0] = 9 WHERE id IN (1, 3, 4) RETURNING id, a
-- @case fn-arrays-22.33
UPDATE lb22 SET a[-2] = 9 WHERE id = 2 RETURNING a, a[-2], a[-1], array_lower(a, 1)
-- @case fn-arrays-22.34
UPDATE lb22 SET a[5] = 8 WHERE id IN (1, 2) RETURNING id, a
-- @case fn-arrays-22.35
UPDATE lb22 SET a[-5:-4] = '{6,6}' WHERE id IN (1, 2) RETURNING id, a
-- @case fn-arrays-22.36
UPDATE lb22 SET a[2:3] = '{6,6}' WHERE id IN (3, 4) RETURNING id, a
-- @case fn-arrays-22.37
UPDATE lb22 SET a[0][3] = 0, a[-1:-1][4:4] = '{{9}}' WHERE id = 6 RETURNING a
-- @case fn-arrays-22.38
UPDATE lb22 SET a[1][3] = 0 WHERE id = 6
-- @case fn-arrays-22.39
UPDATE lb22 SET a[0:1] = '{7,7}' WHERE id = 2 RETURNING a
-- @case fn-arrays-22.40
UPDATE lb22 SET a[2][3] = 5 WHERE id = 3 RETURNING a, a[2][3]
-- @case fn-arrays-22.41
SELECT id, a, a[0], array_dims(a) FROM lb22 WHERE a IS NOT NULL ORDER BY 2, 1
-- @case fn-arrays-22.42
SELECT id FROM lb22 WHERE a = '[0:1]={1,2}' OR a = '[-1:0][3:4]={{1,2},{3,4}}'::int[] ORDER BY id
-- @case fn-arrays-22.43 ordered
SELECT * FROM generate_subscripts('[-1:0][3:5]={{1,2,3},{4,5,6}}'::int[], 2) WITH ORDINALITY g
-- @case fn-arrays-22.44 ordered
SELECT generate_subscripts('[-1:0][3:5]={{1,2,3},{4,5,6}}'::int[], 1, true) AS s, generate_subscripts(ARRAY[7, 8, 9], 1, false) AS t
-- @case fn-arrays-22.45 ordered
SELECT g FROM generate_subscripts('[0:2]={1,2,3}'::int[], 1, true) g
-- @case fn-arrays-22.46
SELECT generate_subscripts('{1,2}'::int[], 3), generate_subscripts(NULL::int[], 1)
-- @case fn-arrays-22.47 ordered
SELECT id, generate_subscripts(a, 2) FROM lb22 ORDER BY id
-- @case fn-arrays-22.48
SELECT '[0:1]={ab,cd}'::text[]::varchar(1)[], '{abcd,NULL}'::varchar(3)[], '[0:1]={abc,d}'::char(2)[], ARRAY['ab', 'cd']::varchar(1)[], '{{abc},{de}}'::text[]::char(1)[]
-- @case fn-arrays-22.49
SELECT x::varchar(2)[] FROM (VALUES ('{abc,de}'::text[]), ('[3:3][1:1]={{xyz}}')) v(x)
-- @case fn-arrays-22.50
SELECT 3 = ANY('{{1,2},{3,4}}'::int[]), 5 = ANY('{{1,2},{3,4}}'::int[]), 0 < ALL('{{1,2},{3,4}}'::int[]), 'b' = ANY('{{a},{b}}'::text[]), 2 = ANY(a) FROM lb22 WHERE id = 6
-- @case fn-arrays-22.51
SELECT array_append('{9007199254740993}'::int8[], 1), array_prepend(1, '[0:0]={9007199254740993}'::int8[]), array_remove('{9007199254740993,1}'::int8[], 1), array_position('{9007199254740993,9007199254740992}'::int8[], 9007199254740992), array_replace('{9007199254740993}'::int8[], 9007199254740993, 9007199254740995), '{9007199254740993}'::int8[] > '{9007199254740992}'::int8[], '{9007199254740993}'::int8[] @> '{9007199254740992}'::int8[], array_fill(9007199254740993::int8, ARRAY[2])
-- @case fn-arrays-22.52
SELECT a FROM (VALUES ('{9007199254740993}'::int8[]), ('{9007199254740992}'), ('{-9223372036854775808}'), ('[0:0]={9007199254740992}')) v(a) ORDER BY a DESC
-- @case fn-arrays-22.53
SELECT array_append('{"\\x01"}'::bytea[], '\x02'::bytea), array_append('{t}'::bool[], false), array_append('{1.5}'::float8[], 'NaN'), array_append('{1.50}'::numeric[], 2.0), array_remove('{a,b}'::text[], 'a')
-- @case fn-arrays-22.54
INSERT INTO lb22 (id, a[0]) VALUES (7, 5), (8, NULL) RETURNING *
-- @case fn-arrays-22.55
INSERT INTO lb22 (a[1][2], id) VALUES (7, 9) RETURNING id, a
-- @case fn-arrays-22.56
INSERT INTO lb22 (id, a[2:3]) VALUES (10, '{1,2,3}') RETURNING a, a[2], array_lower(a, 1)
-- @case fn-arrays-22.57
INSERT INTO lb22 (a[0]) VALUES (DEFAULT)
-- @case fn-arrays-22.58
UPDATE lb22 SET a[1] = DEFAULT
-- @case fn-arrays-22.59
SELECT percentile_cont('[0:1]={0.5,1}'::float8[]) WITHIN GROUP (ORDER BY x), percentile_disc('{{0.5},{1}}'::float8[]) WITHIN GROUP (ORDER BY x), percentile_cont(ARRAY[0.25, NULL, 0.75]) WITHIN GROUP (ORDER BY x::float8), percentile_disc(ARRAY[0.1, 0.9]) WITHIN GROUP (ORDER BY x::text) FROM generate_series(1, 4) x
-- @case fn-arrays-22.60
SELECT percentile_disc('[0:0]={1.5}'::float8[]) WITHIN GROUP (ORDER BY x) FROM generate_series(1, 4) x
-- @case fn-arrays-22.61
MERGE INTO lb22 t USING (VALUES (20, 5), (1, 6)) s(id, v) ON t.id = s.id WHEN MATCHED THEN UPDATE SET a[0] = s.v, a[-1] = s.v WHEN NOT MATCHED THEN INSERT (id, a[0]) VALUES (s.id, s.v)
