-- A term of WHERE's top-level AND that is a constant the planner folds (the first comparison of
-- `c1 BETWEEN c2 AND stable(…)`) is dropped when true, so the other terms that read no column
-- are still a One-Time Filter tested before the first row: their errors surface over an empty
-- table (fuzz class constant-folding 22023 / 22007). A false or NULL constant term makes the
-- whole WHERE false: nothing is tested.
-- @setup
CREATE TABLE cqt0 (ra int, a0 text);

-- 1: a true constant term beside a One-Time Filter
-- @case constant-qual-terms-1.1
SELECT count(*) FROM cqt0 WHERE ('12:00:00+05:30'::time with time zone BETWEEN '12:00:00+05:30'::time with time zone AND timezone('ü'::text, '24:00:00+14'::time with time zone))
-- @case constant-qual-terms-1.2
SELECT count(*) FROM cqt0 WHERE ('2000-01-01 00:00:00'::timestamp without time zone BETWEEN ('-46 days 17 hours 46 minutes'::interval + '1998-01-19'::date) AND (''::text)::timestamp without time zone)
-- @case constant-qual-terms-1.3
SELECT count(*) FROM cqt0 WHERE '12:00'::timetz <= timezone('ü'::text, '24:00:00+14'::time with time zone) AND 2 > 1
-- @case constant-qual-terms-1.4
SELECT count(*) FROM cqt0 WHERE 2 > 1 AND (''::text)::timestamp > '2000-01-01'::timestamp
-- @case constant-qual-terms-1.5
SELECT ra FROM cqt0 WHERE ('12:00:00+05:30'::time with time zone NOT BETWEEN '12:00:00+05:30'::time with time zone AND timezone('ü'::text, '24:00:00+14'::time with time zone))

-- 2: a false or NULL constant term: nothing tested
-- @case constant-qual-terms-2.1
SELECT count(*) FROM cqt0 WHERE 2 < 1 AND '12:00'::timetz <= timezone('ü'::text, '24:00:00+14'::time with time zone)
-- @case constant-qual-terms-2.2
SELECT count(*) FROM cqt0 WHERE '12:00'::timetz <= timezone('ü'::text, '24:00:00+14'::time with time zone) AND NULL::int > 1
-- @case constant-qual-terms-2.3
SELECT count(*) FROM cqt0 WHERE ('2000-01-01'::timestamp BETWEEN '2001-01-01'::timestamp AND (''::text)::timestamp)
-- @case constant-qual-terms-2.4
SELECT count(*) FROM cqt0 WHERE abs(-1) = 2 AND (''::text)::timestamp > '2000-01-01'::timestamp

-- 3: a stable array input cast as the One-Time Filter (fuzz class constant-folding 22P02)
-- @case constant-qual-terms-3.1
SELECT ra, NULL::real FROM cqt0 WHERE ('{1,NULL,3}'::integer[] BETWEEN '{}'::integer[] AND ('é'::text)::integer[])
-- @setup
CREATE TABLE t0 (ra integer, a0 uuid, a1 bytea, a2 bigint);
CREATE TABLE t1 (rb integer, b0 bigint);
-- @case constant-qual-terms-9.1
SELECT ra FROM t0 WHERE EXISTS (SELECT 1 FROM t1 WHERE CASE WHEN ('true'::boolean OR (b0 > ('-68'::smallint * '-32768'::smallint))) THEN (b0 <> a2) ELSE NULL::boolean END)
-- @case constant-qual-terms-9.2
SELECT 1 FROM t1 WHERE CASE WHEN false AND b0 > ('-68'::smallint * '-32768'::smallint) THEN b0 <> 1 END
-- @case constant-qual-terms-9.3
SELECT 1 FROM t1 WHERE CASE WHEN b0 > ('-68'::smallint * '-32768'::smallint) OR true THEN b0 <> 1 END
-- @case constant-qual-terms-9.4
SELECT CASE WHEN true OR ('-68'::smallint * '-32768'::smallint) > 0 THEN 1 END
