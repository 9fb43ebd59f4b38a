-- DROP SCHEMA … CASCADE drops every relation of the schema: partitioned tables and composite
-- types too (they were left behind, in no schema).
-- @setup
CREATE SCHEMA dsm;
CREATE TABLE dsm.dsm_p (k int) PARTITION BY RANGE (k);
CREATE TABLE dsm.dsm_p1 PARTITION OF dsm.dsm_p FOR VALUES FROM (0) TO (10);
CREATE TYPE dsm.dsm_ct AS (a int);
CREATE TABLE dsm.dsm_u (c dsm.dsm_ct);
-- @case drop-schema-members-1.1
DROP SCHEMA dsm
-- @case drop-schema-members-1.2
DROP SCHEMA dsm CASCADE

-- 2: after the drop
-- @setup
CREATE SCHEMA dsm;
CREATE TABLE dsm.dsm_p (k int) PARTITION BY RANGE (k);
CREATE TABLE dsm.dsm_p1 PARTITION OF dsm.dsm_p FOR VALUES FROM (0) TO (10);
CREATE TYPE dsm.dsm_ct AS (a int);
DROP SCHEMA dsm CASCADE;
-- @case drop-schema-members-2.1
SELECT count(*) FROM pg_class WHERE relname IN ('dsm_p', 'dsm_p1', 'dsm_ct') AND relnamespace NOT IN (SELECT oid FROM pg_namespace)
-- @case drop-schema-members-2.2
SELECT count(*) FROM pg_type WHERE typname IN ('dsm_ct', '_dsm_ct', 'dsm_p', '_dsm_p')
-- @case drop-schema-members-2.3
CREATE SCHEMA dsm
-- @case drop-schema-members-2.4
CREATE TYPE dsm_ct AS (a int)

-- 3: ranges (with their multiranges) and aggregates
-- @setup
CREATE SCHEMA dsm;
CREATE TYPE dsm.dsm_rr AS RANGE (subtype = int4);
CREATE AGGREGATE dsm.dsm_ag(int) (sfunc = int4pl, stype = int);
CREATE TABLE dsm.dsm_t (x dsm.dsm_rr);
-- @case drop-schema-members-3.1
DROP SCHEMA dsm
-- @case drop-schema-members-3.2
DROP SCHEMA dsm CASCADE

-- 4: after the drop
-- @setup
CREATE SCHEMA dsm;
CREATE TYPE dsm.dsm_rr AS RANGE (subtype = int4);
CREATE AGGREGATE dsm.dsm_ag(int) (sfunc = int4pl, stype = int);
DROP SCHEMA dsm CASCADE;
-- @case drop-schema-members-4.1
SELECT count(*) FROM pg_type WHERE typname LIKE '%dsm_rr%'
-- @case drop-schema-members-4.2
SELECT count(*) FROM pg_proc WHERE proname = 'dsm_ag'
-- @case drop-schema-members-4.3
CREATE TYPE dsm_rr AS RANGE (subtype = int4)
