-- Session information functions: the query string the session runs and both ends of its
-- connection (NULL over a Unix socket), as the session's own pg_stat_activity row shows them.

-- @case session-info-1.1
SELECT current_query()
-- @case session-info-1.2
SELECT pg_typeof(current_query()), pg_typeof(inet_client_addr()), pg_typeof(inet_client_port()), pg_typeof(inet_server_addr()), pg_typeof(inet_server_port())
-- @case session-info-1.3
SELECT (inet_client_addr() IS NULL) = (inet_server_addr() IS NULL), (inet_client_port() IS NULL) = (inet_server_port() IS NULL), coalesce(inet_server_port() > 0, true), coalesce(inet_client_port() > 0, true)
-- @case session-info-1.4
SELECT a.client_addr IS NOT DISTINCT FROM inet_client_addr(), a.client_port IS NOT DISTINCT FROM coalesce(inet_client_port(), -1) FROM pg_stat_activity a WHERE a.pid = pg_backend_pid()

-- 2: the server's start (was the transaction's start: now() - pg_postmaster_start_time() was 0)
-- @case session-info-2.1
SELECT pg_postmaster_start_time() < statement_timestamp(), pg_conf_load_time() < statement_timestamp(), pg_typeof(pg_postmaster_start_time())
