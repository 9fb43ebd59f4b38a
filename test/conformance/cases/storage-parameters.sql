-- Storage parameters (reloptions): WITH (…) of CREATE TABLE / INDEX / VIEW / TABLE AS and
-- ALTER … SET / RESET (…), checked per relation kind and access method as PostgreSQL checks
-- them, and read back from pg_class.reloptions in PostgreSQL's order and spelling.
-- @setup
CREATE TABLE sp_t (a int) WITH (fillfactor = 070, autovacuum_enabled = off, toast.autovacuum_enabled, autovacuum_vacuum_scale_factor = 0.5, vacuum_index_cleanup = AUTO);
CREATE INDEX sp_i ON sp_t (a) WITH (fillfactor = 50, deduplicate_items = off);
CREATE VIEW sp_v WITH (security_barrier) AS SELECT 1 AS x;
-- @case storage-parameters-1.1
SELECT relname, reloptions FROM pg_class WHERE relname IN ('sp_t', 'sp_i', 'sp_v') ORDER BY relname
-- @case storage-parameters-1.2
ALTER TABLE sp_t SET (fillfactor = 80)
-- @case storage-parameters-1.3
ALTER TABLE sp_t SET (fillfactor = 'abc')
-- @case storage-parameters-1.4
ALTER TABLE sp_t SET (fillfactor = 1.5)
-- @case storage-parameters-1.5
ALTER TABLE sp_t SET (autovacuum_enabled = yes2)
-- @case storage-parameters-1.6
ALTER TABLE sp_t SET (fillfactor = 50, fillfactor = 60)
-- @case storage-parameters-1.7
ALTER TABLE sp_t SET (foo.bar = 1)
-- @case storage-parameters-1.8
ALTER TABLE sp_t SET (autovacuum_vacuum_scale_factor = 200)
-- @case storage-parameters-1.9
ALTER TABLE sp_t SET (vacuum_index_cleanup = maybe)
-- @case storage-parameters-1.10
ALTER TABLE sp_t SET (oids = false)
-- @case storage-parameters-1.11
ALTER TABLE sp_t RESET (fillfactor = 1)
-- @case storage-parameters-1.12
ALTER TABLE sp_t SET (parallel_workers = -1)
-- @case storage-parameters-1.13
ALTER TABLE sp_t SET (nosuch = 1)
-- @case storage-parameters-1.14
CREATE TABLE sp_o (a int) WITH (oids = true)
-- @case storage-parameters-1.15
CREATE INDEX sp_h ON sp_t USING hash (a) WITH (deduplicate_items = off)
-- @case storage-parameters-1.16
CREATE INDEX sp_h ON sp_t USING hash (a) WITH (fillfactor = 9)
-- @case storage-parameters-1.17
ALTER VIEW sp_v SET (fillfactor = 10)
-- @case storage-parameters-1.18
CREATE TABLE sp_p (a int) PARTITION BY LIST (a) WITH (fillfactor = 10)
-- @case storage-parameters-1.19
CREATE TABLE sp_b (a int) WITH (autovacuum_enabled = 'o')
-- @case storage-parameters-1.20
CREATE TABLE sp_b (a int) WITH (autovacuum_vacuum_scale_factor = 'abc')
-- @case storage-parameters-1.21
CREATE TABLE sp_b (a int) WITH (toast.fillfactor = 50)
-- @case storage-parameters-1.22
CREATE SEQUENCE sp_s; ALTER SEQUENCE sp_s SET (fillfactor = 5)
-- @setup
CREATE TABLE sp_t (a int) WITH (fillfactor = 070, autovacuum_enabled = off, autovacuum_vacuum_scale_factor = 0.5);
CREATE INDEX sp_i ON sp_t (a) WITH (fillfactor = 50);
ALTER TABLE sp_t SET (fillfactor = 80);
ALTER TABLE sp_t SET (autovacuum_enabled);
ALTER TABLE sp_t SET (Parallel_Workers = 5);
ALTER INDEX sp_i SET (deduplicate_items = off);
CREATE TABLE sp_c WITH (fillfactor = 40) AS SELECT 1 AS a;
CREATE TABLE sp_q (a int) WITH (oids = false, fillfactor = 50.4);
CREATE TABLE sp_p (a int) PARTITION BY LIST (a);
ALTER TABLE sp_p RESET (fillfactor);
-- @case storage-parameters-2.1
SELECT relname, reloptions FROM pg_class WHERE relname IN ('sp_t', 'sp_i', 'sp_c', 'sp_q', 'sp_p') ORDER BY relname
-- @case storage-parameters-2.2
ALTER TABLE sp_t RESET (fillfactor, nonexistent)
-- @case storage-parameters-2.3
ALTER TABLE sp_t ADD COLUMN b int
-- @case storage-parameters-2.4
ALTER TABLE sp_p SET (fillfactor = 10)
