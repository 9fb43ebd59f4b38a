-- Operators: arithmetic and overflow, division, numeric scale, comparisons, ||, LIKE.
-- @setup
CREATE TABLE s (i int, t text, n numeric, f float8);
INSERT INTO s VALUES (10, '10', 10.0, 10), (9, '9', 9.5, 9.5), (NULL, NULL, NULL, NULL);

-- 1: integer arithmetic and overflow
-- @case operators-1.1
SELECT 1 + 2, 7 - 10, 6 * 7, 7 / 2, -7 / 2, 7 % 3, -7 % 3
-- @case operators-1.2
SELECT 2147483647 + 1
-- @case operators-1.3
SELECT -2147483648 - 1
-- @case operators-1.4
SELECT 65536 * 65536
-- @case operators-1.5
SELECT 2147483647::int8 + 1
-- @case operators-1.6
SELECT 9223372036854775807 + 1
-- @case operators-1.7
SELECT 32767::int2 + 1::int2
-- @case operators-1.8
SELECT 1::int2 + 1, pg_typeof(1::int2 + 1::int2)
-- @case operators-1.9
SELECT -(-2147483648)
-- @case operators-1.10
SELECT abs(-2147483648)
-- @case operators-1.11
SELECT (-2147483648) / -1
-- @case operators-1.12
SELECT 2 ^ 10, 2 ^ 0.5, |/ 16.0, @ -5
-- @case operators-1.13
SELECT 5 & 3, 5 | 3, 5 # 3, ~5, 1 << 4, 256 >> 2
-- @case operators-1.14
SELECT 3000000000 * 4
-- @case operators-1.15
SELECT 1 + 1.5, 1 + 1.5::float8, 1::int8 * 2

-- 2: division by zero
-- @case operators-2.1
SELECT 1 / 0
-- @case operators-2.2
SELECT 1 % 0
-- @case operators-2.3
SELECT 1.0 / 0
-- @case operators-2.4
SELECT 1::float8 / 0
-- @case operators-2.5
SELECT 0.0 / 0::float8
-- @case operators-2.6
SELECT 1::int8 / 0::int8
-- @case operators-2.7
SELECT i / 0 FROM s WHERE i IS NULL
-- @case operators-2.8
SELECT 'NaN'::float8 / 0

-- 3: numeric scale and exactness
-- @case operators-3.1
SELECT 10.10 + 0.05, 1.10 * 2, 1.00 * 1.000
-- @case operators-3.2
SELECT 1.0 / 3, 10 / 4.0, 1 / 3.000000
-- @case operators-3.3
SELECT 0.1 + 0.2, 0.1 + 0.2 = 0.3
-- @case operators-3.4
SELECT 123456789012345678901234567890 + 1
-- @case operators-3.5
SELECT 2.5 % 1, 10.5 % 3
-- @case operators-3.6
SELECT -0.0, 0.0 * -1, 1.50 - 1.50
-- @case operators-3.7
SELECT n * 2, n / 4, f / 4 FROM s ORDER BY i
-- @case operators-3.8
SELECT 1e-10 * 1e-10
-- @case operators-3.9
SELECT 2::numeric ^ 100

-- 4: comparisons across types
-- @case operators-4.1
SELECT 1 = 1.0, 1 < 1.5, 2::int8 > 1::int2, 1.5::float4 = 1.5::float8
-- @case operators-4.2
SELECT t FROM s WHERE t > '9' ORDER BY t
-- @case operators-4.3
SELECT i FROM s WHERE i > 9.5
-- @case operators-4.4
SELECT t FROM s WHERE t = 10
-- @case operators-4.5
SELECT i FROM s WHERE i = '10'
-- @case operators-4.6
SELECT i FROM s WHERE i = 'x'
-- @case operators-4.7
SELECT 'a' < 'b', 'B' < 'a', 'abc' < 'abd', '' < 'a'
-- @case operators-4.8
SELECT NULL = NULL, NULL <> 1, NULL IS NULL, 1 IS NOT NULL
-- @case operators-4.9
SELECT 'NaN'::float8 = 'NaN'::float8, 'NaN'::float8 > 1e308, 'NaN'::numeric > 1
-- @case operators-4.10
SELECT true > false, true AND NULL, false AND NULL, true OR NULL, NOT NULL::boolean
-- @case operators-4.11
SELECT 1 = true
-- @case operators-4.12
SELECT '2024-01-01'::date < '2024-01-01 00:00:01'::timestamp, '2024-01-01'::date = '2024-01-01'::timestamptz
-- @case operators-4.13
SELECT n = f, n < i FROM s ORDER BY i
-- @case operators-4.14
SELECT 'abc' = 'abc   '::char(6), 'abc'::varchar = 'abc'
-- @case operators-4.15
SELECT ROW(1, 2) < ROW(1, 3), (1, NULL) = (1, 2)

-- 5: operators that do not exist
-- @case operators-5.1
SELECT 'a' + 1
-- @case operators-5.2
SELECT 1 + 'a'::text
-- @case operators-5.3
SELECT true + 1
-- @case operators-5.4
SELECT '2024-01-01'::date * 2
-- @case operators-5.5
SELECT 'abc' - 'b'
-- @case operators-5.6
SELECT 1 || 2
-- @case operators-5.7
SELECT -'abc'::text
-- @case operators-5.8
SELECT 'x'::text = 1

-- 6: string concatenation
-- @case operators-6.1
SELECT 'a' || 'b', 'a' || NULL, NULL || 'b'
-- @case operators-6.2
SELECT 'n' || 1, 1 || 'n', 'v' || 1.50 || true
-- @case operators-6.3
SELECT t || i FROM s ORDER BY i
-- @case operators-6.4
SELECT 'x' || NULL::text IS NULL
-- @case operators-6.5
SELECT 'ab'::char(4) || 'c'

-- 7: LIKE, ILIKE, regex, SIMILAR TO
-- @case operators-7.1
SELECT 'abc' LIKE 'a%', 'abc' LIKE 'A%', 'ABC' LIKE '%b%', 'abc' LIKE '_b_'
-- @case operators-7.2
SELECT 'abc' ILIKE 'A%', 'ABC' NOT LIKE 'a%', 'abc' NOT ILIKE 'x%'
-- @case operators-7.3
SELECT 'a%c' LIKE 'a\%c', 'abc' LIKE 'a\%c', 'a_c' LIKE 'a!_c' ESCAPE '!'
-- @case operators-7.4
SELECT NULL LIKE 'a', 'a' LIKE NULL
-- @case operators-7.5
SELECT 'abc' ~ '^a.c$', 'ABC' ~* 'abc', 'abc' !~ 'z', 'abc' !~* 'B'
-- @case operators-7.6
SELECT 'abc' SIMILAR TO 'a(b|x)c', 'abd' SIMILAR TO '%d'
-- @case operators-7.7
SELECT 'ä' LIKE '_', 'äb' ILIKE 'Ä%'
-- @case operators-7.8
SELECT 'abc' LIKE 'abc%' || ''
-- @case operators-7.9
SELECT 1 LIKE '1'

-- 8: other
-- @case operators-8.1
SELECT 3 BETWEEN 1 AND 5, 3 NOT BETWEEN 4 AND 5
-- @case operators-8.2
SELECT 1 IN (1, 2), 3 NOT IN (1, 2), NULL IN (1), 1 IN (2, NULL)
-- @case operators-8.3
SELECT CASE WHEN 1 = 1 THEN 'y' END, CASE WHEN NULL THEN 1 ELSE 2 END
-- @case operators-8.4
SELECT 5 = ANY (ARRAY[1, 5]), 5 = ALL (ARRAY[5, 5]), 5 < ANY (ARRAY[1])
-- @case operators-8.5
SELECT - 5, + 5, - - 5
-- @case operators-8.6
SELECT 1 = ANY ('{1,2}'::int[]), NULL = ANY (ARRAY[1])
-- @case operators-8.7
SELECT ARRAY[1, 2] = ARRAY[1, 2], ARRAY[1, 2] < ARRAY[1, 3], ARRAY[1, 2] @> ARRAY[2]
-- @case operators-8.8
SELECT '{"a": 1}'::jsonb -> 'a', '{"a": "x"}'::jsonb ->> 'a', '{"a": 1}'::jsonb @> '{}'
-- @case operators-9.1
SELECT '2' ^ '3', + '4', |/ '16', '{"a": 1}' ? 'a'
-- @case operators-9.2
SELECT '1' * '2'
-- @case operators-9.3
SELECT NULL + NULL
-- @case operators-9.4
SELECT ~ '1'
-- @case operators-9.5
SELECT 'a'::"char" || 'b'::text
-- @case operators-9.6
SELECT 'b' || 'a'::"char"
-- @case operators-9.7
SELECT 'a'::"char" || 1, 1 || 'a'::"char", 'a'::name || 'b'::text, 'x' || 'y'
-- @case operators-9.8
SELECT '[1]' @> '[1]'
