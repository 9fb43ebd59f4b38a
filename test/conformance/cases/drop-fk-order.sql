-- DROP TABLE of several tables, one referencing another by a foreign key, with rows: PostgreSQL
-- drops them together whatever their order in the statement (SQLite empties a dropped table,
-- which referencing rows forbid unless the referencing table goes first).

-- @setup
CREATE TABLE dfp (f1 int PRIMARY KEY);
CREATE TABLE dfc (f1 int REFERENCES dfp);
CREATE TABLE dfg (f1 int REFERENCES dfp);
INSERT INTO dfp VALUES (12), (13);
INSERT INTO dfc VALUES (12);
INSERT INTO dfg VALUES (13);
CREATE TEMP TABLE tfp (f1 int PRIMARY KEY);
CREATE TEMP TABLE tfc (f1 int REFERENCES tfp ON DELETE RESTRICT);
INSERT INTO tfp VALUES (1);
INSERT INTO tfc VALUES (1);

-- @case drop-fk-order-1.1
DROP TABLE dfp, dfc
-- @case drop-fk-order-1.2
SELECT count(*) FROM pg_class WHERE relname IN ('dfp', 'dfc', 'dfg')
-- @case drop-fk-order-1.3
DROP TABLE dfp, dfc, dfg
-- @case drop-fk-order-1.4
SELECT count(*) FROM pg_class WHERE relname IN ('dfp', 'dfc', 'dfg')
-- @case drop-fk-order-1.5
DROP TABLE tfp, tfc
-- @case drop-fk-order-1.6
SELECT count(*) FROM pg_class WHERE relname IN ('tfp', 'tfc')
