-- pg_prepared_statements: the session's named prepared statements (PREPARE here; protocol-level
-- Parse is covered by a node-postgres test), with the query string that made them, their
-- parameter types and plancache's generic / custom plan counts.

-- 1: empty, then filled by PREPARE
-- @setup
DEALLOCATE ALL;
-- @case prepared-statements-view-1.1
SELECT name, statement, parameter_types FROM pg_prepared_statements
-- @setup
DEALLOCATE ALL;
PREPARE psv_one AS SELECT 1 AS a;
PREPARE psv_params(text, int, float, boolean, smallint) AS SELECT $1 || 'x', $2 + 1, $3, $4, $5;
PREPARE psv_inferred AS SELECT $1::numeric + $2;
EXECUTE psv_params('a', 1, 2.5, true, 3);
EXECUTE psv_params('a', 1, 2.5, true, 3);
EXECUTE psv_one;
-- @case prepared-statements-view-1.2
SELECT name, parameter_types, from_sql, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name
-- @case prepared-statements-view-1.3
SELECT count(*), bool_and(prepare_time IS NOT NULL), bool_and(statement LIKE '%PREPARE psv_%') FROM pg_catalog.pg_prepared_statements
-- @case prepared-statements-view-1.4
SELECT pg_typeof(name), pg_typeof(statement), pg_typeof(prepare_time), pg_typeof(parameter_types), pg_typeof(from_sql), pg_typeof(generic_plans) FROM pg_prepared_statements LIMIT 1
-- @case prepared-statements-view-1.5
SELECT p.name, t FROM pg_prepared_statements p, unnest(p.parameter_types) AS t WHERE p.name = 'psv_inferred' ORDER BY 2
