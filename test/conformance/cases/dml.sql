-- DML: INSERT/UPDATE/DELETE, RETURNING, ON CONFLICT, constraint errors.
-- @setup
CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, qty int DEFAULT 0, price numeric(8,2), tag varchar(5) UNIQUE, CHECK (qty >= 0));
INSERT INTO items VALUES (1, 'apple', 10, 1.25, 'a'), (2, 'pear', 0, 2.50, 'p'), (3, 'fig', 5, NULL, NULL);
CREATE TABLE log (n serial PRIMARY KEY, msg text);

-- 1: INSERT
-- @case dml-1.1
INSERT INTO items (id, name) VALUES (4, 'kiwi')
-- @case dml-1.2
INSERT INTO items VALUES (4, 'kiwi', 1, 3.5, 'k'), (5, 'plum', 2, 0.5, 'l')
-- @case dml-1.3
INSERT INTO items (id, name) VALUES (4, 'kiwi') RETURNING *
-- @case dml-1.4
INSERT INTO items (id, name, price) VALUES (4, 'kiwi', 3.456) RETURNING price
-- @case dml-1.5
INSERT INTO items (id, name) VALUES (4, 'kiwi') RETURNING id, qty, price, qty + 1 AS next
-- @case dml-1.6
INSERT INTO items (id, name) SELECT id + 10, name || '2' FROM items
-- @case dml-1.7
INSERT INTO log (msg) VALUES ('hello') RETURNING n, msg
-- @case dml-1.8
INSERT INTO log DEFAULT VALUES RETURNING n, msg
-- @case dml-1.9
INSERT INTO items (id, name) VALUES ('7', 'seven') RETURNING id
-- @case dml-1.10
INSERT INTO items (id, name, qty) VALUES (4, 'kiwi', DEFAULT) RETURNING qty
-- @case dml-1.11
INSERT INTO items (id, name) SELECT 4, 'x' WHERE false
-- @case dml-1.12
INSERT INTO items (id, name, price) VALUES (4, 'kiwi', 1e10)

-- 2: INSERT errors
-- @case dml-2.1
INSERT INTO items (id, name) VALUES (1, 'dup')
-- @case dml-2.2
INSERT INTO items (id) VALUES (9)
-- @case dml-2.3
INSERT INTO items (id, name, qty) VALUES (9, 'neg', -1)
-- @case dml-2.4
INSERT INTO items (id, name, tag) VALUES (9, 'long', 'toolong')
-- @case dml-2.5
INSERT INTO items (id, name, tag) VALUES (9, 'dup-tag', 'a')
-- @case dml-2.6
INSERT INTO items (id, name) VALUES ('x', 'bad')
-- @case dml-2.7
INSERT INTO items (id, name) VALUES (9)
-- @case dml-2.8
INSERT INTO items (id, name) VALUES (9, 'a', 3)
-- @case dml-2.9
INSERT INTO items (id, nope) VALUES (9, 'a')
-- @case dml-2.10
INSERT INTO missing VALUES (1)
-- @case dml-2.11
INSERT INTO items (id, name) VALUES (3000000000, 'big')
-- @case dml-2.12
INSERT INTO items (id, name) VALUES (NULL, 'nullpk')

-- 3: UPDATE
-- @case dml-3.1
UPDATE items SET qty = qty + 1
-- @case dml-3.2
UPDATE items SET qty = qty + 1 WHERE id = 2 RETURNING id, qty
-- @case dml-3.3
UPDATE items SET name = upper(name) WHERE id > 1 RETURNING name
-- @case dml-3.4
UPDATE items SET qty = -5 WHERE id = 1
-- @case dml-3.5
UPDATE items SET id = 2 WHERE id = 1
-- @case dml-3.6
UPDATE items SET price = price * 2 RETURNING id, price
-- @case dml-3.7
UPDATE items SET qty = 1 WHERE id = 99
-- @case dml-3.8
UPDATE items SET (qty, price) = (7, 7.777) WHERE id = 3 RETURNING qty, price
-- @case dml-3.9
UPDATE items SET name = NULL WHERE id = 1
-- @case dml-3.10
UPDATE items i SET qty = 100 FROM (VALUES (1), (3)) v(id) WHERE i.id = v.id RETURNING i.id, i.qty
-- @case dml-3.11
UPDATE items SET qty = DEFAULT WHERE id = 1 RETURNING qty
-- @case dml-3.12
UPDATE items SET nope = 1

-- 4: DELETE
-- @case dml-4.1
DELETE FROM items WHERE id = 1
-- @case dml-4.2
DELETE FROM items
-- @case dml-4.3
DELETE FROM items WHERE price IS NULL RETURNING id, name
-- @case dml-4.4
DELETE FROM items WHERE id = 99 RETURNING *
-- @case dml-4.5
DELETE FROM items WHERE id IN (SELECT id FROM items WHERE qty > 1)
-- @case dml-4.6
DELETE FROM items i USING (VALUES (2)) v(id) WHERE i.id = v.id RETURNING i.name

-- 5: ON CONFLICT
-- @case dml-5.1
INSERT INTO items (id, name) VALUES (1, 'dup') ON CONFLICT DO NOTHING
-- @case dml-5.2
INSERT INTO items (id, name) VALUES (1, 'dup') ON CONFLICT (id) DO NOTHING RETURNING id
-- @case dml-5.3
INSERT INTO items (id, name) VALUES (1, 'dup') ON CONFLICT (id) DO UPDATE SET name = excluded.name RETURNING id, name
-- @case dml-5.4
INSERT INTO items (id, name, qty) VALUES (1, 'x', 5), (9, 'new', 1) ON CONFLICT (id) DO UPDATE SET qty = items.qty + excluded.qty RETURNING id, qty
-- @case dml-5.5
INSERT INTO items (id, name) VALUES (1, 'dup') ON CONFLICT (id) DO UPDATE SET name = 'upd' WHERE items.qty > 100 RETURNING id
-- @case dml-5.6
INSERT INTO items (id, name) VALUES (1, 'dup') ON CONFLICT (name) DO NOTHING
-- @case dml-5.7
INSERT INTO items (id, name, tag) VALUES (9, 'z', 'a') ON CONFLICT (tag) DO UPDATE SET name = 'by-tag' RETURNING id, name
-- @case dml-5.8
INSERT INTO items (id, name) VALUES (4, 'new') ON CONFLICT (id) DO UPDATE SET name = 'upd' RETURNING name
-- @case dml-5.9
INSERT INTO items (id, name) VALUES (1, 'a'), (1, 'b') ON CONFLICT (id) DO UPDATE SET name = excluded.name
-- @case dml-5.10
INSERT INTO items (id, name) VALUES (1, 'a') ON CONFLICT ON CONSTRAINT items_pkey DO NOTHING

-- 6: after-effects, read in the same transaction
-- @setup
CREATE TABLE kv (k text PRIMARY KEY, v int);
INSERT INTO kv VALUES ('a', 1), ('b', 2);
UPDATE kv SET v = v * 10 WHERE k = 'a';
DELETE FROM kv WHERE k = 'b';
INSERT INTO kv VALUES ('c', 3) ON CONFLICT (k) DO UPDATE SET v = 0;
INSERT INTO kv VALUES ('c', 4) ON CONFLICT (k) DO UPDATE SET v = kv.v + excluded.v;
-- @case dml-6.1
SELECT k, v FROM kv ORDER BY k
-- @case dml-6.2
TRUNCATE kv
-- @case dml-6.3
WITH ins AS (INSERT INTO kv VALUES ('d', 4) RETURNING *) SELECT k, v FROM ins
-- @case dml-6.4
UPDATE kv SET v = v + 1 RETURNING k, v, v * 2 AS twice
