-- Fuzz classes of session 27 (the query shapes of test/fuzz/query-shapes.ts).
-- Family 1: the parser makes `x IN (i1, i2, …)` one `x = ANY (ARRAY[…])` of the items that read no
-- column of the query level it parses — an enclosing level's columns do not count. Once an EXISTS
-- is pulled up into a semi-join those outer columns are Vars of the outer relation, the clause a
-- restriction clause there, and scalararraysel folds each array element's parts that read no
-- column (stable ones too) while planning: over empty tables too. An EXISTS that is not pulled up
-- (under OR, in the select list) keeps its outer columns as Params: a One-Time Filter, run only
-- when the subquery runs.
-- @setup
CREATE TABLE ea0 (ra int, a0 timetz, a1 timestamptz, a2 int);
CREATE TABLE ea1 (rb int, b0 timetz, b1 timestamptz);
-- @case fuzz-classes-s27-1.1
SELECT ra FROM ea0 WHERE EXISTS (SELECT 1 FROM ea1 WHERE a0 IN (NULL::timetz, COALESCE(a0, timezone('A', '19:21:39+06'::timetz))))
-- @case fuzz-classes-s27-1.2
SELECT ra FROM ea0 WHERE NOT EXISTS (SELECT 1 FROM ea1 WHERE a0 IN (NULL::timetz, COALESCE(a0, timezone('A', '19:21:39+06'::timetz))))
-- @case fuzz-classes-s27-1.3
SELECT ra FROM ea0 WHERE ra = 1 OR EXISTS (SELECT 1 FROM ea1 WHERE a0 IN (NULL::timetz, COALESCE(a0, timezone('A', '19:21:39+06'::timetz))))
-- @case fuzz-classes-s27-1.4
SELECT ra, EXISTS (SELECT 1 FROM ea1 WHERE a0 IN (NULL::timetz, COALESCE(a0, timezone('A', '19:21:39+06'::timetz)))) FROM ea0
-- @case fuzz-classes-s27-1.5
SELECT ra, (SELECT count(*) FROM ea1 WHERE b1 IN (NULL::timestamptz, COALESCE(a1, 'x'::text::timestamptz))) FROM ea0
-- @case fuzz-classes-s27-1.6
SELECT ra, (SELECT count(*) FROM ea1 WHERE a1 IN (NULL::timestamptz, COALESCE(a1, 'x'::text::timestamptz))) FROM ea0
-- @case fuzz-classes-s27-1.7
SELECT ra FROM ea0 WHERE a1 IN (NULL::timestamptz, COALESCE(a1, 'x'::text::timestamptz))
-- @case fuzz-classes-s27-1.8
SELECT ra FROM ea0 WHERE a1 IN (NULL::timestamptz, '2020-01-01', COALESCE(a1, 'x'::text::timestamptz))
-- @case fuzz-classes-s27-1.9
SELECT ra FROM ea0 WHERE EXISTS (SELECT 1 FROM ea1 WHERE b1 IN (a1, COALESCE(a1, 'x'::text::timestamptz)))
-- @case fuzz-classes-s27-1.10
SELECT ra FROM ea0 WHERE EXISTS (SELECT 1 FROM ea1 WHERE rb = a2 AND a1 IN (a1, COALESCE(a1, 'x'::text::timestamptz)))
-- @case fuzz-classes-s27-1.11
SELECT ra FROM ea0 WHERE EXISTS (SELECT 1 FROM ea1 WHERE a1 IN (a1 + '1 day', 'x'::text::timestamptz - '1 day'))
-- @case fuzz-classes-s27-1.12
SELECT ra FROM ea0 WHERE EXISTS (SELECT 1 FROM ea1 WHERE a0 IN (NULL::timetz, COALESCE(a0, timezone('UTC', '19:21:39+06'::timetz))))
-- @setup
CREATE TABLE eb0 (ra int, a0 timetz, a1 timestamptz, a2 int);
CREATE TABLE eb1 (rb int, b0 timetz, b1 timestamptz);
INSERT INTO eb0 VALUES (1, '10:00+01', '2020-01-01', 1), (2, NULL, NULL, 2);
INSERT INTO eb1 VALUES (1, '10:00+01', '2020-01-01');
-- @case fuzz-classes-s27-1.13
SELECT ra FROM eb0 WHERE EXISTS (SELECT 1 FROM eb1 WHERE a0 IN (NULL::timetz, COALESCE(a0, timezone('A', '19:21:39+06'::timetz))))
-- @case fuzz-classes-s27-1.14
SELECT ra, (SELECT count(*) FROM eb1 WHERE b1 IN (NULL::timestamptz, COALESCE(a1, 'x'::text::timestamptz))) FROM eb0
-- @case fuzz-classes-s27-1.15
SELECT ra, (SELECT count(*) FROM eb1 WHERE a1 IN (NULL::timestamptz, COALESCE(a1, 'x'::text::timestamptz))) FROM eb0 ORDER BY ra
-- @case fuzz-classes-s27-1.16
SELECT ra, (SELECT count(*) FROM eb1 WHERE a1 IN (NULL::timestamptz, COALESCE(a1, '2020-01-01'::text::timestamptz))) FROM eb0 ORDER BY ra
-- @case fuzz-classes-s27-1.17
SELECT ra FROM eb0 WHERE EXISTS (SELECT 1 FROM eb1 WHERE a0 IN (NULL::timetz, COALESCE(a0, timezone('UTC', '19:21:39+06'::timetz)))) ORDER BY ra
