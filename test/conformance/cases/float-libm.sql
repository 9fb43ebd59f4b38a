-- float8 math to the last bit: float.c calls the C library (glibc on Linux), whose results differ
-- from V8's fdlibm port for about one argument in ten (the fuzzer's libm classes); pgsqlite's
-- server calls the same library through SQLite's built-in math functions. The degree functions
-- reduce to sin/cos/asin/acos/atan with float.c's constants, computed from the same library.

-- 1: each function on arguments where the two libraries disagree
-- @case float-libm-1.1
SELECT sin(405.623::float8), cos(-697.915::float8 * 0.0174532925199432957692), tan(1e10::float8), sin(1e22::float8), cos(123456.789::float8)
-- @case float-libm-1.2
SELECT asin(0.3::float8), acos(0.3::float8), atan(7.7::float8), atan2(25.923::float8, 772.598::float8), atan2(-3.1::float8, -0.2::float8)
-- @case float-libm-1.3
SELECT exp(89.938::float8), exp(-3.3::float8), ln(244.771::float8), ln(log10(244.771::float8)), log10(0.007::float8), log(2.5::float8)
-- @case float-libm-1.4
SELECT power(1.7::float8, 3.3::float8), 1.7::float8 ^ 2.9::float8, power(10::float8, -0.5::float8), power(0.9::float8, 1000.5::float8)
-- @case float-libm-1.5
SELECT sinh(96.960::float8), cosh(93.359::float8), tanh(0.37::float8), asinh(3.3::float8), acosh(7.1::float8), atanh(0.61::float8)
-- @case float-libm-1.6
SELECT sind(45.235::float8), cosd(-697.915::float8), cosd(2147483647::float8), tand(33.3::float8), cotd(17.3::float8), asind(0.3::float8), acosd(0.71::float8), atand(2.2::float8), atan2d(670.987::float8, 383.325::float8)

-- 2: exact values, zeros, infinities and NaN keep their IEEE answers
-- @case float-libm-2.1
SELECT x, sin(x), cos(x), tan(x), atan(x), sinh(x), tanh(x), asinh(x), exp(x) FROM (VALUES (0::float8), ('-0'::float8), ('Infinity'::float8), ('-Infinity'::float8), ('NaN'::float8)) v(x) WHERE x = 0 OR x <> 0 OR x IS NOT NULL
-- @case float-libm-2.2
SELECT atan2(0::float8, -1::float8), atan2('-0'::float8, -1::float8), atan2(1::float8, 0::float8), atan2('Infinity'::float8, 'Infinity'::float8), power(0::float8, 0::float8), power(2::float8, 0.5::float8), sind(30::float8), cosd(60::float8), tand(45::float8), asind(0.5::float8), atand(1::float8)

-- 3: over many rows (every row's value from the library)
-- @case float-libm-3.1
SELECT sum(sin(g::float8)), sum(cos(g::float8)), sum(exp(g::float8 / 100)), sum(atan(g::float8)), sum(ln(g::float8)), sum(power(g::float8, 0.37::float8)), sum(sind(g::float8 * 1.37)) FROM generate_series(1, 1000) g
