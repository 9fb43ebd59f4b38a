-- regprocedure: a routine's OID, read from its signature name(type, …) (a user routine along the
-- search path or in its schema, a built-in one by its exact input types) and printed as
-- format_procedure does (name as regprocout, argument types without spaces). psql's \sf name(args).
-- @setup
CREATE SCHEMA app;
CREATE FUNCTION app.f(a int, b text) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT a + 1';
CREATE FUNCTION public.g(a int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT a + 1';
-- @case regprocedure-type-1.1
SELECT 'app.f(int, text)'::regprocedure, 'g(integer)'::regprocedure, 'abs(int)'::regprocedure, 'int4pl(int4,int4)'::regprocedure, 'now()'::regprocedure
-- @case regprocedure-type-1.2
SELECT 'g(text)'::regprocedure
-- @case regprocedure-type-1.3
SELECT 'g'::regprocedure
-- @case regprocedure-type-1.4
SELECT 'pg_catalog.abs(bigint)'::regprocedure::oid
-- @case regprocedure-type-1.5
SELECT oid::regprocedure, oid::regprocedure::text FROM pg_proc WHERE proname IN ('f', 'g') ORDER BY 1
-- @case regprocedure-type-1.6
SELECT p.oid::regprocedure FROM pg_proc p WHERE proname = 'lower' ORDER BY 1
-- @case regprocedure-type-1.7
SELECT pg_typeof('g(int)'::regprocedure), '0'::regprocedure, 0::regprocedure
-- @case regprocedure-type-1.8
SELECT ARRAY['g(int)'::regprocedure]
