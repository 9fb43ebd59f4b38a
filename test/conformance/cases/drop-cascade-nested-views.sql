-- DROP … CASCADE drops the views reading the dropped views too, depth first (was: only the views
-- reading the dropped relation itself, leaving the views over them behind, unreadable).
-- @setup
CREATE TABLE dcn_t (a int);
CREATE VIEW dcn_v1 AS SELECT a FROM dcn_t;
CREATE VIEW dcn_v2 AS SELECT a FROM dcn_v1;
CREATE VIEW dcn_v3 AS SELECT a FROM dcn_v2;
CREATE VIEW dcn_w1 AS SELECT a FROM dcn_t;

-- @case drop-cascade-nested-views-1.1
DROP TABLE dcn_t
-- @case drop-cascade-nested-views-1.2
DROP TABLE dcn_t CASCADE
-- @case drop-cascade-nested-views-1.3
DROP VIEW dcn_v1
-- @case drop-cascade-nested-views-1.4
DROP VIEW dcn_v1 CASCADE

-- @setup
CREATE TABLE dcn_t (a int);
CREATE VIEW dcn_v1 AS SELECT a FROM dcn_t;
CREATE VIEW dcn_v2 AS SELECT a FROM dcn_v1;
CREATE VIEW dcn_v3 AS SELECT a FROM dcn_v2;
CREATE VIEW dcn_w1 AS SELECT a FROM dcn_t;
DROP TABLE dcn_t CASCADE;

-- @case drop-cascade-nested-views-2.1
SELECT relname FROM pg_class WHERE relname LIKE 'dcn\_%' ORDER BY 1
-- @case drop-cascade-nested-views-2.2
CREATE VIEW dcn_v2 AS SELECT 1 AS one

-- @setup
CREATE TABLE dcn_t (a int);
CREATE VIEW dcn_v1 AS SELECT a FROM dcn_t;
CREATE VIEW dcn_v2 AS SELECT a FROM dcn_v1;
CREATE VIEW dcn_v3 AS SELECT a FROM dcn_v2;
DROP VIEW dcn_v1 CASCADE;

-- @case drop-cascade-nested-views-3.1
SELECT relname FROM pg_class WHERE relname LIKE 'dcn\_%' ORDER BY 1
