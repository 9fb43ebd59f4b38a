-- Fuzz classes of session 28 (the query shapes of test/fuzz/query-shapes.ts).
-- Family 1: HAVING's terms of no aggregate are WHERE's to the planner (having-to-where.ts), so a
-- constant one of them that the planner cannot fold (a stable call) is the scan's One-Time
-- Filter: tested before the first row, over an empty table too.
-- @setup
CREATE TABLE hv0 (ra int, a0 bigint);
-- @case fuzz-classes-s28-1.1
SELECT a0, count(*) FROM hv0 GROUP BY a0 HAVING ((NULL::timestamp with time zone IS NOT DISTINCT FROM date_trunc('ü'::text, '1999-07-11 23:15:38.854539+07'::timestamp with time zone)))
-- @case fuzz-classes-s28-1.2
SELECT count(*) FROM hv0 HAVING date_trunc('ü'::text, now()) IS NULL
-- @case fuzz-classes-s28-1.3
SELECT a0, count(*) FROM hv0 GROUP BY a0 HAVING date_trunc('day'::text, '1999-07-11 23:15:38+07'::timestamptz) IS NOT NULL
-- @case fuzz-classes-s28-1.4
SELECT a0, count(*) FROM hv0 GROUP BY a0 HAVING count(*) > 1 AND date_trunc('ü'::text, now()) IS NULL
-- A moved term reading a column is a restriction clause of the scan: its constant side is
-- estimated (a stable cast computed) while planning, before any row is read. Not with grouping
-- sets (HAVING stays whole), nor a term holding an aggregate.
-- @setup
CREATE TABLE hv1 (ra int, a0 timetz);
INSERT INTO hv1 VALUES (0, '23:15:52+09');
-- @case fuzz-classes-s28-1.5
SELECT a0, count(*) FROM hv1 GROUP BY a0 HAVING ((timezone('abc'::text, a0) IS DISTINCT FROM ('Zz'::text)::time with time zone)) AND count(*) > 1
-- @case fuzz-classes-s28-1.6
SELECT a0, count(*) FROM hv1 GROUP BY a0 HAVING a0 > ('Zz'::text)::time with time zone
-- @case fuzz-classes-s28-1.7
SELECT a0, count(*) FROM hv1 GROUP BY GROUPING SETS ((a0), ()) HAVING a0 > ('Zz'::text)::time with time zone
-- @case fuzz-classes-s28-1.8
SELECT count(*) FROM hv1 HAVING count(*) > ('Zz'::text)::int
-- @case fuzz-classes-s28-1.9
SELECT a0, count(*) FROM hv1 GROUP BY GROUPING SETS ((a0), ()) HAVING date_trunc('ü'::text, now()) IS NULL
-- Family 2: the outer-only conditions of a correlated EXISTS are tested before the subquery
-- (subplan-outer-quals.ts), and the test whether they fold to NULL reads their constants. The
-- planner folds those only where every constant term before them is true: an AND stops at a
-- FALSE one.
-- @setup
CREATE TABLE ex0 (ra int, a0 bigint);
INSERT INTO ex0 VALUES (0, NULL);
CREATE TABLE ex1 (rb int);
-- @case fuzz-classes-s28-2.1
SELECT ra FROM ex0 WHERE EXISTS (SELECT 1 FROM ex1 WHERE (NOT (NULL::text[] IS NULL)) AND ((a0 - ('-10'::smallint * '32767'::smallint)) < '-32768'::smallint))
-- @case fuzz-classes-s28-2.2
SELECT ra FROM ex0 WHERE EXISTS (SELECT 1 FROM ex1 WHERE ((a0 - ('-10'::smallint * '32767'::smallint)) < '-32768'::smallint) AND (NOT (NULL::text[] IS NULL)))
-- @case fuzz-classes-s28-2.3
SELECT ra FROM ex0 WHERE EXISTS (SELECT 1 FROM ex1 WHERE (NULL::text[] IS NULL) AND ((a0 - ('-10'::smallint * '32767'::smallint)) < '-32768'::smallint))
-- Family 3: an anti-join's condition reading the outer query alone is a restriction clause
-- there, its constant side estimated (a stable cast computed) while planning; a literal TRUE
-- term beside it is dropped first, and a constant term is folded first (its sides estimated only
-- where it is true). And a term the planner folds to NULL makes the anti-join's WHERE false: it
-- tests nothing.
-- @setup
CREATE TABLE aj0 (ra int, a0 int, a2 int);
CREATE TABLE aj1 (rb int, b1 timestamptz);
CREATE TABLE aj2 (ra int, a0 int);
INSERT INTO aj2 VALUES (0, 546);
CREATE TABLE aj3 (rb int);
INSERT INTO aj3 VALUES (0);
-- @case fuzz-classes-s28-3.1
SELECT ra FROM aj0 WHERE NOT EXISTS (SELECT 1 FROM aj1 WHERE (('1970-01-01'::date - a2) <= ('20:53:32'::time without time zone + ('\'::text)::date)) AND 'true'::boolean)
-- @case fuzz-classes-s28-3.2
SELECT ra FROM aj0 WHERE EXISTS (SELECT 1 FROM aj1 WHERE (('1970-01-01'::date - a2) <= ('20:53:32'::time without time zone + ('\'::text)::date)) AND 'true'::boolean)
-- @case fuzz-classes-s28-3.3
SELECT ra FROM aj0 WHERE NOT EXISTS (SELECT 1 FROM aj1 WHERE (('1970-01-01'::date - a2) <= ('20:53:32'::time without time zone + ('\'::text)::date)) AND 'false'::boolean)
-- @case fuzz-classes-s28-3.4
SELECT ra FROM aj0 WHERE a2 <= ('\'::text)::date - date '2000-01-01' AND true
-- @case fuzz-classes-s28-3.5
SELECT ra FROM aj0 WHERE a2 <= ('\'::text)::date - date '2000-01-01' AND 1 = 1
-- @case fuzz-classes-s28-3.6
SELECT ra FROM aj0 WHERE a2 <= ('\'::text)::date - date '2000-01-01' AND 1 = 2
-- @case fuzz-classes-s28-3.7
SELECT ra FROM aj0 WHERE a2 <= ('\'::text)::date - date '2000-01-01' AND NOT (NULL::int IS NULL)
-- @case fuzz-classes-s28-3.8
SELECT ra FROM aj0 JOIN aj1 ON a2 <= length(('x'::text)::timestamptz::text) AND true
-- @case fuzz-classes-s28-3.9
SELECT ra FROM aj2 WHERE NOT EXISTS (SELECT 1 FROM aj3 WHERE (NULL::timestamp without time zone = ('2027-07-06'::date - a0)) AND ('00:00:00+00'::time with time zone <= ('x'::text)::time with time zone))
-- @case fuzz-classes-s28-3.10
SELECT ra FROM aj2 WHERE NOT EXISTS (SELECT 1 FROM aj3 WHERE (NULL::int = a0) AND (1 / (rb - rb) = 0))
-- @case fuzz-classes-s28-3.11
SELECT ra FROM aj2 WHERE EXISTS (SELECT 1 FROM aj3 WHERE (NULL::timestamp without time zone = ('2027-07-06'::date - a0)) AND ('00:00:00+00'::time with time zone <= ('x'::text)::time with time zone))
-- Family 4: the planner flattens an AND nested in a qual's AND into its list, and tests the
-- terms cheapest first: `ON a AND (b AND c)` is three terms.
-- @setup
CREATE TABLE fa0 (ra int, a1 float8, a2 varchar);
INSERT INTO fa0 VALUES (0, 1e308, 'b ');
CREATE TABLE fa1 (rb int, b0 bigint);
INSERT INTO fa1 VALUES (0, 44134);
-- @case fuzz-classes-s28-4.1
SELECT ra, rb FROM fa0 LEFT JOIN fa1 ON ra = rb AND ((current_setting('\'::text))::boolean AND ('abc '::character varying IS NOT DISTINCT FROM a2))
-- @case fuzz-classes-s28-4.2
SELECT ra, rb FROM fa0 JOIN fa1 ON ra = rb AND ((current_setting('\'::text))::boolean AND ('abc '::character varying IS NOT DISTINCT FROM a2))
-- @case fuzz-classes-s28-4.3
SELECT ra FROM fa0 WHERE ra = 0 AND ((current_setting('\'::text) = 'x') AND ((a1 / 0 > 1) AND ra + 1 = 5))
-- @case fuzz-classes-s28-4.4
SELECT ra FROM fa0 WHERE ra = 0 AND ((a1 / 0 > 1) AND ((a1 + 1)::text = 'x'))
-- Family 5: ParseDateTime copies a date/time string's fields into a buffer of its caller's
-- (date, time, timetz: 129 bytes; timestamp, timestamptz: 153), NUL after each field, and more
-- is invalid syntax (22007), as is a 26th field; a year of more than int's digits in an all-digit
-- date is a field overflow (22008).
-- @case fuzz-classes-s28-5.1
SELECT (repeat(('1990-03-04 11:55:43'::timestamp without time zone)::text, 998))::time with time zone
-- @case fuzz-classes-s28-5.2
SELECT (repeat('1990-03-04 11:55:43', 10))::timestamptz
-- @case fuzz-classes-s28-5.3
SELECT (repeat('1', 128))::date
-- @case fuzz-classes-s28-5.4
SELECT (repeat('1', 129))::date
-- @case fuzz-classes-s28-5.5
SELECT (repeat('1', 152))::timestamp
-- @case fuzz-classes-s28-5.6
SELECT (repeat('1', 153))::timestamptz
-- @case fuzz-classes-s28-5.7
SELECT ('2020-01-01 ' || repeat('1', 141))::timestamptz
-- @case fuzz-classes-s28-5.8
SELECT '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26'::timestamp
-- @case fuzz-classes-s28-5.9
SELECT ('2020-01-01 10:00:00' || repeat(' ', 300))::timestamp
-- @case fuzz-classes-s28-5.10
SELECT ('10:00:00.' || repeat('1', 119))::time
-- @case fuzz-classes-s28-5.11
SELECT (repeat('1', 14))::date
-- @case fuzz-classes-s28-5.12
SELECT (repeat('1', 15))::date
-- @case fuzz-classes-s28-5.13
SELECT (repeat('1', 20))::timestamp
-- Family 6: a WHERE term of no column is settled before the level reads a row, FALSE or NULL
-- leaving nothing computed — also the ON conditions of a RIGHT or FULL JOIN, which SQLite
-- computes before its WHERE.
-- @setup
CREATE TABLE fj0 (ra int, a0 smallint);
INSERT INTO fj0 VALUES (0, 97);
CREATE TABLE fj1 (rb int, b0 time, b2 varchar);
INSERT INTO fj1 VALUES (0, '09:58:25', 'b ');
-- @case fuzz-classes-s28-6.1
SELECT ra, rb, NULL::interval FROM fj0 FULL JOIN fj1 ON (ra % 2) = (rb % 2) AND overlaps('10:31:08'::time without time zone, NULL::interval, ('a1'::text)::time without time zone, NULL::time without time zone) WHERE (('-123.456'::numeric)::smallint IS NOT DISTINCT FROM NULL::smallint)
-- @case fuzz-classes-s28-6.2
SELECT ra, rb FROM fj0 FULL JOIN fj1 ON (ra % 2) = (rb % 2) AND ('a1'::text)::time IS NULL WHERE (('-123.456'::numeric)::smallint IS NOT DISTINCT FROM NULL::smallint) AND ra = 0
-- @case fuzz-classes-s28-6.3
SELECT ra, rb FROM fj0 FULL JOIN fj1 ON (ra % 2) = (rb % 2) AND ('a1'::text)::time IS NULL WHERE (('-123.456'::numeric)::smallint IS DISTINCT FROM NULL::smallint) AND ra = 0
-- @case fuzz-classes-s28-6.4
SELECT ra, rb, NULL::integer[] FROM fj0 FULL JOIN fj1 ON (ra % 2) = (rb % 2) AND (b2)::boolean WHERE ('2016-01-01 16:48:58+10'::timestamp with time zone <= '0001-01-01 00:00:00'::timestamp without time zone)
-- @case fuzz-classes-s28-6.5
SELECT ra, rb FROM fj0 RIGHT JOIN fj1 ON ra = rb AND (b2)::boolean WHERE ('2016-01-01'::timestamptz <= '0001-01-01'::timestamp) ORDER BY 1
-- @case fuzz-classes-s28-6.6
SELECT ra FROM fj0 WHERE 1 = 1 AND ra = 0
-- @case fuzz-classes-s28-6.7
SELECT ra FROM fj0 WHERE now() < '2000-01-01'
-- @case fuzz-classes-s28-6.8
SELECT ra, NULL::integer[] FROM fj0 WHERE ((timezone('ab'::text, '12:00:00+05:30'::time with time zone) <> '00:00:00+00'::time with time zone) AND (('2029-04-24 19:25:58'::timestamp without time zone - '2000-07-19 22:38:59'::timestamp without time zone) <= '0'::interval))
-- @case fuzz-classes-s28-6.9
SELECT ra FROM fj0 WHERE timezone('ab'::text, '12:00:00+05:30'::time with time zone) IS NOT NULL AND 1 = 1
-- @case fuzz-classes-s28-6.10
SELECT ra FROM fj0 WHERE NOT EXISTS (SELECT 1 FROM fj1 WHERE (('a1'::text)::text[] IS NOT NULL) AND ('0001-01-01 00:00:00'::timestamp without time zone IS NULL))
-- Family 7: COALESCE drops its NULL constants and is its first constant argument left, NULLIF of
-- one constant twice is NULL: a CASE condition or a strict call over them folds, and what it
-- drops reads no column (no side of the comparison estimated).
-- @setup
CREATE TABLE cn0 (ra int, a0 timestamptz, a1 int[]);
CREATE TABLE cn1 (rb int, b0 text[]);
-- @case fuzz-classes-s28-7.1
SELECT ra, rb FROM cn0 LEFT JOIN cn1 ON (CASE WHEN COALESCE('true'::boolean, 'true'::boolean) THEN NULL::timestamp without time zone ELSE timezone('a'::text, a0) END >= ('hello world'::text)::timestamp with time zone) WHERE 'true'::boolean
-- @case fuzz-classes-s28-7.2
SELECT ra FROM cn0 WHERE (CASE WHEN COALESCE(NULL::boolean, 'true'::boolean) THEN NULL::timestamp without time zone ELSE timezone('a'::text, a0) END >= ('hello world'::text)::timestamp with time zone)
-- @case fuzz-classes-s28-7.3
SELECT ra FROM cn0 WHERE (CASE WHEN COALESCE('false'::boolean, 'true'::boolean) THEN NULL::timestamp without time zone ELSE timezone('a'::text, a0) END >= ('hello world'::text)::timestamp with time zone)
-- @case fuzz-classes-s28-7.4
SELECT ra, rb FROM cn0 LEFT JOIN cn1 ON (jsonb_set(NULLIF('{}'::jsonb, '{}'::jsonb), '{}'::text[], ('"y"'::jsonb - b0), 'true'::boolean) IS DISTINCT FROM (('2011-07-27 02:15:48+06'::timestamp with time zone)::text)::jsonb)
-- @case fuzz-classes-s28-7.5
SELECT ra, rb FROM cn0 LEFT JOIN cn1 ON (jsonb_set(NULLIF('{}'::jsonb, '{"a":1}'::jsonb), '{}'::text[], ('"y"'::jsonb - b0), 'true'::boolean) IS DISTINCT FROM (('2011-07-27 02:15:48+06'::timestamp with time zone)::text)::jsonb)
-- @case fuzz-classes-s28-7.6
SELECT NULLIF(ROW(NULL::int), ROW(NULL::int)) IS NULL, NULLIF('NaN'::float8, 'NaN'::float8)
-- (COALESCE's literal folding only where every argument is a literal: a constant argument's
-- parts are the plan-time walk's, COALESCE(FALSE AND stable, …) never computing what follows)
-- @case fuzz-classes-s28-7.7
SELECT sum(CASE WHEN COALESCE((('0'::integer <= '-1'::bigint) AND ('2000-01-01 00:00:00+00'::timestamp with time zone <> 'infinity'::date)), (('0'::interval + make_date('-509'::integer, '-130'::integer, '192'::integer)) = '2029-02-05 00:12:37+02'::timestamp with time zone)) THEN 1 ELSE 0 END) FROM cn0
-- Family 8: `t0 JOIN t1 ON f(t0)` with no join clause is a nested loop whose inner is
-- materialized; the planner materializes the side with fewer estimated rows (a table never
-- analyzed: 10 pages of its width's tuples, times its filter's default selectivity), so the
-- filtered t0 is the outer, scanned first even over an empty t1, where it outnumbers t1.
-- @setup
CREATE TABLE nl0 (ra integer, a0 boolean, a1 time without time zone, a2 uuid, a3 bigint);
INSERT INTO nl0 VALUES (0, true, '23:59:59.999999', '00000000-0000-0000-0000-000000000000', 12716);
CREATE TABLE nl1 (rb integer, b0 json, b1 integer, b2 double precision, b3 time with time zone);
CREATE TABLE nl2 (rb integer, b1 integer);
-- @case fuzz-classes-s28-8.1
SELECT ra, rb FROM nl0 JOIN nl1 ON ((CASE WHEN a0 THEN '{"k": -3}'::jsonb ELSE NULL::jsonb END)::bigint <> a3)
-- @case fuzz-classes-s28-8.2
SELECT ra, rb FROM nl0 JOIN nl2 ON ((CASE WHEN a0 THEN '{"k": -3}'::jsonb ELSE NULL::jsonb END)::bigint <> a3)
-- @case fuzz-classes-s28-8.3
SELECT ra, rb FROM nl0 JOIN nl1 ON (a3 / 0 > 5)
-- @case fuzz-classes-s28-8.4
SELECT ra, rb FROM nl0 JOIN nl1 ON (a3 / 0 <> 5)
-- @case fuzz-classes-s28-8.5
SELECT ra, rb FROM nl1 JOIN nl0 ON (a3 / 0 <> 5)
-- @case fuzz-classes-s28-8.6
SELECT ra, rb FROM nl0 JOIN nl1 ON (a3 / 0 <> 5) AND b1 = 3
-- @case fuzz-classes-s28-8.7
SELECT ra, rb FROM nl0 JOIN nl1 ON (a3 / 0 <> a3)
-- @case fuzz-classes-s28-8.8
SELECT ra, rb FROM nl0 JOIN nl2 ON (a3 / 0 <> 5)
-- @setup
CREATE TABLE nl3 (ra integer, a0 integer[], a1 timestamp without time zone, a2 integer);
INSERT INTO nl3 VALUES (0, NULL, '2024-12-16 03:53:12', -869);
CREATE TABLE nl4 (rb integer, b0 integer[], b1 timestamp without time zone, b2 time without time zone);
CREATE TABLE nl5 (ra integer, a0 uuid, a1 timestamp without time zone, a2 bytea);
CREATE TABLE nl6 (rb integer, b0 real, b1 uuid, b2 timestamp without time zone, b3 interval);
INSERT INTO nl6 VALUES (0, '-0', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '2028-09-07 01:55:53', '-42 days -2 hours 11 minutes');
-- @case fuzz-classes-s28-8.9
SELECT ra, rb FROM nl3 JOIN nl4 ON ('NaN'::double precision <> date_part('a'::text, a1))
-- @case fuzz-classes-s28-8.10
SELECT ra, rb FROM nl5 JOIN nl6 ON (('755.892'::real / b0) IS NOT NULL)
