-- ALTER TYPE … RENAME VALUE of a label stored in a primary key that foreign keys reference: the
-- key and its references are relabelled together (PostgreSQL stores the label's OID; pgsqlite
-- stores the label, so every column of the type is rewritten and checked at the end).
-- @setup
CREATE TYPE erk_rainbow AS ENUM ('red', 'orange');
CREATE TABLE erk_parent (id erk_rainbow PRIMARY KEY);
CREATE TABLE erk_child (parent erk_rainbow REFERENCES erk_parent, tags erk_rainbow[]);
INSERT INTO erk_parent VALUES ('red'), ('orange');
INSERT INTO erk_child VALUES ('red', '{red,orange}');
-- @case enum-relabel-keys-1.1
ALTER TYPE erk_rainbow RENAME VALUE 'red' TO 'crimson'
-- @setup
CREATE TYPE erk_rainbow AS ENUM ('red', 'orange');
CREATE TABLE erk_parent (id erk_rainbow PRIMARY KEY);
CREATE TABLE erk_child (parent erk_rainbow REFERENCES erk_parent, tags erk_rainbow[]);
INSERT INTO erk_parent VALUES ('red'), ('orange');
INSERT INTO erk_child VALUES ('red', '{red,orange}');
ALTER TYPE erk_rainbow RENAME VALUE 'red' TO 'crimson';
-- @case enum-relabel-keys-2.1
SELECT parent, tags FROM erk_child
-- @case enum-relabel-keys-2.2
SELECT id FROM erk_parent ORDER BY id
-- @case enum-relabel-keys-2.3
INSERT INTO erk_child VALUES ('red')
-- @case enum-relabel-keys-2.4
DELETE FROM erk_parent WHERE id = 'crimson'
-- @case enum-relabel-keys-2.5
INSERT INTO erk_child VALUES ('crimson', '{crimson}') RETURNING *
-- @setup
CREATE TYPE erk_rainbow AS ENUM ('red', 'orange', ',', 'a b');
CREATE DOMAIN erk_d AS erk_rainbow;
CREATE TABLE erk_t (d erk_d, arr erk_rainbow[], grid erk_rainbow[][], darr erk_d[]);
INSERT INTO erk_t VALUES ('red', '{red,",","a b",NULL,red}', '{{red,orange},{",",red}}', '{red}');
ALTER TYPE erk_rainbow RENAME VALUE 'red' TO 'crimson';
ALTER TYPE erk_rainbow RENAME VALUE ',' TO ';';
-- @case enum-relabel-keys-3.1
SELECT d, arr, grid, darr FROM erk_t
-- @case enum-relabel-keys-3.2
SELECT arr[1], grid[2][1], array_length(arr, 1) FROM erk_t
