-- Output of long one-dimensional arrays read from a table (the stored JSON text scanned as bytes):
-- int2/int4/int8, bool, text and float8 elements, with the forms each output function must
-- print as PostgreSQL does (NULLs, quoting, case of NULL, non-ASCII, -0, NaN, Infinity).
-- @setup
CREATE TABLE lo (id int PRIMARY KEY, i2 int2[], i4 int4[], i8 int8[], b bool[], t text[], f float8[]);
INSERT INTO lo SELECT k,
  (SELECT array_agg((x * 37 % 65535 - 32767)::int2 ORDER BY x) FROM generate_series(1, 40 * k) AS g(x)),
  (SELECT array_agg(x * 1000003 * (CASE WHEN x % 2 = 0 THEN -1 ELSE 1 END) ORDER BY x) FROM generate_series(1, 60 * k) AS g(x)),
  (SELECT array_agg(x::int8 * 92233720368547 * (CASE WHEN x % 3 = 0 THEN -1 ELSE 1 END) ORDER BY x) FROM generate_series(1, 50 * k) AS g(x)),
  (SELECT array_agg(x % 3 = 0 ORDER BY x) FROM generate_series(1, 70 * k) AS g(x)),
  (SELECT array_agg((ARRAY['item', 'NULL', 'nUlL', 'nul', '', 'a b', 'x,y', '{z}', 'q"uote', 'back\slash', 'é', 'ÉNULL', '😀', 'tab	x'])[1 + x % 14] || CASE WHEN x % 5 = 0 THEN '' ELSE x::text END ORDER BY x) FROM generate_series(1, 45 * k) AS g(x)),
  (SELECT array_agg(x / 3.0::float8 * (CASE WHEN x % 4 = 0 THEN -1e10 ELSE 1e-3 END) ORDER BY x) FROM generate_series(1, 55 * k) AS g(x))
FROM generate_series(1, 3) AS s(k);
INSERT INTO lo VALUES (4, '{1,NULL,-32768,32767}', array_fill(7, ARRAY[30]) || ARRAY[NULL::int4], ARRAY[9223372036854775807, -9223372036854775808, 1234567890123456, 0], array_fill(true, ARRAY[40]) || ARRAY[NULL::bool, false], array_fill('same'::text, ARRAY[30]) || ARRAY[NULL, 'NULL'], ARRAY[0, -0, 'NaN', 'Infinity', '-Infinity', 1e-320, 1.7976931348623157e308, NULL]::float8[]);

-- @case array-output-long-1.1
SELECT id, i2, i4 FROM lo ORDER BY id
-- @case array-output-long-1.2
SELECT id, i8, b FROM lo ORDER BY id
-- @case array-output-long-1.3
SELECT id, t FROM lo ORDER BY id
-- @case array-output-long-1.4
SELECT id, f FROM lo ORDER BY id
-- @case array-output-long-1.5
SELECT id, array_length(i4, 1), i4[array_length(i4, 1)], t[3], f[2] FROM lo ORDER BY id
