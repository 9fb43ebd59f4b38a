-- BETWEEN is the AND of two comparisons (x >= a AND x <= b), folded as PostgreSQL's planner folds
-- an AND: a comparison of constants that is false decides it, and the other comparison is
-- dropped unevaluated; a NULL or true one does not decide.
-- @setup
CREATE TABLE cb (a integer, b text);
INSERT INTO cb VALUES (1, 'x');
-- @case constant-between-1.1
SELECT ('-44'::smallint BETWEEN '43'::smallint AND ('-Infinity'::numeric)::smallint)
-- @case constant-between-1.2
SELECT ('00:00:00.000001'::interval BETWEEN '30 days'::interval AND ('1 day'::interval / 'NaN'::double precision))
-- @case constant-between-1.3
SELECT (5 BETWEEN 10 AND a / 0) FROM cb
-- @case constant-between-1.4
SELECT (5 BETWEEN a / 0 AND 1) FROM cb
-- @case constant-between-1.5
SELECT (5 NOT BETWEEN 10 AND a / 0), (5 NOT BETWEEN a / 0 AND 1) FROM cb
-- @case constant-between-1.6
SELECT a FROM cb WHERE 5 BETWEEN 10 AND (b)::integer
-- 2: a comparison that does not decide leaves the other one to run
-- @case constant-between-2.1
SELECT (5 BETWEEN 1 AND a / 0) FROM cb
-- @case constant-between-2.2
SELECT (NULL::integer BETWEEN 10 AND a / 0) FROM cb
-- @case constant-between-2.3
SELECT (a BETWEEN 10 AND 1 / 0) FROM cb
-- @case constant-between-2.4
SELECT (5 BETWEEN SYMMETRIC 1 AND 10), (5 BETWEEN 1 AND 10), (5 NOT BETWEEN 1 AND 10), (a BETWEEN 0 AND 2) FROM cb
-- @case constant-between-2.5
SELECT (NULL::date BETWEEN make_date(a, 950, a) AND '1999-01-09'::date) FROM cb
-- @case constant-between-2.6
SELECT (NULL::date >= make_date(a, 950, a)) FROM cb
-- @case constant-between-2.7
SELECT (NULL::integer BETWEEN 10 AND a + 1/0) FROM cb
