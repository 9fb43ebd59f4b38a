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
