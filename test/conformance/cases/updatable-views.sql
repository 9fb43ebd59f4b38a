-- Automatically updatable views (rewriteHandler.c rewriteTargetView): INSERT / UPDATE / DELETE on a
-- view over one table (or over such a view) write that table; the view's WHERE limits UPDATE and
-- DELETE, RETURNING reads the view's columns, columns that are not plain base columns are read-only
-- (0A000), and views that are not automatically updatable are 55000 (was 55000 for every view).
-- @setup
CREATE TABLE uv_b (a int PRIMARY KEY, t text DEFAULT 'dflt', h int DEFAULT 7);
INSERT INTO uv_b VALUES (-1, 'neg', 1), (1, 'one', 1), (2, 'two', 2);
CREATE VIEW uv_v AS SELECT a, t FROM uv_b WHERE a > 0;
CREATE VIEW uv_r AS SELECT t AS tt, a AS aa, a * 10 AS a10, upper(t) AS ut FROM uv_b;
CREATE VIEW uv_n AS SELECT aa, tt, a10 FROM uv_r WHERE aa < 100;

-- 1: INSERT through a view: named columns, the base table's defaults, RETURNING the view's columns
-- @case updatable-views-1.1
INSERT INTO uv_v VALUES (3, 'three')
-- @case updatable-views-1.2
INSERT INTO uv_v (a) VALUES (4) RETURNING *
-- @case updatable-views-1.3
INSERT INTO uv_v VALUES (-5, 'outside the view') RETURNING a, t
-- @case updatable-views-1.4
INSERT INTO uv_v SELECT a + 10, t FROM uv_b RETURNING *
-- @case updatable-views-1.5
INSERT INTO uv_r (aa, tt) VALUES (6, 'six') RETURNING *
-- @case updatable-views-1.6
INSERT INTO uv_r VALUES ('seven', 7) RETURNING a10, ut
-- @case updatable-views-1.7
INSERT INTO uv_n (aa) VALUES (8) RETURNING *
-- @case updatable-views-1.8
INSERT INTO uv_v (nosuch) VALUES (1)
-- @case updatable-views-1.9
INSERT INTO uv_v VALUES (1, 'duplicate key')
-- @case updatable-views-1.10
INSERT INTO uv_v AS x (a, t) VALUES (9, 'aliased') RETURNING x.a, x.t

-- 2: UPDATE and DELETE see only the view's rows
-- @case updatable-views-2.1
UPDATE uv_v SET t = 'all' RETURNING *
-- @case updatable-views-2.2
UPDATE uv_v SET t = t || '!' WHERE a = 1 RETURNING a, t
-- @case updatable-views-2.3
UPDATE uv_v SET t = 'none' WHERE a = -1
-- @case updatable-views-2.4
DELETE FROM uv_v RETURNING *
-- @case updatable-views-2.5
DELETE FROM uv_v WHERE a = -1
-- @case updatable-views-2.6
UPDATE uv_r SET tt = 'renamed' WHERE aa = 2 RETURNING *
-- @case updatable-views-2.7
UPDATE uv_n SET aa = aa + 100 WHERE aa = 1 RETURNING *
-- @case updatable-views-2.8
DELETE FROM uv_n WHERE a10 = 20 RETURNING aa, a10
-- @case updatable-views-2.9
UPDATE uv_v AS x SET t = 'via alias' WHERE x.a = 2 RETURNING x.*
-- @case updatable-views-2.10
UPDATE uv_v SET h = 1
-- @case updatable-views-2.11
UPDATE uv_v SET t = 'x' WHERE h = 1
-- @case updatable-views-2.12
UPDATE uv_v SET t = u.t FROM uv_b u WHERE u.a = uv_v.a - 1 RETURNING uv_v.*
-- @case updatable-views-2.13
DELETE FROM uv_v USING uv_b u WHERE u.a = uv_v.a + 1 RETURNING uv_v.a, u.h
-- @case updatable-views-2.14
DELETE FROM uv_v USING uv_b u WHERE u.a = uv_v.a
-- @case updatable-views-2.15
UPDATE uv_v SET t = u.t FROM uv_b u WHERE u.a = uv_v.a + 1

-- 3: read-only columns (0A000) and the view's own columns
-- @case updatable-views-3.1
UPDATE uv_r SET a10 = 1
-- @case updatable-views-3.2
INSERT INTO uv_r (aa, ut) VALUES (1, 'x')
-- @case updatable-views-3.3
INSERT INTO uv_r VALUES ('x', 11, 110)
-- @case updatable-views-3.4
UPDATE uv_n SET a10 = 1
-- @case updatable-views-3.5
DELETE FROM uv_r WHERE ut = 'ONE' RETURNING *

-- @setup
CREATE TABLE uv_b (a int PRIMARY KEY, t text DEFAULT 'dflt', h int DEFAULT 7);
INSERT INTO uv_b VALUES (-1, 'neg', 1), (1, 'one', 1), (2, 'two', 2);
CREATE VIEW uv_v AS SELECT a, t FROM uv_b WHERE a > 0;
CREATE VIEW uv_r AS SELECT t AS tt, a AS aa, a * 10 AS a10, upper(t) AS ut FROM uv_b;
CREATE VIEW uv_n AS SELECT aa, tt, a10 FROM uv_r WHERE aa < 100;
INSERT INTO uv_v VALUES (3, 'three');
INSERT INTO uv_v (a) VALUES (4);
INSERT INTO uv_r (aa, tt) VALUES (5, 'five');
UPDATE uv_v SET t = 'seen';
UPDATE uv_n SET tt = 'nested' WHERE aa = 2;
DELETE FROM uv_v WHERE a = 3;
DELETE FROM uv_n WHERE aa = 5;

-- 4: what the statements above wrote
-- @case updatable-views-4.1
SELECT * FROM uv_b ORDER BY a

-- @setup
CREATE TABLE uv_b (a int PRIMARY KEY, t text);
INSERT INTO uv_b VALUES (1, 'one');
CREATE VIEW uv_distinct AS SELECT DISTINCT a FROM uv_b;
CREATE VIEW uv_group AS SELECT a, count(*) FROM uv_b GROUP BY a;
CREATE VIEW uv_having AS SELECT 1 AS one FROM uv_b HAVING count(*) > 0;
CREATE VIEW uv_union AS SELECT a FROM uv_b UNION SELECT a FROM uv_b;
CREATE VIEW uv_with AS WITH w AS (SELECT a FROM uv_b) SELECT a FROM w;
CREATE VIEW uv_limit AS SELECT a FROM uv_b LIMIT 1;
CREATE VIEW uv_agg AS SELECT max(a) AS m FROM uv_b;
CREATE VIEW uv_window AS SELECT a, row_number() OVER () AS rn FROM uv_b;
CREATE VIEW uv_srf AS SELECT a, generate_series(1, 2) AS g FROM uv_b;
CREATE VIEW uv_join AS SELECT x.a FROM uv_b x, uv_b y;
CREATE VIEW uv_const AS SELECT 1 AS one;
CREATE VIEW uv_exprs AS SELECT a + 1 AS a1, upper(t) AS ut FROM uv_b;
CREATE VIEW uv_whole AS SELECT uv_b FROM uv_b;
CREATE VIEW uv_sub AS SELECT a FROM (SELECT a FROM uv_b) s;

-- 5: views that are not automatically updatable: 55000 for each reason
-- @case updatable-views-5.1
INSERT INTO uv_distinct VALUES (2)
-- @case updatable-views-5.2
UPDATE uv_group SET a = 2
-- @case updatable-views-5.3
DELETE FROM uv_having
-- @case updatable-views-5.4
DELETE FROM uv_union
-- @case updatable-views-5.5
DELETE FROM uv_with
-- @case updatable-views-5.6
UPDATE uv_limit SET a = 2
-- @case updatable-views-5.7
DELETE FROM uv_agg
-- @case updatable-views-5.8
DELETE FROM uv_window
-- @case updatable-views-5.9
DELETE FROM uv_srf
-- @case updatable-views-5.10
DELETE FROM uv_join
-- @case updatable-views-5.11
INSERT INTO uv_const VALUES (1)
-- @case updatable-views-5.12
INSERT INTO uv_exprs VALUES (1, 'x')
-- @case updatable-views-5.13
DELETE FROM uv_exprs WHERE a1 = 2 RETURNING *
-- @case updatable-views-5.14
INSERT INTO uv_whole VALUES (NULL)
-- @case updatable-views-5.15
DELETE FROM uv_sub
-- @case updatable-views-5.16
MERGE INTO uv_exprs USING uv_b ON true WHEN MATCHED THEN DELETE

-- 6: updatability in the catalogs
-- @case updatable-views-6.1
SELECT table_name, check_option, is_updatable, is_insertable_into, is_trigger_updatable, is_trigger_deletable, is_trigger_insertable_into FROM information_schema.views WHERE table_name LIKE 'uv\_%' ORDER BY 1
-- @case updatable-views-6.2
SELECT table_name, is_insertable_into FROM information_schema.tables WHERE table_name LIKE 'uv\_%' ORDER BY 1
-- @case updatable-views-6.3
SELECT table_name, column_name, is_updatable FROM information_schema.columns WHERE table_name LIKE 'uv\_%' ORDER BY 1, ordinal_position
-- @case updatable-views-6.4
SELECT c.relname, pg_relation_is_updatable(c.oid, false), pg_relation_is_updatable(c.oid, true) FROM pg_class c WHERE c.relname LIKE 'uv\_%' AND c.relkind IN ('r', 'v') ORDER BY 1
-- @case updatable-views-6.5
SELECT c.relname, a.attname, pg_column_is_updatable(c.oid, a.attnum, false) FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid WHERE c.relname LIKE 'uv\_%' AND a.attnum > 0 ORDER BY 1, a.attnum
-- @case updatable-views-6.6
SELECT pg_relation_is_updatable('pg_class'::regclass, false), pg_relation_is_updatable('pg_tables'::regclass, false), pg_relation_is_updatable(0, false)

-- @setup
CREATE TABLE uv_pt (k int, v text) PARTITION BY RANGE (k);
CREATE TABLE uv_pt1 PARTITION OF uv_pt FOR VALUES FROM (0) TO (10);
CREATE TABLE uv_pt2 PARTITION OF uv_pt FOR VALUES FROM (10) TO (20);
CREATE VIEW uv_ptv AS SELECT k, v FROM uv_pt WHERE k < 15 WITH CHECK OPTION;
INSERT INTO uv_ptv VALUES (1, 'a'), (12, 'b');

-- 7: INSERT through a view over a partitioned table is routed to the partitions
-- @case updatable-views-7.1
SELECT tableoid::regclass, * FROM uv_pt ORDER BY k
-- @case updatable-views-7.2
INSERT INTO uv_ptv VALUES (2, 'c') RETURNING *
-- @case updatable-views-7.3
INSERT INTO uv_ptv VALUES (17, 'outside the view')
