-- reg* values inside containers print their names (array_out, record_out and array_to_string call
-- each element's output function: regclassout, regtypeout, regprocout, regnamespaceout, regroleout),
-- in casts to text, in result columns of row and composite type, nested, with NULLs, InvalidOid and
-- unknown OIDs; a whole-row reference of a table holding them.
-- @setup
CREATE TABLE rt (a regclass, b regtype[], c regproc, d text);
INSERT INTO rt VALUES ('rt', '{int4,text}', 'now', 'x y'), (NULL, NULL, NULL, NULL);
CREATE TYPE rcomp AS (k regclass, n regnamespace, t text);
CREATE TABLE "Mixed Case" (x int);
-- @case reg-names-in-containers-1.1
SELECT ARRAY['pg_class'::regclass, 'pg_type'::regclass]::text, ARRAY['rt'::regclass]::varchar
-- @case reg-names-in-containers-1.2
SELECT ROW('int4'::regtype, 'pg_class'::regclass, 'now'::regproc)::text
-- @case reg-names-in-containers-1.3
SELECT ARRAY['int4'::regtype]::text, ARRAY['now'::regproc]::text, ARRAY['pg_catalog'::regnamespace]::text, ARRAY['english'::regconfig]::text
-- @case reg-names-in-containers-1.4
SELECT ROW(ARRAY['pg_class'::regclass])::text, ROW(ROW('pg_class'::regclass), 1)::text
-- @case reg-names-in-containers-1.5
SELECT ARRAY[[1259::oid::regclass, NULL], [0::oid::regclass, 99999::oid::regclass]]::text
-- @case reg-names-in-containers-1.6
SELECT '[0:1]={1259,1247}'::oid[]::regclass[]::text, ARRAY['"Mixed Case"'::regclass]::text
-- @case reg-names-in-containers-1.7
SELECT rt::text, d FROM rt ORDER BY d
-- @case reg-names-in-containers-1.8
SELECT rt, ROW(a, b)::text, ROW(a, c) FROM rt ORDER BY d
-- @case reg-names-in-containers-1.9
SELECT array_agg(a ORDER BY d)::text, array_to_string(array_agg(a ORDER BY d), ',', '*') FROM rt
-- @case reg-names-in-containers-1.10
SELECT ROW('pg_class'::regclass), ROW('pg_class'::regclass, 'x y')
-- @case reg-names-in-containers-1.11
SELECT ROW('pg_class'::regclass, 'pg_catalog'::regnamespace, 'a')::rcomp, (ROW('pg_class'::regclass, 'pg_catalog'::regnamespace, 'a')::rcomp)::text
-- @case reg-names-in-containers-1.12
SELECT format('%s', ARRAY['pg_class'::regclass]), ARRAY['pg_class'::regclass]::text || '!'
-- @case reg-names-in-containers-1.13
SELECT x::text FROM (SELECT ARRAY[oid::regclass] AS x FROM pg_class WHERE relname = 'rt') s
