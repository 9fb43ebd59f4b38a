-- Session functions (pg_sleep, advisory locks, set_config …) in a FROM item: a function scan of
-- one call or a sub-SELECT calling one. PostgreSQL computes such an item once; psycopg2's
-- test_async_callproc runs SELECT * FROM pg_sleep(0.1), pgx's TestStmtExecContextCancel
-- INSERT … SELECT $1 FROM pg_sleep(5). Also: an EXECUTE of a statement that declares a
-- parameter it does not use.
-- @setup
CREATE TABLE sfs (id int PRIMARY KEY);
INSERT INTO sfs VALUES (1), (2);

-- 1: SELECT
-- @case session-function-scans-1.1
SELECT * FROM pg_sleep(0.01)
-- @case session-function-scans-1.2
SELECT * FROM pg_sleep(0) AS x
-- @case session-function-scans-1.3
SELECT * FROM pg_sleep(0) AS x(y)
-- @case session-function-scans-1.4
SELECT pg_sleep.pg_sleep IS NULL AS n, pg_typeof(pg_sleep) FROM pg_sleep(0)
-- @case session-function-scans-1.5 ordered
SELECT id FROM sfs, pg_sleep(0.01) ORDER BY id
-- @case session-function-scans-1.6
SELECT * FROM (SELECT pg_sleep(0) AS s, 7 AS n) AS sub
-- @case session-function-scans-1.7
SELECT * FROM pg_advisory_lock(7), pg_advisory_unlock(7)
-- @case session-function-scans-1.8
SELECT l.x, s.setting FROM set_config('application_name', 'sfs', false) AS l(x) JOIN pg_settings s ON s.name = 'application_name'
-- @case session-function-scans-1.9 ordered
SELECT s.id, p FROM sfs s LEFT JOIN pg_sleep(0) p ON true ORDER BY s.id

-- 2: DML reading one
-- @case session-function-scans-2.1
INSERT INTO sfs (id) SELECT 42 FROM pg_sleep(0.01)
-- @case session-function-scans-2.2
INSERT INTO sfs (id) SELECT 43 FROM pg_sleep(0) RETURNING id
-- @case session-function-scans-2.3
UPDATE sfs SET id = id + 100 FROM pg_sleep(0) WHERE id = 1 RETURNING id
-- @case session-function-scans-2.4
DELETE FROM sfs USING pg_sleep(0) AS z WHERE id = 2 RETURNING *
-- @case session-function-scans-2.5
WITH x AS (SELECT 9 AS v) INSERT INTO sfs (id) SELECT v FROM x, pg_sleep(0) RETURNING id

-- 3: prepared statements (they outlive each case's ROLLBACK: DEALLOCATE ALL first)
-- @setup
DEALLOCATE ALL;
CREATE TABLE sfs (id int PRIMARY KEY);
PREPARE sfs_unused(int) AS SELECT 1 AS one;
PREPARE sfs_ins(int) AS INSERT INTO sfs (id) SELECT $1::int4 FROM pg_sleep(0.01) RETURNING id;
PREPARE sfs_sel(int) AS SELECT $1::int4 + 1 AS v FROM pg_sleep(0);
-- @case session-function-scans-3.1
EXECUTE sfs_unused(5)
-- @case session-function-scans-3.2
EXECUTE sfs_ins(7)
-- @case session-function-scans-3.3
EXECUTE sfs_sel(9)
