-- Relations and indexes whose names differ only in case ("T" beside t), or a new index named as a
-- renamed one was: PostgreSQL's names are case-sensitive and follow RENAMEs, SQLite's are one
-- case-insensitive namespace; each gets a SQLite name of its own (was an internal error).
-- @setup
CREATE TABLE "T" (a int);
CREATE TABLE t (a int);
CREATE INDEX "I" ON t (a);
CREATE INDEX i ON t (a);
INSERT INTO t VALUES (1);
INSERT INTO "T" VALUES (2);
CREATE INDEX ti ON t (a);
ALTER INDEX ti RENAME TO ti2;
CREATE INDEX ti ON t (a);
ALTER TABLE t RENAME TO t3;
ALTER TABLE "T" RENAME TO "T3";
CREATE TABLE t (x int PRIMARY KEY);
CREATE MATERIALIZED VIEW "MV" AS SELECT 1 AS one;
CREATE VIEW mv AS SELECT 2 AS two;
-- @case sqlite-name-collisions-1.1 ordered
SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' ORDER BY 1
-- @case sqlite-name-collisions-1.2 ordered
SELECT 't3' AS rel, * FROM t3 UNION ALL SELECT 'T3', * FROM "T3" ORDER BY 1
-- @case sqlite-name-collisions-1.3 ordered
SELECT * FROM "MV" CROSS JOIN mv
-- @case sqlite-name-collisions-1.4
CREATE INDEX "TI" ON t3 (a)
-- @case sqlite-name-collisions-1.5
CREATE TABLE "t" (y int)
