-- Column privileges: several granted on one column in one GRANT are all kept (each used to replace
-- the last); REVOKE of a table's privileges revokes the same ones on its columns too
-- (ExecGrant_Relation's expand_all_col_privileges); a column ACL left empty is NULL; a role whose
-- column privileges are all revoked can be dropped.
-- @setup
CREATE TABLE cpr (a int, b int);
CREATE ROLE cpr_rio;
GRANT SELECT (a) ON cpr TO cpr_rio;
GRANT SELECT (b), UPDATE (b) ON cpr TO cpr_rio;
-- @case column-privileges-revoke-1.1 ordered
SELECT attname, attacl::text FROM pg_attribute WHERE attrelid = 'cpr'::regclass AND attnum > 0 ORDER BY 1
-- @case column-privileges-revoke-1.2 ordered
SELECT column_name, privilege_type FROM information_schema.column_privileges WHERE table_name = 'cpr' AND grantee = 'cpr_rio' ORDER BY 1, 2
-- @setup
CREATE TABLE cpr (a int, b int);
CREATE ROLE cpr_rio;
GRANT SELECT (a) ON cpr TO cpr_rio;
GRANT SELECT (b), UPDATE (b) ON cpr TO cpr_rio;
REVOKE ALL ON cpr FROM cpr_rio;
-- @case column-privileges-revoke-2.1 ordered
SELECT attname, attacl::text FROM pg_attribute WHERE attrelid = 'cpr'::regclass AND attnum > 0 ORDER BY 1
-- @case column-privileges-revoke-2.2
DROP ROLE cpr_rio
-- @setup
CREATE TABLE cpr (a int, b int);
CREATE ROLE cpr_rio;
GRANT SELECT (a, b), UPDATE (b) ON cpr TO cpr_rio;
REVOKE SELECT ON cpr FROM cpr_rio;
-- @case column-privileges-revoke-3.1 ordered
SELECT attname, attacl::text FROM pg_attribute WHERE attrelid = 'cpr'::regclass AND attnum > 0 ORDER BY 1
-- @case column-privileges-revoke-3.2
DROP ROLE cpr_rio
