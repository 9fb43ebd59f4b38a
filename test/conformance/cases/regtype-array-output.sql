-- regtype[] and regclass[] columns print each element as the scalar type prints it: user types
-- and relations by the name the catalog has (was ??? / the OID), pg_prepared_statements'
-- parameter_types included.
-- @setup
CREATE TYPE rao_pair AS (a int);
CREATE TYPE "Rao Odd" AS ENUM ('a');
CREATE TABLE rao_t (a int);
DEALLOCATE ALL;
PREPARE rao_p(rao_pair, int, "Rao Odd") AS SELECT 1;

-- 1: output of arrays of reg types
-- @case regtype-array-output-1.1
SELECT ARRAY['rao_pair'::regtype, 'int4'::regtype, '"Rao Odd"'::regtype, 'rao_pair[]'::regtype], ARRAY['rao_t'::regclass, 'pg_class'::regclass]
-- @case regtype-array-output-1.2
SELECT parameter_types FROM pg_prepared_statements WHERE name = 'rao_p'
-- @case regtype-array-output-1.3
SELECT ARRAY[0::oid::regclass, 'rao_t'::regclass]
