-- Roles: CREATE/ALTER/DROP ROLE and the role catalogs (pg_authid, pg_roles, pg_user, pg_shadow).
-- Every case runs inside BEGIN … ROLLBACK, so the roles made here never outlive a case.
-- Verifiers are random per CREATE: the cases show their shape, never their bytes.
-- @setup
CREATE ROLE cf_alice LOGIN PASSWORD 'secret' CONNECTION LIMIT 3;
CREATE USER cf_bob PASSWORD 'md5aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' VALID UNTIL '2030-01-02 03:04:05+00';
CREATE ROLE cf_plain CREATEDB NOINHERIT;

-- 1: the catalogs
-- @case roles-1.1
SELECT rolname, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin, rolreplication, rolbypassrls, rolconnlimit, rolpassword, rolvaliduntil FROM pg_roles WHERE rolname LIKE 'cf\_%' ORDER BY rolname
-- @case roles-1.2
SELECT rolname, left(rolpassword, 14) AS kind, length(rolpassword) AS len FROM pg_authid WHERE rolname LIKE 'cf\_%' ORDER BY rolname
-- @case roles-1.3
SELECT usename, usecreatedb, usesuper, passwd, valuntil FROM pg_user WHERE usename LIKE 'cf\_%' ORDER BY usename
-- @case roles-1.4
SELECT usename, left(passwd, 3) AS p FROM pg_shadow WHERE usename LIKE 'cf\_%' ORDER BY usename
-- @case roles-1.5
SELECT rolpassword ~ '^SCRAM-SHA-256\$4096:[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=:[A-Za-z0-9+/]{43}=$' AS scram FROM pg_authid WHERE rolname = 'cf_alice'

-- 2: errors
-- @case roles-2.1
CREATE ROLE cf_alice
-- @case roles-2.2
CREATE ROLE pg_cf
-- @case roles-2.3
CREATE ROLE cf_c CONNECTION LIMIT -2
-- @case roles-2.4
CREATE ROLE cf_d LOGIN NOLOGIN
-- @case roles-2.5
ALTER ROLE cf_nosuch LOGIN
-- @case roles-2.6
DROP ROLE cf_nosuch
-- @case roles-2.7
DROP ROLE IF EXISTS cf_nosuch
-- @case roles-2.8
ALTER ROLE cf_nosuch RENAME TO cf_x
-- @case roles-2.9
ALTER ROLE cf_plain RENAME TO cf_alice

-- 3: changes
-- @case roles-3.1
ALTER ROLE cf_alice NOLOGIN CONNECTION LIMIT -1 PASSWORD NULL
-- @case roles-3.2
ALTER USER cf_plain RENAME TO cf_renamed
-- @case roles-3.3
DROP ROLE cf_alice, cf_bob
-- @case roles-3.4
CREATE ROLE cf_e PASSWORD ''
