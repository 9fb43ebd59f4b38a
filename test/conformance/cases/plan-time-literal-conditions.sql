-- The planner's CASE and AND/OR simplification over literal conditions: a WHEN FALSE (or NULL)
-- arm is dropped without folding its result, a WHEN TRUE arm's result is folded and ends the
-- CASE; in AND a TRUE (in OR a FALSE) operand is dropped and the following ones are folded.

-- @setup
CREATE TABLE ptl (id int, d date);
INSERT INTO ptl VALUES (1, '2000-01-01');
CREATE TABLE ptl_empty (id int, t text);

-- @case plan-time-literal-conditions-1.1
SELECT id FROM ptl WHERE CASE WHEN 'true'::boolean THEN (make_date(2147483647, -155, 0) + NULL::integer) ELSE NULL::date END IN (SELECT ('abc'::text)::date FROM ptl)
-- @case plan-time-literal-conditions-1.2
SELECT id, CASE WHEN false THEN make_date(1, 13, 1) WHEN true THEN make_date(1, 14, 1) END FROM ptl_empty
-- @case plan-time-literal-conditions-1.3
SELECT id, CASE WHEN NULL::boolean THEN make_date(1, 13, 1) ELSE d END FROM ptl
-- @case plan-time-literal-conditions-1.4
SELECT id, CASE WHEN true THEN 1 ELSE make_date(1, 13, 1) - d END FROM ptl

-- @case plan-time-literal-conditions-2.1
SELECT id FROM ptl_empty WHERE true AND make_date(1, 13, 1) > '2000-01-01'
-- @case plan-time-literal-conditions-2.2
SELECT id FROM ptl_empty WHERE (false OR make_date(1, 13, 1) > '2000-01-01') AND t = 'x'
-- @case plan-time-literal-conditions-2.3
SELECT id FROM ptl_empty WHERE t = 'x' AND (false AND make_date(1, 13, 1) > '2000-01-01')
