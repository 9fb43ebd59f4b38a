-- CREATE / DROP EXTENSION for the contrib extensions pgsqlite provides, pg_extension and
-- pg_available_extensions, each extension's functions (42883 until it is created), and
-- GIN / GiST / hash indexes. The database is created with LC_CTYPE C, as pg_trgm's word
-- characters depend on it.

-- 1: before CREATE EXTENSION, and the statements themselves
-- @case extensions-1.1
SELECT uuid_generate_v4()
-- @case extensions-1.2
SELECT digest('a', 'md5')
-- @case extensions-1.3
SELECT similarity('a', 'b')
-- @case extensions-1.4
SELECT unaccent('é')
-- @case extensions-1.5
SELECT gen_random_bytes(4)
-- @case extensions-1.6
CREATE EXTENSION nosuch
-- @case extensions-1.7
CREATE EXTENSION IF NOT EXISTS nosuch
-- @case extensions-1.8
CREATE EXTENSION pg_trgm VERSION '9.9'
-- @case extensions-1.9
CREATE EXTENSION pg_trgm VERSION '1.6'
-- @case extensions-1.10
CREATE EXTENSION unaccent WITH SCHEMA nosuch
-- @case extensions-1.11
CREATE EXTENSION IF NOT EXISTS btree_gist CASCADE
-- @case extensions-1.12
DROP EXTENSION nosuch
-- @case extensions-1.13
DROP EXTENSION IF EXISTS nosuch
-- @case extensions-1.14
CREATE EXTENSION plpgsql
-- @case extensions-1.15
CREATE EXTENSION IF NOT EXISTS plpgsql
-- @case extensions-1.17
CREATE EXTENSION citext
-- @case extensions-1.18
CREATE EXTENSION IF NOT EXISTS hstore
-- @case extensions-1.16
SELECT name, default_version, installed_version, comment FROM pg_available_extensions WHERE name IN ('btree_gin', 'btree_gist', 'pg_trgm', 'pgcrypto', 'unaccent', 'uuid-ossp', 'plpgsql') ORDER BY name

-- 2: the extensions created
-- @setup
CREATE EXTENSION pg_trgm;
CREATE EXTENSION unaccent;
CREATE EXTENSION btree_gin;
CREATE EXTENSION btree_gist;
CREATE EXTENSION pgcrypto;
CREATE EXTENSION "uuid-ossp";
CREATE TYPE mood AS ENUM ('a', 'b');
CREATE TABLE g (i int, t text, v varchar(10), j jsonb, a int[], u uuid, m mood, b bool, x json);

-- @case extensions-2.1
SELECT extname, extversion, extrelocatable, extnamespace::regnamespace::text AS extnamespace FROM pg_extension ORDER BY extname
-- @case extensions-2.2
SELECT name, installed_version FROM pg_available_extensions WHERE name IN ('btree_gin', 'pg_trgm', 'unaccent') ORDER BY name
-- @case extensions-2.3
CREATE EXTENSION pg_trgm
-- @case extensions-2.4
CREATE EXTENSION IF NOT EXISTS pg_trgm
-- @case extensions-2.5
DROP EXTENSION unaccent, btree_gin
-- @case extensions-2.6
SELECT similarity('word', 'two words'), show_trgm('word'), show_limit(), 'word' % 'words', 'word' <-> 'words'
-- @case extensions-2.7
SELECT similarity('', ''), similarity('a', ''), show_trgm(''), show_trgm('Hello, World-2x'), show_trgm('héllo'), show_trgm('ABC  def123_x')
-- @case extensions-2.8
SELECT similarity('abc', 'abd'), 'abc' <-> 'abd', 'a' % 'a', '' % '', similarity(NULL, 'a') IS NULL, pg_typeof(similarity('a', 'b')), pg_typeof('a' <-> 'b')
-- @case extensions-2.9
SELECT t, similarity(t, 'postgres') AS s FROM (VALUES ('postgresql'), ('postgis'), ('mysql'), ('sqlite'), ('PostgreSQL 15')) v(t) WHERE t % 'postgres' ORDER BY s DESC, t
-- @case extensions-2.10
SELECT unaccent('Hôtel Crème Brûlée ÆØÅ æøå ß Œ œ Ł ł'), unaccent('unaccent', 'Ñandú'), unaccent('a¼b'), unaccent('x⃝y“q”'), unaccent(NULL) IS NULL, unaccent('')
-- @case extensions-2.11
SELECT unaccent('e' || chr(769) || 'à ǅ ẞ ﬁ Ⅻ №'), unaccent('public.unaccent', 'Ça')
-- @case extensions-2.12
SELECT unaccent('nosuch', 'x')
-- @case extensions-2.13
SELECT digest('abc', 'sha256'), encode(hmac('abc', 'key', 'md5'), 'hex'), digest('abc', 'SHA1'), digest('\x00ff'::bytea, 'md5')
-- @case extensions-2.14
SELECT encode(hmac('data'::bytea, 'k'::bytea, 'sha512'), 'hex'), encode(hmac('data', repeat('k', 200), 'sha384'), 'hex'), encode(digest('', 'sha224'), 'hex'), encode(hmac('', '', 'sha1'), 'hex')
-- @case extensions-2.15
SELECT encode(digest(repeat('ab', 100), 'sha1'), 'hex'), encode(digest('héllo', 'sha512'), 'hex'), digest(NULL::text, 'md5') IS NULL
-- @case extensions-2.16
SELECT digest('a', 'foo')
-- @case extensions-2.17
SELECT gen_random_bytes(0)
-- @case extensions-2.18
SELECT gen_random_bytes(1025)
-- @case extensions-2.19
SELECT length(gen_random_bytes(1024)), pg_typeof(gen_random_bytes(2)), gen_random_bytes(16) <> gen_random_bytes(16)
-- @case extensions-2.20
SELECT uuid_generate_v3(uuid_ns_dns(), 'www.example.com'), uuid_generate_v5(uuid_ns_url(), 'http://www.postgresql.org'), uuid_nil()
-- @case extensions-2.21
SELECT length(uuid_generate_v4()::text), substr(uuid_generate_v1()::text, 15, 1)
-- @case extensions-2.22
SELECT word_similarity('word', 'two words'), word_similarity('ab', 'xabx ab'), strict_word_similarity('word', 'two words'), word_similarity('', 'abc'), strict_word_similarity('hello world', 'say hello to the world of hello worlds')
-- @case extensions-2.23
SELECT t, word_similarity('Kabankala', t), strict_word_similarity('Kabankala', t), 'Kabankala' <% t, t %> 'Kabankala', 'Kabankala' <<-> t, t <->> 'Kabankala', 'Kabankala' <<% t, t %>> 'Kabankala', 'Kabankala' <<<-> t, t <->>> 'Kabankala' FROM (VALUES ('Kabankala'), ('Kabankalan City Public Plaza'), ('Abankala'), ('Kabikala'), ('Bankal'), ('kabAnkala kab ankala'), (''), ('abc abc abc')) v(t) ORDER BY 1
-- @case extensions-2.24
SELECT set_limit(0.5)

-- 3: indexes with the access methods the extensions enable
-- @case extensions-3.1
CREATE INDEX g_i ON g USING gin (i, t, v, u, m, b)
-- @case extensions-3.2
CREATE INDEX g_t ON g USING gist (t, i, m)
-- @case extensions-3.3
CREATE INDEX g_tr ON g USING gin (t gin_trgm_ops)
-- @case extensions-3.4
CREATE INDEX g_tr2 ON g USING gist (lower(t) gist_trgm_ops)
-- @case extensions-3.5
CREATE INDEX g_j ON g USING gin (j jsonb_path_ops)
-- @case extensions-3.6
CREATE INDEX g_a ON g USING gin (a)
-- @case extensions-3.7
CREATE UNIQUE INDEX ON g USING gin (i)
-- @case extensions-3.8
CREATE INDEX ON g USING gin (i DESC)
-- @case extensions-3.9
CREATE INDEX ON g USING gist (j)
-- @case extensions-3.10
CREATE INDEX ON g USING gin (i gist_trgm_ops)
-- @case extensions-3.11
CREATE INDEX ON g USING gin (x)
-- @case extensions-3.12
CREATE INDEX g_h ON g USING hash (t)
-- @case extensions-3.13
CREATE INDEX ON g USING hash (i, t)
-- @case extensions-3.14
CREATE INDEX ON g USING hash (x)

-- 4: the indexes made, in the catalog and in use (after a rebuild)
-- @setup
CREATE EXTENSION pg_trgm;
CREATE EXTENSION btree_gin;
CREATE EXTENSION btree_gist;
CREATE TABLE g (i int, t text, j jsonb, u uuid);
CREATE INDEX g_i ON g USING gin (i, t);
CREATE INDEX g_g ON g USING gist (t);
CREATE INDEX g_tr ON g USING gin (t gin_trgm_ops);
CREATE INDEX g_j ON g USING gin (j jsonb_path_ops);
CREATE INDEX g_h ON g USING hash (u);
INSERT INTO g (i, t) VALUES (1, 'word'), (2, 'other');
ALTER TABLE g ADD COLUMN z int;

-- @case extensions-4.1
SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'g' ORDER BY indexname
-- @case extensions-4.2
SELECT c.relname, a.amname FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE c.relname LIKE 'g\_%' ORDER BY 1
-- @case extensions-4.3
SELECT i, t FROM g WHERE t % 'words'

-- 5: without btree_gin
-- @setup
CREATE TABLE g (i int);

-- @case extensions-5.1
CREATE INDEX ON g USING gin (i)
-- @case extensions-5.2
CREATE INDEX ON g USING gist (i)

-- 6: DROP EXTENSION while objects depend on it
-- @setup
CREATE EXTENSION "uuid-ossp";
CREATE EXTENSION btree_gin;
CREATE EXTENSION pg_trgm;
CREATE TABLE dd (id uuid DEFAULT uuid_generate_v4(), i int, t text CHECK (similarity(t, 'x') < 2));
CREATE INDEX dd_i ON dd USING gin (i);
CREATE INDEX dd_t ON dd USING gin (t gin_trgm_ops);

-- @case extensions-6.1
DROP EXTENSION "uuid-ossp"
-- @case extensions-6.2
DROP EXTENSION btree_gin
-- @case extensions-6.3
DROP EXTENSION pg_trgm RESTRICT
-- @case extensions-6.4
INSERT INTO dd (i, t) VALUES (1, 'x') RETURNING length(id::text), i, t
