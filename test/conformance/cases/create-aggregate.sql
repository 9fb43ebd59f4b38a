-- CREATE AGGREGATE with PostgreSQL's built-in support functions, called as aggregates (GROUP BY,
-- ORDER BY inside the call, FILTER) and as window functions; DROP AGGREGATE; the errors.
-- @setup
CREATE TABLE ca_t (four int, f float8, n numeric, t text);
INSERT INTO ca_t SELECT g % 4, g / 2.0, g * 1.5, 'x' || g FROM generate_series(1, 10) g;
INSERT INTO ca_t VALUES (NULL, NULL, NULL, NULL);
CREATE AGGREGATE ca_avg (sfunc = int4_avg_accum, basetype = int4, stype = _int8, finalfunc = int8_avg, initcond1 = '{0,0}');
CREATE AGGREGATE ca_sum (sfunc1 = int4pl, basetype = int4, stype1 = int4, initcond1 = '0');
CREATE AGGREGATE ca_cnt (*) (sfunc = int8inc, stype = int8, initcond = '0', parallel = safe);
CREATE AGGREGATE ca_cnt ("any") (sfunc = int8inc_any, stype = int8, initcond = '0');
CREATE AGGREGATE ca_fsum (float8) (stype = float8, sfunc = float8pl, mstype = float8, msfunc = float8pl, minvfunc = float8mi);
CREATE AGGREGATE ca_navg (numeric) (stype = internal, sfunc = numeric_avg_accum, finalfunc = numeric_avg);
CREATE AGGREGATE ca_cat (text) (stype = text, sfunc = textcat);
CREATE AGGREGATE ca_arr (anycompatible) (stype = anycompatiblearray, sfunc = array_append, initcond = '{}');
CREATE AGGREGATE ca_max (int4) (stype = int4, sfunc = int4larger);
CREATE AGGREGATE ca_favg (float8) (stype = float8[], sfunc = float8_accum, finalfunc = float8_avg, initcond = '{0,0,0}');

-- @case create-aggregate-1.1
SELECT ca_avg(four), ca_sum(four), ca_cnt(*), ca_cnt(four), ca_fsum(f), ca_navg(n), ca_max(four), ca_favg(f) FROM ca_t
-- @case create-aggregate-1.2 ordered
SELECT four, ca_sum(four), ca_cnt(*), ca_avg(four) FROM ca_t GROUP BY four ORDER BY four
-- @case create-aggregate-1.3
SELECT ca_cat(t ORDER BY t DESC) FROM ca_t
-- @case create-aggregate-1.4 ordered
SELECT four, f, ca_fsum(f) OVER (ORDER BY four, f ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM ca_t ORDER BY four, f
-- @case create-aggregate-1.5
SELECT ca_sum(four) FILTER (WHERE four > 1) FROM ca_t
-- @case create-aggregate-1.6
SELECT ca_arr(four ORDER BY f) FROM ca_t
-- @case create-aggregate-1.7
SELECT ca_sum(four) FROM ca_t WHERE false
-- @case create-aggregate-1.8 ordered
SELECT four, ca_sum(four) OVER (PARTITION BY four) FROM ca_t ORDER BY 1
-- @case create-aggregate-1.9
SELECT ca_cnt(*) FROM ca_t GROUP BY four HAVING ca_cnt(*) > 2 ORDER BY 1

-- 2: DDL and errors
-- @case create-aggregate-2.1
DROP AGGREGATE ca_cnt(*)
-- @case create-aggregate-2.2
DROP AGGREGATE IF EXISTS ca_nosuch(int)
-- @case create-aggregate-2.3
DROP AGGREGATE ca_nosuch(int)
-- @case create-aggregate-2.4
CREATE AGGREGATE ca_bad (int) (sfunc = ca_nosuchfn, stype = int)
-- @case create-aggregate-2.5
CREATE AGGREGATE ca_bad (int) (sfunc = int4pl)
-- @case create-aggregate-2.6
CREATE AGGREGATE ca_bad (int) (stype = int)
-- @case create-aggregate-2.7
CREATE AGGREGATE ca_sum (int4) (sfunc = int4pl, stype = int4)
-- @case create-aggregate-2.8
SELECT ca_sum(t) FROM ca_t
-- @case create-aggregate-2.9
SELECT ca_sum(ca_sum(four)) FROM ca_t
-- @case create-aggregate-2.10
SELECT proname, prokind, pronargs FROM pg_proc WHERE proname LIKE 'ca\_%' ORDER BY proname, pronargs
-- @case create-aggregate-2.11
SELECT agginitval, aggkind FROM pg_aggregate WHERE aggfnoid = (SELECT oid FROM pg_proc WHERE proname = 'ca_avg')
