-- CREATE OR REPLACE VIEW: a statement read before the replacement reads the new definition (was:
-- a view over only VALUES/CTEs, e.g. a recursive view, kept answering with the old query's rows, as
-- SQLite does not re-compile a statement that opens no table); the old columns keep their names,
-- types and typmods (42P16); the view keeps its OID, so what depends on it and its comment stay.
-- @setup
CREATE RECURSIVE VIEW vr_nums (n) AS VALUES (1) UNION ALL SELECT n+1 FROM vr_nums WHERE n < 5;
SELECT count(*) FROM vr_nums;
CREATE OR REPLACE RECURSIVE VIEW vr_nums (n) AS VALUES (1) UNION ALL SELECT n+1 FROM vr_nums WHERE n < 6;

-- @case view-replace-1.1
SELECT count(*) FROM vr_nums
-- @case view-replace-1.2 ordered
SELECT n FROM vr_nums

-- @setup
CREATE VIEW vr_c AS WITH q(a) AS (SELECT 1) SELECT a FROM q;
SELECT max(a) FROM vr_c;
CREATE OR REPLACE VIEW vr_c AS WITH q(a) AS (SELECT 2) SELECT a FROM q;

-- @case view-replace-2.1
SELECT max(a) FROM vr_c

-- @setup
CREATE VIEW vr_v AS SELECT column1 AS a FROM (VALUES (1)) v;
SELECT a FROM vr_v;
CREATE OR REPLACE VIEW vr_v AS SELECT column1 AS a FROM (VALUES (2), (3)) v;

-- @case view-replace-3.1
SELECT a FROM vr_v

-- @setup
CREATE TYPE vr_mood AS ENUM ('a', 'b');
CREATE TABLE vr_t (a int);
INSERT INTO vr_t VALUES (1);
CREATE VIEW vr_1 AS SELECT a, 'x'::varchar(3) AS b, 'a'::vr_mood AS m, 1.5::numeric(5,2) AS n FROM vr_t;
CREATE VIEW vr_2 AS SELECT a FROM vr_1;
COMMENT ON VIEW vr_1 IS 'first';

-- @case view-replace-4.1
CREATE OR REPLACE VIEW vr_1 AS SELECT a FROM vr_t
-- @case view-replace-4.2
CREATE OR REPLACE VIEW vr_1 AS SELECT a AS c, 'x'::varchar(3) AS b, 'a'::vr_mood AS m, 1.5::numeric(5,2) AS n FROM vr_t
-- @case view-replace-4.3
CREATE OR REPLACE VIEW vr_1 AS SELECT a::text AS a, 'x'::varchar(3) AS b, 'a'::vr_mood AS m, 1.5::numeric(5,2) AS n FROM vr_t
-- @case view-replace-4.4
CREATE OR REPLACE VIEW vr_1 AS SELECT a, 'x'::varchar(4) AS b, 'a'::vr_mood AS m, 1.5::numeric(5,2) AS n FROM vr_t
-- @case view-replace-4.5
CREATE OR REPLACE VIEW vr_1 AS SELECT a, 'x'::varchar(3) AS b, 'a'::text AS m, 1.5::numeric(5,2) AS n FROM vr_t
-- @case view-replace-4.6
CREATE OR REPLACE VIEW vr_1 AS SELECT a, 'x'::varchar(3) AS b, 'a'::vr_mood AS m, 1.5::numeric(6,2) AS n FROM vr_t
-- @case view-replace-4.7
CREATE OR REPLACE VIEW vr_1 (a, b, m, n, extra) AS SELECT a, 'x'::varchar(3), 'b'::vr_mood, 1.5::numeric(5,2), a + 1 FROM vr_t

-- @setup
CREATE TYPE vr_mood AS ENUM ('a', 'b');
CREATE TABLE vr_t (a int);
INSERT INTO vr_t VALUES (1);
CREATE VIEW vr_1 AS SELECT a, 'x'::varchar(3) AS b, 'a'::vr_mood AS m, 1.5::numeric(5,2) AS n FROM vr_t;
CREATE VIEW vr_2 AS SELECT a FROM vr_1;
COMMENT ON VIEW vr_1 IS 'first';
CREATE TABLE vr_oid AS SELECT 'vr_1'::regclass::oid AS o;
CREATE OR REPLACE VIEW vr_1 AS SELECT a * 10 AS a, 'y'::varchar(3) AS b, 'b'::vr_mood AS m, 2.5::numeric(5,2) AS n, true AS extra FROM vr_t;

-- @case view-replace-5.1
SELECT * FROM vr_1
-- @case view-replace-5.2
SELECT * FROM vr_2
-- @case view-replace-5.3
SELECT o = 'vr_1'::regclass::oid AS same_oid FROM vr_oid
-- @case view-replace-5.4
SELECT obj_description('vr_1'::regclass, 'pg_class')
-- @case view-replace-5.5
DROP VIEW vr_1
-- @case view-replace-5.6 ordered
SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = 'vr_1'::regclass AND attnum > 0 ORDER BY attnum
