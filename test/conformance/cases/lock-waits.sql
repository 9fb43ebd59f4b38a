-- LOCK TABLE in each mode, its errors, and the lock functions that answer without a second
-- session: pg_blocking_pids of a session that waits for nothing, advisory try-locks.
-- @setup
CREATE TABLE lk (a int);
CREATE TABLE lk2 (a int);
CREATE SEQUENCE lk_seq;
CREATE INDEX lk_idx ON lk (a);
CREATE VIEW lk_view AS SELECT * FROM lk;

-- 1: the modes
-- @case lock-waits-1.1
LOCK TABLE lk
-- @case lock-waits-1.2
LOCK lk IN ACCESS SHARE MODE
-- @case lock-waits-1.3
LOCK TABLE lk IN ROW SHARE MODE
-- @case lock-waits-1.4
LOCK TABLE lk IN ROW EXCLUSIVE MODE
-- @case lock-waits-1.5
LOCK TABLE lk IN SHARE UPDATE EXCLUSIVE MODE
-- @case lock-waits-1.6
LOCK TABLE lk IN SHARE MODE
-- @case lock-waits-1.7
LOCK TABLE lk IN SHARE ROW EXCLUSIVE MODE
-- @case lock-waits-1.8
LOCK TABLE lk IN EXCLUSIVE MODE
-- @case lock-waits-1.9
LOCK TABLE lk IN ACCESS EXCLUSIVE MODE NOWAIT
-- @case lock-waits-1.10
LOCK TABLE lk, lk2, public.lk IN SHARE MODE
-- @case lock-waits-1.11
LOCK TABLE ONLY lk_view
-- @case lock-waits-1.12
LOCK TABLE lk *

-- 2: errors
-- @case lock-waits-2.1
LOCK TABLE nosuch
-- @case lock-waits-2.2
LOCK TABLE lk, public.nosuch IN SHARE MODE
-- @case lock-waits-2.3
LOCK TABLE lk_seq
-- @case lock-waits-2.4
LOCK TABLE lk_idx IN ACCESS SHARE MODE
-- @case lock-waits-2.5
LOCK TABLE nosuch_schema.lk

-- 3: functions without a second session
-- @case lock-waits-3.1
SELECT pg_blocking_pids(pg_backend_pid())
-- @case lock-waits-3.2
SELECT pg_blocking_pids(0), pg_blocking_pids(NULL)
-- @case lock-waits-3.3
SELECT pg_try_advisory_xact_lock(1), pg_try_advisory_xact_lock(1), pg_try_advisory_xact_lock_shared(2, 3)
-- @case lock-waits-3.4
SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'
-- @case lock-waits-3.5
SELECT wait_event_type, wait_event FROM pg_stat_activity WHERE pid = pg_backend_pid()
-- @case lock-waits-3.6
SELECT setting, unit FROM pg_settings WHERE name = 'deadlock_timeout'
