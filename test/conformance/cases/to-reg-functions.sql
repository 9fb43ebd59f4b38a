-- to_regclass, to_regproc, to_regoper, to_regnamespace, to_regrole (PostgreSQL 15 regproc.c):
-- the object by name, typed as its reg* type (printed by name), NULL where nothing or more than
-- one object has the name, 42602 for a role or schema name that is no single name.

-- 1: found
-- @setup
CREATE TABLE toreg_t (a int);
CREATE SCHEMA toreg_s;
CREATE TABLE toreg_s.u (b int);
-- @case to-reg-functions-1.1
SELECT to_regclass('toreg_t'), to_regclass('pg_class'), to_regclass('pg_catalog.pg_class'), to_regclass('toreg_s.u'), pg_typeof(to_regclass('toreg_t'))
-- @case to-reg-functions-1.2
SELECT to_regproc('now'), to_regproc('pg_catalog.now'), to_regoper('||/'), to_regnamespace('pg_catalog'), to_regnamespace('"toreg_s"'), to_regrole('pg_database_owner'), pg_typeof(to_regproc('now')), pg_typeof(to_regoper('||/'))
-- @case to-reg-functions-1.3
SELECT to_regclass('toreg_t') = 'toreg_t'::regclass, to_regproc('now')::oid = 'now'::regproc::oid

-- 2: not found or ambiguous
-- @case to-reg-functions-2.1
SELECT to_regclass('nope'), to_regclass('ng_catalog.pg_class'), to_regclass('1259'), to_regproc('know'), to_regproc('abs'), to_regoper('||//'), to_regnamespace('Nonexistent'), to_regnamespace('"Nonexistent"'), to_regrole('Nonexistent'), to_regrole('"Nonexistent"'), to_regclass(NULL)
-- @case to-reg-functions-2.2
SELECT to_regrole('foo.bar')
-- @case to-reg-functions-2.3
SELECT to_regnamespace('foo.bar')

-- 3: a value known when the statement runs
-- @case to-reg-functions-3.1
SELECT n, to_regclass(n) FROM (VALUES ('toreg_t'), ('pg_class'), ('nope'), (NULL)) v(n) ORDER BY n
