-- Query classes from PostgreSQL's rangefuncs.sql (session 24): SQL functions declared RETURNS
-- record / SETOF record, called in FROM with a column definition list (the body's columns coerced
-- to the declared ones by assignment, a mismatch 42P13 at call time, no list 42601) or as a value
-- (the row printed as a record); ROWS FROM (f(…), g(…)) [WITH ORDINALITY] zips the functions' rows
-- by position, a function that has run out of rows giving NULLs, each function with its own column
-- definition list; WITH ORDINALITY beside a column definition list outside ROWS FROM is 42601;
-- `p.f` in a SQL function's body reads field f of its composite parameter p; a function with OUT
-- parameters whose body returns one row value takes its fields, matched when called (42804);
-- CREATE OR REPLACE refuses to rename an input parameter and checks the return type before the body;
-- an UPDATE/DELETE of a table with inheritance children whose WITH/FROM/subquery reads the changed
-- hierarchy is 0A000 (it would be evaluated again per table, after earlier tables changed).
-- @setup
CREATE TABLE qc24_t (a int, b text);
INSERT INTO qc24_t VALUES (1, 'x'), (2, 'y'), (3, 'z');
CREATE FUNCTION qc24_rec(int) RETURNS record LANGUAGE sql AS 'SELECT * FROM qc24_t WHERE a = $1';
CREATE FUNCTION qc24_recs() RETURNS SETOF record LANGUAGE sql AS 'SELECT a, b FROM qc24_t';
CREATE FUNCTION qc24_recs_upto(int) RETURNS SETOF record LANGUAGE sql AS 'SELECT a, b FROM qc24_t WHERE a <= $1 ORDER BY a';
CREATE FUNCTION qc24_poly(anyarray) RETURNS SETOF record LANGUAGE sql IMMUTABLE AS $$SELECT i AS "index", $1[i] AS "value" FROM generate_subscripts($1, 1) i$$;
CREATE FUNCTION qc24_out(n int, OUT a int, OUT b text) RETURNS SETOF record LANGUAGE sql AS $$SELECT i, 'r' || i FROM generate_series(1, $1) i$$;
CREATE FUNCTION qc24_tab(n int) RETURNS TABLE(p int, q text) LANGUAGE sql AS $$SELECT i, 'q' || i FROM generate_series(1, $1) i$$;
CREATE FUNCTION qc24_b_of(r qc24_t) RETURNS text LANGUAGE sql IMMUTABLE AS $$SELECT r.b$$;
CREATE FUNCTION qc24_b_rows(r qc24_t) RETURNS TABLE(v text) LANGUAGE sql AS $$SELECT r.b || s FROM (VALUES ('1'), ('2')) v(s)$$;
CREATE FUNCTION qc24_b_nested(r qc24_t) RETURNS TABLE(v text) LANGUAGE sql AS $$SELECT qc24_b_of(r) OFFSET 0$$;
CREATE FUNCTION qc24_row_ok(OUT int, OUT numeric) LANGUAGE sql AS $$SELECT (1, 2.1)$$;
CREATE FUNCTION qc24_row_type(OUT int, OUT numeric) LANGUAGE sql AS $$SELECT (1, 2)$$;
CREATE FUNCTION qc24_row_width(OUT int, OUT numeric) LANGUAGE sql AS $$SELECT (1, 2.1, 3)$$;
CREATE FUNCTION qc24_row_set(OUT a int, OUT b text) RETURNS SETOF record LANGUAGE sql AS $$SELECT (i, 'x' || i) FROM generate_series(1, 2) i$$;
CREATE FUNCTION qc24_named(f1 int, OUT f2 int) LANGUAGE sql AS 'SELECT $1 + 1';
CREATE FUNCTION qc24_unnamed(int) RETURNS int LANGUAGE sql AS 'SELECT $1';
CREATE TABLE qc24_parent (id int, val text);
CREATE TABLE qc24_child1 () INHERITS (qc24_parent);
CREATE TABLE qc24_child2 () INHERITS (qc24_parent);
INSERT INTO qc24_parent VALUES (1, 'p1');
INSERT INTO qc24_child1 VALUES (11, 'c11'), (12, 'c12');
INSERT INTO qc24_child2 VALUES (23, 'c21'), (24, 'c22');
CREATE FUNCTION qc24_bytes() RETURNS SETOF bytea LANGUAGE sql AS $$SELECT '\x0102'::bytea UNION ALL SELECT NULL::bytea$$;

-- 1: RETURNS record / SETOF record with a column definition list
-- @case query-classes-s24-1.1
SELECT * FROM qc24_rec(1) AS t(a int, b text)
-- @case query-classes-s24-1.2
SELECT qc24_rec(2)
-- @case query-classes-s24-1.3
SELECT * FROM qc24_recs() AS (p int, q text)
-- @case query-classes-s24-1.4
SELECT * FROM qc24_recs() AS (p int, q int)
-- @case query-classes-s24-1.5
SELECT * FROM qc24_recs() AS (p int)
-- @case query-classes-s24-1.6
SELECT * FROM qc24_rec(1)
-- @case query-classes-s24-1.7
SELECT * FROM qc24_poly(ARRAY['one', 'two']) AS t(f1 numeric(4,2), f2 text)
-- @case query-classes-s24-1.8
SELECT * FROM qc24_poly(ARRAY['one', 'two']) AS t(f1 point, f2 text)
-- @case query-classes-s24-1.9
SELECT qc24_poly(ARRAY['one', 'two'])
-- @case query-classes-s24-1.10
SELECT * FROM qc24_recs() WITH ORDINALITY AS (a int, b text)
-- @case query-classes-s24-1.11
SELECT * FROM generate_series(1, 2) AS (a int)
-- @case query-classes-s24-1.12
SELECT t.a, x.q FROM qc24_t t, qc24_recs_upto(t.a) AS x(p int, q text) ORDER BY 1, 2
-- @case query-classes-s24-1.13
SELECT * FROM qc24_out(2)
-- @case query-classes-s24-1.14
SELECT * FROM qc24_out(2) AS (a int, b text)
-- @case query-classes-s24-1.15
SELECT * FROM qc24_tab(2) WITH ORDINALITY
-- @case query-classes-s24-1.16
SELECT qc24_rec(9) IS NULL

-- 2: ROWS FROM zips rows by position
-- @case query-classes-s24-2.1
SELECT * FROM ROWS FROM (generate_series(1, 3), unnest(ARRAY['a', 'b']))
-- @case query-classes-s24-2.2
SELECT * FROM ROWS FROM (generate_series(1, 3), unnest(ARRAY['a', 'b'])) WITH ORDINALITY
-- @case query-classes-s24-2.3
SELECT * FROM ROWS FROM (generate_series(1, 3), qc24_recs() AS (p int, q text)) WITH ORDINALITY AS z
-- @case query-classes-s24-2.4
SELECT z FROM ROWS FROM (generate_series(1, 3), qc24_recs() AS (p int, q text)) z
-- @case query-classes-s24-2.5
SELECT * FROM ROWS FROM (qc24_rec(1) AS (a int, b text)) WITH ORDINALITY
-- @case query-classes-s24-2.6
SELECT * FROM ROWS FROM (unnest(ARRAY[10, 20], ARRAY['foo', 'bar']), generate_series(101, 102)) WITH ORDINALITY AS z(a, b, c, ord)
-- @case query-classes-s24-2.7
SELECT * FROM ROWS FROM (qc24_tab(1), qc24_out(3), generate_series(5, 6)) AS z(a, b, c, d, e)
-- @case query-classes-s24-2.8
SELECT t.a, z.* FROM qc24_t t, ROWS FROM (generate_series(1, t.a), qc24_recs_upto(t.a - 1) AS (p int, q text)) z ORDER BY 1, 2
-- @case query-classes-s24-2.9
SELECT * FROM ROWS FROM (generate_series(1, 2), generate_series(1, 0)) WITH ORDINALITY
-- @case query-classes-s24-2.10
SELECT * FROM ROWS FROM (qc24_bytes(), generate_series(1, 3))
-- @case query-classes-s24-2.11
SELECT * FROM ROWS FROM (generate_series(1, 2), generate_series(3, 4)) AS (a int)
-- @case query-classes-s24-2.12
SELECT * FROM ROWS FROM (qc24_recs()) AS (a int, b text)
-- @case query-classes-s24-2.13
SELECT * FROM ROWS FROM (qc24_recs() AS (a int, b text)) AS (a int, b text)
-- @case query-classes-s24-2.14
SELECT * FROM ROWS FROM (generate_series(1, 2) AS (a int), generate_series(3, 4))
-- @case query-classes-s24-2.15
SELECT * FROM ROWS FROM (jsonb_each('{"a": 1, "b": [2]}'), generate_series(1, 3))
-- @case query-classes-s24-2.16
SELECT v.r, f.* FROM (VALUES (1), (2)) v(r) LEFT JOIN ROWS FROM (generate_series(1, 2), unnest(ARRAY['p'])) WITH ORDINALITY AS f(i, s, o) ON v.r + f.i < 4 ORDER BY 1, 4

-- 3: a field of a composite parameter
-- @case query-classes-s24-3.1
SELECT t.a, x FROM qc24_t t, qc24_b_of(t) f(x) ORDER BY 1
-- @case query-classes-s24-3.2
SELECT qc24_b_of(t) FROM qc24_t t ORDER BY 1
-- @case query-classes-s24-3.3
SELECT t.a, f.v FROM qc24_t t, qc24_b_rows(t) f ORDER BY 1, 2
-- @case query-classes-s24-3.4
SELECT x FROM qc24_t, qc24_b_nested(qc24_t) f(x) ORDER BY 1
-- @case query-classes-s24-3.5
SELECT qc24_b_of(ROW(9, 'nine')::qc24_t)

-- 4: OUT parameters filled by one row value
-- @case query-classes-s24-4.1
SELECT * FROM qc24_row_ok()
-- @case query-classes-s24-4.2
SELECT qc24_row_ok()
-- @case query-classes-s24-4.3
SELECT * FROM qc24_row_type()
-- @case query-classes-s24-4.4
SELECT * FROM qc24_row_width()
-- @case query-classes-s24-4.5
SELECT * FROM qc24_row_set()

-- 5: CREATE OR REPLACE of an existing function
-- @case query-classes-s24-5.1
CREATE OR REPLACE FUNCTION qc24_named(g1 int, OUT f2 int) LANGUAGE sql AS 'SELECT $1 + 2'
-- @case query-classes-s24-5.2
CREATE OR REPLACE FUNCTION qc24_named(int, OUT f2 int) LANGUAGE sql AS 'SELECT $1 + 2'
-- @case query-classes-s24-5.3
CREATE OR REPLACE FUNCTION qc24_named(f1 int, OUT f2 int, OUT f3 text) RETURNS record LANGUAGE sql AS 'SELECT $1 + 1'
-- @case query-classes-s24-5.4
CREATE OR REPLACE FUNCTION qc24_unnamed(x int) RETURNS int LANGUAGE sql AS 'SELECT x'
-- @case query-classes-s24-5.5
CREATE OR REPLACE FUNCTION qc24_named(f1 int, OUT f2 int) LANGUAGE sql AS 'SELECT f1 * 10'
-- @case query-classes-s24-5.6
CREATE FUNCTION qc24_unnamed(int) RETURNS int LANGUAGE sql AS 'SELECT nope'

-- 6: UPDATE/DELETE of an inheritance hierarchy reading itself
-- @case query-classes-s24-6.1
WITH s AS (SELECT sum(id) AS total FROM qc24_parent) UPDATE qc24_parent SET id = id + total FROM s
-- @case query-classes-s24-6.2
WITH s AS (SELECT max(id) AS top FROM qc24_parent) DELETE FROM qc24_parent USING s WHERE id = top
-- @case query-classes-s24-6.3
UPDATE qc24_parent SET id = id + (SELECT max(id) FROM qc24_parent)
-- @case query-classes-s24-6.4
UPDATE qc24_parent SET val = val || '!' FROM (SELECT count(*) AS n FROM qc24_parent) s WHERE s.n = 5 RETURNING id, val
-- @case query-classes-s24-6.5
WITH x AS (SELECT 5 AS v) UPDATE qc24_parent SET id = id + v FROM x RETURNING id
-- @case query-classes-s24-6.6
UPDATE ONLY qc24_parent SET id = id + (SELECT max(id) FROM qc24_parent) RETURNING id
