-- hstore (contrib hstore 1.8): the type CREATE EXTENSION hstore makes, its text input and output
-- (quoting, escapes, NULL values, key order by length then bytes, duplicate keys), operators,
-- functions, casts, subscripts, ordering, indexes and DROP EXTENSION.

-- 1: before and around CREATE EXTENSION
-- @case hstore-1.1
SELECT 'a=>1'::hstore
-- @case hstore-1.2
SELECT 1 FROM pg_available_extensions WHERE name = 'hstore' AND default_version = '1.8'
-- @case hstore-1.3
CREATE EXTENSION IF NOT EXISTS hstore
-- @case hstore-1.4
SELECT akeys('a=>1')

-- @setup
CREATE EXTENSION hstore;
CREATE TABLE hs (id int PRIMARY KEY, h hstore);
INSERT INTO hs VALUES (1, 'a=>1, b=>2'), (2, 'b=>2'), (3, ''), (4, NULL), (5, 'a=>1'), (6, 'aa=>NULL, a=>"x"'), (7, 'c=>3, a=>1, b=>2');
CREATE TYPE hs_pair AS (a int, b text, c numeric);

-- 2: the type
-- @case hstore-2.1
SELECT extname, extversion, extrelocatable FROM pg_extension WHERE extname = 'hstore'
-- @case hstore-2.2
SELECT typname, typtype, typcategory, typlen, typelem::regtype, typarray::regtype, typcollation, typstorage, typalign, oid >= 16384 AS user_oid FROM pg_type WHERE typname IN ('hstore', '_hstore') ORDER BY typname
-- @case hstore-2.3
SELECT pg_typeof('a=>1'::hstore), format_type('hstore'::regtype, -1), 'hstore[]'::regtype
-- @case hstore-2.4
SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a WHERE a.attrelid = 'hs'::regclass AND a.attnum > 0 ORDER BY a.attnum
-- @case hstore-2.5
SELECT id, h FROM hs ORDER BY id

-- 3: text input and output
-- @case hstore-3.1
SELECT 'b=>1, a=>2, ccc=>3, dd=>4'::hstore
-- @case hstore-3.2
SELECT 'a=>1, a=>2'::hstore
-- @case hstore-3.3
SELECT 'a=>NULL, b=>NuLL, c=>"NULL", d=>nulll'::hstore
-- @case hstore-3.4
SELECT '"a b"=>"c d", "q\"x"=>"back\\slash", x\ y=>z'::hstore
-- @case hstore-3.5
SELECT ''::hstore, '   '::hstore, 'a=>1,'::hstore
-- @case hstore-3.6
SELECT '  "a"   =>   "1"  ,  b  =>  2  '::hstore
-- @case hstore-3.7
SELECT 'a=>1,b'::hstore
-- @case hstore-3.8
SELECT 'a=1'::hstore
-- @case hstore-3.9
SELECT 'a=>'::hstore
-- @case hstore-3.10
SELECT '"a'::hstore
-- @case hstore-3.11
SELECT 'a=>1 b=>2'::hstore
-- @case hstore-3.12
SELECT '=>1'::hstore
-- @case hstore-3.13
SELECT '"é"=>"ü", z=>1, "日本"=>"語"'::hstore
-- @case hstore-3.14
SELECT 'a=>b=c, d=>e>f'::hstore
-- @case hstore-3.15
SELECT '""=>"", a=>""'::hstore
-- @case hstore-3.16
SELECT '{"a=>1","b=>NULL"}'::hstore[], ARRAY['x=>y'::hstore, NULL]
-- @case hstore-3.17
SELECT 'a=>1'::text::hstore, ('b=>2'::varchar)::hstore
-- @case hstore-3.18
SELECT 'a=>1'::hstore::text, 'a=>1'::hstore::varchar(4)

-- 4: operators
-- @case hstore-4.1
SELECT id, h -> 'a' AS a, h -> ARRAY['a', 'zz', NULL] AS arr FROM hs ORDER BY id
-- @case hstore-4.2
SELECT id, h ? 'a' AS has_a, h ?| ARRAY['b', 'c'] AS any_bc, h ?& ARRAY['a', 'b'] AS all_ab FROM hs ORDER BY id
-- @case hstore-4.3
SELECT 'a=>1'::hstore ?| '{}', 'a=>1'::hstore ?& '{}', 'a=>1'::hstore ?& ARRAY[NULL]::text[], 'a=>1'::hstore ?| '{a,x}'
-- @case hstore-4.4
SELECT id, h @> 'a=>1' AS c1, 'a=>1' <@ h AS c2, h @> 'aa=>NULL' AS c3, h <@ 'a=>1, b=>2, c=>3' AS c4 FROM hs ORDER BY id
-- @case hstore-4.5
SELECT 'a=>1, b=>2'::hstore || 'b=>3, c=>4', 'a=>1'::hstore || ''::hstore, ''::hstore || 'x=>NULL'
-- @case hstore-4.6
SELECT 'a=>1, b=>2, c=>NULL'::hstore - 'a'::text, 'a=>1, b=>2, c=>NULL'::hstore - ARRAY['a', 'c'], 'a=>1, b=>2, c=>NULL'::hstore - 'a=>1, b=>3, c=>NULL'::hstore
-- @case hstore-4.7
SELECT 'a=>1, b=>2'::hstore - 'a=>1'
-- @case hstore-4.8
SELECT 'a=>1, b=>2'::hstore - 'a'
-- @case hstore-4.9
SELECT %% 'a=>1, b=>NULL'::hstore, %# 'a=>1, b=>NULL'::hstore, %% ''::hstore
-- @case hstore-4.10
SELECT 'a=>1'::hstore = 'a=>1', 'a=>1, b=>2'::hstore = 'b=>2, a=>1', 'a=>1'::hstore <> 'a=>2', 'a=>NULL'::hstore = 'a=>""'
-- @case hstore-4.11
SELECT 'a=>1'::hstore < 'b=>1'::hstore
-- @case hstore-4.12
SELECT 'a=>1'::hstore #<# 'b=>1', 'a=>1'::hstore #<=# 'a=>1', 'aa=>1'::hstore #># 'b=>1', ''::hstore #>=# 'a=>1'
-- @case hstore-4.13
SELECT 'a=>1'::hstore -> 'a', pg_typeof('a=>1'::hstore -> 'a'), 'a=>1'::hstore -> '{a}'
-- @case hstore-4.14
SELECT 'x'::text || 'a=>1'::hstore
-- @case hstore-4.15
SELECT 'a=>1'::hstore ? NULL, NULL::hstore -> 'a', 'a=>1'::hstore || NULL
-- @case hstore-4.16
SELECT 'a=>1'::hstore + 1

-- 5: functions
-- @case hstore-5.1
SELECT hstore('a', 'b'), hstore('k', NULL), hstore(NULL, 'v'), tconvert('x', 'y')
-- @case hstore-5.2
SELECT hstore(ARRAY['a', '1', 'b', NULL]), hstore(ARRAY[['a', '1'], ['b', '2']]), hstore(ARRAY[]::text[])
-- @case hstore-5.3
SELECT hstore(ARRAY['a', 'b', 'c'])
-- @case hstore-5.4
SELECT hstore(ARRAY[['a', 'b', 'c']])
-- @case hstore-5.5
SELECT hstore(ARRAY[NULL, 'b'])
-- @case hstore-5.6
SELECT hstore(ARRAY['a', 'b'], ARRAY['1', NULL]), hstore(ARRAY['a', 'b'], NULL), hstore(NULL::text[], ARRAY['x'])
-- @case hstore-5.7
SELECT hstore(ARRAY['a'], ARRAY['1', '2'])
-- @case hstore-5.8
SELECT hstore(ARRAY[['a']], ARRAY[['1']])
-- @case hstore-5.9
SELECT hstore('a=>1')
-- @case hstore-5.10
SELECT id, akeys(h), avals(h), hstore_to_array(h), hstore_to_matrix(h) FROM hs ORDER BY id
-- @case hstore-5.11
SELECT exist('a=>1', 'a'), isexists('a=>1', 'b'), defined('a=>NULL', 'a'), isdefined('a=>1', 'a'), fetchval('a=>1', 'a')
-- @case hstore-5.12
SELECT exists_any('a=>1', ARRAY['x', 'a']), exists_all('a=>1', ARRAY['x', 'a']), slice_array('a=>1, b=>2', ARRAY['b', 'q'])
-- @case hstore-5.13
SELECT delete('a=>1, b=>2', 'a'), delete('a=>1, b=>2'::hstore, ARRAY['a', 'b']), delete('a=>1, b=>2'::hstore, 'b=>2'::hstore)
-- @case hstore-5.14
SELECT slice('a=>1, b=>2, c=>3', ARRAY['a', 'c', 'z']), slice('a=>1', ARRAY[]::text[])
-- @case hstore-5.15
SELECT hs_concat('a=>1', 'b=>2'), hs_contains('a=>1, b=>2', 'a=>1'), hs_contained('a=>1', 'a=>1, b=>2')
-- @case hstore-5.16
SELECT id, hstore_to_json(h), hstore_to_jsonb(h) FROM hs ORDER BY id
-- @case hstore-5.17
SELECT hstore_to_json_loose('a=>1, b=>t, c=>f, d=>1.50, e=>-0, f=>1e3, g=>01, h=>+1, i=>.5, j=>1., k=>NULL, l=>true, m=>"x y"')
-- @case hstore-5.18
SELECT hstore_to_jsonb_loose('a=>1, b=>t, c=>f, d=>1.50, e=>-0, f=>1e3, g=>01, h=>+1, i=>.5, j=>1., k=>NULL, l=>true, m=>"x y"')
-- @case hstore-5.19
SELECT 'a=>1, "q\"k"=>"v\\x", n=>NULL'::hstore::json, 'a=>1, "q\"k"=>"v\\x", n=>NULL'::hstore::jsonb
-- @case hstore-5.20
SELECT ARRAY['a', 'b']::hstore, ARRAY[['k', 'v']]::hstore
-- @case hstore-5.21
SELECT pg_typeof(hstore_to_json('a=>1')), pg_typeof(hstore_to_jsonb('a=>1')), pg_typeof(akeys('a=>1')), pg_typeof(slice('a=>1', '{a}'))

-- 6: set-returning functions
-- @case hstore-6.1
SELECT * FROM each('b=>2, a=>1, c=>NULL'::hstore)
-- @case hstore-6.2
SELECT skeys('b=>2, a=>1, c=>NULL'::hstore) AS k, svals('b=>2, a=>1, c=>NULL'::hstore) AS v
-- @case hstore-6.3
SELECT h.id, e.key, e.value FROM hs h, each(h.h) e ORDER BY h.id, e.key
-- @case hstore-6.4
SELECT k FROM skeys('zz=>1, a=>2, "é"=>3') AS k
-- @case hstore-6.5
SELECT v, n FROM svals('b=>2, a=>1') WITH ORDINALITY AS s(v, n)
-- @case hstore-6.6
SELECT id, (each(h)).key FROM hs WHERE id IN (1, 6) ORDER BY id, 2
-- @case hstore-6.7
SELECT each('a=>1, b=>NULL'::hstore)

-- 7: records
-- @case hstore-7.1
SELECT hstore(ROW(1, 'x y', NULL)::hs_pair), hstore(NULL::hs_pair), hstore(ROW(1, 'a'))
-- @case hstore-7.2
SELECT populate_record(ROW(1, 'x', 2.5)::hs_pair, 'a=>5, b=>NULL, c=>"1.50"'), ROW(1, 'x', NULL)::hs_pair #= 'a=>7'::hstore
-- @case hstore-7.3
SELECT populate_record(NULL::hs_pair, 'a=>5, zz=>1')
-- @case hstore-7.4
SELECT populate_record(NULL::hs_pair, 'a=>x')
-- @case hstore-7.5
SELECT populate_record(1, 'a=>x')
-- @case hstore-7.6
SELECT hstore(t) FROM hs t WHERE id = 1

-- 8: subscripts
-- @case hstore-8.1
SELECT id, h['a'] AS a, h['zz'] AS z FROM hs ORDER BY id
-- @case hstore-8.2
SELECT ('a=>1'::hstore)['a'], pg_typeof(('a=>1'::hstore)['a']), ('1=>x'::hstore)[1], ('a=>1'::hstore)[NULL]
-- @case hstore-8.3
SELECT ('a=>1'::hstore)['a']['b']
-- @case hstore-8.4
SELECT ('a=>1'::hstore)['a':'b']
-- @case hstore-8.5
UPDATE hs SET h['b'] = 'x' WHERE id IN (1, 3, 4) RETURNING id, h
-- @case hstore-8.6
UPDATE hs SET h['c'] = 2 WHERE id = 2 RETURNING h
-- @case hstore-8.7
UPDATE hs SET h[NULL] = 'x' WHERE id = 1
-- @case hstore-8.8
UPDATE hs SET h['a'] = NULL WHERE id = 5 RETURNING h

-- 9: ordering, grouping, indexes
-- @case hstore-9.1
SELECT h FROM (VALUES ('a=>1'::hstore), ('a=>1,b=>1'), ('b=>1'), (''), ('aa=>1'), ('a=>NULL'), ('a=>""'), ('a=>2'), ('b=>""'), (NULL)) v(h) ORDER BY h
-- @case hstore-9.2
SELECT h FROM (VALUES ('a=>1'::hstore), ('a=>1,b=>1'), ('b=>1'), (''), ('aa=>1'), ('a=>NULL'), ('a=>""')) v(h) ORDER BY h DESC
-- @case hstore-9.3
SELECT h, count(*) FROM (VALUES ('a=>1, b=>2'::hstore), ('b=>2, a=>1'), ('a=>1')) v(h) GROUP BY h ORDER BY h
-- @case hstore-9.4
SELECT DISTINCT h FROM (VALUES ('a=>1'::hstore), ('a=>1'), ('a=>2')) v(h) ORDER BY h
-- @case hstore-9.5
SELECT min(h), max(h) FROM hs
-- @case hstore-9.6
CREATE INDEX ON hs USING gin (h)
-- @case hstore-9.7
CREATE INDEX ON hs USING gist (h)
-- @case hstore-9.8
CREATE INDEX ON hs USING hash (h)
-- @case hstore-9.9
CREATE INDEX ON hs (h)
-- @case hstore-9.10
CREATE INDEX ON hs USING gin (h gin_hstore_ops)
-- @case hstore-9.11
CREATE INDEX ON hs USING gist (h gist_hstore_ops)
-- @case hstore-9.12
CREATE INDEX ON hs USING gin (h gist_hstore_ops)
-- @case hstore-9.13
CREATE UNIQUE INDEX hs_u ON hs (h)
-- @case hstore-9.14
SELECT id FROM hs WHERE h = 'b=>2, a=>1' ORDER BY id
-- @case hstore-9.15
SELECT id FROM hs WHERE h IN ('a=>1', 'b=>2') ORDER BY id
-- @case hstore-9.16
SELECT id FROM hs WHERE h BETWEEN 'a=>1' AND 'b=>2'

-- 10: DROP EXTENSION
-- @case hstore-10.1
DROP EXTENSION hstore
-- @setup
CREATE EXTENSION hstore;
CREATE DOMAIN hs_dom AS hstore;
-- @case hstore-10.2
DROP EXTENSION hstore
-- @setup
CREATE EXTENSION hstore;
CREATE TABLE hs2 (id int, h hstore DEFAULT hstore('a', 'b'));
-- @case hstore-10.3
DROP EXTENSION hstore
-- @setup
CREATE EXTENSION hstore;
CREATE TABLE hs2 (id int, h text);
-- @case hstore-10.4
DROP EXTENSION hstore
-- @setup
CREATE EXTENSION hstore;
DROP EXTENSION hstore;
-- @case hstore-10.5
SELECT count(*) FROM pg_type WHERE typname IN ('hstore', '_hstore')
-- @case hstore-10.6
SELECT count(*) FROM pg_extension WHERE extname = 'hstore'
-- @case hstore-10.7
SELECT 'a=>1'::hstore
-- @case hstore-10.8
SELECT akeys('a=>1')
