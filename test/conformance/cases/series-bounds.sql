-- generate_series over numeric with a NaN or infinite bound: PostgreSQL's 22023 errors (the
-- series would otherwise never end; PostgreSQL's regression file numeric.sql runs these).

-- 1: bounds and step that are not finite
-- @case series-bounds-1.1
SELECT * FROM generate_series(-100::numeric, 100::numeric, 'nan'::numeric)
-- @case series-bounds-1.2
SELECT * FROM generate_series('nan'::numeric, 100::numeric, 10::numeric)
-- @case series-bounds-1.3
SELECT * FROM generate_series(0::numeric, 'nan'::numeric, 10::numeric)
-- @case series-bounds-1.4
SELECT * FROM generate_series('inf'::numeric, 'inf'::numeric, 10::numeric)
-- @case series-bounds-1.5
SELECT * FROM generate_series(0::numeric, 'inf'::numeric, 10::numeric)
-- @case series-bounds-1.6
SELECT * FROM generate_series(0::numeric, '42'::numeric, '-inf'::numeric)
-- @case series-bounds-1.7
SELECT * FROM generate_series('-infinity'::numeric, 5::numeric)
-- @case series-bounds-1.8
SELECT * FROM generate_series(-100::numeric, 100::numeric, 0::numeric)

-- 2: finite and NULL bounds still give their rows
-- @case series-bounds-2.1 ordered
SELECT * FROM generate_series(0.1::numeric, 4.0::numeric, 1.3::numeric)
-- @case series-bounds-2.2
SELECT * FROM generate_series(1::numeric, NULL, 1)
-- @case series-bounds-2.3 ordered
SELECT * FROM generate_series(4.0::numeric, -1.5::numeric, -2.2::numeric)
