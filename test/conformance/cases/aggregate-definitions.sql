-- CREATE [OR REPLACE] AGGREGATE's checks and what it records (DefineAggregate, AggregateCreate):
-- serialization / combine functions, parallel and finalfunc_modify, the moving-aggregate inverse,
-- OR REPLACE, routine kinds.
-- @setup
CREATE FUNCTION ad_sum3(int8, int8, int8) RETURNS int8 LANGUAGE sql STRICT IMMUTABLE AS 'SELECT $1 + $2 + $3';
CREATE FUNCTION ad_mi_n(float8, float8) RETURNS float8 LANGUAGE sql AS 'SELECT $1 - $2';
CREATE FUNCTION ad_mi_int(float8, float8) RETURNS int LANGUAGE sql AS 'SELECT CAST($1 - $2 AS int)';
CREATE AGGREGATE ad_avg (numeric) (stype = internal, sfunc = numeric_avg_accum, finalfunc = numeric_avg);

-- @case aggregate-definitions-1.1
CREATE AGGREGATE ad_x (numeric) (stype = internal, sfunc = numeric_avg_accum, serialfunc = numeric_avg_serialize)
-- @case aggregate-definitions-1.2
CREATE AGGREGATE ad_x (numeric) (stype = internal, sfunc = numeric_avg_accum, serialfunc = numeric_avg_deserialize, deserialfunc = numeric_avg_deserialize)
-- @case aggregate-definitions-1.3
CREATE AGGREGATE ad_x (numeric) (stype = internal, sfunc = numeric_avg_accum, serialfunc = numeric_avg_serialize, deserialfunc = numeric_avg_serialize)
-- @case aggregate-definitions-1.4
CREATE AGGREGATE ad_x (numeric) (stype = internal, sfunc = numeric_avg_accum, serialfunc = numeric_avg_serialize, deserialfunc = numeric_avg_deserialize, combinefunc = int4larger)
-- @case aggregate-definitions-1.5
CREATE AGGREGATE ad_x (numeric) (stype = numeric, sfunc = numeric_add, serialfunc = numeric_avg_serialize, deserialfunc = numeric_avg_deserialize)
-- @case aggregate-definitions-1.6
CREATE AGGREGATE ad_x (numeric) (stype = internal, sfunc = numeric_avg_accum)
-- @case aggregate-definitions-1.7
CREATE AGGREGATE ad_x (int) (stype = int, sfunc = int4pl, parallel = pear)
-- @case aggregate-definitions-1.8
CREATE AGGREGATE ad_x (int) (stype = int, sfunc = int4pl, finalfunc_modify = sometimes)
-- @case aggregate-definitions-1.9
CREATE AGGREGATE ad_x (float8) (stype = float8, sfunc = float8pl, mstype = float8, msfunc = float8pl, minvfunc = ad_mi_n)
-- @case aggregate-definitions-1.10
CREATE AGGREGATE ad_x (float8) (stype = float8, sfunc = float8pl, mstype = float8, msfunc = float8pl, minvfunc = ad_mi_int)

-- 2: what is recorded, OR REPLACE
-- @case aggregate-definitions-2.1
CREATE AGGREGATE ad_y (numeric) (stype = internal, sfunc = numeric_avg_accum, finalfunc = numeric_avg, serialfunc = numeric_avg_serialize, deserialfunc = numeric_avg_deserialize, combinefunc = numeric_avg_combine, finalfunc_modify = shareable, parallel = safe)
-- @case aggregate-definitions-2.2
SELECT aggfnoid, aggtransfn, aggcombinefn, aggtranstype::regtype, aggserialfn, aggdeserialfn, aggfinalmodify, p.proparallel FROM pg_aggregate JOIN pg_proc p ON p.oid = aggfnoid WHERE aggfnoid = 'ad_avg'::regproc
-- @case aggregate-definitions-2.3
CREATE OR REPLACE AGGREGATE ad_avg (numeric) (stype = numeric, sfunc = numeric_add)
-- @case aggregate-definitions-2.4
CREATE OR REPLACE AGGREGATE ad_avg (numeric) (stype = numeric, sfunc = numeric_add, finalfunc = numeric_out)
-- @case aggregate-definitions-2.5
CREATE OR REPLACE AGGREGATE ad_avg (ORDER BY numeric) (stype = numeric, sfunc = numeric_add)
-- @case aggregate-definitions-2.6
CREATE OR REPLACE AGGREGATE ad_sum3 (int8, int8, int8) (stype = int8, sfunc = ad_sum3)
-- @case aggregate-definitions-2.7
CREATE AGGREGATE ad_avg (numeric) (stype = numeric, sfunc = numeric_add)
