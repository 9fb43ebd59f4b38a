-- What PostgreSQL evaluates before reading a row: every constant subexpression the planner
-- folds (immutable functions, operators and casts over constants, in subqueries too), and each
-- WHERE condition that reads no column of its query (a One-Time Filter, tested once before the
-- scan), so their errors surface even over empty tables. What it leaves unevaluated stays so.
-- @setup
CREATE TABLE fpt_empty (ra integer, a0 integer);
CREATE TABLE fpt_one (rb integer, b0 integer, b1 smallint, b2 text, b3 numeric);
INSERT INTO fpt_one VALUES (0, -543, 0, 'Zz', 'NaN');
-- 1: constants in the target list, ORDER BY, GROUP BY, WHERE, JOIN … ON, LIMIT over no row
-- @case fuzz-plan-time-1.1
SELECT ra, make_date(-2147483648, 406, 0) FROM fpt_empty
-- @case fuzz-plan-time-1.2
SELECT mod(965, 0), count(*) FROM fpt_empty GROUP BY 1
-- @case fuzz-plan-time-1.3
SELECT ra FROM fpt_empty ORDER BY ('[]'::jsonb)::integer
-- @case fuzz-plan-time-1.4
SELECT ra FROM fpt_empty WHERE ra = ('NaN'::numeric)::integer
-- @case fuzz-plan-time-1.5
SELECT ra, rb FROM fpt_empty LEFT JOIN fpt_one ON rb = power(0::numeric, -1::numeric)
-- @case fuzz-plan-time-1.6
SELECT ra FROM fpt_empty LIMIT ('"x"'::jsonb)::bigint
-- @case fuzz-plan-time-1.7
SELECT count(('true'::jsonb)::real) FROM fpt_empty
-- 2: constants inside subqueries, planned even where they never run
-- @case fuzz-plan-time-2.1
SELECT ra FROM fpt_empty WHERE ra IN (SELECT ('Infinity'::numeric)::smallint FROM fpt_one)
-- @case fuzz-plan-time-2.2
SELECT ra, (SELECT acosh(0.1::float8) FROM fpt_one LIMIT 1) FROM fpt_empty
-- @case fuzz-plan-time-2.3
SELECT ra FROM fpt_empty UNION ALL SELECT rb FROM fpt_one WHERE b2 = chr(0)
-- 3: a WHERE condition that reads no column of its query runs once before the scan
-- @case fuzz-plan-time-3.1
SELECT ra FROM fpt_empty WHERE NULL::text IN (SELECT ((b3)::bigint)::text FROM fpt_one)
-- @case fuzz-plan-time-3.2
SELECT ra FROM fpt_empty WHERE 'x' = (SELECT (b2)::integer::text FROM fpt_one)
-- @case fuzz-plan-time-3.3
SELECT count(*) FROM fpt_empty WHERE ra > 0 AND ('0'::text)::timestamp <> '2039-05-11'::date
-- 4: what the planner does not evaluate: a constant that decides AND/OR/CASE/COALESCE, a strict
-- call folded to NULL, an EXISTS subquery's target list, a stable cast, a condition reading a column
-- @case fuzz-plan-time-4.1
SELECT ra FROM fpt_empty WHERE false AND ra = (1 / 0)
-- @case fuzz-plan-time-4.2
SELECT ra, CASE WHEN 1 > 2 THEN 1 / 0 ELSE 1 END FROM fpt_empty
-- @case fuzz-plan-time-4.3
SELECT ra, COALESCE(1, 1 / 0) FROM fpt_empty
-- @case fuzz-plan-time-4.4
SELECT ra FROM fpt_empty WHERE NULL::integer + (SELECT 1 / 0 FROM fpt_one) > 0
-- @case fuzz-plan-time-4.5
SELECT ra FROM fpt_empty WHERE EXISTS (SELECT 1 / 0 FROM fpt_one)
-- @case fuzz-plan-time-4.6
SELECT ra, ('ab'::text)::date FROM fpt_empty
-- @case fuzz-plan-time-4.7
SELECT ra FROM fpt_empty WHERE ra > (SELECT (b3)::bigint FROM fpt_one)
-- @case fuzz-plan-time-4.8
SELECT ra FROM fpt_empty WHERE random() > 2 AND (SELECT (b3)::bigint FROM fpt_one) > 0
-- @case fuzz-plan-time-4.9
SELECT ra FROM fpt_empty WHERE a0 IN (SELECT (b3)::bigint FROM fpt_one)
-- 5: a constant AND term that folds the WHERE to false: neither its other operand nor the other
-- terms are evaluated
-- @case fuzz-plan-time-5.1
SELECT ra FROM fpt_empty WHERE (LEAST('false'::boolean, NULL::boolean) AND ('null'::jsonb)::boolean)
-- @case fuzz-plan-time-5.2
SELECT ra FROM fpt_empty WHERE LEAST(false, NULL::boolean) AND NULL::text IN (SELECT ((b3)::bigint)::text FROM fpt_one)
-- @case fuzz-plan-time-5.3
SELECT ra, (LEAST('false'::boolean, NULL::boolean) AND ('null'::jsonb)::boolean) FROM fpt_empty
-- 6: AND/OR with a constant operand that decides it: the other operands are not computed
-- @setup
CREATE TABLE fpt_row (ra integer);
INSERT INTO fpt_row VALUES (1);
-- @case fuzz-plan-time-6.1
SELECT (LEAST('false'::boolean, NULL::boolean) AND ('null'::jsonb)::boolean), (1 < 2) OR (1 / 0 = 1)
-- @case fuzz-plan-time-6.2
SELECT ra, (ra / 0 = 1) OR (1 < 2), (ra / 0 = 1) AND (1 > 2) FROM fpt_row
-- @case fuzz-plan-time-6.3
SELECT ra, (ra / 0 = 1) AND (NULL::integer > 2) FROM fpt_row
-- @case fuzz-plan-time-6.4
SELECT ra FROM fpt_row WHERE (ra / 0 = 1) OR (1 < 2)
-- @case fuzz-plan-time-6.5
SELECT ((1 / 0 = 1) OR (1 < 2))
