-- Functions: strings, math, aggregates (issue 5's list).
-- @setup
CREATE TABLE g (k text, v int, x numeric, s text);
INSERT INTO g VALUES ('a', 1, 1.5, 'p'), ('a', 3, 2.25, 'q'), ('b', 5, NULL, NULL), ('b', NULL, 4, 'r'), ('c', 7, 0, 'Zed');

-- 1: strings
-- @case functions-1.1
SELECT length('hello'), char_length('héllo'), octet_length('héllo'), length(NULL)
-- @case functions-1.2
SELECT upper('abc'), lower('ABC'), initcap('hello wORLD foo-bar')
-- @case functions-1.3
SELECT substring('hello' FROM 2 FOR 3), substring('hello', 2), substring('hello', 0, 3), substr('hello', 2, 2)
-- @case functions-1.4
SELECT substring('hello', 2, -1)
-- @case functions-1.5
SELECT position('ll' IN 'hello'), strpos('hello', 'z'), position('' IN 'abc')
-- @case functions-1.6
SELECT split_part('a,b,c', ',', 2), split_part('a,b,c', ',', 5), split_part('a,b,c', ',', -1)
-- @case functions-1.7
SELECT replace('banana', 'an', 'AN'), translate('hello', 'el', 'ip'), reverse('abc')
-- @case functions-1.8
SELECT lpad('5', 3, '0'), rpad('ab', 5, 'xy'), lpad('hello', 2), rpad('x', 3)
-- @case functions-1.9
SELECT btrim('  x  '), ltrim('xxabc', 'x'), rtrim('abc  '), trim(BOTH 'x' FROM 'xxaxx'), trim(LEADING FROM '  a '), trim(TRAILING 'b' FROM 'abb')
-- @case functions-1.10
SELECT repeat('ab', 3), repeat('x', 0), left('hello', 2), right('hello', 2), left('hello', -2)
-- @case functions-1.11
SELECT md5('abc'), md5('')
-- @case functions-1.12
SELECT concat('a', NULL, 1, true), concat_ws('-', 'a', NULL, 'b'), concat()
-- @case functions-1.13
SELECT chr(65), ascii('A'), ascii(''), to_hex(255), to_hex(-1)
-- @case functions-1.14
SELECT starts_with('hello', 'he'), quote_literal('it''s'), quote_ident('Foo'), quote_ident('foo')
-- @case functions-1.15
SELECT encode('abc'::bytea, 'hex'), encode('abc'::bytea, 'base64'), decode('616263', 'hex'), decode('YWJj', 'base64')
-- @case functions-1.16
SELECT regexp_replace('foobar', 'o+', '0'), regexp_replace('aaa', 'a', 'b', 'g'), regexp_match('abc123', '[0-9]+')
-- @case functions-1.17
SELECT string_to_array('a,b,,c', ','), array_to_string(ARRAY['a', NULL, 'c'], ',', '*')
-- @case functions-1.18
SELECT format('%s-%s', 'a', 1), format('%I %L', 'Tab', 'v'), format('%5s|%-5s|', 'ab', 'cd')
-- @case functions-1.19
SELECT sha256('abc'::bytea)
-- @case functions-1.20
SELECT chr(0)
-- @case functions-1.21
SELECT repeat('x', -1), lpad('abc', -1)
-- @case functions-1.22
SELECT upper('äbc'), lower('ÄBC')
-- @case functions-1.23
SELECT 'abc' ~ 'b' AS m, regexp_matches('a1b2', '[0-9]', 'g') AS r

-- 2: math
-- @case functions-2.1
SELECT abs(-5), abs(-5.5), abs(-5.5::float8), sign(-3), sign(0.0), sign(2::float8)
-- @case functions-2.2
SELECT round(2.5), round(-2.5), round(2.5::float8), round(3.14159, 2), round(1234.5, -2)
-- @case functions-2.3
SELECT trunc(2.7), trunc(-2.7), trunc(3.14159, 3), ceil(2.1), ceil(-2.1), floor(2.9), floor(-2.1)
-- @case functions-2.4
SELECT ceil(2.1::float8), floor(2.9::float8), ceiling(1.1)
-- @case functions-2.5
SELECT power(2, 10), power(2.0, 3), sqrt(16), sqrt(2.0), cbrt(27)
-- @case functions-2.6
SELECT sqrt(-1)
-- @case functions-2.7
SELECT exp(1), ln(10), log(100), log(2, 8), log10(1000)
-- @case functions-2.8
SELECT ln(0)
-- @case functions-2.9
SELECT mod(7, 3), mod(-7, 3), mod(7.5, 2), div(7, 2), div(-7, 2)
-- @case functions-2.10
SELECT gcd(12, 18), lcm(4, 6), gcd(0, 0)
-- @case functions-2.11
SELECT pi(), sin(0), cos(0), tan(0), asin(1), atan2(1, 1), degrees(pi()), radians(180)
-- @case functions-2.12
SELECT width_bucket(5.35, 0.024, 10.06, 5), width_bucket(0, 1, 10, 3)
-- @case functions-2.13
SELECT greatest(1, NULL, 3), least('b', 'a', NULL), greatest(1, 2.5)
-- @case functions-2.14
SELECT mod(1, 0)
-- @case functions-2.15
SELECT round(2.675, 2), round(-0.5), round(0.5::float8), round(1.5::float8)
-- @case functions-2.16
SELECT setseed(0.5)
-- @case functions-2.17
SELECT random() >= 0 AND random() < 1
-- @case functions-2.18
SELECT factorial(5)
-- @case functions-2.19
SELECT scale(1.2300), trim_scale(1.2300), min_scale(1.2300)

-- 3: aggregates
-- @case functions-3.1
SELECT count(*), count(v), count(x), count(DISTINCT k) FROM g
-- @case functions-3.2
SELECT sum(v), pg_typeof(sum(v)), sum(x), avg(v), avg(x) FROM g
-- @case functions-3.3
SELECT min(k), max(k), min(s), max(s) FROM g
-- @case functions-3.4
SELECT k, sum(v), avg(v), min(x), max(x) FROM g GROUP BY k ORDER BY k
-- @case functions-3.5
SELECT string_agg(k, ',' ORDER BY v DESC NULLS LAST) FROM g
-- @case functions-3.6
SELECT k, string_agg(s, '|') FROM g GROUP BY k HAVING count(s) > 1
-- @case functions-3.7
SELECT array_agg(v ORDER BY v) FROM g
-- @case functions-3.8
SELECT array_agg(DISTINCT k ORDER BY k) FROM g
-- @case functions-3.9
SELECT bool_and(v > 0), bool_or(v > 6), every(v > 2) FROM g
-- @case functions-3.10
SELECT count(*) FILTER (WHERE v > 2), sum(v) FILTER (WHERE k = 'a') FROM g
-- @case functions-3.11
SELECT stddev(v), variance(v), stddev_pop(v), var_samp(v) FROM g
-- @case functions-3.12
SELECT sum(v::int8), sum(v::float8), avg(v::float8) FROM g
-- @case functions-3.13
SELECT sum(x), avg(x), count(*) FROM g WHERE false
-- @case functions-3.14
SELECT sum(2147483647 + v::int8) FROM g
-- @case functions-3.15
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY v), percentile_disc(0.5) WITHIN GROUP (ORDER BY v), mode() WITHIN GROUP (ORDER BY k) FROM g
-- @case functions-3.16
SELECT json_agg(v ORDER BY v), jsonb_agg(k ORDER BY k) FROM g
-- @case functions-3.17
SELECT max(v) + 1, min(v) * 2 FROM g
-- @case functions-3.18
SELECT count(1), count(NULL) FROM g
-- @case functions-3.19
SELECT k, count(*) FROM g GROUP BY ROLLUP (k) ORDER BY k

-- 4: conditional and misc
-- @case functions-4.1
SELECT coalesce(NULL, NULL, 3), coalesce(NULL::int, 1.5), nullif(1, 1), nullif('a', 'b')
-- @case functions-4.2
SELECT coalesce(1, 'x')
-- @case functions-4.3
SELECT array_length(ARRAY[1, 2, 3], 1), cardinality(ARRAY[1, 2]), array_position(ARRAY['a', 'b'], 'b')
-- @case functions-4.4
SELECT array_append(ARRAY[1], 2), array_prepend(0, ARRAY[1]), array_cat(ARRAY[1], ARRAY[2]), array_remove(ARRAY[1, 2, 1], 1)
-- @case functions-4.5
SELECT jsonb_build_object('a', 1, 'b', 'x'), jsonb_build_array(1, 'a', NULL), to_jsonb('s'::text)
-- @case functions-4.6
SELECT jsonb_typeof('[1]'), jsonb_array_length('[1, 2]'), jsonb_typeof('{"a": 1}' -> 'a')
-- @case functions-4.7
SELECT nosuchfunc(1)
-- @case functions-4.8
SELECT length(1)
-- @case functions-4.9
SELECT upper()
-- @case functions-4.10
SELECT sum('a')
-- @case functions-4.11
SELECT round(1.5, 'x')
-- @case functions-4.12
SELECT make_date(2024, 2, 29), date_trunc('month', timestamp '2024-02-15 10:00'), extract(year FROM date '2024-02-15')
-- @case functions-4.13
SELECT date_part('dow', date '2024-02-15'), extract(epoch FROM timestamptz '2024-01-01 00:00:00+00')
-- @case functions-4.14
SELECT age(timestamp '2024-03-01', timestamp '2023-01-15'), justify_hours(interval '27 hours')
-- @case functions-4.15
SELECT to_char(timestamp '2024-02-05 13:04:05', 'YYYY-MM-DD HH24:MI:SS'), to_char(1234.5, '9999.99')
-- @case functions-4.16
SELECT gen_random_uuid() IS NOT NULL, length(md5(random()::text))
-- @case functions-4.17
SELECT v, lag(v) OVER (ORDER BY v), rank() OVER (ORDER BY k) FROM g WHERE v IS NOT NULL ORDER BY v
-- @case functions-4.18
SELECT avg('1')
-- @case functions-4.19
SELECT array_agg('1')
-- @case functions-4.20
SELECT max('b'), min('a'), count('x'), stddev('1'), bool_and('t')
