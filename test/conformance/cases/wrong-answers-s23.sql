-- Issue 15 leftovers (session 23): silent wrong answers and wrong SQLSTATEs.

-- @setup
DEALLOCATE ALL;
CREATE TABLE w23_t AS SELECT g AS u FROM generate_series(1, 40) g;
CREATE SEQUENCE w23_s;
PREPARE w23_p1(text) AS SELECT $1 IN ($1, '_' || $1);
PREPARE w23_p2 AS SELECT $1 IN ($1, '_' || $1), $1 BETWEEN 'a' AND '_' || $1;
PREPARE w23_p3 AS SELECT $1 BETWEEN 1 AND length('a' || $1), $1 NOT BETWEEN 5 AND 2 + length('a' || $1);
PREPARE w23_p4 AS SELECT $1::int || 'x', concat($1::int8, 'y'), length($1::int2::text);

-- 1: a volatile output column that is also a sort key (through a float / numeric / interval order
-- key) is computed once per row: the rows come out sorted by the values they show
-- @case wrong-answers-s23-1.1
SELECT count(*) FROM (SELECT r, lag(r) OVER () AS prev FROM (SELECT u, random() AS r FROM w23_t ORDER BY r) s) w WHERE prev > r
-- @case wrong-answers-s23-1.2
SELECT count(*) FROM (SELECT r, lag(r) OVER () AS prev FROM (SELECT random() AS r FROM w23_t ORDER BY random() DESC) s) w WHERE prev < r
-- @case wrong-answers-s23-1.3
SELECT count(*) FROM (SELECT r, lag(r) OVER () AS prev FROM (SELECT u, (random() * 1000)::numeric AS r FROM w23_t ORDER BY 2, u) s) w WHERE prev > r
-- @case wrong-answers-s23-1.4
SELECT count(*), count(*) FILTER (WHERE prev > r OR n <> pn + 1) FROM (SELECT r, n, lag(r) OVER () AS prev, lag(n) OVER () AS pn FROM (SELECT random() AS r, nextval('w23_s') AS n FROM w23_t ORDER BY r LIMIT 10 OFFSET 5) s) w
-- @case wrong-answers-s23-1.5
SELECT array_agg(n ORDER BY n), count(*) FILTER (WHERE r >= 0 AND r < 1) FROM (SELECT u, random() AS r, nextval('w23_s') AS n FROM w23_t ORDER BY r LIMIT 3) s
-- @case wrong-answers-s23-1.6
SELECT count(*) FROM (SELECT r, lag(r) OVER () AS prev FROM (SELECT u % 3 AS k, max(u) * random() AS r FROM w23_t GROUP BY u % 3 ORDER BY r) s) w WHERE prev > r

-- 2: a parameter typed by one of its uses and coerced to another type by a later one is 42P08
-- (variable_coerce_param_hook); BETWEEN types its parameter by the lower bound first
-- @case wrong-answers-s23-2.1
EXECUTE w23_p1('x')
-- @case wrong-answers-s23-2.2
EXECUTE w23_p2('x')
-- @case wrong-answers-s23-2.3
EXECUTE w23_p3(3)
-- @case wrong-answers-s23-2.4
SELECT name, parameter_types FROM pg_prepared_statements WHERE name LIKE 'w23%' ORDER BY name
-- @case wrong-answers-s23-2.5
PREPARE w23_e AS SELECT $1 IN (1, 'a' || $1)
-- @case wrong-answers-s23-2.6
PREPARE w23_e AS SELECT $1 IN ('a' || $1, 1)
-- @case wrong-answers-s23-2.7
PREPARE w23_e AS SELECT $1 IN (1.5, 'a' || $1)
-- @case wrong-answers-s23-2.8
PREPARE w23_e AS SELECT $1 = ANY (ARRAY[1, length('a' || $1)])
-- @case wrong-answers-s23-2.9
PREPARE w23_e(int) AS SELECT $1 IN (1, 'a' || $1)
-- @case wrong-answers-s23-2.10
VALUES (1), ('a'::text), (2.5)
-- @case wrong-answers-s23-2.11
EXECUTE w23_p4('3')
