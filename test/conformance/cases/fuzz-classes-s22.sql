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
