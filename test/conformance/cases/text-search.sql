-- Full text search (PostgreSQL 15 tsvector.c, tsquery.c, to_tsany.c, tsrank.c, wparser_def.c):
-- tsvector/tsquery input and output, the simple and english configurations (default parser,
-- english stop words, Snowball English stemmer), the query builders, matching with phrases and
-- weights, the tsvector/tsquery operators and functions, ranking, headlines, JSON, the catalog.

-- 1: tsvector input and output
-- @case text-search-1.1
SELECT 'a fat cat sat on a mat and ate a fat rat'::tsvector
-- @case text-search-1.2
SELECT $$'\\as' ab\c ab\\c AB\\\c ab\\\\c$$::tsvector, E'''1 \\''2'' '' 3'' 4 '::tsvector
-- @case text-search-1.3
SELECT 'a:1 b:2,3A c:5B,4C d:16400 a:2D'::tsvector, 'w:12B w:13* w:12,5,6 a:1,3* a:3 w asd:1dc asd'::tsvector
-- @case text-search-1.4
SELECT 'a:0'::tsvector
-- @case text-search-1.5
SELECT $$'' '1'$$::tsvector
-- @case text-search-1.6
SELECT 'a:1x'::tsvector
-- @case text-search-1.7
SELECT '{a:1 b:2A,"c d"}'::tsvector[], pg_typeof('a'::tsvector), 'a b'::tsvector::text

-- 2: tsquery input and output
-- @case text-search-2.1
SELECT 'fat & (rat | !cat) <-> dog:*AB'::tsquery, 'a <2> b <-> c'::tsquery, 'a <-> (b <-> c)'::tsquery
-- @case text-search-2.2
SELECT '!!a & !(b | c)'::tsquery, 'a:Ab* & b:DC'::tsquery, $$'a''b' & 'c\\d'$$::tsquery
-- @case text-search-2.3
SELECT 'a & '::tsquery
-- @case text-search-2.4
SELECT 'a <16385> b'::tsquery
-- @case text-search-2.5
SELECT '(a | b'::tsquery
-- @case text-search-2.6
SELECT tsquery('bbb & ddd & hhh'), numnode('a & (b | !c)'), querytree('a & !b'), querytree('!a'), querytree('a <-> !b')

-- 3: configurations and the query builders
-- @case text-search-3.1
SELECT to_tsvector('english', 'The Fat Rats ate the cheese-balls quickly, running and jumping'), to_tsvector('simple', 'The Fat Rats')
-- @case text-search-3.2
SELECT to_tsvector('english', 'generously generalization conditional relational hopefulness sensibilities arsenal community skies dying news')
-- @case text-search-3.3
SELECT to_tsvector('english', 'foo@example.com http://www.postgresql.org/docs/15/ 12 -3 4.5 1e10 1.2.3 <b>bold</b> &amp; /usr/lib/x.so')
-- @case text-search-3.4
SELECT to_tsquery('english', 'fat & rats:* | !the'), to_tsquery('english', 'supernovae <-> stars'), to_tsquery('english', 'a <-> the <-> b')
-- @case text-search-3.5
SELECT plainto_tsquery('english', 'The Fat Rats'), phraseto_tsquery('english', 'the fat of the rats'), plainto_tsquery('simple', 'foo-bar baz')
-- @case text-search-3.6
SELECT websearch_to_tsquery('english', '"fat rat" or cat -dog'), websearch_to_tsquery('english', 'signal -"segmentation fault"'), websearch_to_tsquery('simple', 'or or or')
-- @case text-search-3.7
SELECT to_tsvector('nosuchcfg', 'x')
-- @case text-search-3.8
SELECT 'english'::regconfig, 'pg_catalog.simple'::regconfig, get_current_ts_config(), to_tsvector('hello worlds'), 'english'::regconfig::oid = (SELECT oid FROM pg_ts_config WHERE cfgname = 'english')

-- 4: matching
-- @case text-search-4.1
SELECT to_tsvector('english', 'a fat cat sat') @@ to_tsquery('english', 'cat & fat'), 'fat cats' @@ 'cat', 'fat cats'::text @@ to_tsquery('cat'), to_tsquery('cat') @@ to_tsvector('cats')
-- @case text-search-4.2
SELECT to_tsvector('simple', '1 2 3 1') @@ '1 <-> 2' AS t1, to_tsvector('simple', '1 2 3 1') @@ '1 <2> 3' AS t2, to_tsvector('simple', '1 2 3 1') @@ '3 <-> 2' AS f1, strip(to_tsvector('simple', '1 2 3')) @@ '1 <-> 2' AS f2
-- @case text-search-4.3
SELECT to_tsvector('simple', 'q x y') @@ 'q <-> (x | y <-> z)' AS t, to_tsvector('simple', 'x y q y') @@ '!x <-> y' AS t2, to_tsvector('simple', 'x y q y') @@ '!foo' AS t3, 'a:1A b:2B'::tsvector @@ 'a:B' AS f, 'a:1A b:2B'::tsvector @@ 'b:B' AS t4
-- @case text-search-4.4
SELECT 'abc:1 abd:2 x:3'::tsvector @@ 'ab:*' AS t, 'abc:1 abd:2 x:3'::tsvector @@ 'ab:* <-> x' AS t2, 'abc:1'::tsvector @@ ''::tsquery AS f

-- 5: operators and functions
-- @case text-search-5.1
SELECT 'a:1 b:2'::tsvector || 'b:1 c:2'::tsvector, setweight('a:1 b:2,3'::tsvector, 'A'), setweight('a:1 b:2,3'::tsvector, 'c', '{b}'), strip('a:1 b:2'::tsvector), length('a b c'::tsvector)
-- @case text-search-5.2
SELECT 'a'::tsquery && 'b', 'a'::tsquery || 'b', !! 'a'::tsquery, 'a'::tsquery <-> 'b', tsquery_phrase('a', 'b', 3), 'a & b'::tsquery @> 'a', 'a'::tsquery <@ 'a & b'
-- @case text-search-5.3
SELECT ts_delete('a:1 b:2 c:3'::tsvector, 'b'), ts_delete('a:1 b:2 c:3'::tsvector, '{a,c,NULL}'), ts_filter('a:1A b:2B c:3'::tsvector, '{a,b}'), tsvector_to_array('b:1 a:2'::tsvector), array_to_tsvector('{c,a,b,a}')
-- @case text-search-5.4
SELECT ts_filter('a:1A'::tsvector, '{x}')
-- @case text-search-5.5
SELECT array_to_tsvector('{a,NULL}')
-- @case text-search-5.6 ordered
SELECT * FROM unnest('base:7 hidden:6 spaceship:2,33A,34B strike'::tsvector)
-- @case text-search-5.7
SELECT 'a:1 b:2'::tsvector = 'b:2 a:1'::tsvector, 'a'::tsvector < 'a b'::tsvector, 'a & b'::tsquery = 'a & b'::tsquery, 'a'::tsquery <> 'b'::tsquery
-- @case text-search-5.8 ordered
SELECT v FROM (VALUES ('a b'::tsvector), ('a:1 b'), ('c'), ('a'), ('b:2A a:1'), ('b:2 a:1'), ('ab'), ('a:3')) t(v) ORDER BY v
-- @case text-search-5.9 ordered
SELECT q FROM (VALUES ('a & b'::tsquery), ('a'), ('b'), ('abc'), ('a | b'), ('!a'), ('a <-> b'), ('a <2> b'), ('b & a'), ('zz:*')) t(q) ORDER BY q
-- @case text-search-5.10 ordered
SELECT v, count(*) FROM (VALUES ('a b'::tsvector), ('b a'), ('c')) t(v) GROUP BY v ORDER BY v

-- 6: ranking and headlines
-- @case text-search-6.1
SELECT ts_rank(to_tsvector('english', 'a fat cat sat on a mat'), to_tsquery('english', 'cat & mat')), ts_rank_cd(to_tsvector('english', 'a fat cat sat on a mat'), to_tsquery('english', 'cat & mat'))
-- @case text-search-6.2
SELECT ts_rank('{0.1, 0.2, 0.4, 1.0}', 'a:1A b:2 c:3'::tsvector, 'a | c', 1), ts_rank_cd('a:1 sa:2A sb:2D g'::tsvector, 'a <-> s:*'), ts_rank_cd('a:1A b:3 a:5'::tsvector, 'a & b', 4 | 32)
-- @case text-search-6.3
SELECT ts_rank('{1.5, 0, 0, 0}', 'a'::tsvector, 'a')
-- @case text-search-6.4
SELECT ts_headline('english', 'The fat cat sat on the mat. The dog barked at the cat.', to_tsquery('english', 'cat')), ts_headline('simple', 'one two three four five six', 'four', 'MaxWords=3, MinWords=2, StartSel=<, StopSel=>')
-- @case text-search-6.5
SELECT ts_headline('english', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Cats are great; dogs are fine. Cats sleep a lot.', to_tsquery('english', 'cat'), 'MaxFragments=2, MaxWords=5, MinWords=2')
-- @case text-search-6.6
SELECT ts_headline('x', 'x'::tsquery, 'MinWords=5, MaxWords=5')

-- 7: JSON
-- @case text-search-7.1
SELECT to_tsvector('english', '{"a": "aaa in bbb ddd ccc", "b": ["the eee fff ggg"], "c": {"d": "hhh. iii"}}'::json), to_tsvector('{"b": 2, "a": "x y"}'::jsonb)
-- @case text-search-7.2
SELECT json_to_tsvector('english', '{"a": "aaa in bbb", "b": 123, "c": 456, "d": true, "f": false, "g": null}'::json, '"all"'), jsonb_to_tsvector('{"a": "aaa", "b": 12}'::jsonb, '["numeric", "key"]')
-- @case text-search-7.3
SELECT json_to_tsvector('{"a": 1}'::json, '["all", null]')
-- @case text-search-7.4
SELECT ts_headline('{"a": "aaa bbb", "b": {"c": "ccc ddd fff"}, "d": ["ggg hhh", "iii jjj"]}'::json, tsquery('bbb & ddd & hhh')), ts_headline('{"a": "aaa bbb"}'::jsonb, tsquery('bbb'), 'StartSel = <, StopSel = >')

-- 8: tables, indexes, parser functions, the catalog
-- @setup
CREATE TABLE docs (id int, body text, tsv tsvector);
INSERT INTO docs VALUES (1, 'The quick brown fox', to_tsvector('english', 'The quick brown fox')), (2, 'jumped over the lazy dog', to_tsvector('english', 'jumped over the lazy dog'));
CREATE INDEX docs_tsv ON docs USING gin (tsv);
CREATE INDEX docs_tsv2 ON docs USING gist (tsv)
-- @case text-search-8.1 ordered
SELECT id, tsv FROM docs WHERE tsv @@ to_tsquery('english', 'fox | dogs') ORDER BY id
-- @case text-search-8.2 ordered
SELECT id FROM docs WHERE tsv @@ ANY ('{fox,jump}') ORDER BY id
-- @case text-search-8.3 ordered
SELECT id, ts_rank(tsv, q) FROM docs, to_tsquery('english', 'lazy | quick') q WHERE tsv @@ q ORDER BY 2 DESC, 1
-- @case text-search-8.4 ordered
SELECT * FROM ts_parse('default', 'foo-bar 4.2 a@b.com www.x.org/p <b>')
-- @case text-search-8.5 ordered
SELECT * FROM ts_token_type('default')
-- @case text-search-8.6 ordered
SELECT * FROM ts_debug('english', 'The Brightest supernovaes')
-- @case text-search-8.7 ordered
SELECT cfgname FROM pg_ts_config WHERE cfgname IN ('simple', 'english') ORDER BY 1
-- @case text-search-8.8
SELECT ts_lexize('english_stem', 'stars'), ts_lexize('english_stem', 'the'), current_setting('default_text_search_config')
