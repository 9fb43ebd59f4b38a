-- Expressions PostgreSQL's plan never evaluates, so their errors never come: a strict call or
-- operator with an argument the planner folds to a NULL constant (eval_const_expressions), also
-- where that NULL comes from LEAST/GREATEST of NULLs, a CASE whose constant conditions all lead
-- to NULL, NULLIF(NULL, x), or the inlined SQL function overlaps(time, interval, time, interval);
-- an AND/OR decided by a constant operand (a non-constant operand before it is kept, not run);
-- a NULL constant in a qual's AND/OR/BETWEEN, which canonicalize_qual makes FALSE; window keys
-- over an empty table. And the same shapes where PostgreSQL does raise (a constant reached).

-- @setup
CREATE TABLE pns0 (ra int, a2 timetz, a4 text, a5 interval, a6 time, a7 json);
CREATE TABLE pns1 (rb int, b3 text, b4 boolean);
CREATE TABLE pns_e0 (ra int, a2 timetz, a4 text, a5 interval, a6 time, a7 json);
CREATE TABLE pns_e1 (rb int, b3 text, b4 boolean);
INSERT INTO pns0 VALUES (1, '10:00+02', 'x', '1 day', '10:00', '[1]'), (2, NULL, NULL, NULL, NULL, NULL);
INSERT INTO pns1 VALUES (1, 'y', false), (3, NULL, NULL);

-- 1: LEAST/GREATEST of NULL constants only is a NULL constant (of a type with no comparison it raises)
-- @case plan-time-null-skips-1.1
SELECT LEAST(NULL::int, NULL::int) + (b3)::int FROM pns1
-- @case plan-time-null-skips-1.2
SELECT GREATEST(NULL::date, NULL::date) + ('ab'::text)::int
-- @case plan-time-null-skips-1.3
SELECT LEAST(NULL::int, 1/0) + (b3)::int FROM pns_e1
-- @case plan-time-null-skips-1.4
SELECT overlaps(LEAST(NULL::time, NULL::time), ('b'::text)::interval, '00:00:00'::time, NULL::interval)
-- @case plan-time-null-skips-1.5
SELECT GREATEST(NULL::json, NULL::json) -> 'a'
-- @case plan-time-null-skips-1.6
SELECT NULL::jsonb, (GREATEST(json_build_array(), '{"k": 4}'::json) -> NULL::text)
-- @case plan-time-null-skips-1.7
SELECT GREATEST(a7, a7) -> NULL::text FROM pns_e0
-- @case plan-time-null-skips-1.8
SELECT GREATEST(a7, a7) FROM pns_e0

-- 2: a CASE under constant conditions whose reachable results are all NULL
-- @case plan-time-null-skips-2.1
SELECT CASE WHEN '1 day'::interval <> '2 days'::interval THEN NULL::time ELSE NULL::time END + ('x'::text)::interval
-- @case plan-time-null-skips-2.2
SELECT CASE WHEN '1 day'::interval = '2 days'::interval THEN NULL::time ELSE '10:00'::time END + ('x'::text)::interval
-- @case plan-time-null-skips-2.3
SELECT CASE WHEN 1/0 = 1 THEN NULL::time ELSE NULL::time END + ('x'::text)::interval
-- @case plan-time-null-skips-2.4
SELECT CASE WHEN b4 THEN NULL::time ELSE NULL::time END + (b3)::interval FROM pns1
-- @case plan-time-null-skips-2.5
SELECT ra FROM pns0 WHERE (a2 + (CASE WHEN ('1 day'::interval <> '2 days'::interval) THEN NULL::time ELSE NULL::time END - '06:55:15'::time)) IN (SELECT ('ü'::text)::timetz FROM pns1)
-- @case plan-time-null-skips-2.6
SELECT ra FROM pns_e0 WHERE (a2 + (CASE WHEN ('1 day'::interval <> '2 days'::interval) THEN NULL::time ELSE NULL::time END - '06:55:15'::time)) IN (SELECT ('ü'::text)::timetz FROM pns_e1)

-- 3: the arguments of a strict call folded to NULL that read a column are not evaluated
-- @case plan-time-null-skips-3.1
SELECT (NULL::integer + (make_date(0, 0, CASE WHEN b4 THEN -2147483648 ELSE -81 END) + NULL::integer)) FROM pns_e1
-- @case plan-time-null-skips-3.2
SELECT (NULL::integer + (make_date(0, 0, CASE WHEN b4 THEN -2147483648 ELSE -81 END) + NULL::integer)) FROM pns1
-- @case plan-time-null-skips-3.3
SELECT (NULL::integer + (make_date(0, 0, -81) + NULL::integer)) FROM pns_e1
-- @case plan-time-null-skips-3.4
SELECT NULL::integer + make_date(0, 0, rb + 1/0) FROM pns_e1
-- @case plan-time-null-skips-3.5
SELECT regexp_replace('a', 'b', 'c', GREATEST(regexp_instr('x', NULL, rb), 0)) FROM pns_e1

-- 4: replace() is strict; a NULL constant argument folds it (and what it feeds) to NULL
-- @case plan-time-null-skips-4.1
SELECT replace('', '', NULL) IS NULL, replace('abc', '', NULL) IS NULL, replace('abc', 'b', ''), replace('', 'a', 'b'), replace('aXbXc', 'X', 'éé'), replace('abc', '', 'z')
-- @case plan-time-null-skips-4.2 ordered
SELECT rb, replace(b3, '', NULL) IS NULL, replace(b3, 'y', 'z') FROM pns1 ORDER BY rb
-- @case plan-time-null-skips-4.3
SELECT (replace(''::text, ''::text, ('"x"'::json ->> '-406'::integer)) ~<~ current_setting('ü'::text)), NULL::smallint
-- @case plan-time-null-skips-4.4
SELECT replace('a', 'a', 'b') ~<~ current_setting('ü'::text)

-- 5: NULLIF(NULL, x) is NULL; as a pulled-up IN's target it makes the WHERE false
-- @case plan-time-null-skips-5.1
SELECT ra FROM pns0 WHERE date_trunc('', a5) IN (SELECT now() - NULLIF(NULL::timestamptz, now()) FROM pns_e1)
-- @case plan-time-null-skips-5.2
SELECT NULLIF(NULL::int, 1/0)
-- @case plan-time-null-skips-5.3 ordered
SELECT ra, NULLIF(NULL::int, 1) + (a4)::int FROM pns0 ORDER BY ra

-- 6: AND/OR decided by a constant operand: an operand before it that is no constant is not run
-- @case plan-time-null-skips-6.1
SELECT NULL::boolean, ((to_char(1, 'Zz'))::boolean AND (NOT 'true'::boolean))
-- @case plan-time-null-skips-6.2
SELECT ((to_char(1, 'Zz'))::boolean AND (NOT 'false'::boolean))
-- @case plan-time-null-skips-6.3
SELECT ((to_char(1, 'Zz'))::boolean OR 'true'::boolean)
-- @case plan-time-null-skips-6.4
SELECT ((to_char(1, 'Zz'))::boolean OR (1/0 = 1))
-- @case plan-time-null-skips-6.5 ordered
SELECT ra, rb FROM pns0 JOIN pns1 ON ((CASE WHEN true THEN false ELSE true END OR (a2 IS NOT NULL)) OR ((b3)::uuid IS NULL)) ORDER BY 1, 2
-- @case plan-time-null-skips-6.6
SELECT ((CASE WHEN true THEN false ELSE true END OR (a2 IS NOT NULL)) OR ((a4)::uuid IS NULL)) FROM pns0 WHERE ra = 1
-- @case plan-time-null-skips-6.7
SELECT ra FROM pns_e0 WHERE NOT ('00:00:00.000001'::interval BETWEEN '30 days'::interval AND (('1 day'::interval / 'NaN'::double precision) * ra))
-- @case plan-time-null-skips-6.8
SELECT ra FROM pns_e0 WHERE NOT ('40 days'::interval BETWEEN '30 days'::interval AND (('1 day'::interval / 'NaN'::double precision) * ra))
-- @case plan-time-null-skips-6.9
SELECT ra FROM pns_e0 WHERE ('00:00:00.000001'::interval BETWEEN '30 days'::interval AND (('1 day'::interval / 'NaN'::double precision) * ra)) IS NULL
-- @case plan-time-null-skips-6.10
SELECT ra FROM pns_e0 WHERE ('40 days'::interval NOT BETWEEN '30 days'::interval AND (('1 day'::interval / 'NaN'::double precision) * ra)) IS NULL
-- @case plan-time-null-skips-6.11
SELECT ra, (NOT (2 BETWEEN 3 AND (1/0 + ra))) FROM pns_e0
-- @case plan-time-null-skips-6.12
SELECT ra, (NOT (4 BETWEEN 3 AND (1/0 + ra))) FROM pns_e0

-- 7: in a qual a NULL constant is FALSE (an AND holding one is false, an OR drops it)
-- @case plan-time-null-skips-7.1 ordered
SELECT ra, rb FROM pns0 LEFT JOIN pns1 ON ('33 days'::interval BETWEEN (a4)::interval AND NULL::interval) ORDER BY 1, 2
-- @case plan-time-null-skips-7.2 ordered
SELECT ra, rb FROM pns0 LEFT JOIN pns1 ON ('33 days'::interval NOT BETWEEN (a4)::interval AND NULL::interval) ORDER BY 1, 2
-- @case plan-time-null-skips-7.3 ordered
SELECT ra, rb FROM pns0 LEFT JOIN pns1 ON ('33 days'::interval NOT BETWEEN NULL::interval AND '1 day'::interval) ORDER BY 1, 2
-- @case plan-time-null-skips-7.4
SELECT ra FROM pns0 WHERE (a4)::int > 0 AND (NULL::int > 1)
-- @case plan-time-null-skips-7.5
SELECT ra FROM pns0 WHERE (a4)::int > 0 OR (NULL::int > 1)
-- @case plan-time-null-skips-7.6
SELECT ra FROM pns0 WHERE ra = 2 OR ((a4)::int > 0 AND NULL::boolean)
-- @case plan-time-null-skips-7.7
SELECT ra FROM pns0 WHERE NOT ((a4)::int > 0 AND NULL::boolean)
-- @case plan-time-null-skips-7.8
SELECT ((a4)::int > 0 AND NULL::boolean) FROM pns0
-- @case plan-time-null-skips-7.9
SELECT ra, count(*) FROM pns0 GROUP BY ra HAVING (min(a4))::int > 0 AND NULL::boolean
-- @case plan-time-null-skips-7.10
SELECT ra FROM pns0 WHERE ra BETWEEN SYMMETRIC NULL::int AND (a4)::int
-- @case plan-time-null-skips-7.11
SELECT ra FROM pns0 WHERE EXISTS (SELECT 1 FROM pns_e1 WHERE ('-321.651'::numeric BETWEEN NULL::numeric AND to_number('a1'::text, 'a1'::text)))
-- @case plan-time-null-skips-7.12
SELECT ra FROM pns_e0 WHERE EXISTS (SELECT 1 FROM pns_e1 WHERE (to_number('a1'::text, 'a1'::text) > 0))
-- @case plan-time-null-skips-7.13 ordered
SELECT ra, rb FROM pns0 JOIN pns1 ON ('{}'::integer[] BETWEEN ('ab'::text)::integer[] AND (jsonb_array_element_text(NULL::jsonb, ra))::integer[]) ORDER BY 1, 2

-- 8: overlaps(time, interval, time, interval) inlined: an end over a NULL start is NULL
-- @case plan-time-null-skips-8.1
SELECT CASE WHEN overlaps(NULL::time, '-45 days'::interval, NULL::time, CASE WHEN b4 THEN '-47 days'::interval ELSE '1 hour'::interval END) THEN ('78'::jsonb)::boolean ELSE true END FROM pns_e1
-- @case plan-time-null-skips-8.2
SELECT CASE WHEN overlaps('10:00'::time, '1 hour'::interval, '10:30'::time, '1 hour'::interval) THEN ('78'::jsonb)::boolean ELSE true END FROM pns_e1
-- @case plan-time-null-skips-8.3
SELECT CASE WHEN overlaps('10:00'::time, '1 hour'::interval, '12:30'::time, '1 hour'::interval) THEN ('78'::jsonb)::boolean ELSE true END FROM pns_e1
-- @case plan-time-null-skips-8.4
SELECT CASE WHEN overlaps(NULL::time, NULL::time, a6, '1 hour'::interval) THEN ('78'::jsonb)::boolean ELSE true END FROM pns_e0
-- @case plan-time-null-skips-8.5
SELECT CASE WHEN overlaps(NULL::timestamptz, '1 day'::interval, NULL::timestamptz, CASE WHEN b4 THEN '1 day'::interval END) THEN ('78'::jsonb)::boolean ELSE true END FROM pns_e1

-- 9: window keys that read no column are computed per row (none over an empty table)
-- @case plan-time-null-skips-9.1
SELECT ra, row_number() OVER (ORDER BY NULL::time, ra), count(*) OVER (PARTITION BY ((encode('\xc200'::bytea, to_char('NaN'::double precision, ' '::text)))::varchar IS NOT DISTINCT FROM NULL::varchar)) FROM pns_e0
-- @case plan-time-null-skips-9.2
SELECT ra, row_number() OVER (ORDER BY NULL::time, ra), count(*) OVER (PARTITION BY encode('\xc200'::bytea, to_char('NaN'::float8, ' '))) FROM pns0

-- 10: a comparison's side the planner estimates (a stable call) is not computed where a constant
-- operand of the AND/OR around it decides it first
-- @case plan-time-null-skips-10.1 ordered
SELECT ra, rb FROM pns0 JOIN pns1 ON ((LEAST(CASE WHEN true THEN -601 ELSE 309 END, 1 / NULL::int))::boolean OR (rb > ceiling(to_number('ab'::text, 'Zz'::text)))) ORDER BY 1, 2
-- @case plan-time-null-skips-10.2
SELECT ra, rb FROM pns0 JOIN pns1 ON ((LEAST(CASE WHEN true THEN 0 ELSE 309 END, 1 / NULL::int))::boolean OR (rb > ceiling(to_number('ab'::text, 'Zz'::text))))
-- @case plan-time-null-skips-10.3
SELECT ra, rb FROM pns0 JOIN pns1 ON ((LEAST(CASE WHEN true THEN 0 ELSE 309 END, 1 / NULL::int))::boolean AND (rb > ceiling(to_number('ab'::text, 'Zz'::text))))
-- @case plan-time-null-skips-10.4
SELECT ra, rb FROM pns0 JOIN pns1 ON ((LEAST(CASE WHEN true THEN 1 ELSE 309 END, 1 / NULL::int))::boolean AND (rb > ceiling(to_number('ab'::text, 'Zz'::text))))
-- @case plan-time-null-skips-10.5
SELECT ra FROM pns_e0 WHERE ra = 1 AND ((1 < 2) OR ra > (('x'::text)::date - '2000-01-01'::date))
-- @case plan-time-null-skips-10.6
SELECT ra FROM pns_e0 WHERE ra = 1 AND ((1 > 2) OR ra > (('x'::text)::date - '2000-01-01'::date))

-- 11: a CASE under constant conditions picking a NULL result (its other arms no constants) is
-- the NULL constant once they run: strict calls over it fold, a pulled-up IN over it is false
-- @case plan-time-null-skips-11.1 ordered
SELECT rb, (b3)::int + CASE WHEN ('159'::integer)::boolean THEN NULL::int ELSE length(now()::text) END FROM pns1 ORDER BY rb
-- @case plan-time-null-skips-11.2
SELECT rb, ('x'::text)::int + CASE WHEN ('159'::integer)::boolean THEN NULL::int ELSE length(now()::text) END FROM pns1
-- @case plan-time-null-skips-11.3 ordered
SELECT ra, rb FROM pns0 LEFT JOIN pns1 ON NULLIF((date_bin(('NULL'::text)::interval, '2000-02-29 12:30:00.5-05:30'::timestamptz, ('0001-01-01'::date + rb)) > CASE WHEN ('159'::integer)::boolean THEN NULL::timestamptz ELSE date_trunc('ab'::text, 'infinity'::timestamptz) END), (a2 IS NULL)) ORDER BY 1, 2
-- @case plan-time-null-skips-11.4
SELECT ra, rb FROM pns0 LEFT JOIN pns1 ON NULLIF((date_bin(('NULL'::text)::interval, '2000-02-29 12:30:00.5-05:30'::timestamptz, ('0001-01-01'::date + rb)) > CASE WHEN ('0'::integer)::boolean THEN NULL::timestamptz ELSE now() END), (a2 IS NULL))
-- @case plan-time-null-skips-11.5
SELECT ra FROM pns_e0 WHERE (a2 + (CASE WHEN ('1 day'::interval <> '2 days'::interval) THEN NULL::time ELSE '01:00'::time END - '06:55:15'::time)) IN (SELECT ('ü'::text)::timetz FROM pns_e1)
-- @case plan-time-null-skips-11.6
SELECT ra FROM pns_e0 WHERE (a2 + (CASE WHEN ('1 day'::interval = '2 days'::interval) THEN NULL::time ELSE '01:00'::time END - '06:55:15'::time)) IN (SELECT ('ü'::text)::timetz FROM pns_e1)

-- 12: a qual folded to FALSE by a NULL constant is not estimated either: the stable cast on the
-- other side of its comparisons is never computed (an inner join's ON, an outer join's ON, WHERE);
-- a comparison with no NULL beside it is estimated, over empty tables too; an immutable cast
-- (text to integer) is folded before, and raises
-- @case plan-time-null-skips-12.1
SELECT ra, rb FROM pns_e0 JOIN pns_e1 ON (('2000-01-01'::date + rb) BETWEEN ('x'::text)::date AND NULL::date)
-- @case plan-time-null-skips-12.2 ordered
SELECT ra, rb FROM pns0 LEFT JOIN pns1 ON (('2000-01-01'::date + rb) BETWEEN ('x'::text)::date AND NULL::date) ORDER BY 1, 2
-- @case plan-time-null-skips-12.3
SELECT ra, rb FROM pns_e0 JOIN pns_e1 ON (('2000-01-01'::date + rb) >= ('x'::text)::date AND NULL::boolean) WHERE ra > 0
-- @case plan-time-null-skips-12.4
SELECT ra, rb FROM pns_e0 LEFT JOIN pns_e1 ON (('2000-01-01'::date + rb) >= ('x'::text)::date)
-- @case plan-time-null-skips-12.5
SELECT ra, rb FROM pns_e0 JOIN pns_e1 ON true WHERE (('2000-01-01'::date + rb) BETWEEN ('x'::text)::date AND NULL::date)
-- @case plan-time-null-skips-12.6
SELECT ra, rb FROM pns_e0 JOIN pns_e1 ON (rb = 1) WHERE (('2000-01-01'::date + ra) >= ('x'::text)::date AND ra <= NULL::integer)
-- @case plan-time-null-skips-12.7
SELECT ra, rb FROM pns_e0 JOIN pns_e1 ON (rb BETWEEN (''::text)::integer AND NULL::integer)
-- @case plan-time-null-skips-12.8
SELECT ra, rb FROM pns_e0 LEFT JOIN pns_e1 ON (('2000-01-01'::date + rb) >= ('x'::text)::date AND NULL::boolean) WHERE (('2000-01-01'::date + ra) >= ('y'::text)::date)
