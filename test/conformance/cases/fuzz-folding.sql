-- PostgreSQL's planner folds constant subexpressions (eval_const_expressions) and estimates the
-- selectivity of conditions while planning: their errors surface before any row is read, in
-- its order, even over empty tables. Cases found by the differential fuzzer (test/fuzz).
-- @setup
CREATE TABLE ff_e (a integer, b bigint, t text, j json, ts timestamp, f double precision, u text);
CREATE TABLE ff_r (a integer, b bigint, t text, j json, ts timestamp, f double precision, u text);
INSERT INTO ff_r VALUES (2147483647, 1, 'x', '[1]', '2011-03-24 12:59:17', -563.83, 'a0eebc99-9c0b-4ef8-bb6d-079642520053');

-- a column in a CASE arm or COALESCE argument the planner drops does not keep the rest from folding
-- @case fuzz-folding-1.1
SELECT make_date(-2147483648, 406, CASE WHEN true THEN 0 ELSE a END) FROM ff_e
-- @case fuzz-folding-1.2
SELECT (COALESCE(9223372036854775807::bigint, b))::smallint FROM ff_e
-- @case fuzz-folding-1.3
SELECT (CASE WHEN false THEN t ELSE 'a' END)::boolean FROM ff_e
-- @case fuzz-folding-1.4
SELECT like_escape('0', COALESCE('a%b_c', t)) FROM ff_e
-- @case fuzz-folding-1.5
SELECT date_trunc(COALESCE('u', t), '2001-09-04 01:58:35'::timestamp) FROM ff_e
-- @case fuzz-folding-1.6
SELECT a, row_number() OVER (ORDER BY COALESCE(2147483647, a) + '1970-01-01'::date) FROM ff_e
-- @case fuzz-folding-1.7
SELECT CASE WHEN false THEN a ELSE 1 END / 0 FROM ff_e
-- @case fuzz-folding-1.8
SELECT CASE WHEN a > 0 THEN 1 ELSE 2 END / 0 FROM ff_e
-- a strict call with a NULL argument is NULL, its columns gone; the constants around it still fold
-- @case fuzz-folding-2.1
SELECT regexp_replace('x', '', 'x', GREATEST(regexp_instr('NULL', NULL, a), 0)) FROM ff_e
-- @case fuzz-folding-2.2
SELECT COALESCE(regexp_substr(NULL::text, NULL, NULL::integer, a), like_escape('b', 'ab')) FROM ff_e
-- @case fuzz-folding-2.3
SELECT NULL::integer * (GREATEST('true'::jsonb, ('{}'::jsonb - t)))::smallint FROM ff_e
-- @case fuzz-folding-2.4
SELECT NULL::integer * (GREATEST('true'::jsonb, ('{}'::jsonb - NULL::text)))::smallint FROM ff_e
-- @case fuzz-folding-2.5
SELECT make_date(NULL::integer, json_array_length(COALESCE('"x"'::json, json_array_element(NULL::json, a))), NULL::integer) FROM ff_e
-- a CASE folded to its NULL ELSE is a NULL constant to the strict operator around it
-- @case fuzz-folding-2.6
SELECT mod(-87::smallint, CASE WHEN ('2000-01-01 00:00:00+00'::timestamptz >= CASE WHEN false THEN '-infinity'::timestamp ELSE NULL::timestamp END) THEN 32767::smallint ELSE 0::smallint END) FROM ff_e
-- @case fuzz-folding-2.7
SELECT a FROM ff_e WHERE (CASE WHEN NULL::boolean THEN 1 ELSE NULL::integer END + a) / 0 = 1 OR ('x'::text)::date IS NULL
-- AND/OR over literals fold before the CASE they decide
-- @case fuzz-folding-3.1
SELECT a, date_bin('-1 mon'::interval, CASE WHEN (false OR true) THEN '2008-02-13 04:13:18'::timestamp ELSE ('b'::text)::timestamp END, '2009-01-16 10:18:39'::timestamp) FROM ff_e WHERE NULL::boolean
-- @case fuzz-folding-3.2
SELECT CASE WHEN (a > 0 AND false) THEN 1 ELSE 0 END / 0 FROM ff_e
-- @case fuzz-folding-3.3
SELECT CASE WHEN NOT (true AND NULL::boolean) THEN a ELSE 1 END / 0 FROM ff_e
-- a constant condition that is not a literal decides the CASE / AND around it once folded
-- @case fuzz-folding-4.1
SELECT lcm(CASE WHEN (1::smallint <> -1::smallint) THEN -9223372036854775808::bigint ELSE b END, -25894::bigint) FROM ff_e
-- @case fuzz-folding-4.2
SELECT lcm(CASE WHEN (1::smallint = -1::smallint) THEN -9223372036854775808::bigint ELSE b END, -25894::bigint) FROM ff_e
-- @case fuzz-folding-4.3
SELECT CASE WHEN CASE WHEN CASE WHEN GREATEST(true, true) THEN false ELSE ('2022-01-03 00:47:32+07'::timestamptz < '2018-03-19 23:01:53'::timestamp) END THEN (NULL::timestamp <> date_bin('-00:00:01'::interval, '1993-11-08 22:38:44'::timestamp, '0001-01-01 00:00:00'::timestamp)) ELSE NULL::boolean END THEN NULL::uuid ELSE ('0'::text)::uuid END
-- @case fuzz-folding-4.4
SELECT (CASE WHEN (-1::smallint > -59070::bigint) THEN ''::text ELSE t END)::uuid FROM ff_e
-- @case fuzz-folding-4.5
SELECT (abs(-1) < 0 AND a > 0)::int / 0 FROM ff_e
-- @case fuzz-folding-4.6
SELECT (abs(-1) > 0 AND a > 0)::int / 0 FROM ff_e
-- GREATEST/LEAST over json: no comparison function, found when the executor starts
-- @case fuzz-folding-5.1
SELECT a, GREATEST(json_build_array(), '[-9]'::json) FROM ff_e WHERE NULL::boolean
-- @case fuzz-folding-5.2
SELECT (LEAST('1.50'::json, j))::jsonb FROM ff_e
-- @case fuzz-folding-5.3
SELECT NULL::text[], LEAST((to_char('1 day'::interval, 'b'))::json, 'null'::json)
-- @case fuzz-folding-5.4
SELECT (t::uuid BETWEEN u::uuid AND (json_typeof(GREATEST(j, j)))::uuid) FROM ff_r
-- @case fuzz-folding-5.5
SELECT COALESCE('[1]'::json, LEAST(j, j)) FROM ff_e
-- @case fuzz-folding-5.6
SELECT CASE WHEN false THEN LEAST(j, j) END FROM ff_e
-- @case fuzz-folding-5.7
SELECT 1 / 0, GREATEST(j, j) FROM ff_e
-- conditions estimated while planning: the side that reads no column is computed, stable calls too
-- @case fuzz-folding-6.1
SELECT a FROM ff_e WHERE t = current_setting('ff.missing')
-- @case fuzz-folding-6.2
SELECT a FROM ff_e WHERE ts > ('hello world'::text)::date
-- @case fuzz-folding-6.3
SELECT a FROM ff_e WHERE (t)::uuid IN (SELECT (current_setting('ff.missing', false))::uuid FROM ff_r)
-- @case fuzz-folding-6.4
SELECT a FROM ff_e WHERE a IN (1, ('x'::text)::date - current_date)
-- @case fuzz-folding-6.5
SELECT e.a FROM ff_e e LEFT JOIN ff_r r ON (make_date(-113, e.a, -1) < date_trunc('ab', '1999-06-06 22:33:21+10'::timestamptz))
-- @case fuzz-folding-6.6
SELECT e.a, r.a FROM ff_e e JOIN ff_r r ON ((e.t)::integer[] IS DISTINCT FROM (''::text)::integer[])
-- @case fuzz-folding-6.7
SELECT a FROM ff_e WHERE (t = current_setting('ff.missing')) IS NULL
-- @case fuzz-folding-6.8
SELECT a FROM ff_e WHERE a = 1 AND a = ('x'::text)::date - current_date
-- @case fuzz-folding-6.9
SELECT a FROM ff_e WHERE false AND t = current_setting('ff.missing')
-- @case fuzz-folding-6.10
SELECT a FROM ff_e WHERE a IN (SELECT ('x'::text)::date - current_date FROM ff_r WHERE ff_r.a = ff_e.a)
-- regular expressions in the POSIX basic syntax: flag b, and flag e (PostgreSQL 15 reads it as basic too)
-- @case fuzz-folding-7.1
SELECT regexp_split_to_array('A', 'a%b_c', 'b')
-- @case fuzz-folding-7.2
SELECT regexp_replace('a(b)c', '\(b\)', 'X', 'b'), regexp_replace('a(b)c', '(b)', 'X', 'b')
-- @case fuzz-folding-7.3
SELECT regexp_match('a+b?c|d', 'a+b?c|d', 'b'), regexp_match('aab', 'a\{2\}b', 'b'), regexp_match('xbcbcy', '\(bc\)\1', 'b')
-- @case fuzz-folding-7.4
SELECT regexp_match('*a^b$', '*a^b$', 'b'), regexp_match('ab', '^ab$', 'b'), regexp_match('a{1}', 'a{1}', 'b')
-- @case fuzz-folding-7.5
SELECT regexp_match('ad', 'a\d', 'e'), regexp_match('a\b', '[\]', 'e'), regexp_match('aab', 'a{2}b', 'e'), regexp_match('x|y', 'x|y', 'e')
-- @case fuzz-folding-7.6
SELECT regexp_match('a{2}b', 'a{2}b', 'e'), regexp_match('a$b', 'a$b', 'e'), regexp_match('ab', '(^a)b', 'e'), regexp_match('*a', '*a', 'e'), regexp_match('a', '(*a)', 'e')
-- @case fuzz-folding-7.7
SELECT regexp_match('ab', '(a)(b)\2', 'e')
-- @case fuzz-folding-7.8
SELECT regexp_match('a\b', '[\]', 'b'), regexp_match('word here', '\<here', 'b'), regexp_like('ABC', 'abc', 'ib')
-- @case fuzz-folding-7.9
SELECT regexp_split_to_array('e', '\', 'b')
-- @case fuzz-folding-7.10
SELECT regexp_match('(?i)A', '(?i)A', 'b'), regexp_match('aA', 'a', 'bq'), regexp_match('a.b', 'a.b', 'qb')
-- @case fuzz-folding-7.11
SELECT regexp_match('x*', '\(*\)', 'b'), regexp_match('ab', '\(^a\)b', 'b'), regexp_match('ab$c', 'b$c', 'b'), regexp_match('a\b', 'a\\b', 'b'), regexp_match('adb', 'a\db', 'b'), regexp_match('a1b', 'a[[:digit:]]b', 'b')
-- @case fuzz-folding-7.12
SELECT regexp_match('ab', '\(', 'b')

-- date_trunc with a zone returns an infinite timestamp before it looks at the zone or the unit
-- @case fuzz-folding-8.1
SELECT date_trunc('A', '-infinity'::timestamptz, 'NULL'), date_trunc('day', 'infinity'::timestamptz, 'Mars/Base')
-- @case fuzz-folding-8.2
SELECT date_bin('-1 mon'::interval, '2034-06-15 19:04:03+02'::timestamptz, date_trunc('A', '-infinity'::timestamptz, 'NULL')), NULL::bigint
-- substring(text, text, text) is SQL: inlined over a non-constant string (its similar_to_escape folds), evaluated whole over constants (NULL for a NULL string)
-- @case fuzz-folding-8.3
SELECT substring((('b'::text)::timetz)::text, 'hello world', 'a%b_c')
-- @case fuzz-folding-8.4
SELECT ('Zz'::text)::timestamptz, starts_with(NULL::text, substring(jsonb_object_field_text('{"k": 8}'::jsonb, 'a%b_c'), 'Zz', jsonb_pretty('[1, -5]'::jsonb)))
-- @case fuzz-folding-8.5
SELECT ('' !~~* substring(current_setting('ff.missing'), '\', 'NULL'))
-- @case fuzz-folding-8.6
SELECT substring(t, 'a', 'bc') FROM ff_e
-- @case fuzz-folding-8.7
SELECT substring(jsonb_object_field_text('{"k": 8}'::jsonb, 'x'), 'a', 'bc')
-- a dropped ELSE inside a strict call folded to NULL is never folded
-- @case fuzz-folding-8.8
SELECT date_bin(CASE WHEN true THEN ('\'::text)::interval ELSE ('infinity'::timestamptz - '2000-02-29 12:30:00.5-05:30'::timestamptz) END, (NULL::time + to_date(NULL::text, regexp_substr('ü', '', 616, -2147483648))), NULL::timestamp)
-- overlaps(…, interval, …) is SQL: `$1 + $2` over a NULL start folds to NULL, its interval never computed
-- @case fuzz-folding-8.9
SELECT overlaps(NULL::timestamptz, (make_time(a * -31, 0, -343.956))::interval, (('é'::text)::date + '00:00:00+00'::timetz), NULL::interval) FROM ff_r
-- @case fuzz-folding-8.10
SELECT overlaps(NULL::timestamptz, (make_time(a * -31, 0, -343.956))::interval, '2020-01-01'::timestamptz, '1 day'::interval), overlaps('2020-01-01'::timestamptz, '1 day'::interval, '2020-01-01 12:00'::timestamptz, NULL::interval) FROM ff_r
