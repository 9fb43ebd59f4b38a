-- CREATE AGGREGATE whose transition (and final) functions are user functions, LANGUAGE sql or
-- PL/pgSQL: the state a composite array, strict and non-strict transition functions, DISTINCT,
-- ORDER BY (USING ~<~), FILTER, GROUP BY, no rows; and the errors of CREATE AGGREGATE and the call.
-- @setup
CREATE TYPE c2_aggtype AS (a integer, b integer, c text);
CREATE FUNCTION c2_aggf_trans(c2_aggtype[], integer, integer, text) RETURNS c2_aggtype[] AS 'select array_append($1, ROW($2,$3,$4)::c2_aggtype)' LANGUAGE sql STRICT IMMUTABLE;
CREATE FUNCTION c2_aggfns_trans(c2_aggtype[], integer, integer, text) RETURNS c2_aggtype[] AS 'select array_append($1, ROW($2,$3,$4)::c2_aggtype)' LANGUAGE sql IMMUTABLE;
CREATE AGGREGATE c2_aggfstr(integer, integer, text) (sfunc = c2_aggf_trans, stype = c2_aggtype[], initcond = '{}');
CREATE AGGREGATE c2_aggfns(integer, integer, text) (sfunc = c2_aggfns_trans, stype = c2_aggtype[], sspace = 10000, initcond = '{}');
CREATE FUNCTION c2_sum3(int8, int8, int8) RETURNS int8 AS 'select $1 + $2 + $3' LANGUAGE sql STRICT IMMUTABLE;
CREATE AGGREGATE c2_sum2(int8, int8) (sfunc = c2_sum3, stype = int8, initcond = '0');
CREATE FUNCTION c2_least_accum(int8, int8) RETURNS int8 LANGUAGE sql AS 'select least($1, $2)';
CREATE AGGREGATE c2_least_agg(int8) (stype = int8, sfunc = c2_least_accum);
CREATE FUNCTION c2_half(int8) RETURNS numeric LANGUAGE plpgsql AS $$ BEGIN RETURN $1 / 2.0; END $$;
CREATE FUNCTION c2_add(int8, int4) RETURNS int8 LANGUAGE plpgsql STRICT AS $$ BEGIN RETURN $1 + $2; END $$;
CREATE AGGREGATE c2_halfsum(int4) (stype = int8, sfunc = c2_add, finalfunc = c2_half, initcond = '0');
CREATE TABLE c2_v (a int, b int, c text, g int);
INSERT INTO c2_v VALUES (1, 3, 'foo', 1), (0, NULL, NULL, 1), (2, 2, 'bar', 2), (3, 1, 'baz', 2);

-- @case core2-fold-aggregates-1.1
SELECT c2_aggfstr(a, b, c) FROM c2_v
-- @case core2-fold-aggregates-1.2
SELECT c2_aggfns(a, b, c) FROM c2_v
-- @case core2-fold-aggregates-1.3
SELECT c2_aggfstr(DISTINCT a, b, c) FROM c2_v, generate_series(1, 3) i
-- @case core2-fold-aggregates-1.4
SELECT c2_aggfns(DISTINCT a, b, c) FROM c2_v, generate_series(1, 3) i
-- @case core2-fold-aggregates-1.5
SELECT c2_aggfns(DISTINCT a, b, c ORDER BY b) FROM c2_v, generate_series(1, 3) i
-- @case core2-fold-aggregates-1.6
SELECT c2_aggfns(DISTINCT a, a, c ORDER BY c USING ~<~, a) FROM c2_v, generate_series(1, 2) i
-- @case core2-fold-aggregates-1.7
SELECT c2_aggfns(a, b, c ORDER BY b + 1) FROM c2_v
-- @case core2-fold-aggregates-1.8
SELECT c2_aggfns(a, b, c) FILTER (WHERE a > 1) FROM c2_v
-- @case core2-fold-aggregates-1.9 ordered
SELECT g, c2_aggfns(a, b, c ORDER BY a), c2_sum2(a, g) FROM c2_v GROUP BY g ORDER BY g
-- @case core2-fold-aggregates-1.10
SELECT c2_aggfns(a, b, c), c2_aggfstr(a, b, c), c2_sum2(a, b), c2_least_agg(a) FROM c2_v WHERE false
-- @case core2-fold-aggregates-1.11
SELECT c2_sum2(a, b), c2_least_agg(b), c2_halfsum(a) FROM c2_v
-- @case core2-fold-aggregates-1.12
SELECT c2_aggfns(DISTINCT a, b, c ORDER BY g) FROM c2_v
-- @case core2-fold-aggregates-1.13
SELECT c2_aggfns(DISTINCT a, b, c ORDER BY a, b + 1) FROM c2_v
-- @case core2-fold-aggregates-2.1
CREATE AGGREGATE c2_bad(int4) (stype = int8, sfunc = c2_least_accum)
-- @case core2-fold-aggregates-2.2
CREATE AGGREGATE c2_bad(int8) (stype = int4, sfunc = c2_least_accum)
-- @case core2-fold-aggregates-2.3
CREATE AGGREGATE c2_bad(text) (stype = int8, sfunc = c2_nosuch)
-- @case core2-fold-aggregates-2.4
SELECT count(*) FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggtransfn WHERE p.proname = 'c2_sum3'
-- @case core2-fold-aggregates-2.5
COMMENT ON AGGREGATE c2_sum2(int8, int8) IS 'sum of pairs'
-- @case core2-fold-aggregates-2.6
COMMENT ON AGGREGATE c2_nosuch(*) IS 'x'
-- @case core2-fold-aggregates-2.7
COMMENT ON AGGREGATE c2_sum2(int4) IS 'x'
-- @case core2-fold-aggregates-2.8
SELECT 'c2_sum2'::regproc::text, 'c2_sum3'::regproc::oid = (SELECT oid FROM pg_proc WHERE proname = 'c2_sum3')
