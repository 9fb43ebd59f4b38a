-- Statements PostgreSQL refuses that pgsqlite answered (PostgreSQL's regress suite, join.sql,
-- with.sql, union.sql, limit.sql): an UPDATE's FROM / DELETE's USING may not read the target
-- (42P10 with the hint), WITH column aliases beyond the query's columns (42P10), row locks over a
-- set operation (0A000), FETCH FIRST NULL ROWS WITH TIES (2201W).
-- @setup
CREATE TABLE rr_xx1 (x1 int, x2 int);
CREATE TABLE rr_i4 (f1 int);
INSERT INTO rr_xx1 VALUES (1, 0);
INSERT INTO rr_i4 VALUES (1);
-- @case regress-refusals-s17-1.1
UPDATE rr_xx1 SET x2 = f1 FROM LATERAL (SELECT * FROM rr_i4 WHERE f1 = x1) ss
-- @case regress-refusals-s17-1.2
UPDATE rr_xx1 SET x2 = f1 FROM LATERAL (SELECT * FROM rr_i4 WHERE f1 = rr_xx1.x1) ss
-- @case regress-refusals-s17-1.3
DELETE FROM rr_xx1 USING LATERAL (SELECT * FROM rr_i4 WHERE f1 = x1) ss
-- @case regress-refusals-s17-1.4
UPDATE rr_xx1 SET x2 = f1 FROM rr_i4 WHERE f1 = (SELECT max(f1) FROM rr_i4 w WHERE w.f1 = x1) RETURNING *
-- @case regress-refusals-s17-1.5
DELETE FROM rr_xx1 USING rr_i4 WHERE f1 = x1 RETURNING *
-- @case regress-refusals-s17-1.6
UPDATE rr_xx1 a SET x2 = s.f1 FROM (SELECT f1 FROM rr_i4) s WHERE s.f1 = a.x1 RETURNING a.*
-- @case regress-refusals-s17-2.1
WITH x(n, b) AS (SELECT 1) SELECT * FROM x
-- @case regress-refusals-s17-2.2
WITH RECURSIVE x(n, b, c) AS (SELECT 1, 2 UNION ALL SELECT n + 1, b FROM x WHERE n < 3) SELECT * FROM x
-- @case regress-refusals-s17-2.3
WITH x(n) AS (SELECT 1, 2) SELECT * FROM x
-- @case regress-refusals-s17-3.1
SELECT 1 UNION SELECT 2 FOR UPDATE
-- @case regress-refusals-s17-3.2
SELECT f1 FROM rr_i4 EXCEPT ALL SELECT f1 FROM rr_i4 FOR NO KEY UPDATE
-- @case regress-refusals-s17-3.3
SELECT f1 FROM rr_i4 INTERSECT SELECT f1 FROM rr_i4 FOR SHARE
-- @case regress-refusals-s17-4.1
SELECT f1 FROM rr_i4 ORDER BY f1 FETCH FIRST NULL ROWS WITH TIES
-- @case regress-refusals-s17-4.2
SELECT f1 FROM rr_i4 ORDER BY f1 FETCH FIRST (NULL::int) ROWS WITH TIES
-- @case regress-refusals-s17-4.3
CREATE VIEW rr_v AS SELECT f1 FROM rr_i4 ORDER BY f1 FETCH FIRST NULL ROWS WITH TIES
