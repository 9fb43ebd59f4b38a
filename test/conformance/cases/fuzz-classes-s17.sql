-- Fuzz classes of session 17 (seed 20261130): plan-time folding PostgreSQL's planner does that
-- pgsqlite must mirror. Family 1: COALESCE stops at its first argument that folds to a
-- constant that is not NULL (any such expression, not only a literal), so the COALESCE is
-- itself a constant and a call over it is folded (and raises) while planning.
-- @setup
CREATE TABLE fk0 (ra int, a0 jsonb, a2 interval);
INSERT INTO fk0 VALUES (1, '1', '1 day'), (2, '[1]', NULL);
CREATE TABLE fk1 (rb int, b0 text);
INSERT INTO fk1 VALUES (1, 'x'), (2, '2020-01-01');
CREATE TABLE fk2 (rc int);
-- @case fuzz-classes-s17-1.1
SELECT COALESCE(('12:00:00'::time)::interval, rc * '1 day'::interval) / 'NaN'::float8 FROM fk2
-- @case fuzz-classes-s17-1.2
SELECT overlaps(NULL::timestamp, NULL::timestamp, '0001-01-01'::timestamp, COALESCE(('12:00:00'::time)::interval, rc * '1 day'::interval) / 'NaN'::float8) FROM fk2
-- @case fuzz-classes-s17-1.3
SELECT COALESCE(1 + 1, rc) / 0 FROM fk2
-- @case fuzz-classes-s17-1.4
SELECT COALESCE(('1'::text)::int, rc) / 0 FROM fk2
-- @case fuzz-classes-s17-1.5
SELECT ra, COALESCE(ra + 1, ('x'::text)::int) FROM fk0 ORDER BY ra
-- Family 2: an inner join's ON condition is a qual of the query as WHERE is: a term of it that
-- folds to NULL (a constant whose value is NULL, known only once evaluated) makes the whole
-- qual FALSE (canonicalize_qual), a One-Time Filter false; in an outer join's ON it makes that
-- ON false, its other terms never evaluated.
-- @case fuzz-classes-s17-2.1
SELECT ra, rb FROM fk0 JOIN fk1 ON ('{}'::int[] BETWEEN ('Zz'::text)::int[] AND (jsonb_array_element_text('[-1, 0]'::jsonb, ('71'::smallint + '1'::integer)))::int[])
-- @case fuzz-classes-s17-2.2
SELECT count(*) FROM fk0 JOIN fk1 ON b0::date > '2020-01-01' AND (jsonb_array_element_text('[-1, 0]'::jsonb, 72))::int > 1
-- @case fuzz-classes-s17-2.3
SELECT count(*) FROM fk0 JOIN fk1 ON b0::date > '2020-01-01' AND (jsonb_array_element_text('[-1, 0]'::jsonb, 1))::int > 1
-- @case fuzz-classes-s17-2.4
SELECT ra, rb FROM fk0 LEFT JOIN fk1 ON b0::date > '2020-01-01' AND (jsonb_array_element_text('[-1, 0]'::jsonb, 72))::int > 1 ORDER BY ra
-- @case fuzz-classes-s17-2.5
SELECT ra, rb FROM fk0 JOIN fk1 ON (jsonb_array_element_text('[-1, 0]'::jsonb, 72))::int > 1 WHERE rb / 0 = 1
-- @case fuzz-classes-s17-2.6
SELECT ra, x.rb FROM fk0 JOIN (fk1 x JOIN fk1 y ON x.b0::date > '2020-01-01' AND (jsonb_array_element_text('[-1, 0]'::jsonb, 72))::int > 1) ON true
-- @case fuzz-classes-s17-2.7
SELECT ra, x.rb FROM fk0 LEFT JOIN (fk1 x JOIN fk1 y ON x.b0::date > '2020-01-01' AND (jsonb_array_element_text('[-1, 0]'::jsonb, 72))::int > 1) ON true ORDER BY ra
-- @case fuzz-classes-s17-2.8
SELECT ra, rb FROM fk0 JOIN fk1 ON rb / 0 = 1 AND ra IN (SELECT NULL::int FROM fk1)
-- @case fuzz-classes-s17-2.9
SELECT ra, rb FROM fk0 JOIN fk1 ON (a0 #- '{}'::text[])::int > 0 AND ('{"a":1}'::jsonb ->> 'b')::int > 0
-- @case fuzz-classes-s17-2.10
SELECT ra, rb FROM fk0 LEFT JOIN fk1 ON (a0 #- '{}'::text[])::int > 0 AND ('{"a":1}'::jsonb ->> 'a')::int > 0 ORDER BY ra, rb
-- Family 3: overlaps() over a timestamptz start and an interval end is a stable SQL function,
-- inlined as `(s1, s1 + e1) OVERLAPS (s2, s2 + e2)`: its `s + e` (timestamptz + interval) is
-- stable, so the call is a constant only where each such end folds to NULL; a CASE under it
-- keeps its arms (and their plan-time constants).
-- @case fuzz-classes-s17-3.1
SELECT CASE WHEN overlaps('1999-07-11 16:25:15+07'::timestamptz, '-1 mon'::interval, '2032-04-16 14:29:32+01'::timestamptz, NULL::interval) THEN ((' '::text)::uuid > 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid) ELSE true END
-- @case fuzz-classes-s17-3.2
SELECT CASE WHEN overlaps('1999-07-11 16:25:15'::timestamp, '-1 mon'::interval, '2032-04-16 14:29:32'::timestamp, NULL::interval) THEN ((' '::text)::uuid > 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid) ELSE true END
-- @case fuzz-classes-s17-3.3
SELECT CASE WHEN overlaps('1999-07-11 16:25:15+07'::timestamptz, '2000-01-01'::timestamptz, '2032-04-16 14:29:32+01'::timestamptz, NULL::interval) THEN ((' '::text)::uuid > 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid) ELSE true END
-- @case fuzz-classes-s17-3.4
SELECT ra, CASE WHEN overlaps('1999-07-11 16:25:15+07'::timestamptz, NULL::interval, '2032-04-16 14:29:32+01'::timestamptz, NULL::interval) THEN 1 / (ra - 1) ELSE 0 END FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-3.5
SELECT CASE WHEN overlaps('1999-07-11 16:25:15+07'::timestamptz, '1 day'::interval, '1999-07-11 16:25:15+07'::timestamptz, NULL::interval) THEN ('x'::text)::int ELSE 0 END
-- @case fuzz-classes-s17-3.6
SELECT CASE WHEN overlaps('1999-07-11 16:25:15+07'::timestamptz, '1999-07-12'::timestamptz, '1999-07-11 16:25:15+07'::timestamptz, NULL::interval) THEN ('x'::text)::int ELSE 0 END
-- @case fuzz-classes-s17-3.7
SELECT CASE WHEN overlaps('01:54:45'::time, '-45 days 15 hours 1 minutes'::interval, NULL::time, ('0'::text)::interval) THEN ('78'::jsonb)::boolean ELSE true END
-- @case fuzz-classes-s17-3.8
SELECT CASE WHEN overlaps('2001-01-01 01:54:45+00'::timestamptz, '-45 days'::interval, NULL::timestamptz, ('0'::text)::interval) THEN ('78'::jsonb)::boolean ELSE true END
-- Family 4: canonicalize_qual folds a qual term's AND with a NULL constant operand to FALSE and
-- drops FALSE/NULL operands of an OR: `(NULL AND x) OR NULL` is a FALSE qual, so a stable x
-- (date_trunc with an unknown zone) is never run, not even as a One-Time Filter.
-- @case fuzz-classes-s17-4.1
SELECT count(*) FROM fk0 WHERE ((NULL::boolean AND ('2000-02-29 12:30:00.5-05:30'::timestamptz <> date_trunc(''::text, '1997-12-01 20:53:52+12'::timestamptz, 'hello world'::text))) OR NULL::boolean)
-- @case fuzz-classes-s17-4.2
SELECT count(*) FROM fk0 WHERE ((NULL::boolean AND ('2000-02-29 12:30:00.5-05:30'::timestamptz <> date_trunc('day'::text, '1997-12-01 20:53:52+12'::timestamptz, 'hello world'::text))) OR false)
-- @case fuzz-classes-s17-4.3
SELECT count(*) FROM fk0 WHERE ((NULL::boolean AND ('2000-02-29 12:30:00.5-05:30'::timestamptz <> date_trunc('day'::text, '1997-12-01 20:53:52+12'::timestamptz, 'hello world'::text))) OR ra > 0)
-- @case fuzz-classes-s17-4.4
SELECT count(*) FROM fk0 WHERE ((NULL::boolean AND (ra <> 1 / 0)) OR NULL::boolean)
-- @case fuzz-classes-s17-4.5
SELECT count(*) FROM fk0 WHERE ((true AND ('2000-02-29 12:30:00.5-05:30'::timestamptz <> date_trunc('day'::text, '1997-12-01 20:53:52+12'::timestamptz, 'hello world'::text))) OR NULL::boolean)
-- Family 5: `x IN (SELECT <target> FROM t)` pulled up to a semi-join whose condition x = target
-- folds to NULL where the target is a strict call over a constant evaluating to NULL, whatever
-- the call's volatility (timezone(text, timetz)): a One-Time Filter false, x never computed.
-- @case fuzz-classes-s17-5.1
SELECT ra FROM fk0 WHERE ((a0 #- '{}'::text[]))::double precision IN (SELECT date_part('a'::text, timezone(json_object_field_text('[]'::json, 'Zz'::text), '19:52:32+11'::timetz)) FROM fk1)
-- @case fuzz-classes-s17-5.2
SELECT ra FROM fk0 WHERE ((a0 #- '{}'::text[]))::double precision IN (SELECT (timezone(json_object_field_text('[]'::json, 'Zz'::text), '19:52:32+11'::timetz))::text::float8 FROM fk1)
-- @case fuzz-classes-s17-5.3
SELECT ra FROM fk0 WHERE regexp_match('\'::text, jsonb_typeof((a0 - '{b,y}'::text[]))) IN (SELECT regexp_match((regexp_match('\'::text, 'hello world'::text, 'b'::text))::text, ''::text, ' '::text) FROM fk1)
-- @case fuzz-classes-s17-5.4
SELECT ra FROM fk0 WHERE ((a0 #- '{}'::text[]))::double precision IN (SELECT date_part('a'::text, timezone(json_object_field_text('{"Zz": "UTC"}'::json, 'Zz'::text), '19:52:32+11'::timetz)) FROM fk1)
-- @case fuzz-classes-s17-5.5
SELECT ra FROM fk0 WHERE (ra / 0)::float8 IN (SELECT date_part('a'::text, timezone(json_object_field_text('[]'::json, 'Zz'::text), rb::text::timetz)) FROM fk1)
-- Family 6: `x IN (SELECT <key of no column> FROM t)` at a qual's top whose x is no column: a
-- hashed subplan computes its key once per row of t, so none over an empty t (a stable
-- to_char in it is never run); a non-NULL key row, or a correlated test, computes it.
-- @case fuzz-classes-s17-6.1
SELECT ra FROM fk0 WHERE NULL::text[] IN (SELECT regexp_match(''::text, to_char('2147483647'::integer, 'NULL'::text), 'NULL'::text) FROM fk2)
-- @case fuzz-classes-s17-6.2
SELECT ra FROM fk0 WHERE NULL::text[] IN (SELECT regexp_match(''::text, to_char('2147483647'::integer, 'NULL'::text), 'NULL'::text) FROM fk1)
-- @case fuzz-classes-s17-6.3
SELECT ra FROM fk0 WHERE 1 IN (SELECT (to_char(5, '9'))::int / 0 FROM fk2)
-- @case fuzz-classes-s17-6.4
SELECT ra FROM fk0 WHERE 1 IN (SELECT (to_char(5, '9'))::int / 0 FROM fk1)
-- @case fuzz-classes-s17-6.5
SELECT ra FROM fk0 WHERE 5 IN (SELECT (to_char(5, '9'))::int FROM fk1) ORDER BY ra
-- @case fuzz-classes-s17-6.6
SELECT ra FROM fk0 WHERE 5 IN (SELECT (to_char(5, '9'))::int FROM fk1 LIMIT 1) ORDER BY ra
-- Family 7: `x [NOT] IN (a, b, …)` is the parser's OR (AND) of strict x = item where at most one
-- item reads no column (two or more of those are one x = ANY (ARRAY[…]), not folded): NULL
-- where every item folds to NULL, x (a stable cast) never computed; so a CASE under it drops
-- its arm.
-- @case fuzz-classes-s17-7.1
SELECT ra, ((' '::text)::timestamptz IN (NULL::timestamptz, (NULL::timestamptz + a2))) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-7.2
SELECT ra, ((' '::text)::timestamptz IN (NULL::timestamptz, NULL::timestamptz)) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-7.3
SELECT ra, ((' '::text)::timestamptz IN ((NULL::timestamptz + a2), (NULL::timestamptz + a2))) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-7.4
SELECT ra, ((' '::text)::timestamptz IN (NULL::timestamptz, now() + a2)) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-7.5
SELECT ra, (('x'::text)::timestamptz NOT IN (NULL::timestamptz, (NULL::timestamptz + a2))) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-7.6
SELECT ra, CASE WHEN (('x'::text)::timestamptz IN (NULL::timestamptz, (NULL::timestamptz + a2))) THEN 1 ELSE 0 END FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-7.7
SELECT ra, CASE WHEN (('x'::text)::timestamptz IN (NULL::timestamptz, (NULL::timestamptz + a2))) IS NULL THEN ('x'::text)::int ELSE 0 END FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-7.8
SELECT ra FROM fk0 WHERE (a0 #- '{}')::int IN (ra + NULL, NULL, NULL::int + ra)
-- @case fuzz-classes-s17-7.9
SELECT ra FROM fk0 WHERE (a0 #- '{}')::int IN (NULL, NULL)
-- @case fuzz-classes-s17-7.10
SELECT ra, (('x'::text)::int IN (ra + NULL, NULL)) FROM fk0 ORDER BY ra
-- Family 8: a cast of a cast of a literal is computed, and may be NULL: timestamp[tz] to
-- time[tz] is NULL for an infinite timestamp, so a strict operator over it folds to NULL and
-- its other (stable) operand is never computed.
-- @case fuzz-classes-s17-8.1
SELECT ('-43 days -6 hours 24 minutes'::interval > (('a'::text)::interval - (('-infinity'::timestamp)::time)::interval))
-- @case fuzz-classes-s17-8.2
SELECT ra, (('a'::text)::interval - (('infinity'::timestamp)::time)::interval) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-8.3
SELECT ra, (('a'::text)::interval - (('2020-01-01 10:00'::timestamp)::time)::interval) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-8.4
SELECT ra, CASE WHEN ((('infinity'::timestamptz)::timetz) IS NULL) THEN 'null' ELSE ('x'::text)::int::text END FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-8.5
SELECT ra, COALESCE((('-infinity'::timestamp)::time)::interval, ('a'::text)::interval) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-8.6
SELECT ra FROM fk0 WHERE (a0 #- '{}')::text::interval > (('-infinity'::timestamp)::time)::interval
-- Family 9: `x IN (a, b, …)` is simplified as the parser's OR of `x = item` in order (the items
-- of no column, two or more, first as one `x = ANY (ARRAY[…])`): a TRUE operand ends the
-- planner's OR, the items after it are not folded; NOT IN: a FALSE `x <> item` ends the AND.
-- @case fuzz-classes-s17-9.1
SELECT (true IN (true, (rc <> ('b'::text)::bigint))) FROM fk2
-- @case fuzz-classes-s17-9.2
SELECT (true NOT IN (true, (rc <> ('b'::text)::bigint))) FROM fk2
-- @case fuzz-classes-s17-9.3
SELECT (true IN (false, (rc <> ('b'::text)::bigint))) FROM fk2
-- @case fuzz-classes-s17-9.4
SELECT (true IN (false, true, (rc <> ('b'::text)::bigint))) FROM fk2
-- @case fuzz-classes-s17-9.5
SELECT (1 IN (rc, 1, ('b'::text)::int)) FROM fk2
-- @case fuzz-classes-s17-9.6
SELECT ra, (1 IN (1, ra / 0)) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-9.7
SELECT (NULL::uuid >= (COALESCE(('false'::boolean)::text, b0))::uuid) FROM fk1
-- Family 10: `x IN (…)` with x of no column in WHERE is the parser's OR of `x = item`: an item
-- reading one relation's columns makes a restriction clause whose estimator computes x (a
-- stable cast) while planning, over an empty table too.
-- @case fuzz-classes-s17-10.1
SELECT count(*) FROM fk2 WHERE (('NULL'::text)::timestamp IN (('infinity'::date + (rc * '-46 days'::interval)), NULL::timestamp))
-- @case fuzz-classes-s17-10.2
SELECT count(*) FROM fk2 WHERE (('NULL'::text)::timestamp IN (('infinity'::date + (rc * '-46 days'::interval)), NULL::timestamp, '2020-01-01'))
-- @case fuzz-classes-s17-10.3
SELECT count(*) FROM fk2 WHERE (('NULL'::text)::timestamp NOT IN (('infinity'::date + (rc * '-46 days'::interval))))
-- @case fuzz-classes-s17-10.4
SELECT count(*) FROM fk2, fk1 WHERE (('x'::text)::timestamp IN (rc + '2020-01-01'::date, rb + '2020-01-01'::date))
-- @case fuzz-classes-s17-10.5
SELECT count(*) FROM fk2 WHERE (('2020-01-01'::text)::timestamp IN (('infinity'::date + (rc * '-46 days'::interval)), NULL::timestamp))
-- Family 11: a NULL test of a strict expression over a constant evaluating to NULL is itself a
-- constant once folded (IS NOT NULL: FALSE, IS NULL: TRUE); as an AND's (OR's) operand it
-- decides it, and the planner simplifies no operand after it: a later cast is never run.
-- @case fuzz-classes-s17-11.1
SELECT (((jsonb_object_field('{"a": 1, "b": [1, 2]}'::jsonb, 'ab'::text) - b0) IS NOT NULL) AND ('\'::text)::boolean) FROM fk1 ORDER BY rb
-- @case fuzz-classes-s17-11.2
SELECT (((jsonb_object_field('{"a": 1, "b": [1, 2]}'::jsonb, 'a'::text) - b0) IS NOT NULL) AND ('\'::text)::boolean) FROM fk1
-- @case fuzz-classes-s17-11.3
SELECT (((jsonb_object_field('{"a": 1, "b": [1, 2]}'::jsonb, 'ab'::text) - b0) IS NULL) OR ('\'::text)::boolean) FROM fk1 ORDER BY rb
-- @case fuzz-classes-s17-11.4
SELECT (((jsonb_object_field('{"a": 1, "b": [1, 2]}'::jsonb, 'ab'::text) - b0) IS NOT NULL) AND ('\'::text)::boolean) FROM fk2, fk1
-- @case fuzz-classes-s17-11.5
SELECT rb FROM fk1 WHERE (((jsonb_object_field('{"a": 1, "b": [1, 2]}'::jsonb, 'ab'::text) - b0) IS NULL) OR ('\'::text)::boolean) ORDER BY rb
-- @case fuzz-classes-s17-11.6
SELECT (((jsonb_object_field('{"a": 1, "b": [1, 2]}'::jsonb, 'ab'::text) - b0) IS NULL) AND ('\'::text)::boolean) FROM fk1
-- Family 12: GREATEST/LEAST whose every argument folds to a NULL constant (a strict call over a
-- constant evaluating to NULL) is evaluated while planning, NULL; a strict call over it folds
-- to NULL too, its other arguments never computed.
-- @case fuzz-classes-s17-12.1
SELECT substring(chr(ra - 3), 0, LEAST(NULL::integer, regexp_count(overlay('abc'::text, 'A'::text, ra - 3, ra - 3), jsonb_object_field_text('{"k": 3}'::jsonb, ''::text)))) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-12.2
SELECT substring(chr(ra - 3), 0, GREATEST(regexp_count(overlay('abc'::text, 'A'::text, ra - 3, ra - 3), jsonb_object_field_text('{"k": 3}'::jsonb, ''::text)), (jsonb_object_field_text('{"k": 3}'::jsonb, 'x'::text))::int)) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-12.3
SELECT substring(chr(ra - 3), 0, LEAST(1, regexp_count(overlay('abc'::text, 'A'::text, ra - 3, ra - 3), jsonb_object_field_text('{"k": 3}'::jsonb, ''::text)))) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-12.4
SELECT substring(chr(ra - 3), 0, LEAST(NULL::integer, regexp_count(overlay('abc'::text, 'A'::text, ra - 3, ra - 3), jsonb_object_field_text('{"k": 3}'::jsonb, 'k'::text)))) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-12.5
SELECT LEAST(NULL::integer, regexp_count('abc', jsonb_object_field_text('{"k": 3}'::jsonb, ''::text))) + ra FROM fk0 ORDER BY ra
-- Family 13: `x [NOT] BETWEEN a AND b` is the parser's AND (OR) of two strict comparisons: a
-- NULL constant where x folds to NULL or both bounds do (one NULL bound leaves `NULL AND x <=
-- b`, not constant); a CASE under such a condition drops its arm, the ELSE folded.
-- @case fuzz-classes-s17-13.1
SELECT (CASE WHEN (NULL::numeric BETWEEN NULL::numeric AND (rc)::numeric) THEN 'é'::text ELSE 'é'::text END)::boolean FROM fk2
-- @case fuzz-classes-s17-13.2
SELECT CASE WHEN (NULL::int NOT BETWEEN 1 AND rc) THEN 1 ELSE ('x'::text)::int END FROM fk2
-- @case fuzz-classes-s17-13.3
SELECT CASE WHEN (rc BETWEEN SYMMETRIC NULL::int AND NULL::int) THEN 1 ELSE ('x'::text)::int END FROM fk2
-- @case fuzz-classes-s17-13.4
SELECT ra, CASE WHEN (ra BETWEEN NULL::int AND 5) IS NULL THEN 'n' ELSE 'v' END FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-13.5
SELECT ra, (NULL::int BETWEEN ra AND 5), (ra NOT BETWEEN NULL AND NULL), (ra BETWEEN NULL AND 1) FROM fk0 ORDER BY ra
-- @case fuzz-classes-s17-13.6
SELECT ra, CASE WHEN (NULL::int BETWEEN ra AND 5) THEN ('x'::text)::date ELSE NULL::date END FROM fk0 ORDER BY ra
