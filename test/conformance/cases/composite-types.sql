-- Composite types: CREATE TYPE … AS (…), a table's row type used as a type, ROW(…)::t, record
-- text input and output (record_in / record_out quoting), attribute selection (x).f and (x).*,
-- comparison and ordering (record_cmp: attribute by attribute, NULL after any value), composite
-- columns and arrays of composites, catalog rows (pg_type, pg_class, pg_attribute), DROP TYPE.

-- @setup
CREATE TYPE cpx AS (r float8, i float8);
CREATE TYPE jpop AS (a text, b int, c timestamp);
CREATE TYPE nest AS (id int, p cpx, tags text[]);
CREATE TABLE tt (a int, b text);
INSERT INTO tt VALUES (1, 'x y'), (2, NULL), (10, 'a');
CREATE TABLE tc (id int, c cpx, ca cpx[]);
INSERT INTO tc VALUES (1, '(1,2)', ARRAY['(3,4)'::cpx, NULL]), (2, ROW(5, 6), '{"(7,8)",NULL}'), (3, '(1,-1)', '{}'), (4, NULL, NULL);

-- 1: CREATE TYPE and its errors
-- @case composite-types-1.1
CREATE TYPE c1 AS (x int, y text[], z numeric(5,2))
-- @case composite-types-1.2
CREATE TYPE cpx AS (x int)
-- @case composite-types-1.3
CREATE TYPE c2 AS (x int, x text)
-- @case composite-types-1.4
CREATE TYPE c3 AS (x record)
-- @case composite-types-1.5
CREATE TYPE tt AS (x int)
-- @case composite-types-1.6
CREATE TYPE c4 AS (x nosuchtype)
-- @case composite-types-1.7
CREATE TYPE c5 AS ()

-- 2: literals and casts
-- @case composite-types-2.1
SELECT '(1,2)'::cpx, ' ( 1 , 2 ) '::cpx, '(,)'::cpx
-- @case composite-types-2.2
SELECT '1'::cpx
-- @case composite-types-2.3
SELECT '(1,2,3)'::cpx
-- @case composite-types-2.4
SELECT '(1)'::cpx
-- @case composite-types-2.5
SELECT '(1,2) x'::cpx
-- @case composite-types-2.6
SELECT '(x,,"")'::jpop
-- @case composite-types-2.7
SELECT '(x,"",)'::jpop, '("a,b",1,)'::jpop, '("a""b\\c",1,)'::jpop
-- @case composite-types-2.8
SELECT ROW(1, 2.5, '2020-01-01')::jpop
-- @case composite-types-2.9
SELECT ROW(1, 2)::jpop
-- @case composite-types-2.10
SELECT ROW(1, 2, 3)::jpop
-- @case composite-types-2.11
SELECT ROW(1, 'x', NULL)::jpop
-- @case composite-types-2.12
SELECT NULL::cpx, NULL::tt, ROW(1, 'q')::tt, '(3,zz)'::tt
-- @case composite-types-2.13
SELECT '(1,2)'::cpx::text, ('(1,2)'::cpx)::text || '!' AS t
-- @case composite-types-2.14
SELECT ROW(1, 'a"b\c')::tt, ROW(NULL, '')::tt, ROW(1, ' ')::tt, ROW(2, '(x)')::tt, ROW(3, 'NULL')::tt
-- @case composite-types-2.15
SELECT '(1,"(2,3)",{a})'::nest, ROW(1, ROW(2, 3)::cpx, ARRAY['a b', 'c'])::nest
-- @case composite-types-2.16
SELECT 'abc'::text::cpx
-- @case composite-types-2.17
SELECT '(1,2)'::text::cpx, ROW(1, 2)::record::text
-- @case composite-types-2.18
SELECT 1::cpx
-- @case composite-types-2.19
SELECT '(1,2)'::cpx::int

-- 3: attributes
-- @case composite-types-3.1
SELECT ('(1,2)'::cpx).r, ('(1,2)'::cpx).i
-- @case composite-types-3.2
SELECT ('(1,2)'::cpx).*
-- @case composite-types-3.3
SELECT ('(1,2)'::cpx).nope
-- @case composite-types-3.4
SELECT id, (c).r, (tc.c).i FROM tc ORDER BY id
-- @case composite-types-3.5
SELECT id, (c).* FROM tc ORDER BY id
-- @case composite-types-3.6
SELECT id, ca[1], (ca[1]).i FROM tc ORDER BY id
-- @case composite-types-3.7
SELECT (('(1,"(2,3)",{a})'::nest).p).i, ('(1,"(2,3)",{a})'::nest).tags[1], (('(1,"(2,3)",{a})'::nest).p).*
-- @case composite-types-3.8
SELECT pg_typeof(c), pg_typeof((c).r), pg_typeof(ca) FROM tc WHERE id = 1

-- 4: comparison and order
-- @case composite-types-4.1
SELECT '(1,2)'::cpx = '(1,2.0)'::cpx, '(1,2)'::cpx < '(1,3)'::cpx, '(1,2)'::cpx <> '(1,2)'::cpx, '(10,1)'::cpx > '(9,1)'::cpx
-- @case composite-types-4.2
SELECT '(1,)'::cpx = '(1,)'::cpx, '(1,)'::cpx > '(1,5)'::cpx, '(1,)'::cpx IS DISTINCT FROM '(1,)'::cpx
-- @case composite-types-4.3 ordered
SELECT id, c FROM tc ORDER BY c, id
-- @case composite-types-4.4 ordered
SELECT id, c FROM tc ORDER BY c DESC NULLS LAST, id
-- @case composite-types-4.5
SELECT count(DISTINCT c) FROM tc
-- @case composite-types-4.6 ordered
SELECT t FROM tt t ORDER BY t
-- @case composite-types-4.7
SELECT id FROM tc WHERE c = '(5,6)'
-- @case composite-types-4.8 ordered
SELECT c, count(*) FROM (VALUES ('(1,2)'::cpx), ('(1,2.0)'), ('(2,1)')) v(c) GROUP BY c ORDER BY c

-- 5: table row types
-- @case composite-types-5.1
SELECT t FROM tt t ORDER BY a
-- @case composite-types-5.2
SELECT t.*, t = ROW(1, 'x y')::tt AS eq FROM tt t ORDER BY a
-- @case composite-types-5.3
SELECT tc FROM tc ORDER BY id
-- @case composite-types-5.4
SELECT row_to_json(tc) FROM tc ORDER BY id
-- @case composite-types-5.5
SELECT to_json(c), to_jsonb(c), to_jsonb(ca), row_to_json(c) FROM tc ORDER BY id
-- @case composite-types-5.6
SELECT row_to_json(ROW(1, 'a')::tt, true), json_build_object('k', '(1,2)'::cpx), jsonb_build_array('(1,2)'::cpx)

-- 6: composite columns
-- @case composite-types-6.1
INSERT INTO tc VALUES (5, '(9,9)', ARRAY[ROW(1, 1)::cpx]) RETURNING *
-- @case composite-types-6.2
INSERT INTO tc VALUES (6, '(x,9)') RETURNING *
-- @case composite-types-6.3
SELECT ARRAY[ROW(1, 2)::cpx, NULL], '{"(1,a)","(2,\"b c\")"}'::tt[]
-- @case composite-types-6.4
UPDATE tc SET c = ROW((c).i, (c).r) WHERE id = 1 RETURNING id, c

-- 7: catalog
-- @case composite-types-7.1
SELECT typname, typtype, typcategory, typrelid::regclass, typelem <> 0 AS has_elem, typarray <> 0 AS has_array FROM pg_type WHERE typname IN ('cpx', '_cpx', 'tt') ORDER BY typname
-- @case composite-types-7.2
SELECT relname, relkind FROM pg_class WHERE relname IN ('cpx', 'jpop') ORDER BY relname
-- @case composite-types-7.3
SELECT attname, atttypid::regtype, attnum, format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = 'nest'::regclass AND attnum > 0 ORDER BY attnum
-- @case composite-types-7.4
SELECT format_type('cpx'::regtype, NULL), 'cpx[]'::regtype, pg_typeof('(1,2)'::cpx)

-- 8: DROP TYPE
-- @case composite-types-8.1
DROP TYPE cpx
-- @case composite-types-8.2
DROP TYPE jpop
-- @case composite-types-8.3
DROP TYPE tt
-- @case composite-types-8.4
DROP TYPE IF EXISTS nosuch
-- @case composite-types-8.5
SELECT * FROM jpop

-- 9: assignment to attributes, IS NULL of composites
-- @setup
CREATE TYPE cpx AS (r float8, i float8);
CREATE TYPE itt AS (if1 int, if2 text[]);
CREATE TABLE it (f1 int, f2 int[], f3 itt);
INSERT INTO it VALUES (1, '{1}', '(1,{a})'), (2, NULL, '(,{b})'), (3, NULL, NULL), (4, NULL, '(,)');

-- @case composite-types-9.1
INSERT INTO it (f2[1], f2[2]) VALUES (1, 2), (3, 4) RETURNING f2
-- @case composite-types-9.2
INSERT INTO it (f3.if1, f3.if2) VALUES (1, ARRAY['foo']) RETURNING f3
-- @case composite-types-9.3
INSERT INTO it (f3.if2[1], f3.if2[2]) VALUES ('foo', 'bar'), ('baz', 'quux') RETURNING f3
-- @case composite-types-9.4
INSERT INTO it (f2, f2[1]) VALUES (1, 2)
-- @case composite-types-9.5
INSERT INTO it (f1, f1) VALUES (1, 2)
-- @case composite-types-9.6
UPDATE it SET f3.if1 = 10, f3.if2[2] = 'zz' WHERE f1 IN (1, 3) RETURNING f1, f3
-- @case composite-types-9.7
UPDATE it SET f3.nope = 1
-- @case composite-types-9.8 ordered
SELECT f1, f3 IS NULL AS isnull, f3 IS NOT NULL AS notnull, NOT f3 IS NULL AS not_isnull FROM it ORDER BY f1
-- @case composite-types-9.9
SELECT ROW(NULL, NULL)::cpx IS NULL, ROW(1, NULL)::cpx IS NULL, ROW(1, NULL)::cpx IS NOT NULL, ROW(1, 2)::cpx IS NOT NULL

-- 10: ALTER TYPE
-- @setup
CREATE TYPE c2 AS (a int, b text);
CREATE TYPE c9 AS (x int);
CREATE TABLE uses9 (k int, c c9);

-- @case composite-types-10.1
ALTER TYPE c2 ADD ATTRIBUTE c date
-- @case composite-types-10.2
ALTER TYPE c2 RENAME ATTRIBUTE a TO aa
-- @case composite-types-10.3
ALTER TYPE c2 ALTER ATTRIBUTE a TYPE bigint
-- @case composite-types-10.4
ALTER TYPE c2 DROP ATTRIBUTE nope
-- @case composite-types-10.5
ALTER TYPE c2 DROP ATTRIBUTE IF EXISTS nope
-- @case composite-types-10.6
ALTER TYPE c2 ADD ATTRIBUTE a int
-- @case composite-types-10.7
ALTER TYPE c2 ADD ATTRIBUTE self c2
-- @case composite-types-10.8
ALTER TYPE uses9 ADD ATTRIBUTE b int
-- @case composite-types-10.9
ALTER TYPE c9 ALTER ATTRIBUTE x TYPE bigint
-- @case composite-types-10.10
ALTER TYPE c2 RENAME TO c2b
-- @case composite-types-10.11
ALTER TYPE c9 ADD ATTRIBUTE y int
-- @case composite-types-10.12
DROP TYPE c9 CASCADE
