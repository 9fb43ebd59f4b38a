-- A value ALTER TYPE … ADD VALUE made is unsafe to use until its transaction commits
-- (enum.c check_safe_enum_use, 55P04 with PostgreSQL's hint): as a literal, an INSERTed value, a
-- cast of a text value at run time, also after RENAME VALUE and for a type created in the same
-- transaction; the type's older values stay usable, and ADD VALUE IF NOT EXISTS of one is no new value.
-- @setup
CREATE TYPE mood AS ENUM ('sad', 'ok');
CREATE TABLE moods (m mood, t text);
INSERT INTO moods VALUES ('sad', 'ok'), ('ok', 'happy');
ALTER TYPE mood ADD VALUE 'happy';
ALTER TYPE mood ADD VALUE IF NOT EXISTS 'ok';
-- @case enum-new-value-unsafe-1.1
SELECT 'happy'::mood
-- @case enum-new-value-unsafe-1.2
INSERT INTO moods VALUES ('happy', 'x')
-- @case enum-new-value-unsafe-1.3
SELECT t::mood FROM moods ORDER BY t
-- @case enum-new-value-unsafe-1.4
SELECT 'sad'::mood, 'ok'::mood > 'sad'::mood, m FROM moods ORDER BY m
-- @case enum-new-value-unsafe-1.5
SELECT t::mood FROM moods WHERE t = 'ok'
-- @case enum-new-value-unsafe-1.6
SELECT 'nope'::mood
-- @case enum-new-value-unsafe-1.7
SELECT enumlabel FROM pg_enum WHERE enumtypid = 'mood'::regtype ORDER BY enumsortorder
-- @setup
CREATE TYPE fresh AS ENUM ('a');
ALTER TYPE fresh ADD VALUE 'b' BEFORE 'a';
ALTER TYPE fresh RENAME VALUE 'b' TO 'c';
-- @case enum-new-value-unsafe-2.1
SELECT 'a'::fresh
-- @case enum-new-value-unsafe-2.2
SELECT 'c'::fresh
-- @case enum-new-value-unsafe-2.3
SELECT ARRAY['a', 'c']::fresh[]
