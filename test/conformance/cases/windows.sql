-- Window functions and frames (issue 5): ranking, value functions, ROWS/RANGE/GROUPS with EXCLUDE, named windows; checked against PostgreSQL 15.
-- @setup
CREATE TABLE w (id int, g text, v int, x numeric, f float8, d date);
INSERT INTO w VALUES (1, 'a', 10, 1.5, 0.5, '2024-01-01'), (2, 'a', 20, 2.5, 1.5, '2024-01-03'), (3, 'a', 20, NULL, 2.5, '2024-01-04'), (4, 'b', 5, 4, NULL, '2024-01-10'), (5, 'b', NULL, 5.25, 4.5, NULL), (6, 'b', 30, 6, 5.5, '2024-01-11'), (7, 'c', 7, 7, 6.5, '2024-02-01'), (8, 'a', 10, 8, 7.5, '2024-01-02');

-- 1: ranking functions
-- @case windows-1.1
SELECT id, row_number() OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-1.2
SELECT id, g, v, row_number() OVER (PARTITION BY g ORDER BY v, id) FROM w ORDER BY id
-- @case windows-1.3
SELECT id, v, rank() OVER (ORDER BY v), dense_rank() OVER (ORDER BY v) FROM w ORDER BY id
-- @case windows-1.4
SELECT id, v, rank() OVER (ORDER BY v DESC NULLS LAST), dense_rank() OVER (ORDER BY v DESC) FROM w ORDER BY id
-- @case windows-1.5
SELECT id, g, v, rank() OVER (PARTITION BY g ORDER BY v) FROM w ORDER BY id
-- @case windows-1.6
SELECT id, v, percent_rank() OVER (ORDER BY v), cume_dist() OVER (ORDER BY v) FROM w ORDER BY id
-- @case windows-1.7
SELECT id, g, percent_rank() OVER (PARTITION BY g ORDER BY v), cume_dist() OVER (PARTITION BY g ORDER BY v) FROM w ORDER BY id
-- @case windows-1.8
SELECT id, ntile(3) OVER (ORDER BY id), ntile(10) OVER (ORDER BY id), ntile(1) OVER () FROM w ORDER BY id
-- @case windows-1.9
SELECT id, g, ntile(2) OVER (PARTITION BY g ORDER BY id) FROM w ORDER BY id
-- @case windows-1.10
SELECT rank() OVER (), dense_rank() OVER (), percent_rank() OVER (), cume_dist() OVER () FROM w LIMIT 2
-- @case windows-1.11
SELECT pg_typeof(row_number() OVER ()), pg_typeof(rank() OVER ()), pg_typeof(percent_rank() OVER ()), pg_typeof(ntile(2) OVER ()), pg_typeof(cume_dist() OVER ()) LIMIT 1
-- @case windows-1.12
SELECT row_number() OVER (ORDER BY id) AS rn, id FROM w ORDER BY rn DESC LIMIT 3
-- @case windows-1.13
SELECT id, ntile(NULL) OVER (ORDER BY id) FROM w ORDER BY id LIMIT 2
-- @case windows-1.14
SELECT id, ntile(-1) OVER (ORDER BY id) FROM w
-- @case windows-1.15
SELECT row_number(1) OVER () FROM w
-- @case windows-1.16
SELECT rank() FROM w

-- 2: lag, lead, first, last, nth value
-- @case windows-2.1
SELECT id, lag(v) OVER (ORDER BY id), lead(v) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-2.2
SELECT id, lag(v, 2, 0) OVER (ORDER BY id), lead(v, 3, -1) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-2.3
SELECT id, g, lag(id) OVER (PARTITION BY g ORDER BY id), lead(id) OVER (PARTITION BY g ORDER BY id) FROM w ORDER BY id
-- @case windows-2.4
SELECT id, lag(v, 0) OVER (ORDER BY id), lag(v, -1) OVER (ORDER BY id), lead(v, -1) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-2.5
SELECT id, lag(x, 1, 0) OVER (ORDER BY id), pg_typeof(lag(x, 1, 0) OVER (ORDER BY id)) FROM w ORDER BY id
-- @case windows-2.6
SELECT id, lag(g, 1, 'none') OVER (ORDER BY id), lead(d, 1) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-2.7
SELECT id, first_value(v) OVER (ORDER BY id), last_value(v) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-2.8
SELECT id, first_value(v) OVER w1, last_value(v) OVER w1, nth_value(v, 3) OVER w1 FROM w WINDOW w1 AS (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) ORDER BY id
-- @case windows-2.9
SELECT id, g, first_value(id) OVER (PARTITION BY g ORDER BY v DESC, id), last_value(id) OVER (PARTITION BY g ORDER BY v DESC, id RANGE BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM w ORDER BY id
-- @case windows-2.10
SELECT id, nth_value(id, 2) OVER (ORDER BY id), nth_value(id, 100) OVER () FROM w ORDER BY id
-- @case windows-2.11
SELECT id, lag(v, 1, 'x') OVER (ORDER BY id) FROM w
-- @case windows-2.12
SELECT lag(v, 1, 1.5) OVER (ORDER BY id) FROM w
-- @case windows-2.13
SELECT id, lead(v, id % 3) OVER (ORDER BY id) FROM w ORDER BY id

-- 3: aggregates as window functions
-- @case windows-3.1
SELECT id, sum(v) OVER (ORDER BY id), count(v) OVER (ORDER BY id), count(*) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-3.2
SELECT id, g, sum(v) OVER (PARTITION BY g), avg(v) OVER (PARTITION BY g), max(v) OVER (PARTITION BY g), min(x) OVER (PARTITION BY g) FROM w ORDER BY id
-- @case windows-3.3
SELECT id, v, sum(v) OVER (ORDER BY v), count(*) OVER (ORDER BY v) FROM w ORDER BY id
-- @case windows-3.4
SELECT id, sum(x) OVER (ORDER BY id), avg(x) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-3.5
SELECT id, sum(f) OVER (ORDER BY id), avg(f) OVER () FROM w ORDER BY id
-- @case windows-3.6
SELECT id, sum(v) OVER () , count(*) OVER (), sum(v) OVER () * 100 / sum(v) OVER () FROM w ORDER BY id
-- @case windows-3.7
SELECT id, string_agg(g, ',') OVER (ORDER BY id), array_agg(v) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-3.8
SELECT id, bool_and(v > 5) OVER (ORDER BY id), bool_or(v > 25) OVER (ORDER BY id) FROM w ORDER BY id
-- @case windows-3.9
SELECT id, sum(v) FILTER (WHERE g = 'a') OVER (ORDER BY id), count(*) FILTER (WHERE v > 10) OVER () FROM w ORDER BY id
-- @case windows-3.10
SELECT id, v, v - avg(v) OVER (PARTITION BY g) AS delta FROM w ORDER BY id
-- @case windows-3.11
SELECT g, sum(v), sum(sum(v)) OVER (), rank() OVER (ORDER BY sum(v) DESC) FROM w GROUP BY g ORDER BY g
-- @case windows-3.12
SELECT g, count(*), row_number() OVER (ORDER BY g DESC) FROM w GROUP BY g ORDER BY g
-- @case windows-3.13
SELECT pg_typeof(sum(v) OVER ()), pg_typeof(avg(v) OVER ()), pg_typeof(count(v) OVER ()), pg_typeof(sum(x) OVER ()) FROM w LIMIT 1
-- @case windows-3.14
SELECT id, stddev(v) OVER (ORDER BY id ROWS 2 PRECEDING) FROM w ORDER BY id
-- @case windows-3.15
SELECT id, sum(DISTINCT v) OVER () FROM w
-- @case windows-3.16
SELECT id, max(v) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING), min(v) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM w ORDER BY id

-- 4: ROWS frames
-- @case windows-4.1
SELECT id, sum(v) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM w ORDER BY id
-- @case windows-4.2
SELECT id, sum(v) OVER (ORDER BY id ROWS 2 PRECEDING) FROM w ORDER BY id
-- @case windows-4.3
SELECT id, sum(v) OVER (ORDER BY id ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) FROM w ORDER BY id
-- @case windows-4.4
SELECT id, sum(v) OVER (ORDER BY id ROWS BETWEEN 2 FOLLOWING AND 3 FOLLOWING) FROM w ORDER BY id
-- @case windows-4.5
SELECT id, sum(v) OVER (ORDER BY id ROWS BETWEEN 3 PRECEDING AND 1 PRECEDING) FROM w ORDER BY id
-- @case windows-4.6
SELECT id, g, sum(v) OVER (PARTITION BY g ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM w ORDER BY id
-- @case windows-4.7
SELECT id, count(*) OVER (ORDER BY id ROWS BETWEEN 1 FOLLOWING AND 1 PRECEDING) FROM w ORDER BY id
-- @case windows-4.8
SELECT id, first_value(id) OVER (ORDER BY id ROWS BETWEEN 2 PRECEDING AND CURRENT ROW), last_value(id) OVER (ORDER BY id ROWS BETWEEN CURRENT ROW AND 2 FOLLOWING) FROM w ORDER BY id
-- @case windows-4.9
SELECT id, sum(v) OVER (ORDER BY id ROWS BETWEEN 0 PRECEDING AND 0 FOLLOWING) FROM w ORDER BY id
-- @case windows-4.10
SELECT id, sum(v) OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM w ORDER BY id
-- @case windows-4.11
SELECT id, sum(v) OVER (ORDER BY id ROWS -1 PRECEDING) FROM w
-- @case windows-4.12
SELECT id, sum(v) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED FOLLOWING AND CURRENT ROW) FROM w
-- @case windows-4.13
SELECT id, sum(v) OVER (ORDER BY id ROWS BETWEEN CURRENT ROW AND UNBOUNDED PRECEDING) FROM w
-- @case windows-4.14
SELECT id, avg(f) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM w ORDER BY id

-- 5: RANGE frames
-- @case windows-5.1
SELECT id, v, sum(v) OVER (ORDER BY v RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM w ORDER BY id
-- @case windows-5.2
SELECT id, v, sum(v) OVER (ORDER BY v RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) FROM w ORDER BY id
-- @case windows-5.3
SELECT id, v, count(*) OVER (ORDER BY v RANGE BETWEEN 5 PRECEDING AND 5 FOLLOWING) FROM w ORDER BY id
-- @case windows-5.4
SELECT id, v, sum(id) OVER (ORDER BY v RANGE 10 PRECEDING) FROM w ORDER BY id
-- @case windows-5.5
SELECT id, v, sum(id) OVER (ORDER BY v DESC RANGE BETWEEN 10 PRECEDING AND CURRENT ROW) FROM w ORDER BY id
-- @case windows-5.6
SELECT id, x, count(*) OVER (ORDER BY x RANGE BETWEEN 1.5 PRECEDING AND 1 FOLLOWING) FROM w ORDER BY id
-- @case windows-5.7
SELECT id, f, sum(id) OVER (ORDER BY f RANGE BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM w ORDER BY id
-- @case windows-5.8
SELECT id, d, count(*) OVER (ORDER BY d RANGE BETWEEN '2 days' PRECEDING AND CURRENT ROW) FROM w ORDER BY id
-- @case windows-5.9
SELECT id, v, first_value(id) OVER (ORDER BY v RANGE CURRENT ROW), last_value(id) OVER (ORDER BY v, id RANGE BETWEEN CURRENT ROW AND CURRENT ROW) FROM w ORDER BY id
-- @case windows-5.10
SELECT id, sum(v) OVER (RANGE BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM w ORDER BY id
-- @case windows-5.11
SELECT id, sum(v) OVER (ORDER BY v, id RANGE 1 PRECEDING) FROM w
-- @case windows-5.12
SELECT id, sum(v) OVER (ORDER BY g RANGE 1 PRECEDING) FROM w
-- @case windows-5.13
SELECT id, sum(v) OVER (RANGE 1 PRECEDING) FROM w
-- @case windows-5.14
SELECT id, sum(v) OVER (ORDER BY v RANGE -1 PRECEDING) FROM w

-- 6: GROUPS frames
-- @case windows-6.1
SELECT id, v, sum(id) OVER (ORDER BY v GROUPS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM w ORDER BY id
-- @case windows-6.2
SELECT id, v, count(*) OVER (ORDER BY v GROUPS BETWEEN CURRENT ROW AND 1 FOLLOWING) FROM w ORDER BY id
-- @case windows-6.3
SELECT id, v, array_agg(id) OVER (ORDER BY v GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM w ORDER BY id
-- @case windows-6.4
SELECT id, g, v, sum(id) OVER (PARTITION BY g ORDER BY v GROUPS UNBOUNDED PRECEDING) FROM w ORDER BY id
-- @case windows-6.5
SELECT id, v, first_value(id) OVER (ORDER BY v GROUPS 2 PRECEDING), last_value(id) OVER (ORDER BY v, id GROUPS BETWEEN CURRENT ROW AND 2 FOLLOWING) FROM w ORDER BY id
-- @case windows-6.6
SELECT id, sum(v) OVER (GROUPS 1 PRECEDING) FROM w

-- 7: EXCLUDE
-- @case windows-7.1
SELECT id, sum(id) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING EXCLUDE CURRENT ROW) FROM w ORDER BY id
-- @case windows-7.2
SELECT id, v, sum(id) OVER (ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING EXCLUDE GROUP) FROM w ORDER BY id
-- @case windows-7.3
SELECT id, v, sum(id) OVER (ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING EXCLUDE TIES) FROM w ORDER BY id
-- @case windows-7.4
SELECT id, v, sum(id) OVER (ORDER BY v RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE NO OTHERS) FROM w ORDER BY id
-- @case windows-7.5
SELECT id, v, array_agg(id) OVER (ORDER BY v GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING EXCLUDE CURRENT ROW) FROM w ORDER BY id
-- @case windows-7.6
SELECT id, v, first_value(id) OVER (ORDER BY v, id ROWS BETWEEN CURRENT ROW AND 2 FOLLOWING EXCLUDE CURRENT ROW), count(*) OVER (ORDER BY v RANGE CURRENT ROW EXCLUDE TIES) FROM w ORDER BY id
-- @case windows-7.7
SELECT id, v, count(*) OVER (ORDER BY v RANGE BETWEEN CURRENT ROW AND CURRENT ROW EXCLUDE GROUP) FROM w ORDER BY id

-- 8: named windows and WINDOW clause
-- @case windows-8.1
SELECT id, sum(v) OVER w1, count(*) OVER w1 FROM w WINDOW w1 AS (PARTITION BY g ORDER BY id) ORDER BY id
-- @case windows-8.2
SELECT id, sum(v) OVER (w1 ROWS 1 PRECEDING) FROM w WINDOW w1 AS (ORDER BY id) ORDER BY id
-- @case windows-8.3
SELECT id, rank() OVER (w1 ORDER BY v) FROM w WINDOW w1 AS (PARTITION BY g) ORDER BY id
-- @case windows-8.4
SELECT id, sum(v) OVER w2 FROM w WINDOW w1 AS (PARTITION BY g), w2 AS (w1 ORDER BY id) ORDER BY id
-- @case windows-8.5
SELECT id, sum(v) OVER nosuch FROM w
-- @case windows-8.6
SELECT id FROM w WINDOW w1 AS (ORDER BY id), w1 AS (ORDER BY v)
-- @case windows-8.7
SELECT id, sum(v) OVER (w1 ORDER BY v) FROM w WINDOW w1 AS (ORDER BY id)
-- @case windows-8.8
SELECT id, sum(v) OVER (w1 PARTITION BY id) FROM w WINDOW w1 AS (ORDER BY id)
-- @case windows-8.9
SELECT id, sum(v) OVER (w1) FROM w WINDOW w1 AS (ORDER BY id ROWS 1 PRECEDING)

-- 9: placement rules
-- @case windows-9.1
SELECT id FROM w WHERE row_number() OVER () > 1
-- @case windows-9.2
SELECT g, count(*) FROM w GROUP BY row_number() OVER ()
-- @case windows-9.3
SELECT sum(row_number() OVER ()) FROM w
-- @case windows-9.4
SELECT id, row_number() OVER (ORDER BY sum(v)) FROM w
-- @case windows-9.5
SELECT id FROM w ORDER BY row_number() OVER (ORDER BY id DESC) LIMIT 3
-- @case windows-9.6
SELECT * FROM (SELECT id, row_number() OVER (PARTITION BY g ORDER BY id) AS rn FROM w) s WHERE rn = 1 ORDER BY id
-- @case windows-9.7
SELECT id, rn FROM (SELECT id, rank() OVER (ORDER BY v DESC) AS rn FROM w WHERE v IS NOT NULL) s WHERE rn <= 3 ORDER BY rn, id
-- @case windows-9.8
SELECT DISTINCT g, count(*) OVER (PARTITION BY g) FROM w ORDER BY g
-- @case windows-9.9
SELECT id, row_number() OVER (ORDER BY id) FROM w ORDER BY id LIMIT 3 OFFSET 2
-- @case windows-9.10
SELECT count(*) OVER () FROM w WHERE false
-- @case windows-9.11
SELECT g, row_number() OVER () FROM (SELECT DISTINCT g FROM w) s ORDER BY g
-- @case windows-9.12
SELECT id, sum(v) OVER (PARTITION BY g ORDER BY id) FILTER (WHERE true) FROM w
-- @case windows-9.13
SELECT id, lag(v) FILTER (WHERE v > 1) OVER () FROM w
-- @case windows-9.14
SELECT sum(v) OVER (ORDER BY id), sum(v) FROM w
-- @case windows-9.15
SELECT id, count(*) OVER (PARTITION BY v > 10) FROM w ORDER BY id
-- @case windows-9.16
SELECT id, row_number() OVER (ORDER BY g DESC, v NULLS FIRST, id) FROM w ORDER BY id
-- @case windows-9.17
SELECT v, row_number() OVER (PARTITION BY v ORDER BY id) FROM w ORDER BY v NULLS FIRST, 2
-- @case windows-9.18
SELECT max(id) OVER (), min(id) OVER () FROM w LIMIT 1

-- 10: frame bounds the grammar refuses (42P20 with the bound's position)
-- @case windows-10.1
SELECT sum(v) OVER (ORDER BY id ROWS 1 FOLLOWING) FROM w
-- @case windows-10.2
SELECT sum(v) OVER (ORDER BY id ROWS BETWEEN CURRENT ROW AND 1 PRECEDING) FROM w
-- @case windows-10.3
SELECT sum(v) OVER (ROWS UNBOUNDED FOLLOWING) FROM w
-- @case windows-10.4
SELECT sum(v) OVER (ORDER BY id RANGE BETWEEN 1 FOLLOWING AND CURRENT ROW) FROM w
-- @case windows-10.5
SELECT sum(v) OVER (ORDER BY id GROUPS BETWEEN CURRENT ROW AND UNBOUNDED PRECEDING) FROM w
