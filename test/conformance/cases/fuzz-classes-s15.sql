-- Fuzz classes of session 15 (test/fuzz known-differences.json): where PostgreSQL's planner
-- folds, estimates or never evaluates an expression, and in which order its errors surface.
-- @setup
CREATE TABLE fc0 (ra int, a0 numeric, a2 text, a3 double precision);
CREATE TABLE fc1 (rb int, b0 timestamp, b1 bigint, b2 int);
CREATE TABLE fc2 (rc int, c0 numeric, c2 text);
INSERT INTO fc2 VALUES (0, '-214.813', 'hello world');
CREATE TABLE fc3 (rd int, d1 bigint, d2 int);
INSERT INTO fc3 VALUES (0, -9223372036854775808, 0);
-- Family 1: an uncorrelated EXISTS is an InitPlan; its WHERE terms that read no column once
-- folded (an OR arm or IN item folded to NULL over a column) are its One-Time Filter, run
-- before the outer table is read; its constant terms are folded first (TRUE dropped).
-- @case fuzz-classes-s15-1.1
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (('x'::text)::time)::interval IN ((NULL::timestamptz - timezone('b', b0)), '-30 days'::interval))
-- @case fuzz-classes-s15-1.2
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE NULL::interval = (NULL::timestamptz - timezone('b', b0)) OR ('x'::text)::time::interval = '-30 days'::interval)
-- @case fuzz-classes-s15-1.3
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (NULL::timestamptz - timezone('b', b0)) IS NULL OR ('x'::text)::time::interval = '-30 days'::interval)
-- @case fuzz-classes-s15-1.4
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean AND 'true'::boolean)
-- @case fuzz-classes-s15-1.5
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean AND 1 = 1)
-- @case fuzz-classes-s15-1.6
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean AND 1 = 2)
-- @case fuzz-classes-s15-1.7
SELECT ra FROM fc0 WHERE 2 > 1 AND EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean AND NULL::int = 1)
-- @case fuzz-classes-s15-1.8
SELECT ra FROM fc0 WHERE 1 > 2 AND EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean)
-- @case fuzz-classes-s15-1.9
SELECT ra FROM fc0 WHERE 2 > 1 AND EXISTS (SELECT 1 FROM fc1 WHERE true AND (to_char('34.779'::numeric, 'ab'))::boolean)
-- Family 2: a constant certainly not NULL by its shape (a literal, a cast of one, ARRAY[…], a
-- COALESCE/GREATEST/LEAST with such an argument) leaves a strict call over it to be folded
-- once the rest of its arguments are (an AND folded to false beside a stable comparison).
-- @case fuzz-classes-s15-2.1
SELECT (jsonb_insert('"z"'::jsonb, COALESCE(NULL::text[], LEAST('{""}'::text[], NULL::text[])), ('{"a": 1}'::jsonb #- '{}'::text[]), (('2027-09-17 10:23:42'::timestamp = '2005-12-25 03:14:53+06'::timestamptz) AND ('2038-03-24 12:37:18+11'::timestamptz IS NOT DISTINCT FROM 'infinity'::timestamptz))) || NULL::jsonb)
-- @case fuzz-classes-s15-2.2
SELECT (jsonb_insert('"z"'::jsonb, COALESCE(NULL::text[], LEAST(NULL::text[], NULL::text[])), ('{"a": 1}'::jsonb #- '{}'::text[]), (('2027-09-17 10:23:42'::timestamp = '2005-12-25 03:14:53+06'::timestamptz) AND ('2038-03-24 12:37:18+11'::timestamptz IS NOT DISTINCT FROM 'infinity'::timestamptz))) || NULL::jsonb)
-- @case fuzz-classes-s15-2.3
SELECT jsonb_insert('"z"'::jsonb, ARRAY['a'], '1'::jsonb, ('2027-09-17'::timestamp = '2005-12-25 03:14:53+06'::timestamptz) AND 1 = 2) IS NULL
-- @case fuzz-classes-s15-2.4
SELECT jsonb_insert('"z"'::jsonb, GREATEST(NULL, '{a}'::text[]), '1'::jsonb, ('2027-09-17'::timestamp = '2005-12-25 03:14:53+06'::timestamptz) AND NULL::int = 2)
-- Family 3: a strict call folded to NULL around another folded to NULL: the constants folded
-- inside the inner one (an inlined SQL built-in's body) are still evaluated.
-- @case fuzz-classes-s15-3.1
SELECT to_timestamp(NULL::text, to_char(NULL::interval, substring(to_char('-1'::integer, 'hello world'::text), ''::text, ('false'::boolean)::text)))
-- @case fuzz-classes-s15-3.2
SELECT upper(to_char(NULL::interval, substring(to_char(1, '9'), ''::text, 'false'::text)))
-- @case fuzz-classes-s15-3.3
SELECT upper(to_char(NULL::interval, substring(to_char(1, '9'), 'a'::text, '#'::text)))
-- @case fuzz-classes-s15-3.4
SELECT ra, upper(lower(NULL::text || substring(to_char(ra, '9'), 'a', 'xy'))) FROM fc0
-- Family 4: `x IN (NULL)` is the strict `x = NULL`, folded to NULL without evaluating x, also
-- where x may itself fold to NULL while planning.
-- @case fuzz-classes-s15-4.1
SELECT (('2037-08-12 21:20:04'::timestamp <= make_date(octet_length('abc'::bytea), width_bucket(c0, c0, '-629.280'::numeric, 1), -797)) IN (NULL::boolean)) FROM fc2
-- @case fuzz-classes-s15-4.2
SELECT (make_date(octet_length('abc'::bytea), rc, -797) NOT IN (NULL::date)) FROM fc2
-- @case fuzz-classes-s15-4.3
SELECT (make_date(octet_length('abc'::bytea), rc, -797) IN (NULL::date, NULL::date)) FROM fc2
-- @case fuzz-classes-s15-4.4
SELECT (make_date(octet_length(NULL::bytea), rc, -797) IN (NULL::date, '2000-01-01')) FROM fc2
-- Family 5 (as 3): a NULL-folded call around a NULL-folded call over a CASE with a constant
-- condition: the arm the condition drops is never evaluated.
-- @case fuzz-classes-s15-5.1
SELECT (date_trunc(CASE WHEN ('1998-09-21 10:39:59'::timestamp <> '2037-01-12 20:51:38'::timestamp) THEN a2 ELSE encode('\x'::bytea, 'a1'::text) END, NULL::timestamp) - '-20 days'::interval) FROM fc0
-- @case fuzz-classes-s15-5.2
SELECT (date_trunc(CASE WHEN ('1998-09-21 10:39:59'::timestamp = '2037-01-12 20:51:38'::timestamp) THEN a2 ELSE encode('\x'::bytea, 'a1'::text) END, NULL::timestamp) - '-20 days'::interval) FROM fc0
-- @case fuzz-classes-s15-5.3
SELECT (date_trunc(CASE WHEN ('1998-09-21 10:39:59'::timestamp <> '2037-01-12 20:51:38'::timestamp) THEN c2 ELSE encode('\x'::bytea, 'a1'::text) END, NULL::timestamp) - '-20 days'::interval) FROM fc2
-- Family 6: a BETWEEN that is a qual's term is two terms of the qual list (x >= a, x <= b),
-- tested cheapest first among the others; under an OR it stays one AND, in its order.
-- @case fuzz-classes-s15-6.1
SELECT rc FROM fc2 WHERE '33 days'::interval BETWEEN (jsonb_typeof(c2::jsonb))::interval AND (c0::float8 * '1 us'::interval)
-- @case fuzz-classes-s15-6.2
SELECT rc, ra FROM fc2 LEFT JOIN fc0 ON '33 days'::interval BETWEEN (jsonb_typeof(c2::jsonb))::interval AND (c0::float8 * '1 us'::interval)
-- @case fuzz-classes-s15-6.3
SELECT rc FROM fc2 WHERE rc BETWEEN 1 AND (c0 * 2 + 1) AND c2::jsonb IS NOT NULL
-- @case fuzz-classes-s15-6.5
SELECT rc FROM fc2 WHERE rc BETWEEN (c0 * 2 + 1) AND -1 AND c2::jsonb IS NOT NULL
-- @case fuzz-classes-s15-6.6
SELECT rc FROM fc2 WHERE rc < 0 OR '33 days'::interval BETWEEN (jsonb_typeof(c2::jsonb))::interval AND (c0::float8 * '1 us'::interval)
-- @case fuzz-classes-s15-6.7
SELECT rc FROM fc2 WHERE NOT ('33 days'::interval BETWEEN (jsonb_typeof(c2::jsonb))::interval AND (c0::float8 * '1 us'::interval))
-- @case fuzz-classes-s15-6.8
SELECT rc FROM fc2 WHERE (rc BETWEEN 1 AND (c0 * 2 + 1) AND c2::jsonb IS NOT NULL) = true
-- Family 7: a comparison whose column side reads two relations is a join clause: its
-- estimator computes no constant side (a restriction clause's computes it while planning).
-- @case fuzz-classes-s15-7.1
SELECT ra, rb FROM fc0 JOIN fc1 ON (jsonb_pretty(jsonb_set('[1, 4]'::jsonb, '{"a b",c}'::text[], to_jsonb(a3), (b1 < 475))) ~* current_setting(''::text))
-- @case fuzz-classes-s15-7.2
SELECT ra, rb FROM fc0 JOIN fc1 ON (a2 || b1) ~* current_setting(''::text)
-- @case fuzz-classes-s15-7.3
SELECT ra, rb FROM fc0 JOIN fc1 ON a2 ~* current_setting(''::text)
-- @case fuzz-classes-s15-7.4
SELECT ra, rb FROM fc0, fc1 WHERE (a3 + b1) = ('x'::text)::date - '2000-01-01'::date
-- @case fuzz-classes-s15-7.5
SELECT ra, rb FROM fc0, fc1 WHERE a3 = ('x'::text)::date - '2000-01-01'::date
-- @case fuzz-classes-s15-7.6
SELECT ra, rb FROM fc0, fc1 WHERE (a3 + b1) IN (1, ('x'::text)::date - '2000-01-01'::date)
-- @case fuzz-classes-s15-7.7
SELECT f.ra, g.ra FROM fc0 f, fc0 g WHERE f.a3 + g.a3 BETWEEN 1 AND ('x'::text)::date - '2000-01-01'::date
-- @case fuzz-classes-s15-7.8
SELECT ra, rb FROM fc0, fc1 WHERE (a3 + b1) IN (('x'::text)::date - '2000-01-01'::date)
-- @case fuzz-classes-s15-7.9
SELECT ra, rb FROM fc0, fc1 WHERE (a3 + b1) IN (b2, ('x'::text)::date - '2000-01-01'::date)
-- @case fuzz-classes-s15-7.10
SELECT f.ra, g.ra FROM fc0 f, fc0 g WHERE f.a3 BETWEEN 1 AND ('x'::text)::date - '2000-01-01'::date
-- Family 8: a `||` of no array (jsonb_concat, textcat) is strict: over a NULL constant the
-- planner folds it, and the strict call around it, to NULL; a GREATEST of json inside is then
-- never seen by the executor (no 42883). An array's `||` is not strict.
-- @case fuzz-classes-s15-8.1
SELECT NULL::jsonb, (GREATEST(json_build_array(), '{"k": 4}'::json) -> ((NULL::jsonb || jsonb_build_array()))::text)
-- @case fuzz-classes-s15-8.2
SELECT GREATEST(a2::json, '{}'::json) -> (NULL::text || a2) FROM fc0
-- @case fuzz-classes-s15-8.3
SELECT GREATEST(a2::json, '{}'::json) -> (NULL::text[] || ARRAY[a2])[1] FROM fc0
-- @case fuzz-classes-s15-8.4
SELECT GREATEST(c2::json, '{}'::json) -> (c2 || NULL::text) FROM fc2
-- @case fuzz-classes-s15-8.5
SELECT length(NULL::bytea || decode(c2, 'hex')) FROM fc2
-- @case fuzz-classes-s15-8.6
SELECT GREATEST(a2::json, '{}'::json) -> (to_jsonb(a2) || NULL::jsonb)::text FROM fc0
-- Family 9 (as 6): in an uncorrelated EXISTS (an InitPlan, run before the outer table is
-- read) a BETWEEN's cheaper comparison is tested first.
-- @case fuzz-classes-s15-9.1
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc3 WHERE ('0'::bigint BETWEEN GREATEST(NULL::bigint, (d1 / d1)) AND ('-101'::integer + d1)))
-- Family 10: an outer join's ON `x = y OR NULL` is the join clause x = y (NULL is FALSE in a
-- qual): hashed or merged, the preserved side's key is computed for each of its rows.
-- @case fuzz-classes-s15-10.1
SELECT rc, rb FROM fc2 LEFT JOIN fc1 ON ((b1::text)::timestamp = date_bin('-10 days'::interval, c2::timestamp, '2001-01-01'::timestamp)) OR NULL::boolean
-- @case fuzz-classes-s15-10.2
SELECT rc, rb FROM fc2 LEFT JOIN fc1 ON (b1::text)::timestamp = date_bin('-10 days'::interval, '2001-01-01'::timestamp + rc * '1 day'::interval, '2001-01-01'::timestamp) OR false OR NULL::int > 1
-- @case fuzz-classes-s15-10.3
SELECT rc, rb FROM fc2 LEFT JOIN fc1 ON (b1::text)::timestamp = date_bin('-10 days'::interval, '2001-01-01'::timestamp + rc * '1 day'::interval, '2001-01-01'::timestamp) OR b2 > 1
-- Family 11: an inner join's condition on one side is that side's filter; where PostgreSQL
-- estimates it to leave one row (a compared constant that is NULL, 0.005 × 0.333 of a narrow
-- table) the filtered side is the nested loop's outer, filtered row by row even where the
-- other side has no row; otherwise it is the inner, never scanned then.
-- @case fuzz-classes-s15-11.1
SELECT ra, rd FROM fc0 JOIN fc3 ON ((mod(d2, 0) IS NULL) AND ('[]'::jsonb - d2)::boolean)
-- @case fuzz-classes-s15-11.2
SELECT ra, rd FROM fc0 JOIN fc3 ON (('[]'::jsonb - d2)::boolean AND (mod(d2, 0) IS NULL))
-- @case fuzz-classes-s15-11.3
SELECT rd, ra FROM fc3 JOIN fc0 ON (format(NULL::text))::double precision BETWEEN round(d2::float8) AND ((55962::bigint / LEAST(0, d2)))::double precision
-- @case fuzz-classes-s15-11.4
SELECT rd, ra FROM fc3 JOIN fc0 ON (format('1'::text))::double precision BETWEEN round(d2::float8) AND ((55962::bigint / LEAST(0, d2)))::double precision
-- @case fuzz-classes-s15-11.5
SELECT ra, rd FROM fc0 JOIN fc3 ON mod(d2, 0) IS NULL
-- @case fuzz-classes-s15-11.6
SELECT ra, rd FROM fc0 JOIN fc3 ON mod(d2, 0) IS NULL AND d1 = 5
-- @case fuzz-classes-s15-11.7
SELECT ra, rd FROM fc0 JOIN fc3 ON (d1 / d2)::int8 = 5 AND d2 IS NULL
-- Family 12: an EXISTS whose outer columns sit only in parts the planner drops (a CASE arm
-- under a NULL or after a TRUE condition, a COALESCE argument after a non-NULL literal) is
-- uncorrelated once folded: an InitPlan, its column-free terms a One-Time Filter.
-- @case fuzz-classes-s15-12.1
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE CASE WHEN NULL::boolean THEN a2 = 'x' ELSE ('x'::text)::date IN (NULL::date, NULL::date) END)
-- @case fuzz-classes-s15-12.2
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE CASE WHEN true THEN ('x'::text)::date = '2000-01-01' ELSE a2 = 'x' END)
-- @case fuzz-classes-s15-12.3
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE CASE WHEN b2 > 0 THEN ('x'::text)::date = '2000-01-01' ELSE a2 = 'x' END)
-- @case fuzz-classes-s15-12.4
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE COALESCE('a', a2) = ('x'::text)::date::text)
