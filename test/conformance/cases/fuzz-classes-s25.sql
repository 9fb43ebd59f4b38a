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
-- @case fuzz-classes-s25-1.6
SELECT ra, rb FROM pw1 RIGHT JOIN pw0 ON ra = rb AND (b0)::int > 0 WHERE a0 > 10
-- @case fuzz-classes-s25-1.7
SELECT ra, rb FROM pw1 RIGHT JOIN pw0 ON ra = rb AND (b0)::int > 0 WHERE a0 > 6
-- @case fuzz-classes-s25-1.8
SELECT ra, rb FROM pw1 RIGHT JOIN pw0 ON ra = rb AND (b0)::int > 0 WHERE a0 > 10 AND ra > 0
-- @case fuzz-classes-s25-1.9
SELECT ra, rb FROM pw1 RIGHT JOIN pw0 ON ra = rb AND (b0)::int > 0 WHERE a0 > 6 ORDER BY ra
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
-- A WHERE folding to NULL leaves the target list's constants folded first (CI fuzz seed 20261128).
-- @case fuzz-classes-s25-2.7
SELECT ra, ('é'::text)::uuid FROM cq0 WHERE CASE WHEN NULL::boolean THEN 'false'::boolean ELSE NULL::boolean END
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
-- Family 4: NOT EXISTS in a qual is an anti-join whose conditions on the outer row alone are
-- tested at the join, for each pair it forms: over an empty inner table, or one whose rows its
-- own conditions reject, never (CI fuzz seed 20261128).
-- @setup
CREATE TABLE aj0 (ra int, a1 numeric);
CREATE TABLE aj1 (rb int, b0 text);
CREATE TABLE aj2 (rc int);
INSERT INTO aj0 VALUES (0, -2), (1, 3);
INSERT INTO aj1 VALUES (1, 'x');
-- @case fuzz-classes-s25-4.1
SELECT ra FROM aj0 WHERE NOT EXISTS (SELECT 1 FROM aj2 WHERE 'true'::boolean AND log(a1, a1) = a1)
-- @case fuzz-classes-s25-4.2
SELECT ra FROM aj0 WHERE NOT EXISTS (SELECT 1 FROM aj2 WHERE 1 / (a1 + 2) = a1) ORDER BY ra
-- @case fuzz-classes-s25-4.3
SELECT ra FROM aj0 WHERE ra >= 0 AND NOT EXISTS (SELECT 1 FROM aj1 WHERE rb > 100 AND 1 / (a1 + 2) = a1)
-- @case fuzz-classes-s25-4.4
SELECT ra FROM aj0 WHERE NOT EXISTS (SELECT 1 FROM aj1 WHERE 1 / (a1 + 2) = a1)
-- @case fuzz-classes-s25-4.5
SELECT ra, NOT EXISTS (SELECT 1 FROM aj2 WHERE 1 / (a1 + 2) = a1) FROM aj0
-- Family 5: a BETWEEN in a subquery's WHERE is two comparisons; one of the outer row alone is a
-- One-Time Filter of the subquery, computed over an empty table too (CI fuzz seed 20261128).
-- @case fuzz-classes-s25-5.1
SELECT ra FROM aj0 WHERE EXISTS (SELECT 1 FROM aj2 WHERE ('-72123'::bigint BETWEEN (ra::bigint - '-9223372036854775808'::bigint) AND rc::bigint))
-- @case fuzz-classes-s25-5.2
SELECT ra, (SELECT count(*) FROM aj2 WHERE ra BETWEEN 1 / (ra - 1) AND rc) FROM aj0 ORDER BY ra
-- @case fuzz-classes-s25-5.3
SELECT ra FROM aj0 WHERE EXISTS (SELECT 1 FROM aj1 WHERE rb BETWEEN ra AND 5) ORDER BY ra
