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
-- @setup
CREATE TABLE sales (id int, region text, product text, qty int, price numeric, ok boolean, tags text);
INSERT INTO sales VALUES (1, 'north', 'apple', 3, 1.20, true, 'x'), (2, 'north', 'pear', 1, 0.80, false, NULL), (3, 'south', 'apple', 5, 1.10, true, 'y'), (4, 'south', 'apple', NULL, 1.00, NULL, 'x'), (5, 'east', 'plum', 2, NULL, true, 'z'), (6, 'north', 'apple', 3, 1.20, true, 'x');

-- 5: string_agg and array_agg
-- @case fn-aggregates-5.1
SELECT string_agg(product, ',') FROM sales
-- @case fn-aggregates-5.2
SELECT string_agg(product, ', ' ORDER BY product DESC, id) FROM sales
-- @case fn-aggregates-5.3
SELECT region, string_agg(DISTINCT product, '|' ORDER BY product) FROM sales GROUP BY region ORDER BY region
-- @case fn-aggregates-5.4
SELECT string_agg(tags, '') FROM sales
-- @case fn-aggregates-5.5
SELECT string_agg(product, NULL ORDER BY id) FROM sales
-- @case fn-aggregates-5.6
SELECT string_agg(product, ',') FROM sales WHERE false
-- @case fn-aggregates-5.7
SELECT string_agg(qty::text, '-' ORDER BY qty NULLS FIRST) FROM sales
-- @case fn-aggregates-5.8
SELECT string_agg(product::bytea, '\x2c'::bytea ORDER BY id) FROM sales WHERE id < 3
-- @case fn-aggregates-5.9
SELECT array_agg(qty ORDER BY id), array_agg(DISTINCT product), array_agg(price ORDER BY price DESC NULLS LAST) FROM sales
-- @case fn-aggregates-5.10
SELECT array_agg(id ORDER BY qty DESC NULLS LAST, id) FROM sales
-- @case fn-aggregates-5.11
SELECT array_agg(product) FILTER (WHERE qty > 2) FROM sales
-- @case fn-aggregates-5.12
SELECT array_agg(id) FROM sales WHERE false
-- @case fn-aggregates-5.13
SELECT pg_typeof(array_agg(id)), pg_typeof(array_agg(product)), pg_typeof(array_agg(price)), pg_typeof(string_agg(product, ',')) FROM sales
-- @case fn-aggregates-5.14
SELECT region, array_agg(id ORDER BY id) FROM sales GROUP BY region ORDER BY region
-- @case fn-aggregates-5.15
SELECT string_agg(DISTINCT product, ',' ORDER BY id) FROM sales
-- @case fn-aggregates-5.16
SELECT string_agg(id, ',') FROM sales
-- @case fn-aggregates-5.17
SELECT array_agg(ARRAY[id, qty] ORDER BY id) FROM sales WHERE qty IS NOT NULL

-- 6: bool_and, bool_or, every
-- @case fn-aggregates-6.1
SELECT bool_and(ok), bool_or(ok), every(ok) FROM sales
-- @case fn-aggregates-6.2
SELECT region, bool_and(ok), bool_or(NOT ok), every(qty > 1) FROM sales GROUP BY region ORDER BY region
-- @case fn-aggregates-6.3
SELECT bool_and(ok), bool_or(ok) FROM sales WHERE false
-- @case fn-aggregates-6.4
SELECT bool_and(qty) FROM sales
-- @case fn-aggregates-6.5
SELECT bool_or(ok) FILTER (WHERE region = 'east'), bool_and(ok) FILTER (WHERE ok IS NOT NULL) FROM sales

-- 7: count, sum, avg, min, max with NULLs and DISTINCT
-- @case fn-aggregates-7.1
SELECT count(*), count(qty), count(DISTINCT qty), count(DISTINCT region), count(DISTINCT (region, product)) FROM sales
-- @case fn-aggregates-7.2
SELECT sum(qty), sum(DISTINCT qty), avg(qty), avg(DISTINCT qty), sum(price), avg(price) FROM sales
-- @case fn-aggregates-7.3
SELECT min(price), max(price), min(product), max(product), min(ok::int), max(id) FROM sales
-- @case fn-aggregates-7.4
SELECT sum(qty), avg(price), min(product), count(*) FROM sales WHERE id > 100
-- @case fn-aggregates-7.5
SELECT region, count(*) FILTER (WHERE qty > 2), sum(qty) FILTER (WHERE ok), avg(price) FILTER (WHERE product = 'apple') FROM sales GROUP BY region ORDER BY region
-- @case fn-aggregates-7.6
SELECT count(*) FILTER (WHERE qty IS NULL), count(qty) FILTER (WHERE qty IS NULL) FROM sales
-- @case fn-aggregates-7.7
SELECT sum(qty * price), sum(qty) * 2, avg(qty)::numeric(10, 2), round(avg(price), 3) FROM sales
-- @case fn-aggregates-7.8
SELECT max(qty) - min(qty), count(*) - count(qty) FROM sales
-- @case fn-aggregates-7.9
SELECT count(DISTINCT qty) FILTER (WHERE region <> 'east') FROM sales
-- @case fn-aggregates-7.10
SELECT avg(id::int2), avg(id::int8), sum(id::int2), sum(id::float4), avg(id::float4) FROM sales
-- @case fn-aggregates-7.11
SELECT min(tags), max(tags), min(DISTINCT tags) FROM sales
-- @case fn-aggregates-7.12
SELECT sum(x), avg(x) FROM (VALUES (9223372036854775807), (1)) v(x)
-- @case fn-aggregates-7.13
SELECT sum(x) FROM (VALUES (2147483647), (1)) v(x)
-- @case fn-aggregates-7.14
SELECT avg(x) FROM (VALUES (1), (2), (2)) v(x)
-- @case fn-aggregates-7.15
SELECT avg(x) FROM (VALUES (1.0), (2.00), (2)) v(x)
-- @case fn-aggregates-7.16
SELECT sum(x), avg(x) FROM (VALUES ('NaN'::numeric), (1)) v(x)
-- @case fn-aggregates-7.17
SELECT sum(x), avg(x) FROM (VALUES ('Infinity'::float8), (1)) v(x)
-- @case fn-aggregates-7.18
SELECT count(*) FILTER (WHERE 1)
-- @case fn-aggregates-7.19
SELECT sum(qty ORDER BY id) FROM sales

-- 8: GROUP BY forms, GROUPING SETS, ROLLUP, CUBE
-- @case fn-aggregates-8.1
SELECT region, product, sum(qty) FROM sales GROUP BY GROUPING SETS ((region), (product)) ORDER BY region, product
-- @case fn-aggregates-8.2
SELECT region, product, sum(qty) FROM sales GROUP BY ROLLUP (region, product) ORDER BY region, product
-- @case fn-aggregates-8.3
SELECT region, product, count(*) FROM sales GROUP BY CUBE (region, product) ORDER BY region, product
-- @case fn-aggregates-8.4
SELECT region, sum(qty), grouping(region) FROM sales GROUP BY ROLLUP (region) ORDER BY region
-- @case fn-aggregates-8.5
SELECT region, product, grouping(region, product), sum(qty) FROM sales GROUP BY CUBE (region, product) ORDER BY 3, 1, 2
-- @case fn-aggregates-8.6
SELECT region, count(*) FROM sales GROUP BY GROUPING SETS ((region), ()) ORDER BY region
-- @case fn-aggregates-8.7
SELECT count(*) FROM sales GROUP BY GROUPING SETS (())
-- @case fn-aggregates-8.8
SELECT region, product, sum(qty) FROM sales GROUP BY region, ROLLUP (product) ORDER BY region, product
-- @case fn-aggregates-8.9
SELECT region, ok, count(*) FROM sales GROUP BY GROUPING SETS (region, ok) ORDER BY region, ok
-- @case fn-aggregates-8.10
SELECT region, product, sum(qty) FROM sales GROUP BY ROLLUP ((region, product)) ORDER BY region, product
-- @case fn-aggregates-8.11
SELECT coalesce(region, 'total'), sum(qty) FROM sales GROUP BY ROLLUP (region) ORDER BY 1
-- @case fn-aggregates-8.12
SELECT region, sum(qty) FROM sales GROUP BY ROLLUP (region) HAVING sum(qty) > 3 ORDER BY region
-- @case fn-aggregates-8.13
SELECT grouping(id) FROM sales
-- @case fn-aggregates-8.14
SELECT DISTINCT region FROM sales ORDER BY region
-- @case fn-aggregates-8.15
SELECT region, count(*) FROM sales GROUP BY region HAVING count(*) > 1 ORDER BY count(*) DESC, region
-- @case fn-aggregates-8.16
SELECT region, product, count(*) FROM sales GROUP BY 1, 2 ORDER BY 1, 2
-- @case fn-aggregates-8.17
SELECT count(*) FROM sales GROUP BY ()
-- @case fn-aggregates-8.18
SELECT 1 FROM sales HAVING true
-- @case fn-aggregates-8.19
SELECT region FROM sales GROUP BY region, region ORDER BY region
-- @case fn-aggregates-8.20
SELECT region IS NULL, count(*) FROM sales GROUP BY region IS NULL

-- 9: ordered-set and hypothetical-set aggregates
-- @case fn-aggregates-9.1
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY qty), percentile_disc(0.5) WITHIN GROUP (ORDER BY qty) FROM sales
-- @case fn-aggregates-9.2
SELECT percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY qty) FROM sales
-- @case fn-aggregates-9.3
SELECT percentile_disc(ARRAY[0, 1]) WITHIN GROUP (ORDER BY price) FROM sales
-- @case fn-aggregates-9.4
SELECT region, percentile_cont(0.5) WITHIN GROUP (ORDER BY price) FROM sales GROUP BY region ORDER BY region
-- @case fn-aggregates-9.5
SELECT mode() WITHIN GROUP (ORDER BY product), mode() WITHIN GROUP (ORDER BY qty) FROM sales
-- @case fn-aggregates-9.6
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY product) FROM sales
-- @case fn-aggregates-9.7
SELECT percentile_disc(NULL) WITHIN GROUP (ORDER BY qty) FROM sales
-- @case fn-aggregates-9.8
SELECT pg_typeof(percentile_cont(0.5) WITHIN GROUP (ORDER BY qty)), pg_typeof(percentile_disc(0.5) WITHIN GROUP (ORDER BY price)), pg_typeof(mode() WITHIN GROUP (ORDER BY qty)) FROM sales
-- @case fn-aggregates-9.9
SELECT rank(3) WITHIN GROUP (ORDER BY qty), dense_rank(3) WITHIN GROUP (ORDER BY qty), percent_rank(3) WITHIN GROUP (ORDER BY qty), cume_dist(3) WITHIN GROUP (ORDER BY qty) FROM sales
-- @case fn-aggregates-9.10
SELECT percentile_cont(0.5) FROM sales
-- @case fn-aggregates-9.11
SELECT mode(qty) FROM sales

-- 10: statistics and regression
-- @case fn-aggregates-10.1
SELECT corr(qty, price), covar_pop(qty, price), covar_samp(qty, price) FROM sales
-- @case fn-aggregates-10.2
SELECT regr_count(qty, price), regr_avgx(qty, price), regr_avgy(qty, price), regr_slope(qty, price), regr_intercept(qty, price) FROM sales
-- @case fn-aggregates-10.3
SELECT regr_r2(qty, price), regr_sxx(qty, price), regr_syy(qty, price), regr_sxy(qty, price) FROM sales
-- @case fn-aggregates-10.4
SELECT stddev_samp(qty), var_samp(price), stddev_pop(price) FROM sales WHERE id = 1
-- @case fn-aggregates-10.5
SELECT pg_typeof(stddev(qty)), pg_typeof(stddev(price)), pg_typeof(variance(qty::float8)), pg_typeof(corr(qty, price)) FROM sales

-- 11: aggregates in expressions and subqueries
-- @case fn-aggregates-11.1
SELECT (SELECT max(qty) FROM sales) - (SELECT min(qty) FROM sales)
-- @case fn-aggregates-11.2
SELECT region FROM sales s GROUP BY region HAVING sum(qty) = (SELECT max(t.q) FROM (SELECT sum(qty) AS q FROM sales GROUP BY region) t)
-- @case fn-aggregates-11.3
SELECT id, (SELECT count(*) FROM sales t WHERE t.region = s.region) FROM sales s ORDER BY id
-- @case fn-aggregates-11.4
SELECT region, (SELECT string_agg(product, ',' ORDER BY id) FROM sales t WHERE t.region = s.region) FROM sales s GROUP BY region ORDER BY region
-- @case fn-aggregates-11.5
SELECT count(*) FROM (SELECT DISTINCT region, product FROM sales) s
-- @case fn-aggregates-11.6
SELECT max(c) FROM (SELECT count(*) AS c FROM sales GROUP BY product) s
-- @case fn-aggregates-11.7
SELECT CASE WHEN count(*) > 3 THEN 'many' ELSE 'few' END FROM sales
-- @case fn-aggregates-11.8
SELECT coalesce(sum(qty), 0), coalesce(max(product), '-') FROM sales WHERE false
-- @case fn-aggregates-11.9
SELECT sum(CASE WHEN ok THEN 1 ELSE 0 END), count(CASE WHEN ok THEN 1 END) FROM sales
-- @case fn-aggregates-11.10
SELECT region, sum(qty)::float8 / sum(sum(qty)) OVER () FROM sales GROUP BY region ORDER BY region

-- 12: hypothetical-set aggregates and count(DISTINCT row) (issue 5 wave 3)
-- @case fn-aggregates-12.1
SELECT region, rank(10) WITHIN GROUP (ORDER BY qty), dense_rank(10) WITHIN GROUP (ORDER BY qty), percent_rank(10) WITHIN GROUP (ORDER BY qty), cume_dist(10) WITHIN GROUP (ORDER BY qty) FROM sales GROUP BY region ORDER BY region
-- @case fn-aggregates-12.2
SELECT rank(10) WITHIN GROUP (ORDER BY qty DESC), rank(NULL) WITHIN GROUP (ORDER BY qty), rank(NULL) WITHIN GROUP (ORDER BY qty NULLS FIRST), rank(3) WITHIN GROUP (ORDER BY qty DESC NULLS LAST) FROM sales
-- @case fn-aggregates-12.3
SELECT rank('b', 5) WITHIN GROUP (ORDER BY region, qty), dense_rank('north', 1) WITHIN GROUP (ORDER BY region DESC, qty), cume_dist('m', 2.5) WITHIN GROUP (ORDER BY product, price) FROM sales
-- @case fn-aggregates-12.4
SELECT rank(1) WITHIN GROUP (ORDER BY x), dense_rank(1) WITHIN GROUP (ORDER BY x), percent_rank(1) WITHIN GROUP (ORDER BY x), cume_dist(1) WITHIN GROUP (ORDER BY x) FROM (SELECT 1 AS x WHERE false) s
-- @case fn-aggregates-12.5
SELECT rank(2) WITHIN GROUP (ORDER BY x), dense_rank(2) WITHIN GROUP (ORDER BY x), percent_rank(2) WITHIN GROUP (ORDER BY x), cume_dist(2) WITHIN GROUP (ORDER BY x), rank(2.5) WITHIN GROUP (ORDER BY x) FILTER (WHERE x < 3) FROM (VALUES (1), (2), (2), (3), (NULL)) v(x)
-- @case fn-aggregates-12.6
SELECT pg_typeof(rank(1) WITHIN GROUP (ORDER BY x)), pg_typeof(percent_rank(1) WITHIN GROUP (ORDER BY x)) FROM (VALUES (1)) v(x)
-- @case fn-aggregates-12.7
SELECT rank(1, 2) WITHIN GROUP (ORDER BY x) FROM (VALUES (1)) v(x)
-- @case fn-aggregates-12.8
SELECT rank('a') WITHIN GROUP (ORDER BY x) FROM (VALUES (1)) v(x)
-- @case fn-aggregates-12.9
SELECT count(DISTINCT (a, b)), count(DISTINCT (a, b)) FILTER (WHERE a IS NOT NULL), count(DISTINCT (n, a)) FROM (VALUES (1, 'x', 1.0), (1, 'x', 1.00), (NULL, NULL, NULL), (NULL, NULL, NULL), (2, NULL, 2)) v(a, b, n)
-- @case fn-aggregates-12.10
SELECT string_agg(x, '\x2c2c'::bytea ORDER BY x DESC), string_agg(DISTINCT x, NULL ORDER BY x), string_agg(x, '\x00') FILTER (WHERE false), string_agg(x, '\x3b') FROM (VALUES ('\x01'::bytea), ('\xff'), (NULL), ('\x01')) v(x)
-- @case fn-aggregates-12.11
SELECT string_agg('\x01'::bytea, 'x'::text)
-- @case fn-aggregates-12.12
SELECT 1 AS a FROM (VALUES (1), (2)) v(x) WHERE false HAVING true
-- @case fn-aggregates-12.13
SELECT 'y' FROM (VALUES (1)) v(x) HAVING 1 > 2
-- @case fn-aggregates-12.14
SELECT x, b, count(*) FROM (VALUES (1, true), (2, false), (2, NULL)) v(x, b) GROUP BY ROLLUP (b, x) ORDER BY b, x
-- @case fn-aggregates-12.15
SELECT a, count(*) FROM (VALUES (ARRAY[1]), (ARRAY[1]), (ARRAY[2])) v(a) GROUP BY GROUPING SETS (a, ()) ORDER BY a
