-- ALTER FUNCTION | PROCEDURE | ROUTINE | AGGREGATE … RENAME TO: the routine keeps its OID, and
-- the defaults, CHECKs, index expressions and views that call it follow the new name.
-- @setup
DEALLOCATE ALL;
CREATE FUNCTION rr_f1(int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT $1 + 1';
CREATE FUNCTION rr_f1(text) RETURNS text LANGUAGE sql IMMUTABLE AS 'SELECT $1 || ''!''';
CREATE FUNCTION "rr_Fx"(int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT $1 * 2';
CREATE TABLE rr_t (a int DEFAULT "rr_Fx"(2) CHECK ("rr_Fx"(a) < 100), b int);
CREATE INDEX rr_t_fx ON rr_t (("rr_Fx"(b)));
CREATE VIEW rr_v AS SELECT "rr_Fx"(a) AS x, rr_f1(a) AS y FROM rr_t;
CREATE PROCEDURE rr_pr() LANGUAGE sql AS 'SELECT 1';
CREATE AGGREGATE rr_ag(int) (sfunc = int4pl, stype = int);
-- @case routine-renames-1.1
ALTER FUNCTION "rr_Fx"(int) RENAME TO rr_fy
-- @case routine-renames-1.2
ALTER FUNCTION rr_f1(int) RENAME TO "rr_Fx"
-- @case routine-renames-1.3
ALTER FUNCTION nope(int) RENAME TO rr_f3
-- @case routine-renames-1.4
ALTER FUNCTION rr_pr() RENAME TO rr_pr3
-- @case routine-renames-1.5
ALTER PROCEDURE rr_f1(int) RENAME TO rr_pr3
-- @case routine-renames-1.6
ALTER PROCEDURE rr_pr() RENAME TO rr_pr2
-- @case routine-renames-1.7
ALTER ROUTINE rr_pr() RENAME TO rr_pr2
-- @case routine-renames-1.8
ALTER AGGREGATE rr_ag(int) RENAME TO rr_ag2
-- @case routine-renames-1.9
ALTER AGGREGATE rr_ag(text) RENAME TO rr_ag2
-- @case routine-renames-1.10
ALTER AGGREGATE rr_ag(int) RENAME TO rr_f1
-- @case routine-renames-1.11
ALTER FUNCTION rr_f1 RENAME TO rr_f9
-- @setup
DEALLOCATE ALL;
CREATE FUNCTION rr_f1(int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT $1 + 1';
CREATE FUNCTION rr_f1(text) RETURNS text LANGUAGE sql IMMUTABLE AS 'SELECT $1 || ''!''';
CREATE FUNCTION "rr_Fx"(int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT $1 * 2';
CREATE TABLE rr_t (a int DEFAULT "rr_Fx"(2) CHECK ("rr_Fx"(a) < 100), b int);
CREATE INDEX rr_t_fx ON rr_t (("rr_Fx"(b)));
CREATE VIEW rr_v AS SELECT "rr_Fx"(a) AS x, rr_f1(a) AS y FROM rr_t;
CREATE PROCEDURE rr_pr() LANGUAGE sql AS 'SELECT 1';
CREATE AGGREGATE rr_ag(int) (sfunc = int4pl, stype = int);
ALTER FUNCTION "rr_Fx"(int) RENAME TO rr_fy;
ALTER FUNCTION rr_f1(int) RENAME TO rr_f2;
ALTER ROUTINE rr_pr() RENAME TO rr_pr2;
ALTER AGGREGATE rr_ag(int) RENAME TO rr_ag2;
-- @case routine-renames-2.1
SELECT pg_get_expr(adbin, adrelid, true) FROM pg_attrdef WHERE adrelid = 'rr_t'::regclass
-- @case routine-renames-2.2
SELECT pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conrelid = 'rr_t'::regclass
-- @case routine-renames-2.3
SELECT pg_get_indexdef('rr_t_fx'::regclass)
-- @case routine-renames-2.4
INSERT INTO rr_t (b) VALUES (3) RETURNING *
-- @case routine-renames-2.5
INSERT INTO rr_t VALUES (60)
-- @case routine-renames-2.6
SELECT * FROM rr_v
-- @case routine-renames-2.7
SELECT rr_f2(1), rr_f1('a'), rr_fy(3)
-- @case routine-renames-2.8
SELECT "rr_Fx"(1)
-- @case routine-renames-2.9
CALL rr_pr2()
-- @case routine-renames-2.10
SELECT rr_ag2(x) FROM generate_series(1, 3) x
-- @case routine-renames-2.11
SELECT proname FROM pg_proc WHERE proname LIKE 'rr\_%' ORDER BY 1
-- @case routine-renames-2.12
ALTER FUNCTION rr_f1(text) RENAME TO rr_f2
-- @case routine-renames-2.13
SELECT pg_get_viewdef('rr_v', true)
