-- Gaps the ORM suites found (issues 4 and 5, wave 3): empty ARRAY with a cast, anyarray || / @> unknown,
-- "char" compared with varchar/text, IN lists without a common type, multi-argument unnest in FROM (lateral),
-- and DO blocks (the PL/pgSQL subset: statements, IF/ELSIF/ELSE, PERFORM, RAISE, EXCEPTION WHEN).
-- @setup
CREATE TABLE gb (id int PRIMARY KEY, tags text[] NOT NULL DEFAULT ARRAY[]::text[], ks int2[], os int2[]);
INSERT INTO gb VALUES (1, '{a,b}', '{1,2}', '{3,0}'), (2, DEFAULT, '{4}', '{0,1,2}');
CREATE TYPE gap_mood AS ENUM ('sad', 'ok');
CREATE SCHEMA gap_s;
CREATE TYPE gap_s."Kind" AS ENUM ('a');
CREATE DOMAIN gap_pos AS int CHECK (VALUE > 0);
CREATE TABLE gt (m gap_mood, ms gap_mood[], k gap_s."Kind", p gap_pos);
INSERT INTO gt (m, p) VALUES ('ok', 4);

-- 1: arrays
-- @case orm-gaps-1.1
SELECT ARRAY[]::text[], ARRAY[]::int4[] || '{1}', tags FROM gb ORDER BY id
-- @case orm-gaps-1.2
SELECT tags || '{c}', '{z}' || tags, tags @> '{a}', '{a}' <@ tags, tags && '{b,q}' FROM gb ORDER BY id
-- @case orm-gaps-1.3
UPDATE gb SET tags = tags || '{new}' WHERE id = 1 RETURNING tags
-- @case orm-gaps-1.4
SELECT ARRAY[1,2] || '3'
-- @case orm-gaps-1.5
SELECT ARRAY[1,2] || '{3,4}', '{0}' || ARRAY[1,2]

-- 2: "char" with varchar/text; IN without a common type
-- @case orm-gaps-2.1
SELECT 'r'::"char" = 'r'::varchar, 'r'::"char" = 'r'::text, 'r'::varchar = 'r'::"char", 'r'::"char" < 'x'::text, 'r '::bpchar = 'r'::"char"
-- @case orm-gaps-2.2
SELECT count(*) > 0 FROM pg_class WHERE relkind = ANY (ARRAY['r'::varchar, 'p'::varchar]) AND relname = 'gb'
-- @case orm-gaps-2.3
SELECT relname FROM pg_class WHERE relkind IN ('r'::varchar, 'v'::varchar) AND relname = 'gb'
-- @case orm-gaps-2.4
SELECT 16384::oid IN (1::int2, 16384::int2), 16384::oid NOT IN (1::int2, 16384::int2), 1::oid IN (2::int2, NULL), 1::oid NOT IN (2::int2, NULL)
-- @case orm-gaps-2.5
SELECT 1 IN (1, 'x'::text)

-- 3: multi-argument unnest in FROM, correlated with an earlier FROM item
-- @case orm-gaps-3.1
SELECT gb.id, u.* FROM gb, unnest(gb.ks, gb.os) WITH ORDINALITY u(k, o, n) ORDER BY gb.id, u.n
-- @case orm-gaps-3.2
SELECT * FROM unnest(ARRAY[1,2,3], ARRAY['a','b']) WITH ORDINALITY x(a, b, n) ORDER BY n
-- @case orm-gaps-3.3
SELECT * FROM unnest(NULL::int[], NULL::text[])
-- @case orm-gaps-3.4
SELECT gb.id, count(u.k) FROM gb LEFT JOIN LATERAL unnest(gb.ks, gb.tags) u(k, t) ON true GROUP BY gb.id ORDER BY gb.id
-- @case orm-gaps-3.5
SELECT unnest(ARRAY[5,6]::int2[]) AS a, generate_subscripts(ARRAY[5,6]::int2[], 2 - 1) AS o
-- @case orm-gaps-3.6
SELECT unnest(ARRAY[5,6]::int2[]) AS a, generate_subscripts(ARRAY[5,6]::int2[], 2) AS o
-- @case orm-gaps-3.7
SELECT generate_subscripts(ARRAY[5,6], 3 - 1)

-- 4: DO blocks
-- @case orm-gaps-4.1
DO $$ BEGIN CREATE TYPE "public"."role" AS ENUM('admin', 'user'); EXCEPTION WHEN duplicate_object THEN null; END $$;
-- @case orm-gaps-4.2
DO $$ BEGIN CREATE TABLE gb (a int); EXCEPTION WHEN duplicate_table THEN null; END $$;
-- @case orm-gaps-4.3
DO $$ BEGIN CREATE TABLE gb (a int); EXCEPTION WHEN duplicate_object THEN null; END $$;
-- @case orm-gaps-4.4
DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'mood') THEN CREATE TYPE mood AS ENUM ('sad', 'ok'); END IF; END $$
-- @case orm-gaps-4.5
DO $$ BEGIN IF EXISTS (SELECT 1 FROM gb) THEN RAISE EXCEPTION 'gb has % rows', (SELECT count(*) FROM gb); END IF; END $$
-- @case orm-gaps-4.6
DO $$ BEGIN IF 'x' THEN NULL; END IF; END $$
-- @case orm-gaps-4.7
DO $$ BEGIN INSERT INTO gb (id) VALUES (3); INSERT INTO gb (id) VALUES (1); END $$
-- @case orm-gaps-4.8
DO $$ BEGIN INSERT INTO gb (id) VALUES (1); EXCEPTION WHEN unique_violation OR SQLSTATE '22012' THEN RAISE NOTICE 'dup'; END $$
-- @case orm-gaps-4.9
DO $$ BEGIN PERFORM 1/0; EXCEPTION WHEN integrity_constraint_violation THEN NULL; END $$
-- @case orm-gaps-4.10
DO $$ BEGIN PERFORM 1/0; EXCEPTION WHEN others THEN RAISE; END $$
-- @case orm-gaps-4.11
DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'unique_violation'; END $$
-- @case orm-gaps-4.12
DO $$ BEGIN RAISE SQLSTATE '22012'; END $$
-- @case orm-gaps-4.13
DO $$ BEGIN RAISE division_by_zero USING MESSAGE = 'custom'; END $$
-- @case orm-gaps-4.14
DO $$ BEGIN RAISE; END $$
-- @case orm-gaps-4.15
DO $$ BEGIN SELECT 1; END $$
-- @case orm-gaps-4.16
DO $$ BEGIN RAISE NOTICE 'a % %'; END $$
-- @case orm-gaps-4.17
DO $$ BEGIN NULL; EXCEPTION WHEN no_such_condition THEN NULL; END $$
-- @case orm-gaps-4.18
DO $$ BEGIN foo bar; END $$
-- @case orm-gaps-4.19
DO LANGUAGE sql $$ SELECT 1 $$
-- @case orm-gaps-4.20
DO LANGUAGE nosuch $$ SELECT 1 $$
-- @case orm-gaps-4.21
DO $$ BEGIN RETURN; RAISE EXCEPTION 'never'; END $$
-- @case orm-gaps-4.22
DO $$ DECLARE n int; BEGIN NULL; END $$
-- @case orm-gaps-4.23
DO $$ BEGIN PERFORM * FROM nosuch; END $$
-- @case orm-gaps-4.24
DO $$ BEGIN PERFORM 1 FROM gb WHERE id = 42; IF NOT FOUND THEN RAISE EXCEPTION 'no row % (%)', 42, FOUND USING ERRCODE = 'no_data_found'; END IF; END $$
-- @case orm-gaps-4.25
DO $$ BEGIN UPDATE gb SET ks = NULL WHERE id = 1; IF FOUND THEN PERFORM 1/0; END IF; EXCEPTION WHEN division_by_zero THEN RAISE EXCEPTION '% / %', SQLSTATE, SQLERRM; END $$

-- 9: user types by name: format_type, regtype output and input, pg_typeof (psql \d, \dT)
-- @case orm-gaps-9.1
SELECT pg_typeof('ok'::gap_mood), pg_typeof(ARRAY['ok']::gap_mood[])
-- @case orm-gaps-9.2
SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.atttypid::regtype FROM pg_attribute a WHERE a.attrelid = 'gt'::regclass AND a.attnum > 0 ORDER BY a.attnum
-- @case orm-gaps-9.3
SELECT 'gap_mood'::regtype, 'gap_mood[]'::regtype, '_gap_mood'::regtype, 'gap_s."Kind"'::regtype, 'public.gap_mood'::regtype = 'gap_mood'::regtype
-- @case orm-gaps-9.4
SELECT 'ok'::gap_mood::regtype
-- @case orm-gaps-9.5
SELECT typname, format_type(oid, NULL) FROM pg_type WHERE typname IN ('gap_mood', '_gap_mood', 'Kind', 'gap_pos') ORDER BY typname
-- @case orm-gaps-9.6
SELECT 'trigger'::regtype, 'gap_pos'::regtype, format_type('trigger'::regtype, NULL)
-- @case orm-gaps-9.7
SELECT 'ok'::gap_mood::int
-- @case orm-gaps-9.8
SELECT 'nosuch_type'::regtype
-- @case orm-gaps-9.9
SELECT pg_typeof(5::gap_pos), pg_typeof(p), pg_typeof(p + 1), pg_typeof(ARRAY[5]::gap_pos[]), 5::gap_pos FROM (SELECT 3::gap_pos AS p) s
-- @case orm-gaps-9.10
SELECT pg_typeof(p::int), pg_typeof(p::text), pg_typeof(p::gap_pos), pg_typeof(-p), pg_typeof(coalesce(p, p)), pg_typeof(coalesce(p, 1)) FROM gt
-- @case orm-gaps-9.11
WITH c AS (SELECT p FROM gt) SELECT pg_typeof(p) FROM c UNION ALL SELECT pg_typeof(max(p)) FROM gt
-- @case orm-gaps-9.12
SELECT pg_typeof(CASE WHEN true THEN p END), pg_typeof(greatest(p, p)), pg_typeof((SELECT p FROM gt LIMIT 1)) FROM gt

-- 10: catalog facts of user types and routines (psql \dT, \dD, \d+): visibility, storage, domain checks, comments
-- @setup
CREATE TYPE gap_mood AS ENUM ('sad', 'ok');
CREATE SCHEMA gap_s;
CREATE TYPE gap_s."Kind" AS ENUM ('a');
CREATE DOMAIN gap_pos AS int CHECK (VALUE > 0);
CREATE DOMAIN gap_code AS text NOT NULL CONSTRAINT gap_code_upper CHECK (VALUE = upper(VALUE)) CHECK (length(VALUE) > 1);
CREATE DOMAIN gap_small AS gap_pos CHECK (VALUE < 100);
CREATE TABLE gt2 (id int PRIMARY KEY, s gap_small, n text);
INSERT INTO gt2 VALUES (1, 5, 'a');
CREATE TABLE gt (m gap_mood, ms gap_mood[], k gap_s."Kind", p gap_pos, c gap_code, ps gap_pos[]);
CREATE FUNCTION gap_f(a int) RETURNS int LANGUAGE sql AS 'SELECT a + 1';
CREATE FUNCTION gap_s.gap_g() RETURNS int LANGUAGE sql AS 'SELECT 1';
COMMENT ON TYPE gap_mood IS 'feelings';
COMMENT ON DOMAIN gap_pos IS 'positive';
COMMENT ON FUNCTION gap_f(int) IS 'adds one';
COMMENT ON FUNCTION gap_s.gap_g IS 'one';
-- @case orm-gaps-10.1
SELECT t.typname, pg_type_is_visible(t.oid) FROM pg_type t WHERE t.typname IN ('gap_mood', '_gap_mood', 'Kind', '_Kind', 'gap_pos', 'int4') ORDER BY 1
-- @case orm-gaps-10.2
SELECT a.attname, a.attlen, a.attstorage, a.attalign, a.attbyval, a.attndims, a.attcollation FROM pg_attribute a WHERE a.attrelid = 'gt'::regclass AND a.attnum > 0 ORDER BY a.attnum
-- @case orm-gaps-10.3
SELECT conname, contype, conrelid, contypid::regtype, pg_get_constraintdef(oid, true) FROM pg_constraint WHERE contypid IN ('gap_pos'::regtype, 'gap_code'::regtype) ORDER BY conname
-- @case orm-gaps-10.4
SELECT obj_description('gap_mood'::regtype, 'pg_type'), obj_description('gap_pos'::regtype, 'pg_type'), obj_description('gap_s."Kind"'::regtype, 'pg_type')
-- @case orm-gaps-10.5
COMMENT ON DOMAIN gap_mood IS 'x'
-- @case orm-gaps-10.6
COMMENT ON FUNCTION gap_f(text) IS 'x'
-- @case orm-gaps-10.7
COMMENT ON PROCEDURE nosuch() IS 'x'
-- @case orm-gaps-10.8
COMMENT ON PROCEDURE gap_f(int) IS 'x'
-- @case orm-gaps-10.9
SELECT p.proname, obj_description(p.oid, 'pg_proc'), pg_function_is_visible(p.oid) FROM pg_proc p WHERE p.proname IN ('gap_f', 'gap_g') ORDER BY 1
-- @case orm-gaps-10.10
COMMENT ON TYPE gap_mood IS NULL
-- @case orm-gaps-10.11
DROP FUNCTION gap_f(int)
-- @case orm-gaps-10.12
DROP TYPE gap_pos CASCADE
-- @case orm-gaps-10.15
DROP TYPE gap_pos
-- @case orm-gaps-10.16
DROP DOMAIN gap_small CASCADE
-- @case orm-gaps-10.17
SELECT a.attrelid::regclass::text AS rel, a.attname FROM pg_attribute a WHERE a.attrelid IN ('gt'::regclass, 'gt2'::regclass) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY 1, a.attnum
-- @case orm-gaps-10.18
SELECT a.attrelid::regclass, a.attname::text, a.attnum::int FROM pg_attribute a WHERE a.attrelid = 'gt2'::regclass AND a.attnum = 1
-- @case orm-gaps-10.13
COMMENT ON TYPE nosuch IS 'x'
-- @case orm-gaps-10.14
SELECT t.typname, d.description FROM pg_description d JOIN pg_type t ON t.oid = d.objoid WHERE d.classoid = 'pg_type'::regclass AND t.oid >= 16384 ORDER BY 1

-- 11: multi-row INSERT … VALUES into a serial key (the first row draws from the counter, the others continue)
-- @setup
CREATE TABLE gs (id serial PRIMARY KEY, v text NOT NULL);
INSERT INTO gs (v) VALUES ('x'), ('y');
CREATE TABLE gs2 (id bigserial PRIMARY KEY, v text);
-- @case orm-gaps-11.1
INSERT INTO gs (v) VALUES ('a'), ('b'), ('c'), ('d') RETURNING id, v
-- @case orm-gaps-11.2
INSERT INTO gs (v, id) VALUES ('a', DEFAULT), ('b', DEFAULT), ('c', DEFAULT) RETURNING id, v
-- @case orm-gaps-11.3
INSERT INTO gs2 (v) VALUES ('a'), (NULL), ('c') RETURNING *
-- @case orm-gaps-11.4
WITH i AS (INSERT INTO gs (v) VALUES ('p'), ('q') RETURNING id) SELECT count(*), min(id), max(id) FROM i
-- @case orm-gaps-11.5
INSERT INTO gs (v) VALUES ('a'), (NULL), ('c')
