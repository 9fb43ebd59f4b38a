-- Issue 15 leftovers (session 23): silent wrong answers and wrong SQLSTATEs.

-- @setup
CREATE TABLE w23_t AS SELECT g AS u FROM generate_series(1, 40) g;
CREATE SEQUENCE w23_s;

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
