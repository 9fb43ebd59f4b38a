-- User-defined SQL functions: CREATE FUNCTION … LANGUAGE sql (one result expression), calls, DROP FUNCTION.
-- @setup
CREATE TABLE t (a int, b text);
INSERT INTO t VALUES (1, 'x'), (NULL, 'y'), (3, NULL);
CREATE FUNCTION add1(x int) RETURNS int LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT x + 1 $$;
CREATE FUNCTION mul(a int, b int DEFAULT 10) RETURNS int RETURN a * b;
CREATE FUNCTION up(t text) RETURNS text BEGIN ATOMIC SELECT upper(t); END;
CREATE FUNCTION half(numeric) RETURNS int LANGUAGE sql AS 'SELECT $1 / 2';
CREATE FUNCTION ov(x int) RETURNS text LANGUAGE sql AS $$ SELECT 'int' $$;
CREATE FUNCTION ov(x text) RETURNS text LANGUAGE sql AS $$ SELECT 'text' $$;
CREATE FUNCTION greet(name text, greeting text = 'hello') RETURNS text LANGUAGE sql STABLE PARALLEL SAFE COST 5 AS $$ SELECT greeting || ', ' || name $$;

-- 1: calls
-- @case functions-sql-1.1
SELECT add1(2), add1(NULL), mul(3), mul(3, 4), up('abc')
-- @case functions-sql-1.2
SELECT a, b, add1(a), mul(a), up(b), add1(a) * 2 AS d FROM t ORDER BY b
-- @case functions-sql-1.3
SELECT mul(b => 2, a => 5), mul(7, b => 3), greet('bob'), greet(greeting => 'hi', name => 'ann')
-- @case functions-sql-1.4
SELECT half(5), pg_typeof(half(5)), half(2.4)
-- @case functions-sql-1.5
SELECT ov(1), ov('a'::text), ov('b')
-- @case functions-sql-1.6
SELECT add1(add1(add1(1))), public.add1(5), add1('7')
-- @case functions-sql-1.7
SELECT a FROM t WHERE add1(a) > 2 ORDER BY 1
-- @case functions-sql-1.8
SELECT add1('a')
-- @case functions-sql-1.9
SELECT add1(1.5)
-- @case functions-sql-1.10
SELECT mul()
-- @case functions-sql-1.11
SELECT mul(1, 2, 3)
-- @case functions-sql-1.12
SELECT mul(c => 1)
-- @case functions-sql-1.13
SELECT add1(x => 1, 2)
-- @case functions-sql-1.14
SELECT sum(add1(a)), count(mul(a)) FROM t
-- @case functions-sql-1.15
SELECT add1($1)

-- 2: pg_proc
-- @case functions-sql-2.1
SELECT proname, prorettype, proargtypes::text, prolang, provolatile, proisstrict, prosrc, pronargs, pronargdefaults, proargnames, prokind, proretset, proparallel, prosecdef, procost FROM pg_proc WHERE proname IN ('add1', 'mul', 'up', 'half', 'greet') ORDER BY proname
-- @case functions-sql-2.2
SELECT p.proname, n.nspname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE p.proname = 'ov' ORDER BY p.proargtypes::text

-- 3: CREATE FUNCTION errors and variants
-- @case functions-sql-3.1
CREATE FUNCTION bad(x int) RETURNS int LANGUAGE sql AS $$ SELECT 'a'::text $$
-- @case functions-sql-3.2
CREATE FUNCTION bad(x int) RETURNS int LANGUAGE sql AS $$ SELECT y $$
-- @case functions-sql-3.3
CREATE FUNCTION bad(x int) RETURNS int LANGUAGE sql AS $$ SELECT nofn(x) $$
-- @case functions-sql-3.4
CREATE FUNCTION add1(x int) RETURNS int LANGUAGE sql AS $$ SELECT 1 $$
-- @case functions-sql-3.5
CREATE OR REPLACE FUNCTION add1(x int) RETURNS int LANGUAGE sql AS $$ SELECT x + 100 $$
-- @case functions-sql-3.6
CREATE OR REPLACE FUNCTION add1(x int) RETURNS text LANGUAGE sql AS $$ SELECT 'a' $$
-- @case functions-sql-3.7
CREATE FUNCTION add1(x bigint) RETURNS bigint LANGUAGE sql AS $$ SELECT x + 1 $$
-- @case functions-sql-3.8
CREATE FUNCTION nolang() RETURNS int AS $$ SELECT 1 $$
-- @case functions-sql-3.9
CREATE FUNCTION f(x int) RETURNS int LANGUAGE sql RETURN x * $1
-- @case functions-sql-3.10
CREATE FUNCTION f(a int DEFAULT 1, b int) RETURNS int LANGUAGE sql RETURN a
-- @case functions-sql-3.11
CREATE FUNCTION nosuch.f() RETURNS int LANGUAGE sql RETURN 1
-- @case functions-sql-3.12
CREATE FUNCTION f(x nosuchtype) RETURNS int LANGUAGE sql RETURN 1

-- 4: DROP FUNCTION
-- @case functions-sql-4.1
DROP FUNCTION add1(int)
-- @case functions-sql-4.2
DROP FUNCTION add1
-- @case functions-sql-4.3
DROP FUNCTION mul(int, int), up(text)
-- @case functions-sql-4.4
DROP FUNCTION nosuch(int)
-- @case functions-sql-4.5
DROP FUNCTION IF EXISTS nosuch(int)
-- @case functions-sql-4.6
DROP FUNCTION add1(text)
-- @case functions-sql-4.7
DROP FUNCTION ov
-- @case functions-sql-4.8
DROP FUNCTION nosuch
-- @case functions-sql-4.9
DROP FUNCTION IF EXISTS add1(int) CASCADE

-- 5: schemas
-- @setup
CREATE SCHEMA s;
CREATE FUNCTION s.f(x int, y text) RETURNS int RETURN x;
CREATE FUNCTION s.g() RETURNS text RETURN 'g';
-- @case functions-sql-5.1
SELECT s.f(1, 'a'), s.g()
-- @case functions-sql-5.2
SELECT f(1, 'a')
-- @case functions-sql-5.3
SELECT nosuch.f(1)
-- @case functions-sql-5.4
SELECT public.f(1, 'a')
-- @case functions-sql-5.5
DROP SCHEMA s
-- @case functions-sql-5.6
DROP SCHEMA s CASCADE
-- @case functions-sql-5.7
DROP FUNCTION s.f(int, text), s.g()

-- 6: calls in queries
-- @setup
CREATE TABLE t (a int, b text);
INSERT INTO t VALUES (1, 'x'), (1, 'y'), (3, NULL);
CREATE FUNCTION add1(x int) RETURNS int LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT x + 1 $$;
CREATE FUNCTION sq(x int) RETURNS int RETURN x * x;
CREATE VIEW v AS SELECT add1(a) AS z FROM t;
CREATE VIEW w AS SELECT z FROM v;
-- @case functions-sql-6.1
SELECT add1(sum(a)::int) FROM t
-- @case functions-sql-6.2
SELECT add1(a), count(*) FROM t GROUP BY add1(a) ORDER BY 1
-- @case functions-sql-6.3
SELECT add1(a), count(*) FROM t GROUP BY a ORDER BY 1
-- @case functions-sql-6.4
SELECT add1(b) FROM t GROUP BY a
-- @case functions-sql-6.5
SELECT sq(a) FROM t WHERE sq(a) > 1 ORDER BY 1
-- @case functions-sql-6.6
SELECT * FROM v ORDER BY 1
-- @case functions-sql-6.7
SELECT add1(a) OVER () FROM t
-- @case functions-sql-6.8
SELECT add1(DISTINCT a) FROM t
-- @case functions-sql-6.9
SELECT add1(*) FROM t
-- @case functions-sql-6.10
INSERT INTO t VALUES (add1(9), 'z') RETURNING add1(a)
-- @case functions-sql-6.11
SELECT add1((SELECT max(a) FROM t)), sq(add1(2))
-- @case functions-sql-6.12
DROP FUNCTION add1(int)
-- @case functions-sql-6.13
DROP FUNCTION add1(int) CASCADE
-- @case functions-sql-6.14
DROP FUNCTION sq(int)
