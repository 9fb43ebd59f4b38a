-- EXECUTE's arguments are coerced to the prepared statement's parameter types by assignment, as
-- EvaluateParams does: an argument needing an explicit cast is 42804 "parameter $n of type … cannot
-- be coerced to the expected type …" pointing at it; untyped literals take the parameter's type.
-- @setup
DEALLOCATE ALL;
CREATE TYPE mood AS ENUM ('ok');
PREPARE q3(text, int, float, boolean, smallint) AS SELECT $1, $2, $3, $4, $5;
PREPARE q4(mood, int[], numeric(5,1)) AS SELECT $1, $2, $3;
-- @case execute-params-assignment-1.1
EXECUTE q3('AAAAxx', 5::smallint, 10.5::float, false, 4::bigint)
-- @case execute-params-assignment-1.2
EXECUTE q3(5::smallint, 10.5::float, false, 4::bigint, 'bytea')
-- @case execute-params-assignment-1.3
EXECUTE q3('a', '12', 1, 'true', 2.5)
-- @case execute-params-assignment-1.4
EXECUTE q3('a', '12'::text, 1, 'true', 2.5)
-- @case execute-params-assignment-1.5
EXECUTE q3('a', 1, 1, 1, 1)
-- @case execute-params-assignment-1.6
EXECUTE q4('ok', '{1,2}', 12.345)
-- @case execute-params-assignment-1.7
EXECUTE q4('bad', ARRAY[1.5], 1)
-- @case execute-params-assignment-1.8
EXECUTE q4('ok'::text, ARRAY[1.5], 1)
-- @case execute-params-assignment-1.9
EXECUTE q4('ok', ARRAY[1.5], 1)
-- @case execute-params-assignment-1.10
EXECUTE q3('a', 2147483648, 1, true, 1)
