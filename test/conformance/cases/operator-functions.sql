-- The function behind a built-in operator (pg_operator.oprcode) called by its own name runs the
-- operator: resolved as a function call (unknown literals take the parameter's type, implicit
-- casts apply, no explicit-only cast), the column named after the function.

-- @setup
CREATE TABLE opf (b boolean, i int, t text, f float8);
INSERT INTO opf VALUES (true, 1, 'a', 1.5), (false, 2, 'b', -2), (NULL, NULL, NULL, NULL);
-- @case operator-functions-1.1 ordered
SELECT i, booleq(bool 'false', b), boolne(b, true), int4pl(i, 10), int4eq(i, 1), texteq(t, 'a'), text_lt(t, 'b') FROM opf ORDER BY i
-- @case operator-functions-1.2
SELECT float8pl(1.5, 2), float8um(3), int8pl(1, 2), int48pl(1, 2::int8), numeric_add(1.5, 2), textcat('a', 'b'), int4um(5), int4abs(-3)
-- @case operator-functions-1.3
SELECT int4pl(1, 2.5)
-- @case operator-functions-1.4
SELECT int4pl(2147483647, 1)
-- @case operator-functions-1.5
SELECT booleq(1, true)
-- @case operator-functions-1.6
SELECT date_pli('2020-01-01', 3), interval_pl('1 day', '2 hours'), float84mul(2.5, 2::float4), pg_typeof(int2pl(1::int2, 2::int2))
-- @case operator-functions-1.7
SELECT array_eq(ARRAY[1,2], ARRAY[1,2]), arraycontains(ARRAY[1,2], ARRAY[1]), jsonb_exists('{"a":1}', 'a'), textlike('abc', 'a%'), texticregexeq('ABC', 'b')
-- @case operator-functions-1.8 ordered
SELECT i FROM opf WHERE booleq(b, true) OR int4lt(i, 2) ORDER BY 1
-- @case operator-functions-1.9
SELECT booleq(NULL, true), int4pl(NULL, 1), float8mi(f, f) FROM opf WHERE i IS NULL
