-- Fuzz classes of session 26 (the query shapes of test/fuzz/query-shapes.ts).
-- Family 1: a subquery's reference to a column of the outer query is a Param to the planner,
-- not a relation of the subquery's level. `b3 + a3 <> c` is a restriction clause of t1, its
-- constant side estimated (a stable cast computed) while planning, even over empty tables;
-- `a2 <> c` reads no relation of the level: a One-Time Filter, run only when the subquery runs.
-- @setup
CREATE TABLE op0 (ra int, a2 timestamptz, a3 interval);
CREATE TABLE op1 (rb int, b3 timestamp);
INSERT INTO op1 VALUES (1, '2020-01-01');
-- @case fuzz-classes-s26-1.1
SELECT ra, (SELECT count(*) FROM op1 WHERE (b3 + a3) <> ('x'::text)::timestamp) FROM op0
-- @case fuzz-classes-s26-1.2
SELECT ra, (SELECT count(*) FROM op1 x WHERE x.b3 + op0.a3 <> ('x'::text)::timestamp) FROM op0
-- @case fuzz-classes-s26-1.3
SELECT ra, EXISTS (SELECT 1 FROM op1 WHERE (b3 + a3) <> ('x'::text)::timestamp) FROM op0
-- @case fuzz-classes-s26-1.4
SELECT ra, (SELECT count(*) FROM op1 WHERE a2 <> date_trunc('abc', '2022-01-19 11:38:44+05'::timestamptz, 'abc')) FROM op0
-- @case fuzz-classes-s26-1.5
SELECT ra, (SELECT count(*) FROM op1 WHERE a3 <> ('x'::text)::interval) FROM op0
-- @setup
CREATE TABLE oq0 (ra int, a2 timestamptz, a3 interval);
CREATE TABLE oq1 (rb int, b3 timestamp);
INSERT INTO oq1 VALUES (1, '2020-01-01');
INSERT INTO oq0 VALUES (1, '2020-01-01', '1 day');
-- @case fuzz-classes-s26-1.6
SELECT ra, (SELECT count(*) FROM oq1 WHERE a2 <> date_trunc('abc', '2022-01-19 11:38:44+05'::timestamptz, 'abc')) FROM oq0
-- @case fuzz-classes-s26-1.7
SELECT ra, (SELECT count(*) FROM oq1 WHERE a3 <> ('x'::text)::interval) FROM oq0
-- Family 2: a subquery's WHERE term whose CASE has literal conditions is the branch they choose;
-- where that branch folds to NULL the WHERE is the constant FALSE and its relation a dummy one:
-- nothing of it is computed, a stable term of no column (a One-Time Filter elsewhere) neither.
-- @setup
CREATE TABLE cn0 (ra int, a1 int, a2 jsonb);
CREATE TABLE cn1 (rb int, b0 boolean);
INSERT INTO cn0 VALUES (0, 1, '1.5');
-- @case fuzz-classes-s26-2.1
SELECT ra, NOT EXISTS (SELECT 1 FROM cn1 WHERE (('A'::text)::integer[] IS NOT DISTINCT FROM NULL::integer[]) AND ('{}'::jsonb < CASE WHEN NULL::boolean THEN NULL::jsonb ELSE (('"a"'::jsonb -> 'b'::text) - a1) END)) FROM cn0
-- @case fuzz-classes-s26-2.2
SELECT ra, EXISTS (SELECT 1 FROM cn1 WHERE (('A'::text)::integer[] IS NOT DISTINCT FROM NULL::integer[]) AND (CASE WHEN false THEN rb > 0 WHEN true THEN NULL::int > a1 END)) FROM cn0
-- @case fuzz-classes-s26-2.3
SELECT ra, EXISTS (SELECT 1 FROM cn1 WHERE (('A'::text)::integer[] IS NOT DISTINCT FROM NULL::integer[]) AND (CASE WHEN false THEN rb > 0 END)) FROM cn0
-- @case fuzz-classes-s26-2.4
SELECT ra, EXISTS (SELECT 1 FROM cn1 WHERE (('A'::text)::integer[] IS NOT DISTINCT FROM NULL::integer[]) AND (CASE WHEN rb > 0 THEN NULL::int > a1 END)) FROM cn0
-- @case fuzz-classes-s26-2.5
SELECT ra, (SELECT count(*) FROM cn1 WHERE (('A'::text)::integer[] IS NOT DISTINCT FROM NULL::integer[]) AND (CASE WHEN NULL THEN true ELSE NULL::int > a1 END)) FROM cn0
-- @case fuzz-classes-s26-2.6
SELECT ra, EXISTS (SELECT 1 FROM cn1 WHERE (('A'::text)::integer[] IS NOT DISTINCT FROM NULL::integer[]) AND (CASE WHEN NULL THEN true ELSE a1 > 0 END)) FROM cn0
-- Family 3: `f(a0, NULL) NOT IN (SELECT …)` (a strict call of a column folded to NULL) reads no
-- column once folded: a pseudoconstant qual, its One-Time Filter runs the subquery before the
-- (empty) scan. NOT IN and ALL cannot fold a NULL left operand; IN and ANY (a semi-join) can.
-- @setup
CREATE TABLE ni0 (ra int, a0 text, a1 numeric);
CREATE TABLE ni1 (rb int, b0 boolean);
INSERT INTO ni1 VALUES (0, true);
-- @case fuzz-classes-s26-3.1
SELECT ra FROM ni0 WHERE (split_part(a0, 'a1'::text, NULL::integer))::timestamp with time zone NOT IN (SELECT date_trunc('ab'::text, '2000-02-29 12:30:00.5-05:30'::timestamp with time zone, 'é'::text) FROM ni1 WHERE b0)
-- @case fuzz-classes-s26-3.2
SELECT ra FROM ni0 WHERE (a1 + NULL) NOT IN (SELECT (rb::text || 'x')::int FROM ni1 WHERE b0)
-- @case fuzz-classes-s26-3.3
SELECT ra FROM ni0 WHERE (a1 + NULL) > ALL (SELECT (rb::text || 'x')::int FROM ni1 WHERE b0)
-- @case fuzz-classes-s26-3.4
SELECT ra FROM ni0 WHERE (a1 + NULL) IN (SELECT (rb::text || 'x')::int FROM ni1 WHERE b0)
-- @case fuzz-classes-s26-3.5
SELECT ra FROM ni0 WHERE (a1 + NULL) = ANY (SELECT (rb::text || 'x')::int FROM ni1 WHERE b0)
-- @case fuzz-classes-s26-3.6
SELECT ra FROM ni0 WHERE ra > 0 AND (a1 + NULL) NOT IN (SELECT (rb::text || 'x')::int FROM ni1 WHERE b0)
-- Family 4: a set operation's subquery keeps its first arm's outer-only conditions as that
-- arm's One-Time Filter, the first thing the subplan computes, over an empty table too; where
-- they are not true the answer is the set operation without that arm's rows.
-- @setup
CREATE TABLE so0 (ra int, a1 text);
CREATE TABLE so1 (rb int, b1 real);
INSERT INTO so0 VALUES (0, 'Zz'), (1, '00000000-0000-0000-0000-000000000000');
-- @case fuzz-classes-s26-4.1
SELECT ra, NULL::real NOT IN (SELECT NULL::real FROM so1 WHERE ((a1)::uuid IN ('00000000-0000-0000-0000-000000000000'::uuid)) UNION ALL SELECT NULL) FROM so0
-- @case fuzz-classes-s26-4.2
SELECT ra, 2::real NOT IN (SELECT b1 FROM so1 WHERE a1 > 'a' UNION ALL SELECT 2) FROM so0 ORDER BY ra
-- @case fuzz-classes-s26-4.3
SELECT ra, EXISTS (SELECT b1 FROM so1 WHERE a1 > 'a' UNION ALL SELECT 2 WHERE ra > 0) FROM so0 ORDER BY ra
-- @case fuzz-classes-s26-4.4
SELECT ra, EXISTS (SELECT b1 FROM so1 WHERE a1::uuid IS NULL UNION SELECT 2 WHERE ra > 0) FROM so0 ORDER BY ra
-- @case fuzz-classes-s26-4.5
SELECT ra, (SELECT b1 FROM so1 WHERE a1 = 'Zz' UNION ALL SELECT 2 WHERE ra > 0) FROM so0 ORDER BY ra
-- @case fuzz-classes-s26-4.6
SELECT ra, 2 = ALL (SELECT b1 FROM so1 WHERE a1 = 'Zz' UNION ALL SELECT 2 WHERE ra > 0) FROM so0 ORDER BY ra
-- @case fuzz-classes-s26-4.7
SELECT ra FROM so0 WHERE NOT EXISTS (SELECT b1 FROM so1 WHERE a1::uuid IS NULL UNION ALL SELECT 2 WHERE ra > 5) ORDER BY ra
-- @case fuzz-classes-s26-4.8
SELECT ra, 1 IN (SELECT rb FROM so1 WHERE a1::uuid IS NULL UNION ALL SELECT 1 UNION ALL SELECT 3) FROM so0 ORDER BY ra
-- Family 5: a set operation's arm whose WHERE folds to false (or NULL) is a dummy relation the
-- Append leaves out: its GREATEST/LEAST over a type without comparison (json) is never started,
-- no 42883; the arm of a WHERE that only may be false, or a plain SELECT's, still raises it.
-- @setup
CREATE TABLE dj0 (ra int, a0 boolean);
CREATE TABLE dj1 (rb int, b2 json);
-- @case fuzz-classes-s26-5.1
SELECT ra FROM dj0 WHERE NULL::uuid NOT IN (SELECT ((LEAST(b2, b2) ->> 'ab'::text))::uuid FROM dj1 WHERE NULL::boolean UNION ALL SELECT NULL)
-- @case fuzz-classes-s26-5.2
SELECT ra FROM dj0 WHERE NULL::uuid NOT IN (SELECT ((LEAST(b2, b2) ->> 'ab'::text))::uuid FROM dj1 WHERE rb > 0 UNION ALL SELECT NULL)
-- @case fuzz-classes-s26-5.3
SELECT LEAST(b2, b2) FROM dj1 WHERE false UNION ALL SELECT NULL::json
-- @case fuzz-classes-s26-5.4
SELECT LEAST(b2, b2) FROM dj1 WHERE NULL::boolean
-- @case fuzz-classes-s26-5.5
SELECT NULL::json UNION ALL SELECT LEAST(b2, b2) FROM dj1 WHERE rb + NULL > 0
-- @case fuzz-classes-s26-5.6
SELECT ra, (SELECT LEAST(b2, b2)::text FROM dj1 WHERE false UNION ALL SELECT 'x') FROM dj0
-- Family 6: a CASE arm dropped by a condition that is a strict call over a NULL constant is
-- dropped only once that condition is folded, its other constant arguments first: their
-- errors come before anything of the arms after it.
-- @case fuzz-classes-s26-6.1
SELECT NULL::jsonb, CASE WHEN (('NULL'::text)::bigint <= NULL::integer) THEN '15:52:57'::time without time zone ELSE (('hello world'::text)::interval + make_time('2147483647'::integer, '0'::integer, '-426.325'::double precision)) END
-- @case fuzz-classes-s26-6.2
SELECT CASE WHEN (('NULL'::text)::bigint <= NULL::integer) THEN '15:52:57'::time ELSE (('1 day'::text)::interval + make_time(2147483647, 0, 1)) END
-- @case fuzz-classes-s26-6.3
SELECT CASE WHEN false THEN 1 WHEN (NULL::integer <= ('x'::text)::bigint) THEN 2 ELSE length(repeat('x', -1) || ('y'::text)::interval::text) END
-- @case fuzz-classes-s26-6.4
SELECT CASE WHEN (('1'::text)::bigint <= NULL::integer) THEN 1 ELSE ('1 day'::interval + make_time(2147483647, 0, 0))::text::int END
-- Family 7: a subquery's WHERE with a literal FALSE term (`NOT true`) is FALSE: a dummy relation,
-- its other terms never folded or computed (a NULL term leaves them folded, and raising).
-- @setup
CREATE TABLE sf0 (ra int, a0 smallint);
CREATE TABLE sf1 (rb int);
INSERT INTO sf0 VALUES (1, 1);
-- @case fuzz-classes-s26-7.1
SELECT ra FROM sf0 WHERE EXISTS (SELECT 1 FROM sf1 WHERE (NOT 'true'::boolean) AND ((a0 - ('-10'::smallint * '32767'::smallint)) < '-32768'::smallint))
-- @case fuzz-classes-s26-7.2
SELECT ra, (SELECT count(*) FROM sf1 WHERE (NOT 'true'::boolean) AND ((a0 - ('-10'::smallint * '32767'::smallint)) < 0)) FROM sf0
-- @case fuzz-classes-s26-7.3
SELECT ra, (SELECT max(rb) FROM sf1 WHERE NULL::boolean AND ((a0 - ('-10'::smallint * '32767'::smallint)) < 0)) FROM sf0
-- @case fuzz-classes-s26-7.4
SELECT ra, 1 > ALL (SELECT rb FROM sf1 WHERE false AND ((a0 - ('-10'::smallint * '32767'::smallint)) < 0)) FROM sf0
-- @case fuzz-classes-s26-7.5
SELECT ra, EXISTS (SELECT 1 FROM sf1 WHERE (NOT 'true'::boolean) AND ((a0 - ('-10'::smallint * '32767'::smallint)) < '-32768'::smallint)) FROM sf0
-- @case fuzz-classes-s26-7.6
SELECT ra FROM sf0 WHERE NOT EXISTS (SELECT 1 FROM sf1 WHERE (NOT 'true'::boolean) AND ((a0 - ('-10'::smallint * '32767'::smallint)) < '-32768'::smallint))
-- Family 8: a correlated EXISTS at the top of WHERE is pulled up into a semi-join; its condition
-- of no column (a stable cast) is then a gating qual of the whole query, tested before any
-- table is read (not so for NOT EXISTS, an anti-join, nor an EXISTS under OR or in the select
-- list: subplans, run per outer row; a constant LIMIT is dropped).
-- @setup
CREATE TABLE sg0 (ra int, a2 int);
CREATE TABLE sg1 (rb int);
-- @case fuzz-classes-s26-8.1
SELECT ra FROM sg0 WHERE EXISTS (SELECT 1 FROM sg1 WHERE (('0'::integer = a2) AND ((' '::text)::text[] IS NOT NULL)))
-- @case fuzz-classes-s26-8.2
SELECT ra FROM sg0 WHERE EXISTS (SELECT 1 FROM sg1 WHERE a2 = rb AND ((' '::text)::text[] IS NOT NULL))
-- @case fuzz-classes-s26-8.3
SELECT ra FROM sg0 WHERE NOT EXISTS (SELECT 1 FROM sg1 WHERE a2 = rb AND ((' '::text)::text[] IS NOT NULL))
-- @case fuzz-classes-s26-8.4
SELECT ra FROM sg0 WHERE ra > 0 OR EXISTS (SELECT 1 FROM sg1 WHERE a2 = rb AND ((' '::text)::text[] IS NOT NULL))
-- @case fuzz-classes-s26-8.5
SELECT ra, EXISTS (SELECT 1 FROM sg1 WHERE a2 = rb AND ((' '::text)::text[] IS NOT NULL)) FROM sg0
-- @case fuzz-classes-s26-8.6
SELECT ra FROM sg0 WHERE EXISTS (SELECT 1 FROM sg1 WHERE a2 = rb AND ((' '::text)::text[] IS NOT NULL) LIMIT 1)
-- @case fuzz-classes-s26-8.7
SELECT ra FROM sg0 WHERE EXISTS (SELECT 1 FROM sg1 WHERE a2 = rb AND false AND ((' '::text)::text[] IS NOT NULL))
