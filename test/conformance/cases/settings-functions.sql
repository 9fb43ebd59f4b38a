-- Settings as functions (issue 14): current_setting (missing_ok), set_config (is_local, NULL value,
-- rollback), pg_settings and UPDATE pg_settings, SHOW ALL, PostgreSQL 15's whole parameter list with
-- guc.c's validation (types, ranges, units, enum values, contexts) and custom placeholders.

-- 1: current_setting
-- @case settings-functions-1.1
SELECT current_setting('work_mem'), current_setting('WORK_MEM'), current_setting('DateStyle'), current_setting('server_version_num')::int >= 150000
-- @case settings-functions-1.2
SELECT current_setting('no_such_setting')
-- @case settings-functions-1.3
SELECT current_setting('no_such_setting', true) IS NULL, current_setting('no.such', true) IS NULL, current_setting(NULL) IS NULL
-- @case settings-functions-1.4
SELECT current_setting('enable_seqscan'), current_setting('random_page_cost'), current_setting('jit'), current_setting('max_parallel_workers_per_gather'), current_setting('shared_buffers')
-- @case settings-functions-1.5
SELECT current_setting('is_superuser'), current_setting('role'), current_setting('transaction_isolation'), current_setting('standard_conforming_strings')
-- @case settings-functions-1.6
SELECT name FROM (VALUES ('work_mem'), ('jit')) v(name) WHERE current_setting(name) <> '' ORDER BY name

-- 2: set_config
-- @case settings-functions-2.1
SELECT set_config('work_mem', '1024', false), current_setting('work_mem')
-- @case settings-functions-2.2
SELECT set_config('myapp.tenant', '42', false), current_setting('myapp.tenant'), current_setting('myapp.other', true)
-- @case settings-functions-2.3
SELECT set_config('myapp.user', NULL, false), current_setting('myapp.user')
-- @case settings-functions-2.4
SELECT set_config(NULL, 'x', false)
-- @case settings-functions-2.5
SELECT set_config('no_such_setting', 'x', false)
-- @case settings-functions-2.6
SELECT set_config('Shared_Buffers', '1MB', false)
-- @case settings-functions-2.7
SELECT set_config('enable_seqscan', 'maybe', false)
-- @case settings-functions-2.8
SELECT set_config('statement_timeout', '1.5s', true), set_config('search_path', 'public, pg_catalog', true)
-- @case settings-functions-2.9
SELECT set_config('TimeZone', 'Europe/Paris', false), set_config('DateStyle', 'german', false), set_config('IntervalStyle', 'SQL_STANDARD', true)
-- @case settings-functions-2.10
SELECT set_config('myapp.k' || g, g::text, false) FROM generate_series(1, 3) g

-- 3: set_config and SET undone by ROLLBACK TO SAVEPOINT; placeholders outlive it
-- @setup
SAVEPOINT s1;
SELECT set_config('work_mem', '8MB', false), set_config('myapp.gone', 'v', false);
SET enable_hashjoin = off;
ROLLBACK TO SAVEPOINT s1;
-- @case settings-functions-3.1
SELECT current_setting('work_mem'), current_setting('myapp.gone'), current_setting('enable_hashjoin')
-- @setup
SET LOCAL work_mem = '2MB';
SELECT set_config('random_page_cost', '1.1', true);
-- @case settings-functions-3.2
SELECT current_setting('work_mem'), current_setting('random_page_cost')

-- 4: planner and other PostgreSQL 15 parameters, validated as guc.c validates them
-- @case settings-functions-4.1
SET enable_seqscan = off
-- @setup
SET enable_seqscan = off;
SET enable_nestloop TO false;
SET random_page_cost = 1.1;
SET work_mem = '64MB';
SET jit = off;
SET max_parallel_workers_per_gather = 0;
SET effective_cache_size = '1GB';
SET vacuum_cost_delay = '2.5ms';
SET seq_page_cost = 1e-7;
SET statement_timeout = '1.5min';
SET constraint_exclusion = true;
SET plan_cache_mode = FORCE_GENERIC_PLAN;
-- @case settings-functions-4.2
SELECT current_setting('enable_seqscan'), current_setting('enable_nestloop'), current_setting('random_page_cost'), current_setting('work_mem'), current_setting('jit'), current_setting('max_parallel_workers_per_gather'), current_setting('effective_cache_size')
-- @case settings-functions-4.3
SELECT current_setting('vacuum_cost_delay'), current_setting('seq_page_cost'), current_setting('statement_timeout'), current_setting('log_file_mode'), current_setting('constraint_exclusion'), current_setting('plan_cache_mode')
-- @case settings-functions-4.4
SELECT count(*) FROM generate_series(1, 10) g WHERE g > 5
-- @case settings-functions-4.5
SET shared_buffers = '1GB'
-- @case settings-functions-4.6
SET autovacuum = off
-- @case settings-functions-4.7
SET log_connections = on
-- @case settings-functions-4.8
SET server_version = '16'
-- @case settings-functions-4.9
SET work_mem = '10'
-- @case settings-functions-4.10
SET work_mem = '10 xB'
-- @case settings-functions-4.11
SET statement_timeout = '1 hr'
-- @case settings-functions-4.12
SET statement_timeout = '3e9'
-- @case settings-functions-4.13
SET vacuum_cost_delay = '300'
-- @case settings-functions-4.14
SET seq_page_cost = -1
-- @case settings-functions-4.15
SET enable_seqscan = 'maybe'
-- @case settings-functions-4.16
SET plan_cache_mode = 'sometimes'
-- @case settings-functions-4.17
SET no_such_setting = 1
-- @case settings-functions-4.18
SET "myapp." = 1
-- @case settings-functions-4.19
SET jit_above_cost = 'abc'
-- @case settings-functions-4.20
SET work_mem = 1.5
-- @case settings-functions-4.21
SET log_file_mode = '0640'
-- @case settings-functions-4.22
SET myapp.x.y = 'z'
-- @case settings-functions-4.23
SELECT set_config('statement_timeout', '1500us', true), set_config('lock_timeout', '0.5s', true), set_config('work_mem', '1.5MB', true)

-- 5: SHOW
-- @setup
SET myapp.shown = 'yes';
SET random_page_cost = 2;
-- @case settings-functions-5.1
SHOW myapp.shown
-- @case settings-functions-5.2
SHOW random_page_cost
-- @case settings-functions-5.3
SHOW enable_partitionwise_join
-- @case settings-functions-5.4
SHOW myapp.never_set

-- 6: pg_settings
-- @case settings-functions-6.1
SELECT name, setting, unit, category, short_desc, extra_desc, context, vartype, min_val, max_val, enumvals, boot_val, pending_restart FROM pg_settings WHERE name IN ('work_mem', 'enable_seqscan', 'random_page_cost', 'shared_buffers', 'plan_cache_mode', 'jit', 'search_path', 'statement_timeout', 'log_file_mode', 'archive_command') ORDER BY name
-- @case settings-functions-6.2
SELECT count(*) >= 350 FROM pg_settings
-- @case settings-functions-6.3
SELECT name, context, vartype FROM pg_settings WHERE category = 'Query Tuning / Planner Method Configuration' ORDER BY name
-- @setup
SET work_mem = '64MB';
SET enable_seqscan = off;
-- @case settings-functions-6.4
SELECT name, setting, source, reset_val FROM pg_settings WHERE name IN ('work_mem', 'enable_seqscan', 'jit') ORDER BY name
-- @case settings-functions-6.5
SELECT count(*) FROM pg_settings WHERE name LIKE 'myapp.%' OR name IN ('is_superuser', 'session_authorization', 'role', 'seed')
-- @case settings-functions-6.6
SELECT * FROM pg_settings WHERE name = 'work_mem'
-- @case settings-functions-6.7
SELECT name, setting, source FROM pg_settings WHERE name IN ('DateStyle', 'TimeZone', 'IntervalStyle') ORDER BY name

-- 7: UPDATE pg_settings (rewritten to set_config)
-- @case settings-functions-7.1
UPDATE pg_settings SET setting = '2MB' WHERE name = 'work_mem'
-- @setup
UPDATE pg_settings SET setting = 'off' WHERE name IN ('enable_seqscan', 'jit');
-- @case settings-functions-7.2
SELECT current_setting('enable_seqscan'), current_setting('jit')
-- @case settings-functions-7.3
UPDATE pg_settings SET setting = '2MB' WHERE name = 'work_mem' RETURNING *
-- @case settings-functions-7.4
UPDATE pg_settings SET setting = '2MB' WHERE name = 'shared_buffers'
-- @case settings-functions-7.5
UPDATE pg_settings s SET short_desc = 'x' WHERE s.name = 'work_mem'
-- @case settings-functions-7.6
UPDATE pg_settings SET setting = 'maybe' WHERE name LIKE 'enable_seq%'

-- 8: session functions in a CTE (Kysely's migration lock) run once, before the statement reads the CTE
-- @case settings-functions-8.1
WITH set_timeout AS (SELECT set_config('lock_timeout', '3600000', true) AS config_val) SELECT pg_advisory_lock(3853314791062309107) FROM set_timeout
-- @case settings-functions-8.2
SELECT pg_advisory_unlock(3853314791062309107)
-- @case settings-functions-8.3
WITH c AS (SELECT set_config('work_mem', '3MB', false) AS v) SELECT v, current_setting('work_mem') AS now FROM c
-- @case settings-functions-8.4
WITH c AS (SELECT pg_try_advisory_lock(x) AS got, x, x * 1.5::float8 AS f, ARRAY[x, 2] AS a, 'é''s' AS t, NULL::date AS d FROM generate_series(1, 3) x) SELECT * FROM c ORDER BY x
-- @case settings-functions-8.5
SELECT pg_advisory_unlock_all()
-- @case settings-functions-8.6
WITH a AS (SELECT 7 AS k), c(z, w) AS (SELECT set_config('application_name', 'cte' || k, false), k FROM a) SELECT z, w, current_setting('application_name') FROM c, a
-- @case settings-functions-8.7
WITH c AS (SELECT set_config('lock_timeout', 'soon', true) AS v) SELECT * FROM c
-- @case settings-functions-8.8
WITH c AS (SELECT set_config('statement_timeout', '0', false) AS v WHERE false) SELECT count(*) FROM c
