-- SELECT … FOR UPDATE / SHARE OF names (transformLockingClause): each must be a table or subquery
-- of the query's FROM clause (42P01 otherwise, at the name), not a join — also by its USING
-- alias — a function or a WITH query (0A000); qualified names are refused (42601); a relation on
-- the nullable side of an outer join cannot be locked (0A000).
-- @setup
CREATE TABLE lct1 (a int, b int);
CREATE TABLE lct2 (a int, c int);
CREATE TABLE lct3 (x int);

-- @case locking-clause-targets-1.1
SELECT foo.*, unnamed_join.* FROM lct1 JOIN lct2 USING (a) AS foo, lct3 AS unnamed_join FOR UPDATE OF foo
-- @case locking-clause-targets-1.2
SELECT bar.*, unnamed_join.* FROM (lct1 JOIN lct2 USING (a) AS foo) AS bar, lct3 AS unnamed_join FOR UPDATE OF foo
-- @case locking-clause-targets-1.3
SELECT bar.*, unnamed_join.* FROM (lct1 JOIN lct2 USING (a) AS foo) AS bar, lct3 AS unnamed_join FOR UPDATE OF bar
-- @case locking-clause-targets-1.4
SELECT * FROM lct1 JOIN lct2 USING (a) FOR UPDATE OF nosuch
-- @case locking-clause-targets-1.5
SELECT * FROM (lct1 JOIN lct2 USING (a)) j FOR SHARE OF j
-- @case locking-clause-targets-1.6
SELECT * FROM lct1 x FOR UPDATE OF lct1
-- @case locking-clause-targets-1.7
SELECT * FROM lct1, generate_series(1, 2) g FOR UPDATE OF g
-- @case locking-clause-targets-1.8
WITH w AS (SELECT 1) SELECT * FROM lct1, w FOR UPDATE OF w
-- @case locking-clause-targets-1.9
SELECT * FROM lct1 FOR UPDATE OF public.lct1
-- @case locking-clause-targets-1.10
SELECT * FROM lct1, (SELECT 1) s, (VALUES (1)) v(z) FOR UPDATE OF s, v
-- @case locking-clause-targets-1.11
SELECT * FROM lct1 JOIN lct2 USING (a) FOR KEY SHARE OF lct1, lct2
-- @case locking-clause-targets-2.1
SELECT * FROM lct1 LEFT JOIN lct2 USING (a) FOR UPDATE
-- @case locking-clause-targets-2.2
SELECT * FROM lct1 LEFT JOIN lct2 USING (a) FOR UPDATE OF lct1
-- @case locking-clause-targets-2.3
SELECT * FROM lct1 LEFT JOIN lct2 USING (a) FOR SHARE OF lct2
-- @case locking-clause-targets-2.4
SELECT * FROM lct1 FULL JOIN lct2 USING (a) FOR UPDATE OF lct1
-- @case locking-clause-targets-2.5
SELECT * FROM lct1 RIGHT JOIN lct2 USING (a) FOR NO KEY UPDATE OF lct2
-- @case locking-clause-targets-2.6
SELECT * FROM lct1 LEFT JOIN (SELECT * FROM lct2) s USING (a) FOR UPDATE OF s
