-- Math functions and operators (issue 5's breadth): numeric scales, float8 last digits, errors.
-- @setup
CREATE TABLE m (i int, b bigint, n numeric, f float8);
INSERT INTO m VALUES (7, 9000000000, 2.50, 0.5), (-3, -12, 100.125, -1.5), (NULL, NULL, NULL, NULL);

-- 1: rounding family
-- @case fn-math-1.1
SELECT round(5), round(2.5::float8), round(-2.5::float8), round(-0.5::float8), round(7.777, 1), round(-7.75, 1)
-- @case fn-math-1.2
SELECT trunc(5), trunc(-2.7::float8), trunc(1.999, 2), trunc(1234.5, -2), trunc(-0.009, 2), trunc(12.5)
-- @case fn-math-1.3
SELECT ceil(-0.5), ceil(-0.5::float8), floor(-0.5), floor(2), ceiling(2.000001), floor(-1234.5678)
-- @case fn-math-1.4
SELECT sign(-0.0), sign(5), sign(-2.5::float8), sign('NaN'::numeric), sign(0::float8)
-- @case fn-math-1.5
SELECT i, round(n, 1), trunc(f), ceil(n), floor(f), sign(i) FROM m ORDER BY i NULLS LAST

-- 2: roots, powers, logarithms on numeric (PostgreSQL 15 result scales)
-- @case fn-math-2.1
SELECT sqrt(0.0), sqrt(1e-10), sqrt(100), sqrt(2::numeric), sqrt(12345678901234567890.5)
-- @case fn-math-2.2
SELECT exp(0.0), exp(1.0), exp(10::numeric), exp(-10::numeric), exp(2.5)
-- @case fn-math-2.3
SELECT ln(1.0), ln(10.0), ln(0.5), ln(1.05), ln(123456789.123)
-- @case fn-math-2.4
SELECT log(10, 100), log(2.0, 8), log(100::numeric), log10(0.001), log(2, 10), log10(2::numeric)
-- @case fn-math-2.5
SELECT power(2.5, 1.5), power(10, -2::numeric), power(2::numeric, 0.5), power(1.5, 3), power(-2::numeric, 3), power(0::numeric, 0)
-- @case fn-math-2.6
SELECT 2::numeric ^ 64, 0.5 ^ 10::numeric, 10::numeric ^ -3
-- @case fn-math-2.7
SELECT power(0::numeric, -1)
-- @case fn-math-2.8
SELECT power(-8::numeric, 0.5)
-- @case fn-math-2.9
SELECT sqrt(-2.0)
-- @case fn-math-2.10
SELECT ln(-1.0)
-- @case fn-math-2.11
SELECT log(0.0, 10)

-- 3: float8
-- @case fn-math-3.1
SELECT sqrt(2), cbrt(2), cbrt(27), exp(1), ln(2), log(1000), log10(50)
-- @case fn-math-3.2
SELECT power(2, 0.5), power(-2, 3), power(2, -1), 2 ^ 3, 2.0::float8 ^ 0.5
-- @case fn-math-3.3
SELECT power(0::float8, -1)
-- @case fn-math-3.4
SELECT power(-1::float8, 0.5)
-- @case fn-math-3.5
SELECT exp(1000::float8)
-- @case fn-math-3.6
SELECT exp(-1000::float8)
-- @case fn-math-3.7
SELECT ln(0::float8)
-- @case fn-math-3.8
SELECT sin(1), cos(1), tan(1), cot(1), asin(0.5), acos(0.5), atan(1), atan2(1, 2)
-- @case fn-math-3.9
SELECT sind(30), cosd(60), tand(45), cotd(45), sind(-90), cosd(180), tand(135), sind(390)
-- @case fn-math-3.10
SELECT sinh(1), cosh(1), tanh(1), asinh(1), acosh(2), atanh(0.5)
-- @case fn-math-3.11
SELECT asin(2)
-- @case fn-math-3.12
SELECT degrees(1), radians(90), pi() * 2, degrees(pi())
-- @case fn-math-3.13
SELECT sqrt(f) FROM m WHERE f > 0
-- @case fn-math-3.14
SELECT acosh(0.5)

-- 4: integer functions
-- @case fn-math-4.1
SELECT mod(7, 3), mod(-7, 3), mod(7, -3), mod(7::int2, 2::int2), mod(9000000000, 7), mod(-7.5, 2)
-- @case fn-math-4.2
SELECT div(7, 2), div(-7, 2), div(7.9, 2.5), div(-0.5, 0.3)
-- @case fn-math-4.3
SELECT div(1, 0)
-- @case fn-math-4.4
SELECT gcd(12, 18), gcd(-12, 18), lcm(4, 6), lcm(-4, 6), gcd(0, 5), lcm(0, 5), gcd(9000000000, 6000000000)
-- @case fn-math-4.5
SELECT gcd(1.5, 2.25), lcm(1.5, 2.25), gcd(0.0, 0.00)
-- @case fn-math-4.6
SELECT gcd(-2147483648, 0)
-- @case fn-math-4.7
SELECT lcm(2147483647, 2147483646)
-- @case fn-math-4.8
SELECT gcd(1::int2, 2::int2)
-- @case fn-math-4.9
SELECT factorial(0), factorial(20), factorial(25)
-- @case fn-math-4.10
SELECT factorial(-1)
-- @case fn-math-4.11
SELECT mod(5, 0)

-- 5: scale, width_bucket, random
-- @case fn-math-5.1
SELECT scale(1.2300), scale(0), min_scale(1.2300), min_scale(0.000), trim_scale(1.2300), trim_scale(100.0), trim_scale(-0.010)
-- @case fn-math-5.2
SELECT scale('NaN'::numeric), trim_scale('NaN'::numeric)
-- @case fn-math-5.3
SELECT width_bucket(5.35, 0.024, 10.06, 5), width_bucket(-1::float8, 0, 10, 5), width_bucket(10, 0, 10, 5), width_bucket(3, 10, 0, 5), width_bucket(5.35::float8, 0.024, 10.06, 5)
-- @case fn-math-5.4
SELECT width_bucket(1, 1, 1, 1)
-- @case fn-math-5.5
SELECT width_bucket(1.0, 0.0, 2.0, 0)
-- @case fn-math-5.6
SELECT setseed(0.5), random() < 1
-- @case fn-math-5.7
SELECT setseed(2)
-- @case fn-math-5.8
SELECT pg_typeof(sqrt(4)), pg_typeof(sqrt(4.0)), pg_typeof(power(2, 2)), pg_typeof(mod(1::int2, 2)), pg_typeof(log(2, 4)), pg_typeof(abs('1'))

-- 6: operators
-- @case fn-math-6.1
SELECT 2 ^ 10, 2 ^ 0.5, |/ 16.0, ||/ 27, @ -5, @ -2.5
-- @case fn-math-6.2
SELECT 5 & 3, 5 | 3, 5 # 3, ~5, 1 << 4, 256 >> 2, -8 >> 1
-- @case fn-math-6.3
SELECT 1 << 31, 1 << 32, 1::int8 << 40, 1::int2 << 15, 1::int2 << 16
-- @case fn-math-6.4
SELECT 5::int2 & 3::int8, 9000000000 # 1, ~0::int8, pg_typeof(1::int2 | 1::int2)
-- @case fn-math-6.5
SELECT 1.5 & 1
-- @case fn-math-6.6
SELECT i & 3, i | 8, b >> 3 FROM m ORDER BY i NULLS LAST
-- @setup
CREATE TABLE mm (id int, i int, s smallint, b bigint, n numeric, f float8, r real);
INSERT INTO mm VALUES (1, 5, 2, 100, 12.345, 2.5, 1.5), (2, -7, -3, -9000000000, -0.5, -3.75, 0.25), (3, 0, 0, 0, 0, 0, 0), (4, NULL, NULL, NULL, NULL, NULL, NULL), (5, 1000000, 7, 1, 1e-5, 1e100, 1e30);

-- 7: abs and sign
-- @case fn-math-7.1
SELECT abs(-5), abs(5::int2), abs(-5::int8), abs(-5.50), abs(-2.5::float8), abs(-1.5::float4), abs(0)
-- @case fn-math-7.2
SELECT id, abs(i), abs(s), abs(b), abs(n), abs(f), abs(r) FROM mm ORDER BY id
-- @case fn-math-7.3
SELECT pg_typeof(abs(1::int2)), pg_typeof(abs(1::int8)), pg_typeof(abs(1.5)), pg_typeof(abs(1::float4)), pg_typeof(abs(1::float8))
-- @case fn-math-7.4
SELECT sign(i), sign(n), sign(f), pg_typeof(sign(i)), pg_typeof(sign(n)) FROM mm WHERE id = 2
-- @case fn-math-7.5
SELECT abs('-5'), abs('-5.5'), abs(NULL)
-- @case fn-math-7.6
SELECT abs('abc')
-- @case fn-math-7.7
SELECT @ i, - i, + i FROM mm WHERE id = 2

-- 8: rounding on every type
-- @case fn-math-8.1
SELECT round(n), round(n, 2), round(n, -1), trunc(n), trunc(n, 1), ceil(n), floor(n) FROM mm ORDER BY id
-- @case fn-math-8.2
SELECT round(f), trunc(f), ceil(f), floor(f), round(r), ceil(r), pg_typeof(round(r)) FROM mm ORDER BY id
-- @case fn-math-8.3
SELECT round(i), trunc(i), ceil(i), floor(i), pg_typeof(round(i)), pg_typeof(ceil(i)) FROM mm ORDER BY id
-- @case fn-math-8.4
SELECT round(0.5), round(1.5), round(-0.5), round(-1.5), round(0.5::float8), round(1.5::float8), round(2.5::float8)
-- @case fn-math-8.5
SELECT round(123.456, 5), round(123.456, -5), round(999.9), round(-999.5), round(0.049, 1), round(9.99, 1)
-- @case fn-math-8.6
SELECT round(1e20), round(1.5e-20, 21), trunc(-1.5), trunc(1e10::float8 + 0.5)
-- @case fn-math-8.7
SELECT round(2.5, 1.5)
-- @case fn-math-8.8
SELECT round(2.5::float8, 1)
-- @case fn-math-8.9
SELECT round('NaN'::numeric), round('Infinity'::float8), ceil('-Infinity'::float8), trunc('NaN'::float8)
-- @case fn-math-8.10
SELECT round(NULL::numeric, 2), round(1.5, NULL)

-- 9: powers, roots, logs over table values
-- @case fn-math-9.1
SELECT id, sqrt(abs(n)), sqrt(abs(f)), power(n, 2), power(f, 2), exp(n) FROM mm WHERE id < 4 ORDER BY id
-- @case fn-math-9.2
SELECT power(2, 10), power(2.0, 10), power(2, 0.5), power(-8, 1.0 / 3), pg_typeof(power(2, 10)), pg_typeof(power(2.0, 10))
-- @case fn-math-9.3
SELECT power(-8::float8, 1::float8 / 3)
-- @case fn-math-9.4
SELECT power(10, 308), power(10, -320)
-- @case fn-math-9.5
SELECT power(10::float8, 309)
-- @case fn-math-9.6
SELECT power(0.0, 0.0), power(0, 0), power(1, 'NaN'::float8), power('NaN'::float8, 0)
-- @case fn-math-9.7
SELECT ln(2.718281828459045), log(8), log(2, 8.0), log10(1000), ln(1), log(1)
-- @case fn-math-9.8
SELECT ln(0)
-- @case fn-math-9.9
SELECT log(-1)
-- @case fn-math-9.10
SELECT sqrt(-1)
-- @case fn-math-9.11
SELECT cbrt(-27), cbrt(0.001), cbrt(2::numeric), pg_typeof(cbrt(8))
-- @case fn-math-9.12
SELECT exp(710::float8)
-- @case fn-math-9.13
SELECT exp(700::float8), exp(-745::float8), exp(-746::float8)

-- 10: mod, div, gcd, lcm on table values
-- @case fn-math-10.1
SELECT id, mod(i, 3), mod(b, 7), mod(n, 0.3), i % 4, b % 1000 FROM mm WHERE id < 4 ORDER BY id
-- @case fn-math-10.2
SELECT mod(-9, 4), mod(9, -4), mod(-9.5, 4), mod(0, 5), mod(5::int2, 3::int8), pg_typeof(mod(5::int2, 3::int8))
-- @case fn-math-10.3
SELECT mod(5.5, 0)
-- @case fn-math-10.4
SELECT div(9, 4), div(-9, 4), div(9.5, -2), div(0, 3), pg_typeof(div(9, 4))
-- @case fn-math-10.5
SELECT gcd(i, 10), lcm(s, 4), gcd(b, 12) FROM mm WHERE id < 4 ORDER BY id
-- @case fn-math-10.6
SELECT gcd(0, 0), lcm(0, 0), gcd(-9223372036854775807, 3), lcm(3::int2, 4::int2)
-- @case fn-math-10.7
SELECT lcm(9223372036854775807, 2)
-- @case fn-math-10.8
SELECT gcd(-9223372036854775808, 0)

-- 11: greatest and least
-- @case fn-math-11.1
SELECT greatest(1, 2, 3), least(1, 2, 3), greatest(1, NULL, 3), least(NULL, NULL::int), greatest(1.5, 2), least('b', 'a', 'c')
-- @case fn-math-11.2
SELECT id, greatest(i, s, b), least(n, f), greatest(r, 1) FROM mm ORDER BY id
-- @case fn-math-11.3
SELECT greatest('NaN'::float8, 1), least('NaN'::numeric, 1), greatest(1::int2, 2::int2), pg_typeof(greatest(1::int2, 2::int8))
-- @case fn-math-11.4
SELECT greatest(date '2024-01-01', '2023-05-05'), least(true, false), greatest(ARRAY[1, 2], ARRAY[1, 3])
-- @case fn-math-11.5
SELECT greatest()

-- 12: trigonometry
-- @case fn-math-12.1
SELECT round(sin(pi() / 6)::numeric, 10), round(cos(pi() / 3)::numeric, 10), round(tan(pi() / 4)::numeric, 10)
-- @case fn-math-12.2
SELECT asin(1), acos(-1), atan(0), atan2(0, -1), atan2(-1, 0), atan2(0, 0)
-- @case fn-math-12.3
SELECT sind(0), sind(30), sind(90), sind(150), sind(180), sind(270), cosd(0), cosd(90), cosd(120), cosd(270)
-- @case fn-math-12.4
SELECT tand(0), tand(30), tand(60), tand(90), tand(180), cotd(90), cotd(0)
-- @case fn-math-12.5
SELECT asind(0.5), acosd(0.5), atand(1), atan2d(1, 1), asind(1), acosd(-1), atand(-1)
-- @case fn-math-12.6
SELECT acos(2)
-- @case fn-math-12.7
SELECT sin('Infinity'::float8)
-- @case fn-math-12.8
SELECT cos('NaN'::float8), sind('NaN'::float8), degrees('Infinity'::float8), radians(-180)
-- @case fn-math-12.9
SELECT sin(i), cos(n), tan(f) FROM mm WHERE id = 3
-- @case fn-math-12.10
SELECT pg_typeof(sin(1)), pg_typeof(sind(1::numeric)), pg_typeof(pi()), pg_typeof(degrees(1))

-- 13: random and setseed determinism
-- @case fn-math-13.1
SELECT random() >= 0 AND random() < 1, pg_typeof(random())
-- @case fn-math-13.2
SELECT count(DISTINCT random()) > 1 FROM generate_series(1, 10)
-- @case fn-math-13.3
SELECT setseed(1.5)
-- @case fn-math-13.4
SELECT setseed(-1), setseed(1)
-- @case fn-math-13.5
SELECT random_normal()

-- 14: numeric formatting and special values
-- @case fn-math-14.1
SELECT 1.0000::numeric, 100::numeric / 1, 0.000001::numeric * 1000000, -0.0::numeric, 1e-20::numeric, 123456789012345678901234567890.123::numeric
-- @case fn-math-14.2
SELECT 'Infinity'::numeric, '-Infinity'::numeric, 'NaN'::numeric, 'inf'::numeric + 'inf'::numeric, 'inf'::numeric * 0
-- @case fn-math-14.3
SELECT 'inf'::numeric - 'inf'::numeric, 'Infinity'::numeric / 'Infinity'::numeric
-- @case fn-math-14.4
SELECT 1 / 'Infinity'::numeric, 'Infinity'::numeric > 1e1000, '-inf'::numeric < 'NaN'::numeric
-- @case fn-math-14.5
SELECT numeric 'abc'
-- @case fn-math-14.6
SELECT '1e100000'::numeric
-- @case fn-math-14.7
SELECT 1.5::numeric(2, 1) * 10
-- @case fn-math-14.8
SELECT 1e131071::numeric
-- @case fn-math-14.9
SELECT (2::numeric ^ 200)::text
-- @case fn-math-14.10
SELECT 0.1::numeric(3, 2), 123::numeric(3, 0), 0.995::numeric(3, 2), (-0.995)::numeric(3, 2)
-- @case fn-math-14.11
SELECT 999.995::numeric(5, 2)
-- @case fn-math-14.12
SELECT n::int, n::float8, n::numeric(5, 1), f::numeric, r::numeric FROM mm ORDER BY id
-- @case fn-math-14.13
SELECT f::int FROM mm WHERE id = 5
-- @case fn-math-14.14
SELECT 1e100::float8::numeric::text = '1e+100', 1e-5::float8::numeric, 123.456::float4::numeric

-- 15: bit operations and shifts
-- @case fn-math-15.1
SELECT 12 & 10, 12 | 10, 12 # 10, ~12, 12 << 2, 12 >> 2, -12 >> 2
-- @case fn-math-15.2
SELECT i & 1, i | 1, i # 1, ~i, b >> 4, b << 2 FROM mm WHERE id < 4 ORDER BY id
-- @case fn-math-15.3
SELECT 1 << -1, 8 >> -1, 1 << 33, 1::int8 << 64
-- @case fn-math-15.4
SELECT 5::int2 # 3::int2, ~1::int2, pg_typeof(~1::int2), pg_typeof(1::int2 << 1)
-- @case fn-math-15.5
SELECT 1.5 | 1
-- @case fn-math-15.6
SELECT 1::float8 & 1
-- @case fn-math-15.7
SELECT '1e131072'::numeric
-- @case fn-math-15.8
SELECT length('1e-16383'::numeric::text), '0e200000'::numeric, length('-1.5e-16382'::numeric::text), '12e-2'::numeric, length((1e1001)::text)
-- @case fn-math-15.9
SELECT '1e-16384'::numeric
-- @case fn-math-15.10
SELECT '1e2147483647'::numeric
