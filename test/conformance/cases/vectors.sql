-- int2vector / oidvector (issue 4): pg_index.indkey/indoption are int2vector, indclass/indcollation oidvector.
-- Text form is space-separated, subscripts start at 0, casts to int2[] / oid[], I/O errors.
-- @setup
CREATE TABLE vt (a int, b int, c int);
CREATE INDEX vt_ca ON vt (c, a DESC);
CREATE TABLE vtc (t text, n int, nm name, v varchar(5), arr text[], PRIMARY KEY (n, t));
CREATE INDEX vtc_x ON vtc (nm, v, arr, n);

-- 1: pg_index columns as ORMs read them
-- @case vectors-1.1
SELECT indkey, indkey::text, pg_typeof(indkey), indoption, pg_typeof(indoption), indclass, pg_typeof(indclass), pg_typeof(indcollation) FROM pg_index WHERE indexrelid = 'vt_ca'::regclass
-- @case vectors-1.2
SELECT indkey[0], indkey[1], indkey[2], indkey[-1], indoption[1], array_lower(indkey, 1), array_upper(indkey, 1), array_length(indkey, 1), array_dims(indkey), cardinality(indkey) FROM pg_index WHERE indexrelid = 'vt_ca'::regclass
-- @case vectors-1.3
SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) WHERE i.indexrelid = 'vt_ca'::regclass ORDER BY a.attnum
-- @case vectors-1.4
SELECT unnest(indkey) AS attnum, generate_subscripts(indkey, 1) AS k FROM pg_index WHERE indexrelid = 'vt_ca'::regclass
-- @case vectors-1.5
SELECT pg_typeof(indkey::int2[]), array_to_string(indkey, ','), indkey::int4[], array_to_json(indkey) FROM pg_index WHERE indexrelid = 'vt_ca'::regclass
-- @case vectors-1.6
SELECT k.attnum, k.n FROM pg_index i, unnest(i.indkey) WITH ORDINALITY AS k(attnum, n) WHERE i.indexrelid = 'vt_ca'::regclass
-- @case vectors-1.7
SELECT c.relname, i.indcollation::text, i.indcollation[0] FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname LIKE 'vtc%' ORDER BY 1

-- 2: literals, slices, I/O errors
-- @case vectors-2.1
SELECT '1 2'::int2vector, ' 1  2 '::int2vector, ''::int2vector, '+3 -4'::int2vector, '-1 4294967295'::oidvector
-- @case vectors-2.2
SELECT ('3 4 5'::int2vector)[0:1], pg_typeof(('3 4 5'::int2vector)[1:]), ('3 4 5'::oidvector)[2], ('3 4 5'::oidvector)[3]
-- @case vectors-2.3
SELECT array_lower(''::int2vector, 1), array_upper(''::int2vector, 1), array_dims(''::int2vector), array_dims('7 8'::oidvector)
-- @case vectors-2.4
SELECT '{"1 2",3}'::int2vector[], format_type(22, -1), format_type(1006, -1), format_type(30, -1)
-- @case vectors-2.5
SELECT '1 x y'::int2vector
-- @case vectors-2.6
SELECT '1x 2'::oidvector
-- @case vectors-2.7
SELECT '1 99999 3'::int2vector
-- @case vectors-2.8
SELECT '{1,2}'::int2[]::int2vector
-- @case vectors-2.9
SELECT '1 2'::int2vector::oidvector
-- @case vectors-2.10
SELECT typname, typcategory, typelem, typarray, typlen FROM pg_type WHERE oid IN (22, 30, 1006, 1013) ORDER BY oid

-- 3: met on the same ORM runs (Sequelize's nested include): a parenthesized join on the right of a join
-- @case vectors-3.1
SELECT a.c, x.attname, x.attnum FROM (VALUES (1), (2)) a(c) LEFT JOIN (pg_attribute x JOIN pg_index i ON x.attrelid = i.indrelid AND x.attnum = i.indkey[0]) ON i.indexrelid = 'vt_ca'::regclass

-- 4: int2vector / oidvector cast to arrays keep the lower bound 0
-- @case vectors-4.1
SELECT indkey::int2[], (indkey::int2[])[0], (indkey::int2[])[1], (indkey::int2[])[2], array_lower(indkey::int2[], 1), array_dims(indkey::int2[]), indkey::int2[]::text, (indkey::int4[])[0], indclass::oid[] = indclass::oid[] FROM pg_index WHERE indexrelid = 'vt_ca'::regclass
-- @case vectors-4.2
SELECT ''::int2vector::int2[], '3 1'::int2vector::int2[], '3 1'::oidvector::oid[], array_dims('3 1'::int2vector::int2[]), ('3 1'::int2vector::int2[])[0:0], '3 1'::int2vector::int2[] = '{3,1}'::int2[], array_position('3 1'::int2vector::int2[], 1::int2)
-- @case vectors-4.3 ordered
SELECT generate_subscripts(indkey::int2[], 1) AS s, unnest(indkey::int2[]) AS u FROM pg_index WHERE indexrelid = 'vt_ca'::regclass
-- @case vectors-4.4
SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = (i.indkey::int2[])[0] WHERE i.indexrelid = 'vt_ca'::regclass
