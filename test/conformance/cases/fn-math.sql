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
