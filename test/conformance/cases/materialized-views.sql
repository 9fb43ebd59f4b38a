-- Materialized views: CREATE MATERIALIZED VIEW … [WITH [NO] DATA], REFRESH [CONCURRENTLY],
-- reading an unpopulated one (55000), DML/TRUNCATE/COPY refused (42809), DROP and its
-- dependencies, RENAME, CREATE INDEX, pg_class / pg_matviews / pg_get_viewdef. Every case runs
-- inside BEGIN … ROLLBACK.
-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x'), (2, 'y'), (-3, 'z');
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
CREATE MATERIALIZED VIEW mvn (k) AS SELECT a FROM mvb WITH NO DATA;

-- 1: creation, tags and reads
-- @case materialized-views-1.1
CREATE MATERIALIZED VIEW mv_new AS SELECT a * 10 AS t FROM mvb
-- @case materialized-views-1.2
CREATE MATERIALIZED VIEW mv_new AS SELECT a FROM mvb WITH NO DATA
-- @case materialized-views-1.3
CREATE MATERIALIZED VIEW IF NOT EXISTS mvp AS SELECT 1
-- @case materialized-views-1.4
CREATE MATERIALIZED VIEW mvp AS SELECT 1
-- @case materialized-views-1.5
SELECT * FROM mvp ORDER BY a
-- @case materialized-views-1.6
SELECT * FROM mvn
-- @case materialized-views-1.7
SELECT count(*) FROM mvb JOIN mvn ON mvn.k = mvb.a
-- @case materialized-views-1.8
CREATE MATERIALIZED VIEW mv_new (x, y, z) AS SELECT 1, 2
-- @case materialized-views-1.9
CREATE UNLOGGED MATERIALIZED VIEW mv_new AS SELECT 1
-- @case materialized-views-1.10
CREATE MATERIALIZED VIEW mv_new WITH (fillfactor = 70) AS SELECT a FROM mvb
-- @case materialized-views-1.11
SELECT relkind, relispopulated, relnatts FROM pg_class WHERE relname IN ('mvp', 'mvn') ORDER BY relname
-- @case materialized-views-1.12
SELECT schemaname, matviewname, hasindexes, ispopulated, definition FROM pg_matviews ORDER BY matviewname
-- @case materialized-views-1.13
SELECT pg_get_viewdef('mvn'::regclass)
-- @case materialized-views-1.14
SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'mv%' ORDER BY 1
-- @case materialized-views-1.15
SELECT attname, atttypid::regtype FROM pg_attribute WHERE attrelid = 'mvn'::regclass AND attnum > 0

-- 2: REFRESH
-- @case materialized-views-2.1
REFRESH MATERIALIZED VIEW mvn
-- @case materialized-views-2.2
REFRESH MATERIALIZED VIEW CONCURRENTLY mvn
-- @case materialized-views-2.3
REFRESH MATERIALIZED VIEW CONCURRENTLY mvp
-- @case materialized-views-2.4
REFRESH MATERIALIZED VIEW CONCURRENTLY mvp WITH NO DATA
-- @case materialized-views-2.5
REFRESH MATERIALIZED VIEW mvb
-- @case materialized-views-2.6
REFRESH MATERIALIZED VIEW nosuch
-- @case materialized-views-2.7
REFRESH MATERIALIZED VIEW mvp WITH NO DATA

-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x'), (2, 'y'), (-3, 'z');
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
CREATE MATERIALIZED VIEW mvn (k) AS SELECT a FROM mvb WITH NO DATA;
INSERT INTO mvb VALUES (4, 'w');
REFRESH MATERIALIZED VIEW mvn;
CREATE UNIQUE INDEX mvp_a ON mvp (a);
UPDATE mvb SET b = 'changed' WHERE a = 1;
-- @case materialized-views-3.1 ordered
SELECT * FROM mvn ORDER BY k
-- @case materialized-views-3.2 ordered
SELECT * FROM mvp ORDER BY a
-- @case materialized-views-3.3
REFRESH MATERIALIZED VIEW CONCURRENTLY mvp
-- @case materialized-views-3.4
SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'mvp'
-- @case materialized-views-3.5
SELECT hasindexes FROM pg_matviews WHERE matviewname = 'mvp'
-- @case materialized-views-3.6
INSERT INTO mvp VALUES (9, 'q')

-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x'), (2, 'y'), (-3, 'z');
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
INSERT INTO mvb VALUES (4, 'w');
CREATE UNIQUE INDEX mvp_a ON mvp (a);
REFRESH MATERIALIZED VIEW CONCURRENTLY mvp;
-- @case materialized-views-4.1 ordered
SELECT * FROM mvp ORDER BY a

-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x'), (2, 'y');
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
REFRESH MATERIALIZED VIEW mvp WITH NO DATA;
-- @case materialized-views-5.1
SELECT * FROM mvp
-- @case materialized-views-5.2
SELECT relispopulated FROM pg_class WHERE relname = 'mvp'

-- 6: writes refused, DROP, dependencies, RENAME
-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x'), (2, 'y'), (-3, 'z');
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
CREATE MATERIALIZED VIEW mvn (k) AS SELECT a FROM mvb WITH NO DATA;
-- @case materialized-views-6.1
INSERT INTO mvp VALUES (5, 'v')
-- @case materialized-views-6.2
UPDATE mvp SET b = 'u'
-- @case materialized-views-6.3
DELETE FROM mvp
-- @case materialized-views-6.4
TRUNCATE mvp
-- @case materialized-views-6.5
UPDATE mvn SET k = 1
-- @case materialized-views-6.6
DROP TABLE mvp
-- @case materialized-views-6.7
DROP VIEW mvp
-- @case materialized-views-6.8
DROP MATERIALIZED VIEW mvb
-- @case materialized-views-6.9
DROP MATERIALIZED VIEW mvp
-- @case materialized-views-6.10
DROP MATERIALIZED VIEW IF EXISTS nosuch
-- @case materialized-views-6.11
DROP TABLE mvb
-- @case materialized-views-6.12
DROP TABLE mvb CASCADE
-- @case materialized-views-6.13
ALTER MATERIALIZED VIEW mvp RENAME TO mvq
-- @case materialized-views-6.14
ALTER MATERIALIZED VIEW mvp RENAME COLUMN a TO aa
-- @case materialized-views-6.15
ALTER MATERIALIZED VIEW mvb RENAME TO mvq
-- @case materialized-views-6.16
CREATE INDEX ON mvp (b)
-- @case materialized-views-6.17
COPY mvp TO STDOUT
-- @case materialized-views-6.18
ALTER MATERIALIZED VIEW IF EXISTS nosuch RENAME TO x
-- @case materialized-views-6.19
CREATE MATERIALIZED VIEW mv_new AS SELECT * FROM mvp JOIN mvn ON k = a

-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x'), (2, 'y'), (-3, 'z');
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
CREATE VIEW mvv AS SELECT * FROM mvp;
ALTER MATERIALIZED VIEW mvp RENAME COLUMN b TO bb;
ALTER MATERIALIZED VIEW mvp RENAME TO mvq;
ALTER TABLE mvb RENAME TO mvc;
INSERT INTO mvc VALUES (7, 's');
-- @case materialized-views-7.1 ordered
SELECT * FROM mvq ORDER BY a
-- @case materialized-views-7.2
REFRESH MATERIALIZED VIEW mvq
-- @case materialized-views-7.3 ordered
SELECT * FROM mvv ORDER BY a
-- @case materialized-views-7.4
DROP MATERIALIZED VIEW mvq
-- @case materialized-views-7.5
DROP MATERIALIZED VIEW mvq CASCADE
-- @case materialized-views-7.6
SELECT matviewname, pg_get_viewdef(matviewname::regclass, true) FROM pg_matviews

-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x'), (2, 'y'), (-3, 'z');
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
ALTER TABLE mvb RENAME TO mvc;
INSERT INTO mvc VALUES (7, 's');
REFRESH MATERIALIZED VIEW mvp;
-- @case materialized-views-8.1 ordered
SELECT * FROM mvp ORDER BY a

-- 9: a query planned but not run may read an unpopulated one; row locks; nested dependencies
-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x'), (2, 'y'), (-3, 'z');
CREATE MATERIALIZED VIEW mvn (k) AS SELECT a FROM mvb WITH NO DATA;
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
CREATE VIEW mvv AS SELECT a FROM mvp;
CREATE MATERIALIZED VIEW mvw AS SELECT a FROM mvv;
-- @case materialized-views-9.1
CREATE MATERIALIZED VIEW mv_new AS SELECT * FROM mvn WITH NO DATA
-- @case materialized-views-9.2
CREATE MATERIALIZED VIEW mv_new AS SELECT * FROM mvn
-- @case materialized-views-9.3
SELECT * FROM mvp FOR SHARE
-- @case materialized-views-9.4
SELECT * FROM mvb JOIN mvp USING (a) FOR UPDATE OF mvb
-- @case materialized-views-9.5
SELECT * FROM mvb JOIN mvp USING (a) FOR UPDATE OF mvp
-- @case materialized-views-9.6
DROP TABLE mvb
-- @case materialized-views-9.7
DROP TABLE mvb CASCADE
-- @case materialized-views-9.8
DROP MATERIALIZED VIEW mvp CASCADE

-- 10: the catalog rows pg_dump orders by (the _RETURN rule and its dependencies)
-- @setup
CREATE TABLE mvb (a int, b text);
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb WHERE a > 0;
-- @case materialized-views-10.1
SELECT rulename, ev_type, is_instead FROM pg_rewrite WHERE ev_class = 'mvp'::regclass
-- @case materialized-views-10.2
SELECT DISTINCT d.deptype FROM pg_depend d JOIN pg_rewrite r ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid WHERE r.ev_class = 'mvp'::regclass AND d.refobjid = 'mvb'::regclass
-- @case materialized-views-10.3
SELECT relhasrules, relreplident, relam <> 0 AS has_am FROM pg_class WHERE relname = 'mvp'

-- 11: a view reading an unpopulated one; a view and a procedure over one may be created
-- @setup
CREATE TABLE mvb (a int, b text);
INSERT INTO mvb VALUES (1, 'x');
CREATE MATERIALIZED VIEW mvn AS SELECT a FROM mvb WITH NO DATA;
CREATE VIEW mvv AS SELECT * FROM mvn;
CREATE VIEW mvvv AS SELECT a FROM mvv WHERE a > 0;
-- @case materialized-views-11.1
SELECT * FROM mvv
-- @case materialized-views-11.2
SELECT count(*) FROM mvvv
-- @case materialized-views-11.3
CREATE VIEW mvw AS SELECT a FROM mvn
-- @case materialized-views-11.4
CREATE PROCEDURE mvproc(INOUT n bigint) LANGUAGE sql AS $$ SELECT count(*) + n FROM mvn $$

-- 12: ALTER MATERIALIZED VIEW subcommands, COMMENT ON MATERIALIZED VIEW
-- @setup
CREATE TABLE mvb (a int, b text);
CREATE MATERIALIZED VIEW mvp AS SELECT a, b FROM mvb;
-- @case materialized-views-12.1
ALTER MATERIALIZED VIEW mvp SET (fillfactor = 50)
-- @case materialized-views-12.2
ALTER MATERIALIZED VIEW mvp ALTER COLUMN a SET STATISTICS 100
-- @case materialized-views-12.3
ALTER MATERIALIZED VIEW mvp ADD COLUMN x int
-- @case materialized-views-12.4
ALTER TABLE mvp ADD COLUMN x int
-- @case materialized-views-12.5
ALTER MATERIALIZED VIEW IF EXISTS nosuch SET (fillfactor = 50)
-- @case materialized-views-12.6
COMMENT ON MATERIALIZED VIEW mvp IS 'hello'
-- @case materialized-views-12.7
ALTER MATERIALIZED VIEW mvp OWNER TO CURRENT_USER

-- 13: DROP SCHEMA takes its materialized views along
-- @setup
CREATE SCHEMA mvs;
CREATE TABLE mvs.t (a int);
CREATE MATERIALIZED VIEW mvs.mv AS SELECT a FROM mvs.t;
CREATE MATERIALIZED VIEW mvs.mv2 AS SELECT a FROM mvs.t WITH NO DATA;
-- @case materialized-views-13.1
DROP SCHEMA mvs
-- @case materialized-views-13.2
DROP SCHEMA mvs CASCADE

-- @setup
CREATE SCHEMA mvs;
CREATE TABLE mvs.t (a int);
CREATE MATERIALIZED VIEW mvs.mv AS SELECT a FROM mvs.t;
DROP SCHEMA mvs CASCADE;
-- @case materialized-views-14.1
SELECT count(*) FROM pg_class WHERE relname IN ('mv', 't') AND relnamespace NOT IN (SELECT oid FROM pg_namespace WHERE nspname = 'public')
-- @case materialized-views-14.2
SELECT count(*) FROM pg_matviews
