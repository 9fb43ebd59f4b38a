-- A CASE arm whose condition is a FALSE or NULL constant is dropped by the planner: a WHERE that
-- then reads no column is a One-Time Filter, tested (and raising) over an empty table too; an arm
-- whose condition reads a column keeps the CASE per row. current_setting is strict: a NULL
-- missing_ok answers NULL.

-- @setup
CREATE TABLE pca (ra int, a0 date);
-- @case pseudoconstant-case-arms-1.1
SELECT ra, NULL::numeric FROM pca WHERE CASE WHEN NULL::boolean THEN isfinite(a0) ELSE (NULL::timestamp IS NOT DISTINCT FROM ('é'::text)::timestamp) END
-- @case pseudoconstant-case-arms-1.2
SELECT ra FROM pca WHERE CASE WHEN false THEN isfinite(a0) ELSE ('x'::text)::date IS NULL END
-- @case pseudoconstant-case-arms-1.3
SELECT ra FROM pca WHERE CASE WHEN a0 IS NULL THEN isfinite(a0) ELSE ('x'::text)::date IS NULL END
-- @case pseudoconstant-case-arms-1.4
SELECT (current_setting('é'::text, overlaps(NULL::timestamp, NULL::interval, NULL::timestamp, NULL::interval)))::uuid
-- @case pseudoconstant-case-arms-1.5
SELECT current_setting('nope', NULL), current_setting(NULL, true)
