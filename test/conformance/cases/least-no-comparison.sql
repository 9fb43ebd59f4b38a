-- GREATEST/LEAST over a type with no comparison function (json, point): PostgreSQL looks the
-- function up when the executor starts (42883 "could not identify a comparison function for
-- type json"), so the planner's dropping of the expression (COALESCE after a constant, a CASE
-- arm never taken) leaves no error.

-- @case least-no-comparison-1.1
SELECT LEAST('[0]'::json, '1'::json)
-- @case least-no-comparison-1.2
SELECT COALESCE(1, json_array_length(LEAST('[0]'::json, '1'::json)))
-- @case least-no-comparison-1.3
SELECT CASE WHEN false THEN GREATEST('[0]'::json, '1'::json) END
-- @case least-no-comparison-1.4
SELECT make_time(NULL::integer, COALESCE('-1'::integer, json_array_length(LEAST('[0]'::json, '"\u0041"'::json))), NULL::double precision)
-- @case least-no-comparison-1.5
SELECT GREATEST(point(1,2), point(1,2))
