-- REINDEX inside the conformance transaction: targets resolved and checked as PostgreSQL does;
-- CONCURRENTLY, SCHEMA, DATABASE and partitioned targets refuse a transaction block (25001).
-- @setup
CREATE TABLE cr_t (c1 int PRIMARY KEY, c2 text UNIQUE);
CREATE INDEX cr_t_c2x ON cr_t (lower(c2));
INSERT INTO cr_t SELECT g, 'v' || g FROM generate_series(1, 20) g;
CREATE TABLE cr_p (a int, b int) PARTITION BY LIST (a);
CREATE TABLE cr_p1 PARTITION OF cr_p FOR VALUES IN (1);
CREATE INDEX cr_p_b ON cr_p (b);
-- @case core1-reindex-1.1
REINDEX TABLE cr_t
-- @case core1-reindex-1.2
REINDEX INDEX cr_t_c2x
-- @case core1-reindex-1.3
REINDEX INDEX cr_t_pkey
-- @case core1-reindex-1.4
REINDEX INDEX cr_t
-- @case core1-reindex-1.5
REINDEX TABLE cr_t_c2_key
-- @case core1-reindex-1.6
REINDEX TABLE no_such_table
-- @case core1-reindex-1.7
REINDEX TABLE CONCURRENTLY cr_t
-- @case core1-reindex-1.8
REINDEX SCHEMA public
-- @case core1-reindex-1.9
REINDEX TABLE cr_p
-- @case core1-reindex-1.10
REINDEX INDEX cr_p_b
-- @case core1-reindex-1.11
REINDEX TABLE CONCURRENTLY pg_class
-- @case core1-reindex-1.12
REINDEX TABLE pg_class
-- @case core1-reindex-1.13
REINDEX (nonsense) TABLE cr_t
-- @case core1-reindex-1.14
REINDEX TABLE cr_t_c2x
-- @case core1-reindex-1.15
REINDEX INDEX cr_p1
