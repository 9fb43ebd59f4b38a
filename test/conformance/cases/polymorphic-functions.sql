-- Polymorphic SQL functions and aggregates: anyelement / anyarray / anynonarray / anyenum /
-- anycompatible* (and VARIADIC forms) resolved per call as PostgreSQL's
-- enforce_generic_type_consistency does; CREATE FUNCTION's 42P13 checks, the 42804 / 42883 a
-- call gets, lookup_agg_function's "requires run-time type coercion"; pg_get_viewdef(text).
-- @setup
CREATE TYPE pm_mood AS ENUM ('sad', 'ok', 'happy');
CREATE FUNCTION pm_id(anyelement) RETURNS anyelement LANGUAGE sql AS 'SELECT $1';
CREATE FUNCTION pm_pair(anyelement, anyelement) RETURNS anyarray LANGUAGE sql AS 'SELECT ARRAY[$1, $2]';
CREATE FUNCTION pm_first(anyarray) RETURNS anyelement LANGUAGE sql AS 'SELECT $1[1]';
CREATE FUNCTION pm_add(anycompatible, anycompatible) RETURNS anycompatible LANGUAGE sql AS 'SELECT $1 + $2';
CREATE FUNCTION pm_least(anyelement, VARIADIC anyarray) RETURNS anyelement LANGUAGE sql AS 'SELECT least($1, min($2[i])) FROM generate_subscripts($2, 1) g(i)';
CREATE FUNCTION pm_cat(VARIADIC anycompatiblearray) RETURNS anycompatiblearray LANGUAGE sql AS 'SELECT $1';
CREATE FUNCTION pm_kind(anynonarray) RETURNS text LANGUAGE sql AS 'SELECT pg_typeof($1)::text';
CREATE FUNCTION pm_label(anyenum) RETURNS text LANGUAGE sql AS 'SELECT $1::text || ''!''';
CREATE FUNCTION pm_inc(anyelement) RETURNS int LANGUAGE sql AS 'SELECT $1 + 1';
CREATE FUNCTION pm_acc(anyelement, VARIADIC anyarray) RETURNS anyelement LANGUAGE sql AS 'SELECT least($1, min($2[i])) FROM generate_subscripts($2, 1) g(i)';
CREATE AGGREGATE pm_least_agg(VARIADIC items anyarray) (stype = anyelement, sfunc = pm_acc);
CREATE FUNCTION pm_cacc(anycompatible, VARIADIC anycompatiblearray) RETURNS anycompatible LANGUAGE sql AS 'SELECT least($1, min($2[i])) FROM generate_subscripts($2, 1) g(i)';
CREATE AGGREGATE pm_cleast_agg(VARIADIC items anycompatiblearray) (stype = anycompatible, sfunc = pm_cacc);
CREATE TABLE pm_t (a int8, b int8, f int4);
INSERT INTO pm_t VALUES (123, 456, 0), (123, 4567890123456789, 123456), (4567890123456789, -4567890123456789, -2147483647);
CREATE VIEW pm_v AS SELECT 1 AS one;

-- 1: calls resolve the types from their arguments
-- @case polymorphic-functions-1.1
SELECT pm_id(1) AS i, pm_id('a'::text) AS t, pm_id(2.5) AS n, pm_id(DATE '2020-01-02') AS d
-- @case polymorphic-functions-1.2
SELECT pg_typeof(pm_id(1::int2)), pg_typeof(pm_id(ARRAY[1, 2]))
-- @case polymorphic-functions-1.3
SELECT pm_pair(1, 2), pm_pair('a'::text, 'b'), pg_typeof(pm_pair(1.5, 2.5))
-- @case polymorphic-functions-1.4
SELECT pm_first(ARRAY[3, 4]), pm_first('{x,y}'::text[]), pg_typeof(pm_first(ARRAY[1.5]))
-- @case polymorphic-functions-1.5
SELECT pm_add(1, 2.5), pg_typeof(pm_add(1, 2.5)), pm_add(1::int2, 2::int8), pg_typeof(pm_add(1::int2, 2::int8))
-- @case polymorphic-functions-1.6
SELECT pm_least(5, 3, 4), pm_least(5, VARIADIC ARRAY[7, 2]), pm_least('b'::text, 'a', 'c')
-- @case polymorphic-functions-1.7
SELECT pm_cat(1, 2.5, 3), pg_typeof(pm_cat(1, 2.5)), pm_cat(VARIADIC ARRAY[1, 2])
-- @case polymorphic-functions-1.8
SELECT pm_kind(1), pm_kind('x'::text), pm_label('ok'::pm_mood)
-- @case polymorphic-functions-1.9
SELECT pm_inc(41), pm_id(NULL::int) IS NULL AS n

-- 2: calls PostgreSQL refuses
-- @case polymorphic-functions-2.1
SELECT pm_id('foo')
-- @case polymorphic-functions-2.2
SELECT pm_id(NULL)
-- @case polymorphic-functions-2.3
SELECT pm_pair(1, 2.5)
-- @case polymorphic-functions-2.4
SELECT pm_pair(1, 'x')
-- @case polymorphic-functions-2.5
SELECT pm_first(1)
-- @case polymorphic-functions-2.6
SELECT pm_kind(ARRAY[1])
-- @case polymorphic-functions-2.7
SELECT pm_label(1)
-- @case polymorphic-functions-2.8
SELECT pm_least(1, 2.5)
-- @case polymorphic-functions-2.9
SELECT pm_add(1, 'x')

-- 3: CREATE FUNCTION and CREATE AGGREGATE checks
-- @case polymorphic-functions-3.1
CREATE FUNCTION pm_bad(int) RETURNS anyelement LANGUAGE sql AS 'SELECT 1'
-- @case polymorphic-functions-3.2
CREATE FUNCTION pm_bad(anycompatible) RETURNS anyelement LANGUAGE sql AS 'SELECT 1'
-- @case polymorphic-functions-3.3
CREATE FUNCTION pm_bad(anyelement) RETURNS anycompatiblearray LANGUAGE sql AS 'SELECT 1'
-- @case polymorphic-functions-3.4
CREATE FUNCTION pm_bad(int, VARIADIC anyelement) RETURNS int LANGUAGE sql AS 'SELECT 1'
-- @case polymorphic-functions-3.5
CREATE AGGREGATE pm_bad_agg(int4) (stype = int8, sfunc = pm_add)
-- @case polymorphic-functions-3.6
CREATE AGGREGATE pm_ok_agg(int8) (stype = int8, sfunc = pm_add)
-- @case polymorphic-functions-3.7
SELECT proname, provariadic::regtype, pg_get_function_arguments(oid), pg_get_function_result(oid) FROM pg_proc WHERE proname IN ('pm_least', 'pm_cat', 'pm_least_agg') ORDER BY 1
-- @case polymorphic-functions-3.8
DROP FUNCTION pm_acc(anyelement, anyarray)
-- @case polymorphic-functions-3.9
DROP FUNCTION pm_id(anyelement)

-- 4: polymorphic aggregates
-- @case polymorphic-functions-4.1
SELECT pm_least_agg(a, b) FROM pm_t
-- @case polymorphic-functions-4.2
SELECT pm_least_agg(VARIADIC ARRAY[a, b]) FROM pm_t
-- @case polymorphic-functions-4.3
SELECT pm_cleast_agg(a, b), pm_cleast_agg(4.5, f), pg_typeof(pm_cleast_agg(VARIADIC ARRAY[4.5, f])) FROM pm_t
-- @case polymorphic-functions-4.4
SELECT pm_least_agg(a, f) FROM pm_t

-- 5: pg_get_viewdef of a name
-- @case polymorphic-functions-5.1
SELECT pg_get_viewdef('pm_v'), pg_get_viewdef('pm_v', true)
-- @case polymorphic-functions-5.2
SELECT pg_get_viewdef('pm_no_such_view')
