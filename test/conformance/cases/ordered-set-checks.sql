-- Ordered-set and hypothetical-set aggregate calls checked as PostgreSQL's ParseFuncOrColumn and
-- parse_agg.c check them: the lookup signature (direct arguments then ordering columns), WITHIN
-- GROUP on functions that are no ordered-set aggregate, and direct arguments under grouping.
-- @setup
CREATE TEMP TABLE osc (a int, b int, f float8);
INSERT INTO osc VALUES (1, 1, 0.5), (2, 1, 0.5), (2, 2, 0.25), (3, 2, 0.25);
-- @case ordered-set-checks-1.1
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY a, a) FROM osc
-- @case ordered-set-checks-1.2
SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY a, b) FROM osc
-- @case ordered-set-checks-1.3
SELECT mode(a) WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-1.4
SELECT mode() WITHIN GROUP (ORDER BY a, b) FROM osc
-- @case ordered-set-checks-1.5
SELECT rank(3) WITHIN GROUP (ORDER BY a, b) FROM osc
-- @case ordered-set-checks-1.6
SELECT dense_rank(3, 4) WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-1.7
SELECT cume_dist() WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-1.8
SELECT rank(3) FROM osc
-- @case ordered-set-checks-1.9
SELECT percent_rank(1, 2) FROM osc
-- @case ordered-set-checks-1.10
SELECT rank() FROM osc
-- @case ordered-set-checks-1.11
SELECT percentile_cont(0.5) FROM osc

-- 2: WITHIN GROUP on a plain aggregate, a window function, a scalar function
-- @case ordered-set-checks-2.1
SELECT sum(a) WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-2.2
SELECT max(a) WITHIN GROUP (ORDER BY b) FROM osc
-- @case ordered-set-checks-2.3
SELECT count(*) WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-2.4
SELECT sum() WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-2.5
SELECT string_agg(a::text, ',') WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-2.6
SELECT ntile(2) WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-2.7
SELECT row_number() WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-2.8
SELECT lower('x') WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-2.9
SELECT abs() WITHIN GROUP (ORDER BY a) FROM osc

-- 3: direct arguments use only grouped columns (evaluated once per group)
-- @case ordered-set-checks-3.1
SELECT percentile_cont(f) WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-3.2
SELECT rank(a) WITHIN GROUP (ORDER BY a) FROM osc
-- @case ordered-set-checks-3.3
SELECT b, percentile_cont(f) WITHIN GROUP (ORDER BY a) FROM osc GROUP BY b
-- @case ordered-set-checks-3.4
SELECT f, percentile_cont(f) WITHIN GROUP (ORDER BY a) FROM osc GROUP BY f ORDER BY f
-- @case ordered-set-checks-3.5
SELECT b, rank(b) WITHIN GROUP (ORDER BY a) FROM osc GROUP BY b ORDER BY b
-- @case ordered-set-checks-3.6
SELECT b, rank(b + 1) WITHIN GROUP (ORDER BY a), percentile_disc(b / 4.0) WITHIN GROUP (ORDER BY a) FROM osc GROUP BY b ORDER BY b
-- @case ordered-set-checks-3.7
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY a) FROM osc HAVING rank(a) WITHIN GROUP (ORDER BY a) > 0
-- @case ordered-set-checks-3.8
SELECT (SELECT percentile_cont(o.f) WITHIN GROUP (ORDER BY x) FROM (VALUES (1), (2)) w(x)) FROM osc o ORDER BY a, b
-- @case ordered-set-checks-3.9
SELECT percentile_cont(f) WITHIN GROUP (ORDER BY a) FROM osc GROUP BY b
