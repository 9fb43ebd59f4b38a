-- ALTER TABLE … RENAME COLUMN in an inheritance tree or a partitioned table (renameatt_internal):
-- without ONLY the column is renamed in every descendant, so the parent still reads the children's
-- rows; an inherited column cannot be renamed on its own, nor under ONLY when there are children.
-- @setup
CREATE TABLE rci_a (class char, a int4);
CREATE TABLE rci_c (c name) INHERITS (rci_a);
CREATE TABLE rci_e (e int2) INHERITS (rci_c);
CREATE TABLE rci_f (f int) INHERITS (rci_e);
INSERT INTO rci_a VALUES ('a', 1);
INSERT INTO rci_f (class, a, c, e, f) VALUES ('f', 2, 'x', 5, 7);
ALTER TABLE rci_e* RENAME COLUMN e TO ee;
ALTER TABLE rci_a RENAME COLUMN a TO aa;

-- @case rename-column-inheritance-1.1
SELECT * FROM rci_f
-- @case rename-column-inheritance-1.2
SELECT class, aa, c, ee FROM rci_e* ORDER BY class
-- @case rename-column-inheritance-1.3
SELECT class, aa FROM rci_a ORDER BY class
-- @case rename-column-inheritance-1.4
ALTER TABLE rci_f RENAME COLUMN ee TO e3
-- @case rename-column-inheritance-1.5
ALTER TABLE ONLY rci_c RENAME COLUMN c TO c2
-- @case rename-column-inheritance-1.6
ALTER TABLE rci_f RENAME COLUMN f TO f2
-- @case rename-column-inheritance-1.7
ALTER TABLE rci_c RENAME COLUMN c TO ee

-- @setup
CREATE TABLE rci_p1 (a int);
CREATE TABLE rci_p2 (a int);
CREATE TABLE rci_m () INHERITS (rci_p1, rci_p2);

-- 2: a column merged from two parents is renamed only when the rename reaches both
-- @case rename-column-inheritance-2.1
ALTER TABLE rci_p1 RENAME COLUMN a TO z

-- @setup
CREATE TABLE rci_r (a int, b int, c text) PARTITION BY RANGE (a);
CREATE TABLE rci_r1 PARTITION OF rci_r FOR VALUES FROM (0) TO (10) PARTITION BY LIST (b);
CREATE TABLE rci_r11 PARTITION OF rci_r1 FOR VALUES IN (1, 2);
CREATE TABLE rci_r2 PARTITION OF rci_r FOR VALUES FROM (10) TO (20);
ALTER TABLE rci_r RENAME COLUMN b TO bb;
ALTER TABLE rci_r RENAME COLUMN a TO aa;
INSERT INTO rci_r VALUES (1, 1, 'x'), (15, 3, 'y');
UPDATE rci_r SET aa = 12 WHERE c = 'x';
CREATE TABLE rci_x (a int, b int) PARTITION BY LIST ((a + 1));
CREATE TABLE rci_x1 PARTITION OF rci_x FOR VALUES IN (2);
ALTER TABLE rci_x RENAME COLUMN a TO aa;
INSERT INTO rci_x VALUES (1, 1);

-- 3: partitioned tables: the partitions follow, routing and row movement use the new names
-- @case rename-column-inheritance-3.1
SELECT tableoid::regclass, * FROM rci_r ORDER BY 1, 2
-- @case rename-column-inheritance-3.2
INSERT INTO rci_r VALUES (1, 5, 'z')
-- @case rename-column-inheritance-3.3
SELECT aa, bb FROM rci_r2 ORDER BY 1
-- @case rename-column-inheritance-3.4
SELECT tableoid::regclass, * FROM rci_x
-- @case rename-column-inheritance-3.5
ALTER TABLE rci_r2 RENAME COLUMN c TO cc
-- @case rename-column-inheritance-3.6
ALTER TABLE ONLY rci_r RENAME COLUMN c TO cc
-- @case rename-column-inheritance-3.7
INSERT INTO rci_x VALUES (5, 1)
