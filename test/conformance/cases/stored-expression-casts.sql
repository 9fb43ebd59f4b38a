-- Casts to enums and domains inside stored expressions (CHECK constraints, defaults): PostgreSQL
-- stores and runs them; SQLite allows no subquery there, so pgsqlite's coercions must not use
-- one. Index expressions and predicates with functions that are not immutable are 42P17.
-- @setup
CREATE TYPE sec_mood AS ENUM ('sad', 'ok', 'happy');
CREATE DOMAIN sec_pos AS int DEFAULT 3 CHECK (VALUE > 0 AND VALUE::text <> '5' AND 'value' <> VALUE::text);
CREATE TABLE sec_t (m sec_mood DEFAULT 'ok'::text::sec_mood, c text CHECK (c::sec_mood <> 'sad'), n int CHECK (n::sec_pos > 0), d sec_pos DEFAULT 7::sec_pos, ts timestamptz);
-- @case stored-expression-casts-1.1
INSERT INTO sec_t (c) VALUES ('ok') RETURNING m, c, d
-- @case stored-expression-casts-1.2
INSERT INTO sec_t (c) VALUES ('sad')
-- @case stored-expression-casts-1.3
INSERT INTO sec_t (c) VALUES ('meh')
-- @case stored-expression-casts-1.4
INSERT INTO sec_t (n) VALUES (1), (2) RETURNING n
-- @case stored-expression-casts-1.5
INSERT INTO sec_t (n) VALUES (5)
-- @case stored-expression-casts-1.6
INSERT INTO sec_t (n) VALUES (-1)
-- @case stored-expression-casts-1.7
INSERT INTO sec_t (d) VALUES (0)
-- @case stored-expression-casts-1.8
SELECT pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conname = 'sec_pos_check'
-- @case stored-expression-casts-1.9
SELECT 'meh'::text::sec_mood
-- @case stored-expression-casts-1.10
SELECT NULL::text::sec_mood, 'happy'::varchar::sec_mood
-- @case stored-expression-casts-1.11
CREATE TABLE sec_t2 (c text, CHECK (c::sec_mood > 'sad'))
-- @case stored-expression-casts-1.12
CREATE TABLE sec_t3 (x int DEFAULT (-1)::sec_pos)
-- @case stored-expression-casts-2.1
CREATE INDEX ON sec_t ((random()))
-- @case stored-expression-casts-2.2
CREATE INDEX ON sec_t ((now()))
-- @case stored-expression-casts-2.3
CREATE INDEX ON sec_t (n) WHERE ts < now()
-- @case stored-expression-casts-2.4
CREATE INDEX ON sec_t ((n + 1)) WHERE n > 0
-- @case stored-expression-casts-2.5
CREATE INDEX ON sec_t ((lower(c))) WHERE ts < clock_timestamp()
-- @case stored-expression-casts-2.6
CREATE INDEX ON sec_t ((current_user))
-- @setup
CREATE TYPE sec_mood AS ENUM ('sad', 'ok', 'happy');
CREATE TABLE sec_x (m sec_mood, c text, ts timestamptz, t timestamp, d date, a int[], n numeric, i int, j jsonb);
INSERT INTO sec_x (t, c, i, n, j) VALUES ('2020-01-02 03:04:05', '7', 5, 2.5, '{"x": "3"}');
CREATE TABLE sec_g (c text, d int GENERATED ALWAYS AS (c::int) STORED);
-- @case stored-expression-casts-3.1
CREATE INDEX ON sec_x ((m::text::sec_mood))
-- @case stored-expression-casts-3.2
CREATE INDEX ON sec_x ((m::text))
-- @case stored-expression-casts-3.3
CREATE INDEX ON sec_x ((c::sec_mood))
-- @case stored-expression-casts-3.4
CREATE INDEX ON sec_x ((ts::date))
-- @case stored-expression-casts-3.5
CREATE INDEX ON sec_x ((t::date))
-- @case stored-expression-casts-3.6
CREATE INDEX ON sec_x ((d::timestamp))
-- @case stored-expression-casts-3.7
CREATE INDEX ON sec_x ((d::timestamptz))
-- @case stored-expression-casts-3.8
CREATE INDEX ON sec_x ((c::date))
-- @case stored-expression-casts-3.9
CREATE INDEX ON sec_x ((d::text))
-- @case stored-expression-casts-3.10
CREATE INDEX ON sec_x ((a::text))
-- @case stored-expression-casts-3.11
CREATE INDEX ON sec_x ((n::text))
-- @case stored-expression-casts-3.12
CREATE INDEX ON sec_x ((c::int))
-- @case stored-expression-casts-3.13
CREATE INDEX ON sec_x (((j->>'x')::int))
-- @case stored-expression-casts-3.14
CREATE INDEX ON sec_x (i) WHERE c::date > '2020-01-01'
-- @case stored-expression-casts-3.15
CREATE INDEX ON sec_x ((i::bigint), (n::int))
-- @case stored-expression-casts-3.16
CREATE INDEX ON sec_x ((c::interval))
-- @case stored-expression-casts-3.17
CREATE TABLE sec_y (c text, d date GENERATED ALWAYS AS (c::date) STORED)
-- @case stored-expression-casts-3.18
CREATE TABLE sec_z (ts timestamptz, d date GENERATED ALWAYS AS (ts::date) STORED)
-- @case stored-expression-casts-3.19
INSERT INTO sec_g VALUES ('12'), (NULL) RETURNING *
-- @case stored-expression-casts-3.20
INSERT INTO sec_g VALUES ('x')
-- @case stored-expression-casts-3.21
SELECT t::date, c::int FROM sec_x WHERE t::date = '2020-01-02' AND c::int = 7
