-- Errors: SQLSTATEs and positions PostgreSQL reports.
-- @setup
CREATE TABLE e1 (id int, name text, n int);
CREATE TABLE e2 (id int, v text);
INSERT INTO e1 VALUES (1, 'a', 10), (2, 'b', 20);
INSERT INTO e2 VALUES (1, 'x');

-- 1: 42P01 undefined table
-- @case errors-1.1
SELECT * FROM nosuch
-- @case errors-1.2
SELECT 1 FROM e1 JOIN nosuch ON true
-- @case errors-1.3
SELECT * FROM public.nosuch
-- @case errors-1.4
SELECT nosuch.id FROM e1
-- @case errors-1.5
DELETE FROM nosuch
-- @case errors-1.6
UPDATE nosuch SET a = 1
-- @case errors-1.7
SELECT * FROM E1
-- @case errors-1.8
SELECT * FROM "E1"
-- @case errors-1.9
SELECT * FROM nosuchschema.e1

-- 2: 42703 undefined column
-- @case errors-2.1
SELECT nosuch FROM e1
-- @case errors-2.2
SELECT id FROM e1 WHERE nosuch = 1
-- @case errors-2.3
SELECT e1.nosuch FROM e1
-- @case errors-2.4
SELECT id FROM e1 ORDER BY nosuch
-- @case errors-2.5
SELECT "ID" FROM e1
-- @case errors-2.6
SELECT id FROM e1 GROUP BY nosuch
-- @case errors-2.7
UPDATE e1 SET n = nosuch
-- @case errors-2.8
SELECT x FROM (SELECT 1 AS y) s
-- @case errors-2.9
INSERT INTO e1 (id) VALUES (1) RETURNING nosuch
-- @case errors-2.10
SELECT e1.id FROM e1 e
-- @case errors-2.11
SELECT NAME FROM e1 ORDER BY 1

-- 3: 42702 ambiguous column
-- @case errors-3.1
SELECT id FROM e1, e2
-- @case errors-3.2
SELECT e1.id FROM e1 JOIN e2 ON id = id
-- @case errors-3.3
SELECT id FROM e1 JOIN e2 USING (id)
-- @case errors-3.4
SELECT * FROM e1 a, e1 b WHERE n > 1

-- 4: 42601 syntax errors with position
-- @case errors-4.1
SELEC 1
-- @case errors-4.2
SELECT 1 FROM
-- @case errors-4.3
SELECT (1
-- @case errors-4.4
SELECT 1,
-- @case errors-4.5
SELECT * FROM e1 WHERE
-- @case errors-4.6
SELECT 'unterminated
-- @case errors-4.7
SELECT 1 2
-- @case errors-4.8
INSERT INTO e1 VALUES
-- @case errors-4.9
SELECT * FROM e1 ORDER id
-- @case errors-4.10
CREATE TABLE (x int)
-- @case errors-4.11
SELECT $1
-- @case errors-4.12
SELECT 1 UNION SELECT 1, 2

-- 5: 42803 grouping errors
-- @case errors-5.1
SELECT id, count(*) FROM e1
-- @case errors-5.2
SELECT name FROM e1 GROUP BY id
-- @case errors-5.3
SELECT id FROM e1 GROUP BY id HAVING n > 1
-- @case errors-5.4
SELECT id FROM e1 WHERE count(*) > 1
-- @case errors-5.5
SELECT count(sum(n)) FROM e1
-- @case errors-5.6
SELECT id + 1, count(*) FROM e1 GROUP BY id + 1
-- @case errors-5.7
SELECT id FROM e1 ORDER BY count(*)
-- @case errors-5.8
SELECT n FROM e1 GROUP BY id ORDER BY n
-- @case errors-5.9
SELECT count(*) FROM e1 GROUP BY count(*)

-- 6: 42804 datatype mismatch and friends
-- @case errors-6.1
SELECT * FROM e1 WHERE n
-- @case errors-6.2
SELECT * FROM e1 WHERE 1
-- @case errors-6.3
SELECT CASE WHEN true THEN 1 ELSE 'a'::text END
-- @case errors-6.4
SELECT 1 UNION SELECT 'a'::text
-- @case errors-6.5
SELECT ARRAY[1, 'a'::text]
-- @case errors-6.6
INSERT INTO e1 (id) VALUES (true)
-- @case errors-6.7
UPDATE e1 SET n = 'x'::text
-- @case errors-6.8
SELECT * FROM e1 LIMIT 'a'
-- @case errors-6.9
SELECT * FROM e1 WHERE id IN ('a'::text)
-- @case errors-6.10
SELECT 1 WHERE NULL::int
-- @case errors-6.11
SELECT * FROM e1 JOIN e2 ON e1.id

-- 7: other classes
-- @case errors-7.1
SELECT (SELECT id FROM e1)
-- @case errors-7.2
SELECT 1 FROM e1 HAVING id > 0
-- @case errors-7.3
SELECT * FROM e1 ORDER BY 5
-- @case errors-7.4
SELECT id FROM e1 GROUP BY 9
-- @case errors-7.5
SELECT * FROM (SELECT 1) 
-- @case errors-7.6
SELECT a.id FROM e1 a, e1 a
-- @case errors-7.7
WITH x AS (SELECT 1), x AS (SELECT 2) SELECT * FROM x
-- @case errors-7.8
SELECT 1 INTERSECT SELECT 'x'::text
-- @case errors-7.9
SELECT * FROM e1 AS t(a, b, c, d)
-- @case errors-7.10
VALUES (1), (1, 2)
-- @case errors-7.11
SELECT DISTINCT id FROM e1 ORDER BY n

-- 8: error positions of type resolution and DDL
-- @case errors-8.1
CREATE TABLE pk2 (x int, y int PRIMARY KEY, PRIMARY KEY (x))
-- @case errors-8.2
SELECT 1 EXCEPT SELECT 'x'::text, 2
-- @case errors-8.3
SELECT 1 UNION (SELECT 1, 2 UNION SELECT 3, 4)
-- @case errors-8.4
SELECT COALESCE(1, 2, 'a'::text, 3)
-- @case errors-8.5
SELECT CASE WHEN true THEN 'x'::text WHEN false THEN 2 END
-- @case errors-8.6
SELECT ARRAY[1, 2, true]
-- @case errors-8.7
SELECT GREATEST(1, 'a'::text)
-- @case errors-8.8
INSERT INTO e1 VALUES (1) ON CONFLICT (id, nosuch) DO NOTHING

-- 9: PL/pgSQL compile errors: the position in the DO / CREATE FUNCTION statement (body offset + token offset)
-- @setup
CREATE TABLE e9 (id int PRIMARY KEY, v text);
CREATE DOMAIN e9pos AS int CHECK (VALUE > 0);
-- @case errors-9.1
DO $$
DECLARE
  n int := 0;
BEGIN
  n := n + 1;
  foo bar;
END $$
-- @case errors-9.2
DO $body$ BEGIN NULL; foo bar; END $body$
-- @case errors-9.3
DO 'BEGIN RAISE NOTICE ''x''; foo bar; END'
-- @case errors-9.4
DO E'BEGIN\n foo bar; END'
-- @case errors-9.5
DO $$ DECLARE n int; BEGIN n := 1 +; END $$
-- @case errors-9.6
DO $$ DECLARE n int; BEGIN IF n + THEN NULL; END IF; END $$
-- @case errors-9.7
DO $$ BEGIN nosuch := 1; END $$
-- @case errors-9.8
DO $$ DECLARE n int; BEGIN SELECT 1 INTO nosuch; END $$
-- @case errors-9.9
DO $$ DECLARE n int; n int; BEGIN NULL; END $$
-- @case errors-9.10
DO $$ BEGIN EXIT nolabel; END $$
-- @case errors-9.11
DO $$ DECLARE é int; BEGIN é := (1; END $$
-- @case errors-9.12
DO $$ DECLARE n int; BEGIN n := 2; n := 1 2; END $$
-- @case errors-9.13
DO $$ BEGIN IF true THEN NULL; END IF END $$
-- @case errors-9.14
DO $$ DECLARE x e9.nosuch%TYPE; BEGIN NULL; END $$
-- @case errors-9.15
CREATE FUNCTION e9f(a int) RETURNS int LANGUAGE plpgsql AS $fn$
BEGIN
  a := a + ;
  RETURN a;
END $fn$
-- @case errors-9.16
CREATE FUNCTION e9f(a int) RETURNS int LANGUAGE plpgsql AS 'BEGIN RETURN ''x'' END'
-- @case errors-9.17
CREATE FUNCTION e9f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.v := 1; RETURN NEW END $$
-- @case errors-9.18
DO $$ DECLARE n int; BEGIN n := 1 + -- c
; END $$

-- @case errors-9.19
DO $$ DECLARE n int := 1; x foo; BEGIN NULL; END $$
-- @case errors-9.20
DO $$ DECLARE n int := 1; "X" nosuch.typ; BEGIN NULL; END $$
-- @case errors-9.21
DO $$ DECLARE x nosuch.col%TYPE; BEGIN NULL; END $$
-- @case errors-9.22
DO $$ BEGIN RETURN 1; END $$
-- @case errors-9.23
DO $$ BEGIN IF true THEN RETURN; END IF; FOR i IN 1..2 LOOP RETURN i; END LOOP; END $$
-- @case errors-9.24
DO $$ DECLARE a int; b numeric(6,2); c varchar(10); d timestamp with time zone; e int[]; f e9.v%TYPE; g e9pos; h "char"; BEGIN IF false THEN RETURN; END IF; END $$

-- @case errors-9.25
CREATE FUNCTION e9g() RETURNS void LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$
-- @case errors-9.26
CREATE FUNCTION e9g() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN; END $$
-- @case errors-9.27
CREATE FUNCTION e9g() RETURNS SETOF int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$
-- @case errors-9.28
CREATE PROCEDURE e9p() LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$
-- @case errors-9.29
CREATE FUNCTION e9g() RETURNS SETOF int LANGUAGE plpgsql AS $$ BEGIN RETURN NEXT 1; RETURN QUERY SELECT 2; RETURN; END $$
-- @case errors-9.30
CREATE FUNCTION e9g(k int) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  IF k > 0 THEN RETURN k; ELSE RETURN; END IF;
END $$
-- @case errors-9.31
CREATE FUNCTION e9g(OUT a int) LANGUAGE plpgsql AS $$ BEGIN a := 1; RETURN; END $$
-- @case errors-9.32
CREATE FUNCTION e9g() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN; END $$

-- 10: typing: untyped prefix operands, sub-arrays of different types, domain array literals
-- @case errors-10.1
PREPARE e10a AS SELECT - $1
-- @case errors-10.2
PREPARE e10b AS SELECT ~ $1
-- @case errors-10.3
SELECT ARRAY[['\x01'::bytea],['\x02']]
-- @case errors-10.4
SELECT ARRAY[['a'],['\x02'::bytea]]
-- @case errors-10.5
SELECT ARRAY[ARRAY[1], ARRAY['x'::text]]
-- @case errors-10.6
SELECT '{1,-2}'::e9pos[]
-- @case errors-10.7
INSERT INTO e9 (id, v) SELECT 1, ('{3,0}'::e9pos[])::text
-- @case errors-10.8
SELECT ARRAY[ARRAY[1], 2]

-- 11: common mistakes: misspelled columns, wrong types, argument mismatches, joins, aggregates, windows, DDL
-- @setup
CREATE TABLE e11 (id int PRIMARY KEY, name text, n int);
CREATE TABLE e11b (id int, v text);
INSERT INTO e11 VALUES (1, 'a', 10), (2, 'b', 20);
INSERT INTO e11b VALUES (1, 'x');
-- @case errors-11.1
SELECT name FROM e11 ORDER BY nmae
-- @case errors-11.2
SELECT name, count(*) FROM e11 GROUP BY nmae
-- @case errors-11.3
SELECT name FROM e11 GROUP BY name HAVING sum(nn) > 1
-- @case errors-11.4
INSERT INTO e11 (id) VALUES (3) RETURNING nosuch
-- @case errors-11.5
INSERT INTO e11 VALUES (1, 'a') ON CONFLICT (nosuch) DO NOTHING
-- @case errors-11.6
INSERT INTO e11 VALUES (1, 'a') ON CONFLICT (id) DO UPDATE SET nosuch = 1
-- @case errors-11.7
INSERT INTO e11 VALUES (1, 'a') ON CONFLICT (id) DO UPDATE SET name = excluded.nosuch
-- @case errors-11.8
UPDATE e11 SET nosuch = 1
-- @case errors-11.9
UPDATE e11 SET n = 'abc'
-- @case errors-11.10
UPDATE e11 SET n = true
-- @case errors-11.11
INSERT INTO e11 VALUES ('x', 'a', 1)
-- @case errors-11.12
INSERT INTO e11 (id, n) VALUES (5, now())
-- @case errors-11.13
INSERT INTO e11 VALUES (1, 'a', 1, 2)
-- @case errors-11.14
INSERT INTO e11 (id, name) VALUES (1)
-- @case errors-11.15
SELECT length(1, 2)
-- @case errors-11.16
SELECT substr('abc', 'x')
-- @case errors-11.17
SELECT lower(id) FROM e11
-- @case errors-11.18
SELECT * FROM e11 WHERE id = 'abc'
-- @case errors-11.19
SELECT * FROM e11 WHERE '2020-13-01'::date < now()
-- @case errors-11.20
SELECT id FROM e11 JOIN e11b ON e11.id = e11b.id
-- @case errors-11.21
SELECT 1 FROM e11 JOIN e11b USING (nosuch)
-- @case errors-11.22
SELECT 1 FROM e11 JOIN e11b USING (v)
-- @case errors-11.23
SELECT e11.id FROM e11 JOIN e11b USING (id) WHERE e3.id = 1
-- @case errors-11.24
SELECT name, count(*) FROM e11
-- @case errors-11.25
SELECT * FROM e11 WHERE count(*) > 1
-- @case errors-11.26
SELECT sum(count(*)) FROM e11
-- @case errors-11.27
SELECT row_number() FROM e11
-- @case errors-11.28
SELECT * FROM e11 WHERE row_number() OVER () > 1
-- @case errors-11.29
SELECT sum(id) OVER w FROM e11
-- @case errors-11.30
SELECT id FROM e11 GROUP BY row_number() OVER ()
-- @case errors-11.31
CREATE TABLE e11 (x int)
-- @case errors-11.32
CREATE TABLE e11c (x nosuchtype)
-- @case errors-11.33
CREATE TABLE e11c (x int, x text)
-- @case errors-11.34
ALTER TABLE e11 ADD COLUMN name text
-- @case errors-11.35
ALTER TABLE e11 DROP COLUMN nosuch
-- @case errors-11.36
CREATE INDEX ON e11 (nosuch)
-- @case errors-11.37
ALTER TABLE e11b ADD FOREIGN KEY (id) REFERENCES e11 (nosuch)
-- @case errors-11.38
CREATE TABLE e11c (id int PRIMARY KEY, PRIMARY KEY (id))
-- @case errors-11.39
SELECT DISTINCT name FROM e11 ORDER BY n
-- @case errors-11.40
SELECT name FROM e11 UNION SELECT id FROM e11b
-- @case errors-11.41
SELECT 1 FROM e11 ORDER BY 5
-- @case errors-11.42
SELECT id, name FROM e11 GROUP BY 3
-- @case errors-11.43
SELECT * FROM e11 LIMIT 'x'
-- @case errors-11.44
SELECT coalesce(id, 'x') FROM e11
-- @case errors-11.45
SELECT CASE WHEN n > 1 THEN n ELSE 'a' END FROM e11
-- @case errors-11.46
SELECT id FROM e11 WHERE id IN (SELECT id, v FROM e11b)
-- @case errors-11.47
UPDATE e11 SET n = 1, n = 2
-- @case errors-11.48
DELETE FROM e11 WHERE nosuch = 1
-- @case errors-11.49
SELECT x.id FROM e11
-- @case errors-11.50
SELECT name + 1 FROM e11
-- @case errors-11.51
INSERT INTO e11b SELECT id, n FROM e11
-- @case errors-11.52
INSERT INTO e11b SELECT id, n::text, 1 FROM e11
-- @case errors-11.53
SELECT generate_series(1, 'x')
-- @case errors-11.54
SELECT * FROM e11 ORDER BY nosuch(id)
-- @case errors-11.55
SELECT id FROM e11 WHERE n BETWEEN 'a' AND 5
-- @case errors-11.56
SELECT id FROM e11 GROUP BY id HAVING name = 'a'
-- @case errors-11.57
SELECT id, rank() OVER (ORDER BY nosuch) FROM e11
-- @case errors-11.58
SELECT id FROM e11 WHERE id = ANY('{1,x}')
-- @case errors-11.59
UPDATE e11 SET (n, name) = (1)
-- @case errors-11.60
SELECT * FROM e11 e JOIN e11b e ON true
