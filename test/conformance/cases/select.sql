-- SELECT: where, joins, group by/having, order by with NULLs, limit/offset, subqueries, CTEs,
-- set operations, VALUES.
-- @setup
CREATE TABLE t1 (a int, b text, c numeric(6,2));
INSERT INTO t1 VALUES (1, 'one', 1.50), (2, 'two', NULL), (3, 'three', 3.25), (4, NULL, 4.00), (NULL, 'null-a', 0.10);
CREATE TABLE t2 (a int, d text);
INSERT INTO t2 VALUES (1, 'x'), (1, 'y'), (3, 'z'), (5, 'w');

-- 1: basics and WHERE
-- @case select-1.1
SELECT 1
-- @case select-1.2
SELECT 1 AS one, 'a' AS two, NULL AS three
-- @case select-1.3
SELECT * FROM t1
-- @case select-1.4
SELECT a, b FROM t1 WHERE a > 2
-- @case select-1.5
SELECT a FROM t1 WHERE b IS NULL
-- @case select-1.6
SELECT a FROM t1 WHERE b IS NOT NULL AND a <> 1
-- @case select-1.7
SELECT a FROM t1 WHERE a = NULL
-- @case select-1.8
SELECT a FROM t1 WHERE a IN (1, 3, NULL)
-- @case select-1.9
SELECT a FROM t1 WHERE a NOT IN (1, NULL)
-- @case select-1.10
SELECT a FROM t1 WHERE a BETWEEN 2 AND 3
-- @case select-1.11
SELECT a FROM t1 WHERE a BETWEEN SYMMETRIC 3 AND 2
-- @case select-1.12
SELECT a FROM t1 WHERE b LIKE 't%'
-- @case select-1.13
SELECT a FROM t1 WHERE a IS DISTINCT FROM 1
-- @case select-1.14
SELECT a FROM t1 WHERE a IS NOT DISTINCT FROM NULL
-- @case select-1.15
SELECT a, c FROM t1 WHERE c > 1
-- @case select-1.16
SELECT a FROM t1 WHERE NOT (a > 1)
-- @case select-1.17
SELECT a FROM t1 WHERE a > 1 OR b = 'one'
-- @case select-1.18
SELECT a * 2 AS doubled, b || '!' AS shout FROM t1 WHERE a < 3
-- @case select-1.19
SELECT DISTINCT a FROM t2
-- @case select-1.20
SELECT count(*) FROM t1 WHERE false

-- 2: joins
-- @case select-2.1
SELECT t1.a, t2.d FROM t1 JOIN t2 ON t1.a = t2.a
-- @case select-2.2
SELECT t1.a, t2.d FROM t1 LEFT JOIN t2 ON t1.a = t2.a
-- @case select-2.3
SELECT t1.a, t2.a, t2.d FROM t1 RIGHT JOIN t2 ON t1.a = t2.a
-- @case select-2.4
SELECT t1.a, t2.a FROM t1 FULL JOIN t2 ON t1.a = t2.a
-- @case select-2.5
SELECT count(*) FROM t1 CROSS JOIN t2
-- @case select-2.6
SELECT a, b, d FROM t1 JOIN t2 USING (a)
-- @case select-2.7
SELECT * FROM t1 NATURAL JOIN t2
-- @case select-2.8
SELECT x.a, y.d FROM t1 AS x, t2 AS y WHERE x.a = y.a AND y.d <> 'x'
-- @case select-2.9
SELECT t1.a FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t2.a IS NULL
-- @case select-2.10
SELECT a.a, b.a FROM t1 a JOIN t1 b ON a.a < b.a

-- 3: aggregates, GROUP BY, HAVING
-- @case select-3.1
SELECT count(*), count(a), count(b), count(c) FROM t1
-- @case select-3.2
SELECT sum(a), min(a), max(a) FROM t1
-- @case select-3.3
SELECT avg(a) FROM t1
-- @case select-3.4
SELECT sum(c), avg(c) FROM t1
-- @case select-3.5
SELECT a, count(*) FROM t2 GROUP BY a
-- @case select-3.6
SELECT a, count(*) FROM t2 GROUP BY a HAVING count(*) > 1
-- @case select-3.7
SELECT a, string_agg(d, ',' ORDER BY d) FROM t2 GROUP BY a
-- @case select-3.8
SELECT count(DISTINCT a) FROM t2
-- @case select-3.9
SELECT sum(a) FROM t1 WHERE a > 100
-- @case select-3.10
SELECT count(*) FROM t1 HAVING count(*) > 2
-- @case select-3.11
SELECT a % 2 AS parity, count(*) FROM t1 GROUP BY a % 2
-- @case select-3.12
SELECT b IS NULL, count(*) FROM t1 GROUP BY 1
-- @case select-3.13
SELECT max(b), min(b) FROM t1
-- @case select-3.14
SELECT count(*) FILTER (WHERE a > 1) FROM t1
-- @case select-3.15
SELECT bool_and(a > 0), bool_or(a > 3) FROM t1

-- 4: ORDER BY, NULL ordering, LIMIT/OFFSET
-- @case select-4.1
SELECT a FROM t1 ORDER BY a
-- @case select-4.2
SELECT a FROM t1 ORDER BY a DESC
-- @case select-4.3
SELECT a FROM t1 ORDER BY a NULLS FIRST
-- @case select-4.4
SELECT a FROM t1 ORDER BY a DESC NULLS LAST
-- @case select-4.5
SELECT b FROM t1 ORDER BY b
-- @case select-4.6
SELECT a, b FROM t1 ORDER BY 2 DESC, 1
-- @case select-4.7
SELECT a FROM t1 ORDER BY a LIMIT 2
-- @case select-4.8
SELECT a FROM t1 ORDER BY a LIMIT 2 OFFSET 2
-- @case select-4.9
SELECT a FROM t1 ORDER BY a OFFSET 3
-- @case select-4.10
SELECT a FROM t1 ORDER BY a FETCH FIRST 1 ROW ONLY
-- @case select-4.11
SELECT a AS x FROM t1 ORDER BY x DESC
-- @case select-4.12
SELECT a FROM t1 ORDER BY c DESC NULLS LAST
-- @case select-4.13
SELECT a FROM t1 ORDER BY a LIMIT 0
-- @case select-4.14
SELECT a FROM t1 ORDER BY a LIMIT ALL
-- @case select-4.15
SELECT a FROM t1 ORDER BY a LIMIT -1
-- @case select-4.16
SELECT b FROM (VALUES ('B'), ('a'), ('_'), ('A'), ('b')) v(b) ORDER BY b

-- 5: subqueries
-- @case select-5.1
SELECT a FROM t1 WHERE a IN (SELECT a FROM t2)
-- @case select-5.2
SELECT a FROM t1 WHERE a NOT IN (SELECT a FROM t2)
-- @case select-5.3
SELECT a FROM t1 WHERE EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a)
-- @case select-5.4
SELECT a, (SELECT count(*) FROM t2 WHERE t2.a = t1.a) AS n FROM t1
-- @case select-5.5
SELECT (SELECT max(a) FROM t2)
-- @case select-5.6
SELECT * FROM (SELECT a, b FROM t1 WHERE a > 1) s WHERE s.a < 4
-- @case select-5.7
SELECT (SELECT a FROM t2)
-- @case select-5.8
SELECT a FROM t1 WHERE a > ALL (SELECT a FROM t2 WHERE a < 3)
-- @case select-5.9
SELECT a FROM t1 WHERE a = ANY (SELECT a FROM t2)
-- @case select-5.10
SELECT (SELECT d FROM t2 WHERE a = 99)

-- 6: CTEs
-- @case select-6.1
WITH x AS (SELECT a FROM t1 WHERE a > 1) SELECT count(*) FROM x
-- @case select-6.2
WITH x(n) AS (VALUES (1), (2)) SELECT n * 10 FROM x
-- @case select-6.3
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r
-- @case select-6.4
WITH RECURSIVE r(n, f) AS (SELECT 1, 1::bigint UNION ALL SELECT n + 1, f * (n + 1) FROM r WHERE n < 10) SELECT max(f) FROM r
-- @case select-6.5
WITH a AS (SELECT 1 AS v), b AS (SELECT v + 1 AS v FROM a) SELECT * FROM a, b

-- 7: set operations
-- @case select-7.1
SELECT a FROM t1 UNION SELECT a FROM t2
-- @case select-7.2
SELECT a FROM t1 UNION ALL SELECT a FROM t2
-- @case select-7.3
SELECT a FROM t2 INTERSECT SELECT a FROM t1
-- @case select-7.4
SELECT a FROM t1 EXCEPT SELECT a FROM t2
-- @case select-7.5
SELECT a FROM t2 EXCEPT ALL SELECT 1
-- @case select-7.6
SELECT 1 UNION SELECT 2 ORDER BY 1 DESC
-- @case select-7.7
SELECT 1 AS x UNION SELECT 1.5
-- @case select-7.8
SELECT 'a' UNION SELECT 'b'
-- @case select-7.9
SELECT a FROM t2 INTERSECT ALL SELECT a FROM t2

-- 8: VALUES and expressions
-- @case select-8.1
VALUES (1, 'a'), (2, 'b')
-- @case select-8.2
SELECT * FROM (VALUES (1, 'a'), (2, NULL)) AS v(x, y)
-- @case select-8.3
VALUES (1), (2) ORDER BY 1 DESC
-- @case select-8.4
SELECT CASE WHEN a > 2 THEN 'big' WHEN a > 1 THEN 'mid' ELSE 'small' END FROM t1
-- @case select-8.5
SELECT CASE a WHEN 1 THEN 'one' END FROM t1
-- @case select-8.6
SELECT coalesce(b, 'none') FROM t1
-- @case select-8.7
SELECT nullif(a, 1) FROM t1
-- @case select-8.8
SELECT greatest(1, 5, 3), least(1, 5, 3)
-- @case select-8.9
SELECT a > 1 FROM t1
-- @case select-8.10
SELECT (1, 2) = (1, 2)
-- @case select-8.11
SELECT DISTINCT ON (a) a, d FROM t2 ORDER BY a, d DESC
-- @case select-8.12
SELECT a, row_number() OVER (ORDER BY a) FROM t2 ORDER BY a, d
-- @case select-8.13
SELECT * FROM generate_series(1, 3)
-- @case select-8.14
SELECT ROW(1, 'a')
-- @case select-8.15
SELECT ROW(1, 'a b', NULL, '', 'x"y', true, 1.50, ARRAY[1, 2], 'q\r'), (2, 'z'), ROW()
-- @case select-8.16
SELECT ROW(x, y) AS r, (x, y, '2024-01-02'::date) FROM (VALUES (1, 'p'), (2, NULL)) v(x, y) ORDER BY x
-- @case select-8.17
SELECT ROW(1, 2)::text, pg_typeof(ROW(1)), ROW(1.5::float8, -0.0::float8, '{"a": [1]}'::jsonb)

-- 9: a CTE read from a subquery in FROM, a JOIN's subquery, a set operation's ORDER BY subquery
-- @case select-9.1
WITH c AS (SELECT a, b FROM t1) SELECT * FROM (SELECT * FROM c) s ORDER BY a
-- @case select-9.2
WITH c AS (SELECT a FROM t1 WHERE a > 1) SELECT t1.a, s.a FROM t1 JOIN (SELECT a FROM c) s ON s.a = t1.a ORDER BY 1
-- @case select-9.3
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 4) SELECT sum(n) FROM (SELECT n FROM r WHERE n % 2 = 0) s
-- @case select-9.4
WITH c AS (SELECT 1 AS x) SELECT * FROM (SELECT * FROM (SELECT x FROM c) s1) s2
-- @case select-9.5
WITH c AS (SELECT a FROM t1) SELECT a FROM t1 UNION SELECT 10 ORDER BY (SELECT 1 FROM c LIMIT 1), 1
-- @case select-9.6
SELECT * FROM t1, (SELECT a FROM t1 x WHERE x.a = t1.a) s
-- @case select-9.7
WITH c AS (SELECT 1 AS x) SELECT * FROM (SELECT * FROM c) s, c ORDER BY 1
-- @case select-9.8
SELECT a FROM t1 UNION SELECT 10 ORDER BY a + 1
-- @case select-9.9
SELECT a, b FROM t1 UNION ALL SELECT 7, 'x' ORDER BY b DESC NULLS LAST, 1
-- @case select-9.10
SELECT a FROM t1 INTERSECT SELECT a FROM t2 ORDER BY lower('x')
-- @case select-9.11
VALUES (1, 'b'), (2, 'a') ORDER BY column1 * -1
-- @case select-9.12
SELECT a FROM t1 UNION SELECT 10 ORDER BY nosuch
-- @case select-9.13
SELECT a FROM t1 UNION SELECT 10 ORDER BY 1 DESC LIMIT 2
