-- citext (contrib citext 1.6): the type CREATE EXTENSION citext makes, its casts, and its
-- case-insensitive comparison (lower()-folded; in a C-locale database only ASCII letters fold)
-- in operators, ORDER BY, DISTINCT, GROUP BY, UNIQUE, PRIMARY KEY, IN, joins and min/max.

-- 1: before and around CREATE EXTENSION
-- @case citext-1.1
SELECT 'a'::citext
-- @case citext-1.2
CREATE TABLE c0 (a citext)
-- @case citext-1.3
CREATE EXTENSION IF NOT EXISTS citext
-- @case citext-1.4
SELECT 1 FROM pg_available_extensions WHERE name = 'citext' AND default_version = '1.6'

-- @setup
CREATE EXTENSION citext;
CREATE TABLE users (id int PRIMARY KEY, name citext UNIQUE, note text);
INSERT INTO users VALUES (1, 'alice', 'x'), (2, 'Bob', 'y'), (3, 'carol', 'z'), (4, 'Émile', 'w');
CREATE TABLE tags (tag citext PRIMARY KEY);
INSERT INTO tags VALUES ('ALICE'), ('bob'), ('dave');

-- 2: the type
-- @case citext-2.1
SELECT extname, extversion, extrelocatable FROM pg_extension WHERE extname = 'citext'
-- @case citext-2.2
SELECT typname, typtype, typcategory, typlen, typelem::regtype, typarray::regtype, oid >= 16384 AS user_oid FROM pg_type WHERE typname IN ('citext', '_citext') ORDER BY typname
-- @case citext-2.3
SELECT pg_typeof('a'::citext), pg_typeof(ARRAY['a']::citext[]), format_type('citext'::regtype, -1), 'citext[]'::regtype
-- @case citext-2.4
SELECT 'Hello'::citext AS c, ARRAY['a', 'B']::citext[] AS arr, NULL::citext AS n
-- @case citext-2.5
SELECT name, note FROM users ORDER BY id
-- @case citext-2.6
SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a WHERE a.attrelid = 'users'::regclass AND a.attnum > 0 ORDER BY a.attnum
-- @case citext-2.7
SELECT typname, typcollation, typstorage, typalign FROM pg_type WHERE typname IN ('citext', '_citext') ORDER BY typname
-- @case citext-2.8
SELECT attname, attcollation FROM pg_attribute WHERE attrelid = 'users'::regclass AND attnum > 0 ORDER BY attnum
-- @case citext-2.9
SELECT column_name, data_type, udt_schema, udt_name FROM information_schema.columns WHERE table_name IN ('users', 'tags') ORDER BY table_name, ordinal_position

-- 3: comparison
-- @case citext-3.1
SELECT 'A'::citext = 'a'::citext, 'A'::citext <> 'a'::citext, 'a'::citext < 'B'::citext, 'B'::citext > 'a'::citext, 'A'::citext <= 'a', 'a'::citext >= 'A'
-- @case citext-3.2
SELECT 'É'::citext = 'é'::citext, 'Ab'::citext = 'aB', 'a'::citext = 'a '::citext
-- @case citext-3.3
SELECT 'A'::citext = 'a'::text, 'a'::text = 'A'::citext, 'A'::citext = 'a'::varchar, 'A'::citext < 'a'::text
-- @case citext-3.4
SELECT id FROM users WHERE name = 'BOB'
-- @case citext-3.5
SELECT id FROM users WHERE name = 'BOB'::text
-- @case citext-3.6
SELECT id FROM users WHERE name IN ('CAROL', 'ALICE') ORDER BY id
-- @case citext-3.7
SELECT id FROM users WHERE name = 'émile'
-- @case citext-3.8
SELECT u.id, t.tag FROM users u JOIN tags t ON t.tag = u.name ORDER BY u.id
-- @case citext-3.9
SELECT 'a'::citext = ANY (ARRAY['A'::citext, 'b']), 'x'::citext IN ('X', 'y')
-- @case citext-3.10
SELECT 'a'::citext = 1
-- @case citext-3.11
SELECT greatest('a'::citext, 'B'), least('a'::citext, 'B')

-- 4: ordering, grouping, distinct, aggregates
-- @case citext-4.1
SELECT name FROM users ORDER BY name
-- @case citext-4.2
SELECT name FROM users ORDER BY name DESC
-- @case citext-4.3
SELECT v FROM (VALUES ('b'::citext), ('A'), ('c'), ('B')) x(v) ORDER BY v, v::text
-- @case citext-4.4
SELECT count(DISTINCT v) FROM (VALUES ('a'::citext), ('A'), ('b')) x(v)
-- @case citext-4.5
SELECT lower(v::text), count(*) FROM (VALUES ('a'::citext), ('A'), ('b')) x(v) GROUP BY v ORDER BY 1
-- @case citext-4.6
SELECT min(name), max(name) FROM users
-- @case citext-4.7
SELECT min(v), max(v), pg_typeof(min(v)) FROM (VALUES ('b'::citext), ('A'), ('C')) x(v)
-- @case citext-4.8
SELECT lower(tag) FROM (SELECT DISTINCT tag FROM (SELECT tag FROM tags UNION ALL SELECT name FROM users) s) d ORDER BY 1

-- 5: UNIQUE, PRIMARY KEY, indexes
-- @case citext-5.1
INSERT INTO users VALUES (5, 'ALICE', 'dup')
-- @case citext-5.2
INSERT INTO tags VALUES ('Dave')
-- @case citext-5.3
INSERT INTO users VALUES (5, 'ÉMILE', 'not a dup in C locale') RETURNING name
-- @case citext-5.4
INSERT INTO users VALUES (5, 'bob', 'upsert') ON CONFLICT (name) DO UPDATE SET note = excluded.note RETURNING id, name, note
-- @case citext-5.5
CREATE UNIQUE INDEX users_note_ci ON users ((note::citext))
-- @case citext-5.6
CREATE TABLE ci2 (a citext, b int, UNIQUE (a, b))

-- 6: casts, functions, operators on strings
-- @case citext-6.1
SELECT pg_typeof('a'::citext || 'b'), 'a'::citext || 'B', upper('abc'::citext), length('abc'::citext), pg_typeof(upper('a'::citext))
-- @case citext-6.2
SELECT 'ab '::bpchar(4)::citext = 'AB', 'abc'::citext::varchar(2), 'abc'::citext::bpchar(5), true::citext, '1'::citext::int
-- @case citext-6.3
SELECT 'abc'::citext LIKE 'A%', 'abc'::citext ILIKE 'A%', 'abc'::citext NOT LIKE 'A%', 'abc'::citext ~ 'B', 'abc'::citext !~ 'B', 'abc'::citext ~* 'B'
-- @case citext-6.4
SELECT 'abc'::text LIKE 'A%'::citext, 'abc'::citext LIKE 'A%'::citext, 'abc'::citext LIKE 'A%'::text
-- @case citext-6.5
SELECT name FROM users WHERE name LIKE 'B%'
-- @case citext-6.6
SELECT strpos('ABC'::citext, 'b')
-- @case citext-6.7
SELECT 1::citext
-- @case citext-6.11
SELECT strpos('ABC'::citext, 'b'::citext), strpos('ABC'::citext, 'b'::text), strpos('aÉb'::citext, 'é')
-- @case citext-6.12
SELECT regexp_match('ABC'::citext, 'b'), regexp_match('ABC'::citext, 'b', 'c'), regexp_match('ABC'::citext, 'b'::text), regexp_replace('ABCb'::citext, 'b', 'x', 'g'), regexp_split_to_array('aXbxc'::citext, 'x')
-- @case citext-6.13
SELECT replace('ABC'::citext, 'b', 'x')
-- @case citext-6.14
SELECT split_part('aXbxc'::citext, 'x', 2)
-- @case citext-6.15
SELECT regexp_matches('ABCb'::citext, 'b', 'g')
-- @case citext-6.16
SELECT regexp_matches('ABCb'::citext, 'b'::text)
-- @case citext-6.17
SELECT x FROM regexp_split_to_table('aXbxc'::citext, 'x') x
-- @case citext-6.18
SELECT 'ab'::citext SIMILAR TO 'A%', 'ab'::text SIMILAR TO 'A%', 'ab'::citext NOT SIMILAR TO 'A%'
-- @case citext-6.19
SELECT CASE 'A'::citext WHEN 'a' THEN 'yes' ELSE 'no' END, coalesce(NULL::citext, 'A') = 'a', nullif('A'::citext, 'a')
-- @case citext-6.20
SELECT string_agg(name, ',' ORDER BY id), array_agg(name ORDER BY name), pg_typeof(array_agg(name)), min(name || '') FROM users

-- 9: columns added and rebuilt, CREATE TABLE AS, domains over citext
-- @case citext-9.1
ALTER TABLE tags ADD COLUMN label citext UNIQUE
-- @case citext-9.2
CREATE TABLE ct AS SELECT name FROM users
-- @case citext-9.3
CREATE DOMAIN d2 AS citext

-- @case citext-6.8
INSERT INTO users (id, name) VALUES (6, 7)
-- @case citext-6.9
SELECT ARRAY['a', 'B']::citext[]::text[], pg_typeof(ARRAY['a']::citext[]::text[])
-- @case citext-6.10
SELECT length(name), upper(name), name || '!' FROM users ORDER BY id

-- 8: after DDL
-- @setup
CREATE EXTENSION citext;
CREATE TABLE users (id int PRIMARY KEY, name citext UNIQUE, note text);
INSERT INTO users VALUES (1, 'alice', 'x'), (2, 'Bob', 'y'), (3, 'carol', 'z'), (4, 'Émile', 'w');
CREATE TABLE tags2 (tag citext, n int);
INSERT INTO tags2 VALUES ('a', 1);
ALTER TABLE tags2 ADD COLUMN label citext UNIQUE;
ALTER TABLE tags2 ALTER COLUMN n TYPE bigint;
ALTER TABLE tags2 ADD CONSTRAINT tags2_tag_key UNIQUE (tag);
CREATE TABLE ct AS SELECT name FROM users;
CREATE DOMAIN d_cik AS citext;
CREATE TABLE dt (k d_cik PRIMARY KEY);
INSERT INTO dt VALUES ('z');

-- @case citext-10.1
INSERT INTO tags2 VALUES ('A', 2)
-- @case citext-10.2
UPDATE tags2 SET label = 'x' WHERE tag = 'A' RETURNING tag, label
-- @case citext-10.3
SELECT count(*) FROM ct WHERE name = 'ALICE'
-- @case citext-10.4
INSERT INTO dt VALUES ('Z')
-- @case citext-10.5
SELECT k = 'Z', pg_typeof(k) FROM dt
-- @case citext-10.6
SELECT pg_typeof(name) FROM ct

-- 11: arrays of citext compare element-wise as citext
-- @setup
CREATE EXTENSION citext;
CREATE TABLE ta (x citext[] UNIQUE);
INSERT INTO ta VALUES ('{a,b}');

-- @case citext-11.1
SELECT ARRAY['a']::citext[] = ARRAY['A']::citext[], ARRAY['a', 'b']::citext[] < ARRAY['A', 'C']::citext[], ARRAY['É']::citext[] = ARRAY['é']::citext[]
-- @case citext-11.2
SELECT x FROM (VALUES (ARRAY['b']::citext[]), (ARRAY['A']::citext[]), (ARRAY['a', 'c']::citext[])) v(x) ORDER BY x
-- @case citext-11.3
INSERT INTO ta VALUES ('{A,B}')
-- @case citext-11.4
SELECT count(*) FROM ta WHERE x = '{A,B}'
-- @case citext-11.5
SELECT 'A'::citext = ANY (ARRAY['a', 'b']::citext[]), 'A'::citext = ANY ('{a}'::text[])

-- 7: DROP EXTENSION
-- @case citext-7.1
DROP EXTENSION citext
-- @case citext-7.2
CREATE DOMAIN d_ci AS citext

-- @setup
CREATE EXTENSION citext;

-- @case citext-8.1
DROP EXTENSION citext
-- @case citext-8.2
CREATE EXTENSION citext
