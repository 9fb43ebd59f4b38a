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

-- 7: functions returning rows (SETOF, TABLE, OUT parameters, a table's row type): the body query inlined in FROM
-- @setup
CREATE TABLE u (id int PRIMARY KEY, name text, active bool, score numeric(5,1));
INSERT INTO u VALUES (1, 'ann', true, 1.5), (2, 'bob', false, NULL), (3, 'cy', true, 7), (4, 'dee', true, 2);
CREATE FUNCTION active_u(lim int) RETURNS SETOF u LANGUAGE sql STABLE AS $$ SELECT * FROM u WHERE active ORDER BY id LIMIT lim $$;
CREATE FUNCTION ids(n int) RETURNS TABLE (id int, label text) LANGUAGE sql AS $$ SELECT id, upper(name) FROM u WHERE id <= n ORDER BY id $$;
CREATE FUNCTION nums(n int, step int DEFAULT 1) RETURNS SETOF bigint LANGUAGE sql AS $$ SELECT g FROM generate_series(1, n, step) g $$;
CREATE FUNCTION one_col(n int) RETURNS TABLE (v int) LANGUAGE sql AS $$ SELECT n * 2 UNION ALL SELECT n * 3 $$;
CREATE FUNCTION pair(a int, OUT s int, OUT t text) LANGUAGE sql AS $$ SELECT a + 1, a::text || '!' $$;
CREATE FUNCTION lone(OUT x int) LANGUAGE sql AS $$ SELECT 5 $$;
CREATE FUNCTION by_id(id int) RETURNS u LANGUAGE sql AS $$ SELECT * FROM u WHERE u.id = by_id.id $$;
CREATE FUNCTION shadow(id int) RETURNS SETOF u LANGUAGE sql AS $$ SELECT * FROM u WHERE id = id $$;
CREATE FUNCTION sub_param(n int) RETURNS SETOF text LANGUAGE sql AS $$ SELECT name FROM (SELECT * FROM u WHERE id > n) s WHERE EXISTS (SELECT 1 FROM u x WHERE x.id = s.id AND x.id < n + 3) ORDER BY 1 $$;
-- @case functions-sql-7.1
SELECT * FROM active_u(10)
-- @case functions-sql-7.2
SELECT a.name, a.score FROM active_u(2) a ORDER BY a.id DESC
-- @case functions-sql-7.3
SELECT * FROM ids(3)
-- @case functions-sql-7.4
SELECT * FROM nums(5, 2) WITH ORDINALITY
-- @case functions-sql-7.5
SELECT * FROM nums(3) AS z
-- @case functions-sql-7.6
SELECT * FROM one_col(2) AS z ORDER BY 1
-- @case functions-sql-7.7
SELECT * FROM pair(4)
-- @case functions-sql-7.8
SELECT * FROM lone() q
-- @case functions-sql-7.9
SELECT * FROM by_id(3)
-- @case functions-sql-7.10
SELECT * FROM by_id(42)
-- @case functions-sql-7.11
SELECT count(*) FROM shadow(2)
-- @case functions-sql-7.12
SELECT * FROM sub_param(1)
-- @case functions-sql-7.13 ordered
SELECT u.id, x.* FROM u, ids(u.id) x ORDER BY 1, 2
-- @case functions-sql-7.14
SELECT u.name, x.label FROM u JOIN LATERAL ids(u.id - 1) x ON x.id = u.id - 1 ORDER BY 1
-- @case functions-sql-7.15
SELECT f.* FROM ids(1 + 1) f WHERE f.id > 1
-- @case functions-sql-7.16
SELECT nums(3)
-- @case functions-sql-7.17
SELECT ids(2), 'k' AS k
-- @case functions-sql-7.18
SELECT pair(1), lone(), pair(u.id) FROM u ORDER BY u.id
-- @case functions-sql-7.19
SELECT id FROM u WHERE id IN (SELECT * FROM nums(2)) ORDER BY 1
-- @case functions-sql-7.20
SELECT count(*), sum(s) FROM u, pair(u.id)
-- @case functions-sql-7.21
SELECT * FROM ids(2) AS x(a, b)
-- @case functions-sql-7.22
SELECT * FROM ids(2) AS x(a int, b text)
-- @case functions-sql-7.23
CREATE FUNCTION bad(n int) RETURNS TABLE (a int, b int) LANGUAGE sql AS $$ SELECT n $$
-- @case functions-sql-7.24
CREATE FUNCTION bad(n int) RETURNS TABLE (a int, b int) LANGUAGE sql AS $$ SELECT n, 'x'::text $$
-- @case functions-sql-7.25
CREATE FUNCTION bad(n int) RETURNS SETOF int LANGUAGE sql AS $$ SELECT n, n $$
-- @case functions-sql-7.26
CREATE FUNCTION bad(n int) RETURNS SETOF int LANGUAGE sql AS $$ SELECT n::text $$
-- @case functions-sql-7.27
CREATE FUNCTION bad(n int) RETURNS SETOF u LANGUAGE sql AS $$ SELECT id, name FROM u $$
-- @case functions-sql-7.28
CREATE FUNCTION bad(n int) RETURNS SETOF int LANGUAGE sql AS $$ SELECT nosuch FROM u $$
-- @case functions-sql-7.29
SELECT proname, proretset, prorows, proargmodes, proargnames, pg_get_function_arguments(oid), pg_get_function_result(oid) FROM pg_proc WHERE proname IN ('active_u', 'ids', 'nums', 'one_col', 'pair', 'lone', 'by_id') ORDER BY 1
-- @case functions-sql-7.30
SELECT * FROM nums(3) WHERE nums > 1
-- @case functions-sql-7.31
SELECT * FROM ids(2) WHERE nums(1) = 1
-- @case functions-sql-7.32
SELECT n FROM nums(0) n
-- @case functions-sql-7.33
SELECT by_id(1)
-- @case functions-sql-7.34
SELECT u.id, (SELECT count(*) FROM ids(u.id)), by_id(u.id) IS NULL FROM u ORDER BY 1
-- @case functions-sql-7.35
SELECT x.id, x.label, n.nums FROM ids(3) x CROSS JOIN LATERAL nums(x.id) n ORDER BY 1, 3
-- @case functions-sql-7.36
SELECT nums(id), id FROM u ORDER BY id, 1
-- @case functions-sql-7.37
CREATE VIEW vf AS SELECT * FROM ids(2)
-- @case functions-sql-7.38
SELECT (ids(3)).label, (ids(3)).id, 'k' AS k ORDER BY 2 DESC
-- @case functions-sql-7.39
SELECT (ids(3)).nosuch
-- @case functions-sql-7.40
SELECT (nums(2)).x
-- @case functions-sql-7.41
SELECT u.id, a.id AS aid FROM u, active_u(u.id) a ORDER BY 1, 2

-- 8: VARIADIC and INOUT parameters; scalar functions whose body is a query (FROM, WHERE, aggregates); STRICT query bodies
-- @setup
CREATE TABLE u (id int PRIMARY KEY, name text, active bool);
INSERT INTO u VALUES (1, 'ann', true), (2, 'bob', false), (3, 'cy', true);
CREATE FUNCTION vsum(VARIADIC nums int[]) RETURNS int LANGUAGE sql AS $$ SELECT sum(x)::int FROM unnest(nums) x $$;
CREATE FUNCTION vcat(sep text, VARIADIC parts text[]) RETURNS text LANGUAGE sql AS $$ SELECT array_to_string(parts, sep) $$;
CREATE FUNCTION io(INOUT x int, y int DEFAULT 10) LANGUAGE sql AS 'SELECT x + y';
CREATE FUNCTION io2(INOUT x int, OUT z text) LANGUAGE sql AS $$ SELECT x * 2, 'z' $$;
CREATE FUNCTION ucount() RETURNS bigint LANGUAGE sql STABLE AS 'SELECT count(*) FROM u';
CREATE FUNCTION uname(i int) RETURNS text LANGUAGE sql STRICT AS 'SELECT name FROM u WHERE id = i';
CREATE FUNCTION unames(i int) RETURNS SETOF text LANGUAGE sql STRICT AS 'SELECT name FROM u WHERE id >= i ORDER BY id';
-- @case functions-sql-8.1
SELECT vsum(1, 2, 3), vsum(VARIADIC ARRAY[4, 5]), vcat('-', 'a', 'b'), vcat('-', VARIADIC '{x,y}')
-- @case functions-sql-8.2
SELECT vsum()
-- @case functions-sql-8.3
SELECT vsum(VARIADIC 1)
-- @case functions-sql-8.4
SELECT vcat(sep => '+', parts => ARRAY['p', 'q'])
-- @case functions-sql-8.5
SELECT vcat(sep => '+', VARIADIC parts => ARRAY['p', 'q'])
-- @case functions-sql-8.6
SELECT id, vsum(id, id * 10, 100) FROM u ORDER BY id
-- @case functions-sql-8.7
CREATE FUNCTION bad(VARIADIC x int) RETURNS int LANGUAGE sql AS 'SELECT 1'
-- @case functions-sql-8.8
CREATE FUNCTION bad(VARIADIC x int[], y int) RETURNS int LANGUAGE sql AS 'SELECT 1'
-- @case functions-sql-8.9
SELECT io(1), io(1, 2), io2(3)
-- @case functions-sql-8.10
SELECT * FROM io(5)
-- @case functions-sql-8.11
SELECT * FROM io2(3)
-- @case functions-sql-8.12
SELECT proname, provariadic, pg_get_function_arguments(oid), pg_get_function_identity_arguments(oid), pg_get_function_result(oid), proargmodes, proargtypes::text, proallargtypes FROM pg_proc WHERE proname IN ('vsum', 'vcat', 'io', 'io2') ORDER BY 1
-- @case functions-sql-8.13
SELECT ucount(), uname(1), uname(9), uname(NULL)
-- @case functions-sql-8.14
SELECT id, uname(id), uname(id + 1) FROM u ORDER BY id
-- @case functions-sql-8.15
SELECT * FROM unames(2)
-- @case functions-sql-8.16
SELECT * FROM unames(NULL)
-- @case functions-sql-8.17
SELECT * FROM uname(2)
-- @case functions-sql-8.18
SELECT * FROM uname(NULL)
-- @case functions-sql-8.19
CREATE FUNCTION bad() RETURNS int LANGUAGE sql AS 'SELECT 1, 2'
-- @case functions-sql-8.20
CREATE FUNCTION bad() RETURNS int LANGUAGE sql AS 'SELECT name FROM u'
-- @case functions-sql-8.21
SELECT count(*) FROM u WHERE uname(id) > 'b'
-- @case functions-sql-8.22
CREATE PROCEDURE pr(INOUT x int, VARIADIC y int[]) LANGUAGE plpgsql AS $$ BEGIN x := x + 1; END $$

-- 9: RETURNS void functions whose body is one INSERT/UPDATE/DELETE, called as SELECT f(…)
-- @setup
CREATE TABLE ev (id serial PRIMARY KEY, kind text, n int);
CREATE FUNCTION log_ev(p_kind text, p_n int DEFAULT 1) RETURNS void LANGUAGE sql AS $$ INSERT INTO ev (kind, n) VALUES (p_kind, p_n) $$;
CREATE FUNCTION bump(p_kind text) RETURNS void LANGUAGE sql AS 'UPDATE ev SET n = n + 1 WHERE kind = p_kind';
CREATE FUNCTION purge(int) RETURNS void LANGUAGE sql AS 'DELETE FROM ev WHERE n > $1';
CREATE FUNCTION shadow(kind text) RETURNS void LANGUAGE sql AS 'DELETE FROM ev WHERE kind = kind';
SELECT log_ev('a');
SELECT log_ev('b', 5);
SELECT log_ev(p_n => 7, p_kind => 'c');
SELECT bump('a');
SELECT purge(6);
-- @case functions-sql-9.1 ordered
SELECT id, kind, n FROM ev ORDER BY id
-- @case functions-sql-9.2
SELECT log_ev('q') AS x
-- @case functions-sql-9.3
SELECT log_ev(NULL, NULL)
-- @case functions-sql-9.4
SELECT bump(kind) FROM ev
-- @case functions-sql-9.5
SELECT 1, log_ev('z')
-- @case functions-sql-9.6
SELECT shadow('a')
-- @case functions-sql-9.7
CREATE FUNCTION badt() RETURNS void LANGUAGE sql AS 'INSERT INTO nosuch VALUES (1)'
-- @case functions-sql-9.8
CREATE FUNCTION badc(x int) RETURNS void LANGUAGE sql AS 'UPDATE ev SET nosuch = x'
-- @case functions-sql-9.9
SELECT log_ev()
-- @case functions-sql-9.10
SELECT proname, prorettype::regtype, prosrc FROM pg_proc WHERE proname IN ('log_ev', 'bump', 'purge') ORDER BY 1

-- 12: row types of tables and views (pg_type typtype 'c', pg_class.reltype), functions returning them
-- @setup
CREATE TABLE rt (id int PRIMARY KEY, label text);
INSERT INTO rt VALUES (1, 'one'), (2, 'two');
CREATE VIEW rtv AS SELECT id, label FROM rt WHERE id > 1;
CREATE SEQUENCE rt_seq;
CREATE TYPE rt_kind AS ENUM ('a', 'b');
CREATE TABLE rt_old (x int);
ALTER TABLE rt_old RENAME TO rt_new;
CREATE TABLE rt_gone (x int);
DROP TABLE rt_gone;
CREATE FUNCTION rt_one(int) RETURNS rt LANGUAGE sql AS $$ SELECT * FROM rt WHERE id = $1 $$;
CREATE FUNCTION rt_all() RETURNS SETOF rt LANGUAGE sql AS $$ SELECT * FROM rt ORDER BY id $$;
CREATE FUNCTION rtv_one() RETURNS rtv LANGUAGE sql AS $$ SELECT * FROM rtv $$;
-- @case functions-sql-12.1
SELECT rt_one(1), pg_typeof(rt_one(1)), rt_one(3) IS NULL, pg_typeof(rt_one(1)) = 'rt'::regtype
-- @case functions-sql-12.2
SELECT * FROM rt_one(2)
-- @case functions-sql-12.3
SELECT rt_all()
-- @case functions-sql-12.4
SELECT r.label FROM rt_all() AS r ORDER BY r.id DESC
-- @case functions-sql-12.5
SELECT rtv_one(), pg_typeof(rtv_one())
-- @case functions-sql-12.6
SELECT 'rt'::regtype, 'rt'::regtype::oid = (SELECT reltype FROM pg_class WHERE relname = 'rt'), '_rt'::regtype, 'rt[]'::regtype, 'public.rtv'::regtype
-- @case functions-sql-12.7
SELECT t.typname, t.typtype, t.typcategory, t.typlen, c.relname, c.relkind, a.typname AS arr, a.typelem = t.oid AS elem, a.typcategory FROM pg_type t JOIN pg_class c ON c.oid = t.typrelid JOIN pg_type a ON a.oid = t.typarray WHERE t.typname LIKE 'rt%' ORDER BY 1
-- @case functions-sql-12.8
SELECT c.relname, c.reltype <> 0 AS has_type, t.typname FROM pg_class c LEFT JOIN pg_type t ON t.oid = c.reltype WHERE c.relname LIKE 'rt%' ORDER BY 1
-- @case functions-sql-12.9
SELECT to_regtype('rt'), to_regtype('rtv'), to_regtype('public.rt'), to_regtype('_rt'), format_type('rt'::regtype, NULL), format_type('_rt'::regtype, NULL)
-- @case functions-sql-12.10
SELECT prorettype::regtype, prorettype = 'rt'::regtype, pg_get_function_result(oid) FROM pg_proc WHERE proname IN ('rt_one', 'rt_all') ORDER BY proname
-- @case functions-sql-12.11
SELECT to_regtype('rt_old'), to_regtype('rt_new'), to_regtype('_rt_new'), to_regtype('rt_gone'), (SELECT count(*) FROM pg_type WHERE typname IN ('rt_gone', '_rt_gone'))
-- @case functions-sql-12.12
SELECT t.typname FROM pg_type t LEFT JOIN pg_class c ON c.oid = t.typrelid WHERE (t.typrelid = 0 OR c.relkind = 'c') AND NOT EXISTS (SELECT 1 FROM pg_type el WHERE el.oid = t.typelem AND el.typarray = t.oid) AND t.typnamespace = 'public'::regnamespace ORDER BY 1
-- @case functions-sql-12.13
SELECT 'rt_nope'::regtype
-- @case functions-sql-12.14
SELECT rt FROM rt ORDER BY id
-- @case functions-sql-12.15
SELECT pg_typeof(r), r FROM rt AS r WHERE r.id = 2
-- @case functions-sql-12.16
SELECT row_to_json(rt) FROM rt ORDER BY id
-- @case functions-sql-12.17
SELECT v FROM rtv AS v
-- @case functions-sql-12.18
SELECT x.id, rt, rt IS NULL, rt IS NOT NULL FROM (VALUES (1), (5)) AS x(id) LEFT JOIN rt ON rt.id = x.id ORDER BY 1
-- @case functions-sql-12.19
SELECT (rt).label, (r).id FROM rt, rt AS r WHERE (rt).id = 1 AND r.id = 2
-- @case functions-sql-12.20
SELECT (rt).nope FROM rt
-- @case functions-sql-12.21
SELECT s, pg_typeof(s) FROM (SELECT label FROM rt WHERE id = 1) AS s
-- @case functions-sql-12.22
SELECT rt FROM rt GROUP BY label
-- @case functions-sql-12.23
SELECT rt, count(*) FROM rt GROUP BY id ORDER BY 1
-- @case functions-sql-12.24
SELECT (SELECT rt FROM rt WHERE rt.id = o.id) FROM rt AS o ORDER BY o.id
-- @case functions-sql-12.25
SELECT rt_new FROM rt_new
-- @case functions-sql-12.26
SELECT row_to_json(rt, true), row_to_json(rt, false), to_json(rt), to_jsonb(rt) FROM rt ORDER BY id
-- @case functions-sql-12.27
SELECT x.id, row_to_json(rt), to_jsonb(rt) FROM (VALUES (1), (5)) AS x(id) LEFT JOIN rt ON rt.id = x.id ORDER BY 1
-- @case functions-sql-12.28
SELECT row_to_json(s) FROM (SELECT id * 2 AS dbl, label, ARRAY[id] AS ids, NULL::date AS d, 1.50 AS "n""q" FROM rt) AS s ORDER BY s.dbl
-- @case functions-sql-12.29
SELECT json_agg(rt ORDER BY id DESC), jsonb_agg(rt ORDER BY id) FROM rt
-- @case functions-sql-12.30
SELECT json_agg(rt ORDER BY x.id), json_agg(ARRAY[x.id, rt.id] ORDER BY x.id), json_agg(x.id ORDER BY x.id) FROM (VALUES (1), (5), (2)) AS x(id) LEFT JOIN rt ON rt.id = x.id
-- @case functions-sql-12.31
SELECT json_agg(s ORDER BY s.label) FROM (SELECT label, id > 1 AS big FROM rt) AS s
-- @case functions-sql-12.32
UPDATE rt SET label = upper(label) WHERE id = 1 RETURNING rt, pg_typeof(rt)
-- @case functions-sql-12.33
INSERT INTO rt AS r VALUES (3, 'three') RETURNING r, r IS NOT NULL
-- @case functions-sql-12.34
DELETE FROM rt WHERE id = 2 RETURNING rt
-- @case functions-sql-12.35
SELECT rt::text, CAST(rt AS varchar), pg_typeof(rt::text) FROM rt ORDER BY id
-- @case functions-sql-12.36
SELECT id, rt::int FROM rt
-- @case functions-sql-12.37
SELECT (rt).*, (r).label AS other FROM rt, rt AS r WHERE r.id = rt.id ORDER BY 1
-- @case functions-sql-12.38
SELECT (v).*, v FROM rtv AS v
-- @case functions-sql-12.39
CREATE TABLE rt_kind (a int)
-- @case functions-sql-12.40
CREATE TABLE IF NOT EXISTS rt_kind (a int)
-- @case functions-sql-12.41
CREATE VIEW rt_kind AS SELECT 1 AS one
-- @case functions-sql-12.42
CREATE SEQUENCE rt_kind
-- @case functions-sql-12.43
CREATE TABLE rt_kind AS SELECT 1 AS one
-- @case functions-sql-12.44
CREATE TYPE rtv AS ENUM ('x')
-- @case functions-sql-12.45
SELECT (rt_one(1)).label, (rt_one(3)).label, (rt_one(2)).id + 1, (rtv_one()).label
-- @case functions-sql-12.46
SELECT (rt_one(2)).*
-- @case functions-sql-12.47
SELECT rt_one(1) IS NULL, rt_one(1) IS NOT NULL, rt_one(3) IS NULL, row_to_json(rt_one(1)), to_jsonb(rt_one(2))
-- @case functions-sql-12.48
SELECT (rt_one(1)).nope
-- @case functions-sql-12.49
SELECT r.id, (rt_one(r.id)).label FROM rt AS r ORDER BY 1
-- @case functions-sql-12.50
ALTER TABLE rt_new RENAME TO rt_kind
-- @case functions-sql-12.51
ALTER SEQUENCE rt_seq RENAME TO rt_kind

-- 20: void DML functions called next to each other and to expressions that read nothing; names in the body that are columns
-- (columns win over parameters); a body's LIMIT/OFFSET reading the arguments of a call bound to the calling query's rows
-- @setup
CREATE TABLE ev (id serial PRIMARY KEY, kind text, n int);
CREATE TABLE u (id int PRIMARY KEY, name text, active bool, score numeric(5,1));
INSERT INTO u VALUES (1, 'ann', true, 1.5), (2, 'bob', false, NULL), (3, 'cy', true, 7), (4, 'dee', true, 2);
CREATE FUNCTION log_ev(p_kind text, p_n int DEFAULT 1) RETURNS void LANGUAGE sql AS $$ INSERT INTO ev (kind, n) VALUES (p_kind, p_n) $$;
CREATE FUNCTION shadow(kind text) RETURNS void LANGUAGE sql AS 'DELETE FROM ev WHERE kind = kind';
CREATE FUNCTION setn(n int, kind text) RETURNS void LANGUAGE sql AS 'UPDATE ev SET n = setn.n WHERE ev.kind = setn.kind';
CREATE FUNCTION add_n(n int) RETURNS void LANGUAGE sql AS 'INSERT INTO ev (kind, n) VALUES (''added'', n)';
CREATE FUNCTION add_sel(kind text) RETURNS void LANGUAGE sql AS 'INSERT INTO ev (kind, n) SELECT kind, n + 100 FROM ev WHERE kind = kind';
CREATE FUNCTION upd_self(n int) RETURNS void LANGUAGE sql AS 'UPDATE ev SET n = n * 2 WHERE id = n';
CREATE FUNCTION active_u(lim int) RETURNS SETOF u LANGUAGE sql STABLE AS $$ SELECT * FROM u WHERE active ORDER BY id LIMIT lim $$;
CREATE FUNCTION page_u(lim int, off int) RETURNS TABLE (id int, name text) LANGUAGE sql AS $$ SELECT id, name FROM u ORDER BY id DESC LIMIT lim OFFSET off $$;
CREATE FUNCTION top_names(n int) RETURNS SETOF text LANGUAGE sql AS $$ SELECT DISTINCT name FROM u WHERE id > 1 ORDER BY 1 LIMIT $1 $$;
CREATE FUNCTION fetch_u(n int) RETURNS SETOF int LANGUAGE sql AS $$ SELECT id FROM u ORDER BY id FETCH FIRST n ROWS ONLY $$;
SELECT log_ev('a');
SELECT log_ev('b', 5), 'x', log_ev('c', 7);
SELECT shadow('a');
SELECT log_ev('k', 4), log_ev('k', 6), 1 + 1;
SELECT setn(9, 'k');
SELECT add_n(11);
SELECT add_sel('nosuch');
SELECT upd_self(4);
-- @case functions-sql-20.1 ordered
SELECT id, kind, n FROM ev ORDER BY id
-- @case functions-sql-20.2
SELECT 1, log_ev('z')
-- @case functions-sql-20.3
SELECT log_ev('y', 2) AS first, 'two'::text AS t, log_ev('x', 3), 2 + 3 AS five, NULL AS z, $$q$$ AS q
-- @case functions-sql-20.4
SELECT shadow('a')
-- @case functions-sql-20.5
SELECT setn(1, 'k') AS s, -1.5 AS m, ARRAY[1, 2] AS a
-- @case functions-sql-20.6
SELECT log_ev('a', 'x')
-- @case functions-sql-20.7
SELECT 1, log_ev()
-- @case functions-sql-20.8
SELECT u.id, a.id AS aid FROM u, active_u(u.id) a ORDER BY 1, 2
-- @case functions-sql-20.9
SELECT u.id, p.* FROM u, page_u(u.id, u.id - 1) p ORDER BY 1, 2 DESC
-- @case functions-sql-20.10
SELECT u.id, p.* FROM u LEFT JOIN LATERAL page_u(2, u.id) p ON true ORDER BY 1, 2 DESC
-- @case functions-sql-20.11
SELECT u.id, t FROM u, top_names(u.id - 1) t ORDER BY 1, 2
-- @case functions-sql-20.12
SELECT u.id, f FROM u, fetch_u(u.id) f ORDER BY 1, 2
-- @case functions-sql-20.13
SELECT u.id, p.* FROM u, page_u(NULL, u.id) p ORDER BY 1, 2 DESC
-- @case functions-sql-20.14
SELECT u.id, p.* FROM u, page_u(u.id - 2, NULL) p ORDER BY 1, 2 DESC
-- @case functions-sql-20.15
SELECT u.id, p.* FROM u, page_u(1, 1 - u.id) p ORDER BY 1, 2 DESC
-- @case functions-sql-20.16
SELECT u.id, a.name, a.ordinality FROM u, active_u(u.id) WITH ORDINALITY a ORDER BY 1, 3
-- @case functions-sql-20.17
SELECT u.id, (SELECT count(*) FROM active_u(u.id)) FROM u ORDER BY 1
-- @case functions-sql-20.18
SELECT u.id, ARRAY(SELECT name FROM active_u(u.id)) FROM u ORDER BY 1
-- @case functions-sql-20.19
SELECT u.id, p.name FROM u, page_u(u.id, 1) p WHERE p.id < u.id ORDER BY 1, 2
