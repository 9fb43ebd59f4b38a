-- UPDATE / DELETE … WHERE CURRENT OF (execCurrentOf): the row a cursor over one table is on, and
-- PostgreSQL's errors: 34000 for no such cursor, 24000 when the cursor is not on a row, is no
-- simple scan of the table (aggregates, another table, a join) or is held from a previous
-- transaction; 0A000 for a view. Each case runs in a transaction, so the DECLARE and FETCH are setup.
-- @setup
CREATE TABLE cco_t (k int, v text);
INSERT INTO cco_t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd');
CREATE TABLE cco_u (a int);
INSERT INTO cco_u VALUES (1);
CREATE VIEW cco_v AS SELECT * FROM cco_t;
DECLARE c CURSOR FOR SELECT * FROM cco_t;
FETCH 2 FROM c;

-- 1: on a row
-- @case cursor-current-of-1.1
UPDATE cco_t SET v = 'x' WHERE CURRENT OF c RETURNING *
-- @case cursor-current-of-1.2
DELETE FROM cco_t WHERE CURRENT OF c RETURNING k, v
-- @case cursor-current-of-1.3
UPDATE cco_t AS t SET v = t.v || '!' WHERE CURRENT OF c
-- @case cursor-current-of-1.4
DELETE FROM cco_t WHERE CURRENT OF nosuch
-- @case cursor-current-of-1.5
UPDATE cco_u SET a = 2 WHERE CURRENT OF c
-- @case cursor-current-of-1.6
UPDATE cco_v SET v = 'x' WHERE CURRENT OF c

-- 2: not on a row
-- @setup
CREATE TABLE cco_t (k int, v text);
INSERT INTO cco_t VALUES (1, 'a'), (2, 'b');
DECLARE c CURSOR FOR SELECT k FROM cco_t WHERE k > 0;
DECLARE d CURSOR FOR SELECT * FROM cco_t;
FETCH ALL FROM d;
-- @case cursor-current-of-2.1
UPDATE cco_t SET v = 'x' WHERE CURRENT OF c
-- @case cursor-current-of-2.2
DELETE FROM cco_t WHERE CURRENT OF d

-- 3: FOR UPDATE, a scan read past and back
-- @setup
CREATE TABLE cco_t (k int, v text);
INSERT INTO cco_t VALUES (1, 'a'), (2, 'b'), (3, 'c');
DECLARE c CURSOR FOR SELECT v FROM cco_t WHERE k >= 2 FOR UPDATE;
FETCH c;
DECLARE s SCROLL CURSOR FOR SELECT * FROM cco_t;
FETCH 3 FROM s;
FETCH PRIOR FROM s;
-- @case cursor-current-of-3.1
UPDATE cco_t SET v = upper(v) WHERE CURRENT OF c RETURNING k, v
-- @case cursor-current-of-3.2
DELETE FROM cco_t WHERE CURRENT OF s RETURNING *

-- 4: cursors that are no simple scan of the table
-- @setup
CREATE TABLE cco_t (k int, v text);
INSERT INTO cco_t VALUES (1, 'a'), (2, 'b');
DECLARE a CURSOR FOR SELECT count(*) FROM cco_t;
FETCH a;
DECLARE g CURSOR FOR SELECT k FROM cco_t GROUP BY k;
FETCH g;
DECLARE u CURSOR FOR SELECT k FROM cco_t UNION ALL SELECT 5;
FETCH u;
DECLARE v CURSOR FOR SELECT 1;
FETCH v;
-- @case cursor-current-of-4.1
UPDATE cco_t SET v = 'x' WHERE CURRENT OF a
-- @case cursor-current-of-4.2
DELETE FROM cco_t WHERE CURRENT OF g
-- @case cursor-current-of-4.3
DELETE FROM cco_t WHERE CURRENT OF u
-- @case cursor-current-of-4.4
DELETE FROM cco_t WHERE CURRENT OF v

-- 5: a cursor WITH HOLD, after its transaction (not a case's own transaction: the error is the same)
-- @setup
CREATE TABLE cco_t (k int, v text);
INSERT INTO cco_t VALUES (1, 'a'), (2, 'b');
DECLARE h CURSOR WITH HOLD FOR SELECT * FROM cco_t;
FETCH h;
-- @case cursor-current-of-5.1
UPDATE cco_t SET v = 'h' WHERE CURRENT OF h RETURNING *
