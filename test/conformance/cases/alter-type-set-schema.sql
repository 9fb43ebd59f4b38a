-- ALTER TYPE | DOMAIN … SET SCHEMA (AlterTypeNamespace) of enums, composites and domains: the type
-- moves with its array type; columns, defaults and views follow it. Errors in PostgreSQL's order.
-- @setup
CREATE SCHEMA ats_b;
CREATE TYPE ats_mood AS ENUM ('a', 'b');
CREATE TYPE ats_comp AS (x int, y text);
CREATE DOMAIN ats_pos AS int CHECK (VALUE > 0) DEFAULT 1;
CREATE TYPE ats_b.ats_taken AS ENUM ('z');
CREATE TYPE ats_taken AS ENUM ('y');
CREATE TABLE ats_w (x int);
CREATE TEMP TABLE ats_tmp (x int);
-- @case alter-type-set-schema-1.1
ALTER TYPE ats_mood SET SCHEMA ats_b
-- @case alter-type-set-schema-1.2
ALTER TYPE ats_comp SET SCHEMA ats_b
-- @case alter-type-set-schema-1.3
ALTER DOMAIN ats_pos SET SCHEMA ats_b
-- @case alter-type-set-schema-1.4
ALTER TYPE ats_pos SET SCHEMA ats_b
-- @case alter-type-set-schema-1.5
ALTER DOMAIN ats_mood SET SCHEMA ats_b
-- @case alter-type-set-schema-1.6
ALTER TYPE _ats_mood SET SCHEMA ats_b
-- @case alter-type-set-schema-1.7
ALTER TYPE ats_nosuch SET SCHEMA ats_b
-- @case alter-type-set-schema-1.8
ALTER DOMAIN ats_nosuch SET SCHEMA ats_b
-- @case alter-type-set-schema-1.9
ALTER TYPE ats_mood SET SCHEMA ats_nosch
-- @case alter-type-set-schema-1.10
ALTER TYPE ats_taken SET SCHEMA ats_b
-- @case alter-type-set-schema-1.11
ALTER TYPE ats_w SET SCHEMA ats_b
-- @case alter-type-set-schema-1.12
ALTER TABLE ats_comp SET SCHEMA ats_b
-- @case alter-type-set-schema-1.13
ALTER TYPE ats_mood SET SCHEMA public
-- @case alter-type-set-schema-1.14
ALTER TYPE ats_mood SET SCHEMA pg_temp
-- @case alter-type-set-schema-1.15
ALTER TYPE ats_tmp SET SCHEMA public

-- 2: after the moves
-- @setup
CREATE SCHEMA ats_b;
CREATE TYPE ats_mood AS ENUM ('a', 'b');
CREATE TYPE ats_comp AS (x int, y text);
CREATE DOMAIN ats_pos AS int CHECK (VALUE > 0) DEFAULT 1;
CREATE TABLE ats_u (m ats_mood DEFAULT 'a', p ats_pos, c ats_comp, ms ats_mood[]);
CREATE VIEW ats_uv AS SELECT m, 'b'::ats_mood AS mb FROM ats_u;
INSERT INTO ats_u VALUES ('b', 2, ROW(1, 'x'), '{a}');
ALTER TYPE ats_mood SET SCHEMA ats_b;
ALTER TYPE ats_comp SET SCHEMA ats_b;
ALTER DOMAIN ats_pos SET SCHEMA ats_b;
-- @case alter-type-set-schema-2.1
SELECT typname, typnamespace::regnamespace FROM pg_type WHERE typname LIKE '%ats_%' ORDER BY 1
-- @case alter-type-set-schema-2.2
SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = 'ats_u'::regclass AND attnum > 0 ORDER BY attnum
-- @case alter-type-set-schema-2.3
SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 'ats_u'::regclass
-- @case alter-type-set-schema-2.4
SELECT pg_get_viewdef('ats_uv')
-- @case alter-type-set-schema-2.5
INSERT INTO ats_u (p) VALUES (DEFAULT) RETURNING m, p
-- @case alter-type-set-schema-2.6
INSERT INTO ats_u (p) VALUES (-1)
-- @case alter-type-set-schema-2.7
SELECT * FROM ats_uv ORDER BY m
-- @case alter-type-set-schema-2.8
SELECT column_name, data_type, udt_schema, udt_name, domain_schema, domain_name FROM information_schema.columns WHERE table_name = 'ats_u' ORDER BY ordinal_position
-- @case alter-type-set-schema-2.9
SELECT 'a'::ats_b.ats_mood, '(1,z)'::ats_b.ats_comp, 3::ats_b.ats_pos
-- @case alter-type-set-schema-2.10
SELECT 'a'::ats_mood
-- @case alter-type-set-schema-2.11
SELECT conname, connamespace::regnamespace FROM pg_constraint WHERE contypid = 'ats_b.ats_pos'::regtype
