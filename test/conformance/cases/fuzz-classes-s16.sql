-- Fuzz classes of session 16 (test/fuzz known-differences.json): the order PostgreSQL tests a
-- qual's terms in (order_qual_clauses: cheapest first by cost_qual_eval, ties as written), where
-- a cast's cost depends on its pathway: an I/O conversion through text (CoerceViaIO) costs its
-- output and input functions (2), a cast function its procost (1), a binary-coercible cast
-- nothing, an array cast its element cast times 10, a typmod its length function, a domain its
-- check (1). A BETWEEN's two comparisons are two terms of the qual.
-- @setup
CREATE DOMAIN fs_pos AS int CHECK (VALUE > 0);
CREATE TABLE fs0 (ra int, a0 real, a1 int, a2 text, a3 double precision, a4 int[]);
INSERT INTO fs0 VALUES (0, 747.183, NULL, 'hello world', -620.317, '{1,2}');
CREATE TABLE fs1 (rb int, b1 int, b3 boolean);
INSERT INTO fs1 VALUES (0, 159, false);
-- Family 1: a BETWEEN in ON or WHERE: `x >= (jsonb_typeof(a2::jsonb))::interval` (two I/O casts,
-- 6) is tested after `x <= justify_hours(-(a3 * i))` (4), which is false: the cast never runs.
-- @case fuzz-classes-s16-1.1
SELECT ra, rb FROM fs0 LEFT JOIN fs1 ON ('33 days 3 hours 38 minutes'::interval BETWEEN (jsonb_typeof((a2)::jsonb))::interval AND justify_hours((- (a3 * '00:00:00.000001'::interval))))
-- @case fuzz-classes-s16-1.2
SELECT ra, rb FROM fs0 JOIN fs1 ON ('33 days'::interval BETWEEN (jsonb_typeof((a2)::jsonb))::interval AND justify_hours((- (a3 * '00:00:00.000001'::interval))))
-- @case fuzz-classes-s16-1.3
SELECT ra FROM fs0 WHERE '33 days'::interval BETWEEN (jsonb_typeof((a2)::jsonb))::interval AND justify_hours(- (a3 * '00:00:00.000001'::interval))
-- @case fuzz-classes-s16-1.4
SELECT ra, rb FROM fs1 JOIN fs0 ON ('33 days'::interval BETWEEN (jsonb_typeof((a2)::jsonb))::interval AND justify_hours((- (a3 * '00:00:00.000001'::interval))) AND b1 > 0)
-- @case fuzz-classes-s16-1.5
SELECT ra FROM fs0 WHERE '33 days'::interval BETWEEN justify_hours(- (a3 * '00:00:00.000001'::interval)) AND (jsonb_typeof((a2)::jsonb))::interval
-- Family 2: casts of each pathway beside a cheaper or dearer term that raises.
-- @case fuzz-classes-s16-2.1
SELECT ra FROM fs0 WHERE (a2)::numeric > 0 AND 1 / ra > 0
-- @case fuzz-classes-s16-2.2
SELECT ra FROM fs0 WHERE (a2)::varchar::varchar::text::jsonb IS NULL AND 1 / ra > 0
-- @case fuzz-classes-s16-2.3
SELECT ra FROM fs0 WHERE (a4)::float8[] IS NULL AND (a2)::jsonb IS NULL
-- @case fuzz-classes-s16-2.4
SELECT ra FROM fs0 WHERE (ra)::fs_pos > 1 AND (a2)::jsonb IS NULL
-- @case fuzz-classes-s16-2.5
SELECT ra FROM fs0 WHERE (ra)::fs_pos IS NULL AND 1 / ra > 0
-- @case fuzz-classes-s16-2.6
SELECT ra FROM fs0 WHERE (a3)::numeric(5,1) > 0 AND 1 / ra > 0
-- @case fuzz-classes-s16-2.7
SELECT ra FROM fs0 WHERE (ra)::text::int > 5 AND 1 / ra > 0
-- @case fuzz-classes-s16-2.8
SELECT ra FROM fs0 WHERE (a3)::int > 5 AND (a2)::int > 5
-- @case fuzz-classes-s16-2.9
SELECT ra, rb FROM fs0 LEFT JOIN fs1 ON (a2)::date > '2020-01-01' AND b1 / ra > 0
-- @case fuzz-classes-s16-2.10
SELECT ra, rb FROM fs0 LEFT JOIN fs1 ON (a2)::bool AND (b1::float8 / ra) > 0
-- @case fuzz-classes-s16-2.11
SELECT ra FROM fs0 WHERE (a4)::text[] IS NULL AND 1 / ra > 0
-- @case fuzz-classes-s16-2.12
SELECT ra FROM fs0 WHERE (a0)::int8 / 0 > 1 AND (a2)::jsonb IS NULL
-- Family 3: a cast to an integer type computed at run time is an integer, so integer arithmetic
-- over it stays exact near the int8 limits (not a double's 53 bits).
-- @setup
CREATE TABLE fs3 (r int, t text, j jsonb, b bit(4), v varbit, i8 bigint);
INSERT INTO fs3 VALUES (0, '0', '7', '1011', '101', -9223372036854712310), (1, '13', '-3', '0001', '1', 9223372036854775000);
-- @case fuzz-classes-s16-3.1
SELECT (('63498'::bigint + '-9223372036854775808'::bigint) + ('0'::text)::smallint), NULL::interval
-- @case fuzz-classes-s16-3.2
SELECT r, i8 + (t)::smallint, i8 + (t)::int, i8 - (t)::bigint, i8 + (j)::int, i8 - (j)::bigint, i8 + (j ->> 0)::int FROM fs3 ORDER BY r
-- @case fuzz-classes-s16-3.3
SELECT r, i8 + (b)::int, i8 - (b)::bigint, i8 + (v::bit(4))::int, i8 + (b & B'0011')::int FROM fs3 ORDER BY r
-- @case fuzz-classes-s16-3.4
SELECT r, (t)::int * 709490156681136600, (t)::oid::bigint + i8 FROM fs3 ORDER BY r
-- @case fuzz-classes-s16-3.5
SELECT r FROM fs3 WHERE i8 + (t)::int = -9223372036854712310 ORDER BY r
-- Family 4: an explicit cast between two built-in types that pg_cast does not list (and no I/O
-- conversion through a string type) is 42846, for every built-in base type.
-- @case fuzz-classes-s16-4.1
SELECT (v)::int FROM fs3
-- @case fuzz-classes-s16-4.2
SELECT (r)::varbit FROM fs3
-- @case fuzz-classes-s16-4.3
SELECT (v)::bigint FROM fs3
-- @case fuzz-classes-s16-4.4
SELECT (b)::int, (b)::bigint, (v)::bit(4), (b)::varbit, (r)::bit(3), (i8 % 8)::bit(3) FROM fs3 ORDER BY r
-- Family 5: ParseDateTime's words: '_' cannot be a zone name's first punctuation, so 'c_b' is
-- the words c and b (22007), not a zone "c_b" (22023); after '/' it may be.
-- @case fuzz-classes-s16-5.1
SELECT (reverse('a%b_c'::text))::time without time zone
-- @case fuzz-classes-s16-5.2
SELECT 'c_b'::timetz
-- @case fuzz-classes-s16-5.3
SELECT '12:00 c_b'::time
-- @case fuzz-classes-s16-5.4
SELECT 'x_y'::timestamptz
-- @case fuzz-classes-s16-5.5
SELECT '2000-01-01 12:00 Etc/GMT_x'::timestamptz
-- @case fuzz-classes-s16-5.6
SELECT '2000-01-01 12:00 America/New_York'::timestamptz, 'a_1 12:00'::text IS NULL
-- Family 6: an ARE's \xhhh takes every hex digit that follows (leading zeros too), its value
-- wrapping at 32 bits and 2201B above CHR_MAX; \u takes 4, \U 8; case-insensitive matching folds
-- the letters they name.
-- @case fuzz-classes-s16-6.1
SELECT 'A' ~ '\x041', 'A' ~ '\x00000041', 'a' ~ '\xff00', 'a' ~ '\x110000', 'Ag' ~ '\x41g', 'x{' ~ 'x\x7b'
-- @case fuzz-classes-s16-6.2
SELECT ('\'::text ~* ('\xff00'::bytea)::text)
-- @case fuzz-classes-s16-6.3
SELECT regexp_like('é'::text, (sha256('\xec73'::bytea))::text)
-- @case fuzz-classes-s16-6.4
SELECT 'a' ~ '\xffffffffff'
-- @case fuzz-classes-s16-6.5
SELECT 'a' ~ '\u004'
-- @case fuzz-classes-s16-6.6
SELECT 'a' ~* '[\x41-\x5a]', 'a' ~ '[\x41-\x5a]', regexp_replace('aAb', '\x41', 'z', 'gi'), 'é' ~* '\u00e9', 'ab' ~* '\U00000041B', 'a' ~ '[^\x110000]', 'a' ~ '[\x110000]'
-- @case fuzz-classes-s16-6.7
SELECT 'Ab' ~ '(?=A)\x41b', 'Ab' ~ '(?=A)\U00000041b', regexp_match('A-Z', '[\x41-\x5a]-(\x5A)')
-- Family 7: a BETWEEN as a value (a select-list item) is PostgreSQL's AND of its comparisons,
-- which stops at a false first one: the second's error never surfaces.
-- @setup
CREATE TABLE fs7 (a bigint, i int);
INSERT INTO fs7 VALUES (5, 0);
-- @case fuzz-classes-s16-7.1
SELECT ('0'::bigint BETWEEN (a & '9223372036854775807'::bigint) AND (a * '-9223372036854775808'::bigint)) FROM fs7
-- @case fuzz-classes-s16-7.2
SELECT (1 BETWEEN 2 + i AND 10 / i), (1 NOT BETWEEN 2 + i AND 10 / i), (NULL::int BETWEEN i AND 10 / i), (-1 BETWEEN i AND 10 / i) IS NULL FROM fs7
-- @case fuzz-classes-s16-7.3
SELECT (0 BETWEEN i AND 10 / i) FROM fs7
-- @case fuzz-classes-s16-7.4
SELECT (1 BETWEEN SYMMETRIC 2 + i AND 10 / i) FROM fs7
-- @case fuzz-classes-s16-7.5
SELECT CASE WHEN 1 BETWEEN 2 + i AND 10 / i THEN 1 ELSE 0 END, count(*) FILTER (WHERE 1 BETWEEN 2 + i AND 10 / i) FROM fs7 GROUP BY i
-- Family 8: float4out's shortest digits exclude the rounding interval's bounds (PostgreSQL's Ryu
-- is built without STRICTLY_SHORTEST): -3086000128 is -3.0860001e+09, not -3.086e+09.
-- @case fuzz-classes-s16-8.1
SELECT NULL::bytea, (('-97.850'::real * ('-92622'::bigint)::real) * ('309.497'::real - '650.000'::real))
-- @case fuzz-classes-s16-8.2
SELECT '-3086000128'::real, '3.086e9'::real, '1.5'::real, '16777216'::real, '1e10'::real, '3.4028235e38'::real, '1.4e-45'::real, '-5.21953196e-20'::real
-- Family 9: NULLIF over a first operand folding to NULL still computes its second operand's
-- plan-time constants, but not those of a CASE arm the planner drops (a FALSE literal
-- condition, or after a TRUE one) nor those after COALESCE's first non-NULL literal.
-- @case fuzz-classes-s16-9.1
SELECT NULLIF(NULL::boolean, CASE WHEN 'false'::boolean THEN (('abc'::text)::uuid = '00000000-0000-0000-0000-000000000000'::uuid) ELSE NULL::boolean END)
-- @case fuzz-classes-s16-9.2
SELECT NULLIF(NULL::int, CASE WHEN true THEN 1 ELSE ('abc'::text)::int END), NULLIF(NULL::int, CASE WHEN false THEN 1/0 ELSE 2 END), NULLIF(NULL::int, COALESCE(1, 1/0))
-- @case fuzz-classes-s16-9.3
SELECT NULLIF(NULL::int, CASE WHEN true THEN ('abc'::text)::int END)
-- @case fuzz-classes-s16-9.4
SELECT NULLIF(NULL::int, 1/0)
-- Family 10: a CASE arm whose condition folds to NULL (a strict operator over a NULL literal)
-- is dropped, but its condition is simplified first: its constants are computed, its columns
-- stay columns, so a call over a column-dependent CASE is never made while planning.
-- @setup
CREATE TABLE fs10 (a3 boolean, i int);
INSERT INTO fs10 VALUES (true, 0);
-- @case fuzz-classes-s16-10.1
SELECT CASE WHEN (make_date(0, 0, CASE WHEN a3 THEN -856 ELSE -71 END) <> NULL::timestamptz) THEN -1 END FROM fs10
-- @case fuzz-classes-s16-10.2
SELECT CASE WHEN make_date(0, 0, CASE WHEN a3 THEN -856 ELSE -71 END) <> NULL::date THEN 1 END FROM fs10
-- @case fuzz-classes-s16-10.3
SELECT CASE WHEN make_date(0, 0, -71) <> NULL::date THEN 1 END FROM fs10
-- @case fuzz-classes-s16-10.4
SELECT CASE WHEN abs(CASE WHEN a3 THEN -856 ELSE 1/0 END) <> NULL::int THEN 1 END FROM fs10
-- @case fuzz-classes-s16-10.5
SELECT CASE WHEN false THEN make_date(0, 0, -71) WHEN NULL::int > i THEN make_date(0, 0, i - 71) ELSE 2 END FROM fs10
-- Family 11: timetz → time is the time of day whatever the offset; timezone(interval, timetz)
-- makes offsets (+24, +100) no input accepts.
-- @case fuzz-classes-s16-11.1
SELECT (timezone('24 hours'::interval, '00:00:00+00'::time with time zone))::time without time zone
-- @case fuzz-classes-s16-11.2
SELECT (timezone('100 hours'::interval, '23:59:59.999999+00'::timetz))::time(2), timezone('100 hours'::interval, '23:59:59.999999+00'::timetz)
-- @case fuzz-classes-s16-11.3
SELECT '12:34:56.789-03:30'::timetz::time, '12:34:56.789-03:30'::timetz::time(1), '24:00:00+14'::timetz::time, x::time FROM (VALUES ('04:05:06.5-01:30:15'::timetz)) v(x)
-- Family 12: timestamp ± interval adds months, then days, then the time, and the timestamp
-- after each calendar step must be in range (22008 even where the time brings it back).
-- @case fuzz-classes-s16-12.1
SELECT '4713-01-01 BC'::date + '-39 days 25:42'::interval
-- @case fuzz-classes-s16-12.2
SELECT '4713-01-01 BC'::timestamptz + '-39 days 25:42'::interval
-- @case fuzz-classes-s16-12.3
SELECT '4713-01-01 BC'::timestamp - '39 days -25:42'::interval
-- @case fuzz-classes-s16-12.4
SELECT '4713-02-01 BC'::timestamp + '-3 mon 48:00'::interval
-- @case fuzz-classes-s16-12.5
SELECT '4713-01-01 BC'::date + '-38 days 22:18:00'::interval, '2000-01-31'::timestamp + '1 mon 1 day 01:00'::interval, 'infinity'::timestamp + '-1 day'::interval
-- Family 13: NULLIF of two boolean literals is folded like a literal (NULL where they are equal):
-- a CASE arm under it is dropped, and with it the stable call that kept the CASE from folding.
-- @case fuzz-classes-s16-13.1
SELECT (CASE WHEN NULLIF('true'::boolean, 'true'::boolean) THEN timezone('0'::interval, ('0'::text)::timestamp with time zone) ELSE ('23:59:59.999999'::time without time zone + '2015-04-14'::date) END BETWEEN '2033-08-08 18:04:04'::timestamp without time zone AND (make_date(json_array_length('{}'::json), '1'::integer, '1'::integer) + '00:00:00'::time without time zone))
-- @case fuzz-classes-s16-13.2
SELECT CASE WHEN NULLIF(true, false) THEN 1 ELSE 1/0 END, CASE WHEN NULLIF(false, false) THEN 1/0 ELSE 2 END, CASE WHEN NULLIF(true, NULL::boolean) THEN 1 ELSE 1/0 END, CASE WHEN NULLIF(NULL::boolean, true) THEN 1/0 ELSE 3 END
-- @case fuzz-classes-s16-13.3
SELECT NULLIF(true, true) AND 1/0 > 0
-- Family 14: `x [NOT] IN (item)` with one item is the parser's x = item (x <> item), strict: over a
-- NULL item the planner folds it to NULL, dropping a CASE arm it guards.
-- @case fuzz-classes-s16-14.1
SELECT CASE WHEN (timezone('\'::text, '24:00:00+14'::time with time zone) IN (NULL::time with time zone)) THEN ('1.50'::jsonb #- '{}'::text[]) ELSE jsonb_object(regexp_match('0'::text, '\'::text, 'b'::text)) END
-- @case fuzz-classes-s16-14.2
SELECT CASE WHEN (now() IN (NULL::timestamptz)) THEN 1/0 ELSE 2 END, CASE WHEN (now() NOT IN (NULL::timestamptz)) THEN 1/0 ELSE 2 END, (timezone('x', '24:00:00+14'::timetz) IN (NULL::timetz))
-- @case fuzz-classes-s16-14.3
SELECT CASE WHEN (timezone('x', '24:00:00+14'::timetz) IN (NULL::timetz, NULL)) THEN 1/0 ELSE 2 END
