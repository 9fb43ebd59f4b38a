-- DROP ROLE of a role that owns objects or holds privileges in the database is 2BP01, its DETAIL
-- listing them (checkSharedDependencies); CREATE SCHEMA … AUTHORIZATION role makes the role the
-- schema's owner, and names the schema after the role when no name is given.
-- @setup
CREATE ROLE drd_alice;
CREATE ROLE drd_bob;
CREATE ROLE drd_carol;
CREATE TABLE drd_t (a int);
ALTER TABLE drd_t OWNER TO drd_alice;
CREATE TABLE drd_u (a int, b int);
GRANT SELECT ON drd_u TO drd_bob;
GRANT UPDATE (b) ON drd_u TO drd_carol;
CREATE SCHEMA drd_s AUTHORIZATION drd_alice;
CREATE SCHEMA AUTHORIZATION drd_carol;
-- @case drop-role-dependents-1.1
DROP ROLE drd_alice
-- @case drop-role-dependents-1.2
DROP ROLE drd_bob
-- @case drop-role-dependents-1.3
DROP ROLE drd_carol
-- @case drop-role-dependents-1.4 ordered
SELECT nspname, nspowner::regrole::text FROM pg_namespace WHERE nspname IN ('drd_s', 'drd_carol') ORDER BY 1
-- @case drop-role-dependents-1.5
CREATE SCHEMA drd_s2 AUTHORIZATION drd_nobody
-- @setup
CREATE ROLE drd_dave;
CREATE TABLE drd_v (a int);
GRANT SELECT ON drd_v TO drd_dave;
REVOKE SELECT ON drd_v FROM drd_dave;
-- @case drop-role-dependents-2.1
DROP ROLE drd_dave
-- DROP OWNED BY drops what the role owns (views before tables, then routines, types, schemas) and
-- revokes its privileges; the role can be dropped afterwards.
-- @setup
CREATE ROLE drd_erin;
CREATE SCHEMA drd_es AUTHORIZATION drd_erin;
CREATE TABLE drd_et (a int);
ALTER TABLE drd_et OWNER TO drd_erin;
CREATE VIEW drd_ev AS SELECT a FROM drd_et;
ALTER VIEW drd_ev OWNER TO drd_erin;
CREATE FUNCTION drd_ef(int) RETURNS int LANGUAGE sql AS 'SELECT $1';
ALTER FUNCTION drd_ef(int) OWNER TO drd_erin;
CREATE TABLE drd_keep (a int);
GRANT SELECT ON drd_keep TO drd_erin;
DROP OWNED BY drd_erin;
-- @case drop-role-dependents-3.1 ordered
SELECT relname FROM pg_class WHERE relname LIKE 'drd\_e%' OR relname = 'drd_keep' ORDER BY 1
-- @case drop-role-dependents-3.2 ordered
SELECT proname FROM pg_proc WHERE proname = 'drd_ef' UNION ALL SELECT nspname FROM pg_namespace WHERE nspname = 'drd_es'
-- @case drop-role-dependents-3.3
DROP ROLE drd_erin
