-- record[] values (array_agg of whole rows, ARRAY[ROW(…)]) print as array_out prints them:
-- {"(1,a)","(2,b)"}, not as the stored JSON array.
-- @case record-array-output-1.1
SELECT array_agg(x) FROM (SELECT 1 AS a, 'w' AS b) x
-- @case record-array-output-1.2
SELECT ARRAY[ROW(1, 'a b'), ROW(2, 'q"x'), NULL::record]
-- @case record-array-output-1.3
SELECT ARRAY[ROW(1, NULL), ROW(NULL, NULL)]
-- @case record-array-output-1.4
SELECT array_agg(t) FROM (SELECT 1 WHERE false) t
-- @case record-array-output-1.5
SELECT ARRAY[ROW(1)], ARRAY[ROW('')]
-- @case record-array-output-1.6
SELECT array_agg(t ORDER BY a DESC) FROM (VALUES (1, 'x,y'), (2, '{z}')) t (a, b)
-- @case record-array-output-1.7
SELECT (SELECT array_agg(t) FROM (VALUES (1, 'a'), (2, 'b')) t)
