-- Simple-protocol statements that differ only in literals share a plan from the second sighting
-- of their shape on; an integer literal and a string literal in the same place are different
-- shapes (was: `INSERT … VALUES ('error')` after two `VALUES (1)` reused the int4-parameter plan
-- and stored the text 'error' in the integer column, unchecked; regress transactions.sql:441).
-- @setup
CREATE TABLE lsk_t (a int, b text);
INSERT INTO lsk_t VALUES (1, 'x');
INSERT INTO lsk_t VALUES (1, 'x');

-- @case literal-shape-kinds-1.1
INSERT INTO lsk_t VALUES ('error', 'x')
-- @case literal-shape-kinds-1.2
INSERT INTO lsk_t VALUES ('4.5', 'x')
-- @case literal-shape-kinds-1.3
INSERT INTO lsk_t VALUES (' 7 ', 'x') RETURNING a

-- @setup
CREATE TABLE lsk_t (a int, b text);
INSERT INTO lsk_t VALUES (1, 'x');
INSERT INTO lsk_t VALUES (1, 'x');
INSERT INTO lsk_t VALUES ('8', 'x');
INSERT INTO lsk_t VALUES ('9', 'x');

-- @case literal-shape-kinds-2.1 ordered
SELECT a, pg_typeof(a) FROM lsk_t ORDER BY a

-- @setup
CREATE TABLE lsk_t (a int, b text);
INSERT INTO lsk_t VALUES (1, 'x');
UPDATE lsk_t SET a = 2 WHERE a = 1;
UPDATE lsk_t SET a = 3 WHERE a = 2;

-- @case literal-shape-kinds-3.1
UPDATE lsk_t SET a = 'nope' WHERE a = 3
-- @case literal-shape-kinds-3.2
UPDATE lsk_t SET a = 4 WHERE a = 'nope'
-- @case literal-shape-kinds-3.3
UPDATE lsk_t SET a = '5' WHERE a = '3' RETURNING a

-- @setup
CREATE TABLE lsk_t (a int, b text);
INSERT INTO lsk_t VALUES (1, 'x');
SELECT b FROM lsk_t WHERE a = 1;
SELECT b FROM lsk_t WHERE a = 2;

-- @case literal-shape-kinds-4.1
SELECT b FROM lsk_t WHERE a = 'one'
-- @case literal-shape-kinds-4.2
SELECT b FROM lsk_t WHERE a = '1'
