-- Silent wrong answers: comparison, ordering, grouping and de-duplication of every type by
-- PostgreSQL's semantics, cross-type IN/ANY, defaults per transaction, and value edge cases.
-- Checked against PostgreSQL 15 (C locale, TimeZone UTC, DateStyle ISO, MDY).
-- @setup
CREATE TABLE iv (id int, v interval);
INSERT INTO iv VALUES (1, '5 seconds'), (2, '20 seconds'), (3, '1 day'), (4, '24 hours'), (5, '1 mon'), (6, '-3 days'), (7, '30 days'), (8, NULL), (9, '1 year'), (10, '-1 hour'), (11, '1 day 1 second'), (12, '86401 seconds');

-- 1: interval comparison is by the total (months as 30 days, days as 24 hours)
-- @case wrong-answers-1.1
SELECT interval '5 seconds' > interval '20 seconds', interval '10 seconds' > interval '9 seconds', interval '1 day' = interval '24 hours', interval '1 mon' = interval '30 days', interval '1 year' > interval '364 days'
-- @case wrong-answers-1.2
SELECT interval '1 day' <> interval '24 hours', interval '-1 hour' < interval '5 seconds', interval '2 hours' >= interval '120 minutes', interval '1 day' <= interval '23 hours'
-- @case wrong-answers-1.3
SELECT interval '5 s' BETWEEN interval '1 s' AND interval '20 s', interval '1 day' IN (interval '24 hours'), interval '1 day' NOT IN (interval '86400 s')
-- @case wrong-answers-1.4
SELECT id, v FROM iv ORDER BY v, id
-- @case wrong-answers-1.5
SELECT id, v FROM iv ORDER BY v DESC NULLS LAST, id
-- @case wrong-answers-1.6
SELECT min(v), max(v) FROM iv
-- @case wrong-answers-1.7
SELECT count(DISTINCT v), count(v) FROM iv
-- @case wrong-answers-1.8
SELECT count(*) FROM (SELECT DISTINCT v FROM iv) s
-- @case wrong-answers-1.9
SELECT min(id), count(*) FROM iv GROUP BY v ORDER BY min(id)
-- @case wrong-answers-1.10
SELECT id FROM iv WHERE v = '24 hours' ORDER BY id
-- @case wrong-answers-1.11
SELECT id FROM iv WHERE v IN ('1 day', '30 days') ORDER BY id
-- @case wrong-answers-1.12
SELECT id FROM iv WHERE v > '1 hour' AND v < '1 mon' ORDER BY id
-- @case wrong-answers-1.13
SELECT id, rank() OVER (ORDER BY v) FROM iv ORDER BY id
-- @case wrong-answers-1.14
SELECT id, count(*) OVER (PARTITION BY v) FROM iv ORDER BY id
-- @case wrong-answers-1.15
SELECT greatest(interval '1 day', interval '23 hours'), least(interval '1 day', interval '25 hours'), greatest(interval '1 mon', interval '29 days')
-- @case wrong-answers-1.16
SELECT ARRAY[interval '1 day'] = ARRAY[interval '24 hours'], ARRAY[interval '5 s'] < ARRAY[interval '20 s'], ROW(interval '5 s') < ROW(interval '20 s'), ROW(1, interval '1 day') = ROW(1, interval '24 hours')
-- @case wrong-answers-1.17
SELECT count(*) FROM (SELECT v FROM iv UNION SELECT interval '86400 s') s
-- @case wrong-answers-1.18
SELECT count(*) FROM (SELECT v FROM iv INTERSECT SELECT interval '720 hours') s
-- @case wrong-answers-1.19
SELECT count(*) FROM (SELECT v FROM iv EXCEPT SELECT interval '48 hours' / 2) s
-- @case wrong-answers-1.20
SELECT count(*) FROM (SELECT v FROM iv INTERSECT ALL SELECT v FROM iv WHERE id IN (3, 4, 5)) s
-- @case wrong-answers-1.21
SELECT a.id, b.id FROM iv a JOIN iv b ON a.v = b.v AND a.id < b.id ORDER BY 1, 2
-- @case wrong-answers-1.22
SELECT id FROM iv WHERE v = ANY (SELECT interval '1 day') ORDER BY id
-- @case wrong-answers-1.23
SELECT id FROM iv WHERE v > ALL (SELECT v FROM iv WHERE id IN (1, 2)) ORDER BY id
-- @case wrong-answers-1.24
SELECT DISTINCT ON (v) v IS NOT NULL FROM iv ORDER BY v, id
-- @case wrong-answers-1.25
SELECT id FROM iv WHERE v IS NOT DISTINCT FROM interval '24 hours' ORDER BY id
-- @case wrong-answers-1.26
SELECT CASE interval '1 day' WHEN interval '24 hours' THEN 'same' ELSE 'different' END, nullif(interval '1 day', interval '24 hours')

-- 2: an index over intervals keys by the total
-- @setup
CREATE TABLE iv2 (v interval);
INSERT INTO iv2 VALUES ('1 day'), ('2 seconds'), ('1 mon');
CREATE INDEX iv2_v ON iv2 (v);
-- @case wrong-answers-2.1
SELECT v FROM iv2 WHERE v > '1 hour' ORDER BY v
-- @case wrong-answers-2.2
SELECT v FROM iv2 WHERE v = '30 days'
-- @case wrong-answers-2.3
INSERT INTO iv2 SELECT interval '24 hours' WHERE NOT EXISTS (SELECT 1 FROM iv2 WHERE v = '24 hours') RETURNING v
-- @setup
CREATE TABLE iu (v interval UNIQUE);
INSERT INTO iu VALUES ('1 day');
-- @case wrong-answers-2.4
INSERT INTO iu VALUES ('24 hours')
-- @case wrong-answers-2.5
INSERT INTO iu VALUES ('1 day 1 second') RETURNING v

-- 3: timetz orders by UTC time, then zone; time by the time of day
-- @setup
CREATE TABLE tz (id int, t timetz, tm time);
INSERT INTO tz VALUES (1, '10:00+02', '10:00'), (2, '09:00+00', '9:00'), (3, '08:00+00', '23:59:59.5'), (4, '08:00+01', '00:00'), (5, NULL, NULL);
-- @case wrong-answers-3.1
SELECT timetz '10:00+02' < timetz '09:00+00', timetz '10:00+02' = timetz '08:00+00', timetz '10:00+02' < timetz '08:00+00', time '10:00' < time '9:00'
-- @case wrong-answers-3.2
SELECT id, t FROM tz ORDER BY t, id
-- @case wrong-answers-3.3
SELECT min(t), max(t), min(tm), max(tm) FROM tz
-- @case wrong-answers-3.4
SELECT id, tm FROM tz ORDER BY tm DESC, id
-- @case wrong-answers-3.5
SELECT count(DISTINCT t), count(*) FROM (SELECT t FROM tz UNION ALL SELECT timetz '12:00+04') s

-- 4: numeric and float: equal values group together, NaN above +Infinity
-- @setup
CREATE TABLE nn (id int, n numeric, f float8, i int, r real);
INSERT INTO nn VALUES (1, 1.50, 1.5, 1, 1.5), (2, 1.5, 'NaN', 2, 'NaN'), (3, 'NaN', 'Infinity', 3, 'Infinity'), (4, 'Infinity', '-Infinity', 4, '-Infinity'), (5, '-Infinity', -0.0, 5, -0.0), (6, 10, 0.0, 10, 0), (7, 9.99, 2, 9, 2), (8, NULL, NULL, NULL, NULL), (9, 1.500, 1.5, 1, 1.5);
-- @case wrong-answers-4.1
SELECT id, n FROM nn ORDER BY n, id
-- @case wrong-answers-4.2
SELECT id, f FROM nn ORDER BY f DESC, id
-- @case wrong-answers-4.3
SELECT min(n), max(n), min(f), max(f), min(r), max(r) FROM nn
-- @case wrong-answers-4.4
SELECT count(DISTINCT n), count(DISTINCT f), count(DISTINCT r) FROM nn
-- @case wrong-answers-4.5
SELECT min(id), count(*) FROM nn GROUP BY n ORDER BY min(id)
-- @case wrong-answers-4.6
SELECT f, count(*) FROM nn GROUP BY f ORDER BY f
-- @case wrong-answers-4.7
SELECT DISTINCT f FROM nn ORDER BY f
-- @case wrong-answers-4.8
SELECT DISTINCT r FROM nn ORDER BY r DESC
-- @case wrong-answers-4.9
SELECT count(*) FROM (SELECT DISTINCT n FROM nn) s
-- @case wrong-answers-4.10
SELECT count(*) FROM (SELECT n FROM nn UNION SELECT 1.5000) s
-- @case wrong-answers-4.11
SELECT count(*) FROM (SELECT n FROM nn EXCEPT SELECT 1.5000) s
-- @case wrong-answers-4.12
SELECT id, rank() OVER (ORDER BY n), dense_rank() OVER (ORDER BY f) FROM nn ORDER BY id
-- @case wrong-answers-4.13
SELECT 'NaN'::float8 > 'Infinity'::float8, 'NaN'::numeric > 'Infinity'::numeric, 'NaN'::float8 = 'NaN'::float8, 'NaN'::numeric = 'NaN'::numeric, '-0'::float8 = '0'::float8
-- @case wrong-answers-4.14
SELECT ARRAY[1.5::numeric] = ARRAY[1.50::numeric], ARRAY['NaN'::float8] > ARRAY['Infinity'::float8], greatest('NaN'::float8, 'Infinity'), least('NaN'::numeric, 'Infinity')
-- @case wrong-answers-4.15
SELECT id FROM nn WHERE f IN ('NaN', 'Infinity') ORDER BY id
-- @case wrong-answers-4.16
CREATE UNIQUE INDEX ON nn (n)

-- 5: IN / ANY / ALL / EXISTS / joins across int, float and numeric
-- @case wrong-answers-5.1
SELECT id FROM nn WHERE i IN (SELECT 1::numeric) ORDER BY id
-- @case wrong-answers-5.2
SELECT id FROM nn WHERE i = ANY (SELECT 1.0::numeric) ORDER BY id
-- @case wrong-answers-5.3
SELECT id FROM nn WHERE f IN (SELECT 1.5::numeric) ORDER BY id
-- @case wrong-answers-5.4
SELECT id FROM nn WHERE n IN (SELECT 1 UNION SELECT 10) ORDER BY id
-- @case wrong-answers-5.5
SELECT id FROM nn WHERE f IN (SELECT i FROM nn WHERE i = 2) ORDER BY id
-- @case wrong-answers-5.6
SELECT id FROM nn WHERE i = ANY (ARRAY[1.0, 10.0]) ORDER BY id
-- @case wrong-answers-5.7
SELECT id FROM nn WHERE EXISTS (SELECT 1 FROM nn b WHERE b.n = nn.i AND b.id <> nn.id) ORDER BY id
-- @case wrong-answers-5.8
SELECT a.id, b.id FROM nn a JOIN nn b ON a.i = b.n ORDER BY 1, 2
-- @case wrong-answers-5.9
SELECT id FROM nn WHERE i > ALL (SELECT 9.5::numeric) ORDER BY id
-- @case wrong-answers-5.10
SELECT id FROM nn WHERE (i, n) IN (SELECT 1::numeric, 1.5::numeric) ORDER BY id
-- @case wrong-answers-5.11
SELECT id FROM nn WHERE i NOT IN (SELECT 1.0::numeric UNION ALL SELECT 2.00) AND i IS NOT NULL ORDER BY id
-- @case wrong-answers-5.12
SELECT id FROM nn WHERE r IN (SELECT 1.5::numeric) ORDER BY id
-- @case wrong-answers-5.13
SELECT id FROM nn WHERE f = ANY (SELECT 'NaN'::float8) ORDER BY id
-- @case wrong-answers-5.14
SELECT 1 IN (SELECT 1.0), 1.0 IN (SELECT 1), 2::int8 IN (SELECT 2::int2), 1.5::float4 IN (SELECT 1.5::float8)

-- 6: column defaults on the transaction clock give one value per transaction
-- @setup
CREATE TABLE d (id int, a timestamptz DEFAULT now(), b timestamptz DEFAULT CURRENT_TIMESTAMP, c timestamptz DEFAULT transaction_timestamp(), e timestamp DEFAULT LOCALTIMESTAMP, g date DEFAULT CURRENT_DATE);
INSERT INTO d (id) VALUES (1), (2), (3);
INSERT INTO d (id) SELECT 4;
INSERT INTO d VALUES (5, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT);
INSERT INTO d (id) VALUES (6);
UPDATE d SET a = DEFAULT WHERE id = 6;
-- @case wrong-answers-6.1
SELECT count(DISTINCT a), count(DISTINCT b), count(DISTINCT c), count(DISTINCT e), count(DISTINCT g), count(*) FROM d
-- @case wrong-answers-6.2
SELECT bool_and(a = b AND b = c AND a = now() AND e = localtimestamp) FROM d
-- @case wrong-answers-6.3
SELECT count(*) FROM d WHERE a = clock_timestamp()

-- 7: numeric power with NaN and infinities
-- @case wrong-answers-7.1
SELECT 'NaN'::numeric ^ 0, 0 ^ 'NaN'::numeric, 1 ^ 'NaN'::numeric, 'NaN'::numeric ^ 1, power('NaN'::numeric, 0), power(1::numeric, 'NaN'::numeric), 'NaN'::float8 ^ 0, 1 ^ 'NaN'::float8
-- @case wrong-answers-7.2
SELECT 'Infinity'::numeric ^ 0, 'Infinity'::numeric ^ -1, 'Infinity'::numeric ^ 0.5, '-Infinity'::numeric ^ 3, '-Infinity'::numeric ^ 2, '-Infinity'::numeric ^ -1, '-Infinity'::numeric ^ 'Infinity'
-- @case wrong-answers-7.3
SELECT 0.5 ^ 'Infinity'::numeric, 0.5 ^ '-Infinity'::numeric, 2 ^ 'Infinity'::numeric, 2 ^ '-Infinity'::numeric, (-1) ^ 'Infinity'::numeric, 1 ^ '-Infinity'::numeric, 0 ^ 'Infinity'::numeric
-- @case wrong-answers-7.4
SELECT '-Infinity'::numeric ^ 0.5
-- @case wrong-answers-7.5
SELECT 0 ^ '-Infinity'::numeric
-- @case wrong-answers-7.6
SELECT (-2)::numeric ^ 0.5

-- 8: "char" is one byte
-- @setup
CREATE TABLE ch (x "char");
INSERT INTO ch VALUES ('\200'), ((-128)::"char"), ('a'), ('\377'), ('é'), ('');
-- @case wrong-answers-8.1
SELECT '\200'::"char", '\200'::"char"::int, (-128)::"char", (-128)::"char"::int, 127::"char"::int, 'é'::"char"::int, 'ab'::"char"
-- @case wrong-answers-8.2
SELECT x, x::int AS i, x::text AS t, length(x::text) FROM ch ORDER BY 2, 3
-- @case wrong-answers-8.3
SELECT x, count(*) FROM ch GROUP BY x ORDER BY x
-- @case wrong-answers-8.4
SELECT 128::"char"
-- @case wrong-answers-8.5
SELECT (-1)::"char" > 'a'::"char", '\377'::"char" > 'a'::"char", ''::"char"::int, (0::"char")::text = ''

-- 9: the timestamp range
-- @case wrong-answers-9.1
SELECT '294276-12-31 23:59:59.999999'::timestamp
-- @case wrong-answers-9.2
SELECT '294277-01-01 00:00:00'::timestamp
-- @case wrong-answers-9.3
SELECT '4714-11-24 00:00:00 BC'::timestamp, '2400-12-31 23:59:59.999999'::timestamp, '5874897-12-31'::date
-- @case wrong-answers-9.4
SELECT '4714-11-23 23:59:59 BC'::timestamp
-- @case wrong-answers-9.5
SELECT '5874898-01-01'::date
-- @case wrong-answers-9.6
SELECT '4714-11-23 BC'::date

-- 10: a CTE read twice or calling a volatile function is evaluated once
-- @setup
CREATE SEQUENCE wa_seq;
-- @case wrong-answers-10.1
WITH r AS (SELECT random() AS x FROM generate_series(1, 3)) SELECT count(DISTINCT x) FROM (SELECT x FROM r UNION ALL SELECT x FROM r) s
-- @case wrong-answers-10.2
WITH r AS (SELECT random() AS x) SELECT a.x = b.x FROM r a, r b
-- @case wrong-answers-10.3
WITH r AS MATERIALIZED (SELECT 1 AS x), q AS NOT MATERIALIZED (SELECT 2 AS y) SELECT * FROM r, q
-- @case wrong-answers-10.4
WITH s AS (SELECT nextval('wa_seq') AS v FROM generate_series(1, 4)) SELECT count(DISTINCT a.v), max(a.v) - min(a.v) FROM s a JOIN s b ON a.v = b.v

-- 11: JOIN USING keeps each side's column; * lists the merged columns first
-- @setup
CREATE TABLE y (id int, a int);
CREATE TABLE x (id int, b int);
CREATE TABLE z (id int, a int, c int);
INSERT INTO y VALUES (1, 10), (2, 20);
INSERT INTO x VALUES (1, 100), (3, 300);
INSERT INTO z VALUES (1, 10, 7), (3, 5, 9);
-- @case wrong-answers-11.1
SELECT y.*, x.* FROM y LEFT JOIN x USING (id) ORDER BY y.id
-- @case wrong-answers-11.2
SELECT * FROM y LEFT JOIN x USING (id) ORDER BY 1
-- @case wrong-answers-11.3
SELECT * FROM y FULL JOIN x USING (id) ORDER BY 1
-- @case wrong-answers-11.4
SELECT x.*, y.* FROM y RIGHT JOIN x USING (id) ORDER BY x.id
-- @case wrong-answers-11.5
SELECT id, y.id, x.id FROM y FULL JOIN x USING (id) ORDER BY 1
-- @case wrong-answers-11.6
SELECT * FROM z JOIN y USING (a) ORDER BY 1
-- @case wrong-answers-11.7
SELECT * FROM y NATURAL FULL JOIN z ORDER BY 1, 2
-- @case wrong-answers-11.8
SELECT * FROM (y JOIN x USING (id)) JOIN z USING (id)
-- @case wrong-answers-11.9
SELECT count(*), id FROM y FULL JOIN x USING (id) GROUP BY id ORDER BY id
-- @case wrong-answers-11.10
SELECT * FROM y LEFT JOIN x USING (id) WHERE x.id IS NULL
-- @case wrong-answers-11.11
SELECT * FROM y RIGHT JOIN LATERAL (SELECT y.id) s ON true
-- @case wrong-answers-11.12
SELECT * FROM y FULL JOIN LATERAL (SELECT id FROM x WHERE x.id = y.id) s ON true
-- @case wrong-answers-11.13
SELECT * FROM y LEFT JOIN LATERAL (SELECT y.a * 2 AS d) s ON true ORDER BY 1

-- 12: information_schema.columns for user types
-- @setup
CREATE TYPE wa_mood AS ENUM ('sad', 'happy');
CREATE DOMAIN wa_posint AS int CHECK (VALUE > 0);
CREATE DOMAIN wa_short AS varchar(5);
CREATE DOMAIN wa_money AS numeric(10,2);
CREATE DOMAIN wa_tags AS text[];
CREATE TABLE wa_e (m wa_mood, ms wa_mood[], p wa_posint, n numeric(10,2), v varchar(5), ts timestamptz(3), i interval, c char(3), b bytea, arr int[], s wa_short, mo wa_money, t wa_tags, c2 character, tt time(2));
-- @case wrong-answers-12.1
SELECT column_name, data_type, udt_catalog IS NOT NULL AS uc, udt_schema, udt_name, domain_catalog IS NOT NULL AS dc, domain_schema, domain_name, character_maximum_length, character_octet_length, numeric_precision, numeric_precision_radix, numeric_scale, datetime_precision, is_nullable, ordinal_position, dtd_identifier FROM information_schema.columns WHERE table_name = 'wa_e' ORDER BY ordinal_position

-- 13: arguments PostgreSQL rejects instead of running for ever
-- @case wrong-answers-13.1
SELECT * FROM generate_series(0::numeric, 'nan'::numeric, 10)
-- @case wrong-answers-13.2
SELECT * FROM generate_series('nan'::numeric, 10, 1)
-- @case wrong-answers-13.3
SELECT * FROM generate_series(0::numeric, 10, 'nan'::numeric)
-- @case wrong-answers-13.4
SELECT * FROM generate_series(0::numeric, 'infinity'::numeric, 10)
-- @case wrong-answers-13.5
SELECT * FROM generate_series('-infinity'::numeric, 1, 10)
-- @case wrong-answers-13.6
SELECT * FROM generate_series(0::numeric, 10, 'infinity'::numeric)
-- @case wrong-answers-13.7
SELECT * FROM generate_series('2020-01-01'::timestamp, 'infinity', '1 month') LIMIT 3
-- @case wrong-answers-13.8
SELECT * FROM generate_series('2020-01-01'::timestamptz, '-infinity', '-1 day') LIMIT 3
-- @case wrong-answers-13.9
SELECT * FROM generate_series('2020-01-01'::timestamp, '-infinity', '1 month')
-- @case wrong-answers-13.10
WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r WHERE n < 3 FOR UPDATE) SELECT * FROM r
-- @case wrong-answers-13.11
WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n FROM r FOR UPDATE) SELECT * FROM r
-- @case wrong-answers-13.12
SELECT * FROM generate_series(1.5, 3.5, 0.5)

-- 14: VARIADIC array arguments of built-in variadic functions
-- @case wrong-answers-14.1
SELECT concat(VARIADIC ARRAY[1, 2, 3]), concat_ws(',', VARIADIC ARRAY['a', 'b']), format('%s-%s', VARIADIC ARRAY['x', 'y'])
-- @case wrong-answers-14.2
SELECT json_build_array(VARIADIC ARRAY[1, 2]), json_build_object(VARIADIC ARRAY['a', 'b']), jsonb_build_object(VARIADIC ARRAY['a', 'b'])
-- @case wrong-answers-14.3
SELECT json_extract_path('{"a":{"b":1}}', VARIADIC ARRAY['a', 'b']), jsonb_extract_path_text('{"a":{"b":1}}', VARIADIC '{a,b}'::text[])
-- @case wrong-answers-14.4
SELECT concat(VARIADIC '{1,2}'::int[]), concat_ws('-', VARIADIC '{a,NULL,c}'::text[]), concat(VARIADIC NULL::text[]) IS NULL

-- 15: date input with a month name in any position, under each DateStyle order
-- @case wrong-answers-15.1
SELECT date 'Jan-08-1999', date 'jan.08.1999', date 'Jan/08/1999', date '08-Jan-1999', date '1999-Jan-08', date 'January-8-1999', date 'Jan-08-99', date '08-Jan-99'
-- @case wrong-answers-15.2
SELECT timestamp 'Jan-08-1999 10:00', timestamptz 'Jan-08-1999 10:00 America/New_York', timestamptz '1999-01-08 10:00 America/New_York', date '1/8/1999', date '1999-01-08', date 'January 8, 1999'
-- @setup
SET LOCAL datestyle = 'ISO, DMY';
-- @case wrong-answers-15.3
SELECT date 'Jan-08-1999', date '08-Jan-1999', date '1/8/1999', date '08-Jan-99', date '1999-Jan-08'
-- @setup
SET LOCAL datestyle = 'ISO, YMD';
-- @case wrong-answers-15.4
SELECT date 'Jan-08-1999', date '1999-Jan-08', date '08-Jan-1999', date '99-Jan-08', date '1999-01-08'
-- @case wrong-answers-15.5
SELECT date 'Jan-32-1999'
-- @case wrong-answers-15.6
SELECT date 'Jan-08-1999-01'

-- 16: to_number reads a group separator only where the input has one
-- @case wrong-answers-16.1
SELECT to_number('34,50', '999,99'), to_number('3450', '999,99'), to_number('34,5', '999,99'), to_number('1234', '9,999'), to_number('1,234', '9,999'), to_number('12,34', '9999')
-- @case wrong-answers-16.2
SELECT to_number('12.34', '99,99'), to_number('-34,338,492', '99G999G999'), to_number('12,454.8-', '99G999D9S'), to_number('1,234', 'FM9,999'), to_number('1234', 'FM9,999'), to_number('1,234.5', 'FM9,999.9')
