-- Classes of bugs found by PostgreSQL's own regression files (test/regress), each fixed as a class.

-- 1: 'now' / 'today' / 'tomorrow' / 'yesterday' literals read the transaction start when the
--    statement runs (not the wall clock, not the start of the transaction that planned it)
-- @case regress-fixes-1.1
SELECT 'now'::timestamptz = now(), timestamp 'now' = localtimestamp, 'today'::date = current_date, 'tomorrow'::date = current_date + 1, 'yesterday'::timestamp = current_date - 1
-- @case regress-fixes-1.2
SELECT 'now'::timestamptz = now(), timestamp 'now' = localtimestamp, 'today'::date = current_date, 'tomorrow'::date = current_date + 1, 'yesterday'::timestamp = current_date - 1
-- @case regress-fixes-1.3
SELECT timestamp(2) 'now' = localtimestamp(2), 'now'::timestamptz(0) = current_timestamp(0), 'tomorrow EST'::timestamp = current_date + 1

-- 2: date input read field by field as DecodeDateTime reads it (DateStyle order, month names, runs of digits)
-- @setup
SET datestyle = 'ISO, YMD';
-- @case regress-fixes-2.1
SELECT date '99 01 08', date '1999 01 08', date '99 Jan 08', date '1999.008', date 'J2451187', date '19990108', date '990108'
-- @case regress-fixes-2.2
SELECT date '08 01 99'
-- @case regress-fixes-2.3
SELECT date '1/8/1999'
-- @case regress-fixes-2.4
SELECT date '99-08-Jan'
-- @case regress-fixes-2.5
SELECT date 'January 8, 99 BC'
-- @setup
SET datestyle = 'ISO, DMY';
-- @case regress-fixes-2.6
SELECT date '08 01 99', date '01 08 1999', date '08 Jan 99', date 'Jan 08 99', date '99 08 Jan'
-- @case regress-fixes-2.7
SELECT date '99 08 01'
-- @setup
SET datestyle = 'ISO, MDY';
-- @case regress-fixes-2.8
SELECT date '01 08 99', date '99 Jan 08', date '1999 08 01', date 'Jan 08 99'
-- @case regress-fixes-2.9
SELECT date '99 01 08'
-- @case regress-fixes-2.10
SELECT date '2020-13-01'
-- @case regress-fixes-2.11
SELECT date '2020-02-30'

-- 3: timestamp input: runs of digits, zone abbreviations, zone names
-- @setup
SET timezone = 'America/Los_Angeles';
-- @case regress-fixes-3.1
SELECT '19970210 173201 -0800'::timestamptz, '1997-06-10 18:32:01 PDT'::timestamptz, '1997.041 17:32:01 UTC'::timestamp, '20011223T040506'::timestamp, '2000-01-01t10:00:00Z'::timestamptz
-- @case regress-fixes-3.2
SELECT '2001-09-22 18:19:20 MSK'::timestamptz, '2001-09-22 18:19:20 CEST'::timestamptz, '2001-09-22 18:19:20 NZDT'::timestamptz
-- @case regress-fixes-3.3
SELECT '19970710 173201 America/Does_not_exist'::timestamp
-- @case regress-fixes-3.4
SELECT '1997-06-10 18:32:01 XYZ'::timestamp

-- 4: WITH RECURSIVE … SEARCH / CYCLE over VALUES and * (the seed wrapped in a subquery, the recursive arm's * spelled out)
-- @setup
CREATE TABLE graph0 (f int, t int, label text);
INSERT INTO graph0 VALUES (1, 2, 'arc 1 -> 2'), (1, 3, 'arc 1 -> 3'), (2, 3, 'arc 2 -> 3'), (1, 4, 'arc 1 -> 4'), (4, 5, 'arc 4 -> 5'), (5, 1, 'arc 5 -> 1');
-- @case regress-fixes-4.1 ordered
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM graph0 g UNION ALL SELECT g.* FROM graph0 g, sg WHERE g.f = sg.t) CYCLE f, t SET is_cycle USING path SELECT f, t, label, is_cycle FROM sg ORDER BY path
-- @case regress-fixes-4.2 ordered
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM graph0 g WHERE f = 1 UNION ALL SELECT g.* FROM graph0 g, sg WHERE g.f = sg.t AND g.f <> 5) SEARCH DEPTH FIRST BY f, t SET seq SELECT f, t, label FROM sg ORDER BY seq
-- @case regress-fixes-4.3 ordered
WITH RECURSIVE a AS (SELECT 1 AS b UNION ALL SELECT * FROM a) CYCLE b SET c USING p SELECT b, c FROM a
-- @case regress-fixes-4.4 ordered
WITH RECURSIVE sg(f, t) AS (VALUES (1, 2), (2, 3) UNION ALL SELECT g.f, g.t FROM graph0 g, sg WHERE g.f = sg.t) SEARCH BREADTH FIRST BY f, t SET seq SELECT * FROM sg WHERE f < 3 ORDER BY seq, f, t
-- @case regress-fixes-4.5
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM graph0 g UNION ALL SELECT * FROM graph0 g UNION ALL SELECT g.* FROM graph0 g, sg WHERE g.f = sg.t) SEARCH DEPTH FIRST BY f, t SET seq SELECT * FROM sg
-- @case regress-fixes-4.6
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM graph0 g UNION ALL (SELECT * FROM graph0 g UNION ALL SELECT g.* FROM graph0 g, sg WHERE g.f = sg.t)) SEARCH DEPTH FIRST BY f, t SET seq SELECT * FROM sg
-- @case regress-fixes-4.7
WITH RECURSIVE x(col) AS (SELECT 1 UNION (WITH x AS (SELECT * FROM x) SELECT * FROM x)) SEARCH DEPTH FIRST BY col SET seq SELECT * FROM x
-- @case regress-fixes-4.8
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM graph0 g UNION ALL SELECT g.* FROM graph0 g, sg WHERE g.f = sg.t) SEARCH DEPTH FIRST BY f, t SET label SELECT * FROM sg
-- @case regress-fixes-4.9
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM graph0 g UNION ALL SELECT g.* FROM graph0 g, sg WHERE g.f = sg.t) CYCLE f, t SET label USING path SELECT * FROM sg
-- @case regress-fixes-4.10
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM graph0 g UNION ALL SELECT g.* FROM graph0 g, sg WHERE g.f = sg.t) CYCLE f, t SET is_cycle USING label SELECT * FROM sg

-- 5: tables and queries of no columns
-- @setup
CREATE TABLE nocols ();
INSERT INTO nocols DEFAULT VALUES;
INSERT INTO nocols DEFAULT VALUES;
-- @case regress-fixes-5.1
SELECT * FROM nocols
-- @case regress-fixes-5.2
SELECT count(*) FROM nocols n, nocols m
-- @case regress-fixes-5.3
SELECT FROM generate_series(1, 5) INTERSECT ALL SELECT FROM generate_series(1, 3)
-- @case regress-fixes-5.4
SELECT FROM generate_series(1, 5) EXCEPT ALL SELECT FROM generate_series(1, 3)
-- @case regress-fixes-5.5
SELECT FROM generate_series(1, 5) UNION SELECT FROM generate_series(1, 3)
-- @case regress-fixes-5.6
SELECT FROM generate_series(1, 5) EXCEPT SELECT FROM generate_series(1, 3)
-- @case regress-fixes-5.7
CREATE TABLE ctas_nocols AS SELECT FROM generate_series(1, 4)

-- 6: numeric ^ with huge integer exponents (power_var_int's underflow, |base| = 1, beyond int4)
-- @case regress-fixes-6.1
SELECT 10.0 ^ -2147483648, 10.0 ^ -2147483647, 1.000000000123 ^ (-2147483648), 0.9999999999 ^ 23300000000000
-- @case regress-fixes-6.2
SELECT (-1.0) ^ 2147483646, (-1.0) ^ 2147483647, (-1.0) ^ 2147483648, (-1.0) ^ 1000000000000000, (-1.0) ^ 1000000000000001
-- @case regress-fixes-6.3
SELECT round(((1 - 1.500012345678e-1000) ^ 1.45e1003) * 1e1000), (-2.0) ^ 3, 0.5 ^ 1e20
-- @case regress-fixes-6.4
SELECT 1.5 ^ 2147483647

-- 7: numeric sum/avg/variance over NaN and infinities (counted apart, also in moving window frames)
-- @case regress-fixes-7.1
SELECT var_pop('inf'::numeric), var_samp('inf'::numeric), stddev_pop('-inf'::numeric), stddev_samp('nan'::numeric)
-- @case regress-fixes-7.2
SELECT sum(x::numeric), avg(x::numeric), var_pop(x::numeric) FROM (VALUES ('1'), ('infinity')) v(x)
-- @case regress-fixes-7.3
SELECT sum(x::numeric), avg(x::numeric), var_samp(x::numeric) FROM (VALUES ('-infinity'), ('infinity'), ('3')) v(x)
-- @case regress-fixes-7.4 ordered
SELECT i, x, sum(x::numeric) OVER w, avg(x::numeric) OVER w, var_pop(x::numeric) OVER w FROM (VALUES (1, '1'), (2, 'inf'), (3, '2'), (4, '3'), (5, '-inf'), (6, 'nan'), (7, '4'), (8, '5')) v(i, x) WINDOW w AS (ORDER BY i ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) ORDER BY i

-- 8: GROUP BY expressions matched anywhere inside an output expression (not only as the whole of it)
-- @case regress-fixes-8.1
SELECT v || 'a', CASE v || 'a' WHEN 'aa' THEN 1 ELSE 0 END, count(*) FROM unnest(ARRAY['a', 'b']) u(v) GROUP BY v || 'a' ORDER BY 1
-- @case regress-fixes-8.2
SELECT (g / 2)::numeric AS c1, (g / 2) * 10 + 1, count(*) FROM generate_series(1, 5) g GROUP BY g / 2 ORDER BY 1
-- @case regress-fixes-8.3
SELECT g + 1 FROM generate_series(1, 5) g GROUP BY g / 2
-- @case regress-fixes-8.4
SELECT (g / 2) + g FROM generate_series(1, 5) g GROUP BY g / 2

-- 9: a table name hidden by its alias, or a FROM item out of sight, is an invalid reference (errorMissingRTE)
-- @setup
CREATE TABLE ut (a int, b int);
CREATE TABLE it (f1 int);
INSERT INTO ut VALUES (1, 2);
INSERT INTO it VALUES (1);
-- @case regress-fixes-9.1
UPDATE ut AS t SET b = ut.b + 10 WHERE t.a = 10
-- @case regress-fixes-9.2
DELETE FROM ut dt WHERE ut.a > 25
-- @case regress-fixes-9.3
SELECT f1, g FROM it a, (SELECT a.f1 AS g) ss
-- @case regress-fixes-9.4
UPDATE ut SET b = f1 FROM (SELECT * FROM it WHERE f1 = ut.a) ss
-- @case regress-fixes-9.5
SELECT * FROM ut t WHERE EXISTS (SELECT 1 FROM it WHERE f1 = ut.a)
-- @case regress-fixes-9.6
SELECT nosuch.x FROM it
-- @case regress-fixes-9.7
UPDATE ut t SET b = 3 RETURNING t.tableoid::regclass, b

-- 10: json(b)_build_object's argument checks (odd count; array, composite or json keys), raised per row
-- @case regress-fixes-10.1
SELECT json_build_object('{a,b,c}'::text[], '{d,e,f}'::text[])
-- @case regress-fixes-10.2
SELECT json_build_object('a', 'b', 'c')
-- @case regress-fixes-10.3
SELECT json_build_object(r, 2) FROM (SELECT 1 AS a, 2 AS b) r
-- @case regress-fixes-10.4
SELECT json_build_object(json '{"a":1,"b":2}', 3)
-- @case regress-fixes-10.5
SELECT jsonb_build_object('{1,2,3}'::int[], 3)
-- @case regress-fixes-10.6
SELECT jsonb_build_object(jsonb '1', 3)
-- @case regress-fixes-10.7
SELECT json_build_object('a', 1, 'b', '{1}'::int[]), jsonb_build_object(), json_build_object(1.5, 2)
-- @case regress-fixes-10.8
SELECT json_build_object('a', 'b', 'c') FROM generate_series(1, 0)
-- @case regress-fixes-9.8
SELECT f1, g FROM it a, (SELECT f1 AS g) ss
-- @case regress-fixes-9.9
UPDATE ut SET b = f1 FROM (SELECT * FROM it WHERE f1 = a) ss

-- 11: a row affected twice by one INSERT … ON CONFLICT DO UPDATE or MERGE (21000, with PostgreSQL's HINT)
-- @setup
CREATE TABLE selfconflict (f1 int PRIMARY KEY, f2 int);
CREATE TABLE mtgt (a int, b int);
INSERT INTO mtgt VALUES (1, 1);
-- @case regress-fixes-11.1
INSERT INTO selfconflict VALUES (4, 1), (4, 2) ON CONFLICT (f1) DO UPDATE SET f2 = 0
-- @case regress-fixes-11.2
MERGE INTO mtgt USING (VALUES (1), (1)) s(a) ON mtgt.a = s.a WHEN MATCHED THEN UPDATE SET b = 2

-- 12: VALUES rows of no column (`VALUES (n.*)` over a table without columns), LATERAL too
-- @setup
CREATE TABLE rf_nocols ();
INSERT INTO rf_nocols DEFAULT VALUES;
INSERT INTO rf_nocols DEFAULT VALUES;
-- @case regress-fixes-12.1
SELECT * FROM rf_nocols n, LATERAL (VALUES (n.*)) v
-- @case regress-fixes-12.2
SELECT count(*) FROM rf_nocols n, LATERAL (VALUES (n.*), (n.*)) v
-- @case regress-fixes-12.3
SELECT count(*) FROM (SELECT * FROM rf_nocols n, LATERAL (VALUES (n.*)) w) z
