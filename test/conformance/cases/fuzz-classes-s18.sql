-- Fuzz classes of session 18 (seed 20261201).
-- Family 1: x IN (a, b, …) over a type with no array type (an array's: there are no arrays of
-- arrays) is the parser's OR of x = item whatever the items, never one x = ANY (ARRAY[…]): each
-- strict x = NULL folds to NULL, x never computed.
-- @setup
CREATE TABLE fs0 (ra int, a0 json, a1 int, a2 text[]);
INSERT INTO fs0 VALUES (1, '[1]', 1, '{a}'), (2, '{}', NULL, NULL);
CREATE TABLE fs1 (rb int);
-- @case fuzz-classes-s18-1.1
SELECT ((''::text)::text[] IN (NULL::text[], NULL::text[]))
-- @case fuzz-classes-s18-1.2
SELECT ((''::text)::text[] NOT IN (NULL::text[], NULL::text[]))
-- @case fuzz-classes-s18-1.3
SELECT ((''::text)::int[] IN (NULL::int[], NULL::int[], NULL::int[]))
-- @case fuzz-classes-s18-1.4
SELECT ra, ((''::text)::int[] IN (NULL::int[], NULL::int[])) FROM fs0 ORDER BY ra
-- @case fuzz-classes-s18-1.5
SELECT (('x'::text)::int IN (NULL::int, NULL::int))
-- @case fuzz-classes-s18-1.6
SELECT ((''::text)::text[] IN (NULL::text[], '{a}'::text[]))
-- @case fuzz-classes-s18-1.7
SELECT ra FROM fs0 WHERE (('{b}'::text)::text[] IN (NULL::text[], a2)) ORDER BY ra
-- Family 2: a GREATEST/LEAST over a type with no btree comparison (json) raises 42883 when the
-- executor starts, unless the planner dropped it: inside a strict call with a constant argument
-- that folds to NULL once evaluated (regexp_substr(…) with no match), as with a NULL literal.
-- @case fuzz-classes-s18-2.1
SELECT json_array_element_text(GREATEST(NULL::json, json_array_element('"x"'::json, a1)), (regexp_substr('a'::text, 'NULL'::text))::integer) FROM fs1
-- @case fuzz-classes-s18-2.2
SELECT (json_array_element_text(GREATEST(NULL::json, json_array_element('"x"'::json, a1)), (regexp_substr('a'::text, 'NULL'::text))::integer) ~<=~ 'a'::text) FROM fs1 JOIN fs0 ON true
-- @case fuzz-classes-s18-2.3
SELECT json_array_element_text(GREATEST(NULL::json, json_array_element('"x"'::json, a1)), (regexp_substr('1'::text, '1'::text))::integer) FROM fs0
-- @case fuzz-classes-s18-2.4
SELECT json_array_element_text(GREATEST(NULL::json, a0), NULLIF(1, 1)) || 'a' FROM fs0
-- @case fuzz-classes-s18-2.5
SELECT json_array_element_text(GREATEST(NULL::json, a0), NULLIF(1, 2)) || 'a' FROM fs1 JOIN fs0 ON true
-- @case fuzz-classes-s18-2.6
SELECT ra, json_array_element_text(LEAST(a0, a0), (regexp_substr('a'::text, 'b'::text))::integer) FROM fs0 ORDER BY ra
-- Family 3: overlaps(timestamptz, interval, timestamptz, interval) is a stable SQL function
-- inlined as (s, s + e): an end typed interval by any expression (timestamptz - timestamptz),
-- not only by a cast, makes its s + e stable, so the call is no constant and a CASE over it
-- keeps its arms (and their plan-time errors).
-- @case fuzz-classes-s18-3.1
SELECT CASE WHEN overlaps(NULL::timestamptz, NULL::interval, '2027-08-23 13:33:25+00'::timestamptz, ('1992-02-08 21:05:03+09'::timestamptz - '2000-01-01 00:00:00+00'::timestamptz)) THEN regexp_split_to_array('Zz'::text, ''::text, ('\x85fb'::bytea)::text) ELSE NULL::text[] END
-- @case fuzz-classes-s18-3.2
SELECT CASE WHEN overlaps(NULL::timestamptz, NULL::interval, '2027-08-23 13:33:25+00'::timestamptz, ('1992-02-08 21:05:03+09'::timestamptz - '2000-01-01 00:00:00+00'::timestamptz)) THEN 1 / 0 ELSE 0 END
-- @case fuzz-classes-s18-3.3
SELECT CASE WHEN overlaps(NULL::timestamptz, NULL::interval, '2027-08-23 13:33:25+00'::timestamptz, (NULL::timestamptz - '2000-01-01 00:00:00+00'::timestamptz)) THEN 1 / 0 ELSE 0 END
-- @case fuzz-classes-s18-3.4
SELECT CASE WHEN overlaps(NULL::timestamptz, NULL::interval, '2027-08-23 13:33:25+00'::timestamptz, justify_days('1 day'::interval)) THEN 1 / 0 ELSE 0 END
-- @case fuzz-classes-s18-3.5
SELECT CASE WHEN overlaps(NULL::timestamp, NULL::interval, '2027-08-23 13:33:25'::timestamp, ('1992-02-08 21:05:03'::timestamp - '2000-01-01 00:00:00'::timestamp)) THEN 1 / 0 ELSE 0 END
-- Family 4: float8 output with extra_float_digits > 0 is Ryu's shortest digits inside the
-- rounding interval, its bounds excluded: a double of 2^53 or more may have shortest digits on
-- a bound that read back to it all the same, which PostgreSQL does not print.
-- @case fuzz-classes-s18-4.1
SELECT (('9223372036854775807'::bigint # '-54967'::bigint))::double precision
-- @case fuzz-classes-s18-4.2
SELECT '-239638391552126000'::float8, '427371623837906400'::float8, '33146159987190670'::float8, '81187829778370600'::float8
-- @case fuzz-classes-s18-4.3
SELECT '90651480119858600'::float8, '-25075577928139150'::float8, '57012412789802900'::float8, '9223372036854775808'::float8
-- @case fuzz-classes-s18-4.4
SELECT ARRAY['-9223372036854720512'::float8, '9007199254740992'::float8], ('-9223372036854720512'::float8)::text
-- @case fuzz-classes-s18-4.5
SELECT to_json('-9223372036854720512'::float8), to_jsonb('-9223372036854720512'::float8)
-- Family 5: NOT over a qual term is pushed down by the planner (negate_clause): NOT (x IN (a,
-- b)) is the AND of x <> item, NOT (p OR q) is NOT p AND NOT q; a NOT of a NULL constant is
-- NULL, so the qual is a One-Time Filter false and its other terms never run.
-- @case fuzz-classes-s18-5.1
SELECT ra FROM fs1 JOIN fs0 ON true WHERE (NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[])))
-- @case fuzz-classes-s18-5.2
SELECT ra FROM fs1 JOIN fs0 ON true WHERE ((''::text)::text[] NOT IN (NULL::text[], '{}'::text[]))
-- @case fuzz-classes-s18-5.3
SELECT ra FROM fs1 JOIN fs0 ON true WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) OR ra > 1)
-- @case fuzz-classes-s18-5.4
SELECT ra FROM fs1 JOIN fs0 ON true WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1)
-- @case fuzz-classes-s18-5.5
SELECT ra FROM fs1 JOIN fs0 ON true WHERE NOT (NOT ((''::text)::text[] = '{}'::text[]))
-- @case fuzz-classes-s18-5.6
SELECT ra FROM fs1 JOIN fs0 ON true WHERE NOT (NULL::boolean OR (''::text)::text[] = '{}'::text[])
-- @case fuzz-classes-s18-5.7
SELECT ra FROM fs1 JOIN fs0 ON true WHERE NOT (true OR (''::text)::text[] = '{}'::text[])
-- @case fuzz-classes-s18-5.8
SELECT ra FROM fs1 JOIN fs0 ON true WHERE ((''::text)::int[] IN (NULL::int[], '{}'::int[]))
-- @case fuzz-classes-s18-5.9
SELECT ra FROM fs1 JOIN fs0 ON true WHERE NOT (('x'::text)::date IN (NULL::date, '2000-01-01'::date))
-- @case fuzz-classes-s18-5.10
SELECT ra FROM fs0 WHERE NOT (('x'::text)::date IN (NULL::date, ra::text::date))
-- @case fuzz-classes-s18-5.11
SELECT ra FROM fs0 WHERE NOT ((''::text)::text[] IN (NULL::text[], a2)) ORDER BY ra
-- (an item folding to NULL only once evaluated: the same where it does)
-- @case fuzz-classes-s18-5.12
SELECT ra, NULL::date FROM fs0 WHERE (NOT ((''::text)::text[] IN (regexp_match('\'::text, 'a'::text), '{}'::text[])))
-- @case fuzz-classes-s18-5.13
SELECT ra FROM fs0 WHERE (NOT ((''::text)::text[] IN (regexp_match('a'::text, 'a'::text), '{}'::text[])))
-- @case fuzz-classes-s18-5.14
SELECT ra FROM fs0 WHERE ((''::text)::text[] NOT IN (regexp_match('x'::text, 'a'::text), '{}'::text[]))
-- @case fuzz-classes-s18-5.15
SELECT ra FROM fs0 WHERE NOT (('{b}'::text)::text[] IN (regexp_match('a'::text, 'a'::text), a2)) ORDER BY ra
-- @case fuzz-classes-s18-5.16
SELECT ra FROM fs0 WHERE NOT ((a1 + 1) IN (NULLIF(1, 1), 5)) ORDER BY ra
-- @case fuzz-classes-s18-5.17
SELECT ra FROM fs0 WHERE NOT ((a1 + 1) IN (NULLIF(1, 2), 5)) ORDER BY ra
-- Family 6: p IN (SELECT true FROM t) with a subquery the planner pulls up is a semi-join on
-- p = true, simplified to p (simplify_boolean_equality): p's AND terms are quals, one reading
-- no column a One-Time Filter tested before either side is read (t empty or not).
-- @case fuzz-classes-s18-6.1
SELECT ra FROM fs0 WHERE ('2022-02-20 05:43:52+07'::timestamptz BETWEEN (a2[1])::timestamptz AND date_trunc('a1'::text, '2000-01-01 00:00:00+00'::timestamptz)) IN (SELECT 'true'::boolean FROM fs1)
-- @case fuzz-classes-s18-6.2
SELECT ra FROM fs0 WHERE ((a2[1])::int > 0 AND date_trunc('a1'::text, '2000-01-01 00:00:00+00'::timestamptz) IS NOT NULL) IN (SELECT true FROM fs1)
-- @case fuzz-classes-s18-6.3
SELECT ra FROM fs0 WHERE ((a2[1])::int > 0 AND date_trunc('a1'::text, '2000-01-01 00:00:00+00'::timestamptz) IS NOT NULL) IN (SELECT false FROM fs1)
-- @case fuzz-classes-s18-6.4
SELECT ra FROM fs0 WHERE (date_trunc('a1'::text, '2000-01-01 00:00:00+00'::timestamptz) IS NOT NULL) IN (SELECT true FROM fs1)
-- @case fuzz-classes-s18-6.5
SELECT ra FROM fs0 WHERE (a1 > 0 AND date_trunc('day'::text, '2000-01-01 00:00:00+00'::timestamptz) IS NOT NULL) IN (SELECT true FROM fs1 JOIN fs0 ON true) ORDER BY ra
-- Family 7 (open, error order): an operator's left operand is computed first; where the left
-- one holds a scalar subquery (LEAST over interval is one in SQLite) the right one's error
-- (regexp_replace's start) comes first.
-- @case fuzz-classes-s18-7.1
SELECT (current_setting((LEAST('-38 days 17 hours 54 minutes'::interval, '1 year 2 mons 3 days 04:05:06.789'::interval))::text) > regexp_replace(a2[1], 'a%b_c'::text, a2[1], '-2147483648'::integer)) FROM fs0
-- @case fuzz-classes-s18-7.2
SELECT (current_setting('no.such_setting') > regexp_replace(a2[1], 'a%b_c'::text, a2[1], '-2147483648'::integer)) FROM fs0
-- Family 8: a CASE condition reading a row folds to TRUE all the same where it is an OR with a
-- constant operand evaluating to TRUE (simplify_or_arguments): the CASE is then that arm, a
-- NULL one folds a strict call over it to NULL, its other operands never computed.
-- @case fuzz-classes-s18-8.1
SELECT (CASE WHEN (('-520.974'::real IS DISTINCT FROM '1.5'::real) OR (a2[1])::boolean) THEN NULL::uuid ELSE NULL::uuid END = (a2[1])::uuid) FROM fs0
-- @case fuzz-classes-s18-8.2
SELECT (CASE WHEN (('1.5'::real IS DISTINCT FROM '1.5'::real) OR (a2[1])::boolean) THEN NULL::uuid ELSE NULL::uuid END = (a2[1])::uuid) FROM fs0
-- @case fuzz-classes-s18-8.3
SELECT (CASE WHEN ((1 < 2) OR ra > 1) THEN NULL::int ELSE 5 END + (a2[1])::int) FROM fs0
-- @case fuzz-classes-s18-8.4
SELECT (CASE WHEN ((1 > 2) OR ra > 1) THEN NULL::int ELSE 5 END + (a2[1])::int) FROM fs0
-- @case fuzz-classes-s18-8.5
SELECT (CASE WHEN ((1 < 2) AND ra > 1) THEN NULL::int ELSE NULL::int END + (a2[1])::int) FROM fs0
-- @case fuzz-classes-s18-8.6
SELECT ra, CASE WHEN ((1 < 2) OR ra > 1) THEN 'a' ELSE 'b' END FROM fs0 ORDER BY ra
-- Family 9 (open, join scan order): an ON condition that reads one side only once its other
-- operand folded to NULL is that side's filter; PostgreSQL scans the empty side first and never
-- computes it, SQLite computes it in its outer loop.
-- @case fuzz-classes-s18-9.1
SELECT ra, rb FROM fs1 JOIN fs0 ON overlaps((NULL::timetz + ('2008-05-03 10:28:46'::timestamp - rb * '1 day'::interval)), NULL::timetz, NULL::timetz, ('23:59:59.999999-12'::timetz - (a2[1])::interval))
-- Family 10 (open): p IN (SELECT false FROM t) is NOT p as a qual; its selectivity estimate
-- computes a stable call over constants (current_setting) while planning, before any row.
-- @case fuzz-classes-s18-10.1
SELECT ra FROM fs0 WHERE (((a2[1])::date - 1) IS NOT DISTINCT FROM to_date(current_setting('Zz'::text), '\'::text)) IN (SELECT 'false'::boolean FROM fs1)
-- Family 11 (open): a strict jsonb || over an operand folding to NULL makes the ON condition a
-- One-Time Filter false; SQLite computes the other side's stable constant (current_setting) once
-- before the loop.
-- @case fuzz-classes-s18-11.1
SELECT ra, rb FROM fs0 JOIN fs1 ON (((a0::jsonb -> 'k') || jsonb_object_field('{}'::jsonb, 'ab'::text)) < jsonb_object(regexp_split_to_array(current_setting('ü'::text), 'a1'::text), '{}'::text[]))
-- @case fuzz-classes-s18-11.2
SELECT ra FROM fs0 WHERE (((a0::jsonb -> 'k') || jsonb_object_field('{}'::jsonb, 'ab'::text)) < jsonb_object(regexp_split_to_array(current_setting('ü'::text), 'a1'::text), '{}'::text[]))
-- Family 12: x IN (a, b) with two or more items of no column is x = ANY (ARRAY[a, b]): the
-- whole array is computed before any comparison (SQLite's IN stops at the first equal item).
-- @case fuzz-classes-s18-12.1
SELECT ('false'::boolean IN ('false'::boolean, (to_char('9223372036854775807'::bigint, 'hello world'::text))::boolean))
-- @case fuzz-classes-s18-12.2
SELECT ('false'::boolean IN ('false'::boolean, 'true'::boolean))
-- @case fuzz-classes-s18-12.3
SELECT (1 IN (1, ('x'::text)::int))
-- @case fuzz-classes-s18-12.4
SELECT ra, (1 IN (1, (upper(a2[1]) || '1')::int, 2)) FROM fs0 ORDER BY ra
-- @case fuzz-classes-s18-12.5
SELECT ra, (ra IN (1, length(to_char(ra, 'FM9')) + 5, 3)) FROM fs0 ORDER BY ra
-- @case fuzz-classes-s18-12.6
SELECT ra FROM fs0 WHERE 'a' IN ('a', (to_char(12, 'FM99') || 'x')) ORDER BY ra
-- Family 13: timezone(zone, …) / AT TIME ZONE read the zone name into a 255-byte buffer
-- (TZ_STRLEN_MAX, cut at a character boundary): a longer name is looked up by that part only
-- (lpad('a1', 364) is 255 spaces, no zone; it was read as the POSIX zone a1).
-- @case fuzz-classes-s18-13.1
SELECT timezone(lpad('a1'::text, 364), '12:00:00+05:30'::timetz)
-- @case fuzz-classes-s18-13.2
SELECT timezone(lpad('UTC'::text, 256), '12:00:00+05:30'::timetz)
-- @case fuzz-classes-s18-13.3
SELECT timezone(repeat('é', 130) || 'x', '2000-01-01'::timestamptz)
-- @case fuzz-classes-s18-13.4
SELECT '2000-01-01'::timestamp AT TIME ZONE lpad('a1', 300)
-- @case fuzz-classes-s18-13.5
SELECT timezone('UTC', '12:00:00+05:30'::timetz), '2000-01-01 00:00:00+00'::timestamptz AT TIME ZONE 'Europe/Paris'
-- Family 14: COALESCE of arguments that all fold to NULL constants once evaluated (a strict
-- call over a constant evaluating to NULL, stable or not) is the NULL constant: a strict call
-- over it folds to NULL, its other operands never computed.
-- @case fuzz-classes-s18-14.1
SELECT (COALESCE(to_date(''::text, jsonb_object_field_text('[2, 7]'::jsonb, ' '::text)), NULL::date) = timezone(like_escape('x'::text, to_char('0.000001'::numeric, 'hello world'::text)), '2032-04-11 00:02:10'::timestamp without time zone))
-- @case fuzz-classes-s18-14.2
SELECT (COALESCE(to_date(''::text, jsonb_object_field_text('{" ": "YYYY"}'::jsonb, ' '::text)), NULL::date) = timezone(like_escape('x'::text, to_char('0.000001'::numeric, 'hello world'::text)), '2032-04-11 00:02:10'::timestamp without time zone))
-- @case fuzz-classes-s18-14.3
SELECT ra, COALESCE(jsonb_object_field_text('[1]'::jsonb, 'k'), NULL::text) || (a2[1])::int::text FROM fs0 ORDER BY ra
-- @case fuzz-classes-s18-14.4
SELECT ra, COALESCE(jsonb_object_field_text('{"k": "v"}'::jsonb, 'k'), NULL::text) || (a2[1])::int::text FROM fs0 ORDER BY ra
-- Family 15 (open, seed 7): timestamptz -> timetz is a stable cast, computed per row (NULL for
-- infinity): no plan-time NULL fold of the comparison over it, its other operand is computed.
-- @case fuzz-classes-s18-15.1
SELECT (timezone(LEAST(date_trunc(a2[1], '11 days -30 hours 57 minutes'::interval), NULL::interval), '00:00:00+00'::timetz) < ('infinity'::timestamptz)::timetz) FROM fs0
-- Family 16 (open, seed 7): the quals of an uncorrelated EXISTS subquery (an InitPlan) run
-- cheapest first, BETWEEN's comparisons apart: x <= '\' (NULL) ends the row before
-- x >= current_setting(b1) is computed.
-- @case fuzz-classes-s18-16.1
SELECT ra FROM fs0 WHERE EXISTS (SELECT 1 FROM fs0 x WHERE ((jsonb_object_field_text('[2, 0]'::jsonb, (x.a2[1])) BETWEEN current_setting(coalesce(x.a2[1], 'ü'), 'false'::boolean) AND '\'::text) AND isfinite('2005-11-28 17:12:54'::timestamp)))
-- Family 17 (open, join scan order): an ON term of one side only is that side's filter;
-- PostgreSQL scans the side with rows first and raises, SQLite starts with the empty side.
-- @case fuzz-classes-s18-17.1
SELECT ra, rb FROM fs0 JOIN fs1 ON ('NaN'::double precision <> date_part('a'::text, ('2024-12-16 03:53:12'::timestamp + ra * '1 day'::interval)))
-- Family 18 (open): SQLite computes a constant of a stable call (to_date) once before the scan,
-- where PostgreSQL's AND stops at its FALSE first operand for each row (none here).
-- @case fuzz-classes-s18-18.1
SELECT ra FROM fs1 JOIN fs0 ON true WHERE ((strpos('a'::text, to_char('1e-37'::real, 'NULL'::text)))::boolean AND (('1998-05-26'::date - to_date('ab'::text, 'abc'::text)) <> '-96'::smallint))
