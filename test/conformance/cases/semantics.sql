-- Semantics where SQLite differs and PostgreSQL must win (issue 5), C locale, checked against PostgreSQL 15.
-- @setup
CREATE TABLE t (id int, s text, i int, b bigint, sm smallint, n numeric, f float8, r real, flag boolean);
INSERT INTO t VALUES (1, 'apple', 10, 100, 1, 1.50, 0.1, 0.5, true), (2, 'Banana', -5, -9000000000, -2, 2.255, 1e20, 1.5, false), (3, '', NULL, NULL, NULL, NULL, NULL, NULL, NULL), (4, NULL, 0, 0, 0, 0, 'NaN', 'Infinity', true), (5, 'éclair', 2147483647, 9223372036854775807, 32767, -0.001, -0.0, -1.25, false);

-- 1: integer overflow int4
-- @case semantics-1.1
SELECT 2147483647 + 1
-- @case semantics-1.2
SELECT -2147483648 - 1
-- @case semantics-1.3
SELECT 65536 * 32768
-- @case semantics-1.4
SELECT -(-2147483647 - 1)
-- @case semantics-1.5
SELECT abs(-2147483647 - 1)
-- @case semantics-1.6
SELECT 2147483647 - -1
-- @case semantics-1.7
SELECT (-2147483647 - 1) / -1
-- @case semantics-1.8
SELECT (-2147483647 - 1) % -1, 2147483647 % -1
-- @case semantics-1.9
SELECT i + 1 FROM t WHERE id = 5
-- @case semantics-1.10
SELECT i * 2 FROM t WHERE id = 5
-- @case semantics-1.11
SELECT sum(i) FROM t
-- @case semantics-1.12
SELECT 2147483647 + 1::int8, pg_typeof(2147483647 + 1::int8)
-- @case semantics-1.13
SELECT 46341 * 46340, pg_typeof(46341 * 46340)
-- @case semantics-1.14
SELECT 46341 * 46341

-- 2: integer overflow int2 and int8
-- @case semantics-2.1
SELECT 32767::int2 + 1::int2
-- @case semantics-2.2
SELECT (-32768)::int2 - 1::int2
-- @case semantics-2.3
SELECT 200::int2 * 200::int2
-- @case semantics-2.4
SELECT -((-32768)::int2)
-- @case semantics-2.5
SELECT abs((-32768)::int2)
-- @case semantics-2.6
SELECT 32767::int2 + 1, pg_typeof(32767::int2 + 1)
-- @case semantics-2.7
SELECT sm + sm FROM t WHERE id = 5
-- @case semantics-2.8
SELECT 9223372036854775807 + 1
-- @case semantics-2.9
SELECT -9223372036854775808 - 1
-- @case semantics-2.10
SELECT 4611686018427387904 * 2
-- @case semantics-2.11
SELECT -(-9223372036854775807 - 1)
-- @case semantics-2.12
SELECT abs(-9223372036854775807 - 1)
-- @case semantics-2.13
SELECT (-9223372036854775807 - 1) / -1
-- @case semantics-2.14
SELECT (-9223372036854775807 - 1) % -1
-- @case semantics-2.15
SELECT b + 1 FROM t WHERE id = 5
-- @case semantics-2.16
SELECT sum(b) FROM t
-- @case semantics-2.17
SELECT pg_typeof(sum(b)), pg_typeof(sum(i)), pg_typeof(sum(sm)), pg_typeof(avg(i)), pg_typeof(sum(f)), pg_typeof(sum(r)) FROM t
-- @case semantics-2.18
SELECT 9223372036854775807::numeric + 1
-- @case semantics-2.19
SELECT '2147483648'::int4
-- @case semantics-2.20
SELECT '32768'::int2
-- @case semantics-2.21
SELECT '9223372036854775808'::int8
-- @case semantics-2.22
SELECT 2147483648::int4
-- @case semantics-2.23
SELECT 3000000000::bigint::int
-- @case semantics-2.24
SELECT 70000::smallint

-- 3: integer division and modulo
-- @case semantics-3.1
SELECT 7 / 2, -7 / 2, 7 / -2, -7 / -2, 1 / 3
-- @case semantics-3.2
SELECT 7 % 3, -7 % 3, 7 % -3, -7 % -3
-- @case semantics-3.3
SELECT 7::int2 / 2::int2, 7::int8 / 2, 7 / 2::int8, pg_typeof(7::int2 / 2::int2), pg_typeof(7::int2 / 2)
-- @case semantics-3.4
SELECT 7 / 2.0, 7.0 / 2, 7 / 2::float8, pg_typeof(7 / 2.0), pg_typeof(7 / 2::float8)
-- @case semantics-3.5
SELECT i / 3, i % 3 FROM t ORDER BY id
-- @case semantics-3.6
SELECT 1 / 0
-- @case semantics-3.7
SELECT 1 % 0
-- @case semantics-3.8
SELECT 1::int8 / 0
-- @case semantics-3.9
SELECT 1::int2 / 0::int2
-- @case semantics-3.10
SELECT 1.0 / 0
-- @case semantics-3.11
SELECT 1.5 % 0
-- @case semantics-3.12
SELECT 1::float8 / 0
-- @case semantics-3.13
SELECT 0::float8 / 0
-- @case semantics-3.14
SELECT 1 / 0.0::float4
-- @case semantics-3.15
SELECT i / 0 FROM t WHERE id = 1
-- @case semantics-3.16
SELECT 10 / 3 * 3, 10 * 3 / 3, 2 + 3 * 4, (2 + 3) * 4, 2 ^ 3 ^ 2, -2 ^ 2

-- 4: numeric scale
-- @case semantics-4.1
SELECT 1.50 + 1.5, 1.50 * 1.5, 1.50 - 1.500, 10.0 / 4, 1 / 3.0, 2 / 3::numeric
-- @case semantics-4.2
SELECT 1.0 / 3, 10::numeric / 3, 100000::numeric / 3, 0.001 / 7, 1e-10 / 3
-- @case semantics-4.3
SELECT 1.000000000000000000001 / 3
-- @case semantics-4.4
SELECT n + 1, n * n, n / 2, -n FROM t ORDER BY id
-- @case semantics-4.5
SELECT 123.456::numeric(5, 1), 0.05::numeric(3, 1), -0.05::numeric(3, 1), 1.5::numeric(5, 0), 2.5::numeric(5, 0)
-- @case semantics-4.6
SELECT 12345.6::numeric(5, 1)
-- @case semantics-4.7
SELECT 99.99::numeric(4, 2) + 0.01
-- @case semantics-4.8
SELECT avg(n), sum(n), avg(i), avg(f) FROM t
-- @case semantics-4.9
SELECT 1e3, 1.5e-3, 1E+2, 0.1 + 0.2, 1.10 + 2.200, 1.0e0
-- @case semantics-4.10
SELECT 'NaN'::numeric + 1, 'NaN'::numeric = 'NaN'::numeric, 'NaN'::numeric > 1e100, 'Infinity'::numeric - 1
-- @case semantics-4.11
SELECT 10::numeric % 3, 10.5 % 3, -10.5 % 3, 10.5 % -3.25
-- @case semantics-4.12
SELECT round(2.5), round(3.5), round(-2.5), round(2.55, 1), round(2.545, 2), round(1234.5678, -2)
-- @case semantics-4.13
SELECT 1::numeric / 7 * 7, (1::numeric / 7)::numeric(10, 8)

-- 5: float output
-- @case semantics-5.1
SELECT 0.1::float8, 1e20::float8, 1e-5::float8, 123456789012345678::float8, 1.0::float8, 100::float8
-- @case semantics-5.2
SELECT 0.1::float4, 1.1::float4 * 3, 1e10::float4, 3.14159265358979::float4, 16777217::float4
-- @case semantics-5.3
SELECT 0.1::float8 + 0.2::float8, 1::float8 / 3, 2::float8 / 3, 1e16::float8 + 1
-- @case semantics-5.4
SELECT 'NaN'::float8, 'Infinity'::float8, '-Infinity'::float8, '-0'::float8, 0::float8 * -1
-- @case semantics-5.5
SELECT f, r FROM t ORDER BY id
-- @case semantics-5.6
SELECT 1e308::float8 * 10
-- @case semantics-5.7
SELECT 1e-308::float8 / 1e10
-- @case semantics-5.8
SELECT 'NaN'::float8 = 'NaN'::float8, 'NaN'::float8 > 'Infinity'::float8, '-0'::float8 = 0::float8
-- @case semantics-5.9
SELECT f FROM t ORDER BY f NULLS FIRST
-- @case semantics-5.10
SELECT 1.5::float8::int, 2.5::float8::int, -2.5::float8::int, 0.5::float4::int2, 1e10::float8::int8
-- @case semantics-5.11
SELECT 1e10::float8::int
-- @case semantics-5.12
SELECT 'NaN'::float8::int
-- @case semantics-5.13
SELECT 3.5::numeric::int, -3.5::numeric::int, 4.5::numeric::int2

-- 6: concatenation and NULL
-- @case semantics-6.1
SELECT 'a' || NULL, NULL || 'b', 'a' || 'b' || NULL
-- @case semantics-6.2
SELECT 'a' || 1, 1 || 'a', 'x' || 1.5, 'x' || true, 'x' || NULL::int
-- @case semantics-6.3
SELECT s || '!', concat(s, '!'), concat_ws('-', s, NULL, 'z') FROM t ORDER BY id
-- @case semantics-6.4
SELECT pg_typeof('a' || 1), pg_typeof('a'::varchar || 'b'), pg_typeof('a'::char(3) || 'b')
-- @case semantics-6.5
SELECT 'ab'::char(4) || 'c', length('ab'::char(4)), 'ab '::char(4) = 'ab'
-- @case semantics-6.6
SELECT 1 || 2

-- 7: empty string vs NULL
-- @case semantics-7.1
SELECT id, s IS NULL, s = '', coalesce(s, '<null>'), nullif(s, '') FROM t ORDER BY id
-- @case semantics-7.2
SELECT count(s), count(*), count(nullif(s, '')) FROM t
-- @case semantics-7.3
SELECT length(''), length(NULL::text), '' = '', '' IS NULL, octet_length('')
-- @case semantics-7.4
SELECT id FROM t WHERE s <> '' ORDER BY id

-- 8: LIKE, ILIKE, case
-- @case semantics-8.1
SELECT 'Apple' LIKE 'a%', 'Apple' ILIKE 'a%', 'Apple' LIKE 'A%', 'apple' NOT LIKE 'A%', 'APPLE' NOT ILIKE 'a%'
-- @case semantics-8.2
SELECT s FROM t WHERE s LIKE '%an%' ORDER BY id
-- @case semantics-8.3
SELECT s FROM t WHERE s ILIKE '%AN%' ORDER BY id
-- @case semantics-8.4
SELECT 'a_c' LIKE 'a\_c', 'abc' LIKE 'a\_c', 'a%c' LIKE 'a\%c', 'a_c' LIKE 'a#_c' ESCAPE '#', 'abc' LIKE 'abc' ESCAPE ''
-- @case semantics-8.5
SELECT 'abc' LIKE '_b_', 'abc' LIKE '%', '' LIKE '%', NULL LIKE '%', 'abc' LIKE NULL
-- @case semantics-8.6
SELECT 'ÉCLAIR' ILIKE 'éclair', 'éclair' LIKE '_clair', 'straße' ILIKE 'STRASSE'
-- @case semantics-8.7
SELECT 'a\' LIKE 'a\'
-- @case semantics-8.8
SELECT 'abc' ~~ 'a%', 'abc' !~~ 'a%', 'ABC' ~~* 'a%', 'ABC' !~~* 'a%'
-- @case semantics-8.9
SELECT 'abc' = 'ABC', 'abc' < 'ABC', 'a' < 'B', 'Z' < 'a', 'é' > 'z'

-- 9: NULLS ordering
-- @case semantics-9.1 ordered
SELECT i FROM t ORDER BY i
-- @case semantics-9.2 ordered
SELECT i FROM t ORDER BY i DESC
-- @case semantics-9.3 ordered
SELECT i FROM t ORDER BY i NULLS FIRST
-- @case semantics-9.4 ordered
SELECT i FROM t ORDER BY i DESC NULLS LAST
-- @case semantics-9.5 ordered
SELECT s FROM t ORDER BY s
-- @case semantics-9.6 ordered
SELECT s FROM t ORDER BY s DESC NULLS LAST
-- @case semantics-9.7 ordered
SELECT id, flag FROM t ORDER BY flag, id
-- @case semantics-9.8 ordered
SELECT f FROM t ORDER BY f DESC
-- @case semantics-9.9 ordered
SELECT r FROM t ORDER BY r
-- @case semantics-9.10 ordered
SELECT n FROM t ORDER BY n USING >
-- @case semantics-9.11
SELECT min(s), max(s), min(i), max(i), min(f), max(f) FROM t

-- 10: min, max and ordering on text by code point
-- @case semantics-10.1
SELECT min(x), max(x) FROM (VALUES ('a'), ('B'), ('é'), ('Z'), ('z'), ('')) v(x)
-- @case semantics-10.2 ordered
SELECT x FROM (VALUES ('a'), ('B'), ('é'), ('Z'), ('z'), (''), ('aa'), ('a b')) v(x) ORDER BY x
-- @case semantics-10.3
SELECT greatest('a', 'B', 'é'), least('a', 'B', 'é'), greatest('abc', 'abd'), least('', 'a')
-- @case semantics-10.4
SELECT 'a' < 'ab', 'ab' < 'b', 'Ä' > 'Z', '€' > 'é', '10' < '9'

-- 11: count(*) and aggregate types
-- @case semantics-11.1
SELECT count(*), pg_typeof(count(*)), count(1), count(i) FROM t
-- @case semantics-11.2
SELECT count(*) FROM t WHERE false
-- @case semantics-11.3
SELECT count(DISTINCT flag), count(DISTINCT s), count(ALL s) FROM t
-- @case semantics-11.4
SELECT sum(i) FROM t WHERE false
-- @case semantics-11.5
SELECT pg_typeof(max(sm)), pg_typeof(min(n)), pg_typeof(max(s)), pg_typeof(bool_and(flag)), pg_typeof(avg(f)), pg_typeof(avg(b)) FROM t
-- @case semantics-11.6
SELECT avg(sm), avg(b), sum(sm) FROM t

-- 12: boolean results
-- @case semantics-12.1
SELECT 1 < 2, 1 = 1.0, NULL = NULL, NULL IS NULL, true AND NULL, false AND NULL, true OR NULL, NOT NULL::boolean
-- @case semantics-12.2
SELECT id, i > 0, flag AND i > 0, flag IS TRUE, flag IS NOT FALSE, flag IS UNKNOWN FROM t ORDER BY id
-- @case semantics-12.3
SELECT 't'::boolean, 'yes'::boolean, 'off'::boolean, '0'::boolean, ' true '::boolean, 'TRUE'::boolean
-- @case semantics-12.4
SELECT 'maybe'::boolean
-- @case semantics-12.5
SELECT 1::boolean, 0::boolean, true::int, false::int
-- @case semantics-12.6
SELECT true > false, true::text, false::varchar, pg_typeof(1 < 2)
-- @case semantics-12.7
SELECT 1::int2::boolean
-- @case semantics-12.8
SELECT count(*) FILTER (WHERE flag), bool_or(flag), bool_and(flag), every(i > -10) FROM t

-- 13: cross-type comparisons
-- @case semantics-13.1
SELECT 1 = 1.0, 1 = 1::float8, 1::int2 = 1::int8, 0.1::float4 = 0.1::float8, 0.1 = 0.1::float8, 0.5::float4 = 0.5
-- @case semantics-13.2
SELECT '1' = 1, '01' = 1, 1 = '1.0'::numeric, '10' > 9, 'a' < 'b'::varchar, 'abc'::char(5) = 'abc'::text
-- @case semantics-13.3
SELECT id FROM t WHERE i = '10' ORDER BY id
-- @case semantics-13.4
SELECT id FROM t WHERE n = 1.5 ORDER BY id
-- @case semantics-13.5
SELECT id FROM t WHERE f > 1 ORDER BY id
-- @case semantics-13.6
SELECT id FROM t WHERE b > i ORDER BY id
-- @case semantics-13.7
SELECT 1 = 'a'
-- @case semantics-13.8
SELECT '1.5' = 1
-- @case semantics-13.9
SELECT 1 < true
-- @case semantics-13.10
SELECT 'abc' = 1::text, 1::text = '1', 2 > '10'::text::int
-- @case semantics-13.11
SELECT i FROM t WHERE s = 1
-- @case semantics-13.12
SELECT 1 IN (1.0, 2), 2 IN ('2', '3'), 1.5 IN (1, 2), NULL IN (1, 2), 1 IN (2, NULL), 1 NOT IN (2, NULL)
-- @case semantics-13.13
SELECT '2024-01-01'::date = '2024-01-01 00:00'::timestamp, '2024-01-01'::date < '2024-01-01 00:00:01'::timestamp
-- @case semantics-13.14
SELECT 1 = ANY('{1,2}'::int[]), 1.5 = ANY('{1,2}'::int[]), '3' = ANY('{1,2}'::int[])

-- 14: implicit casts refused
-- @case semantics-14.1
SELECT 'a' + 1
-- @case semantics-14.2
SELECT true + 1
-- @case semantics-14.3
SELECT 1 + '1'::text
-- @case semantics-14.4
SELECT now() + 1
-- @case semantics-14.5
SELECT -'abc'
-- @case semantics-14.6
SELECT s + 1 FROM t
-- @case semantics-14.7
SELECT i || i FROM t
-- @case semantics-14.8
SELECT flag + flag FROM t
-- @case semantics-14.9
SELECT abs('x')
-- @case semantics-14.10
SELECT length(1)
-- @case semantics-14.11
SELECT upper(1.5)
-- @case semantics-14.12
SELECT substr(12345, 2)
-- @case semantics-14.13
SELECT i FROM t WHERE i
-- @case semantics-14.14
SELECT CASE WHEN 1 THEN 'a' END
-- @case semantics-14.15
SELECT 1 WHERE 'x'
-- @case semantics-14.16
SELECT CASE 1 WHEN 'a' THEN 1 END
-- @case semantics-14.17
SELECT coalesce(1, 'a')
-- @case semantics-14.18
SELECT coalesce('1', 2), coalesce(NULL, 2.5, 1), pg_typeof(coalesce(1, 2.5)), pg_typeof(coalesce(1::int2, 2))
-- @case semantics-14.19
SELECT greatest(1, 'a')
-- @case semantics-14.20
SELECT greatest(1, 2.5, 2::int8), pg_typeof(greatest(1, 2.5)), least(1::int2, 2), pg_typeof(least(1::int2, 2::int2))

-- 15: GROUP BY strictness
-- @case semantics-15.1
SELECT s, count(*) FROM t
-- @case semantics-15.2
SELECT i, s FROM t GROUP BY i
-- @case semantics-15.3
SELECT i + 1, count(*) FROM t GROUP BY i + 1 ORDER BY 1
-- @case semantics-15.4
SELECT i + 1 FROM t GROUP BY i ORDER BY 1
-- @case semantics-15.5
SELECT s FROM t GROUP BY i
-- @case semantics-15.6
SELECT count(*) FROM t ORDER BY i
-- @case semantics-15.7
SELECT id, count(*) FROM t GROUP BY id ORDER BY id
-- @case semantics-15.8
SELECT upper(s), count(*) FROM t GROUP BY upper(s) ORDER BY 1
-- @case semantics-15.9
SELECT upper(s), count(*) FROM t GROUP BY s ORDER BY 1
-- @case semantics-15.10
SELECT lower(s) FROM t GROUP BY upper(s)
-- @case semantics-15.11
SELECT flag, sum(i) FROM t GROUP BY 1 ORDER BY 1
-- @case semantics-15.12
SELECT flag, sum(i) FROM t GROUP BY 3
-- @case semantics-15.13
SELECT sum(i) FROM t HAVING count(*) > 1
-- @case semantics-15.14
SELECT flag FROM t GROUP BY flag HAVING i > 0
-- @case semantics-15.15
SELECT sum(sum(i)) FROM t
-- @case semantics-15.16
SELECT sum(i) FROM t WHERE sum(i) > 0
-- @case semantics-15.17
SELECT flag, count(*) AS c FROM t GROUP BY flag HAVING count(*) > 1 ORDER BY c
-- @case semantics-15.18
SELECT flag AS x FROM t GROUP BY x ORDER BY x
-- @case semantics-15.19
SELECT id FROM t GROUP BY id HAVING s IS NULL ORDER BY id

-- 16: operator and function does not exist
-- @case semantics-16.1
SELECT 1 @@ 1
-- @case semantics-16.2
SELECT 'a' ~ 1
-- @case semantics-16.3
SELECT ARRAY[1] + 1
-- @case semantics-16.4
SELECT 1 && 2
-- @case semantics-16.5
SELECT nosuchfunction(1)
-- @case semantics-16.6
SELECT sqrt('a'::text)
-- @case semantics-16.7
SELECT pg_catalog.nosuch()
-- @case semantics-16.8
SELECT date_part(1, 2)
-- @case semantics-16.9
SELECT round(1.5, 'a')
-- @case semantics-16.10
SELECT sum(s) FROM t
-- @case semantics-16.11
SELECT avg(flag) FROM t
-- @case semantics-16.12
SELECT max(ARRAY[1]), min('{a}'::text[])
-- @setup
CREATE TABLE ty (i2 smallint, i4 int, i8 bigint, n numeric(10, 2), f4 real, f8 float8, t text, vc varchar(5), c char(3), b boolean, d date, ts timestamp, tz timestamptz, j jsonb, u uuid, by bytea);
INSERT INTO ty VALUES (1, 2, 3, 4.5, 5.5, 6.5, 'x', 'y', 'z', true, '2024-01-01', '2024-01-01 10:00', '2024-01-01 10:00+00', '{"a": 1}', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', '\x01');

-- 17: typing of expressions (column type OIDs)
-- @case semantics-17.1
SELECT i2, i4, i8, n, f4, f8, t, vc, c, b, d, ts, tz, j, u, by FROM ty
-- @case semantics-17.2
SELECT i2 + i2, i2 + i4, i4 + i8, i2 * i8, i4 - n, i8 / f4, f4 + f4, f4 * f8, n + f8 FROM ty
-- @case semantics-17.3
SELECT 1, 1.5, 'a', true, NULL, 2147483648, 1e2, -1, -1.0, 9223372036854775808
-- @case semantics-17.4
SELECT NULL::int, NULL::text, CAST(NULL AS date), pg_typeof(NULL), pg_typeof('a'), pg_typeof(1e2)
-- @case semantics-17.5
SELECT CASE WHEN b THEN i2 ELSE i4 END, CASE WHEN b THEN i4 ELSE n END, CASE WHEN b THEN f4 ELSE i4 END, CASE WHEN b THEN 'a' ELSE t END, CASE WHEN b THEN 1 END FROM ty
-- @case semantics-17.6
SELECT CASE WHEN b THEN vc ELSE c END, CASE WHEN b THEN c ELSE c END, CASE WHEN b THEN 'x' END, CASE WHEN b THEN NULL END FROM ty
-- @case semantics-17.7
SELECT coalesce(i2, i8), coalesce(n, i4), coalesce(f4, 1), coalesce(vc, t), coalesce(c, 'q'), coalesce(NULL, NULL) FROM ty
-- @case semantics-17.8
SELECT nullif(i4, 2), nullif(t, 'x'), nullif(n, 4.5), greatest(i2, i4), least(f4, n), greatest(c, vc) FROM ty
-- @case semantics-17.9
SELECT i4 = i8, t || vc, c || c, vc || vc, t LIKE 'x', b AND true, NOT b FROM ty
-- @case semantics-17.10
SELECT d + 1, d - d, ts - ts, tz - ts, d + interval '1 day', ts + interval '1 hour', d - interval '1 day' FROM ty
-- @case semantics-17.11
SELECT j -> 'a', j ->> 'a', j || j, j - 'a', j @> '{}', to_jsonb(i4), to_json(t) FROM ty
-- @case semantics-17.12
SELECT ARRAY[i2, i4], ARRAY[i4, i8], ARRAY[n, i4], ARRAY[t, vc], ARRAY[c], ARRAY[b], ARRAY[d] FROM ty
-- @case semantics-17.13
SELECT x, y FROM (SELECT 1 AS x, 'a' AS y UNION ALL SELECT 2.5, 'b') s ORDER BY x
-- @case semantics-17.14
SELECT x FROM (SELECT 1::int2 AS x UNION SELECT 2::int8) s ORDER BY x
-- @case semantics-17.15
SELECT x FROM (SELECT 'a'::varchar AS x UNION SELECT 'b'::text) s ORDER BY x
-- @case semantics-17.16
SELECT x FROM (SELECT 'a' AS x UNION SELECT 'b') s ORDER BY x
-- @case semantics-17.17
SELECT x FROM (SELECT NULL AS x UNION SELECT NULL) s
-- @case semantics-17.18
SELECT x FROM (SELECT 1 AS x UNION SELECT 'a') s
-- @case semantics-17.19
SELECT x FROM (VALUES (1), (2.5), (NULL)) v(x) ORDER BY x
-- @case semantics-17.20
SELECT x FROM (VALUES ('a'), (NULL)) v(x) ORDER BY x
-- @case semantics-17.21
SELECT x FROM (VALUES (1), ('2')) v(x) ORDER BY x
-- @case semantics-17.22
SELECT x FROM (VALUES (1), ('a')) v(x)
-- @case semantics-17.23
SELECT i4::text, i4::varchar(1), n::int, n::float4, f8::numeric, b::text, d::text, ts::date, tz::date, u::text, t::bytea FROM ty
-- @case semantics-17.24
SELECT length(t), upper(c), lower(vc), substr(c, 1), trim(c), md5(t), abs(i2), abs(n), round(f4), sqrt(i4) FROM ty
-- @case semantics-17.25
SELECT count(i2), sum(i2), sum(i4), sum(i8), sum(n), sum(f4), sum(f8), avg(i2), avg(n), avg(f4), min(c), max(vc), min(d), max(ts) FROM ty
-- @case semantics-17.26
SELECT (SELECT i4 FROM ty), (SELECT t FROM ty LIMIT 1), EXISTS (SELECT 1 FROM ty), i4 IN (SELECT i2 FROM ty) FROM ty
-- @case semantics-17.27
SELECT $$dollar$$, E'esc', U&'\0041', B'101', X'1F', 'a' 'b'
-- @case semantics-17.28
SELECT i4 AS "Mixed Case", t AS "x y", 1 AS "1" FROM ty
-- @case semantics-17.29
SELECT ty.*, ty.i4 FROM ty
-- @case semantics-17.30
SELECT *, i4 + 1 FROM ty
-- @case semantics-18.1
SELECT length('abc')::text, position('b' IN 'abc')::text, strpos('abc', 'c')::text, octet_length('héllo')::text, ascii('a')::text, char_length('ab')::text
-- @case semantics-18.2
SELECT length('abcde') / 2, length('abc') * 2, (length('abc') + 1)::text, pg_typeof(length('abc')), length('abc') = 3, length('abc') < 4
-- @case semantics-18.3
SELECT length(t)::text, (length(t) / 2)::text FROM ty
-- @case semantics-18.4
SELECT 1::int2::boolean
-- @case semantics-18.5
SELECT 1::int8::boolean
-- @case semantics-18.6
SELECT true::int2
-- @case semantics-18.7
SELECT true::int4, 0::boolean, 5::boolean
-- @case semantics-18.8
SELECT x::date FROM (SELECT 1 AS x) s
-- @case semantics-18.9
SELECT CAST(now() AS int)
-- @case semantics-18.10
SELECT 1.5::numeric::bool
-- @case semantics-18.11
SELECT '2020-01-01'::date::int4
-- @case semantics-18.12
SELECT 1::int4::interval
-- @case semantics-18.13
SELECT ARRAY[1]::int4[]::text AS a, ARRAY[1,2]::int8[] AS b, '{1}'::int4[]::text[] AS c
-- @case semantics-18.14
SELECT ARRAY[1]::int4
-- @case semantics-18.15
SELECT 1::int4::bytea
-- @case semantics-18.16
SELECT '1'::jsonb::int4, '1'::json::jsonb, 1::int8::oid, 'a'::char::int4
-- @case semantics-18.17
SELECT 1::float8::bool
-- @case semantics-18.18
SELECT '11111111-1111-1111-1111-111111111111'::uuid::bytea
-- @case semantics-18.19
SELECT x, x = 'a' FROM (SELECT 'a'::char(2) AS x UNION ALL SELECT 'b'::varchar) s
-- @case semantics-18.20
SELECT x, pg_typeof(x) FROM (SELECT 'a'::text AS x UNION SELECT 'b'::varchar) s ORDER BY 1
-- @case semantics-18.21
SELECT x, pg_typeof(x) FROM (SELECT 1 AS x UNION SELECT '2' UNION SELECT 3::int8) s ORDER BY 1
-- @case semantics-18.22
SELECT x, pg_typeof(x) FROM (SELECT 1 AS x INTERSECT SELECT 1::float4) s
-- @case semantics-18.23
SELECT x, pg_typeof(x) FROM (SELECT 1 AS x EXCEPT SELECT 2.5) s
-- @case semantics-18.24
SELECT 1 UNION SELECT t FROM ty
-- @case semantics-18.25
SELECT 1 UNION SELECT 'a'
-- @case semantics-18.26
SELECT '2020-01-01'::date AS x UNION SELECT '2020-01-02 10:00'::timestamp ORDER BY 1
-- @case semantics-18.27
SELECT '{"a":1,"b":2}'::jsonb - 'a', '["a",1,"b","a"]'::jsonb - 'a', '{"a":1}'::jsonb - 'a'::varchar, j - 'a' FROM ty
-- @case semantics-18.28
SELECT '[1,2,3]'::jsonb - 1, '[1,2,3]'::jsonb - -1, '[1,2,3]'::jsonb - 5, '[1,2,3]'::jsonb - 1::int2, pg_typeof('[1]'::jsonb - 0)
-- @case semantics-18.29
SELECT '{"a":1,"b":2,"c":3}'::jsonb - '{a,c}'::text[], '["a","b"]'::jsonb - '{a,NULL}'::text[], '[1]'::jsonb - '{}'::text[], '{"a":1}'::jsonb - NULL
-- @case semantics-18.30
SELECT '1'::jsonb - 'a'
-- @case semantics-18.31
SELECT '{"a":1}'::jsonb - 1
-- @case semantics-18.32
SELECT '{}'::jsonb - 1::int8
-- @case semantics-18.33
SELECT '"x"'::jsonb - '{x}'::text[]
-- @case semantics-18.34
SELECT '1'::money::numeric, '-1234.5'::money::numeric, '1.5'::money::numeric(10, 1), '1 day 25:30:00.5'::interval::time, '-1 hour'::interval::time, '3 mons 2 days -00:00:01'::interval::time
-- @case semantics-18.35
SELECT 1 UNION SELECT 'a'::text
-- @case semantics-18.36
SELECT 1, 2 UNION SELECT 3, t || 'x' FROM ty
