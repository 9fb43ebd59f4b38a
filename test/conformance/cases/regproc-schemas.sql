-- regproc input and output across schemas: a qualified name finds the routine in that schema
-- (pg_catalog's built-ins), an unqualified one only along the search path; the output is the name
-- quoted as needed and qualified when the routine is not visible (psql's \sf looks functions up so).
-- @setup
CREATE SCHEMA app;
CREATE FUNCTION app.f(a int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT a + 1';
CREATE FUNCTION public.g(a int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT a + 1';
CREATE FUNCTION "Odd"() RETURNS int LANGUAGE sql AS 'SELECT 1';
-- @case regproc-schemas-1.1
SELECT 'app.f'::regproc, 'app.f'::regproc::oid > 0, 'g'::regproc, 'public.g'::regproc, '"Odd"'::regproc, 'pg_catalog.now'::regproc, 'now'::regproc
-- @case regproc-schemas-1.2
SELECT 'f'::regproc
-- @case regproc-schemas-1.3
SELECT 'app.g'::regproc
-- @case regproc-schemas-1.4
SELECT 'a.b.c'::regproc
-- @case regproc-schemas-1.5
SELECT to_regproc('app.f'), to_regproc('f'), to_regproc('nosuch.f')
-- @case regproc-schemas-1.6
SELECT oid::regproc, oid::regproc::text FROM pg_proc WHERE proname IN ('f','g','Odd') ORDER BY proname
-- @setup
CREATE SCHEMA app;
CREATE FUNCTION app.f(a int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT a + 1';
CREATE FUNCTION public.g(a int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT a + 1';
CREATE FUNCTION "Odd"() RETURNS int LANGUAGE sql AS 'SELECT 1';
SET search_path = app, public;
-- @case regproc-schemas-2.1
SELECT 'f'::regproc, oid::regproc, 'g'::regproc FROM pg_proc WHERE proname = 'f'
