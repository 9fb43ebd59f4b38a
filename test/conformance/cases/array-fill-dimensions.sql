-- array_fill's dimension and lower-bound arrays must be one-dimensional (2202E), as
-- arrayfuncs.c checks; a two-dimensional one answered '{}' before.
-- @case array-fill-dimensions-1.1
SELECT array_fill(1, ARRAY[[1, 2], [3, 4]])
-- @case array-fill-dimensions-1.2
SELECT array_fill(1, ARRAY[2], ARRAY[[1]])
-- @case array-fill-dimensions-1.3
SELECT array_fill(1, ARRAY[2, 2]), array_fill('x'::text, ARRAY[2, 3], ARRAY[2, 1]), array_fill(7, ARRAY[0])
