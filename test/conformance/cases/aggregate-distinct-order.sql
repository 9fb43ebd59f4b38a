-- Aggregates with DISTINCT: every ORDER BY expression must be one of the arguments as written
-- (42P10), compared with its type (`f1` and `f1::text` of a varchar column differ; was: equal SQL
-- was enough, and aggregates other than string_agg were not checked at all — regress
-- aggregates.sql:652/653); json_agg/jsonb_agg(DISTINCT …) de-duplicate (was XX000: SQLite's
-- DISTINCT takes one argument).
-- @setup
CREATE TABLE ado_t (f1 varchar(5), n int, t text, g int);
INSERT INTO ado_t VALUES ('a', 1, 'x', 1), ('ab', 2, 'y', 1), ('abcd', 3, 'y', 2), ('a', 1, 'x', 2), (NULL, NULL, NULL, 2);

-- @case aggregate-distinct-order-1.1
SELECT string_agg(DISTINCT f1, ',' ORDER BY f1) FROM ado_t
-- @case aggregate-distinct-order-1.2
SELECT string_agg(DISTINCT f1::text, ',' ORDER BY f1) FROM ado_t
-- @case aggregate-distinct-order-1.3
SELECT string_agg(DISTINCT f1, ',' ORDER BY f1::text) FROM ado_t
-- @case aggregate-distinct-order-1.4
SELECT string_agg(DISTINCT f1::text, ',' ORDER BY f1::text) FROM ado_t
-- @case aggregate-distinct-order-1.5
SELECT string_agg(DISTINCT t, ',' ORDER BY t DESC) FROM ado_t
-- @case aggregate-distinct-order-2.1
SELECT array_agg(DISTINCT n ORDER BY n) FROM ado_t
-- @case aggregate-distinct-order-2.2
SELECT array_agg(DISTINCT n::bigint ORDER BY n) FROM ado_t
-- @case aggregate-distinct-order-2.3
SELECT array_agg(DISTINCT n ORDER BY n::bigint) FROM ado_t
-- @case aggregate-distinct-order-2.4
SELECT array_agg(DISTINCT f1 ORDER BY f1::text) FROM ado_t
-- @case aggregate-distinct-order-2.5
SELECT array_agg(DISTINCT n ORDER BY t) FROM ado_t
-- @case aggregate-distinct-order-2.6
SELECT sum(DISTINCT n ORDER BY n) FROM ado_t
-- @case aggregate-distinct-order-3.1
SELECT json_agg(DISTINCT n) FROM ado_t
-- @case aggregate-distinct-order-3.2
SELECT jsonb_agg(DISTINCT n) FROM ado_t
-- @case aggregate-distinct-order-3.3
SELECT json_agg(DISTINCT t) FROM ado_t
-- @case aggregate-distinct-order-3.4
SELECT json_agg(DISTINCT n ORDER BY n DESC) FROM ado_t
-- @case aggregate-distinct-order-3.5
SELECT jsonb_agg(DISTINCT f1 ORDER BY f1) FROM ado_t
-- @case aggregate-distinct-order-3.6 ordered
SELECT g, json_agg(DISTINCT n) FILTER (WHERE n > 1), jsonb_agg(DISTINCT t) FROM ado_t GROUP BY g ORDER BY g
-- @case aggregate-distinct-order-3.7
SELECT json_agg(DISTINCT n ORDER BY t) FROM ado_t
