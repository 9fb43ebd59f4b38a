-- A column default naming a sequence by a regclass constant depends on it (pg_depend): DROP
-- SEQUENCE is refused (2BP01) unless CASCADE, which drops the defaults; a text argument
-- (nextval('s'::text)) resolves at run time and records no dependency.
-- @setup
CREATE SEQUENCE sdd_a;
CREATE SEQUENCE sdd_b;
CREATE TABLE sdd_t (a int DEFAULT nextval('sdd_a'), b int DEFAULT nextval('sdd_b'::regclass), c serial, d int);
-- @case sequence-default-deps-1.1
DROP SEQUENCE sdd_a
-- @case sequence-default-deps-1.2
DROP SEQUENCE sdd_b RESTRICT
-- @case sequence-default-deps-1.3
DROP SEQUENCE sdd_t_c_seq
-- @case sequence-default-deps-1.4
DROP SEQUENCE sdd_a, sdd_b CASCADE
-- @case sequence-default-deps-1.5
DROP SEQUENCE IF EXISTS sdd_nosuch, sdd_a CASCADE
-- @case sequence-default-deps-1.6
DROP TABLE sdd_t, sdd_a

-- 2: after DROP … CASCADE the defaults are gone; the other columns keep theirs
-- @setup
CREATE SEQUENCE sdd_a;
CREATE SEQUENCE sdd_b;
CREATE TABLE sdd_t (a int DEFAULT nextval('sdd_a'), b int DEFAULT nextval('sdd_b'::regclass), c serial, d int DEFAULT 7);
DROP SEQUENCE sdd_a CASCADE;
-- @case sequence-default-deps-2.1
INSERT INTO sdd_t DEFAULT VALUES RETURNING a, b, c, d
-- @case sequence-default-deps-2.2
SELECT attname, pg_get_expr(adbin, adrelid) FROM pg_attrdef JOIN pg_attribute ON attrelid = adrelid AND attnum = adnum WHERE adrelid = 'sdd_t'::regclass ORDER BY attnum
-- @case sequence-default-deps-2.3
SELECT column_name, column_default FROM information_schema.columns WHERE table_name = 'sdd_t' ORDER BY ordinal_position
-- @case sequence-default-deps-2.4
DROP SEQUENCE sdd_b

-- 3: the default removed by ALTER TABLE: the sequence drops; a default of another table in a later statement
-- @setup
CREATE SEQUENCE sdd_a;
CREATE TABLE sdd_t (a int DEFAULT nextval('sdd_a'));
CREATE TABLE sdd_u (x int DEFAULT currval('sdd_a'::regclass), y int);
ALTER TABLE sdd_t ALTER COLUMN a DROP DEFAULT;
-- @case sequence-default-deps-3.1
DROP SEQUENCE sdd_a
-- @case sequence-default-deps-3.2
DROP SEQUENCE sdd_a CASCADE
