-- Names PostgreSQL accepts that SQLite reserves or does not know: objects named sqlite_*
-- (SQLite keeps that prefix for itself) and COLLATE names (SQLite's NOCASE, RTRIM, BINARY are
-- not PostgreSQL collations).
-- @setup
CREATE TABLE sqlite_evil (id int PRIMARY KEY, v text);
INSERT INTO sqlite_evil VALUES (1, 'a'), (2, 'b');
CREATE INDEX sqlite_idx ON sqlite_evil (v);
CREATE UNIQUE INDEX "SQLITE_U" ON sqlite_evil (v, id);
CREATE VIEW sqlite_view AS SELECT * FROM sqlite_evil WHERE id > 1;
CREATE TABLE sqlite_child (id int REFERENCES sqlite_evil (id), n serial);
CREATE SCHEMA sqlite_sch;
CREATE TABLE sqlite_sch.t (a int);
INSERT INTO sqlite_sch.t VALUES (5);
CREATE SEQUENCE sqlite_seq;

-- 1: objects named sqlite_* behave as any other
-- @case object-names-1.1
SELECT * FROM sqlite_view
-- @case object-names-1.2
UPDATE sqlite_evil SET v = 'c' WHERE id = 2 RETURNING *
-- @case object-names-1.3
INSERT INTO sqlite_child (id) VALUES (3)
-- @case object-names-1.4
INSERT INTO sqlite_child (id) VALUES (1), (2) RETURNING *
-- @case object-names-1.5
INSERT INTO sqlite_evil VALUES (3, 'a'), (3, 'z')
-- @case object-names-1.6
SELECT tablename, indexname FROM pg_indexes WHERE tablename LIKE 'sqlite%' ORDER BY 2
-- @case object-names-1.7
SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'sqlite_sch') AND c.relname LIKE 'sqlite%' ORDER BY 1
-- @case object-names-1.8
SELECT * FROM sqlite_sch.t
-- @case object-names-1.9
SELECT nextval('sqlite_seq'), nextval('sqlite_seq')
-- @case object-names-1.10
SELECT * FROM sqlite_master
-- @case object-names-1.11
SELECT * FROM sqlite_schema
-- @case object-names-1.12
ALTER TABLE sqlite_evil RENAME TO sqlite_renamed
-- @case object-names-1.13
CREATE TABLE sqlite_as AS SELECT id * 10 AS x FROM sqlite_evil

-- 2: COLLATE names
-- @case object-names-2.1
SELECT 'a' COLLATE nocase
-- @case object-names-2.2
SELECT 'a' COLLATE "C" AS c, 'b' COLLATE "POSIX" AS p, 'c' COLLATE pg_catalog."default" AS d, 'd' COLLATE ucs_basic AS u, 'e' COLLATE "C.utf8" AS c8
-- @case object-names-2.3
SELECT 'a' COLLATE public.nocase
-- @case object-names-2.4
SELECT 'a' COLLATE c
-- @case object-names-2.5
CREATE TABLE tc (a text COLLATE nocase)
-- @case object-names-2.6
CREATE TABLE tc (a text COLLATE "C")
-- @case object-names-2.7
CREATE INDEX ON sqlite_evil (v COLLATE nocase)
-- @case object-names-2.8
SELECT v FROM sqlite_evil ORDER BY v COLLATE binary
-- @case object-names-2.9
SELECT v FROM sqlite_evil WHERE v COLLATE rtrim = 'a '
-- @case object-names-2.10
SELECT v FROM sqlite_evil ORDER BY v COLLATE "C" DESC
