-- Fields of an anonymous row (ParseComplexProjection on a RowExpr): (ROW(a, b)).f1 and (ROW(…)).*
-- name its fields f1, f2, …; a field that is itself a ROW(…) has no named fields (42703 "could
-- not identify column"), nor does a name the row lacks.
-- @setup
SELECT 1;

-- 1: field selection and star expansion
-- @case anonymous-row-fields-1.1
SELECT (ROW(1, 2.0)).f1
-- @case anonymous-row-fields-1.2
SELECT (ROW(1, 2.0)).f2, pg_typeof((ROW(1, 2.0)).f2)
-- @case anonymous-row-fields-1.3
SELECT (ROW(1, 2.0)).f3
-- @case anonymous-row-fields-1.4
SELECT (ROW(ROW(1, 2), 3)).f1.f2
-- @case anonymous-row-fields-1.5
SELECT (ROW(1, 2.0)).*
-- @case anonymous-row-fields-1.6
SELECT ((1, 2)).f2
-- @case anonymous-row-fields-1.7
SELECT (ROW(sum(x), count(*))).f1 FROM generate_series(1, 3) x
-- @case anonymous-row-fields-1.8
SELECT ((1, 'x'::text)::record).f2
-- @case anonymous-row-fields-1.9 ordered
SELECT (ROW(x, x * 2)).f2 AS d FROM generate_series(1, 3) x ORDER BY 1
