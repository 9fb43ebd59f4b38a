-- Fuzz classes of session 23 (seeds 11, 23; the query shapes of test/fuzz/query-shapes.ts).
-- Family 1: a materialized WITH query (MATERIALIZED, or read more than once) is planned before
-- the statement (SS_process_ctes), so its constants are folded — and raise — even when no row
-- reaches them; one inlined into its single reference is folded with the statement, and its
-- unread output columns are dropped unfolded.
-- @setup
CREATE TABLE fc0 (ra int, a0 boolean);
CREATE TABLE fc1 (rb int, b0 real);
INSERT INTO fc1 VALUES (1, 2.5);
-- @case fuzz-classes-s23-1.1
WITH c AS MATERIALIZED (SELECT ra AS k, NULL::timetz AS v FROM fc0 WHERE make_time(-579, 130, 2.2e-308) = NULL::time) SELECT k FROM c WHERE NULL::boolean
-- @case fuzz-classes-s23-1.2
WITH c AS (SELECT ra AS k, jsonb_insert('0'::jsonb, '{""}'::text[], '[1, -3]'::jsonb, true) AS v FROM fc0 WHERE NULL::boolean) SELECT c.k, d.k FROM c JOIN c AS d ON c.k <= d.k AND NULL::boolean
-- @case fuzz-classes-s23-1.3
WITH c AS (SELECT ra AS k, ('-9223372036854775808'::bigint)::integer AS v FROM fc0 WHERE NULL::boolean) SELECT c.k, d.k FROM c LEFT JOIN c AS d ON c.k <= d.k
-- @case fuzz-classes-s23-1.4
WITH c AS MATERIALIZED (SELECT rb, 1 / 0 AS v FROM fc1 WHERE false) SELECT rb FROM fc1 WHERE rb IN (SELECT rb FROM c)
-- @case fuzz-classes-s23-1.5
WITH c AS (SELECT ra AS k, ('-9223372036854775808'::bigint)::integer AS v FROM fc0 WHERE NULL::boolean) SELECT 1
-- @case fuzz-classes-s23-1.6
WITH c AS NOT MATERIALIZED (SELECT ra AS k, ('-9223372036854775808'::bigint)::integer AS v FROM fc0) SELECT k FROM c
-- @case fuzz-classes-s23-1.7
WITH c AS MATERIALIZED (SELECT rb, 1 / 0 AS v FROM fc1), d AS MATERIALIZED (SELECT ('x'::text)::int AS w) SELECT rb FROM c, d
-- @case fuzz-classes-s23-1.8
WITH c AS MATERIALIZED (SELECT rb, b0 FROM fc1 WHERE b0 > 1) SELECT c.rb, d.b0 FROM c JOIN c AS d ON c.rb = d.rb
-- Family 2: NOT EXISTS outside a qual (a select list, a CASE) is a subplan, not an anti-join: the
-- conditions of its subquery that read only the outer row are its One-Time Filter, computed for
-- every outer row even when the subquery's table is empty (in a WHERE, an anti-join keeps them).
-- @setup
CREATE TABLE fe0 (ra int, a0 jsonb, a1 int);
INSERT INTO fe0 VALUES (0, '{}', 1), (1, 'true', 2);
CREATE TABLE fe1 (rb int, b0 boolean);
CREATE TABLE fe2 (rc int, c0 boolean);
INSERT INTO fe2 VALUES (1, true), (2, NULL);
-- @case fuzz-classes-s23-2.1
SELECT ra, NOT EXISTS (SELECT 1 FROM fe1 WHERE b0 AND (a0)::boolean) FROM fe0
-- @case fuzz-classes-s23-2.2
SELECT ra, CASE WHEN NOT EXISTS (SELECT 1 FROM fe1 WHERE (a0)::boolean AND b0) THEN 'none' END FROM fe0
-- @case fuzz-classes-s23-2.3
SELECT ra FROM fe0 WHERE NOT EXISTS (SELECT 1 FROM fe1 WHERE (a0)::boolean AND b0)
-- @case fuzz-classes-s23-2.4
SELECT ra, NOT EXISTS (SELECT 1 FROM fe2 WHERE c0 AND a1 > 1) FROM fe0 ORDER BY ra
-- @case fuzz-classes-s23-2.5
SELECT ra, NOT EXISTS (SELECT 1 FROM fe2 WHERE rc = a1 AND a1 < 2) FROM fe0 ORDER BY ra
