-- What PostgreSQL's planner folds before reading a row, and what it leaves to run time: a strict
-- call with a NULL constant argument is NULL without evaluating its other arguments, unless
-- they are constants the planner evaluates first (immutable functions, casts and operators).
-- 1: casts through stable input or output functions are not folded (text → date/time/timestamp/interval)
-- @case fuzz-folding-1.1
SELECT (('ab'::text)::date + NULL::integer)
-- @case fuzz-folding-1.2
SELECT (NULL::timestamp with time zone BETWEEN (('Zz'::text)::interval + NULL::timestamp with time zone) AND NULL::timestamp with time zone)
-- @case fuzz-folding-1.3
SELECT (NULL::date + (''::text)::time with time zone), (('é'::text)::timestamp with time zone = NULL::timestamp with time zone)
-- @case fuzz-folding-1.4
SELECT (NULL::timestamp with time zone + (('Zz'::text)::timestamp without time zone - 'infinity'::timestamp without time zone))
-- @case fuzz-folding-1.5
SELECT ('04:06:58'::time without time zone IS DISTINCT FROM (NULL::time without time zone - (('0'::text)::time without time zone)::interval))
-- 2: immutable casts over constants are still folded: their errors stand beside a NULL
-- @case fuzz-folding-2.1
SELECT (('ab'::text)::integer + NULL::integer)
-- @case fuzz-folding-2.2
SELECT (('2020-01-01'::date)::timestamp + NULL::interval), (('NaN'::numeric)::integer + NULL::integer)
-- 3: stable operators (timestamptz arithmetic, date against timestamptz) are not folded
-- @case fuzz-folding-3.1
SELECT (NULL::timestamp with time zone - (('-1 mon'::interval + '2000-01-01 00:00:00+00'::timestamp with time zone) - '-infinity'::timestamp with time zone))
-- @case fuzz-folding-3.2
SELECT ((('2027-01-05 11:18:07+00'::timestamp with time zone)::date + '-2147483648'::integer) > NULL::timestamp without time zone)
-- @case fuzz-folding-3.3
SELECT (('294276-12-31'::date + 1) < NULL::timestamp with time zone)
-- 4: numeric NaN and infinity to an integer type are 0A000
-- @case fuzz-folding-4.1
SELECT 'NaN'::numeric::integer
-- @case fuzz-folding-4.2
SELECT 'Infinity'::numeric::bigint
-- @case fuzz-folding-4.3
SELECT '-Infinity'::numeric::smallint
-- 5: NULL IN (…): an element reading a column becomes `NULL = e`, folded without evaluating e
-- @setup
CREATE TABLE ff_in (a text, n numeric);
INSERT INTO ff_in VALUES ('x', 'Infinity');
-- @case fuzz-folding-5.1
SELECT (NULL::text[] IN (regexp_split_to_array(a, 'a'::text, 'A'::text))), (NULL::text IN (a, 'b')), (NULL::smallint NOT IN ((n)::smallint)) FROM ff_in
-- @case fuzz-folding-5.2
SELECT (NULL::integer IN ((n)::integer, (n)::integer)) FROM ff_in
-- @case fuzz-folding-5.3
SELECT (NULL::integer IN (1, 2, (n)::integer)), (NULL::integer IN (1/1, 2)) FROM ff_in
-- @case fuzz-folding-5.4
SELECT (NULL::integer IN (1/0, (n)::integer)) FROM ff_in
-- @case fuzz-folding-5.5
SELECT (NULL::integer IN (1/0, 2, (n)::integer)) FROM ff_in
-- 6: json has no equality: IN over json is refused even with NULLs
-- @case fuzz-folding-6.1
SELECT ('[3]'::json IN (NULL::json))
-- @case fuzz-folding-6.2
SELECT (NULL::json NOT IN ('[]'::json, '{}'::json))
-- 7: a prefix operator over a NULL constant folds to NULL; a folded NULL still evaluates its constants
-- @setup
CREATE TABLE ff_zone (z interval);
INSERT INTO ff_zone VALUES ('1 mon');
-- @case fuzz-folding-7.1
SELECT (timezone(z, '1993-05-27 12:30:16'::timestamp) + (- NULL::interval)), (- NULL::integer) + (z IS NULL)::integer FROM ff_zone
-- @case fuzz-folding-7.2
SELECT ((NULL::date + get_bit('\x00'::bytea, 100::bigint)) < NULL::timestamp without time zone)
-- @case fuzz-folding-7.3
SELECT ((NULL::integer + (1 / 0)) < NULL::integer)
