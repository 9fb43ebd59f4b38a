-- pg_listening_channels(): the session's committed LISTENs (a LISTEN inside the case's
-- transaction counts only at commit, so none here), in FROM and in a SELECT list.
-- @case listening-channels-1.1
SELECT pg_listening_channels()
-- @case listening-channels-1.2
SELECT * FROM pg_listening_channels()
-- @case listening-channels-1.3
SELECT c, n FROM pg_listening_channels() WITH ORDINALITY AS t(c, n)
-- @case listening-channels-1.4
SELECT count(*), pg_typeof(min(c)) FROM pg_listening_channels() AS c
-- @case listening-channels-1.5
SELECT pg_listening_channels(1)

-- 2: LISTEN in the open transaction: not listening until it commits
-- @setup
LISTEN lc_chan;
-- @case listening-channels-2.1
SELECT pg_listening_channels()
-- @case listening-channels-2.2
SELECT array_agg(c) FROM pg_listening_channels() AS c
