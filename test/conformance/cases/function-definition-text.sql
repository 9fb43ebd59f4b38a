-- pg_get_functiondef (psql's \sf) of user functions and procedures as ruleutils.c prints it:
-- schema-qualified name, arguments with defaults, RETURNS (SETOF, TABLE), LANGUAGE, non-default
-- options on one line, one line per SET clause, the body dollar-quoted with a tag it does not
-- contain, or the SQL-standard RETURN form printed without pretty parentheses; 42809 for an
-- aggregate. pg_get_function_sqlbody and pg_get_function_result of PL/pgSQL RETURNS TABLE alike.
-- @setup
CREATE FUNCTION f1(a int, b text DEFAULT 'x') RETURNS int LANGUAGE sql IMMUTABLE STRICT AS 'SELECT $1 + 1';
CREATE FUNCTION f2(x int) RETURNS SETOF int LANGUAGE sql STABLE ROWS 5 COST 7 PARALLEL SAFE SET search_path = public, pg_temp SET work_mem = '1MB' AS $$ SELECT generate_series(1, x) $$;
CREATE FUNCTION f3(x int) RETURNS TABLE(a int, b text) LANGUAGE plpgsql SECURITY DEFINER LEAKPROOF AS $f$ BEGIN RETURN QUERY SELECT x, 'q'; END $f$;
CREATE FUNCTION f4(x int) RETURNS int LANGUAGE sql RETURN x * 2;
CREATE PROCEDURE p1(IN a int, INOUT b int) LANGUAGE plpgsql AS $$ BEGIN b := a; END $$;
CREATE FUNCTION "Odd Name"() RETURNS text LANGUAGE sql SET search_path = '' AS $q$SELECT '$function$'$q$;
CREATE AGGREGATE myagg(int) (sfunc = int4pl, stype = int);
-- @case function-definition-text-1.1
SELECT pg_get_functiondef('f1'::regproc)
-- @case function-definition-text-1.2
SELECT pg_get_functiondef('f2'::regproc)
-- @case function-definition-text-1.3
SELECT pg_get_functiondef('f3'::regproc)
-- @case function-definition-text-1.4
SELECT pg_get_functiondef('f4'::regproc)
-- @case function-definition-text-1.5
SELECT pg_get_functiondef('p1'::regproc)
-- @case function-definition-text-1.6
SELECT pg_get_functiondef('"Odd Name"'::regproc)
-- @case function-definition-text-1.7
SELECT pg_get_functiondef('myagg'::regproc)
-- @case function-definition-text-1.8
SELECT pg_get_function_result('f3'::regproc), pg_get_function_sqlbody('f4'::regproc)
-- @setup
CREATE FUNCTION f4(x int) RETURNS int LANGUAGE sql RETURN x * 2;
CREATE FUNCTION f5(x int) RETURNS int LANGUAGE sql RETURN abs(x);
CREATE FUNCTION f6(x int) RETURNS bool LANGUAGE sql RETURN x > 2 AND x < 5;
-- @case function-definition-text-2.1
SELECT pg_get_function_sqlbody('f4'::regproc), pg_get_function_sqlbody('f5'::regproc), pg_get_function_sqlbody('f6'::regproc)
-- @setup
CREATE FUNCTION g(x int) RETURNS SETOF int LANGUAGE sql ROWS 7 RETURN x;
CREATE FUNCTION g2(x int) RETURNS SETOF int LANGUAGE sql RETURN generate_series(1, x);
-- @case function-definition-text-3.1
SELECT * FROM g(1)
-- @case function-definition-text-3.2
SELECT * FROM g2(3)
-- @case function-definition-text-3.3
SELECT proname, pg_get_function_sqlbody(oid) FROM pg_proc WHERE proname IN ('g', 'g2') ORDER BY 1
