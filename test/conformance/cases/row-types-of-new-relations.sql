-- Every relation of a row-typed kind gets its composite row type and that type's array type when
-- it is made (pg_class.reltype, pg_type typrelid/typarray/typelem): tables, partitioned tables and
-- their partitions, views, materialized views, composite types, CREATE TABLE AS, temporary tables;
-- sequences and indexes get none, and a dropped relation's types go with it. Issue 18: the DDL
-- plan allocates them (no longer a trigger on each catalog version bump); each case runs its
-- setup inside a transaction block.
-- @setup
CREATE TABLE rtn_t (a int, b text);
CREATE TABLE rtn_p (k int, v text) PARTITION BY RANGE (k);
CREATE TABLE rtn_p1 PARTITION OF rtn_p FOR VALUES FROM (0) TO (10);
CREATE VIEW rtn_v AS SELECT a FROM rtn_t;
CREATE MATERIALIZED VIEW rtn_m AS SELECT a, b FROM rtn_t;
CREATE TYPE rtn_c AS (x int, y text);
CREATE TABLE rtn_as AS SELECT 1 AS one, 'two'::text AS two;
CREATE TEMP TABLE rtn_tmp (z int);
CREATE SEQUENCE rtn_s;
CREATE INDEX rtn_i ON rtn_t (a);
CREATE TABLE rtn_gone (g int);
DROP TABLE rtn_gone;

-- @case row-types-of-new-relations-1.1
SELECT c.relname, c.relkind, t.typname, t.typtype, a.typname AS arr, a.typelem = t.oid AS elem_ok, c.reltype = t.oid AS reltype_ok, t.typnamespace = c.relnamespace AS same_schema
  FROM pg_class c LEFT JOIN pg_type t ON t.typrelid = c.oid LEFT JOIN pg_type a ON a.oid = t.typarray
  WHERE c.relname LIKE 'rtn\_%' ORDER BY c.relname
-- @case row-types-of-new-relations-1.2
SELECT c.relname, c.reltype FROM pg_class c WHERE c.relname IN ('rtn_s', 'rtn_i') ORDER BY c.relname
-- @case row-types-of-new-relations-1.3
SELECT 'rtn_t'::regtype, '_rtn_t'::regtype, 'rtn_v[]'::regtype, 'rtn_m'::regtype, 'rtn_p1'::regtype, 'rtn_as[]'::regtype, 'rtn_tmp'::regtype
-- @case row-types-of-new-relations-1.4
SELECT to_regtype('rtn_gone'), to_regtype('_rtn_gone'), to_regtype('rtn_s'), to_regtype('rtn_i')
-- @case row-types-of-new-relations-1.5
SELECT ROW(1, 'x')::rtn_t, pg_typeof(ROW(1, 'x')::rtn_t), ARRAY[ROW(2, 'y')::rtn_t, NULL], pg_typeof(ARRAY[ROW(2, 'y')::rtn_t])
-- @case row-types-of-new-relations-1.6
SELECT ROW(3, 'z')::rtn_c, ROW(4, 'w')::rtn_as, ROW(5)::rtn_tmp, ROW(6, 'u')::rtn_p
-- @case row-types-of-new-relations-1.7
SELECT count(*) FROM pg_class c WHERE c.relname LIKE 'rtn\_%' AND c.relkind IN ('r', 'v', 'm', 'p', 'c') AND (c.reltype = 0 OR NOT EXISTS (SELECT 1 FROM pg_type t WHERE t.oid = c.reltype AND t.typarray <> 0))
-- @case row-types-of-new-relations-1.8
SELECT count(*) = count(DISTINCT oid) AS distinct_oids FROM (SELECT oid FROM pg_type UNION ALL SELECT oid FROM pg_class WHERE relname LIKE 'rtn\_%') o
