-- Fuzz classes of session 19 (seed 20261202).
-- Family 1: the pseudoconstant terms of a qual (reading no column) are one One-Time Filter,
-- tested cheapest first, each only while those before it are true (ExecQual): a FALSE one ends
-- it, the later ones never computed (to_date('ab', 'abc') raises 22007 where computed).
-- @setup
CREATE TABLE fc0 (ra int, a0 json, a1 int, a2 text[]);
INSERT INTO fc0 VALUES (1, '[1]', 1, '{a}'), (2, '{}', NULL, NULL), (3, '[]', 3, '{}');
CREATE TABLE fc1 (rb int);
CREATE TABLE fc2 (rc int, c0 smallint);
INSERT INTO fc2 VALUES (1, 5), (2, NULL);
CREATE TABLE fc3 (rd int, d0 int, d1 numeric);
INSERT INTO fc3 VALUES (1, 5, 1.5), (2, NULL, NULL);
CREATE TABLE fc4 (re int, e0 bigint, e1 timestamptz, e2 interval, e3 bytea, e4 text);
INSERT INTO fc4 VALUES (0, 1, '2000-01-01', '1 day', '\x00ff', NULL);
CREATE TABLE fc5 (rf int, f0 text, f1 interval, f2 timestamp);
INSERT INTO fc5 VALUES (0, NULL, '23 days -2 hours 57 minutes', '2023-11-25 19:38:59'), (1, 'ab', '1 mon', '1970-01-01 00:00:00');
-- @case fuzz-classes-s19-1.1
SELECT ra FROM fc1 JOIN fc0 ON true WHERE ((strpos('a'::text, to_char('1e-37'::real, 'NULL'::text)))::boolean AND (('1998-05-26'::date - to_date('ab'::text, 'abc'::text)) <> '-96'::smallint))
-- @case fuzz-classes-s19-1.2
SELECT ra FROM fc0 WHERE (strpos('a'::text, to_char(1, 'FM9'::text)))::boolean AND to_date('ab'::text, 'abc'::text) IS NULL ORDER BY ra
-- @case fuzz-classes-s19-1.3
SELECT ra FROM fc0 WHERE (strpos('1'::text, to_char(1, 'FM9'::text)))::boolean AND to_date('ab'::text, 'abc'::text) IS NULL ORDER BY ra
-- @case fuzz-classes-s19-1.4
SELECT ra FROM fc1 JOIN fc0 ON (strpos('a'::text, to_char(1, 'FM9'::text)))::boolean WHERE to_date('ab'::text, 'abc'::text) IS NULL
-- @case fuzz-classes-s19-1.5
SELECT ra FROM fc0 WHERE to_date('ab'::text, 'abc'::text) IS NULL AND (strpos('a'::text, to_char(1, 'FM9'::text)))::boolean ORDER BY ra
-- @case fuzz-classes-s19-1.6
SELECT ra FROM fc1 JOIN fc0 ON true WHERE current_setting('x.y', true) IS NOT NULL AND to_date('ab'::text, 'abc'::text) IS NULL
-- @case fuzz-classes-s19-1.7
SELECT ra FROM fc0 WHERE (strpos('1'::text, to_char(1, 'FM9'::text)))::boolean AND ra > 1 AND current_setting('x.y', true) IS NULL ORDER BY ra
-- Family 2: a NOT reached from the qual's top through AND/OR is pushed down (negate_clause)
-- before canonicalize_qual reads a NULL constant there as FALSE: NOT (x IN (NULL, y) AND p) is
-- NOT p, x never computed (''::text[] raises 22P02 where computed), nor estimated.
-- @case fuzz-classes-s19-2.1
SELECT ra FROM fc1 JOIN fc0 ON true WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1)
-- @case fuzz-classes-s19-2.2
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1) ORDER BY ra
-- @case fuzz-classes-s19-2.3
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1) OR ra = 3 ORDER BY ra
-- @case fuzz-classes-s19-2.4
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], a2) AND ra > 1) ORDER BY ra
-- @case fuzz-classes-s19-2.5
SELECT ra FROM fc0 WHERE NOT (NOT (a1 IN (NULL, 3)) OR ra > 5) ORDER BY ra
-- @case fuzz-classes-s19-2.6
SELECT ra FROM fc0 WHERE NOT ((''::text)::int[] NOT IN (NULL::int[], '{}'::int[]) AND ra > 1) ORDER BY ra
-- @case fuzz-classes-s19-2.7
SELECT ra FROM fc0 WHERE NOT (ra > 1 AND (''::text)::text[] = NULL::text[]) ORDER BY ra
-- @case fuzz-classes-s19-2.8
SELECT ra FROM fc0 WHERE NOT (ra > 1 AND NOT (NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[])))) ORDER BY ra
-- @case fuzz-classes-s19-2.9
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND (''::text)::int[] IN (NULL::int[], '{}'::int[])) ORDER BY ra
-- @case fuzz-classes-s19-2.10
SELECT ra FROM fc0 WHERE ra = 1 AND NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1) ORDER BY ra
-- @case fuzz-classes-s19-2.11
SELECT ra FROM fc0 JOIN fc1 ON NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1)
-- (not a qual: a value, computed)
-- @case fuzz-classes-s19-2.12
SELECT ra, NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1) FROM fc0 ORDER BY ra
-- @case fuzz-classes-s19-2.13
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], a2) AND ra > 1) AND a1 = current_setting('x.y', true)::int ORDER BY ra
-- Family 3: COALESCE stops at an argument that is a constant once folded: a NULL test of an
-- expression folding to a NULL constant (a strict call over a constant evaluating to NULL, its
-- other argument stable) is TRUE or FALSE, and the arguments after it are never folded.
-- @case fuzz-classes-s19-3.1
SELECT COALESCE((regexp_match(format('x'::text), ('-59'::jsonb #>> '{a,x}'::text[])) IS NULL), (timezone('1 year 2 mons 3 days 04:05:06.789'::interval, date_trunc('é'::text, '2000-02-29 12:30:00.5-05:30'::timestamp with time zone)) = make_date('-628'::integer, '0'::integer, '2147483647'::integer)))
-- @case fuzz-classes-s19-3.2
SELECT COALESCE((regexp_match(format('x'::text), ('{"a": {"x": "1"}}'::jsonb #>> '{a,x}'::text[])) IS NULL), make_date(-628, 0, 2147483647) IS NULL)
-- @case fuzz-classes-s19-3.3
SELECT COALESCE((regexp_match(format('x'::text), ('-59'::jsonb #>> '{a,x}'::text[])) IS NOT NULL), make_date(-628, 0, 2147483647) IS NULL)
-- @case fuzz-classes-s19-3.4
SELECT ra, COALESCE((regexp_match(format('x'::text), ('-59'::jsonb #>> '{a,x}'::text[])) IS NULL), (a2[1])::int > 0) FROM fc0 ORDER BY ra
-- Family 4: a CASE the planner keeps (its ELSE reads a column) inside a strict call folded to NULL
-- still has its arms simplified: an arm under a constant FALSE condition is dropped unfolded.
-- @case fuzz-classes-s19-4.1
SELECT string_to_array(NULL::text, 'x'::text, overlay(NULL::text, NULL::text, CASE WHEN ('4294967296'::bigint < '4294967296'::bigint) THEN ('a'::text)::integer ELSE (a1)::integer END)) FROM fc1 JOIN fc0 ON true
-- @case fuzz-classes-s19-4.2
SELECT ra, string_to_array(NULL::text, 'x'::text, overlay(NULL::text, NULL::text, CASE WHEN (1 < 2) THEN ('a'::text)::integer ELSE (a1)::integer END)) FROM fc0 ORDER BY ra
-- @case fuzz-classes-s19-4.3
SELECT ra, string_to_array(NULL::text, 'x'::text, overlay(NULL::text, NULL::text, CASE WHEN ra > 1 THEN ('a'::text)::integer ELSE (a1)::integer END)) FROM fc0 ORDER BY ra
-- Family 5: a strict call folded to NULL (over a NULL literal) in a pseudoconstant qual is a NULL
-- of its type: its column-reading GREATEST/LEAST over json never becomes a constant whose
-- comparison is looked up (42883).
-- @case fuzz-classes-s19-5.1
SELECT ra, NULL::text FROM fc0 WHERE LEAST(ts_match_tt(NULL::text, (LEAST(a0, '[-6]'::json))::text), ('1970-01-01 00:00:00+00'::timestamp with time zone < 'infinity'::timestamp without time zone))
-- @case fuzz-classes-s19-5.2
SELECT ra FROM fc0 WHERE LEAST(ts_match_tt(NULL::text, (LEAST(a0, '[-6]'::json))::text), true) ORDER BY ra
-- Family 6: NULL IN (x, NULL) with an item reading a column is the OR of NULL = item (no array):
-- each folds to NULL, the item never computed, also under NOT and IS NULL.
-- @case fuzz-classes-s19-6.1
SELECT rc FROM fc2 WHERE (NULL::bigint IN (('-9223372036854775808'::bigint * LEAST('34'::smallint, c0)), NULL::bigint))
-- @case fuzz-classes-s19-6.2
SELECT rc FROM fc2 WHERE NOT (NULL::bigint IN (('-9223372036854775808'::bigint * LEAST('34'::smallint, c0)), NULL::bigint))
-- @case fuzz-classes-s19-6.3
SELECT rc FROM fc2 WHERE ((NULL::bigint IN (('-9223372036854775808'::bigint * LEAST('34'::smallint, c0)), NULL::bigint))) IS NULL ORDER BY rc
-- Family 7: an uncorrelated EXISTS subquery (an InitPlan) whose WHERE folds to false once its
-- constants are computed (a bound of a BETWEEN evaluating to NULL) tests none of its terms.
-- @case fuzz-classes-s19-7.1
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (('é'::text)::integer[] BETWEEN (json_object_field_text('"\u0041"'::json, 'a1'::text))::integer[] AND '{1,0}'::integer[]))
-- @case fuzz-classes-s19-7.2
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (('é'::text)::integer[] BETWEEN (json_object_field_text('{"a1": "{1}"}'::json, 'a1'::text))::integer[] AND '{1,0}'::integer[]))
-- @case fuzz-classes-s19-7.3
SELECT ra FROM fc0 WHERE NOT EXISTS (SELECT 1 FROM fc1 WHERE (('é'::text)::integer[] >= (json_object_field_text('"\u0041"'::json, 'a1'::text))::integer[])) ORDER BY ra
-- Family 8: x BETWEEN a AND b with x reading no column and a bound reading one relation's columns:
-- that comparison is a restriction clause whose estimator computes x while planning (22007 for
-- ('ab')::timetz, a stable cast), over empty tables too, in WHERE and in any ON condition.
-- @case fuzz-classes-s19-8.1
SELECT ra, rb FROM fc0 LEFT JOIN fc1 ON (('ab'::text)::time with time zone BETWEEN '23:06:45.582348+10'::time with time zone AND timezone(a2[1], '12:00:00+05:30'::time with time zone))
-- @case fuzz-classes-s19-8.2
SELECT ra FROM fc1 JOIN fc0 ON true WHERE (('ab'::text)::time with time zone BETWEEN '23:06:45.582348+10'::time with time zone AND timezone(a2[1], '12:00:00+05:30'::time with time zone))
-- @case fuzz-classes-s19-8.3
SELECT ra FROM fc1 JOIN fc0 ON true WHERE (('ab'::text)::time with time zone NOT BETWEEN timezone(a2[1], '12:00:00+05:30'::time with time zone) AND '23:06:45.582348+10'::time with time zone)
-- @case fuzz-classes-s19-8.4
SELECT ra FROM fc1 JOIN fc0 ON true WHERE (('12:00'::text)::time with time zone BETWEEN '23:06:45.582348+10'::time with time zone AND timezone(a2[1], '12:00:00+05:30'::time with time zone))
-- Family 9: x IN (a, b) reading no column at all in an outer join's ON condition is no gating
-- qual but a join clause: scalararraysel computes x and the array while planning.
-- @case fuzz-classes-s19-9.1
SELECT ra, rb FROM fc0 LEFT JOIN fc1 ON ('365.543'::numeric IN ('745.743'::numeric, to_number('ü'::text, 'b'::text)))
-- @case fuzz-classes-s19-9.2
SELECT ra, rb FROM fc1 LEFT JOIN fc0 ON ('365.543'::numeric IN ('745.743'::numeric, to_number('ü'::text, 'b'::text)))
-- @case fuzz-classes-s19-9.3
SELECT ra, rb FROM fc1 JOIN fc0 ON ('365.543'::numeric IN ('745.743'::numeric, to_number('ü'::text, 'b'::text)))
-- @case fuzz-classes-s19-9.4
SELECT ra, rb FROM fc1 LEFT JOIN fc0 ON ('365.543'::numeric IN ('745.743'::numeric, to_number('12'::text, '99'::text))) ORDER BY ra
-- @case fuzz-classes-s19-9.5
SELECT ra, rb FROM fc1 LEFT JOIN fc0 ON ('365.543'::numeric IN (to_number('ü'::text, 'b'::text)))
-- Family 10: x IN (SELECT f(NULL, g(NULL, c), NULL) FROM t) with f not strict and g strict: the
-- pulled-up target is a constant once folded (g is NULL whatever c), NULL here, so the semi-join
-- condition folds to NULL: x is never computed (a1 * -2147483648 overflows where computed).
-- @case fuzz-classes-s19-10.1
SELECT rd FROM fc3 WHERE string_to_array(regexp_substr('ü'::text, ''::text, '1'::integer, (d0 * '-2147483648'::integer)), 'ab'::text) IN (SELECT string_to_array(NULL::text, substring(NULL::text, width_bucket('NaN'::numeric, d1, d1, '97'::integer)), NULL::text) FROM fc3)
-- @case fuzz-classes-s19-10.2
SELECT rd FROM fc3 WHERE string_to_array(regexp_substr('ü'::text, ''::text, '1'::integer, (d0 * '-2147483648'::integer)), 'ab'::text) IN (SELECT string_to_array('a,b'::text, substring(NULL::text, width_bucket('NaN'::numeric, d1, d1, '97'::integer)), NULL::text) FROM fc3)
-- @case fuzz-classes-s19-10.3
SELECT rd FROM fc3 WHERE (d0 * 2)::text IN (SELECT concat_ws(NULL::text, substring(NULL::text, d0)) FROM fc3) ORDER BY rd
-- Family 11: x IN (a, b) with x reading a column and two or more items reading none is
-- x = ANY (ARRAY[a, b]); scalararraysel folds x's constant parts (a stable cast) before the array.
-- @case fuzz-classes-s19-11.1
SELECT count(*) FROM fc0 WHERE (GREATEST((a2[1])::time with time zone, ('b'::text)::time with time zone) IN (timezone('é'::text, '00:00:00+00'::time with time zone), '22:50:16+01'::time with time zone))
-- @case fuzz-classes-s19-11.2
SELECT count(*) FROM fc0 WHERE (GREATEST((a2[1])::time with time zone, ('b'::text)::time with time zone) IN (timezone('é'::text, '00:00:00+00'::time with time zone)))
-- @case fuzz-classes-s19-11.3
SELECT count(*) FROM fc1 JOIN fc0 ON true WHERE (GREATEST((a2[1])::time with time zone, ('12:00'::text)::time with time zone) IN (timezone('é'::text, '00:00:00+00'::time with time zone), '22:50:16+01'::time with time zone))
-- Family 12: a CASE condition that is a BETWEEN is the parser's AND of two comparisons: a first
-- one that is a FALSE constant folds the condition to FALSE, and the arm is dropped unfolded.
-- @case fuzz-classes-s19-12.1
SELECT CASE WHEN ('{1,NULL,3}'::integer[] BETWEEN '{8,5}'::integer[] AND ('x'::text)::integer[]) THEN timezone('1 mon'::interval, '24:00:00+14'::time with time zone) ELSE NULL::time with time zone END
-- @case fuzz-classes-s19-12.2
SELECT CASE WHEN ('{9,NULL,3}'::integer[] BETWEEN '{8,5}'::integer[] AND ('x'::text)::integer[]) THEN timezone('1 mon'::interval, '24:00:00+14'::time with time zone) ELSE NULL::time with time zone END
-- @case fuzz-classes-s19-12.3
SELECT ra, CASE WHEN (1 BETWEEN 2 AND (a2[1])::int) THEN 1 / 0 ELSE ra END AS c FROM fc0 ORDER BY 1
-- @case fuzz-classes-s19-12.4
SELECT ra, CASE WHEN (3 NOT BETWEEN 2 AND (a2[1])::int) THEN ra ELSE 1 / 0 END AS c FROM fc0 ORDER BY 1
-- Family 13: an outer join's ON condition folding to FALSE once its constants are computed (a
-- BETWEEN bound evaluating to NULL) matches no row: its other comparison is never computed.
-- @case fuzz-classes-s19-13.1
SELECT ra, rb FROM fc0 LEFT JOIN fc1 ON ('infinity'::date BETWEEN (''::text)::date AND (('null'::jsonb ->> 'é'::text))::date) ORDER BY ra
-- @case fuzz-classes-s19-13.2
SELECT ra, rc FROM fc0 LEFT JOIN fc2 ON ('infinity'::date BETWEEN (''::text)::date AND (('null'::jsonb ->> 'é'::text))::date) ORDER BY ra
-- @case fuzz-classes-s19-13.3
SELECT ra, rc FROM fc0 LEFT JOIN fc2 ON ('infinity'::date BETWEEN ('2000-01-01'::text)::date AND (('{"é": "2001-01-01"}'::jsonb ->> 'é'::text))::date) ORDER BY ra, rc
-- @case fuzz-classes-s19-13.4
SELECT ra, rc FROM fc0 FULL JOIN fc2 ON (rc = ra AND ('x'::text)::int > (('null'::jsonb ->> 'é'::text))::int) ORDER BY ra, rc
-- Family 14: x::jsonb || y::jsonb is jsonb_concat, strict: with y a constant evaluating to NULL
-- the semi-join condition x || y = z folds to NULL, z (the subquery's target) never computed.
-- @case fuzz-classes-s19-14.1
SELECT ra FROM fc0 WHERE ((a2[1])::jsonb || (('1.50'::json ->> '-443'::integer))::jsonb) IN (SELECT ('0'::jsonb #> regexp_split_to_array('NULL'::text, 'b'::text, ('{b,x}'::text[])::text)) FROM fc2)
-- @case fuzz-classes-s19-14.2
SELECT rc FROM fc2 WHERE ((c0)::text::jsonb || (('[1.50]'::json ->> 0))::jsonb) IN (SELECT ('[5, 1.50]'::jsonb) FROM fc2) ORDER BY rc
-- Family 15 (open): a strict call's argument that is a constant only once a CASE inside it is
-- decided (regexp_substr(CASE WHEN 'a1' = ' ' THEN stable ELSE '' END, ' '), NULL: no match)
-- folds the call to NULL while planning; the runtime guard only knows the CASE's own NULL.
-- @case fuzz-classes-s19-15.1
SELECT regexp_match(current_setting('hello world'::text), regexp_substr(CASE WHEN ('a1'::text = ' '::text) THEN ('2000-02-29 12:30:00.5-05:30'::timestamp with time zone)::text ELSE ''::text END, ' '::text))
-- Family 16 (open): a BETWEEN over COALESCE(non-NULL constant, column) is decided by its first
-- comparison once the COALESCE folds; the plan-time walk decides a NULL test of the bound first.
-- @case fuzz-classes-s19-16.1
SELECT (COALESCE(lcm('9223372036854775807'::bigint, '0'::bigint), ('4294967296'::bigint - e0)) BETWEEN (~ '-9863'::bigint) AND ('Infinity'::numeric)::bigint) FROM fc4
-- Family 17 (open): a correlated EXISTS subquery's WHERE folding to false (a strict make_date over
-- scale('Infinity'), NULL) is not mirrored for its other comparison's stable constant parts.
-- @case fuzz-classes-s19-17.1
SELECT re FROM fc4 WHERE EXISTS (SELECT 1 FROM fc2 WHERE ((date_trunc('a%b_c'::text, e1))::date BETWEEN make_date(get_bit(e3, '-2647'::bigint), scale('Infinity'::numeric), '1'::integer) AND 'infinity'::date))
-- Family 18 (open): an outer join's ON term reading only the nullable side is pushed down to its
-- scan and computed for each of its rows, whatever the other terms (a cheaper FALSE one).
-- @case fuzz-classes-s19-18.1
SELECT ra, re FROM fc0 LEFT JOIN fc4 ON ((timezone(e2, e1) > '-infinity'::timestamp with time zone) AND ('2000-02-29 12:30:00.5'::timestamp without time zone = '2000-02-29 12:30:00.5-05:30'::timestamp with time zone)) ORDER BY ra
-- Family 19 (open, error order): a pulled-up semi-join whose left side reads no column once
-- folded (a CASE decided by a constant) is a restriction of the subquery's table whose estimate
-- computes that side (''::text[], 22P02) before any row of the subquery's target.
-- @case fuzz-classes-s19-19.1
SELECT ra FROM fc0 WHERE (CASE WHEN LEAST('true'::boolean, 'true'::boolean) THEN ''::text ELSE a2[1] END)::text[] IN (SELECT string_to_array((timezone(' '::text, date_trunc('ab'::text, '2027-07-23 08:25:38+06'::timestamp with time zone, e4)))::text, e4) FROM fc4)
-- Family 20: COALESCE stops at an AND/OR argument with a constant operand that decides it (a TRUE
-- one in an OR, a FALSE one in an AND): the planner folds it to that constant, never NULL, and
-- the arguments after it are never folded (make_date(-1, -504, 0) raises 22008 where folded).
-- @case fuzz-classes-s19-20.1
SELECT COALESCE((('0'::smallint <> '824'::integer) OR ('1997-04-23 10:48:47'::timestamp without time zone > '1996-07-11 11:01:28+09'::timestamp with time zone)), ('-infinity'::date >= (make_date('-1'::integer, '-504'::integer, '0'::integer))::timestamp with time zone))
-- @case fuzz-classes-s19-20.2
SELECT COALESCE((('0'::smallint = '824'::integer) OR ('1997-04-23 10:48:47'::timestamp without time zone > '1996-07-11 11:01:28+09'::timestamp with time zone)), ('-infinity'::date >= (make_date('-1'::integer, '-504'::integer, '0'::integer))::timestamp with time zone))
-- @case fuzz-classes-s19-20.3
SELECT COALESCE((('0'::smallint = '824'::integer) AND ('1997-04-23 10:48:47'::timestamp without time zone > '1996-07-11 11:01:28+09'::timestamp with time zone)), make_date(-1, -504, 0) IS NULL)
-- @case fuzz-classes-s19-20.4
SELECT ra, COALESCE(((1 < 2) OR (a2[1])::boolean), make_date(-1, -504, 0) IS NULL) FROM fc0 ORDER BY ra
-- Family 21 (open): with ORDER BY … LIMIT, a SELECT list entry that is no sort key and costs
-- more than 10 operators is computed after the Sort and the LIMIT (make_sort_input_target
-- postpones expensive columns), so only for the rows kept; pgsqlite computes it for every row
-- (replace('a', 'ab', 'Zz')::smallint raises 22P02 for the row the LIMIT drops).
-- @case fuzz-classes-s19-21.1
SELECT rc, (SELECT (((+ c0) + (replace('a'::text, f0, 'Zz'::text))::smallint) | ((@ (@ c0)) | ((c0 % '48'::smallint) << '-608'::integer))) FROM fc5 ORDER BY rf LIMIT 1) FROM fc2 WHERE rc = 2
-- (the same, a LEAST of two comparisons over a CASE whose arm holds 'ü'::timestamptz)
-- @case fuzz-classes-s19-22.1
SELECT rc, (SELECT LEAST(('2009-10-17 22:59:31'::timestamp without time zone >= timezone(LEAST('00:00:00.000001'::interval, f1), ('infinity'::date - f1))), ((('1998-10-04 04:56:23+10'::timestamp with time zone - f1) + '-18 days 0 hours 7 minutes'::interval) IS DISTINCT FROM CASE WHEN (f2 <= '2018-07-14'::date) THEN ('ü'::text)::timestamp with time zone ELSE '2001-10-13 08:30:28+01'::timestamp with time zone END)) FROM fc5 ORDER BY rf LIMIT 1) FROM fc2 WHERE rc = 1
-- Family 23 (open): NOT overlaps(tstz, NULL::interval, tstz, tstz) is a constant FALSE once its
-- inlined s + NULL folds, ending the AND before the immutable to_timestamp(1e308) is folded;
-- the plan-time walk does not know that stable overload to be a constant.
-- @case fuzz-classes-s19-23.1
SELECT ((NOT overlaps('2002-12-23 22:55:59+04'::timestamp with time zone, NULL::interval, '2000-01-01 00:00:00+00'::timestamp with time zone, 'infinity'::timestamp with time zone)) AND (NULL::timestamp with time zone <= to_timestamp('1e308'::double precision)))
