-- Fuzz classes of session 15 (test/fuzz known-differences.json): where PostgreSQL's planner
-- folds, estimates or never evaluates an expression, and in which order its errors surface.
-- @setup
CREATE TABLE fc0 (ra int, a0 numeric, a2 text, a3 double precision);
CREATE TABLE fc1 (rb int, b0 timestamp, b1 bigint, b2 int);
CREATE TABLE fc2 (rc int, c0 numeric, c2 text);
INSERT INTO fc2 VALUES (0, '-214.813', 'hello world');
-- Family 1: an uncorrelated EXISTS is an InitPlan; its WHERE terms that read no column once
-- folded (an OR arm or IN item folded to NULL over a column) are its One-Time Filter, run
-- before the outer table is read; its constant terms are folded first (TRUE dropped).
-- @case fuzz-classes-s15-1.1
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (('x'::text)::time)::interval IN ((NULL::timestamptz - timezone('b', b0)), '-30 days'::interval))
-- @case fuzz-classes-s15-1.2
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE NULL::interval = (NULL::timestamptz - timezone('b', b0)) OR ('x'::text)::time::interval = '-30 days'::interval)
-- @case fuzz-classes-s15-1.3
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (NULL::timestamptz - timezone('b', b0)) IS NULL OR ('x'::text)::time::interval = '-30 days'::interval)
-- @case fuzz-classes-s15-1.4
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean AND 'true'::boolean)
-- @case fuzz-classes-s15-1.5
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean AND 1 = 1)
-- @case fuzz-classes-s15-1.6
SELECT ra FROM fc0 WHERE EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean AND 1 = 2)
-- @case fuzz-classes-s15-1.7
SELECT ra FROM fc0 WHERE 2 > 1 AND EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean AND NULL::int = 1)
-- @case fuzz-classes-s15-1.8
SELECT ra FROM fc0 WHERE 1 > 2 AND EXISTS (SELECT 1 FROM fc1 WHERE (to_char('34.779'::numeric, 'ab'))::boolean)
-- @case fuzz-classes-s15-1.9
SELECT ra FROM fc0 WHERE 2 > 1 AND EXISTS (SELECT 1 FROM fc1 WHERE true AND (to_char('34.779'::numeric, 'ab'))::boolean)
