-- ALTER SCHEMA … RENAME TO (RenameSchema): the schema keeps its OID, owner, ACL and comment;
-- the search path names schemas, so it no longer finds the old name. Errors in PostgreSQL's order.
-- @setup
CREATE ROLE regress_asr_owner;
CREATE SCHEMA asr_a;
COMMENT ON SCHEMA asr_a IS 'kept';
GRANT USAGE ON SCHEMA asr_a TO regress_asr_owner;
CREATE SCHEMA asr_taken;
-- @case alter-schema-rename-1.1
ALTER SCHEMA asr_a RENAME TO asr_b
-- @case alter-schema-rename-1.2
ALTER SCHEMA asr_a RENAME TO asr_taken
-- @case alter-schema-rename-1.3
ALTER SCHEMA asr_a RENAME TO pg_asr
-- @case alter-schema-rename-1.4
ALTER SCHEMA asr_taken RENAME TO public
-- @case alter-schema-rename-1.5
ALTER SCHEMA asr_nosuch RENAME TO asr_c
-- @case alter-schema-rename-1.6
ALTER SCHEMA asr_nosuch RENAME TO pg_asr
-- @case alter-schema-rename-1.7
ALTER SCHEMA asr_a RENAME TO pg_catalog
-- @case alter-schema-rename-1.8
ALTER SCHEMA asr_a RENAME TO information_schema
-- @case alter-schema-rename-1.9
ALTER SCHEMA pg_catalog RENAME TO pg_asr

-- 2: after the rename
-- @setup
CREATE ROLE regress_asr_owner;
CREATE SCHEMA asr_a;
COMMENT ON SCHEMA asr_a IS 'kept';
GRANT USAGE ON SCHEMA asr_a TO regress_asr_owner;
ALTER SCHEMA asr_a OWNER TO regress_asr_owner;
CREATE TEMP TABLE asr_oid AS SELECT oid FROM pg_namespace WHERE nspname = 'asr_a';
SET LOCAL search_path = asr_a, public;
ALTER SCHEMA asr_a RENAME TO asr_b;
-- @case alter-schema-rename-2.1
SELECT nspname, nspowner::regrole, nspacl::text[], obj_description(oid, 'pg_namespace'), oid = (SELECT oid FROM asr_oid) AS same_oid FROM pg_namespace WHERE nspname IN ('asr_a', 'asr_b')
-- @case alter-schema-rename-2.2
SELECT current_schemas(false)
-- @case alter-schema-rename-2.3
SELECT has_schema_privilege('regress_asr_owner', 'asr_b', 'USAGE'), has_schema_privilege('regress_asr_owner', 'asr_b', 'CREATE')
-- @case alter-schema-rename-2.4
CREATE TABLE asr_b.t (a int)
-- @case alter-schema-rename-2.5
CREATE TABLE asr_a.t (a int)
-- @case alter-schema-rename-2.6
SELECT 'asr_b'::regnamespace::oid = (SELECT oid FROM asr_oid)
-- @case alter-schema-rename-2.7
DROP SCHEMA asr_b
-- @case alter-schema-rename-2.8
CREATE SCHEMA asr_a

-- 3: a schema holding a table: pgsqlite refuses (0A000), the table's SQLite name carries the schema
-- @setup
CREATE SCHEMA asr_h;
CREATE TABLE asr_h.t (a int);
-- @case alter-schema-rename-3.1
ALTER SCHEMA asr_h RENAME TO asr_i
