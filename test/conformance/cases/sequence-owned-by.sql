-- CREATE/ALTER SEQUENCE … OWNED BY checked as PostgreSQL's process_owned_by: the option's form,
-- the relation's kind (built-in catalogs included), its schema, the column.
-- @setup
CREATE TABLE sob_t (a int);
CREATE INDEX sob_i ON sob_t (a);
CREATE SEQUENCE sob_s;
CREATE MATERIALIZED VIEW sob_m AS SELECT 1 AS x;
CREATE VIEW sob_v AS SELECT 1 AS x;
CREATE SCHEMA sob_sch;
CREATE TABLE sob_sch.t2 (a int);
-- @case sequence-owned-by-1.1
CREATE SEQUENCE sob_x OWNED BY nobody
-- @case sequence-owned-by-1.2
CREATE SEQUENCE sob_x OWNED BY pg_class_oid_index.oid
-- @case sequence-owned-by-1.3
CREATE SEQUENCE sob_x OWNED BY pg_class.relname
-- @case sequence-owned-by-1.4
CREATE SEQUENCE sob_x OWNED BY pg_catalog.pg_class.relname
-- @case sequence-owned-by-1.5
CREATE SEQUENCE sob_x OWNED BY sob_i.a
-- @case sequence-owned-by-1.6
CREATE SEQUENCE sob_x OWNED BY sob_s.last_value
-- @case sequence-owned-by-1.7
CREATE SEQUENCE sob_x OWNED BY sob_m.x
-- @case sequence-owned-by-1.8
CREATE SEQUENCE sob_x OWNED BY sob_v.x
-- @case sequence-owned-by-1.9
CREATE SEQUENCE sob_x OWNED BY sob_t.nope
-- @case sequence-owned-by-1.10
CREATE SEQUENCE sob_x OWNED BY sob_nosuch.a
-- @case sequence-owned-by-1.11
CREATE SEQUENCE sob_x OWNED BY sob_sch.t2.a
-- @case sequence-owned-by-1.12
CREATE SEQUENCE sob_sch.sx OWNED BY sob_sch.t2.a
-- @case sequence-owned-by-1.13
ALTER SEQUENCE sob_s OWNED BY sob_sch.t2.a
-- @case sequence-owned-by-1.14
ALTER SEQUENCE sob_s OWNED BY sob_i.a
-- @case sequence-owned-by-1.15
ALTER SEQUENCE sob_s OWNED BY foo
-- @case sequence-owned-by-1.16
ALTER SEQUENCE sob_s OWNED BY sob_t.a
-- @case sequence-owned-by-1.17
ALTER SEQUENCE sob_s OWNED BY none
