-- TABLESAMPLE BERNOULLI / SYSTEM: the sample's size and its errors (which rows is each server's own business).

-- @setup
CREATE TABLE tsm (g int PRIMARY KEY, t text);
INSERT INTO tsm SELECT g, 'r' || g FROM generate_series(1, 2000) g;
CREATE VIEW tsm_v AS SELECT * FROM tsm;

-- 1: sizes that do not depend on chance
-- @case tablesample-1.1
SELECT count(*) FROM tsm TABLESAMPLE BERNOULLI (100)
-- @case tablesample-1.2
SELECT count(*) FROM tsm TABLESAMPLE SYSTEM (0)
-- @case tablesample-1.3
SELECT count(*) FROM tsm TABLESAMPLE SYSTEM (100) REPEATABLE (42)
-- @case tablesample-1.4
SELECT count(*) BETWEEN 700 AND 1300 FROM tsm TABLESAMPLE BERNOULLI (50)
-- @case tablesample-1.5
SELECT count(*) BETWEEN 700 AND 1300 FROM tsm TABLESAMPLE SYSTEM (50) REPEATABLE (0.5)
-- @case tablesample-1.6
SELECT (SELECT array_agg(g ORDER BY g) FROM tsm TABLESAMPLE BERNOULLI (5) REPEATABLE (3)) = (SELECT array_agg(g ORDER BY g) FROM tsm TABLESAMPLE BERNOULLI (5) REPEATABLE (3))
-- @case tablesample-1.7
SELECT count(*) FROM public.tsm TABLESAMPLE BERNOULLI (100) WHERE t LIKE 'r1%'
-- @case tablesample-1.8
SELECT s.x, s.y FROM tsm AS s (x, y) TABLESAMPLE BERNOULLI (100) WHERE s.x < 3 ORDER BY 1
-- @case tablesample-1.9
SELECT count(*) FROM tsm a TABLESAMPLE BERNOULLI (100) JOIN tsm b TABLESAMPLE SYSTEM (100) ON a.g = b.g
-- @case tablesample-1.10
SELECT count(*) FROM tsm TABLESAMPLE BERNOULLI (25 * 4) WHERE g % 2 = 0
-- @case tablesample-1.11
SELECT count(*) > 0 FROM pg_class TABLESAMPLE SYSTEM (100)

-- 2: errors
-- @case tablesample-2.1
SELECT count(*) FROM tsm TABLESAMPLE BERNOULLI (101)
-- @case tablesample-2.2
SELECT count(*) FROM tsm TABLESAMPLE SYSTEM (-1)
-- @case tablesample-2.3
SELECT count(*) FROM tsm TABLESAMPLE BERNOULLI (NULL)
-- @case tablesample-2.4
SELECT count(*) FROM tsm TABLESAMPLE BERNOULLI (5) REPEATABLE (NULL)
-- @case tablesample-2.5
SELECT count(*) FROM tsm TABLESAMPLE foo (5)
-- @case tablesample-2.6
SELECT count(*) FROM tsm TABLESAMPLE BERNOULLI (5, 6)
-- @case tablesample-2.7
SELECT count(*) FROM tsm_v TABLESAMPLE SYSTEM (5)
-- @case tablesample-2.8
WITH c AS (SELECT 1) SELECT * FROM c TABLESAMPLE SYSTEM (5)
-- @case tablesample-2.9
SELECT count(*) FROM tsm TABLESAMPLE BERNOULLI ('x')
-- @case tablesample-2.10
SELECT count(*) FROM tsm TABLESAMPLE SYSTEM ('nan')
-- @case tablesample-2.11
SELECT count(*) FROM pg_views TABLESAMPLE SYSTEM (5)
-- @case tablesample-2.12
SELECT s.g FROM tsm AS s (x) TABLESAMPLE BERNOULLI (100)
