-- reg* fields of records inside a record[] (array_agg(ROW(…)), ARRAY[ROW(…)]) print names, as
-- array_out calls record_out calls regclassout: they printed OIDs (silently).
-- @setup
CREATE TABLE rra (a int);
CREATE TYPE rra_t AS (x int);
-- @case reg-record-array-s27-1
SELECT array_agg(row('rra'::regclass, 1))
-- @case reg-record-array-s27-2
SELECT ARRAY[row('rra'::regclass, 1), row('pg_class'::regclass, 2)]
-- @case reg-record-array-s27-3
SELECT array_agg(x) FROM (SELECT row(oid::regclass, relkind) AS x FROM pg_class WHERE relname IN ('rra', 'pg_class') ORDER BY relname) s
-- @case reg-record-array-s27-4
SELECT array_agg(row('int4'::regtype, 'now'::regproc, 'rra'::regclass))
-- @case reg-record-array-s27-5
SELECT ARRAY[row('rra'::regclass, 'a"b'), NULL]
-- @case reg-record-array-s27-6
SELECT array_agg(row(row('rra'::regclass), 'x'))
-- @case reg-record-array-s27-7
SELECT array_agg(row(0::regclass, NULL::regclass))
-- A user type's regtype inside a record: the runtime printed it '???' (format_type's text for a
-- type it does not know) and the output layer could not name it again (42704 'type "???"').
-- regtypeout prints a type it cannot find as its OID.
-- @setup
CREATE TYPE rrt AS (x int);
CREATE TYPE rre AS ENUM ('a');
CREATE DOMAIN rrd AS int;
-- @case reg-record-array-s27-8
SELECT row('rrt'::regtype), row('rre'::regtype, 'rrd'::regtype, 'int4'::regtype)
-- @case reg-record-array-s27-9
SELECT array_agg(row('rrt'::regtype, 1))
-- @case reg-record-array-s27-10
SELECT row('rrt'::regtype)::text, 'rrt'::regtype::text, ARRAY['rrt'::regtype, 'rre'::regtype]
-- @case reg-record-array-s27-11
SELECT 999999::regtype, row(999999::regtype), format_type(999999, -1)
