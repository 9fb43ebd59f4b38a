-- CREATE TEMPORARY VIEW, CREATE TEMP VIEW, a view over a temporary table (implicitly temporary,
-- with PostgreSQL's NOTICE) and pg_temp-qualified names.
-- @setup
CREATE TEMP TABLE tt (a int);
CREATE TABLE pt (a int);
INSERT INTO tt VALUES (1);
INSERT INTO pt VALUES (2);

-- 1: creating them
-- @case temp-views-1.1
CREATE TEMP VIEW v1 AS SELECT * FROM pt
-- @case temp-views-1.2
CREATE TEMPORARY VIEW v1 (x) AS SELECT a FROM pt
-- @case temp-views-1.3
CREATE VIEW v3 AS SELECT * FROM tt
-- @case temp-views-1.4
CREATE TEMP VIEW public.v7 AS SELECT 1
-- @case temp-views-1.5
CREATE VIEW public.v8 AS SELECT * FROM tt
-- @case temp-views-1.6
CREATE VIEW pg_temp.v6 AS SELECT 1 AS y
-- @case temp-views-1.7
CREATE OR REPLACE TEMP VIEW v9 AS SELECT a, a * 2 AS b FROM tt JOIN pt USING (a)
-- @case temp-views-1.8
CREATE TEMP VIEW v10 AS SELECT * FROM (SELECT a FROM tt UNION ALL SELECT a FROM pt) s

-- 2: using them
-- @setup
CREATE TEMP TABLE tt (a int);
CREATE TABLE pt (a int);
INSERT INTO tt VALUES (1);
INSERT INTO pt VALUES (2);
CREATE TEMP VIEW v1 AS SELECT a + 1 AS a FROM pt;
CREATE VIEW v3 AS SELECT * FROM tt;
CREATE VIEW pg_temp.v6 AS SELECT 1 AS y;
CREATE VIEW pv AS SELECT a FROM pt;

-- @case temp-views-2.1
SELECT * FROM v1
-- @case temp-views-2.2
SELECT * FROM v3
-- @case temp-views-2.3
SELECT * FROM pg_temp.v6
-- @case temp-views-2.4
SELECT viewname, schemaname ~ '^pg_temp' AS temp FROM pg_views WHERE viewname IN ('v1', 'v3', 'v6', 'pv') ORDER BY 1
-- @case temp-views-2.5
SELECT relname, relkind, relpersistence FROM pg_class WHERE relname IN ('v1', 'v3', 'v6', 'pv') ORDER BY 1
-- @case temp-views-2.6
CREATE OR REPLACE TEMP VIEW v1 AS SELECT a * 10 AS a FROM pt
-- @case temp-views-2.7
DROP VIEW v1
-- @case temp-views-2.8
CREATE VIEW v1 AS SELECT 1 AS one
-- @case temp-views-2.9
CREATE TEMP VIEW v1 AS SELECT 1 AS one
-- @case temp-views-2.10
SELECT a FROM v1 JOIN v3 ON true
-- @case temp-views-2.11
CREATE VIEW v11 AS SELECT * FROM v3
-- @case temp-views-2.12
SELECT table_name, table_type FROM information_schema.tables WHERE table_name IN ('v1', 'v3', 'pv') ORDER BY 1
