-- Privileges and ownership: GRANT/REVOKE on tables, columns, sequences, schemas, functions;
-- ALTER … OWNER TO; GRANT role TO role; ALTER DEFAULT PRIVILEGES; SET ROLE / SET SESSION
-- AUTHORIZATION; has_*_privilege; 42501 for a role without the privilege. Every case runs inside
-- BEGIN … ROLLBACK, so the roles and grants made here never outlive a case.
-- @setup
CREATE ROLE pv_alice;
CREATE ROLE pv_bob;
CREATE TABLE pv_t (a int, b text);
INSERT INTO pv_t VALUES (1, 'x');
CREATE SEQUENCE pv_s;
CREATE SCHEMA pv_sch;
CREATE FUNCTION pv_f(int) RETURNS int LANGUAGE sql AS 'SELECT $1';
CREATE VIEW pv_v AS SELECT a FROM pv_t;

-- 1: statements and their tags and errors
-- @case privileges-1.1
GRANT SELECT, INSERT ON pv_t TO pv_alice
-- @case privileges-1.2
GRANT SELECT (a), UPDATE (b) ON pv_t TO pv_alice WITH GRANT OPTION
-- @case privileges-1.3
GRANT USAGE ON pv_t TO pv_alice
-- @case privileges-1.4
GRANT CREATE ON pv_t TO pv_alice
-- @case privileges-1.5
GRANT SELECT ON pv_nosuch TO pv_alice
-- @case privileges-1.6
GRANT SELECT ON pv_t TO pv_nosuch
-- @case privileges-1.7
GRANT USAGE ON SEQUENCE pv_t TO pv_alice
-- @case privileges-1.8
GRANT SELECT ON pv_t TO PUBLIC WITH GRANT OPTION
-- @case privileges-1.9
GRANT EXECUTE ON FUNCTION pv_nosuch(int) TO pv_alice
-- @case privileges-1.10
GRANT USAGE ON SCHEMA pv_nosuch TO pv_alice
-- @case privileges-1.11
GRANT SELECT (nosuch) ON pv_t TO pv_alice
-- @case privileges-1.12
GRANT pv_alice TO pv_bob
-- @case privileges-1.13
GRANT pv_alice TO pv_alice
-- @case privileges-1.14
REVOKE pv_alice FROM pv_bob
-- @case privileges-1.15
ALTER TABLE pv_t OWNER TO pv_alice
-- @case privileges-1.16
ALTER TABLE pv_t OWNER TO pv_nosuch
-- @case privileges-1.17
ALTER SCHEMA pv_sch OWNER TO pv_bob
-- @case privileges-1.18
ALTER FUNCTION pv_f(int) OWNER TO pv_bob
-- @case privileges-1.19
ALTER SEQUENCE pv_s OWNER TO pv_alice
-- @case privileges-1.20
ALTER DEFAULT PRIVILEGES IN SCHEMA pv_sch GRANT SELECT ON TABLES TO pv_bob
-- @case privileges-1.21
GRANT ALL ON ALL TABLES IN SCHEMA public TO pv_bob
-- @case privileges-1.22
REVOKE ALL ON pv_t FROM pv_alice
-- @case privileges-1.23
SET ROLE pv_nosuch
-- @case privileges-1.24
SET SESSION AUTHORIZATION pv_nosuch

-- 2: the catalogs after grants
-- @setup
CREATE ROLE pv_alice;
CREATE ROLE pv_bob;
CREATE TABLE pv_t (a int, b text);
INSERT INTO pv_t VALUES (1, 'x');
CREATE SEQUENCE pv_s;
CREATE SCHEMA pv_sch;
CREATE FUNCTION pv_f(int) RETURNS int LANGUAGE sql AS 'SELECT $1';
GRANT SELECT ON pv_t TO pv_alice;
GRANT INSERT (a) ON pv_t TO pv_bob WITH GRANT OPTION;
GRANT USAGE ON SEQUENCE pv_s TO pv_alice;
GRANT USAGE ON SCHEMA pv_sch TO pv_alice;
REVOKE EXECUTE ON FUNCTION pv_f(int) FROM PUBLIC;
GRANT pv_alice TO pv_bob;
ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO pv_bob;
CREATE TABLE pv_u (x int);

-- @case privileges-2.1
SELECT relname, relacl::text FROM pg_class WHERE relname IN ('pv_t', 'pv_s', 'pv_u') ORDER BY relname
-- @case privileges-2.2
SELECT attname, attacl::text FROM pg_attribute WHERE attrelid = 'pv_t'::regclass AND attnum > 0 ORDER BY attnum
-- @case privileges-2.3
SELECT nspname, nspacl::text FROM pg_namespace WHERE nspname = 'pv_sch'
-- @case privileges-2.4
SELECT proname, proacl::text FROM pg_proc WHERE proname = 'pv_f'
-- @case privileges-2.5
SELECT pg_get_userbyid(roleid) AS role, pg_get_userbyid(member) AS member, pg_get_userbyid(grantor) AS grantor, admin_option FROM pg_auth_members WHERE member = 'pv_bob'::regrole
-- @case privileges-2.6
SELECT pg_get_userbyid(defaclrole) AS owner, defaclnamespace, defaclobjtype, defaclacl::text FROM pg_default_acl
-- @case privileges-2.7
SELECT has_table_privilege('pv_alice', 'pv_t', 'SELECT') AS s, has_table_privilege('pv_alice', 'pv_t', 'INSERT') AS i, has_table_privilege('pv_bob', 'pv_t', 'SELECT') AS inherited, has_column_privilege('pv_bob', 'pv_t', 'a', 'INSERT') AS col
-- @case privileges-2.8
SELECT has_schema_privilege('pv_alice', 'pv_sch', 'USAGE') AS u, has_schema_privilege('pv_alice', 'pv_sch', 'CREATE') AS c, has_sequence_privilege('pv_alice', 'pv_s', 'USAGE') AS s
-- @case privileges-2.9
SELECT has_table_privilege('pv_t', 'select, foo')
-- @case privileges-2.10
SELECT has_table_privilege('pv_nosuch_role', 'pv_t', 'select')
-- @case privileges-2.11
SELECT pg_has_role('pv_bob', 'pv_alice', 'MEMBER') AS m, pg_has_role('pv_alice', 'pv_bob', 'MEMBER') AS n
-- @case privileges-2.12
SELECT tableowner FROM pg_tables WHERE tablename = 'pv_t'
-- @case privileges-2.13
SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relname = 'pv_u'

-- 3: running as another role
-- @setup
CREATE ROLE pv_alice;
CREATE ROLE pv_bob;
CREATE TABLE pv_t (a int, b text);
INSERT INTO pv_t VALUES (1, 'x');
GRANT SELECT ON pv_t TO pv_alice;
SET ROLE pv_alice;

-- @case privileges-3.1
SELECT current_user, session_user
-- @case privileges-3.2
SELECT a, b FROM pv_t
-- @case privileges-3.3
INSERT INTO pv_t VALUES (2, 'y')
-- @case privileges-3.4
UPDATE pv_t SET b = 'z'
-- @case privileges-3.5
DELETE FROM pv_t
-- @case privileges-3.6
GRANT SELECT ON pv_t TO pv_bob
-- @case privileges-3.7
SET ROLE pv_bob
-- @case privileges-3.8
SHOW is_superuser
