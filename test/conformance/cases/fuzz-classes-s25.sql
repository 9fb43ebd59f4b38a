-- Fuzz classes of session 25 (the query shapes of test/fuzz/query-shapes.ts).
-- Family 1: a LEFT join's ON terms of the nullable side alone filter its scan once the
-- preserved side has a row; the level's WHERE terms of the preserved side alone (or of no
-- column) filter the preserved scan first, so where no preserved row passes them the nullable
-- side is never read and its filter's error never raised.
-- @setup
CREATE TABLE pw0 (ra int, a0 int);
CREATE TABLE pw1 (rb int, b0 text);
INSERT INTO pw0 VALUES (1, 5), (2, 7);
INSERT INTO pw1 VALUES (2, 'x'), (1, '3');
-- @case fuzz-classes-s25-1.1
SELECT ra, rb FROM pw0 LEFT JOIN pw1 ON ra = rb AND (b0)::int > 0 WHERE a0 > 10
-- @case fuzz-classes-s25-1.2
SELECT ra, rb FROM pw0 LEFT JOIN pw1 ON ra = rb AND (b0)::int > 0 WHERE a0 > 6
-- @case fuzz-classes-s25-1.3
SELECT ra, rb FROM pw0 LEFT JOIN pw1 ON ra = rb AND (b0)::int > 0 WHERE a0 > 10 AND ra > 0
-- @case fuzz-classes-s25-1.4
SELECT ra, rb FROM pw0 LEFT JOIN pw1 ON ra = rb AND (b0)::int > 0 WHERE a0 > 10 OR rb > 100
-- @case fuzz-classes-s25-1.5
SELECT ra, rb FROM pw0 LEFT JOIN pw1 ON ra = rb AND (b0)::int > 0 WHERE current_setting('x.y', true) IS NOT NULL
-- Family 2: a WHERE's CASE whose conditions are literals is folded by the planner to the branch
-- they choose; an AND there joins the qual list, its terms (a BETWEEN's two comparisons too)
-- tested cheapest first with the others.
-- @setup
CREATE TABLE cq0 (ra int, a0 timestamp);
INSERT INTO cq0 VALUES (0, '2017-07-13 16:09:18');
-- @case fuzz-classes-s25-2.1
SELECT ra FROM cq0 WHERE CASE WHEN NULL::boolean THEN false ELSE ((ra)::boolean AND ('infinity'::timestamp BETWEEN a0 AND date_trunc('ab', a0))) END
-- @case fuzz-classes-s25-2.2
SELECT ra FROM cq0 WHERE CASE WHEN true THEN ((ra)::boolean AND (date_trunc('ab', a0) IS NULL)) END
-- @case fuzz-classes-s25-2.3
SELECT ra FROM cq0 WHERE CASE WHEN false THEN true WHEN NULL THEN false ELSE ((ra)::boolean AND date_trunc('ab', a0) IS NULL) END AND ra >= 0
-- @case fuzz-classes-s25-2.4
SELECT ra FROM cq0 WHERE CASE WHEN true THEN (ra)::boolean ELSE date_trunc('ab', a0) IS NULL END
-- @case fuzz-classes-s25-2.5
SELECT ra FROM cq0 WHERE CASE WHEN ra > 0 THEN (ra)::boolean ELSE date_trunc('ab', a0) IS NULL END
-- @case fuzz-classes-s25-2.6
WITH c AS MATERIALIZED (SELECT ra AS k, a0 AS v FROM cq0 WHERE a0 IS NOT NULL) SELECT k FROM c WHERE CASE WHEN NULL::boolean THEN 'false'::boolean ELSE (LEAST((k)::boolean, ('-74671'::bigint > k)) AND ('infinity'::timestamp BETWEEN v AND date_trunc('ab', v))) END
-- Family 3: a subquery's condition of no column whose cast or call is stable (not folded while
-- planning: text to an array runs array_in) is its One-Time Filter, computed when the subquery
-- first runs although its table is empty.
-- @setup
CREATE TABLE sb0 (ra int, a0 date);
CREATE TABLE sb1 (rb int);
INSERT INTO sb1 VALUES (0);
-- @case fuzz-classes-s25-3.1
SELECT rb FROM sb1 WHERE rb > 5 OR EXISTS (SELECT 1 FROM sb0 WHERE ('{}'::integer[] BETWEEN '{}'::integer[] AND ('NULL'::text)::integer[]))
-- @case fuzz-classes-s25-3.2
SELECT rb, EXISTS (SELECT 1 FROM sb0 WHERE ('{}'::integer[] <= ('NULL'::text)::integer[])) FROM sb1
-- @case fuzz-classes-s25-3.3
SELECT rb, (SELECT count(*) FROM sb0 WHERE '{}'::integer[] <= ('NULL'::text)::integer[]) FROM sb1
-- @case fuzz-classes-s25-3.4
SELECT rb FROM sb1 WHERE rb > 5 OR EXISTS (SELECT 1 FROM sb0 WHERE ('{}'::integer[] <= ('{1}'::text)::integer[]))
