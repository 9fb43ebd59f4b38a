-- Table inheritance: INHERITS with column merging, reads of a parent including its children (ONLY, t*), tableoid, UPDATE/DELETE fan-out, DROP … CASCADE, INHERIT / NO INHERIT, pg_inherits.
-- @setup
CREATE TABLE a (aa int, ab text NOT NULL DEFAULT 'd', CONSTRAINT a_pos CHECK (aa > 0));
CREATE TABLE b (ba int) INHERITS (a);
CREATE TABLE c (ab text, ca text) INHERITS (a);
CREATE TABLE d (da int) INHERITS (b, c);
INSERT INTO a VALUES (1, 'a1');
INSERT INTO b VALUES (2, 'b1', 20);
INSERT INTO c VALUES (3, 'c1', 'x');
INSERT INTO d (aa, ab, ba, ca, da) VALUES (4, 'd1', 40, 'y', 400);

-- 1: reads
-- @case inheritance-1.1
SELECT tableoid::regclass AS t, * FROM a ORDER BY aa
-- @case inheritance-1.2
SELECT * FROM ONLY a
-- @case inheritance-1.3
SELECT * FROM a* ORDER BY aa
-- @case inheritance-1.4
SELECT * FROM b ORDER BY aa
-- @case inheritance-1.5
SELECT tableoid::regclass, count(*) FROM c GROUP BY 1 ORDER BY 1::text
-- @case inheritance-1.6
SELECT x.aa, y.ca FROM a x JOIN c y ON x.aa = y.aa ORDER BY 1
-- @case inheritance-1.7
SELECT (SELECT count(*) FROM a) AS total, (SELECT count(*) FROM ONLY a) AS own

-- 2: writes
-- @case inheritance-2.1
UPDATE a SET aa = aa * 10 WHERE aa > 1 RETURNING *
-- @case inheritance-2.2
DELETE FROM a WHERE ab LIKE '%1' AND aa > 2
-- @case inheritance-2.4
INSERT INTO b VALUES (-1, 'neg', 0)
-- @case inheritance-2.5
INSERT INTO c (aa) VALUES (5) RETURNING *
-- @case inheritance-2.6
DELETE FROM b RETURNING tableoid::regclass, aa

-- 3: DDL
-- @case inheritance-3.1
CREATE TABLE e (aa text) INHERITS (a)
-- @case inheritance-3.2
CREATE TABLE e (x int) INHERITS (a, a)
-- @case inheritance-3.3
DROP TABLE a
-- @case inheritance-3.9
SELECT inhrelid::regclass, inhparent::regclass, inhseqno FROM pg_inherits ORDER BY 1::text, 3
-- @case inheritance-3.10
SELECT relname, relhassubclass FROM pg_class WHERE relname IN ('a', 'b', 'c', 'd') ORDER BY 1

-- 4: ALTER TABLE on a parent reaches its children; TRUNCATE too
-- @setup
CREATE TABLE a (aa int, ab text);
CREATE TABLE b (ba int) INHERITS (a);
CREATE TABLE c (ab text, cw int) INHERITS (a);
INSERT INTO a VALUES (1, 'a');
INSERT INTO b VALUES (2, 'b', 20);
INSERT INTO c VALUES (3, 'c', 30);
-- @case inheritance-4.1
ALTER TABLE a ADD COLUMN cw int
-- @case inheritance-4.2
ALTER TABLE a ADD COLUMN z text DEFAULT 'zz'
-- @case inheritance-4.3
ALTER TABLE a DROP COLUMN ab
-- @case inheritance-4.4
TRUNCATE a
-- @case inheritance-4.5
TRUNCATE ONLY a
-- @case inheritance-4.6
ALTER TABLE b NO INHERIT c
-- @case inheritance-4.7
ALTER TABLE a ALTER COLUMN aa TYPE bigint
