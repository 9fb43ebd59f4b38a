-- Disk usage functions (dbsize.c): pgsqlite measures its own storage (SQLite's pages), so cases
-- compare what holds on both systems: empty relations, growth, the parts adding up, relations
-- without storage, name resolution, fork names, and pg_size_bytes / pg_size_pretty exactly.

-- @setup
CREATE TABLE rs_t (id int, n bigint);
CREATE TABLE rs_filled (id int PRIMARY KEY, v text);
CREATE INDEX rs_filled_v ON rs_filled (v);
INSERT INTO rs_filled SELECT g, repeat('x', 60) FROM generate_series(1, 2000) g;
CREATE VIEW rs_v AS SELECT 1 AS one;
CREATE SEQUENCE rs_s;
CREATE TABLE rs_p (k int) PARTITION BY RANGE (k);

-- 1: relations
-- @case relation-size-1.1
SELECT pg_relation_size('rs_t'), pg_table_size('rs_t'), pg_indexes_size('rs_t'), pg_total_relation_size('rs_t')
-- @case relation-size-1.2
SELECT pg_relation_size('rs_filled') > 0, pg_indexes_size('rs_filled') > 0, pg_relation_size('rs_filled_v') > 0, pg_total_relation_size('rs_filled') = pg_table_size('rs_filled') + pg_indexes_size('rs_filled')
-- @case relation-size-1.3
SELECT pg_relation_size('rs_v'), pg_total_relation_size('rs_v'), pg_relation_size('rs_s'), pg_relation_size('rs_p'), pg_total_relation_size('rs_p')
-- @case relation-size-1.4
SELECT pg_relation_size('rs_filled', 'main') = pg_relation_size('rs_filled'), pg_relation_size('rs_t', 'vm'), pg_relation_size('rs_t', 'init')
-- @case relation-size-1.5
SELECT pg_relation_size('rs_t', 'bogus')
-- @case relation-size-1.6
SELECT pg_relation_size('rs_nosuch')
-- @case relation-size-1.7
SELECT pg_relation_size(0), pg_total_relation_size(NULL), pg_relation_size('rs_t'::regclass::oid), pg_typeof(pg_relation_size('rs_t'))
-- @case relation-size-1.8
SELECT c.relname, pg_total_relation_size(c.oid) > 0 AS has_data FROM pg_class c WHERE c.relname IN ('rs_t', 'rs_filled') ORDER BY c.relname
-- @case relation-size-1.9
SELECT pg_database_size(current_database()) > 0, pg_size_pretty(pg_database_size(current_database())) LIKE '% %'

-- 2: pg_size_bytes and pg_size_pretty
-- @case relation-size-2.1
SELECT pg_size_bytes('1 GB'), pg_size_bytes(' 1.5 mb '), pg_size_bytes('-.5kB'), pg_size_bytes('1e3'), pg_size_bytes('1e3 bytes'), pg_size_bytes('2.5 bytes'), pg_size_bytes('8 PB'), pg_size_bytes('+7 TB')
-- @case relation-size-2.2
SELECT pg_size_bytes('1 EB')
-- @case relation-size-2.3
SELECT pg_size_bytes('kB')
-- @case relation-size-2.4
SELECT pg_size_bytes('1e')
-- @case relation-size-2.5
SELECT pg_size_bytes('9000 PB')
-- @case relation-size-2.6
SELECT pg_size_bytes(NULL), pg_size_pretty(10239::bigint), pg_size_pretty(10240::bigint), pg_size_pretty(pg_size_bytes('1.5 GB'))

-- 3: pg_relation_is_publishable (was false for every relation)
-- @case relation-size-3.1
SELECT pg_relation_is_publishable('rs_filled'), pg_relation_is_publishable('rs_p'), pg_relation_is_publishable('rs_v'), pg_relation_is_publishable('rs_s'), pg_relation_is_publishable('rs_filled_v'), pg_relation_is_publishable('pg_class'), pg_relation_is_publishable(0)
