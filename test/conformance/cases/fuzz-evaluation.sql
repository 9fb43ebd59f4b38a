-- What PostgreSQL never evaluates, so its errors never surface: a strict call, cast or NULLIF
-- over a constant the planner folds to NULL (its other arguments are dropped), BETWEEN and IN
-- that fold so, AND/OR operands after the deciding one, `x IN (SELECT …)` over a subquery
-- without a non-NULL row, a semi-join condition folded to NULL, and an inner join's condition on
-- one side when the other side has no row (the filtered side is the nested loop's inner).
-- @setup
CREATE TABLE fev_empty (ra integer, a0 integer, a1 text, a2 double precision);
CREATE TABLE fev_one (rb integer, b0 integer, b1 text, b2 double precision, b3 jsonb, b4 timestamp with time zone, b5 interval, b6 bytea);
INSERT INTO fev_one VALUES (0, 0, 'hello world', -37.157, '-11', 'infinity', '42 days -3 hours', '\x83e6');
-- 1: a constant folding to NULL removes the strict call, cast or NULLIF around it
-- @case fuzz-evaluation-1.1
SELECT NULLIF(('"y"'::json ->> 1), to_char(b5, 'hello world')) FROM fev_one
-- @case fuzz-evaluation-1.2
SELECT timezone(('-infinity'::timestamptz - b4), (jsonb_object_field_text('0', 'ab'))::timetz) FROM fev_one
-- @case fuzz-evaluation-1.3
SELECT timezone(substring('', b0 - 1, -1), date_trunc(json_array_element_text('"x"', -283), 'infinity'::timestamptz)) FROM fev_one
-- @case fuzz-evaluation-1.4
SELECT to_date('x', json_array_element_text('{"a": 1}', 793)) - character_length(like_escape('x', b1)) FROM fev_one
-- @case fuzz-evaluation-1.5
SELECT NULLIF(json_object_field_text('{"k": 4}', 'Zz'), encode(b6, 'a')) ~~* '' FROM fev_one
-- @case fuzz-evaluation-1.6
SELECT make_time(b0 + 1, 302, b2) IN (NULL::time) FROM fev_one
-- @case fuzz-evaluation-1.7
SELECT overlaps('00:00'::time, NULL::interval, NULL::time, (b1)::interval) FROM fev_one
-- @case fuzz-evaluation-1.8
SELECT NULL::date BETWEEN NULL::date AND (b0 + to_date('a1', '\')) FROM fev_one
-- @case fuzz-evaluation-1.9
SELECT regexp_split_to_array('ab', current_setting('a', (NULL::boolean OR false)))
-- @case fuzz-evaluation-1.10
SELECT jsonb_object_field_text((b1)::jsonb, (CASE WHEN true THEN NULL::interval ELSE b5 END)::text) FROM fev_one
-- @case fuzz-evaluation-1.11
SELECT CASE WHEN (to_char(0, 'a%b_c') ~ json_array_element_text('"x"', 0)) THEN pow(1.50 - 1e20, 873.156) END
-- @case fuzz-evaluation-1.12
SELECT NULLIF(NULL::boolean, (b4 IS DISTINCT FROM NULLIF(CASE WHEN true THEN '1995-01-20'::timestamptz END, timezone('4 days'::interval, b4)))) FROM fev_one
-- @case fuzz-evaluation-1.13
SELECT (b3 - regexp_match('ab', 'x')) <> jsonb_insert(b3, '{c,y}', b3) FROM fev_one
-- @case fuzz-evaluation-1.14
SELECT (b0 + 1) * 10 / json_array_length(json_build_object()) + (NULL::integer) FROM fev_one
-- @case fuzz-evaluation-1.15
SELECT date_trunc('NULL', '-infinity'::timestamptz, 'x')
-- @case fuzz-evaluation-1.16
SELECT current_setting(b1, (NULL::bigint BETWEEN 1 AND 2)) FROM fev_one
-- @case fuzz-evaluation-1.17
SELECT CASE WHEN NULL::boolean THEN '{}'::text[] END IN (regexp_match('\', b1), (b1)::text[]) FROM fev_one
-- 2: x IN (subquery): not computed over a subquery with no non-NULL row at the top of WHERE,
-- nor where the semi-join condition folds to NULL; as a value, against any row
-- @case fuzz-evaluation-2.1
SELECT ra FROM fev_empty WHERE (''::text)::date IN (SELECT NULL::date FROM fev_one)
-- @case fuzz-evaluation-2.2
SELECT rb FROM fev_one WHERE (b0 + NULL::integer) IN (SELECT (b1)::integer FROM fev_one)
-- @case fuzz-evaluation-2.3
SELECT rb FROM fev_one WHERE (b3 - '{a,y}'::text[]) IN (SELECT '0'::jsonb -> 421 FROM fev_one)
-- @case fuzz-evaluation-2.4
SELECT rb FROM fev_one WHERE date_part('', b4) IN (SELECT (+ NULL::double precision) FROM fev_one)
-- @case fuzz-evaluation-2.5
SELECT ra FROM fev_empty WHERE (to_number('0', ' '))::bigint IN (SELECT NULL::bigint FROM fev_one)
-- @case fuzz-evaluation-2.6
SELECT rb FROM fev_one WHERE b0 = 0 OR (b1)::integer IN (SELECT NULL::integer FROM fev_one)
-- @case fuzz-evaluation-2.7
SELECT (''::text)::date IN (SELECT NULL::date FROM fev_one)
-- @case fuzz-evaluation-2.8
SELECT rb FROM fev_one WHERE (b1)::integer IN (SELECT b0 FROM fev_empty)
-- @case fuzz-evaluation-2.9
SELECT rb FROM fev_one WHERE date_trunc(NULLIF(NULL::text, b1), b4) IN (SELECT date_trunc('é', b4) FROM fev_one)
-- @case fuzz-evaluation-2.10
SELECT (NULL::text)::integer[] IN (('ab'::text)::integer[], '{-2,3}'::integer[]) FROM fev_one
-- @case fuzz-evaluation-2.11
SELECT rb FROM fev_one WHERE EXISTS (SELECT 1 FROM fev_one i WHERE (GREATEST(CASE WHEN NULL::boolean THEN 1 ELSE 2 END, NULL) <= 0) AND fev_one.b0 IN (min_scale(('A'::text)::numeric), 1))
-- @case fuzz-evaluation-2.12
SELECT count(*) FROM fev_one WHERE (b1)::integer[] BETWEEN '{NULL}'::integer[] AND (('{"a": 1}'::json ->> 'b'))::integer[]
-- @case fuzz-evaluation-2.13
SELECT count(*) FROM fev_one WHERE b0 = 0 AND (b1)::integer > (('[1]'::jsonb ->> 'k'))::integer
-- 3: an inner join's condition on one side runs only once the other side has a row
-- @case fuzz-evaluation-3.1
SELECT ra, rb FROM fev_empty JOIN fev_one ON (b1)::boolean
-- @case fuzz-evaluation-3.2
SELECT rb, ra FROM fev_one JOIN fev_empty ON log(b0::double precision) > -88.924
-- @case fuzz-evaluation-3.3
SELECT ra, rb FROM fev_empty JOIN fev_one ON make_date(b0 + 783, 0, 783) = 'infinity'::timestamptz
-- @case fuzz-evaluation-3.5
SELECT e.ra, o.rb FROM fev_one o JOIN fev_empty e ON rpad('x', o.b0 - 1) = 'y'
-- @case fuzz-evaluation-3.6
SELECT o.rb, p.rb FROM fev_one o JOIN fev_one p ON (o.b1)::boolean
-- 4: AND/OR as a value stop at the deciding operand
-- @case fuzz-evaluation-4.1
SELECT (b0 = 0 OR 10 / b0 > 1) FROM fev_one
-- @case fuzz-evaluation-4.2
SELECT (b0 <> 0 AND 10 / b0 > 1) FROM fev_one
-- @case fuzz-evaluation-4.3
SELECT (GREATEST(('1992-12-06'::date = 'infinity'::timestamptz), true) OR overlaps(make_time(-392, -559, b2), NULL::interval, '12:00'::time, NULL::interval)) FROM fev_one
-- @case fuzz-evaluation-4.4
SELECT (NULL::boolean OR b0 = 0 OR 10 / b0 > 1), (NULL::boolean AND b0 = 1 AND 10 / b0 > 1) FROM fev_one
-- @case fuzz-evaluation-4.5
SELECT coalesce(b0 <> 0 AND 10 / b0 > 1, true) FROM fev_one
-- @case fuzz-evaluation-4.6
SELECT rb FROM fev_one WHERE GREATEST(b0 = 0, false) OR 10 / b0 > 1
-- @case fuzz-evaluation-4.7
SELECT rb FROM fev_one WHERE NOT (GREATEST(b0 <> 0, false) AND 10 / b0 > 1)
-- 5: BETWEEN is the parser's AND: a false comparison drops the other, a NULL one is NULL
-- @case fuzz-evaluation-5.1
SELECT ('00:00:00.000001'::interval BETWEEN '30 days'::interval AND (('1 day'::interval / 'NaN'::double precision) * a2)) FROM fev_empty
-- @case fuzz-evaluation-5.2
SELECT (NULL::timestamptz BETWEEN (('4713-01-01 BC'::date + '16:49:37-04'::timetz) + '-47 days 29 hours 14 minutes'::interval) AND NULL::timestamptz)
-- @case fuzz-evaluation-5.3
SELECT (date_trunc(('2020-02-24 08:40:08+10'::timestamptz)::text, COALESCE('1970-01-01 00:00:00'::timestamp, NULL::timestamp)) BETWEEN NULL::timestamp AND NULL::timestamp)
-- @case fuzz-evaluation-5.4
SELECT (NULL::timetz BETWEEN timezone(to_char(date_bin('-49 days'::interval, b4::timestamp, '2000-01-01'::timestamp), 'b'), ('12:00:00+05:30'::timetz - '30 days'::interval)) AND '02:43:11+06'::timetz) FROM fev_one
