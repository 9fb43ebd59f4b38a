-- Every aggregate is also a window function, over growing and moving frames (sqlsmith found
-- stddev_pop/bit_xor/… refused as window functions with SQLite's wording).

-- @setup
CREATE TABLE wag (i int, x float8, n numeric, b int, t text, d date, iv interval, j jsonb);
INSERT INTO wag VALUES (1, 1.5, 1.25, 12, 'a', '2024-01-03', '1 day', '{"a":1}'), (2, 2.5, 2.5, 10, 'c', '2024-01-01', '2 hours', '[1]'), (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL), (4, 4, 4.75, 7, 'b', '2024-02-01', '3 days', '"x"'), (5, -1, -1.5, 3, 'd', '2023-12-31', '-1 day', 'null');

-- @case window-aggregates-1.1 ordered
SELECT i, stddev_pop(x) OVER w, stddev_samp(x) OVER w, var_pop(x) OVER w, var_samp(x) OVER w, variance(n) OVER w, stddev(n) OVER w FROM wag WINDOW w AS (ORDER BY i ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) ORDER BY i
-- @case window-aggregates-1.2 ordered
SELECT i, bit_and(b) OVER w, bit_or(b) OVER w, bit_xor(b) OVER w, bool_and(b > 5) OVER w, bool_or(b > 10) OVER w, every(b > 2) OVER w FROM wag WINDOW w AS (ORDER BY i ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) ORDER BY i
-- @case window-aggregates-1.3 ordered
SELECT i, corr(x, i) OVER w, covar_pop(x, i) OVER w, covar_samp(x, i) OVER w, regr_slope(x, i) OVER w, regr_intercept(x, i) OVER w, regr_count(x, i) OVER w, regr_r2(x, i) OVER w, regr_avgx(x, i) OVER w, regr_avgy(x, i) OVER w, regr_sxx(x, i) OVER w, regr_syy(x, i) OVER w, regr_sxy(x, i) OVER w FROM wag WINDOW w AS (ORDER BY i ROWS BETWEEN 1 PRECEDING AND 2 FOLLOWING) ORDER BY i
-- @case window-aggregates-1.4 ordered
SELECT i, string_agg(t, ',') OVER w, array_agg(t) OVER w, json_agg(t) OVER w, jsonb_agg(j) OVER w, json_object_agg(i, t) OVER w, jsonb_object_agg(i, j) OVER w FROM wag WINDOW w AS (ORDER BY i ROWS BETWEEN CURRENT ROW AND 1 FOLLOWING) ORDER BY i
-- @case window-aggregates-1.5 ordered
SELECT i, min(t) OVER w, max(d) OVER w, min(iv) OVER w, max(n) OVER w, sum(iv) OVER w, avg(n) OVER w, sum(x) OVER w, count(x) OVER w, count(*) OVER w FROM wag WINDOW w AS (ORDER BY i ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) ORDER BY i
-- @case window-aggregates-1.6 ordered
SELECT i, stddev_pop(x) OVER (ORDER BY i), bit_xor(b) OVER (), string_agg(t, '-') OVER (PARTITION BY i % 2 ORDER BY i), var_samp(n) OVER (ORDER BY i RANGE BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM wag ORDER BY i
-- @case window-aggregates-1.7 ordered
SELECT i, stddev_pop(x) OVER w, bit_or(b) OVER w, string_agg(t, ',') OVER w FROM wag WINDOW w AS (ORDER BY i ROWS BETWEEN 1 FOLLOWING AND 3 FOLLOWING EXCLUDE CURRENT ROW) ORDER BY i
