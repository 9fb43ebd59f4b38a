-- Range types (PostgreSQL 15 rangetypes.c): the built-in int4range, int8range, numrange, tsrange,
-- tstzrange, daterange and CREATE TYPE … AS RANGE; text input and output (empty, infinite and
-- inclusive bounds, quoting), canonical forms of discrete ranges, constructors, operators,
-- accessor functions, btree order, range columns and indexes.

-- 1: text input and output
-- @case range-types-1.1
SELECT '[1,5)'::int4range, '[1,5]'::int4range, '(1,5)'::int4range, '(1,5]'::int4range, '[5,5)'::int4range, '[5,5]'::int4range
-- @case range-types-1.2
SELECT '  empty  '::int4range, 'EMPTY'::numrange, '(,)'::int8range, '[,5]'::int4range, '[3,]'::int4range, '[ , ]'::numrange
-- @case range-types-1.3
SELECT '[1.50,2.5)'::numrange, '(-1e3, 1e3]'::numrange, '[-infinity,infinity]'::numrange
-- @case range-types-1.4
SELECT '[2020-01-01,2020-02-01]'::daterange, '(2020-01-01,2020-02-01)'::daterange, '[2020-01-01,infinity]'::daterange, '(-infinity,2020-01-01]'::daterange
-- @case range-types-1.5
SELECT '[2020-01-01 10:00, 2020-01-01 12:30)'::tsrange, '["2020-01-01 10:00+02", "2020-01-02 00:00+00"]'::tstzrange
-- @case range-types-1.6
SELECT '[-2147483648,2147483647)'::int4range, '[9007199254740993,9223372036854775806]'::int8range
-- @case range-types-1.7
SELECT '[2147483647,2147483647]'::int4range
-- @case range-types-1.8
SELECT ''::int4range
-- @case range-types-1.9
SELECT '-[1,2)'::int4range
-- @case range-types-1.10
SELECT '(1,2,3)'::int4range
-- @case range-types-1.11
SELECT '[1,2) x'::int4range
-- @case range-types-1.12
SELECT '[5,1)'::int4range
-- @case range-types-1.13
SELECT '[a,5)'::int4range
-- @case range-types-1.14
SELECT 'empty x'::int4range
-- @case range-types-1.15
SELECT '[1,2'::int4range

-- 2: constructors
-- @case range-types-2.1
SELECT int4range(1, 5), int4range(1, 5, '[]'), int4range(1, 5, '()'), int4range(1, 5, '(]'), int4range(NULL, 5), int4range(1, NULL, '[]'), int4range(NULL, NULL)
-- @case range-types-2.2
SELECT numrange(1, 2.5), numrange(1.0, 1.0, '[]'), numrange(1.0, 1.0), int8range(10, 20, '(]'), daterange('2020-01-01', '2020-01-31', '[]')
-- @case range-types-2.3
SELECT tstzrange('2020-01-01 00:00+00', '2020-01-02 00:00+00'), tsrange('2020-01-01', NULL, '(]')
-- @case range-types-2.4
SELECT int4range(1, 5, 'x')
-- @case range-types-2.5
SELECT int4range(5, 1)
-- @case range-types-2.6
SELECT int4range(1.5, 3)
-- @case range-types-2.7
SELECT int4range(1, 5, NULL)
-- @case range-types-2.8
SELECT pg_typeof(int4range(1, 2)), pg_typeof(numrange(1, 2)), pg_typeof(daterange(NULL, NULL)), pg_typeof(ARRAY[int4range(1, 2)])

-- 3: accessors
-- @case range-types-3.1
SELECT lower(r), upper(r), isempty(r), lower_inc(r), upper_inc(r), lower_inf(r), upper_inf(r) FROM (VALUES ('[1,5)'::int4range), ('empty'), ('(,3]'), ('[2,)'), (NULL)) v(r)
-- @case range-types-3.2
SELECT lower(numrange(1.50, 2)), upper('[2020-01-01,2020-02-01]'::daterange), pg_typeof(lower(numrange(1, 2))), pg_typeof(upper(tstzrange(NULL, NULL)))

-- 4: operators
-- @case range-types-4.1
SELECT int4range(1, 5) @> 3, int4range(1, 5) @> 5, 3 <@ int4range(1, 5), int4range(1, 5) @> int4range(2, 3), int4range(2, 3) <@ int4range(1, 5), 'empty'::int4range <@ int4range(1, 2)
-- @case range-types-4.2
SELECT int4range(1, 5) && int4range(4, 8), int4range(1, 5) && int4range(5, 8), int4range(1, 5) << int4range(5, 8), int4range(5, 8) >> int4range(1, 5), int4range(1, 5) &< int4range(2, 6), int4range(3, 5) &> int4range(2, 6)
-- @case range-types-4.3
SELECT int4range(1, 5) -|- int4range(5, 8), numrange(1, 5) -|- numrange(5, 8, '()'), numrange(1, 5, '[]') -|- numrange(5, 8, '()'), int4range(1, 5, '[]') -|- int4range(6, 8)
-- @case range-types-4.4
SELECT int4range(1, 5) + int4range(5, 8), int4range(1, 5) * int4range(3, 8), int4range(1, 8) - int4range(5, 10), int4range(1, 8) - int4range(0, 3), int4range(1, 3) * int4range(5, 8), 'empty'::int4range + int4range(1, 2)
-- @case range-types-4.5
SELECT int4range(1, 3) + int4range(5, 8)
-- @case range-types-4.6
SELECT int4range(1, 10) - int4range(3, 5)
-- @case range-types-4.7
SELECT range_merge(int4range(1, 3), int4range(5, 8)), range_merge('empty'::int4range, int4range(1, 2))
-- @case range-types-4.8
SELECT int4range(1, 5) = '[1,4]', numrange(1.5, 2.50) = numrange(1.50, 2.5), int4range(1, 5) <> int4range(1, 6), 'empty'::int4range < '(,1)'::int4range, int4range(1, 5) < int4range(1, 6), '[1,5]'::numrange > '[1,5)'::numrange
-- @case range-types-4.9
SELECT numrange(1, 5) @> 3
-- @case range-types-4.10
SELECT int4range(1, 5) < int8range(1, 5)
-- @case range-types-4.11
SELECT int4range(1, 5) @> '3'
-- @case range-types-4.12
SELECT int4range(1, 5) @> '[2,3)', tstzrange('2020-01-01', NULL) && '[2021-01-01,)', daterange('2020-01-01', '2020-12-31') @> '2020-06-01'::date
-- @case range-types-4.13
SELECT range_contains(int4range(1, 5), int4range(2, 3)), range_overlaps(int4range(1, 5), int4range(6, 7)), range_adjacent(int4range(1, 5), int4range(5, 7)), range_union(int4range(1, 5), int4range(3, 7))

-- @setup
CREATE TABLE rt (id int PRIMARY KEY, r numrange, d daterange);
INSERT INTO rt VALUES (1, '[,)', '[2020-01-01,2020-02-01)'), (2, '[3,]', 'empty'), (3, '[, 5)', '(,2020-01-01]'), (4, numrange(1.1, 2.2), '[2020-01-15,)'), (5, 'empty', NULL), (6, numrange(1.7, 1.7, '[]'), '[2020-01-01,2020-01-02)'), (7, numrange(1.10, 2.20), '[2019-12-31,2020-01-01]');
CREATE INDEX rt_r ON rt (r);

-- 5: columns, order, grouping and indexes
-- @case range-types-5.1
SELECT id, r FROM rt ORDER BY r, id
-- @case range-types-5.2
SELECT id, d FROM rt ORDER BY d DESC NULLS LAST, id
-- @case range-types-5.3
SELECT r, count(*) FROM rt GROUP BY r ORDER BY r
-- @case range-types-5.4
SELECT DISTINCT r FROM rt ORDER BY r
-- @case range-types-5.5
SELECT id FROM rt WHERE r @> 1.9 ORDER BY id
-- @case range-types-5.6
SELECT id FROM rt WHERE r = '[1.1,2.2)' ORDER BY id
-- @case range-types-5.7
SELECT id FROM rt WHERE r < numrange(0.0, 1.0, '[]') ORDER BY id
-- @case range-types-5.8
SELECT id FROM rt WHERE d && daterange('2020-01-10', '2020-01-20') ORDER BY id
-- @case range-types-5.9
SELECT min(id), max(id) FROM rt WHERE r IN ('empty', '[1.10,2.2)')
-- @case range-types-5.10
SELECT id, r::text, d::text FROM rt WHERE id IN (1, 4) ORDER BY id
-- @case range-types-5.11
SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a WHERE a.attrelid = 'rt'::regclass AND a.attnum > 0 ORDER BY a.attnum
-- @case range-types-5.12
CREATE UNIQUE INDEX rt_ru ON rt (r)
-- @case range-types-5.13
INSERT INTO rt VALUES (8, '[1,2', NULL)
-- @case range-types-5.14
UPDATE rt SET r = r * numrange(0, 2) WHERE id = 4 RETURNING r
-- @case range-types-5.15
CREATE INDEX rt_gist ON rt USING gist (r)

-- 6: CREATE TYPE … AS RANGE
-- @case range-types-6.1
CREATE TYPE floatrange AS RANGE (subtype = float8)
-- @setup
CREATE TYPE floatrange AS RANGE (subtype = float8, subtype_diff = float8mi);
CREATE TYPE textrange2 AS RANGE (subtype = text, collation = "C");
-- @case range-types-6.2
SELECT floatrange(1.5, 2), '[1,2]'::floatrange -|- '(2,3)'::floatrange, pg_typeof(floatrange(1, 2)), lower(floatrange(1, 3)), floatrange(1, 3) @> 2.0::float8
-- @case range-types-6.3
SELECT ' ( " a " " a ", " z " " z " )  '::textrange2, '["\\","\\"]'::textrange2, '(!,()'::textrange2, '["",""]'::textrange2, '[",",","]'::textrange2, textrange2('a', 'c', '[]')
-- @case range-types-6.4
SELECT '[z,a]'::textrange2
-- @case range-types-6.5
SELECT typname, typtype, typcategory FROM pg_type WHERE typname IN ('floatrange', '_floatrange', 'int4range', '_int4range') ORDER BY typname
-- @case range-types-6.6
SELECT '[1,5)'::floatrange::text, '(1,2)'::text::floatrange
-- @case range-types-6.7
SELECT floatrange(2, 1)

-- 7: multiranges
-- @case range-types-7.1
SELECT '{[1,3), [2,5), [7,8), empty}'::int4multirange, '{}'::int4multirange, int4multirange(), int4multirange(int4range(1, 2), int4range(2, 3)), ' { [1.5,2) , (3,4] } '::nummultirange
-- @case range-types-7.2
SELECT '{[1,2),}'::int4multirange
-- @case range-types-7.3
SELECT '{(),a)}'::int4multirange
-- @case range-types-7.4
SELECT '{[1,3)}'::int4multirange @> 2, int4range(1, 2)::int4multirange, '{[1,3),[5,9)}'::int4multirange @> int4range(6, 7), '{[1,3)}'::int4multirange && '{[2,4)}'::int4multirange, 4 <@ '{[1,3),[5,9)}'::int4multirange
-- @case range-types-7.5
SELECT '{[1,10)}'::int4multirange - '{[3,4),[6,7)}'::int4multirange, '{[1,3)}'::int4multirange + '{[3,5)}', '{[1,5),[7,9)}'::nummultirange * '{[2,8)}', nummultirange(numrange(1, 4)) - nummultirange(numrange(0, 8))
-- @case range-types-7.6
SELECT lower('{[1,3),[5,9)}'::int4multirange), upper('{[1,3),[5,9)}'::int4multirange), isempty('{}'::int4multirange), range_merge('{[1,3),[5,9)}'::int4multirange), upper_inf('{[1,)}'::int4multirange)
-- @case range-types-7.7
SELECT '{[1,3)}'::int4multirange < '{[1,3),[4,5)}'::int4multirange, '{[1,3)}'::int4multirange << '{[4,5)}'::int4multirange, '{[1,3)}'::int4multirange -|- int4range(3, 6), '{}'::int4multirange < '{[1,2)}'
-- @case range-types-7.8
SELECT range_agg(r), range_intersect_agg(r), pg_typeof(range_agg(r)) FROM (VALUES (int4range(1, 5)), (int4range(3, 8)), (int4range(10, 12)), (NULL)) v(r)
-- @case range-types-7.9
SELECT range_agg(m) FROM (VALUES ('{[1,2),[5,6)}'::int4multirange), ('{[2,3)}')) v(m)
-- @case range-types-7.10
SELECT nummultirange(VARIADIC ARRAY[numrange(1, 2), numrange(2, 3)]), multirange(daterange('2020-01-01', '2020-01-05'))
-- @case range-types-7.11
SELECT multirange_overlaps_range('{[1,5)}'::nummultirange, numrange(4.0, 4.2)), range_overlaps_multirange(numrange(4.0, 4.2), '{[1,5)}'), multirange_contains_multirange('{[1,5)}'::nummultirange, '{[4.0,4.2), [6.0, 8.0)}')
-- @case range-types-7.12
SELECT typname, typtype, typcategory FROM pg_type WHERE typname IN ('int4multirange', '_int4multirange', 'floatrange', 'floatmultirange', 'textrange2', 'textmultirange2') ORDER BY typname
-- @case range-types-7.13
SELECT '{[1.5,3)}'::floatmultirange, floatmultirange(floatrange(1, 2), floatrange(3, 4)) @> 3.5::float8
-- @case range-types-7.14
CREATE TYPE zzrange AS RANGE (subtype = int4, multirange_type_name = floatmultirange)
-- @case range-types-7.15
DROP TYPE floatmultirange
