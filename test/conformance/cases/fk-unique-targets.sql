-- What a foreign key may reference (transformFkeyCheckAttrs): a PRIMARY KEY or UNIQUE constraint
-- on exactly its columns, or a unique index on them (not partial, no expression); a non-deferrable
-- one. A table referencing itself counts the keys of its own statement (CREATE or ALTER TABLE);
-- adding such a key to a table with rows checks them.

-- @setup
CREATE TABLE fkp (x int, y int, p int, q int);
CREATE UNIQUE INDEX ON fkp (x, y);
INSERT INTO fkp VALUES (1, 1, NULL, NULL), (2, 2, 1, 1);
CREATE TABLE fkpart (x int, y int);
CREATE UNIQUE INDEX ON fkpart (x) WHERE y > 0;
CREATE UNIQUE INDEX ON fkpart ((x + 1));
-- @case fk-unique-targets-1.1
ALTER TABLE fkp ADD CONSTRAINT fk FOREIGN KEY (p, q) REFERENCES fkp (x, y)
-- @case fk-unique-targets-1.2
CREATE TABLE fkc (a int, b int, FOREIGN KEY (a, b) REFERENCES fkp (y, x))
-- @case fk-unique-targets-1.3
CREATE TABLE fkc (a int REFERENCES fkpart (x))
-- @case fk-unique-targets-1.4
CREATE TABLE fks (x int, y int, p int, q int, FOREIGN KEY (p, q) REFERENCES fks (x, y))
-- @case fk-unique-targets-1.5
CREATE TABLE fks (x int, y int, p int, q int, FOREIGN KEY (p, q) REFERENCES fks (x, y), UNIQUE (y, x))
-- @case fk-unique-targets-1.6
CREATE TABLE fks (x int, p int, UNIQUE (x) DEFERRABLE, FOREIGN KEY (p) REFERENCES fks (x))
-- @case fk-unique-targets-1.7
ALTER TABLE fkpart ADD UNIQUE (y), ADD FOREIGN KEY (x) REFERENCES fkpart (y)
-- @setup
CREATE TABLE fkp (x int, y int, p int, q int);
CREATE UNIQUE INDEX ON fkp (x, y);
INSERT INTO fkp VALUES (1, 1, NULL, NULL), (2, 2, 1, 1);
ALTER TABLE fkp ADD CONSTRAINT fk FOREIGN KEY (p, q) REFERENCES fkp (x, y);
-- @case fk-unique-targets-2.1
INSERT INTO fkp VALUES (3, 3, 9, 9)
-- @case fk-unique-targets-2.2
INSERT INTO fkp VALUES (3, 3, 2, 2) RETURNING *
-- @case fk-unique-targets-2.3
DELETE FROM fkp WHERE x = 1
-- @case fk-unique-targets-2.4
ALTER TABLE fkp ADD CONSTRAINT fk2 FOREIGN KEY (q, p) REFERENCES fkp (x, y)
