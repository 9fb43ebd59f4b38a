-- Functions, procedures, aggregates, types and domains in the temporary schema (pg_temp).
-- PostgreSQL creates them in pg_temp_N (callable only qualified, dropped at session end);
-- pgsqlite keeps only relations in a session's TEMP database and refuses the rest with 0A000
-- naming the feature (expected-0A000 in known-failures.txt). What involves no such object
-- answers as PostgreSQL does: pg_temp.f() is 3F000 while the session has no temporary schema
-- (LookupExplicitNamespace does not create it), 42883 once it has one. The corpus runs on one
-- connection that earlier areas gave a temporary schema, so the 3F000 answers are checked on a
-- fresh connection in test/queries/temp-schema-lookup-without-temp-schema.test.ts.

-- @case temp-schema-functions-1.1
CREATE FUNCTION pg_temp.tsf_f() RETURNS int LANGUAGE sql AS 'SELECT 1'
-- @case temp-schema-functions-1.2
CREATE OR REPLACE FUNCTION pg_temp.tsf_g(a int) RETURNS int LANGUAGE plpgsql AS 'begin return a + 1; end'
-- @case temp-schema-functions-1.3
CREATE PROCEDURE pg_temp.tsf_p() LANGUAGE sql AS 'SELECT 1'
-- @case temp-schema-functions-1.4
CREATE AGGREGATE pg_temp.tsf_agg(int) (sfunc = int4pl, stype = int)
-- @case temp-schema-functions-1.5
CREATE TYPE pg_temp.tsf_ty AS (a int)
-- @case temp-schema-functions-1.6
CREATE DOMAIN pg_temp.tsf_d AS int
-- @case temp-schema-functions-1.7
CREATE TYPE pg_temp.tsf_e AS ENUM ('a', 'b')

-- @case temp-schema-functions-2.3
SELECT tsf_none()
-- @case temp-schema-functions-2.5
DROP FUNCTION IF EXISTS pg_temp.tsf_none()
-- @case temp-schema-functions-2.6
SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname LIKE 'pg_temp%'

-- @setup
CREATE TEMP TABLE tsf_t (a int);

-- @case temp-schema-functions-3.1
SELECT pg_temp.tsf_none()
-- @case temp-schema-functions-3.2
SELECT pg_temp.tsf_none(1, 'x'::text)
-- @case temp-schema-functions-3.3
SELECT tsf_none()
-- @case temp-schema-functions-3.4
DROP FUNCTION pg_temp.tsf_none()
-- @case temp-schema-functions-3.5
DROP FUNCTION IF EXISTS pg_temp.tsf_none()
-- @case temp-schema-functions-3.6
CREATE FUNCTION pg_temp.tsf_f() RETURNS int LANGUAGE sql AS 'SELECT 1'
-- @case temp-schema-functions-3.7
SELECT count(*) FROM tsf_t
