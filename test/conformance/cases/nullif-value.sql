-- NULLIF(a, b) is a value of its own: whatever its first operand is (a literal, a parameter),
-- the result may be NULL, so nothing that knows a constant's value may read it through NULLIF
-- (a LIMIT's sign check, a strict SQL function's NULL test).

-- @case nullif-value-1.1
SELECT 1 LIMIT NULLIF(-1, -1)
-- @case nullif-value-1.2
SELECT 1 OFFSET NULLIF(-5, -5)
-- @case nullif-value-1.3
SELECT 1 LIMIT NULLIF(-1, 2)

-- @setup
CREATE FUNCTION nullif_value_f(int) RETURNS int LANGUAGE sql STRICT AS 'SELECT coalesce($1, 42)';

-- @case nullif-value-2.1
SELECT nullif_value_f(NULLIF(1, 1)), nullif_value_f(NULLIF(1, 2)), nullif_value_f(NULL)

-- 3: NULLIF evaluates both operands, even after a NULL first one
-- @case nullif-value-3.1
SELECT (NULLIF(NULL::bigint, ('125'::integer / '0'::bigint)) <> '-1'::integer)
-- @case nullif-value-3.2
SELECT NULLIF(NULL::int, 1), NULLIF(NULL::text, 'a') IS NULL
