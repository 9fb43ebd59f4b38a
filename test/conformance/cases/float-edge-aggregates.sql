-- Float corners PostgreSQL's float.c handles that pgsqlite got wrong without an error: tand/cotd
-- reduce modulo 360 (the sign of tand(270) and cotd(180) is their quadrant's), and the Youngs-
-- Cramer accumulators of the float variance and regression aggregates turn sums over an
-- infinite or NaN input into NaN (covar_pop(1, 'inf') is NaN, not 0) and report an overflow from
-- finite inputs as 22003.

-- 1: tand / cotd at every multiple of 45 degrees
-- @case float-edge-aggregates-1.1
SELECT x, tand(x), cotd(x) FROM (VALUES (-360), (-315), (-270), (-225), (-180), (-135), (-90), (-45), (0), (45), (90), (135), (180), (225), (270), (315), (360), (405), (540), (630), (720), (12.5), (-191)) v(x) ORDER BY x
-- @case float-edge-aggregates-1.2
SELECT tand(x) IN ('-Infinity'::float8, -1, 0, 1, 'Infinity'::float8), cotd(x) IN ('-Infinity'::float8, -1, 0, 1, 'Infinity'::float8) FROM (VALUES (0), (90), (180), (270), (360)) v(x)

-- 2: regression aggregates over infinities and NaN
-- @case float-edge-aggregates-2.1
SELECT covar_pop(1::float8, 'inf'::float8), covar_samp(3::float8, 'inf'::float8)
-- @case float-edge-aggregates-2.2
SELECT covar_pop(1::float8, 'nan'::float8), covar_samp(3::float8, 'nan'::float8)
-- @case float-edge-aggregates-2.3
SELECT regr_sxx(y, x), regr_syy(y, x), regr_sxy(y, x), corr(y, x), regr_slope(y, x), regr_r2(y, x) FROM (VALUES (1::float8, 'inf'::float8), (2, 3)) v(y, x)
-- @case float-edge-aggregates-2.4
SELECT regr_sxx(y, x), regr_syy(y, x), regr_sxy(y, x), covar_pop(y, x) FROM (VALUES ('nan'::float8, 1::float8), (2, 3), (4, 5)) v(y, x)
-- @case float-edge-aggregates-2.5
SELECT covar_pop(y, x) FROM (VALUES (1e308::float8, 1e308::float8), (-1e308, -1e308)) v(y, x)
-- @case float-edge-aggregates-2.6
SELECT regr_sxx(y, x) FROM (VALUES (1::float8, 1e308::float8), (1, -1e308)) v(y, x)
-- @case float-edge-aggregates-2.7
SELECT regr_intercept(y, x), regr_avgx(y, x), regr_count(y, x) FROM (VALUES (1::float8, '-inf'::float8), (2, 3), (5, 7)) v(y, x)

-- 3: variance over infinities; overflow from finite inputs
-- @case float-edge-aggregates-3.1
SELECT var_pop(x), var_samp(x), stddev(x) FROM (VALUES ('inf'::float8), (1)) v(x)
-- @case float-edge-aggregates-3.2
SELECT var_pop(x) FROM (VALUES (1e308::float8), (-1e308)) v(x)
-- @case float-edge-aggregates-3.3
SELECT variance(x), stddev_pop(x) FROM (VALUES (1::float8), ('nan'), (3)) v(x)

-- 4: json of a record whose field types are not known where it is converted
-- @case float-edge-aggregates-4.1
SELECT to_json(r) FROM (SELECT ROW(1, 'a') AS r) s
-- @case float-edge-aggregates-4.2
SELECT to_json(ARRAY[ROW(1, 'a'), ROW(2, 'b')])
-- @case float-edge-aggregates-4.3
SELECT row_to_json(ROW(1, 'a')), to_json(ROW(1, 'a'))

-- 5: numeric variance sums its squares exactly (do_numeric_accum's mul_var), past numeric_mul's 16383-digit rounding
-- @setup
CREATE TABLE fea_num_variance (a numeric);
INSERT INTO fea_num_variance VALUES (0), (3e-500), (-3e-500), (4e-500 - 1e-16383), (-4e-500 + 1e-16383);
-- @case float-edge-aggregates-5.1
SELECT trim_scale(variance(a) * 1e1000), scale(variance(a)), trim_scale(var_pop(a) * 1e1000) FROM fea_num_variance
-- @case float-edge-aggregates-5.2
SELECT variance(a) OVER (ORDER BY a ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM (VALUES (1e-9000), (2), (3e-9000)) v(a)
-- @case float-edge-aggregates-5.3
SELECT variance(a), stddev(a) FROM (SELECT 9e131071 + x AS a FROM generate_series(1, 5) x) s
