-- DISTINCT in aggregates of two or more arguments: PostgreSQL de-duplicates the whole argument
-- tuple (rows sorted by the ORDER BY items, then the other arguments), SQLite's DISTINCT takes
-- one argument only (this reached clients as XX000, and regr_count(DISTINCT …) counted wrong).
-- @setup
CREATE TABLE dta (k text, v int, w numeric, b bytea);
INSERT INTO dta VALUES ('a', 1, 1.0, '\x01'), ('a', 1, 1.00, '\x01'), ('a', 2, 2, '\x02'), ('b', 2, 3, '\x01'), ('b', NULL, NULL, NULL), ('c', 5, 1, '\x03');

-- 1: json_object_agg / jsonb_object_agg
-- @case distinct-tuple-aggregates-1.1
SELECT jsonb_object_agg(DISTINCT k, v) FROM dta
-- @case distinct-tuple-aggregates-1.2
SELECT json_object_agg(DISTINCT k, v) FROM dta
-- @case distinct-tuple-aggregates-1.3
SELECT json_object_agg(DISTINCT k, w) FROM dta
-- @case distinct-tuple-aggregates-1.4
SELECT jsonb_object_agg(DISTINCT k, v ORDER BY v DESC) FROM dta WHERE v IS NOT NULL
-- @case distinct-tuple-aggregates-1.5
SELECT jsonb_object_agg(DISTINCT k, v) FILTER (WHERE v > 1) FROM dta
-- @case distinct-tuple-aggregates-1.6
SELECT k, json_object_agg(DISTINCT v, w) FROM dta GROUP BY k ORDER BY k
-- @case distinct-tuple-aggregates-1.7
SELECT jsonb_object_agg(DISTINCT k, v) FROM dta WHERE false
-- @case distinct-tuple-aggregates-1.8
SELECT jsonb_object_agg(DISTINCT v::text, k) FROM dta
-- @case distinct-tuple-aggregates-1.9
SELECT json_object_agg(DISTINCT k, to_jsonb(v)) FROM dta WHERE v IS NOT NULL
-- @case distinct-tuple-aggregates-1.10
SELECT json_object_agg(DISTINCT k, v) OVER () FROM dta
-- @case distinct-tuple-aggregates-1.11
SELECT jsonb_object_agg(DISTINCT k, v ORDER BY w) FROM dta

-- 2: string_agg: the delimiter is part of the tuple
-- @case distinct-tuple-aggregates-2.1
SELECT string_agg(DISTINCT k, v::text) FROM dta
-- @case distinct-tuple-aggregates-2.2
SELECT string_agg(DISTINCT k, ',') FROM dta
-- @case distinct-tuple-aggregates-2.3
SELECT string_agg(DISTINCT k, ',' ORDER BY k DESC) FROM dta
-- @case distinct-tuple-aggregates-2.4
SELECT string_agg(DISTINCT b, '\x2c'::bytea) FROM dta
-- @case distinct-tuple-aggregates-2.5
SELECT string_agg(DISTINCT b, b) FROM dta
-- @case distinct-tuple-aggregates-2.6
SELECT k, string_agg(DISTINCT v::text, k ORDER BY v::text DESC) FROM dta GROUP BY k ORDER BY k

-- 3: the two-argument statistics aggregates
-- @case distinct-tuple-aggregates-3.1
SELECT regr_count(DISTINCT v, w), regr_count(v, w) FROM dta
-- @case distinct-tuple-aggregates-3.2
SELECT corr(DISTINCT v, w), covar_pop(DISTINCT v, w), covar_samp(DISTINCT v, w) FROM dta
-- @case distinct-tuple-aggregates-3.3
SELECT regr_sxy(DISTINCT v, w), regr_avgx(DISTINCT v, w), regr_avgy(DISTINCT v, w), regr_slope(DISTINCT v, w) FROM dta
-- @case distinct-tuple-aggregates-3.4
SELECT k, regr_count(DISTINCT v, w) FROM dta GROUP BY k ORDER BY k

-- 4: constant and NULL arguments
-- @case distinct-tuple-aggregates-4.1
SELECT json_object_agg(DISTINCT k, NULL) FROM dta
-- @case distinct-tuple-aggregates-4.2
SELECT json_object_agg(DISTINCT 'z', v) FROM dta
-- @case distinct-tuple-aggregates-4.3
SELECT string_agg(DISTINCT 'q', k) FROM dta
-- @case distinct-tuple-aggregates-4.4
SELECT string_agg(DISTINCT b, NULL ORDER BY b) FROM dta
