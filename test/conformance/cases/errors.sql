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
