-- PostgreSQL computes a volatile SELECT-list column that is not a sort key after ORDER BY and
-- LIMIT (planner.c make_sort_input_target): nextval draws only the rows returned, in output order.

-- @setup
CREATE TABLE vas_t AS SELECT g AS u, (g * 37) % 101 AS t FROM generate_series(1, 50) g;
CREATE SEQUENCE vas_s1;
CREATE SEQUENCE vas_s2;
CREATE SEQUENCE vas_s3;
CREATE SEQUENCE vas_s4;
CREATE SEQUENCE vas_s5;
CREATE SEQUENCE vas_s6;
CREATE SEQUENCE vas_s7;

-- 1: nextval after the sort and the limit
-- @case volatile-after-sort-1.1
SELECT u, nextval('vas_s1') FROM vas_t ORDER BY t LIMIT 5
-- @case volatile-after-sort-1.2
SELECT currval('vas_s1')
-- @case volatile-after-sort-1.3
SELECT u, t, nextval('vas_s2') AS n, u * 2 AS d FROM vas_t ORDER BY t DESC, u LIMIT 4 OFFSET 3
-- @case volatile-after-sort-1.4
SELECT nextval('vas_s2')
-- @case volatile-after-sort-1.5
SELECT u, nextval('vas_s3') FROM vas_t WHERE u % 7 = 0 ORDER BY u DESC
-- @case volatile-after-sort-1.6
SELECT t % 5 AS k, count(*), nextval('vas_s4') FROM vas_t GROUP BY t % 5 ORDER BY k DESC LIMIT 3

-- 2: what stays before the sort: a sort key, a column reading the row, DISTINCT
-- @case volatile-after-sort-2.1
SELECT nextval('vas_s5') AS n FROM vas_t ORDER BY n DESC LIMIT 2
-- @case volatile-after-sort-2.2
SELECT currval('vas_s5')
-- @case volatile-after-sort-2.3
SELECT count(*) FROM (SELECT u, random() AS r FROM vas_t ORDER BY u LIMIT 3) s WHERE r >= 0 AND r < 1
-- @case volatile-after-sort-2.4
SELECT u, (random() * 0)::int AS z FROM vas_t ORDER BY t LIMIT 3

-- 3: a volatile sort key written again as an expression, or by position, is the output column: one value per row
-- @case volatile-after-sort-3.1
SELECT u, nextval('vas_s6') FROM vas_t ORDER BY nextval('vas_s6') DESC LIMIT 3
-- @case volatile-after-sort-3.3
SELECT u, nextval('vas_s7') FROM vas_t ORDER BY 2 DESC LIMIT 3
-- @case volatile-after-sort-3.4
SELECT count(*) FROM (SELECT r, lag(r) OVER () AS prev FROM (SELECT random() AS r FROM vas_t ORDER BY random()) s) w WHERE prev > r
