-- Statements that used to reach SQLite's own errors: a bool → text cast in a partial index
-- predicate (boolout is immutable), DROP TABLE naming a partitioned partition after its parent.
-- @setup
CREATE TABLE cie_t (c1 int, c2 boolean);
INSERT INTO cie_t VALUES (1369652450, false), (414515746, true), (897778963, false);
CREATE TABLE cie_p (a int, b int) PARTITION BY LIST ((a + 0));
CREATE TABLE cie_p1 PARTITION OF cie_p FOR VALUES IN (1) PARTITION BY RANGE (b);
CREATE TABLE cie_p11 PARTITION OF cie_p1 FOR VALUES FROM (0) TO (10);
-- @case core3-internal-errors-1.1
CREATE UNIQUE INDEX cie_pred ON cie_t ((1 / c1)) WHERE ('-H') >= (c2::text) COLLATE "C"
-- @case core3-internal-errors-1.2
CREATE INDEX cie_expr ON cie_t ((c2::text))
-- @case core3-internal-errors-1.3 ordered
SELECT c2::text, c2::varchar, NULL::bool::text, (c2::text)::bool FROM cie_t ORDER BY c1
-- @case core3-internal-errors-1.4
DROP TABLE cie_p, cie_p1
-- @case core3-internal-errors-1.5
DROP TABLE cie_p, cie_p11, cie_p1
