-- Which error PostgreSQL raises when several parts of a statement would fail: the planner folds
-- constant subexpressions bottom up, each node's arguments left to right before the node itself
-- (eval_const_expressions), the target list before the WHERE clause, window keys after the
-- target list, ORDER BY and GROUP BY; CASE, COALESCE, AND/OR and BETWEEN are folded lazily; a
-- strict call over a NULL literal is NULL whatever its other inputs.
-- @setup
CREATE TABLE eo_empty (ra integer, a0 integer, a1 text, a3 date);
CREATE TABLE eo_one (rb integer, b0 integer, b1 text);
INSERT INTO eo_one VALUES (0, 5, 'x');
-- 1: arguments left to right, children before their parent, whatever SQLite's own order
-- @case error-order-1.1
SELECT (mod(LEAST(NULL::smallint, 42::smallint), 0::smallint) & ('é'::text)::smallint)
-- @case error-order-1.2
SELECT ((-95 % 0) + make_date(400, -93, -2147483648))
-- @case error-order-1.3
SELECT (get_bit('\x'::bytea, -1) + make_date(-1, 0, -2147483648))
-- @case error-order-1.4
SELECT ('-16 days'::interval / atanh(62.927::float8)) + make_time(-883, 1, 426.624)
-- @case error-order-1.5
SELECT (GREATEST(-5::smallint, NULL::smallint) - (90::smallint - -32768::smallint)) >= ('[4, -2]'::jsonb)::integer
-- @case error-order-1.6
SELECT like_escape('\x4785'::bytea, GREATEST('\xae24'::bytea, '\x7e5b'::bytea)) <> decode('Zz', '')
-- @case error-order-1.7
SELECT substring(LEAST('\xff00'::bytea, '\xf7de'::bytea), -558, -1) <= set_bit('\x00'::bytea, -40077, 447)
-- @case error-order-1.8
SELECT scale(log10(0::numeric)) + (('"a"'::jsonb)::integer + '2000-02-12'::date)
-- @case error-order-1.9
SELECT make_date((-2147483648 - length('abc'::bytea)), get_bit('\x3c9a'::bytea, 72079), NULL::integer)
-- @case error-order-1.10
SELECT 1 + (2 * ((1 / 0) + ('x'::text)::integer))
-- 2: an argument a strict NULL drops still runs while planning
-- @case error-order-2.1
SELECT NULLIF(((-32768::smallint * -5::smallint) - NULL::smallint), NULL::smallint)
-- @case error-order-2.2
SELECT NULLIF((NULL::smallint <> (-1::smallint / 0::smallint)), true)
-- @case error-order-2.3
SELECT ((ln('-0'::float8) * NULL::interval) + '-infinity'::date) IN (NULL::timestamp)
-- @case error-order-2.4
SELECT NULLIF((NULL::interval + make_date(NULL::integer, width_bucket(-123.456, 'NaN'::numeric, -532.644, -2147483648), NULL::integer)), NULL::timestamp)
-- @case error-order-2.5
SELECT NULLIF(lcm(NULL::bigint, ('b'::text)::bigint), ((78110::bigint)::smallint - -22742::bigint))
-- 3: the target list before WHERE; window keys after the target list, each window's ORDER BY before its PARTITION BY
-- @case error-order-3.1
SELECT ra, (make_time(-661, length('b'), 'Infinity'::float8) - NULL::time) FROM eo_empty WHERE (NULL::bigint = (-9223372036854775808::bigint)::smallint)
-- @case error-order-3.2
SELECT ra, NULLIF(611 >= NULL::integer, GREATEST(NULL::boolean, ('[1, "x", null]'::jsonb)::boolean)) FROM eo_empty WHERE ('b'::text)::boolean
-- @case error-order-3.3
SELECT ra, (CASE WHEN (true AND false) THEN 'b'::text ELSE 'a1'::text END)::uuid FROM eo_empty WHERE (NULL::timetz IS DISTINCT FROM timezone(''::text, '23:59:59.999999-12'::timetz))
-- @case error-order-3.4
SELECT row_number() OVER (PARTITION BY ('x'::text)::integer ORDER BY ('y'::text)::integer) FROM eo_empty
-- @case error-order-3.5
SELECT row_number() OVER (ORDER BY 1 / 0), ('t'::text)::integer FROM eo_empty
-- @case error-order-3.6
SELECT ra FROM eo_empty GROUP BY ra ORDER BY ('o'::text)::integer, ra
-- @case error-order-3.7
SELECT ra, row_number() OVER (ORDER BY CASE WHEN (44431::bigint <> NULL::smallint) THEN ('hello world'::text)::time ELSE make_time(0, 2147483647, 0) END, ra) FROM eo_empty
-- 4: lazy folding: a constant CASE condition, AND/OR operand, COALESCE argument or BETWEEN bound decides what follows
-- @case error-order-4.1
SELECT (CASE WHEN (NOT (true AND false)) THEN (0::float8 ^ '-Infinity'::float8) ELSE NULL::float8 END < ((4294967296::bigint)::real * 3.4e38::real))
-- @case error-order-4.2
SELECT (CASE WHEN (1 / 1 = 2) THEN 1 / 0 ELSE ('x'::text)::integer END)
-- @case error-order-4.3
SELECT (CASE WHEN (1 / 1 = 1) THEN 1 ELSE 1 / 0 END) + ('x'::text)::integer
-- @case error-order-4.4
SELECT COALESCE(abs(-1), 1 / 0) + ('x'::text)::integer
-- @case error-order-4.5
SELECT COALESCE(NULLIF(1, 1), 1 / 0) + ('x'::text)::integer
-- @case error-order-4.6
SELECT (NULL::smallint BETWEEN LEAST(32767::smallint, (-35::smallint * 32767::smallint)) AND (('x'::text)::numeric)::smallint)
-- @case error-order-4.7
SELECT (1 BETWEEN abs(2) AND 1 / 0) OR ('x'::text)::boolean
-- @case error-order-4.8
SELECT ((abs(1) = 2) AND (1 / 0 = 1)) OR ('x'::text)::boolean
-- @case error-order-4.9
SELECT CASE WHEN (a3 + NULL::time) <= NULL::timestamp THEN (-9223372036854775808::bigint)::integer ELSE get_byte('\x624b'::bytea, -44) END FROM eo_empty
-- @case error-order-4.10
SELECT ra FROM eo_empty WHERE mod(-87::smallint, CASE WHEN (NULL::timestamptz >= NULL::timestamp) THEN 32767::smallint ELSE 0::smallint END) IN (SELECT (1e20::numeric)::smallint FROM eo_one)
-- 5: folded while planning although no row is read
-- @case error-order-5.1
SELECT ra, date_bin('-1 mon'::interval, CASE WHEN true THEN '2008-02-13 04:13:18'::timestamp ELSE ('b'::text)::timestamp END, '2009-01-16'::timestamp) FROM eo_empty WHERE NULL::boolean
-- @case error-order-5.2
SELECT ra FROM eo_empty WHERE overlaps(((''::text)::timestamp)::time, '01:39:37'::time, (make_time(a0, 967, 1.5) + NULL::interval), NULL::time)
-- @case error-order-5.3
SELECT ra FROM eo_empty WHERE (a0 + NULL::integer) > 1 / 0
-- 6: what is not folded stays unevaluated
-- @case error-order-6.1
SELECT (('ab'::text)::date + NULL::integer)
-- @case error-order-6.2
SELECT ra FROM eo_empty WHERE NULL::integer + (SELECT 1 / 0 FROM eo_one) > 0
-- @case error-order-6.3
SELECT CASE WHEN abs(1) = 1 THEN 1 ELSE 1 / 0 END
-- @case error-order-6.4
SELECT COALESCE(abs(1), 1 / 0)
-- @case error-order-6.5
SELECT CASE a0 WHEN 1 THEN 32768::smallint END FROM eo_empty
-- @case error-order-6.6
SELECT CASE abs(1) WHEN 1 THEN 1 ELSE 32768::smallint END
-- @case error-order-6.7
SELECT CASE abs(2) WHEN 1 THEN 1 ELSE 32768::smallint END, 1 / 0
