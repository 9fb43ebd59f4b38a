-- CREATE TABLE … AS EXECUTE name(args) [WITH [NO] DATA] (ExecCreateTableAs → ExecuteQuery): the
-- prepared SELECT's rows, its parameters given by the arguments coerced by assignment; a prepared
-- statement that is not a SELECT is 42809. CREATE MATERIALIZED VIEW … AS EXECUTE is a syntax error.
-- @setup
DEALLOCATE ALL;
PREPARE ctae_q(int) AS SELECT g, g * 2 AS d, 'x'::text AS t FROM generate_series(1, $1) g;
PREPARE ctae_one AS SELECT 1 AS a;
CREATE TABLE ctae_t (g int);
PREPARE ctae_ins(int) AS INSERT INTO ctae_t VALUES ($1);
-- @case create-table-as-execute-1.1
CREATE TABLE ctae_a AS EXECUTE ctae_q(3)
-- @case create-table-as-execute-1.2
CREATE TABLE ctae_a AS EXECUTE ctae_q(3) WITH NO DATA
-- @case create-table-as-execute-1.3
CREATE TABLE ctae_a (a, b) AS EXECUTE ctae_q(2)
-- @case create-table-as-execute-1.4
CREATE TEMP TABLE ctae_a AS EXECUTE ctae_q(1)
-- @case create-table-as-execute-1.5
CREATE TABLE IF NOT EXISTS ctae_t AS EXECUTE ctae_q(1)
-- @case create-table-as-execute-1.6
CREATE TABLE ctae_t AS EXECUTE ctae_q(1)
-- @case create-table-as-execute-1.7
CREATE TABLE ctae_a AS EXECUTE ctae_nope(1)
-- @case create-table-as-execute-1.8
CREATE TABLE ctae_a AS EXECUTE ctae_q(1, 2)
-- @case create-table-as-execute-1.9
CREATE TABLE ctae_a AS EXECUTE ctae_q('x')
-- @case create-table-as-execute-1.10
CREATE TABLE ctae_a AS EXECUTE ctae_ins(1)
-- @case create-table-as-execute-1.11
CREATE TABLE ctae_a (a, b, c, d) AS EXECUTE ctae_q(1)
-- @case create-table-as-execute-1.12
CREATE UNLOGGED TABLE ctae_a AS EXECUTE ctae_one
-- @case create-table-as-execute-1.13
CREATE TABLE ctae_a AS EXECUTE ctae_one WITH DATA
-- @case create-table-as-execute-1.14
CREATE MATERIALIZED VIEW ctae_a AS EXECUTE ctae_q(2)
-- @case create-table-as-execute-1.15
CREATE TABLE ctae_a AS EXECUTE ctae_q(1.6)
-- @case create-table-as-execute-1.16
CREATE TABLE ctae_a AS EXECUTE ctae_q(1::bigint)
-- @case create-table-as-execute-1.17
CREATE TABLE ctae_a AS EXECUTE ctae_q('2'::text)

-- 2: the table made
-- @setup
DEALLOCATE ALL;
PREPARE ctae_q(int) AS SELECT g, g * 2 AS d, 'x'::text AS t, $1::numeric(5,1) AS n FROM generate_series(1, $1) g;
CREATE TABLE ctae_a AS EXECUTE ctae_q(3);
CREATE TABLE ctae_b (x) AS EXECUTE ctae_q(2) WITH NO DATA;
-- @case create-table-as-execute-2.1
SELECT * FROM ctae_a ORDER BY g
-- @case create-table-as-execute-2.2
SELECT attname, format_type(atttypid, atttypmod), attnotnull FROM pg_attribute WHERE attrelid = 'ctae_a'::regclass AND attnum > 0 ORDER BY attnum
-- @case create-table-as-execute-2.3
SELECT count(*) FROM ctae_b
-- @case create-table-as-execute-2.4
SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = 'ctae_b'::regclass AND attnum > 0 ORDER BY attnum
