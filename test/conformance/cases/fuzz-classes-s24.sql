-- Fuzz classes of session 24 (the query shapes of test/fuzz/query-shapes.ts).
-- Family 1: each term of HAVING without an aggregate, GROUPING(), subquery or volatile call is
-- moved to WHERE under a plain GROUP BY (copied there without one): it filters the rows before
-- they are grouped, a constant false or NULL one reads no row, and no aggregate argument is
-- computed for a row it rejects.
-- @setup
CREATE TABLE hv (rb int, b0 boolean, b1 text);
INSERT INTO hv VALUES (1, true, 'x'), (2, false, '7'), (2, true, '8');
-- @case fuzz-classes-s24-1.1
SELECT rb, count(*) FROM hv GROUP BY rb HAVING rb > 1 AND bool_or(1 / (rb - 1) > 0)
-- @case fuzz-classes-s24-1.2
SELECT rb, count(*) FROM hv GROUP BY rb HAVING false AND count((b1)::int > 0) >= 1
-- @case fuzz-classes-s24-1.3
SELECT rb, count(*) FROM hv GROUP BY rb HAVING NULL::boolean AND bool_or((b1)::int > 0)
-- @case fuzz-classes-s24-1.4
SELECT rb, count(*) FROM hv GROUP BY rb HAVING (rb <> 1) AND sum((b1)::int) > 1 ORDER BY rb
-- @case fuzz-classes-s24-1.5
SELECT count(*) FROM hv HAVING 1 > 2 AND bool_or((b1)::int > 0)
-- @case fuzz-classes-s24-1.6
SELECT sum((b1)::int) FROM hv HAVING false
-- @case fuzz-classes-s24-1.7
SELECT rb, count(*) FROM hv GROUP BY rb HAVING b0
-- @case fuzz-classes-s24-1.8
SELECT rb, count(*) FROM hv GROUP BY ROLLUP (rb) HAVING rb IS NULL
-- @case fuzz-classes-s24-1.9
SELECT rb, count(*) FROM hv GROUP BY rb HAVING rb > 1 AND random() >= 0 AND bool_or((b1)::int > 0)
-- @case fuzz-classes-s24-1.10
SELECT rb, count(*) FROM hv GROUP BY rb HAVING rb = 1 OR bool_or((b1)::int > 0)
-- Family 2: a correlated scalar subquery and x [NOT] IN / op ALL over a correlated subquery are
-- subplans whose conditions on the outer row alone are a One-Time Filter under the aggregate,
-- sort or limit: computed for every outer row before the first inner row, even over an empty
-- table; where it is not true no inner row is read and x is not computed.
-- @setup
CREATE TABLE so0 (ra int, a0 text);
INSERT INTO so0 VALUES (1, 'x');
CREATE TABLE so1 (rb int, b0 boolean);
CREATE TABLE so2 (rc int, c0 boolean);
INSERT INTO so2 VALUES (1, true), (2, false);
-- @case fuzz-classes-s24-2.1
SELECT ra, (SELECT count(*) FROM so1 WHERE b0 AND (a0)::boolean) FROM so0
-- @case fuzz-classes-s24-2.2
SELECT ra, (SELECT max(rb) FROM so1 WHERE b0 AND (a0)::boolean) FROM so0
-- @case fuzz-classes-s24-2.3
SELECT ra, (SELECT rb FROM so1 WHERE b0 AND (a0)::boolean ORDER BY rb DESC LIMIT 1) FROM so0
-- @case fuzz-classes-s24-2.4
SELECT ra, ra IN (SELECT rb FROM so1 WHERE (a0)::boolean) FROM so0
-- @case fuzz-classes-s24-2.5
SELECT ra FROM so0 WHERE ra NOT IN (SELECT rb FROM so1 WHERE (a0)::boolean)
-- @case fuzz-classes-s24-2.6
SELECT ra, (SELECT count(*) FROM so2 WHERE c0 AND a0 = 'y'), (SELECT count(*) FROM so2 WHERE c0 AND a0 = 'x') FROM so0
-- @case fuzz-classes-s24-2.7
SELECT ra, (ra::text)::int / 0 IN (SELECT rc FROM so2 WHERE a0 = 'y'), (ra::text)::int / 0 NOT IN (SELECT rc FROM so2 WHERE a0 = 'y') FROM so0
-- @case fuzz-classes-s24-2.8
SELECT ra, (ra::text)::int / 0 > ALL (SELECT rc FROM so2 WHERE a0 = 'y') FROM so0
-- @case fuzz-classes-s24-2.9
SELECT ra, (SELECT max(rc) FROM so2 WHERE a0 = 'y'), (SELECT rc FROM so2 WHERE a0 = 'y' AND c0) FROM so0
-- @case fuzz-classes-s24-2.10
SELECT ra, ra IN (SELECT rc FROM so2 WHERE a0 = 'x'), ra NOT IN (SELECT rc FROM so2 WHERE a0 = 'x' AND NOT c0) FROM so0
-- A constant term the planner folds is tested before them: true, they still run; false or NULL,
-- the WHERE is false and nothing of it is computed.
-- @case fuzz-classes-s24-2.11
SELECT ra, NOT EXISTS (SELECT 1 FROM so1 WHERE make_time(874, -1, ra + 0.1) IS NULL AND (0 >= -23732)) FROM so0
-- @case fuzz-classes-s24-2.12
SELECT ra, (SELECT count(*) FROM so1 WHERE make_time(874, -1, ra + 0.1) IS NULL AND (2 >= 1)) FROM so0
-- @case fuzz-classes-s24-2.13
SELECT ra, ra IN (SELECT rb FROM so1 WHERE (1 < 2) AND make_time(874, -1, ra + 0.1) IS NULL) FROM so0
-- @case fuzz-classes-s24-2.14
SELECT ra, NOT EXISTS (SELECT 1 FROM so1 WHERE make_time(874, -1, ra + 0.1) IS NULL AND (0 >= 1)), (SELECT count(*) FROM so1 WHERE make_time(874, -1, ra + 0.1) IS NULL AND (0 >= NULL::int)) FROM so0
-- Family 3: a condition of no column the planner does not fold (a stable cast) in a subquery's
-- WHERE is its One-Time Filter too: computed before its first row, over an empty table too.
-- @setup
CREATE TABLE sc0 (ra int);
INSERT INTO sc0 VALUES (0);
CREATE TABLE sc1 (rb int);
-- @case fuzz-classes-s24-3.1
SELECT ra, (SELECT sum(rb) FILTER (WHERE rb > 1) FROM sc1 WHERE ('infinity'::date < ('NULL'::text)::timestamp)) FROM sc0
-- @case fuzz-classes-s24-3.2
SELECT ra, EXISTS (SELECT 1 FROM sc1 WHERE ('{}'::text[] <= ('hello world'::text)::text[])) FROM sc0
-- @case fuzz-classes-s24-3.3
SELECT ra, (SELECT count(*) FROM sc1 WHERE ('infinity'::date < ('2020-01-01'::text)::timestamp) AND rb > 0) FROM sc0
-- @case fuzz-classes-s24-3.4
SELECT ra, ra IN (SELECT rb FROM sc1 WHERE ('x'::text)::timestamp IS NOT NULL) FROM sc0
-- Family 4: an ON term of a LEFT (RIGHT) join reading only the nullable side is pushed down to
-- that side's scan: computed for each of its rows once the preserved side has a row, also for
-- rows no preserved row matches; over an empty preserved side never.
-- @setup
CREATE TABLE oj0 (ra int, a0 text);
CREATE TABLE oj1 (rb int, b0 text);
CREATE TABLE oj2 (rc int, c0 text);
INSERT INTO oj0 VALUES (1, '5');
INSERT INTO oj1 VALUES (2, 'x'), (1, '3');
-- @case fuzz-classes-s24-4.1
SELECT ra, rb FROM oj0 LEFT JOIN oj1 ON ra = rb AND (b0)::int > 0
-- @case fuzz-classes-s24-4.2
SELECT rc, rb FROM oj2 LEFT JOIN oj1 ON rc = rb AND (b0)::int > 0
-- @case fuzz-classes-s24-4.3
SELECT ra, rb FROM oj1 RIGHT JOIN oj0 ON ra = rb AND (b0)::int > 0
-- @case fuzz-classes-s24-4.4
SELECT ra, rb FROM oj1 LEFT JOIN oj0 ON ra = rb AND (b0)::int > 0 ORDER BY rb
-- @case fuzz-classes-s24-4.5
SELECT ra, rb FROM oj0 LEFT JOIN oj1 ON ra = rb AND rb > 1 AND (b0)::int > 0
-- @case fuzz-classes-s24-4.6
SELECT ra, rb FROM oj0 FULL JOIN oj1 ON ra = rb AND (b0)::int > 0 ORDER BY rb
-- @case fuzz-classes-s24-4.7
SELECT rb, rc FROM oj1 RIGHT JOIN oj2 ON rb = rc AND (b0)::int > 0
-- Family 2 beside a WHERE the planner may fold to false: a strict operator over a constant that
-- is not NULL leaves the WHERE as it is, so an outer-only condition of an EXISTS is still its
-- One-Time Filter, computed over an empty inner table too (CI fuzz seed 20261128, session 24);
-- where the constant is NULL the relation is a dummy one and nothing is computed.
-- @setup
CREATE TABLE ef0 (ra int, a1 jsonb, a3 jsonb);
CREATE TABLE ef1 (rb int);
INSERT INTO ef0 VALUES (0, '{"k": -6}', '1.50');
-- @case fuzz-classes-s24-5.1
SELECT ra FROM ef0 WHERE EXISTS (SELECT 1 FROM ef1 WHERE ('-70'::smallint + '0'::bigint) < (a1)::integer)
-- @case fuzz-classes-s24-5.2
SELECT ra FROM ef0 WHERE EXISTS (SELECT 1 FROM ef1 WHERE ((jsonb_set('"a"'::jsonb, '{""}'::text[], a3, true) -> 0))::boolean)
-- @case fuzz-classes-s24-5.3
SELECT ra FROM ef0 WHERE EXISTS (SELECT 1 FROM ef1 WHERE (NULL::smallint + '0'::bigint) < (a1)::integer)
