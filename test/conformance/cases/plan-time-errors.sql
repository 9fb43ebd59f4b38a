-- Errors PostgreSQL raises while planning or at executor start, before (or without) reading a
-- row: a pseudoconstant ON condition of an inner join is a One-Time Filter like a WHERE's; an
-- SQL-language built-in (substring(text, text, text)) is inlined and its constant parts folded
-- even under a strict call; a cast over a constant immutable call left of IN (subquery) is
-- folded; and the datetime input parser's labelled fields and POSIX zone specifications.
-- @setup
CREATE TABLE pte_empty (ra integer, a0 bigint, a1 integer, a2 date);
CREATE TABLE pte_empty2 (rb integer, b0 integer);
CREATE TABLE pte_one (rc integer, c0 integer, c1 text);
INSERT INTO pte_one VALUES (0, 1, 'x');
-- 1: the ON condition of an inner join that reads no column is tested once, before any row
-- @case plan-time-errors-1.1
SELECT ra, rb FROM pte_empty JOIN pte_empty2 ON ('NaN'::real > date_part(''::text, ('ab'::text)::interval))
-- @case plan-time-errors-1.2
SELECT ra, rb FROM pte_empty JOIN pte_empty2 ON ra = rb AND ('ab'::text)::interval > '1 day'
-- @case plan-time-errors-1.3
SELECT ra, rb FROM pte_empty JOIN pte_empty2 ON true WHERE ('ab'::text)::interval > '1 day'
-- @case plan-time-errors-1.4
SELECT ra, rb, rc FROM pte_empty JOIN pte_empty2 ON ra = rb JOIN pte_one ON ('x'::text)::timestamptz IS NULL
-- @case plan-time-errors-1.5
SELECT ra, rb FROM pte_empty LEFT JOIN pte_empty2 ON ('ab'::text)::interval > '1 day'
-- @case plan-time-errors-1.6
SELECT ra, rb FROM pte_empty LEFT JOIN (pte_empty2 JOIN pte_one ON ('ab'::text)::interval > '1 day') ON true
-- @case plan-time-errors-1.7
SELECT ra, rb FROM (pte_empty2 JOIN pte_one ON ('ab'::text)::interval > '1 day') LEFT JOIN pte_empty ON true
-- @case plan-time-errors-1.8
SELECT rc FROM pte_one JOIN pte_empty2 ON ('ab'::text)::interval > '1 day'
-- @case plan-time-errors-1.9
SELECT ra, rb FROM pte_empty CROSS JOIN pte_empty2 JOIN pte_one ON ('ab'::text)::interval > '1 day' WHERE ra = rc
-- @case plan-time-errors-1.10
SELECT ra, rb FROM pte_empty JOIN pte_empty2 ON false AND ('ab'::text)::interval > '1 day'
-- 2: substring(text, text, text) is inlined as substring(x, similar_to_escape(p, e)), folded
-- @case plan-time-errors-2.1
SELECT to_timestamp(NULL::text, substring(to_char('-1'::integer, 'hello world'::text), ''::text, ('false'::boolean)::text))
-- @case plan-time-errors-2.2
SELECT replace(NULL::text, substring(c1, ('23:59:59.999999-12'::time with time zone)::text, 'a%b_c'::text), 'NULL'::text) FROM pte_one WHERE false
-- @case plan-time-errors-2.3
SELECT replace(NULL::text, substring(ra::text, ('23:59:59.999999-12'::time with time zone)::text, 'a%b_c'::text), 'x') FROM pte_empty
-- @case plan-time-errors-2.4
SELECT lower(substring(now()::text, 'x', NULL::text)) FROM pte_empty
-- @case plan-time-errors-2.5
SELECT upper(substring(ra::text, 'x', 'ab')) FROM pte_empty
-- @case plan-time-errors-2.6
SELECT upper(substring(ra::text, 'x', nullif('ab', 'ab'))) FROM pte_empty
-- 3: the left operand of IN (subquery) is folded with its level
-- @case plan-time-errors-3.1
SELECT rc FROM pte_one WHERE (quote_literal('b'::text))::smallint IN (SELECT NULL::smallint FROM pte_empty)
-- @case plan-time-errors-3.2
SELECT rc FROM pte_one WHERE (quote_literal(''::text))::jsonb IN (SELECT NULL::jsonb FROM pte_empty)
-- @case plan-time-errors-3.3
SELECT rc FROM pte_one WHERE (upper('b'::text))::integer IN (SELECT b0 FROM pte_empty2)
-- 4: datetime input: ISO 8601 labelled fields (y2001m02d04) and POSIX zones with daylight rules
-- @case plan-time-errors-4.1
SELECT (md5('\'::text))::timestamp without time zone
-- @case plan-time-errors-4.2
SELECT '28d397e87306b8631f3ed80d858d35f0'::timestamptz
-- @case plan-time-errors-4.3
SELECT 'y2001m02d04'::timestamp, '2001 m2 d4'::date, '2000-01-01 d'::timestamp
-- @case plan-time-errors-4.4
SELECT '28d3'::timestamp
-- @case plan-time-errors-4.5
SELECT 'd4 2001 m2'::timestamp
-- @case plan-time-errors-4.6
SELECT ((('\x5ee1'::bytea)::text)::time without time zone + 'infinity'::date)
-- @case plan-time-errors-4.7
SELECT '12:00 x5ee1'::timetz
-- @case plan-time-errors-4.8
SELECT '12:00 x5ee1q'::time
-- @case plan-time-errors-4.9
SELECT '12:00 xxx5'::time, '12:00 abc5'::timetz
-- @case plan-time-errors-4.10
SELECT 'm2'::timestamp
-- 5: a strict call whose own constant arguments may be NULL is still folded where a decision in
-- another argument (AND/OR, COALESCE, CASE) leaves only constants
-- @case plan-time-errors-5.1
SELECT ra, jsonb_insert('"z"'::jsonb, '{""}'::text[], ('{"a": 1, "b": [1, 2]}'::jsonb #- '{}'::text[]), (('2027-09-17 10:23:42.341536'::timestamp without time zone = '2005-12-25 03:14:53+06'::timestamp with time zone) AND ('2038-03-24 12:37:18.229511+11'::timestamp with time zone IS NOT DISTINCT FROM 'infinity'::timestamp with time zone))) FROM pte_empty WHERE NULL::boolean
-- @case plan-time-errors-5.2
SELECT jsonb_insert('"z"'::jsonb, '{""}'::text[], ('{"a": 1}'::jsonb #- '{}'::text[]), (ra > 0 AND 1 = 2)) FROM pte_empty
-- @case plan-time-errors-5.3
SELECT jsonb_insert('"z"'::jsonb, '{""}'::text[], ('{"a": 1}'::jsonb #- '{}'::text[]), (ra > 0 AND 1 = 1)) FROM pte_empty
-- @case plan-time-errors-5.4
SELECT jsonb_insert('"z"'::jsonb, '{""}'::text[], ('{"a": 1}'::jsonb #- '{}'::text[]), (ra > 0 OR 1 = 1)) FROM pte_empty
-- @case plan-time-errors-5.5
SELECT ra, row_number() OVER (ORDER BY (COALESCE(abs('2147483647'::integer), width_bucket('-353.311'::numeric, a0, a0, '-123'::integer)) + ('1970-01-01 00:00:00'::timestamp without time zone)::date), ra), count(*) OVER (PARTITION BY (overlay('0'::text, ''::text, '0'::integer))::integer) FROM pte_empty
-- @case plan-time-errors-5.6
SELECT ra FROM pte_empty ORDER BY COALESCE(abs(2147483647), ra) + '1970-01-01'::date
-- @case plan-time-errors-5.7
SELECT ra FROM pte_empty ORDER BY COALESCE(nullif(1, 1), ra) + '1970-01-01'::date
-- @case plan-time-errors-5.8
SELECT (CASE WHEN 1 < abs(-2) THEN 2147483647 ELSE ra END) + ('2000-01-01'::timestamp)::date FROM pte_empty
-- @case plan-time-errors-5.9
SELECT (CASE WHEN 1 > abs(-2) THEN 2147483647 ELSE ra END) + ('2000-01-01'::timestamp)::date FROM pte_empty
-- 6: INTERSECT reads the arm with fewer estimated groups first (a target list of constants is one)
-- @case plan-time-errors-6.1
SELECT (c0 + length(timezone('Zz'::text, '21:53:28.486473+12'::time with time zone)::text)) FROM pte_one INTERSECT ALL SELECT length((('é'::text)::interval)::text) FROM pte_one
-- @case plan-time-errors-6.2
SELECT (c0 + length(timezone('Zz'::text, '21:53:28.486473+12'::time with time zone)::text)) FROM pte_one INTERSECT SELECT length((('é'::text)::interval)::text) FROM pte_one
-- @case plan-time-errors-6.3
SELECT (c0 + length(timezone('Zz'::text, '21:53:28.486473+12'::time with time zone)::text)) FROM pte_one EXCEPT ALL SELECT length((('é'::text)::interval)::text) FROM pte_one
-- @case plan-time-errors-6.4
SELECT (c0 + length(timezone('Zz'::text, '21:53:28.486473+12'::time with time zone)::text)) FROM pte_one INTERSECT ALL SELECT length((('é'::text)::interval)::text) FROM pte_one GROUP BY rc
-- @case plan-time-errors-6.5
SELECT length(timezone('Zz'::text, '21:53:28.486473+12'::time with time zone)::text) FROM pte_one INTERSECT ALL SELECT length((('é'::text)::interval)::text) FROM pte_one
-- @case plan-time-errors-6.6
SELECT c0::numeric(5,2) FROM pte_one INTERSECT SELECT 1.000 FROM pte_one
-- @case plan-time-errors-6.7
SELECT 1.000 FROM pte_one INTERSECT SELECT c0::numeric(5,2) FROM pte_one
-- @case plan-time-errors-6.8
SELECT c0, c1 FROM pte_one INTERSECT ALL SELECT 1, 'x' FROM pte_one
-- @case plan-time-errors-6.9
SELECT c0 AS k FROM pte_one INTERSECT SELECT 1 FROM pte_one ORDER BY k
-- 7: GREATEST/LEAST compute every argument, in order, even beside an operator whose other operand is NULL
-- @case plan-time-errors-7.1
SELECT (GREATEST(date_trunc('b'::text, '2032-03-01 00:10:20+02'::timestamp with time zone), '1993-09-20 11:51:06+06'::timestamp with time zone) >= ('a'::text)::timestamp with time zone)
-- @case plan-time-errors-7.2
SELECT (NULLIF(c0, c0) = LEAST(NULL::integer, c0, 1 / (c0 - c0))) FROM pte_one
-- @case plan-time-errors-7.3
SELECT ((('08:48:21.658446'::time without time zone - NULLIF('1 day'::interval, '1 day'::interval + c0 * interval '0 s')) = make_time(-805, -424, LEAST(NULL::double precision, (c0 - 564)::double precision)))) FROM pte_one
-- @case plan-time-errors-7.4
SELECT LEAST(c0 / 0, NULL::integer) + ('x'::text)::integer FROM pte_one
-- @case plan-time-errors-7.5
SELECT GREATEST(1.0, 1.00, 0.5), LEAST(1.00, 1.0, 2), GREATEST(NULL::numeric, 'NaN', 1e100), LEAST('NaN'::numeric, NULL)
-- @case plan-time-errors-7.6
SELECT GREATEST('NaN'::float8, 'Infinity', 1), LEAST('NaN'::float8, '-Infinity'), GREATEST(-0.0::float8, 0.0::float8), LEAST(0.0::float8, -0.0::float8), GREATEST(NULL::float4, NULL)
-- @case plan-time-errors-7.7
SELECT GREATEST('a'::text, 'B', 'é', '€', '😀'), LEAST('😀'::text, '€', 'z'), GREATEST('\x00ff'::bytea, '\x01'), LEAST('\x'::bytea, '\x00')
-- @case plan-time-errors-7.8
SELECT GREATEST(c0, rc, 9223372036854775807::int8), LEAST(c0::int8, -9223372036854775808, rc), GREATEST('2000-01-01'::date, 'infinity', NULL), LEAST('2000-01-01 00:00'::timestamptz, '-infinity') FROM pte_one
-- @case plan-time-errors-7.9
SELECT GREATEST(true, false, NULL), LEAST(true, NULL), GREATEST('1 day'::interval, '24 hours'), GREATEST(ARRAY[1,2], ARRAY[1,3]), GREATEST('{"a":1}'::jsonb, '[]')
-- @case plan-time-errors-7.10
SELECT GREATEST(c0, NULL, 3) AS g, count(*) FROM pte_one GROUP BY GREATEST(c0, NULL, 3)
-- 8: a scan's quals are tested cheapest first (order_qual_clauses), not in the order written
-- @case plan-time-errors-8.1
SELECT rc FROM pte_one WHERE 10 / (c0 - 1) > 1 AND c0 <> 1
-- @case plan-time-errors-8.2
SELECT rc FROM pte_one WHERE (('[]'::jsonb - rc))::boolean AND (mod(rc, 0) IS NULL)
-- @case plan-time-errors-8.3
SELECT rc FROM pte_one WHERE (mod(rc, 0) IS NULL) AND (('[]'::jsonb - rc))::boolean
-- @case plan-time-errors-8.4
SELECT rc FROM pte_one WHERE 10 / rc > 1 OR rc = 0
-- @case plan-time-errors-8.5
SELECT rc, rb FROM pte_one JOIN pte_empty2 ON ((('[]'::jsonb - c0))::boolean AND (mod(c0, 0) IS NULL)) WHERE rb IS NULL OR rb IS NOT NULL
-- @case plan-time-errors-8.6
SELECT rc FROM pte_one WHERE length(c1) / (c0 - 1) > 0 AND c1 <> 'x'
-- @case plan-time-errors-8.7
SELECT rc FROM pte_one WHERE c0 / (c0 - 1) > 0 AND c1 IN ('a', 'b', 'c', 'd', 'e')
-- @case plan-time-errors-8.8
SELECT rc FROM pte_one WHERE c0 / (c0 - 1) > 0 AND c1 IN ('a', 'b')
-- @case plan-time-errors-8.9
SELECT rc FROM pte_one WHERE (c0 / (c0 - 1))::text = 'x' AND upper(c1) = 'Y'
-- @case plan-time-errors-8.10
SELECT count(*) FROM pte_one WHERE rc = 0 AND c0 > 0 AND c1 = 'x'
-- 9: an outer join on an equality hashes or merges: the preserved side's key is computed for each of its rows
-- @case plan-time-errors-9.1
SELECT rc, rb FROM pte_one LEFT JOIN pte_empty2 ON (rb::text)::timestamp = date_bin('-10 days'::interval, ('2000-01-01'::timestamp + c0 * interval '1 day'), '2000-01-01'::timestamp)
-- @case plan-time-errors-9.2
SELECT rc, rb FROM pte_one LEFT JOIN pte_empty2 ON b0 = 10 / (c0 - 1)
-- @case plan-time-errors-9.3
SELECT rc, rb FROM pte_empty2 RIGHT JOIN pte_one ON b0 = 10 / (c0 - 1)
-- @case plan-time-errors-9.4
SELECT rc, rb FROM pte_one LEFT JOIN pte_empty2 ON b0 = c0 AND b0 = 10 / (c0 - 1)
-- @case plan-time-errors-9.5
SELECT rc, rb FROM pte_one LEFT JOIN pte_empty2 ON b0 > 10 / (c0 - 1)
-- @case plan-time-errors-9.6
SELECT rc, rb FROM pte_one LEFT JOIN pte_empty2 ON 10 / (c0 - 1) = 5
-- @case plan-time-errors-9.7
SELECT rc, ra FROM pte_one LEFT JOIN pte_empty ON a1 = 10 / (c0 - 1) WHERE c1 = 'y'
-- @case plan-time-errors-9.8
SELECT rc, rb FROM pte_one LEFT JOIN pte_empty2 ON b0::text = (10 / (c0 - 1))::text WHERE rc = 0
-- @case plan-time-errors-9.9
SELECT rc, rb, ra FROM pte_one LEFT JOIN pte_empty2 ON b0 = rc LEFT JOIN pte_empty ON a1 = 10 / (c0 - 1)
-- @case plan-time-errors-9.10
SELECT rc, rb FROM pte_one LEFT JOIN pte_empty2 ON b0 = c0 + 1
-- 10: a zone word is looked up as the whole field ParseDateTime reads
-- @case plan-time-errors-10.1
SELECT (('a0eebc99-9c0b-4ef8-bb6d-374215740012'::uuid)::text)::time without time zone
-- @case plan-time-errors-10.2
SELECT '2000-01-01 12:00 a0ee-bc99'::timestamptz
-- @case plan-time-errors-10.3
SELECT '2000-01-01 12:00 xyz10-3'::timestamptz
-- @case plan-time-errors-10.4
SELECT '2000-01-01 12:00 xyz10'::timestamptz, '2000-01-01 12:00 Etc/GMT-3'::timestamptz
