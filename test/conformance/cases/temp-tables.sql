-- Temporary tables and sequences as the catalog shows them (pg_class, pg_namespace,
-- information_schema, pg_my_temp_schema, pg_is_other_temp_schema), DML on them, and DDL on them
-- inside the case's transaction (rolled back after each case).
-- @setup
CREATE TEMP TABLE tt (id serial PRIMARY KEY, v text);
INSERT INTO tt (v) VALUES ('a'), ('b');
CREATE TEMP SEQUENCE ts START 5;
CREATE TABLE pt (a int);
CREATE TABLE pk (id int PRIMARY KEY);

-- 1: the catalog
-- @case temp-tables-1.1
SELECT relname, relpersistence, relkind FROM pg_class WHERE relname IN ('tt', 'tt_pkey', 'tt_id_seq', 'ts', 'pt') ORDER BY relname
-- @case temp-tables-1.2
SELECT c.relname, n.nspname LIKE 'pg_temp\_%' AS temp_schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname IN ('tt', 'ts', 'pt') ORDER BY 1
-- @case temp-tables-1.3
SELECT pg_my_temp_schema() <> 0 AS has_temp, pg_is_other_temp_schema(pg_my_temp_schema()) AS other
-- @case temp-tables-1.4
SELECT pg_my_temp_schema() = (SELECT relnamespace FROM pg_class WHERE relname = 'tt') AS same
-- @case temp-tables-1.5
SELECT table_name, table_type FROM information_schema.tables WHERE table_name IN ('tt', 'pt') ORDER BY 1
-- @case temp-tables-1.6
SELECT pg_table_is_visible('tt'::regclass) AS tt, pg_table_is_visible('ts'::regclass) AS ts
-- @case temp-tables-1.7
SELECT (current_schemas(true))[1] LIKE 'pg_temp\_%' AS first
-- @case temp-tables-1.8
SELECT relname FROM pg_class WHERE relnamespace = pg_my_temp_schema() ORDER BY relname
-- @case temp-tables-1.9
SELECT pg_is_other_temp_schema(oid) AS other FROM pg_namespace WHERE nspname = 'public'
-- @case temp-tables-1.10
SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'tt' ORDER BY ordinal_position

-- 2: using them
-- @case temp-tables-2.1
SELECT nextval('ts') AS a, nextval('ts') AS b
-- @case temp-tables-2.2
UPDATE tt SET v = v || '!' WHERE id = 2 RETURNING id, v
-- @case temp-tables-2.3
DELETE FROM tt WHERE id = 1 RETURNING v
-- @case temp-tables-2.4
INSERT INTO tt (v) VALUES ('c') RETURNING id, v
-- @case temp-tables-2.5
SELECT id, v FROM pg_temp.tt ORDER BY id
-- @case temp-tables-2.6
INSERT INTO tt (id, v) VALUES (1, 'dup')
-- @case temp-tables-2.7
TRUNCATE tt

-- 3: DDL on them
-- @case temp-tables-3.1
CREATE TEMP TABLE tt (x int)
-- @case temp-tables-3.2
CREATE INDEX tt_v ON tt (v)
-- @case temp-tables-3.3
ALTER TABLE tt ADD COLUMN n int DEFAULT 3
-- @case temp-tables-3.4
DROP TABLE tt
-- @case temp-tables-3.5
DROP SEQUENCE ts
-- @case temp-tables-3.6
CREATE TEMP TABLE public.tx (a int)
-- @case temp-tables-3.7
CREATE TEMP TABLE tc AS SELECT id, upper(v) AS u FROM tt
-- @case temp-tables-3.8
SELECT id * 10 AS x INTO TEMP ti FROM tt
-- @case temp-tables-3.9
COMMENT ON TABLE tt IS 'scratch'
-- @case temp-tables-3.10
CREATE TEMP TABLE toc (a int) ON COMMIT DELETE ROWS
-- @case temp-tables-3.11
CREATE TEMP TABLE tf (a int REFERENCES pk)
-- @case temp-tables-3.12
CREATE TABLE pf (a int REFERENCES tt)
-- @case temp-tables-3.13
CREATE TABLE pc AS SELECT id, v FROM tt
-- @case temp-tables-3.14
ALTER TABLE pk ADD COLUMN r int REFERENCES tt
