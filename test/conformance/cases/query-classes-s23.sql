-- Query classes from PostgreSQL's regression files window/join/with/rangefuncs (session 23):
-- unnest of an array of a composite type in FROM expands to the composite's columns; a volatile
-- set-returning SQL function in FROM runs once per statement, not once per scan of a join; a SQL
-- function declared to return a row type may return one value of that type (`SELECT ROW(…)::t`);
-- data-modifying WITH queries: WITH RECURSIVE lists without recursion run, a self-reference is
-- 42P19, naming one without RETURNING and one inside a subquery are PostgreSQL's 0A000s; a column
-- definition list on a function not returning record says why it is refused.
-- @setup
CREATE TYPE qc23_pair AS (a int, b text);
CREATE TABLE qc23_row (x int, y text);
CREATE TABLE qc23_arr (id int, ps qc23_pair[]);
CREATE FUNCTION qc23_rows() RETURNS SETOF qc23_row LANGUAGE sql AS 'SELECT 1, ''a'' UNION ALL SELECT 2, ''b''';
CREATE SEQUENCE qc23_seq;
CREATE FUNCTION qc23_vol(int, int) RETURNS SETOF qc23_row LANGUAGE sql AS 'SELECT i, nextval(''qc23_seq'')::text FROM generate_series($1, $2) i';
CREATE FUNCTION qc23_stable(int, int) RETURNS SETOF qc23_row LANGUAGE sql STABLE AS 'SELECT i, ''s'' || i FROM generate_series($1, $2) i';
CREATE FUNCTION qc23_mkrow(int, text) RETURNS qc23_row LANGUAGE sql AS $$SELECT ROW($1, $2)::qc23_row$$;
CREATE FUNCTION qc23_mkpairs(int) RETURNS SETOF qc23_pair LANGUAGE sql AS $$SELECT ROW(i, 'p' || i)::qc23_pair FROM generate_series(1, $1) i$$;
CREATE TABLE qc23_y (a int);
CREATE TABLE qc23_yy (a int);
INSERT INTO qc23_y VALUES (1), (2), (3);
CREATE FUNCTION qc23_out(OUT a int, OUT b int) LANGUAGE sql AS 'SELECT 1, 2';
CREATE FUNCTION qc23_ints() RETURNS SETOF int LANGUAGE sql AS 'SELECT 1';
INSERT INTO qc23_arr VALUES (1, ARRAY[(1, 'one')::qc23_pair, (2, 'two')::qc23_pair]), (2, ARRAY[NULL::qc23_pair]);

-- @case query-classes-s23-1.1
SELECT *, row_to_json(u) FROM unnest(ARRAY[(1, 'foo')::qc23_pair, NULL::qc23_pair]) u
-- @case query-classes-s23-1.2
SELECT u.a, u.b FROM unnest(ARRAY[(1, 'foo')::qc23_pair]) u
-- @case query-classes-s23-1.3
SELECT * FROM unnest(ARRAY[ROW(1, 'x')::qc23_row]) WITH ORDINALITY
-- @case query-classes-s23-1.4
SELECT * FROM unnest(ARRAY[(1, 'foo')::qc23_pair]) AS u(p, q)
-- @case query-classes-s23-1.5 ordered
SELECT t.id, u.* FROM qc23_arr t, unnest(t.ps) u ORDER BY t.id, u.a
-- @case query-classes-s23-1.6
SELECT u FROM unnest(ARRAY[(1, 'foo')::qc23_pair]) u
-- @case query-classes-s23-1.7
SELECT unnest(ARRAY[(1, 'foo')::qc23_pair])
-- @case query-classes-s23-1.8
SELECT f, f.x, pg_typeof(f) FROM qc23_rows() f
-- @case query-classes-s23-2.1 ordered
SELECT * FROM (VALUES (1), (2), (3)) v(r) LEFT JOIN qc23_vol(11, 13) ON (r + x) < 100 ORDER BY r, x
-- @case query-classes-s23-2.2 ordered
SELECT * FROM (VALUES (1), (2)) v(r) CROSS JOIN qc23_vol(1, 2) f ORDER BY r, f.x
-- @case query-classes-s23-2.3 ordered
SELECT * FROM (VALUES (1), (2)) v(r) JOIN qc23_stable(1, 2) f ON f.x >= r ORDER BY r, f.x
-- @case query-classes-s23-3.1
SELECT * FROM qc23_mkrow(1, 'a')
-- @case query-classes-s23-3.2
SELECT qc23_mkrow(2, 'b'), (qc23_mkrow(3, 'c')).y
-- @case query-classes-s23-3.3 ordered
SELECT p, p.b FROM qc23_mkpairs(2) p ORDER BY p.a
-- @case query-classes-s23-3.4 ordered
SELECT * FROM (VALUES (1), (2)) v(n), LATERAL qc23_mkpairs(n) ORDER BY n, a
-- @case query-classes-s23-3.5
SELECT * FROM qc23_mkrow(NULL, NULL)
-- @case query-classes-s23-3.6
CREATE FUNCTION qc23_bad(int) RETURNS qc23_row LANGUAGE sql AS $$SELECT ROW($1)::qc23_pair$$
-- @case query-classes-s23-3.7
CREATE FUNCTION qc23_bad2(int) RETURNS qc23_row LANGUAGE sql AS $$SELECT $1, 'x', 3$$
-- @case query-classes-s23-4.1
WITH RECURSIVE t1 AS (INSERT INTO qc23_y SELECT * FROM qc23_y RETURNING *), t2 AS (INSERT INTO qc23_yy SELECT * FROM t1 RETURNING *) SELECT count(*) FROM t2
-- @case query-classes-s23-4.2
WITH RECURSIVE t AS (INSERT INTO qc23_y VALUES (7) RETURNING *) SELECT * FROM t
-- @case query-classes-s23-4.3
WITH RECURSIVE t AS (INSERT INTO qc23_y SELECT * FROM t) VALUES (false)
-- @case query-classes-s23-4.4
WITH RECURSIVE x(n) AS (WITH sub AS (SELECT * FROM x) DELETE FROM qc23_yy RETURNING a) SELECT * FROM x
-- @case query-classes-s23-4.5
WITH t AS (INSERT INTO qc23_y VALUES (0)) SELECT * FROM t
-- @case query-classes-s23-4.6
SELECT * FROM (WITH t AS (UPDATE qc23_y SET a = a + 1 RETURNING *) SELECT * FROM t) ss
-- @case query-classes-s23-5.1
SELECT * FROM qc23_out() AS t(x int, y int)
-- @case query-classes-s23-5.2
SELECT * FROM qc23_mkrow(1, 'a') AS t(x int, y text)
-- @case query-classes-s23-5.3
SELECT * FROM qc23_ints() AS t(x int)
