-- UPDATE / DELETE through a view over a partitioned table or a table with inheritance children
-- reach the rows of every table of the hierarchy (was 0A000), through the view's columns and
-- conditions; a view reading ONLY the parent writes the parent's rows alone; a CHECK OPTION's
-- DETAIL shows the row as the view's base table has it. Assigning a partition key (PostgreSQL
-- moves the row to another partition) stays 0A000.
-- @setup
CREATE TABLE uvi_pt (k int, v text) PARTITION BY RANGE (k);
CREATE TABLE uvi_pt1 PARTITION OF uvi_pt FOR VALUES FROM (0) TO (10);
CREATE TABLE uvi_pt2 PARTITION OF uvi_pt FOR VALUES FROM (10) TO (20);
CREATE VIEW uvi_ptv AS SELECT k, v AS vv FROM uvi_pt WHERE k < 15 WITH CHECK OPTION;
INSERT INTO uvi_ptv VALUES (1, 'a'), (12, 'b'), (5, 'c');
INSERT INTO uvi_pt VALUES (17, 'outside');
CREATE TABLE uvi_ih (a int, b text);
CREATE TABLE uvi_ihc (c int) INHERITS (uvi_ih);
INSERT INTO uvi_ih VALUES (1, 'p');
INSERT INTO uvi_ihc VALUES (2, 'c', 9);
CREATE VIEW uvi_ihv AS SELECT b, a FROM uvi_ih WHERE a > 0 WITH CHECK OPTION;
CREATE VIEW uvi_only AS SELECT a, b FROM ONLY uvi_ih;

-- @case updatable-views-inheritance-1.1
UPDATE uvi_ptv SET vv = vv || '!' RETURNING *
-- @case updatable-views-inheritance-1.2
UPDATE uvi_ptv SET vv = 'x' WHERE k > 1
-- @case updatable-views-inheritance-1.3
DELETE FROM uvi_ptv WHERE k = 5 RETURNING *
-- @case updatable-views-inheritance-1.4
DELETE FROM uvi_ptv
-- @case updatable-views-inheritance-1.5
UPDATE uvi_ptv SET k = k + 1
-- @case updatable-views-inheritance-1.6
UPDATE uvi_ihv SET b = upper(b) RETURNING *
-- @case updatable-views-inheritance-1.7
UPDATE uvi_ihv SET a = -a WHERE a = 2
-- @case updatable-views-inheritance-1.8
DELETE FROM uvi_ihv WHERE a = 2 RETURNING b
-- @case updatable-views-inheritance-1.9
UPDATE uvi_only SET b = 'only' RETURNING *
-- @case updatable-views-inheritance-1.10
DELETE FROM uvi_only

-- @setup
CREATE TABLE uvi_pt (k int, v text) PARTITION BY RANGE (k);
CREATE TABLE uvi_pt1 PARTITION OF uvi_pt FOR VALUES FROM (0) TO (10);
CREATE TABLE uvi_pt2 PARTITION OF uvi_pt FOR VALUES FROM (10) TO (20);
CREATE VIEW uvi_ptv AS SELECT k, v AS vv FROM uvi_pt WHERE k < 15 WITH CHECK OPTION;
INSERT INTO uvi_ptv VALUES (1, 'a'), (12, 'b'), (5, 'c');
INSERT INTO uvi_pt VALUES (17, 'outside');
UPDATE uvi_ptv SET vv = vv || '!' WHERE k <> 5;
DELETE FROM uvi_ptv WHERE k = 5;

-- @case updatable-views-inheritance-2.1
SELECT tableoid::regclass, * FROM uvi_pt ORDER BY k
