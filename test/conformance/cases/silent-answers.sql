-- Silent wrong answers the differential fuzzer and probes found (issue 15), each kept as a regression case.

-- 1: jsonb compares, sorts, groups and de-duplicates in PostgreSQL's btree order
-- @case silent-answers-1.1
SELECT '1.5'::jsonb = '1.50'::jsonb, '94'::jsonb < '[]'::jsonb, '"y"'::jsonb <= 'null'::jsonb, 'null'::jsonb > '"y"', '1.50'::jsonb >= 'null', '0'::jsonb BETWEEN 'null' AND '{"k":8}', '[1,2]'::jsonb = '[1,2.00]', '{"a":1.0}'::jsonb IN ('{"a":1}')
-- @case silent-answers-1.2 ordered
SELECT x FROM (VALUES ('[]'::jsonb), ('null'), ('1'), ('[1]'), ('{}'), ('"a"'), ('true'), ('false'), ('{"a":1}'), ('{"b":1}'), ('{"aa":1}'), ('[1,2]'), ('[[1]]'), ('["a"]'), ('1.5'), ('-2'), ('""'), ('"ab"'), ('{"a":[1,{"b":null}]}'), ('{"a":[1,{"b":false}]}')) v(x) ORDER BY x
-- @case silent-answers-1.3
SELECT GREATEST('"a"'::jsonb, 'null'), LEAST('[]'::jsonb, '"a"'), GREATEST('{"b":1}'::jsonb, '{"a":2}', '[9,9,9]')
-- @case silent-answers-1.4
SELECT x, count(*) FROM (VALUES ('1.5'::jsonb), ('1.50'), ('{"a":1.0}'), ('{"a":1}'), ('[1.0]')) v(x) GROUP BY x
-- @case silent-answers-1.5
SELECT DISTINCT x FROM (VALUES ('2.0'::jsonb), ('2'), ('2.00')) v(x)
-- @case silent-answers-1.6
SELECT max(x) FROM (VALUES ('1'::jsonb)) v(x)
-- @case silent-answers-1.7
SELECT min(x) FROM (VALUES ('00000000-0000-0000-0000-000000000000'::uuid)) v(x)
-- @case silent-answers-1.8
SELECT pg_typeof(max(x)), max(x) FROM (VALUES ('a'::name), ('b')) v(x)

-- 2: jsonb || keeps numbers' text, takes an untyped literal as jsonb; scalars as one-element arrays for -> int
-- @case silent-answers-2.1
SELECT '1.50'::jsonb || '"a"'::jsonb, '{"a":1}'::jsonb || '{"a":2.0,"b":1}', '[1]' || '{"a":1}'::jsonb, '"x"'::jsonb || '[1.10]'
-- @case silent-answers-2.2
SELECT '"z"'::jsonb -> -1, '"z"'::jsonb ->> 0, '"z"'::json -> 0, '"z"'::jsonb -> 1, '"z"'::jsonb -> -2, '"z"'::jsonb #> '{0}', '[1]'::jsonb -> -1
-- @case silent-answers-2.3
SELECT jsonb_array_element('5', 0), jsonb_array_element_text('[1,"a"]', -1), json_array_element('[1,2]', 1), json_array_element_text('[1,2]', 5), jsonb_object_field('{"a":[1]}', 'a'), jsonb_object_field_text('{"a":1}', 'a'), json_object_field('{"a":{"b":1}}', 'a'), json_object_field_text('{"a":null}', 'a')
-- @case silent-answers-2.4
SELECT '\x01'::bytea || '\x02', 'ab' || '\x02'::bytea

-- 3: jsonb casts to boolean and numbers take only a JSON boolean or number
-- @case silent-answers-3.1
SELECT 'true'::jsonb::bool, '1.5'::jsonb::numeric, '2'::jsonb::int2, '1e2'::jsonb::int8, '1.5'::jsonb::int, '1.5'::jsonb::real, '-0.5'::jsonb::float8, '1.555'::jsonb::numeric(4,2)
-- @case silent-answers-3.2
SELECT '1'::jsonb::bool
-- @case silent-answers-3.3
SELECT '{}'::jsonb::boolean
-- @case silent-answers-3.4
SELECT '[1]'::jsonb::int
-- @case silent-answers-3.5
SELECT 'null'::jsonb::numeric
-- @case silent-answers-3.6
SELECT '"1"'::jsonb::float8
-- @case silent-answers-3.7
SELECT '70000'::jsonb::int2

-- 4: date arithmetic keeps infinities and checks the range
-- @case silent-answers-4.1
SELECT 'infinity'::date + 1, -1 + '-infinity'::date, 'infinity'::date - (-199), date '2000-03-01' - 1, date '2000-03-01' - date '1999-03-01'
-- @case silent-answers-4.2
SELECT '5874897-12-31'::date + 1
-- @case silent-answers-4.3
SELECT '4714-11-24 BC'::date - 1
-- @case silent-answers-4.4
SELECT 'infinity'::date - '2000-01-01'::date
-- @case silent-answers-4.5
SELECT 'infinity'::date::timestamptz, '-infinity'::date::timestamp, 'infinity'::date = 'infinity'::timestamp, '-infinity'::date < '4713-01-01 BC'::timestamptz, 'infinity'::date > '2000-01-01'::timestamp
-- @case silent-answers-4.6
SELECT date '2000-01-01' + interval '1 day', date 'infinity' + interval '1 day', date '2000-01-01' - interval '1 day', 'infinity'::date - interval '1 day'
-- @case silent-answers-4.7
SELECT '294277-01-01'::date::timestamp
-- @case silent-answers-4.8
SELECT ('-infinity'::timestamptz)::time, ('infinity'::timestamp)::time, ('infinity'::timestamptz)::timetz

-- 5: time-of-day operators
-- @case silent-answers-5.1
SELECT time '10:00' + interval '1 hour', time '10:00' - interval '25 hours', interval '1h' + time '23:00', time '10:00' - time '08:30', time '24:00' + interval '0', time '10:00' + '1 hour', time '10:00' - '09:00'
-- @case silent-answers-5.2
SELECT timetz '10:00+02' + interval '1 hour', interval '1h' + timetz '23:00-01', timetz '10:00+02' - interval '11 hours', timetz '10:00:00.5+05:30' + interval '1.25 sec'
-- @case silent-answers-5.3
SELECT date '2000-01-01' + timetz '10:00+02', timetz '10:00+02' + date '2000-01-01', time '10:00' + date '2000-01-02', 'infinity'::date + time '10:00', time '24:00' + date '2000-01-01'

-- 6: float sums in the input's precision, overflow, and moving window frames summed again
-- @case silent-answers-6.1
SELECT sum(x), avg(x) FROM (VALUES ('-333.980'::real), ('-333.980'), ('-333.980'), ('-333.980'), ('-333.980'), ('-333.980')) v(x)
-- @case silent-answers-6.2
SELECT sum(x) FROM (VALUES (1e308::float8), (1e308)) v(x)
-- @case silent-answers-6.3
SELECT sum(x) FROM (VALUES (3e38::real), (3e38::real)) v(x)
-- @case silent-answers-6.4 ordered
SELECT i, sum(x) OVER (ORDER BY i ROWS BETWEEN 1 PRECEDING AND CURRENT ROW), avg(x) OVER (ORDER BY i ROWS BETWEEN 1 PRECEDING AND CURRENT ROW), sum(x) OVER (ORDER BY i), sum(x::real) OVER () FROM (VALUES (1, 1e20::float8), (2, 1), (3, 1), (4, NULL), (5, 3)) v(i, x) ORDER BY i
-- @case silent-answers-6.5
SELECT 2147483647::real::float8, 4294967295::bigint::real::float8, 16777217::real

-- 7: constants in GROUP BY / ORDER BY are values, not column positions
-- @case silent-answers-7.1
SELECT '2000-01-01'::date, count(*) FROM (SELECT 1 WHERE false) t0 GROUP BY 1
-- @case silent-answers-7.2
SELECT '2000-01-01'::date AS d, count(*) FROM (VALUES (1), (2)) t0(x) GROUP BY 1
-- @case silent-answers-7.3 ordered
SELECT x, 151 FROM (VALUES (2), (1)) t(x) ORDER BY '151'::integer, x

-- 8: numeric power with large negative exponents, right() of INT_MIN, to_char of infinities, regex errors
-- @case silent-answers-8.1
SELECT ('723.368'::numeric ^ '-443.298'::numeric) = pow(723.368, -443.298), md5(pow('723.368'::numeric, '-443.298')::text), min_scale(pow('1.50'::numeric, '990.323'::numeric))
-- @case silent-answers-8.2
SELECT ln((exp('-714.627'::double precision))::numeric)
-- @case silent-answers-8.3
SELECT right('Zz', -2147483648), left('Zz', -2147483648), right('abc', -2), left('abc', -2)
-- @case silent-answers-8.4
SELECT to_char('Infinity'::float8, '999.99'), to_char('NaN'::float8, '999'), to_char('-Infinity'::float4, 'S999.9'), to_char(1e300::float8, '9999'), to_char('Infinity'::float8, '9.99EEEE')
-- @case silent-answers-8.5
SELECT substring('abc', '\')
-- @case silent-answers-8.6
SELECT 'abc' ~ '(a'
-- @case silent-answers-8.7
SELECT 'abc' ~ 'a{3,1}'
-- @case silent-answers-8.8
SELECT 'abc' ~ '[a'

-- 9: json (not jsonb) -> ->> #> #>> return members as written (spacing, number text, duplicate keys)
-- @case silent-answers-9.1
SELECT '{"a":{"b":  1.50}}'::json -> 'a', '{"a":{"b":  1.50}}'::json #> '{a}', '[1, {"x" : 2}]'::json -> 1, '{"a":{"b":  1.50}}'::json ->> 'a', '{"a":{"b":1, "b":2}}'::json -> 'a', '{"a":null}'::json ->> 'a', '{"a":null}'::json -> 'a', '[1]'::json #> '{x}', '{"a":[1]}'::json #>> '{a,0}'
-- @case silent-answers-9.2
SELECT '{"a":1,"a":2}'::json -> 'a', '[1,2,3]'::json -> -1, '[1,2,3]'::json -> -4, '{"a":[1, {"b" :  2}]}'::json #> '{a,1}', '{"a":[1, {"b" :  2}]}'::json #> '{a,-1}', '{"a":[1, {"b" :  2}]}'::json #>> '{a,1,b}', '{"a":"x\ny"}'::json ->> 'a', '{"a": "\u00e9"}'::json -> 'a', '{"a": "\u00e9"}'::json ->> 'a'

-- 10: UNIQUE and PRIMARY KEY constraints compare as PostgreSQL's equality (numeric 1.5 = 1.50, jsonb, interval)
-- @setup
CREATE TABLE sa_un (n numeric UNIQUE, m int, j jsonb UNIQUE, UNIQUE (m, n));
INSERT INTO sa_un VALUES (1.5, 1, '1.5');
CREATE TABLE sa_pk (n numeric PRIMARY KEY, x int);
INSERT INTO sa_pk VALUES (1.5, 1), (2, 2);
-- @case silent-answers-10.1
INSERT INTO sa_un VALUES (1.50, 2, '2')
-- @case silent-answers-10.2
INSERT INTO sa_un VALUES (3, 1, '1.50')
-- @case silent-answers-10.3
INSERT INTO sa_pk VALUES (1.50, 3)
-- @case silent-answers-10.4
UPDATE sa_pk SET n = 1.500 WHERE n = 2
-- @case silent-answers-10.5
INSERT INTO sa_pk VALUES (1.5, 3)
-- @case silent-answers-10.6
INSERT INTO sa_un VALUES (1.25, 1, '1.25') RETURNING n, m, j
-- @case silent-answers-10.7
INSERT INTO sa_pk VALUES (1.50, 9) ON CONFLICT (n) DO UPDATE SET x = excluded.x RETURNING n, x
-- @case silent-answers-10.8
INSERT INTO sa_un VALUES (1.500, 7, '3') ON CONFLICT (n) DO UPDATE SET m = excluded.m RETURNING n, m, j
-- @case silent-answers-10.9
INSERT INTO sa_un VALUES (9, 9, '1.50') ON CONFLICT (j) DO NOTHING RETURNING n
-- @case silent-answers-10.10
INSERT INTO sa_pk VALUES (2.0, 5) ON CONFLICT ON CONSTRAINT sa_pk_pkey DO UPDATE SET x = excluded.x RETURNING n, x

-- 11: a strict call with a NULL constant argument is NULL without running the other (non-constant) arguments
-- @setup
CREATE TABLE sa_sn (a int, f float8, d date);
INSERT INTO sa_sn VALUES (0, 5.0, '0001-01-01'), (-2147483648, 2, '2000-01-01');
-- @case silent-answers-11.1
SELECT NULL::int + 10 / a, NULL::float8 <= asind(f), upper(NULL) || (10 / a)::text, (d + a) + NULL::integer FROM sa_sn
-- @case silent-answers-11.2
SELECT make_time(NULL, 1/0, 1)
-- @case silent-answers-11.3
SELECT 1/0 + NULL::int
-- @case silent-answers-11.4
SELECT ARRAY[1] || NULL::int, NULL::int[] || ARRAY[2], concat(NULL, 'a'), coalesce(NULL, 1), pg_typeof(NULL::int + 1), pg_typeof(upper(NULL))
-- @case silent-answers-11.5
SELECT count(NULL::int), sum(NULL::int), count(*) FROM sa_sn

-- 12: DROP SCHEMA … CASCADE takes the schema's enums and domains (and the columns elsewhere that use them)
-- @setup
CREATE SCHEMA sa_s1;
CREATE TYPE sa_s1.e AS ENUM ('a');
CREATE DOMAIN sa_s1.d AS int;
CREATE TABLE sa_s1.t (x sa_s1.e);
CREATE TABLE sa_tt (a int, y sa_s1.d, z sa_s1.e[]);
DROP SCHEMA sa_s1 CASCADE;
-- @case silent-answers-12.1
SELECT count(*) FROM pg_type WHERE typname IN ('e', 'd', '_e', '_d') AND typnamespace NOT IN (SELECT oid FROM pg_namespace WHERE nspname IN ('pg_catalog', 'information_schema'))
-- @case silent-answers-12.2
SELECT attname FROM pg_attribute WHERE attrelid = 'sa_tt'::regclass AND attnum > 0 AND NOT attisdropped

-- 13: date input forms: YYMMDD, yyyy.ddd, Julian days, undelimited date and time
-- @case silent-answers-13.1
SELECT '990108'::date, '19990108'::date, '1999.008'::date, 'J2451187'::date, '990108T040506'::timestamp, '19990108 040506'::timestamp, '990108 04:05'::timestamp, '1999.366'::date, '2000.366'::date
-- @case silent-answers-13.2
SELECT '1999.000'::date
-- @case silent-answers-6.6
SELECT sum(x), avg(x), sum(x::real) FROM (VALUES ('-0'::float8)) v(x)
-- @case silent-answers-6.7 ordered
SELECT i, sum(x) OVER (ORDER BY i), sum(x) OVER (ORDER BY i ROWS 1 PRECEDING), avg(x) OVER (ORDER BY i ROWS 1 PRECEDING) FROM (VALUES (1, '-0'::float8), (2, '-0'), (3, 1)) v(i, x) ORDER BY i
-- @case silent-answers-7.4
SELECT ('true'::boolean AND 'false'::boolean), count(*) FROM (VALUES (1), (2)) t0(x) GROUP BY 1
-- @case silent-answers-7.5 ordered
SELECT 1 + 1 AS two, count(*) FROM (VALUES (1), (2)) t0(x) GROUP BY 1 ORDER BY 1 + 0
