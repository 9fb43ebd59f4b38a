-- Statistical, ordered-set and bitwise aggregates; value window functions.
-- @setup
CREATE TABLE a (g text, i int, b bigint, n numeric, f float8);
INSERT INTO a VALUES ('x', 1, 10, 1.5, 0.1), ('x', 2, 12, 2.25, 0.2), ('x', 4, 7, NULL, 0.3), ('y', 4, 3, 10, NULL), ('y', NULL, NULL, 0.001, 1e10), ('z', 9, 5, 3, -2);

-- 1: stddev / variance
-- @case fn-aggregates-1.1
SELECT stddev(i), variance(i), stddev_pop(i), var_pop(i), stddev_samp(b), var_samp(b) FROM a
-- @case fn-aggregates-1.2
SELECT stddev(n), variance(n), stddev_pop(n), var_pop(n) FROM a
-- @case fn-aggregates-1.3
SELECT stddev(f), variance(f), stddev_pop(f), var_pop(f), stddev(i::float4) FROM a
-- @case fn-aggregates-1.4
SELECT g, stddev(i), variance(n), var_pop(f) FROM a GROUP BY g ORDER BY g
-- @case fn-aggregates-1.5
SELECT stddev(i), var_pop(i), variance(f) FROM a WHERE g = 'z'
-- @case fn-aggregates-1.6
SELECT stddev(x), var_pop(x), stddev_pop(x) FROM (VALUES (2.5), (2.5)) v(x)
-- @case fn-aggregates-1.7
SELECT variance(g) FROM a

-- 2: ordered-set aggregates
-- @case fn-aggregates-2.1
SELECT percentile_cont(0.25) WITHIN GROUP (ORDER BY i), percentile_disc(0.25) WITHIN GROUP (ORDER BY i), percentile_disc(0.25) WITHIN GROUP (ORDER BY i DESC), mode() WITHIN GROUP (ORDER BY i DESC) FROM a
-- @case fn-aggregates-2.2
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY n), percentile_disc(0.5) WITHIN GROUP (ORDER BY n), percentile_cont(0) WITHIN GROUP (ORDER BY f), percentile_cont(1) WITHIN GROUP (ORDER BY f) FROM a
-- @case fn-aggregates-2.3
SELECT g, percentile_cont(0.5) WITHIN GROUP (ORDER BY i), mode() WITHIN GROUP (ORDER BY b) FROM a GROUP BY g ORDER BY g
-- @case fn-aggregates-2.4
SELECT percentile_cont(1.5) WITHIN GROUP (ORDER BY i) FROM a
-- @case fn-aggregates-2.5
SELECT mode() WITHIN GROUP (ORDER BY g), percentile_disc(0.9) WITHIN GROUP (ORDER BY g) FROM a
-- @case fn-aggregates-2.6
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY i) FROM a WHERE false
-- @case fn-aggregates-2.7
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY i) FILTER (WHERE g = 'x') FROM a

-- 3: bitwise aggregates
-- @case fn-aggregates-3.1
SELECT bit_and(i), bit_or(i), bit_xor(i), bit_and(b), bit_or(b) FROM a
-- @case fn-aggregates-3.2
SELECT g, bit_or(i), bit_and(i::int2) FROM a GROUP BY g ORDER BY g

-- 4: value window functions
-- @case fn-aggregates-4.1
SELECT i, lag(i) OVER (ORDER BY b), lead(i) OVER (ORDER BY b), lag(i, 2) OVER (ORDER BY b), lead(i, 1, -1) OVER (ORDER BY b) FROM a ORDER BY b
-- @case fn-aggregates-4.2
SELECT b, lag(b) OVER (ORDER BY b), lead(b, 2, 0) OVER (ORDER BY b), lag(n, 1, 0.5) OVER (ORDER BY b) FROM a ORDER BY b NULLS LAST
-- @case fn-aggregates-4.3
SELECT g, b, first_value(b) OVER (PARTITION BY g ORDER BY b), last_value(b) OVER (PARTITION BY g ORDER BY b), nth_value(b, 2) OVER (PARTITION BY g ORDER BY b) FROM a ORDER BY g, b
-- @case fn-aggregates-4.4
SELECT b, ntile(3) OVER (ORDER BY b), percent_rank() OVER (ORDER BY b), cume_dist() OVER (ORDER BY b) FROM a ORDER BY b
-- @case fn-aggregates-4.5
SELECT ntile(0) OVER () FROM a
-- @case fn-aggregates-4.6
SELECT nth_value(i, 0) OVER () FROM a
-- @case fn-aggregates-4.7
SELECT b, lag(b) OVER (PARTITION BY g ORDER BY b), pg_typeof(lag(n, 1, 1) OVER ()) FROM a WHERE g = 'x' ORDER BY b
