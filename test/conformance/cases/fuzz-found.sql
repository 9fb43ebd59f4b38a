-- Differences the differential fuzzer (test/fuzz) found, fixed, each kept as a regression case.

-- 1: abs of floats is fabs(): NaN stays NaN, -0 becomes 0
-- @case fuzz-found-1.1
SELECT abs('NaN'::float8), abs('-0'::float8), abs('NaN'::real), abs('-0'::real), @ 'NaN'::float8, abs('-Infinity'::float8)
-- @case fuzz-found-1.2
SELECT abs(f) FROM (VALUES ('NaN'::float8), ('-2.5'), (NULL), ('-0')) AS v(f)

-- 2: round/trunc(numeric, int) limit the scale to ±2000 as PostgreSQL does
-- @case fuzz-found-2.1
SELECT round('212.115'::numeric, -2147483648), trunc('212.115'::numeric, -2147483648), round(-5.5, -2147483648)
-- @case fuzz-found-2.2
SELECT length(round(1.5, 2147483647)::text), length(trunc(1.5, 2147483647)::text)

-- 3: json_agg / jsonb_agg as window functions (SQLite refused them without an inverse)
-- @case fuzz-found-3.1 ordered
SELECT x, json_agg(x) OVER (ORDER BY x), jsonb_agg(x) OVER (ORDER BY x ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM (VALUES (1), (2), (NULL), (4)) v(x) ORDER BY x
-- @case fuzz-found-3.2 ordered
SELECT x, json_agg(ARRAY[x]) OVER (ORDER BY x ROWS BETWEEN CURRENT ROW AND 1 FOLLOWING), json_agg(x) OVER () FROM (VALUES (1), (2), (3)) v(x) ORDER BY x
-- @case fuzz-found-3.3 ordered
SELECT x, jsonb_agg(x) OVER (ORDER BY x ROWS BETWEEN 2 FOLLOWING AND 3 FOLLOWING) FROM (VALUES (1), (2), (3)) v(x) ORDER BY x

-- 4: bytea || bytea keeps every byte (SQLite's || read the BLOBs as UTF-8 text)
-- @case fuzz-found-4.1
SELECT '\x8f25'::bytea || '\xd682'::bytea, '\xd508'::bytea || '\x00'::bytea, ''::bytea || '\xff'::bytea, NULL::bytea || '\x01'::bytea
-- @case fuzz-found-4.2
SELECT length('\xff'::bytea || '\xfe'::bytea), md5('\xc3'::bytea || '\x28'::bytea)

-- 5: to_char with an empty format: NULL for datetimes and intervals, '' for numbers
-- @case fuzz-found-5.1
SELECT to_char('1 day'::interval, '') IS NULL, to_char('2000-01-01'::timestamp, '') IS NULL, to_char('2000-01-01'::timestamptz, '') IS NULL, to_char(1.5, ''), to_char(2, ''), to_char(1.5::float8, '')
