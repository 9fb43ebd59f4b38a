-- A function's SET clauses (CREATE FUNCTION … SET name = value, ALTER FUNCTION … SET / RESET)
-- are pg_proc.proconfig and in force while it runs: names in its body resolve under its
-- search_path (also where its body is inlined into the calling query), current_setting() reads
-- its values, and they are given back when it returns (a plain SET in a PL/pgSQL body outlives
-- the call). ALTER FUNCTION changes volatility, STRICT, SECURITY, LEAKPROOF, PARALLEL, COST,
-- ROWS and SET SCHEMA.
-- @setup
CREATE SCHEMA s1;
CREATE SCHEMA s2;
CREATE TABLE s1.t (v text);
INSERT INTO s1.t VALUES ('one');
CREATE TABLE s2.t (v text);
INSERT INTO s2.t VALUES ('two');
CREATE FUNCTION public.f1() RETURNS text LANGUAGE sql SET search_path = s2 AS 'SELECT v FROM t';
CREATE FUNCTION public.f2() RETURNS SETOF text LANGUAGE sql SET search_path = s2, s1 AS 'SELECT v FROM t';
CREATE FUNCTION public.f3() RETURNS text LANGUAGE plpgsql SET search_path = s1 AS $$ DECLARE r text; BEGIN SELECT v INTO r FROM t; RETURN r || current_setting('search_path'); END $$;
CREATE FUNCTION public.f4() RETURNS text LANGUAGE sql SET search_path = '' AS 'SELECT current_schema()';
CREATE FUNCTION public.f6() RETURNS text LANGUAGE plpgsql SET work_mem = '2MB' SET search_path = s2 AS $$ BEGIN SET work_mem = '3MB'; RETURN current_setting('work_mem'); END $$;
CREATE FUNCTION public.f8() RETURNS text LANGUAGE plpgsql SET work_mem = '2MB' AS $$ BEGIN SET LOCAL work_mem = '5MB'; RETURN current_setting('work_mem'); END $$;
CREATE FUNCTION public.sp() RETURNS text LANGUAGE sql SET search_path = pg_catalog AS 'SELECT current_setting(''search_path'')';
CREATE FUNCTION public.f7() RETURNS SETOF text LANGUAGE sql ROWS 10 LEAKPROOF AS 'SELECT 1::text';
CREATE PROCEDURE public.p1() LANGUAGE plpgsql SET search_path = s2 AS $$ BEGIN INSERT INTO t VALUES (current_setting('search_path')); END $$;
SET search_path = s1, public;
-- @case function-set-clauses-1.1
SELECT f1(), f3(), sp(), f4() IS NULL AS f4_null, current_setting('search_path')
-- @case function-set-clauses-1.2
SELECT * FROM f2()
-- @case function-set-clauses-1.3
SELECT proname, proconfig, prorows, proleakproof FROM pg_proc WHERE proname IN ('f1', 'f2', 'f3', 'f4', 'f6', 'f7', 'sp') ORDER BY 1
-- @case function-set-clauses-1.4
SELECT f6(), current_setting('work_mem')
-- @case function-set-clauses-1.5
SELECT f8(), current_setting('work_mem')
-- @case function-set-clauses-1.6
CALL p1()
-- @case function-set-clauses-1.7
CREATE FUNCTION public.f5() RETURNS text LANGUAGE sql SET search_path = nosuch AS 'SELECT v FROM t'
-- @case function-set-clauses-1.8
CREATE FUNCTION public.f9() RETURNS text LANGUAGE sql ROWS 5 AS 'SELECT 1::text'
-- @case function-set-clauses-1.9
ALTER FUNCTION f7() ROWS 0
-- @case function-set-clauses-1.10
ALTER FUNCTION f1() ROWS 5
-- @case function-set-clauses-1.11
ALTER FUNCTION f1() STABLE STABLE
-- @case function-set-clauses-1.12
ALTER PROCEDURE p1() STABLE
-- @case function-set-clauses-1.13
ALTER FUNCTION f1() SET SCHEMA nosuch
-- @case function-set-clauses-1.14
ALTER FUNCTION nosuch(int) STABLE
-- @setup
CREATE SCHEMA s1;
CREATE SCHEMA s2;
CREATE TABLE s1.t (v text);
INSERT INTO s1.t VALUES ('one');
CREATE TABLE s2.t (v text);
INSERT INTO s2.t VALUES ('two');
CREATE FUNCTION public.f1() RETURNS text LANGUAGE sql SET search_path = s2 AS 'SELECT v FROM t';
ALTER FUNCTION f1() SET search_path = s1;
ALTER FUNCTION f1() PARALLEL SAFE COST 3 IMMUTABLE STRICT SECURITY DEFINER LEAKPROOF;
ALTER FUNCTION f1() SET work_mem = '1MB';
ALTER FUNCTION f1() SET search_path = s2, public;
-- @case function-set-clauses-2.1
SELECT proname, proconfig, proparallel, procost, provolatile, proisstrict, prosecdef, proleakproof FROM pg_proc WHERE proname = 'f1'
-- @case function-set-clauses-2.2
ALTER FUNCTION f1() RESET ALL
-- @case function-set-clauses-2.3
SELECT f1()
-- @setup
CREATE SCHEMA s1;
CREATE SCHEMA s2;
CREATE TABLE s1.t (v text);
INSERT INTO s1.t VALUES ('one');
CREATE TABLE s2.t (v text);
INSERT INTO s2.t VALUES ('two');
CREATE FUNCTION public.f1() RETURNS text LANGUAGE sql SET search_path = s2 AS 'SELECT v FROM t';
ALTER FUNCTION f1() SET search_path = s1;
ALTER FUNCTION f1() RESET search_path;
ALTER FUNCTION f1() SET SCHEMA s2;
-- @case function-set-clauses-3.1
SELECT s2.f1(), proconfig, pronamespace::regnamespace FROM pg_proc WHERE proname = 'f1'
-- @case function-set-clauses-3.2
SELECT f1()
