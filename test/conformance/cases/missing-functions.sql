-- PostgreSQL 15 functions ORMs and test suites call that were missing (issue 14): num_nulls /
-- num_nonnulls (VARIADIC too), json(b)_object_agg, json(b)_build_array/object with no
-- arguments, regexp_count / regexp_instr / regexp_substr / regexp_like and regexp_replace's start
-- and N forms, unistr, sum / avg over intervals (also as window functions), pg_*_is_visible.
-- @setup
CREATE TABLE mf (id int PRIMARY KEY, k text, v int, d interval);
INSERT INTO mf VALUES (1, 'a', 1, '1 day'), (2, 'b', NULL, '2 hours'), (3, 'c', 3, '1 mon 3 sec'), (4, 'd', 4, NULL);

-- 1: num_nulls, num_nonnulls
-- @case missing-functions-1.1
SELECT num_nulls(1, NULL, 2), num_nonnulls(1, NULL, 'a'::text), num_nulls(NULL), num_nonnulls(NULL::int, NULL::text)
-- @case missing-functions-1.2
SELECT num_nulls(VARIADIC ARRAY[1, NULL]), num_nonnulls(VARIADIC NULL::int[]), num_nulls(VARIADIC '{{1,NULL},{NULL,4}}'::int[]), num_nonnulls(VARIADIC '[0:1]={1,NULL}'::int[]), num_nulls(VARIADIC '{}'::text[])
-- @case missing-functions-1.3
SELECT num_nulls()
-- @case missing-functions-1.4
SELECT id, num_nulls(k, v, d), num_nonnulls(k, v, d) FROM mf ORDER BY id

-- 2: json_object_agg, jsonb_object_agg, empty builders
-- @case missing-functions-2.1
SELECT json_object_agg(k, v ORDER BY id), jsonb_object_agg(k, v) FROM mf
-- @case missing-functions-2.2
SELECT jsonb_object_agg(k, v) FROM (VALUES ('b', 1), ('a', NULL), ('b', 3)) t(k, v)
-- @case missing-functions-2.3
SELECT json_object_agg(k, v), jsonb_object_agg(k, v) FROM mf WHERE false
-- @case missing-functions-2.4
SELECT json_object_agg(k, v) FROM (VALUES (NULL::text, 1)) t(k, v)
-- @case missing-functions-2.5
SELECT json_object_agg(id, d ORDER BY id) FILTER (WHERE v > 1), jsonb_object_agg(id, ARRAY[v]) FROM mf
-- @case missing-functions-2.6
SELECT k, json_object_agg(id, v) FROM mf GROUP BY k ORDER BY k
-- @case missing-functions-2.7
SELECT json_build_array(), jsonb_build_array(), json_build_object(), jsonb_build_object()
-- @case missing-functions-2.8
SELECT json_object_agg_strict(k, v) FROM mf

-- 3: regexp_count, regexp_instr, regexp_substr, regexp_like, regexp_replace
-- @case missing-functions-3.1
SELECT regexp_count('abcabc', 'b'), regexp_count('abcabc', 'B', 1, 'i'), regexp_count('abcabc', 'b', 3), regexp_count('aaa', 'a*'), regexp_count('', 'x')
-- @case missing-functions-3.2
SELECT regexp_count('abc', 'b', 0)
-- @case missing-functions-3.3
SELECT regexp_count('ABC', 'b', 1, 'g')
-- @case missing-functions-3.4
SELECT regexp_instr('abcabc', 'b', 1, 2), regexp_instr('abcabc', 'b', 1, 2, 1), regexp_instr('abcabc', '(b)(c)', 1, 1, 0, '', 2), regexp_instr('abcabc', '(b)(c)', 1, 1, 1, '', 2), regexp_instr('abc', '(b)', 1, 1, 0, '', 3), regexp_instr('abc', 'x'), regexp_instr('äbcäbc', 'b', 2)
-- @case missing-functions-3.5
SELECT regexp_instr('abc', 'b', 1, 0)
-- @case missing-functions-3.6
SELECT regexp_instr('abc', 'b', 1, 1, 2)
-- @case missing-functions-3.7
SELECT regexp_instr('abc', 'b', 1, 1, 0, '', -1)
-- @case missing-functions-3.8
SELECT regexp_substr('abcabc', 'b.', 1, 2), regexp_substr('abcabc', '(b)(c)', 1, 1, '', 2), regexp_substr('abc', 'x') IS NULL, regexp_substr('abc', '(x)?b', 1, 1, '', 1) IS NULL, regexp_substr('ABC', 'b', 1, 1, 'i'), regexp_substr('abc', 'b', 5) IS NULL
-- @case missing-functions-3.9
SELECT regexp_like('abc', 'B', 'i'), regexp_like('abc', 'B'), regexp_like('a' || chr(10) || 'b', '^b', 'n')
-- @case missing-functions-3.10
SELECT regexp_replace('abcabc', 'b', 'X', 1), regexp_replace('abcabc', 'b', 'X', 3), regexp_replace('abcabc', 'b', 'X', 1, 2), regexp_replace('abcabc', 'b', 'X', 1, 0), regexp_replace('abcabc', 'B', 'X', 1, 0, 'i'), regexp_replace('abcabc', 'b', 'X', 'g'), regexp_replace('abcabc', '(b)', '[\1]', 1, 1, 'g')
-- @case missing-functions-3.11
SELECT regexp_replace('abc', 'b', 'X', 1, -1)
-- @case missing-functions-3.12
SELECT regexp_replace('abc', 'b', 'X', 0)
-- @case missing-functions-3.13
SELECT k, regexp_count(k || k, k), regexp_instr(k || 'x' || k, k, 2) FROM mf ORDER BY id

-- 4: unistr
-- @case missing-functions-4.1
SELECT unistr('d\0061t\+000061'), unistr('\u00e9 \U0001F600 \\ \D83D\DE00'), unistr(NULL) IS NULL
-- @case missing-functions-4.2
SELECT unistr('\xyz')
-- @case missing-functions-4.3
SELECT unistr('\D83D')
-- @case missing-functions-4.4
SELECT unistr('\DE00x')
-- @case missing-functions-4.5
SELECT unistr('\+110000')
-- @case missing-functions-4.6
SELECT unistr('\0000')

-- 5: sum and avg over intervals
-- @case missing-functions-5.1
SELECT sum(d), avg(d) FROM mf
-- @case missing-functions-5.2
SELECT id, sum(d) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND CURRENT ROW), avg(d) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND CURRENT ROW), sum(d) OVER () FROM mf ORDER BY id
-- @case missing-functions-5.3
SELECT sum(d), avg(d) FROM mf WHERE d IS NULL
-- @case missing-functions-5.4
SELECT avg(x) FROM (VALUES (interval '1 mon'), (interval '1 day'), (interval '1 sec')) t(x)
-- @case missing-functions-5.5
SELECT sum(x) FROM (VALUES (interval '2147483647 days'), (interval '1 day')) t(x)
-- @case missing-functions-5.6
SELECT k, sum(d) FROM mf GROUP BY k HAVING sum(d) > interval '1 hour' ORDER BY k

-- 6: visibility of built-in objects
-- @case missing-functions-6.1
SELECT pg_collation_is_visible(100), pg_operator_is_visible(96), pg_opclass_is_visible(3123), pg_opfamily_is_visible(1976), pg_ts_config_is_visible(3748), pg_conversion_is_visible(NULL)
-- @case missing-functions-1.5
SELECT num_nulls(VARIADIC 1)
