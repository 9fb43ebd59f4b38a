-- Fuzz classes of session 22 (seeds 1, 2, 3, 7, 42, 20261201).
-- Family 1: every restriction estimator that reaches get_restriction_variable computes the
-- other side of its operator while planning (estimate_expression_value), over empty tables too:
-- matchingsel (jsonb ?, ?|, ?&, @?, @@), prefixsel (^@), arraycontsel, tsmatchsel.
-- @setup
CREATE TABLE fd0 (ra int, a0 text, a1 jsonb, a2 text[]);
CREATE TABLE fd1 (rb int, b0 numeric);
-- @case fuzz-classes-s22-1.1
SELECT ra FROM fd0 WHERE (a0)::jsonb ? to_char('-00:00:01'::interval, 'hello world'::text)
-- @case fuzz-classes-s22-1.2
SELECT ra, rb FROM fd0 JOIN fd1 ON a1 ?& ('abc'::text)::text[]
-- @case fuzz-classes-s22-1.3
SELECT ra FROM fd0 WHERE a1 ?| ('abc'::text)::text[]
-- @case fuzz-classes-s22-1.4
SELECT ra FROM fd0 WHERE a1 @? ('$$'::text)::jsonpath
-- @case fuzz-classes-s22-1.5
SELECT ra FROM fd0 WHERE a0 ^@ to_char('-00:00:01'::interval, 'hello world'::text)
-- @case fuzz-classes-s22-1.6
SELECT ra FROM fd0 WHERE a1 @@ ('$$'::text)::jsonpath
-- @case fuzz-classes-s22-1.7
SELECT ra FROM fd0 WHERE a1 ? 'a' OR a0 ^@ 'b'
-- Family 2: a call of an immutable overload of a name with stable ones too (date_trunc(text,
-- timestamp)) whose argument is a constant only once a CASE condition is folded is folded while
-- planning, before any row is computed (('b'::text)::timestamptz is stable: computed per row).
-- @setup
CREATE TABLE fd2 (rc int);
INSERT INTO fd2 VALUES (1);
CREATE TABLE fd3 (rd int);
INSERT INTO fd3 VALUES (1);
-- @case fuzz-classes-s22-2.1
SELECT ('b'::text)::timestamptz FROM fd2 EXCEPT SELECT date_trunc(CASE WHEN ''::text <= ' '::text THEN 'Zz'::text ELSE ('{}'::text[])::text END, '2018-10-23'::timestamp) FROM fd3
-- @case fuzz-classes-s22-2.2
SELECT ('b'::text)::timestamptz, date_trunc(CASE WHEN 1 < 2 THEN 'Zz'::text ELSE ('{}'::text[])::text END, '2018-10-23'::timestamp) FROM fd3
-- @case fuzz-classes-s22-2.3
SELECT ('b'::text)::timestamptz, date_trunc(CASE WHEN 1 > 2 THEN ('{}'::text[])::text ELSE 'Zz'::text END, '2018-10-23'::timestamp) FROM fd3
-- @case fuzz-classes-s22-2.4
SELECT ('b'::text)::timestamptz, date_part(CASE WHEN 1 < 2 THEN 'Zz'::text ELSE ('{}'::text[])::text END, '2018-10-23'::timestamp) FROM fd3
-- @case fuzz-classes-s22-2.5
SELECT ('b'::text)::timestamptz, date_trunc(CASE WHEN 1 < 2 THEN 'day'::text ELSE ('{}'::text[])::text END, '2018-10-23'::timestamp) FROM fd3
-- @case fuzz-classes-s22-2.6
SELECT rd, date_trunc(CASE WHEN 1 < 2 THEN 'day'::text ELSE ('{}'::text[])::text END, '2018-10-23 10:00'::timestamp) FROM fd3
-- Family 3: a FULL JOIN runs only as a merge or hash join: an ON condition with no equality
-- across the sides is refused while planning (0A000), where nothing above reduces the join.
-- @setup
CREATE TABLE fd4 (ra int, a0 int, a1 text);
INSERT INTO fd4 VALUES (1, 1, 'a'), (2, NULL, NULL), (3, 3, 'c');
CREATE TABLE fd5 (rb int, b0 int, b1 text);
INSERT INTO fd5 VALUES (1, 1, 'a'), (2, NULL, 'b'), (3, 5, NULL);
-- @case fuzz-classes-s22-3.1
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 < b0
-- @case fuzz-classes-s22-3.2
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON b0 IS NULL
-- @case fuzz-classes-s22-3.3
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 = 1
-- @case fuzz-classes-s22-3.4
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 IS NOT DISTINCT FROM b0
-- @case fuzz-classes-s22-3.5
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 = b0 OR a1 = b1
-- @case fuzz-classes-s22-3.6
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 BETWEEN b0 AND 5
-- @case fuzz-classes-s22-3.7
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 = b0 AND a1 < b1
-- @case fuzz-classes-s22-3.8
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 + 0 = b0 * 1 AND b0 IS NULL
-- @case fuzz-classes-s22-3.9
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 < b0 WHERE ra > 0
-- @case fuzz-classes-s22-3.10
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON a0 < b0 AND 1 = 2
-- @case fuzz-classes-s22-3.11
SELECT ra, rb FROM fd4 FULL JOIN fd5 ON true
-- @case fuzz-classes-s22-3.12
SELECT fd4.ra, rb FROM fd4 FULL JOIN fd5 ON a0 < b0 JOIN fd4 AS f ON f.a0 = fd5.b0
-- @case fuzz-classes-s22-3.13
SELECT ra FROM fd4 UNION ALL SELECT rb FROM fd4 FULL JOIN fd5 ON a1 LIKE b1
-- @case fuzz-classes-s22-3.14
SELECT count(*) FROM fd4 FULL JOIN fd5 ON a0 = b0 FULL JOIN fd4 AS f ON f.a1 > fd5.b1
-- Family 4: a CASE condition the planner folds to NULL (a strict operator over a NULL) drops its
-- arm, but the constants inside the condition are folded first: their errors surface.
-- @setup
CREATE TABLE fd6 (x int);
-- @case fuzz-classes-s22-4.1
SELECT sum(CASE WHEN (NULL::text !~ substring(format('a%b_c'::text), 'abc'::text, quote_nullable(NULL::text))) THEN 1 ELSE 0 END) FROM fd6
-- @case fuzz-classes-s22-4.2
SELECT CASE WHEN (upper(NULL::text) !~ substring(format('a'::text), 'abc'::text, 'NULL')) THEN 1 ELSE 0 END
-- @case fuzz-classes-s22-4.3
SELECT CASE WHEN (NULL::text !~ substring(format('a'::text), 'abc'::text, '\')) THEN 1 ELSE 0 END FROM fd6
-- @case fuzz-classes-s22-4.4
SELECT x, CASE WHEN (NULL::int > length(format('a'::text))) THEN 1 ELSE 0 END FROM fd6
-- Family 5: COALESCE(c, x) with a constant c is folded to c where c is not NULL; a deciding c
-- (FALSE in an AND, TRUE in an OR) then folds the AND/OR, and its other operands are never
-- computed (('é'::text)::integer[] is a stable cast, raising 22P02 where computed).
-- @setup
CREATE TABLE fd7 (ra int, a0 smallint, a1 boolean);
INSERT INTO fd7 VALUES (0, 1, true), (1, 2, NULL), (2, 3, false);
-- @case fuzz-classes-s22-5.1
SELECT ('{NULL}'::integer[] IS DISTINCT FROM ('é'::text)::integer[]) OR COALESCE('238.026'::real <> '-Infinity'::real, a1) FROM fd7
-- @case fuzz-classes-s22-5.2
SELECT ('{NULL}'::integer[] IS DISTINCT FROM ('é'::text)::integer[]) OR COALESCE('238.026'::real = '-Infinity'::real, a1) FROM fd7
-- @case fuzz-classes-s22-5.3
SELECT ('{NULL}'::integer[] IS DISTINCT FROM ('é'::text)::integer[]) AND COALESCE('238.026'::real = '-Infinity'::real, a1) FROM fd7
-- @case fuzz-classes-s22-5.4
SELECT ('{NULL}'::integer[] IS DISTINCT FROM ('é'::text)::integer[]) AND COALESCE(NULL::bool, a1) FROM fd7
-- @case fuzz-classes-s22-5.5
SELECT ra FROM fd7 WHERE ('é'::text)::integer[] IS NOT NULL AND COALESCE(1 > 2, a1)
-- @case fuzz-classes-s22-5.6
SELECT ra FROM fd7 WHERE a0 > 0 AND ('é'::text)::integer[] IS NOT NULL AND COALESCE(1 > 2, a1)
-- @case fuzz-classes-s22-5.7
SELECT ra, a1 AND COALESCE(1 < 2, a1), a1 OR COALESCE(1 > 2, a1) FROM fd7 ORDER BY ra
-- @case fuzz-classes-s22-5.8
SELECT ra FROM fd7 WHERE ('é'::text)::integer[] IS NOT NULL OR COALESCE(1 < 2, a1) ORDER BY ra
-- Family 6: a number times an interval computes the number (the left operand) first.
-- @setup
CREATE TABLE fd8 (ra int, a1 jsonb, a3 text);
INSERT INTO fd8 VALUES (0, 'null', 'x');
-- @case fuzz-classes-s22-6.1
SELECT (a1)::double precision * ('1970-01-01 00:00:00'::timestamp - (''::text)::timestamp) FROM fd8
-- @case fuzz-classes-s22-6.2
SELECT (a1)::numeric * (''::text)::interval FROM fd8
-- @case fuzz-classes-s22-6.3
SELECT (a3)::bigint * (''::text)::interval FROM fd8
-- @case fuzz-classes-s22-6.4
SELECT (''::text)::interval * (a1)::double precision FROM fd8
-- @case fuzz-classes-s22-6.5
SELECT 2.5 * interval '1 day', 3 * interval '1 hour', NULL::float8 * interval '1 day', ra * interval '1 mon' FROM fd8
-- Family 7: width_bucket(numeric) whose rounded bucket passes int4 is 22003, not a bigger int.
-- @case fuzz-classes-s22-7.1
SELECT width_bucket('99999999999999999999.9999'::numeric, '1.50'::numeric, '1e20'::numeric, 2147483647)
-- @case fuzz-classes-s22-7.2
SELECT width_bucket(5.35, 0.024, 10.06, 5), width_bucket(0.5::numeric, 0, 1, 2147483647), width_bucket(1e20::numeric, 1.5, 1e20, 2147483646)
-- Family 8: a qual term NOT x with x folding to a NULL constant (a strict call over a constant
-- that evaluates to NULL) is NULL, so FALSE: nothing of it is estimated or computed; and a
-- qual's OR with a NULL operand keeps its constant operands deciding it.
-- @setup
CREATE TABLE fd9 (ra int, a0 json);
CREATE TABLE fd10 (ra int, a0 jsonb);
INSERT INTO fd10 VALUES (0, '0');
-- @case fuzz-classes-s22-8.1
SELECT ra FROM fd9 WHERE NOT (current_setting('x'::text) ~~ json_object_field_text(a0, json_object_field_text('1.50'::json, ' '::text)))
-- @case fuzz-classes-s22-8.2
SELECT ra FROM fd9 WHERE (current_setting('x'::text) ~~ json_object_field_text(a0, json_object_field_text('1.50'::json, ' '::text))) IS NULL
-- @case fuzz-classes-s22-8.3
SELECT ra FROM fd9 WHERE NOT (current_setting('x'::text) ~~ json_object_field_text(a0, 'k'))
-- @case fuzz-classes-s22-8.4
SELECT ra FROM fd10 WHERE ('0'::jsonb)::real IS NOT NULL OR ('2004-01-22'::date + '-2147483648'::integer) < 'infinity'::timestamp OR NULL::boolean
-- @case fuzz-classes-s22-8.5
SELECT ra FROM fd10 WHERE (1 < 2 OR ('2004-01-22'::date + '-2147483648'::integer) < 'infinity'::timestamp) OR NULL::boolean
-- @case fuzz-classes-s22-8.6
SELECT ra FROM fd10 WHERE (1 > 2 OR ('2004-01-22'::date + '-2147483648'::integer) < 'infinity'::timestamp) OR NULL::boolean
-- @case fuzz-classes-s22-8.7
SELECT ra FROM fd10 WHERE (ra > 2 OR 1 > 2) OR NULL::boolean
-- Family 9: GREATEST/LEAST over interval, timetz and jsonb compute every argument in order
-- (a runtime call by the type's order key), not a subquery SQLite computes after a constant
-- operand beside it that it runs first.
-- @case fuzz-classes-s22-9.1
SELECT LEAST(('é'::text)::timetz, NULL::timetz) = timezone('47 days'::interval, ('2003-08-02 02:41:27+12'::timestamptz)::timetz)
-- @case fuzz-classes-s22-9.2
SELECT LEAST(('é'::text)::timetz, NULL::timetz) = ('x'::text)::timetz
-- @case fuzz-classes-s22-9.3
SELECT GREATEST(('é'::text)::interval, NULL::interval) = ('x'::text)::interval
-- @case fuzz-classes-s22-9.4
SELECT GREATEST('1 day'::interval, '24 hours', '23 hours'), LEAST('1 day'::interval, '24 hours', NULL), GREATEST('12:00+02'::timetz, '11:00+01', '10:00+00'), LEAST('12:00+02'::timetz, '13:00+03'), GREATEST('{"a":1}'::jsonb, '[1]', '2', 'null'), LEAST('{"a":1}'::jsonb, '[1]', '"x"', NULL)
-- @case fuzz-classes-s22-9.5
SELECT GREATEST('1 mon'::interval, '30 days'), LEAST('30 days'::interval, '1 mon'), GREATEST('1.50'::jsonb, '1.5'), LEAST('-1 mon'::interval, '-30 days')
-- Family 10: a COALESCE whose constant head evaluates to NULL is its next argument, not FALSE
-- (fuzz CI seed 20261128: the head's NULL made the negated guard NULL and the qual false).
-- @setup
CREATE TABLE fd11 (ra integer, a0 character varying, a1 interval);
INSERT INTO fd11 VALUES (0, 'x', '-00:00:01');
CREATE TABLE fd12 (rb integer, b0 integer, b1 jsonb);
INSERT INTO fd12 VALUES (0, NULL, '"x"');
-- @case fuzz-classes-s22-10.1
SELECT ra, rb FROM fd11 LEFT JOIN fd12 ON COALESCE(overlaps(NULL::time with time zone, '24:00:00+14'::time with time zone, '09:30:41+12'::time with time zone, '00:00:00+00'::time with time zone), (a1 <= a1))
-- @case fuzz-classes-s22-10.2
SELECT ra FROM fd11 WHERE COALESCE(overlaps(NULL::time with time zone, '24:00:00+14'::time with time zone, '09:30:41+12'::time with time zone, '00:00:00+00'::time with time zone), (a1 <= a1))
-- @case fuzz-classes-s22-10.3
SELECT ra FROM fd11 WHERE COALESCE(NULLIF(1, 1) > 0, a1 <= a1) AND ra >= 0
