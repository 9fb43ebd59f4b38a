-- WITH and MERGE, session 26: what PostgreSQL 15's with.sql checks and pgsqlite answered
-- differently. Each case runs inside BEGIN … ROLLBACK.

-- 1: a MERGE's WITH queries are in scope in its actions' subqueries (the matched UPDATE's SET)
-- @setup
CREATE TABLE wm1 (k int PRIMARY KEY, v text);
INSERT INTO wm1 VALUES (0, 'zero'), (1, 'one');
WITH c AS MATERIALIZED (SELECT 1 AS a, 'c val' AS b)
MERGE INTO wm1 USING (SELECT 0 AS k, 'src' AS v OFFSET 0) o ON wm1.k = o.k
WHEN MATCHED THEN UPDATE SET v = (SELECT b || ' merge update' FROM c WHERE c.a = wm1.k + 1 LIMIT 1)
WHEN NOT MATCHED THEN INSERT VALUES (o.k, o.v);

-- @case with-merge-s26-1.1
SELECT * FROM wm1 ORDER BY k

-- 2: … as the source, in ON, and in an INSERT's VALUES
-- @setup
CREATE TABLE wm2 (k int PRIMARY KEY, v text);
INSERT INTO wm2 VALUES (0, 'zero'), (1, 'one');
WITH src(k, v) AS (VALUES (1, 'x'), (5, 'five')), pre AS (SELECT '>' AS p)
MERGE INTO wm2 USING src s ON wm2.k = s.k AND s.k < (SELECT count(*) + 10 FROM src)
WHEN MATCHED THEN UPDATE SET v = s.v
WHEN NOT MATCHED THEN INSERT VALUES (s.k, (SELECT p FROM pre) || s.v);

-- @case with-merge-s26-2.1
SELECT * FROM wm2 ORDER BY k

-- 3: … in a WHEN condition
-- @setup
CREATE TABLE wm3 (k int PRIMARY KEY, v text);
INSERT INTO wm3 VALUES (0, 'zero'), (1, 'one'), (2, 'two');
WITH lim AS (SELECT 0 AS m)
MERGE INTO wm3 USING (SELECT g AS k FROM generate_series(0, 3) g) o ON wm3.k = o.k
WHEN MATCHED AND wm3.k > (SELECT m FROM lim) THEN DELETE
WHEN NOT MATCHED AND o.k > (SELECT m + 2 FROM lim) THEN INSERT VALUES (o.k, 'new');

-- @case with-merge-s26-3.1
SELECT * FROM wm3 ORDER BY k

-- 4: WITH RECURSIVE is refused for MERGE (parse_merge.c), a WITH query named as the target is
-- not the target
-- @setup
CREATE TABLE wm4 (k int PRIMARY KEY, v text);
INSERT INTO wm4 VALUES (0, 'zero');

-- @case with-merge-s26-4.1
WITH RECURSIVE c AS (SELECT 1 AS a, 'c val' AS b) MERGE INTO wm4 USING (SELECT 0 AS k) o ON wm4.k = o.k WHEN MATCHED THEN UPDATE SET v = 'y'
-- @case with-merge-s26-4.2
WITH wm4 AS (SELECT 1 AS k) MERGE INTO wm4 USING (SELECT 0 AS k) o ON wm4.k = o.k WHEN MATCHED THEN UPDATE SET v = 'y'
-- @case with-merge-s26-4.3
WITH c AS (SELECT 0 AS k) MERGE INTO wm4 USING c ON wm4.k = c.k WHEN MATCHED THEN UPDATE SET v = (SELECT 'via ' || count(*) FROM c)

-- 5: a recursive query's union with a WITH of its own: the seed arm sees it (with.sql's
-- nested-recursive-WITH case)
-- @case with-merge-s26-5.1
WITH RECURSIVE t(j) AS (
    WITH RECURSIVE s(i) AS (VALUES (1) UNION ALL SELECT i + 1 FROM s WHERE i < 10)
    SELECT i FROM s
    UNION ALL
    SELECT j + 1 FROM t WHERE j < 10
)
SELECT j, count(*) FROM t GROUP BY j ORDER BY j
-- @case with-merge-s26-5.2
WITH RECURSIVE t(j) AS (
    WITH s(i) AS (SELECT 3)
    SELECT i FROM s
    UNION ALL
    SELECT j + (SELECT i FROM s) FROM t WHERE j < 12
)
SELECT * FROM t

-- 6: a WITH query named like a table does not hide the table from a schema-qualified reference
-- (SQLite resolved the name to the WITH query: the wrong rows, silently)
-- @setup
CREATE TABLE wq6 (k int);
INSERT INTO wq6 VALUES (42);
CREATE SCHEMA wq6s;
CREATE TABLE wq6s.t (k int);
INSERT INTO wq6s.t VALUES (7);

-- @case with-merge-s26-6.1
WITH wq6 AS (SELECT 1 AS k) SELECT (SELECT k FROM public.wq6) AS tab, k FROM wq6
-- @case with-merge-s26-6.2
WITH RECURSIVE wq6(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM wq6 WHERE k < 3) SELECT (SELECT max(k) FROM public.wq6) AS tab, k FROM wq6
-- @case with-merge-s26-6.3
WITH "wq6s.t" AS (SELECT 1 AS k) SELECT t.k, c.k FROM wq6s.t, "wq6s.t" c
-- @case with-merge-s26-6.4
WITH wq6 AS (SELECT 2 AS k) UPDATE wq6 SET k = k + (SELECT k FROM wq6) RETURNING k
-- @case with-merge-s26-6.5
WITH wq6 AS (SELECT 2 AS k) INSERT INTO wq6 SELECT k FROM public.wq6 RETURNING k
-- @case with-merge-s26-6.6
WITH d AS (DELETE FROM wq6s.t RETURNING k), wq6 AS (SELECT 5 AS k) SELECT (SELECT k FROM public.wq6), (SELECT k FROM wq6), (SELECT k FROM d)

-- 7: a recursive term of other column types than the seed's is cast in its own SELECT list (it
-- was wrapped in a subquery around the self-reference: SQLite's "circular reference", XX000)
-- @setup
CREATE TABLE wr7p (a int);
CREATE TABLE wr7c () INHERITS (wr7p);

-- @case with-merge-s26-7.1
WITH RECURSIVE r(n) AS (SELECT 1::numeric UNION ALL SELECT (n + 1)::int FROM r WHERE n < 3) SELECT n, pg_typeof(n) FROM r
-- @case with-merge-s26-7.2
WITH RECURSIVE r(n) AS (SELECT 1::float8 UNION ALL SELECT (n + 1)::int FROM r WHERE n < 3) SELECT n / 2 FROM r
-- @case with-merge-s26-7.3
WITH RECURSIVE r(n) AS (SELECT 'a'::text UNION ALL SELECT (n || 'b')::varchar FROM r WHERE length(n) < 3) SELECT n, pg_typeof(n) FROM r
-- @case with-merge-s26-7.4
WITH RECURSIVE r AS (SELECT 'wr7p'::regclass AS inhrelid UNION ALL SELECT c.inhrelid FROM pg_inherits c, r WHERE r.inhrelid = c.inhparent) SELECT inhrelid, pg_typeof(inhrelid) FROM r ORDER BY 1
-- @case with-merge-s26-7.5
WITH RECURSIVE r(n) AS (SELECT 1::int UNION ALL SELECT (n + 1)::numeric FROM r WHERE n < 3) SELECT * FROM r
-- @case with-merge-s26-7.6
WITH RECURSIVE r(n, s) AS (SELECT 1::bigint, 'x'::text UNION SELECT n + 1, s || 'y' FROM r WHERE n < 4) SELECT * FROM r
