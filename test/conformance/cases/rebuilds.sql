-- Table rebuilds (ALTER TABLE … ADD FOREIGN KEY / ADD COLUMN / ALTER TYPE re-create the SQLite
-- table from the stored PostgreSQL expressions): CHECK constraints with IN lists, ANY/ALL over
-- arrays, enums, jsonb operators; generated columns; partial and expression indexes; foreign keys
-- in both directions (cycles, self-references). Subqueries where PostgreSQL refuses them.
-- @setup
CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy');
CREATE TABLE o (id int PRIMARY KEY, status text CHECK (status IN ('new', 'paid')), v varchar(5) CHECK (v IN ('a', 'b')), m mood CHECK (m > 'sad'), n numeric CHECK (n IN (1.5, 2)), k int CHECK (k <> ALL (ARRAY[3, 4])), e text CHECK (e = ANY ('{q,w}')), j jsonb CHECK (j ? 'a'), g int GENERATED ALWAYS AS (CASE WHEN id IN (1, 2) THEN id * 10 ELSE 0 END) STORED, c int);
CREATE INDEX o_part ON o (id) WHERE status IN ('new', 'paid') AND m IN ('ok', 'happy');
CREATE UNIQUE INDEX o_u ON o ((CASE WHEN n IN (1.5) THEN 1 ELSE id END));
CREATE INDEX o_m ON o (m);
CREATE INDEX o_expr ON o ((v IN ('a')), lower(status));
CREATE TABLE p (id int PRIMARY KEY, oid int);
ALTER TABLE p ADD CONSTRAINT p_o FOREIGN KEY (oid) REFERENCES o (id);
ALTER TABLE o ADD CONSTRAINT o_p FOREIGN KEY (c) REFERENCES p (id);
ALTER TABLE o ADD COLUMN z int CHECK (z IN (1, 2));
ALTER TABLE o ALTER COLUMN v TYPE varchar(8);
INSERT INTO o (id, status, v, m, n, k, e, j) VALUES (1, 'new', 'a', 'ok', 1.5, 1, 'q', '{"a": 1}');
INSERT INTO p VALUES (10, 1);
UPDATE o SET c = 10 WHERE id = 1;

-- 1: the rebuilt table keeps its checks, generated column, indexes and keys
-- @case rebuilds-1.1
INSERT INTO o (id, status) VALUES (2, 'bad')
-- @case rebuilds-1.2
INSERT INTO o (id, v) VALUES (2, 'c')
-- @case rebuilds-1.3
INSERT INTO o (id, m) VALUES (2, 'sad')
-- @case rebuilds-1.4
INSERT INTO o (id, n) VALUES (2, 3)
-- @case rebuilds-1.5
INSERT INTO o (id, k) VALUES (2, 4)
-- @case rebuilds-1.6
INSERT INTO o (id, e) VALUES (2, 'z')
-- @case rebuilds-1.7
INSERT INTO o (id, j) VALUES (2, '{"b": 1}')
-- @case rebuilds-1.8
INSERT INTO o (id, z) VALUES (2, 3)
-- @case rebuilds-1.9
INSERT INTO o (id, status, v, m, n, k, e, j, z) VALUES (2, 'paid', 'b', 'happy', 2, 5, 'w', '{"a": 2}', 2) RETURNING id, g, z
-- @case rebuilds-1.10
INSERT INTO o (id, n) VALUES (3, 1.50)
-- @case rebuilds-1.11
INSERT INTO o (id, c) VALUES (3, 99)
-- @case rebuilds-1.12
INSERT INTO p VALUES (11, 99)
-- @case rebuilds-1.13
DELETE FROM o WHERE id = 1
-- @case rebuilds-1.14
SELECT id, status, v, m, n, g, c, z FROM o ORDER BY id
-- @case rebuilds-1.15
SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid IN ('o'::regclass, 'p'::regclass) AND contype = 'f' ORDER BY conname
-- @case rebuilds-1.16
INSERT INTO o (id, m, status) VALUES (4, 'happy', NULL), (5, NULL, 'new') RETURNING id, m, status
-- @case rebuilds-1.17
UPDATE o SET m = 'sad' WHERE id = 1
-- @case rebuilds-1.18
ALTER TABLE o ADD CONSTRAINT o_k CHECK (k IN (1, 2))
-- @case rebuilds-1.19
ALTER TABLE o ADD CONSTRAINT o_k CHECK (k IN (5, 6))
-- @case rebuilds-1.20
SELECT indexname FROM pg_indexes WHERE tablename = 'o' ORDER BY indexname

-- 2: subqueries where PostgreSQL refuses them
-- @case rebuilds-2.1
CREATE TABLE x (a int CHECK (a IN (SELECT 1)))
-- @case rebuilds-2.2
CREATE TABLE x (a int, b int GENERATED ALWAYS AS ((SELECT 1)) STORED)
-- @case rebuilds-2.3
CREATE INDEX ON o ((id IN (SELECT 1)))
-- @case rebuilds-2.4
CREATE INDEX ON o (id) WHERE id IN (SELECT 1)
-- @case rebuilds-2.5
CREATE TABLE x (a int DEFAULT (SELECT 1))
-- @case rebuilds-2.6
ALTER TABLE o ADD CONSTRAINT o_ex CHECK (EXISTS (SELECT 1))
-- @case rebuilds-2.7
CREATE TABLE x (a int CHECK (a = ANY (ARRAY[1, 2])), b text CHECK (b = ANY ('{x,y}'::text[])), c int CHECK (c > ALL ('{1,2}')))

-- 3: foreign keys added by ALTER TABLE both ways (Django's test database), a self-reference
-- @setup
CREATE TABLE a (id int PRIMARY KEY, b_id int);
CREATE TABLE b (id int PRIMARY KEY, a_id int);
ALTER TABLE a ADD CONSTRAINT a_b FOREIGN KEY (b_id) REFERENCES b (id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE b ADD CONSTRAINT b_a FOREIGN KEY (a_id) REFERENCES a (id) DEFERRABLE INITIALLY DEFERRED;
CREATE TABLE s (id int PRIMARY KEY, parent int, tag text CHECK (tag IN ('x', 'y')));
ALTER TABLE s ADD CONSTRAINT s_parent FOREIGN KEY (parent) REFERENCES s (id) ON DELETE CASCADE;
INSERT INTO s VALUES (1, NULL, 'x'), (2, 1, 'y');
INSERT INTO b VALUES (1, NULL);
INSERT INTO a VALUES (1, 1);
UPDATE b SET a_id = 1;

-- @case rebuilds-3.1
SELECT conrelid::regclass, conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE contype = 'f' AND conrelid IN ('a'::regclass, 'b'::regclass, 's'::regclass) ORDER BY conname
-- @case rebuilds-3.2
SELECT a.id, b.id, b.a_id FROM a JOIN b ON a.b_id = b.id
-- @case rebuilds-3.3
INSERT INTO s VALUES (3, 99, 'x')
-- @case rebuilds-3.4
INSERT INTO s VALUES (3, 2, 'z')
-- @case rebuilds-3.5
DELETE FROM s WHERE id = 1 RETURNING id
-- @case rebuilds-3.6
ALTER TABLE s ADD COLUMN note text CHECK (note IN ('p', 'q'))
-- @case rebuilds-3.7
DELETE FROM b
