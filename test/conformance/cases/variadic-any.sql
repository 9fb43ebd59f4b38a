-- VARIADIC "any" functions (format, concat, concat_ws, json(b)_build_*) called with VARIADIC: any
-- array value spreads (its elements printed by the element type's output function, a NULL array is
-- no argument), a non-array argument (an untyped literal too) is 42804 at the argument.

-- @setup
CREATE TABLE va (id int, a text[], b boolean[], m int[]);
INSERT INTO va VALUES (1, '{x,y}', '{t,f}', '{{1,2},{3,4}}'), (2, '{z,NULL}', NULL, NULL);
-- @case variadic-any-1.1 ordered
SELECT id, format('%s|%s', VARIADIC a), format('%s, %s', VARIADIC b), format('%s %s %s %s', VARIADIC m), format('Hello', VARIADIC NULL::int[]) FROM va ORDER BY id
-- @case variadic-any-1.2
SELECT format('%s, %s', VARIADIC array[true, false]::text[]), format('%2$s|%1$s', VARIADIC (SELECT array_agg(x) FROM generate_series(1, 2) x)), format('%I', VARIADIC array['a b'])
-- @case variadic-any-1.3
SELECT format(string_agg('%s', ','), VARIADIC array_agg(i)) FROM generate_series(1, 200) g(i)
-- @case variadic-any-1.4
SELECT format('%s %s', VARIADIC array[[1,2],[3,4]]), format(NULL, VARIADIC array[1])
-- @case variadic-any-1.5
SELECT concat_ws(',', VARIADIC 10)
-- @case variadic-any-1.6
SELECT concat(VARIADIC '{1,2}')
-- @case variadic-any-1.7
SELECT format('%s', VARIADIC 1::int)
-- @case variadic-any-1.8
SELECT json_build_array(VARIADIC 1)
-- @case variadic-any-1.9
SELECT json_build_array(VARIADIC '{1,2}')
-- @case variadic-any-1.10
SELECT format('%s %s', VARIADIC ARRAY['only'])
