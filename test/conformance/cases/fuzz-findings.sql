-- Differences the differential fuzzer (test/fuzz) found, each the smallest case of its class.
-- @setup
CREATE TABLE ff_a (id int, ia int[], ta text[]);
INSERT INTO ff_a VALUES (1, '{1,2,3}', '{b}'), (2, '{}', '{}'), (3, '{1,2}', '{a,c}'), (4, NULL, '{"a b"}');

-- 1: min / max of arrays order by array comparison, not by the stored text
-- @case fuzz-findings-1.1
SELECT min(ia), max(ia), min(ta), max(ta) FROM ff_a
-- @case fuzz-findings-1.2
SELECT id, max(ia) OVER (ORDER BY id), min(ta) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM ff_a ORDER BY id
-- 2: date - date is an integer wherever it goes
-- @case fuzz-findings-2.1
SELECT ('2001-06-06'::date - '2000-01-01'::date)::numeric, ('2001-06-06'::date - '2000-01-01'::date)::text, ('2001-06-06'::date - '2000-01-01'::date) || 'x'
-- @case fuzz-findings-2.2
SELECT format('%s', '2001-06-06'::date - '2000-01-01'::date), ('2001-06-06'::date - '2000-01-01'::date)::bigint::numeric
-- 3: float4 output keeps the even digit on an exact tie (Ryu), as float4out
-- @case fuzz-findings-3.1
SELECT ('-240.955'::real * '849.709'::real), '204741.625'::real, '-204741.625'::real, '0.375'::real, '2.5'::real
-- 4: a constant ORDER BY term holding a JSON string is a value, not a column position
-- @case fuzz-findings-4.1
SELECT id, ('{"k": -5}'::jsonb IS NULL) FROM ff_a ORDER BY ('{"k": -5}'::jsonb IS NULL), id
-- 5: numeric power with a negative base and an integer exponent beyond int32
-- @case fuzz-findings-5.1
SELECT power('-608.39'::numeric, '1e20'::numeric)
-- @case fuzz-findings-5.2
SELECT power('-1'::numeric, '100000000001'::numeric), power('-1'::numeric, '1e20'::numeric), power('-0.5'::numeric, '100000000001'::numeric) = 0
-- 6: UNION ALL keeps every row when a column's type compares by order keys (arrays, numeric)
-- @setup
CREATE TABLE ff_t0 (ra int);
CREATE TABLE ff_t1 (rb int, n numeric);
INSERT INTO ff_t1 VALUES (0, 1.5), (1, 1.50), (2, NULL);
-- @case fuzz-findings-6.1
SELECT NULL::integer[] FROM ff_t0 UNION ALL SELECT NULL::integer[] FROM ff_t1
-- @case fuzz-findings-6.2
SELECT n FROM ff_t1 UNION ALL SELECT n FROM ff_t1
-- @case fuzz-findings-6.3
SELECT n FROM ff_t1 UNION SELECT n FROM ff_t1
-- @case fuzz-findings-6.4
SELECT ARRAY[rb] FROM ff_t1 UNION ALL SELECT ARRAY[rb] FROM ff_t1
-- 7: NULLIF of varchar is text (the = it uses is texteq)
-- @case fuzz-findings-7.1
SELECT NULLIF(NULL::character varying, NULL::character varying), NULLIF('a'::varchar, 'b'::varchar), pg_typeof(NULLIF('a'::varchar(3), 'b')), NULLIF('a'::char(2), 'b')
-- 8: json has no btree operators: ORDER BY refuses it (UNION ALL, which compares nothing, does not)
-- @case fuzz-findings-8.1
SELECT 1 ORDER BY '{}'::json
-- @case fuzz-findings-8.2
SELECT row_number() OVER (ORDER BY '{"a": 1}'::json)
-- @case fuzz-findings-8.3
SELECT '{}'::json UNION ALL SELECT '[]'::json
