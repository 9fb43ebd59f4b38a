-- Statements (issue 5, wave 3): ON CONFLICT, MERGE, data-modifying CTEs, SQL functions, and query features:
-- DISTINCT ON, LATERAL, WITH TIES, VALUES, row comparisons, IS DISTINCT FROM, BETWEEN SYMMETRIC, EXISTS/IN/NOT IN
-- with NULLs, WITH RECURSIVE (SEARCH/CYCLE), UPDATE … FROM, DELETE … USING, INSERT … SELECT/DEFAULT VALUES, FOR UPDATE.
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');

-- 1: ON CONFLICT
-- @case statements-1.1
INSERT INTO acc VALUES (1, 'dan', 5) ON CONFLICT ON CONSTRAINT acc_pkey DO UPDATE SET bal = acc.bal + excluded.bal RETURNING *
-- @case statements-1.2
INSERT INTO acc VALUES (4, 'bob', 5) ON CONFLICT ON CONSTRAINT acc_owner_key DO NOTHING RETURNING *
-- @case statements-1.3
INSERT INTO acc VALUES (4, 'dee', 5) ON CONFLICT ON CONSTRAINT acc_owner_key DO NOTHING RETURNING id, owner
-- @case statements-1.4
INSERT INTO acc VALUES (4, 'bob', 5) ON CONFLICT ON CONSTRAINT nosuch DO NOTHING
-- @case statements-1.5
INSERT INTO acc VALUES (4, 'bob', 5) ON CONFLICT ON CONSTRAINT bal_nonneg DO NOTHING
-- @case statements-1.6
INSERT INTO acc VALUES (2, 'bee', 7) ON CONFLICT ON CONSTRAINT acc_owner_key DO UPDATE SET bal = excluded.bal RETURNING *
-- @case statements-1.7
INSERT INTO pair VALUES (1, 1, 'new') ON CONFLICT ON CONSTRAINT pair_ab DO UPDATE SET v = pair.v || excluded.v RETURNING *
-- @case statements-1.8
INSERT INTO pair VALUES (1, 1, 'new'), (1, 3, 'n3') ON CONFLICT (a, b) DO UPDATE SET v = excluded.v RETURNING a, b, v
-- @case statements-1.9
INSERT INTO pair VALUES (1, 1, 'new') ON CONFLICT (b, a) DO NOTHING
-- @case statements-1.10
INSERT INTO pair VALUES (1, 1, 'new') ON CONFLICT (a) DO NOTHING
-- @case statements-1.11
INSERT INTO pair VALUES (1, 1, 'new') ON CONFLICT (v) DO UPDATE SET v = 'x'
-- @case statements-1.12
INSERT INTO pair VALUES (1, 1, 'a'), (1, 1, 'b') ON CONFLICT (a, b) DO UPDATE SET v = excluded.v
-- @case statements-1.13
INSERT INTO pair VALUES (1, 1, 'a'), (1, 1, 'b') ON CONFLICT (a, b) DO NOTHING RETURNING v
-- @case statements-1.14
INSERT INTO pair VALUES (5, 5, 'a'), (5, 5, 'b') ON CONFLICT (a, b) DO UPDATE SET v = excluded.v
-- @case statements-1.15
INSERT INTO pair VALUES (NULL, 5, 'a'), (NULL, 5, 'b') ON CONFLICT (a, b) DO UPDATE SET v = excluded.v RETURNING *
-- @case statements-1.16
INSERT INTO pair SELECT 1, 2, 'sel' UNION ALL SELECT 1, 2, 'sel2' ON CONFLICT (a, b) DO UPDATE SET v = excluded.v
-- @case statements-1.17
INSERT INTO pair SELECT a, b + 10, v FROM pair ON CONFLICT (a, b) DO UPDATE SET v = 'dup' RETURNING *
-- @case statements-1.18
INSERT INTO tags (name) VALUES ('x') ON CONFLICT (name) WHERE active DO UPDATE SET n = tags.n + 1 RETURNING name, n
-- @case statements-1.19
INSERT INTO tags (name) VALUES ('z') ON CONFLICT (name) WHERE active DO NOTHING RETURNING name, active
-- @case statements-1.20
INSERT INTO tags (name) VALUES ('x') ON CONFLICT (name) DO NOTHING
-- @case statements-1.21
INSERT INTO tags (name, active) VALUES ('y', false) ON CONFLICT (name) WHERE active DO NOTHING RETURNING name
-- @case statements-1.22
INSERT INTO acc VALUES (1, 'x', 1) ON CONFLICT (id) DO UPDATE SET bal = excluded.bal WHERE excluded.bal > acc.bal RETURNING id, bal
-- @case statements-1.23
INSERT INTO acc VALUES (1, 'x', 500) ON CONFLICT (id) DO UPDATE SET bal = excluded.bal WHERE excluded.bal > acc.bal RETURNING id, bal
-- @case statements-1.24
INSERT INTO acc AS a VALUES (2, 'z', 1) ON CONFLICT (id) DO UPDATE SET owner = a.owner || '+' || excluded.owner RETURNING a.id, a.owner
-- @case statements-1.25
INSERT INTO acc VALUES (3, 'q', 2) ON CONFLICT (id) DO UPDATE SET (owner, bal) = (excluded.owner, excluded.bal + 1) RETURNING *
-- @case statements-1.26
INSERT INTO acc VALUES (3, 'q', 2) ON CONFLICT (id) DO UPDATE SET bal = -1
-- @case statements-1.27
INSERT INTO acc VALUES (3, 'ann', 2) ON CONFLICT (id) DO UPDATE SET owner = excluded.owner
-- @case statements-1.28
INSERT INTO acc VALUES (3, 'q', 2) ON CONFLICT DO UPDATE SET bal = 0
-- @case statements-1.29
INSERT INTO acc VALUES (3, 'q', 2) ON CONFLICT (id) DO UPDATE SET nosuch = 0
-- @case statements-1.30
INSERT INTO acc VALUES (3, 'q', 2) ON CONFLICT (nosuch) DO NOTHING
-- 2: MERGE
-- @case statements-2.1
MERGE INTO acc a USING mv m ON a.id = m.id WHEN MATCHED THEN UPDATE SET bal = a.bal + m.amt WHEN NOT MATCHED THEN INSERT (id, owner, bal) VALUES (m.id, 'o' || m.id, m.amt)
-- @case statements-2.2
MERGE INTO acc a USING mv m ON a.id = m.id WHEN MATCHED AND m.kind = 'wd' THEN UPDATE SET bal = a.bal - m.amt WHEN MATCHED THEN UPDATE SET bal = a.bal + m.amt
-- @case statements-2.3
MERGE INTO acc a USING mv m ON a.id = m.id WHEN MATCHED AND m.kind = 'wd' THEN DELETE WHEN NOT MATCHED AND m.kind IS NOT NULL THEN INSERT VALUES (m.id, m.kind || m.id, m.amt)
-- @case statements-2.4
MERGE INTO acc a USING mv m ON a.id = m.id WHEN MATCHED THEN DO NOTHING WHEN NOT MATCHED THEN DO NOTHING
-- @case statements-2.5
MERGE INTO acc USING (VALUES (1), (1)) AS s(id) ON acc.id = s.id WHEN MATCHED THEN UPDATE SET bal = acc.bal + 1
-- @case statements-2.6
MERGE INTO acc USING (VALUES (1), (1)) AS s(id) ON acc.id = s.id WHEN MATCHED THEN DELETE
-- @case statements-2.7
MERGE INTO acc USING (VALUES (1), (1)) AS s(id) ON acc.id = s.id WHEN MATCHED THEN DO NOTHING
-- @case statements-2.8
MERGE INTO acc USING (VALUES (9), (9)) AS s(id) ON acc.id = s.id WHEN NOT MATCHED THEN INSERT (id, owner) VALUES (s.id, NULL)
-- @case statements-2.9
MERGE INTO acc USING (VALUES (9), (9)) AS s(id) ON acc.id = s.id WHEN NOT MATCHED THEN INSERT (id) VALUES (s.id)
-- @case statements-2.10
MERGE INTO acc USING (SELECT 7 AS id) s ON acc.id = s.id WHEN NOT MATCHED THEN INSERT DEFAULT VALUES
-- @case statements-2.11
MERGE INTO acc USING (SELECT 7 AS id) s ON acc.id = s.id WHEN NOT MATCHED THEN INSERT (id) VALUES (s.id)
-- @case statements-2.12
MERGE INTO acc USING (SELECT 7 AS id) s ON acc.id = s.id WHEN NOT MATCHED THEN INSERT (id, bal) VALUES (s.id, DEFAULT)
-- @case statements-2.13
MERGE INTO acc USING (SELECT 1 AS id) s ON acc.id = s.id WHEN MATCHED THEN UPDATE SET bal = -5
-- @case statements-2.14
MERGE INTO acc USING (SELECT 1 AS id) s ON acc.id = s.id WHEN MATCHED THEN UPDATE SET owner = 'bob'
-- @case statements-2.15
MERGE INTO acc USING (SELECT 1 AS id) s ON acc.id = s.id WHEN MATCHED THEN UPDATE SET nosuch = 1
-- @case statements-2.16
MERGE INTO acc USING (SELECT 1 AS id) s ON acc.id = s.id WHEN MATCHED THEN UPDATE SET bal = s.nosuch
-- @case statements-2.17
MERGE INTO nosuch USING (SELECT 1 AS id) s ON nosuch.id = s.id WHEN MATCHED THEN DELETE
-- @case statements-2.18
MERGE INTO acc USING nosuch s ON acc.id = s.id WHEN MATCHED THEN DELETE
-- @case statements-2.19
MERGE INTO acc USING acc ON acc.id = acc.id WHEN MATCHED THEN DELETE
-- @case statements-2.20
MERGE INTO acc a USING acc b ON a.id = b.id + 1 WHEN MATCHED THEN UPDATE SET bal = b.bal
-- @case statements-2.21
MERGE INTO acc a USING (SELECT id, sum(amt) AS s FROM mv GROUP BY id) m ON a.id = m.id WHEN MATCHED AND m.s > 15 THEN UPDATE SET bal = m.s WHEN NOT MATCHED AND m.s > 15 THEN INSERT VALUES (m.id, NULL, m.s)
-- @case statements-2.22
MERGE INTO acc a USING mv m ON a.id = m.id AND m.amt > 15 WHEN MATCHED THEN DELETE
-- @case statements-2.23
MERGE INTO acc a USING mv m ON true WHEN MATCHED THEN DELETE
-- @case statements-2.24
MERGE INTO acc a USING (SELECT 1 AS id) m ON a.id = m.id WHEN MATCHED AND a.bal > 1000 THEN DELETE WHEN MATCHED AND a.bal > 10 THEN UPDATE SET bal = 1 WHEN MATCHED THEN DELETE
-- @case statements-2.25
MERGE INTO acc a USING (SELECT 1 AS id) m ON a.id = m.id WHEN NOT MATCHED THEN INSERT VALUES (m.id, 'x', 1, 2)
-- @case statements-2.26
MERGE INTO acc a USING (SELECT 1 AS id) m ON a.id = m.id WHEN MATCHED THEN INSERT VALUES (1)
-- @case statements-2.27
MERGE INTO acc a USING (SELECT 1 AS id) m ON a.id = m.id WHEN NOT MATCHED THEN UPDATE SET bal = 1
-- @case statements-2.28
MERGE INTO acc a USING (SELECT 1 AS id) m ON a.id = m.id WHEN NOT MATCHED THEN INSERT VALUES (a.id)
-- @case statements-2.29
MERGE INTO acc a USING (SELECT 1 AS id) m ON a.id = m.id WHEN MATCHED AND m.id THEN DELETE
-- @case statements-2.30
MERGE INTO acc a USING (VALUES (1, '7.5'), (8, '2')) AS m(id, v) ON a.id = m.id WHEN MATCHED THEN UPDATE SET bal = m.v::numeric WHEN NOT MATCHED THEN INSERT (id, bal) VALUES (m.id, m.v::numeric)
-- @case statements-2.31
MERGE INTO tags t USING (VALUES ('x'), ('w')) AS s(name) ON t.name = s.name AND t.active WHEN MATCHED THEN UPDATE SET n = t.n + 10 WHEN NOT MATCHED THEN INSERT (name) VALUES (s.name)
-- @case statements-2.32
MERGE INTO acc a USING mv m ON a.id = m.id WHEN MATCHED AND m.kind = 'dep' THEN UPDATE SET bal = a.bal + m.amt
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');
MERGE INTO acc a USING mv m ON a.id = m.id WHEN MATCHED AND m.kind = 'wd' THEN UPDATE SET bal = a.bal - m.amt WHEN MATCHED THEN UPDATE SET bal = a.bal + m.amt, owner = upper(a.owner) WHEN NOT MATCHED AND m.kind IS NOT NULL THEN INSERT (id, owner, bal) VALUES (m.id, m.kind, m.amt);

-- @case statements-2.33
SELECT * FROM acc ORDER BY id
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');
MERGE INTO acc a USING (VALUES (2), (3), (9)) AS s(id) ON a.id = s.id WHEN MATCHED AND a.bal = 0 THEN DELETE WHEN MATCHED THEN UPDATE SET owner = 'kept' WHEN NOT MATCHED THEN INSERT (id) VALUES (s.id);

-- @case statements-2.34
SELECT * FROM acc ORDER BY id
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');
MERGE INTO tags t USING (SELECT name FROM tags WHERE NOT active) s ON t.name = s.name AND t.active WHEN NOT MATCHED THEN INSERT (name, active) VALUES (s.name || '2', false);

-- @case statements-2.35
SELECT id, name, active, n FROM tags ORDER BY id
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');
MERGE INTO acc a USING acc b ON a.id = b.id WHEN MATCHED THEN UPDATE SET bal = (SELECT max(bal) FROM acc) - b.bal;

-- @case statements-2.36
SELECT * FROM acc ORDER BY id
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');

-- 3: data-modifying WITH
-- @case statements-3.1
WITH ins AS (INSERT INTO acc VALUES (7, 'gus', 70) RETURNING id, bal) SELECT id, bal * 2 FROM ins
-- @case statements-3.2
WITH d AS (DELETE FROM mv WHERE amt < 20 RETURNING *) SELECT count(*) FROM d
-- @case statements-3.3
WITH u AS (UPDATE acc SET bal = bal + 1 WHERE id < 3 RETURNING id) SELECT array_agg(id ORDER BY id) FROM u
-- @case statements-3.4
WITH d AS (DELETE FROM mv WHERE kind = 'dep' RETURNING id, amt) INSERT INTO lg (msg, ref) SELECT 'moved ' || amt, id FROM d RETURNING msg, ref
-- @case statements-3.5
WITH d AS (DELETE FROM mv WHERE kind = 'dep' RETURNING id, amt) INSERT INTO lg (msg, ref) SELECT 'moved', id FROM d
-- @case statements-3.6
WITH d AS (DELETE FROM mv RETURNING id) UPDATE acc SET bal = 0 WHERE id IN (SELECT id FROM d) RETURNING id, bal
-- @case statements-3.7
WITH d AS (DELETE FROM mv RETURNING id) DELETE FROM acc WHERE id IN (SELECT id FROM d)
-- @case statements-3.8
WITH i AS (INSERT INTO lg (msg) VALUES ('a'), ('b') RETURNING id, msg) SELECT * FROM i ORDER BY id
-- @case statements-3.9
WITH i AS (INSERT INTO lg (msg) VALUES ('a') RETURNING *) SELECT 1 AS one
-- @case statements-3.10
WITH i AS (INSERT INTO acc VALUES (1, 'dup', 1) RETURNING *) SELECT * FROM i
-- @case statements-3.11
WITH d AS (DELETE FROM mv WHERE id = 1 RETURNING *), u AS (UPDATE acc SET bal = bal + d.amt FROM d WHERE acc.id = d.id RETURNING acc.id, acc.bal) SELECT * FROM u
-- @case statements-3.12
WITH d AS (DELETE FROM mv WHERE id = 1 RETURNING amt) SELECT amt, pg_typeof(amt) FROM d
-- @case statements-3.13
WITH u AS (UPDATE acc SET owner = owner || '!' RETURNING owner) SELECT string_agg(owner, ',' ORDER BY owner) FROM u
-- @case statements-3.14
WITH u AS (UPDATE acc SET bal = bal * 2 WHERE id = 1 RETURNING bal) SELECT u.bal, m.amt FROM u CROSS JOIN mv m WHERE m.id = 1
-- @case statements-3.15
WITH d AS (DELETE FROM nums WHERE n IS NULL RETURNING s) SELECT * FROM d
-- @case statements-3.16
WITH x AS (SELECT 1 AS k), d AS (DELETE FROM mv WHERE id IN (SELECT k FROM x) RETURNING id) SELECT * FROM d
-- @case statements-3.17
WITH d AS (DELETE FROM mv) SELECT 1
-- @case statements-3.18
WITH u AS (UPDATE acc SET bal = 0 RETURNING nosuch) SELECT * FROM u
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');
WITH d AS (DELETE FROM mv WHERE amt > 15 RETURNING id, amt) INSERT INTO lg (msg, ref) SELECT 'gone', id FROM d;

-- @case statements-3.19
SELECT (SELECT count(*) FROM mv) AS left_mv, (SELECT string_agg(ref::text, ',' ORDER BY ref) FROM lg) AS refs
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');
WITH u AS (UPDATE acc SET bal = bal + 1 RETURNING id) SELECT 1;

-- @case statements-3.20
SELECT id, bal FROM acc ORDER BY id
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');
WITH d AS (DELETE FROM acc WHERE id = 3) SELECT 1;

-- @case statements-3.21
SELECT id FROM acc ORDER BY id
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');

-- 4: DISTINCT ON
-- @case statements-4.1
SELECT DISTINCT ON (n) n, s FROM nums ORDER BY n, s
-- @case statements-4.2
SELECT DISTINCT ON (n) n, s FROM nums ORDER BY n, s DESC
-- @case statements-4.3
SELECT DISTINCT ON (n) n, s FROM nums ORDER BY n NULLS FIRST, s
-- @case statements-4.4
SELECT DISTINCT ON (kind) kind, id, amt FROM mv ORDER BY kind, amt DESC
-- @case statements-4.5
SELECT DISTINCT ON (n % 2) n % 2 AS par, n FROM nums WHERE n IS NOT NULL ORDER BY n % 2, n DESC
-- @case statements-4.6
SELECT DISTINCT ON (n, s) n, s FROM nums ORDER BY n, s
-- @case statements-4.7
SELECT DISTINCT ON (n) n, s FROM nums ORDER BY s
-- @case statements-4.8
SELECT count(*) FROM (SELECT DISTINCT ON (n) n FROM nums) x
-- @case statements-4.9
SELECT DISTINCT ON (n) n, s FROM nums ORDER BY n, s LIMIT 2
-- @case statements-4.10
SELECT DISTINCT ON (n, s) n, s FROM nums ORDER BY n, length(s), s
-- @case statements-4.11
SELECT DISTINCT ON (n, s) n, s FROM nums ORDER BY s, n DESC NULLS LAST
-- @case statements-4.12
SELECT DISTINCT ON (n, s) n, s FROM nums ORDER BY n
-- @case statements-4.13
SELECT DISTINCT ON (s) n, s FROM nums ORDER BY n, s
-- 5: LATERAL
-- @case statements-5.1
SELECT a.id, m.amt FROM acc a, LATERAL (SELECT amt FROM mv WHERE mv.id = a.id) m ORDER BY 1
-- @case statements-5.2
SELECT a.id, m.amt FROM acc a CROSS JOIN LATERAL (SELECT amt FROM mv WHERE mv.id >= a.id ORDER BY amt LIMIT 2) m ORDER BY 1, 2
-- @case statements-5.3
SELECT a.id, m.amt FROM acc a LEFT JOIN LATERAL (SELECT amt FROM mv WHERE mv.id = a.id) m ON true ORDER BY 1
-- @case statements-5.4
SELECT a.id, x.v FROM acc a, LATERAL (VALUES (a.id), (a.id * 10)) x(v) ORDER BY 1, 2
-- @case statements-5.5
SELECT a.id, g FROM acc a, LATERAL generate_series(1, a.id) g ORDER BY 1, 2
-- @case statements-5.6
SELECT t.id, c.cnt FROM tree t, LATERAL (SELECT count(*) AS cnt FROM tree c WHERE c.parent = t.id) c ORDER BY 1
-- @case statements-5.7
SELECT a.id, s.n FROM acc a JOIN LATERAL (SELECT n FROM nums WHERE nums.n <= a.id) s ON s.n > 1 ORDER BY 1, 2
-- @case statements-5.8
SELECT a.id, m.amt FROM acc a, (SELECT amt FROM mv WHERE mv.id = a.id) m
-- @case statements-5.9
SELECT a.id, m.amt FROM acc a LEFT JOIN LATERAL (SELECT amt FROM mv WHERE mv.id >= a.id ORDER BY amt DESC LIMIT 2) m ON true ORDER BY 1, 2
-- @case statements-5.10
SELECT a.id, x.b, x.f, x.t FROM acc a, LATERAL (SELECT decode('00ff', 'hex') AS b, a.id::float8 / 3 AS f, a.owner || '!' AS t WHERE a.id > 1 UNION ALL SELECT NULL::bytea, NULL::float8, NULL::text) x ORDER BY 1, 4
-- @case statements-5.11
SELECT a.id, g, o FROM acc a, LATERAL generate_series(a.id, 3) WITH ORDINALITY AS s(g, o) ORDER BY 1, 2
-- @case statements-5.12
SELECT t.id, e FROM (VALUES (1, '[1, "a", null]'::jsonb), (2, '[]'::jsonb), (3, '[{"k": 2}]'::jsonb)) t(id, j), LATERAL jsonb_array_elements(t.j) e ORDER BY 1
-- @case statements-5.13
SELECT a.id, u FROM acc a, LATERAL unnest(ARRAY[a.id, a.id + 1]) u WHERE u > 2 ORDER BY 1, 2
-- @case statements-5.14
SELECT a.id, (SELECT sum(g) FROM generate_series(1, a.id) g) FROM acc a ORDER BY 1
-- @case statements-5.15
SELECT a.id, s.k, s.c FROM acc a, LATERAL (SELECT kind AS k, count(*) AS c FROM mv WHERE mv.id <= a.id + 1 GROUP BY kind) s ORDER BY 1, 2 NULLS FIRST
-- @case statements-5.16
SELECT a.id, x.v FROM acc a, LATERAL (SELECT 1 AS v WHERE a.id = 2) x
-- @case statements-5.17
SELECT a.id, x.v FROM acc a LEFT JOIN LATERAL (SELECT amt AS v FROM mv WHERE mv.id = a.id LIMIT 1) x ON x.v > 10 ORDER BY 1
-- 6: FETCH FIRST … WITH TIES
-- @case statements-6.1
SELECT n, s FROM nums ORDER BY n FETCH FIRST 2 ROWS WITH TIES
-- @case statements-6.2
SELECT n FROM nums ORDER BY n DESC NULLS LAST FETCH FIRST 1 ROW WITH TIES
-- @case statements-6.3
SELECT n FROM nums ORDER BY n OFFSET 1 ROW FETCH NEXT 1 ROWS WITH TIES
-- @case statements-6.4
SELECT n FROM nums ORDER BY n FETCH FIRST ROW ONLY
-- 7: VALUES lists
-- @case statements-7.1
VALUES (1, 'a'), (2, 'b')
-- @case statements-7.2
VALUES (1, 'a'), (2, 'b') ORDER BY 1 DESC
-- @case statements-7.3
VALUES (1), (2.5), (NULL)
-- @case statements-7.4
VALUES (1, 2), (3)
-- @case statements-7.5
VALUES (1), ('x')
-- @case statements-7.6
SELECT * FROM (VALUES (1, 'one'), (2, 'two')) AS v(num, word) WHERE num > 1
-- @case statements-7.7
SELECT column1, column2 FROM (VALUES (1, true), (2, false)) v
-- @case statements-7.8
VALUES (1) UNION ALL VALUES (2) ORDER BY 1
-- @case statements-7.9
VALUES ('2020-01-01'::date), ('2021-06-01') ORDER BY 1 DESC LIMIT 1
-- @case statements-7.10
SELECT v.x, acc.owner FROM (VALUES (1), (3)) v(x) JOIN acc ON acc.id = v.x ORDER BY 1
-- 8: row constructors and comparisons
-- @case statements-8.1
SELECT (1, 2) = (1, 2), (1, 2) < (1, 3), (1, 2) > (1, NULL), (1, 2) = (2, NULL)
-- @case statements-8.2
SELECT ROW(1, 'a') = ROW(1, 'a'), ROW(1, 'a') <> ROW(1, 'b')
-- @case statements-8.3
SELECT (1, NULL) = (1, NULL), (1, NULL) IS NULL, ROW(NULL, NULL) IS NULL, ROW(1, NULL) IS NOT NULL
-- @case statements-8.4
SELECT a, b FROM pair WHERE (a, b) > (1, 1) ORDER BY a, b
-- @case statements-8.5
SELECT a, b FROM pair WHERE (a, b) IN ((1, 2), (3, 4))
-- @case statements-8.6
SELECT a, b FROM pair WHERE (a, b) = ANY (VALUES (1, 1))
-- @case statements-8.7
SELECT id FROM acc WHERE (id, owner) IN (SELECT 1, 'ann' UNION SELECT 2, 'x')
-- @case statements-8.8
SELECT (1, 2) < (1, 2, 3)
-- @case statements-8.9
SELECT (1, 2) >= (1, 2), (2, 0) <= (1, 9), (1, 2) IS DISTINCT FROM (1, NULL)
-- @case statements-8.10
SELECT n, s FROM nums WHERE (n, s) >= (2, 'bb') ORDER BY n, s
-- @case statements-8.11
SELECT (1, 'x') < (1, 2)
-- @case statements-8.12
SELECT (1, 2) NOT IN ((1, 3), (2, 2)), (1, NULL) IN ((1, 2), (1, 3)), (1, NULL) IN ((1, 2), (2, 3)), (1, 2) IN ((1, NULL), (1, 2))
-- @case statements-8.13
SELECT a, b FROM pair WHERE (a, b) NOT IN (SELECT 1, 1) ORDER BY a, b
-- @case statements-8.14
SELECT (1, 2) = ANY (SELECT 1, NULL::int), (1, 2) <> ALL (SELECT 2, 2 UNION ALL SELECT 3, 3), (2, 1) > ALL (VALUES (1, 5), (1, 9))
-- @case statements-8.15
SELECT (1, 2) IN (SELECT 1)
-- @case statements-8.16
SELECT ROW(NULL, 1) IS NULL, ROW(NULL, 1) IS NOT NULL, (1.0, 'a') IS NOT DISTINCT FROM (1, 'a'), (NULL, 2) IS DISTINCT FROM (NULL, 2)
-- @case statements-8.17
SELECT n, s FROM nums WHERE (n, s) IS NOT DISTINCT FROM (3, NULL)
-- 9: IS [NOT] DISTINCT FROM
-- @case statements-9.1
SELECT 1 IS DISTINCT FROM NULL, NULL IS DISTINCT FROM NULL, 1 IS NOT DISTINCT FROM 1, NULL IS NOT DISTINCT FROM NULL
-- @case statements-9.2
SELECT n FROM nums WHERE n IS NOT DISTINCT FROM NULL
-- @case statements-9.3
SELECT n, s FROM nums WHERE s IS DISTINCT FROM 'a' ORDER BY n NULLS FIRST, s
-- @case statements-9.4
SELECT 'a'::text IS DISTINCT FROM 'a', 1.0 IS DISTINCT FROM 1, '1' IS DISTINCT FROM 1
-- @case statements-9.5
SELECT count(*) FROM nums a JOIN nums b ON a.n IS NOT DISTINCT FROM b.n
-- @case statements-9.6
SELECT 1 IS DISTINCT FROM 'x'
-- @case statements-9.7
SELECT 1.5::float8 IS DISTINCT FROM 1.5::numeric, 'NaN'::float8 IS DISTINCT FROM 'NaN'::float8, 2::numeric IS NOT DISTINCT FROM 2.00
-- 10: BETWEEN [SYMMETRIC]
-- @case statements-10.1
SELECT n FROM nums WHERE n BETWEEN SYMMETRIC 3 AND 2 ORDER BY n
-- @case statements-10.2
SELECT n FROM nums WHERE n BETWEEN 3 AND 2
-- @case statements-10.3
SELECT n FROM nums WHERE n NOT BETWEEN SYMMETRIC 3 AND 2 ORDER BY n
-- @case statements-10.4
SELECT 2 BETWEEN 1 AND NULL, 0 BETWEEN 1 AND NULL, 2 BETWEEN SYMMETRIC NULL AND 1, 'b' BETWEEN 'a' AND 'c'
-- @case statements-10.5
SELECT n FROM nums WHERE n NOT BETWEEN 1 AND 2 ORDER BY n
-- @case statements-10.6
SELECT 5 BETWEEN ASYMMETRIC 1 AND 10, 1.5 BETWEEN 1 AND 2
-- 11: EXISTS / IN / NOT IN with NULLs
-- @case statements-11.1
SELECT n FROM nums WHERE n IN (1, NULL) ORDER BY n
-- @case statements-11.2
SELECT n FROM nums WHERE n NOT IN (1, NULL)
-- @case statements-11.3
SELECT n FROM nums WHERE n NOT IN (SELECT n FROM nums WHERE s = 'z')
-- @case statements-11.4
SELECT n FROM nums WHERE n NOT IN (SELECT n FROM nums WHERE n > 2) ORDER BY n
-- @case statements-11.5
SELECT id FROM acc WHERE id IN (SELECT id FROM mv) ORDER BY id
-- @case statements-11.6
SELECT id FROM acc WHERE id NOT IN (SELECT id FROM mv) ORDER BY id
-- @case statements-11.7
SELECT id FROM acc a WHERE EXISTS (SELECT 1 FROM mv WHERE mv.id = a.id) ORDER BY id
-- @case statements-11.8
SELECT id FROM acc a WHERE NOT EXISTS (SELECT 1 FROM mv WHERE mv.id = a.id) ORDER BY id
-- @case statements-11.9
SELECT EXISTS (SELECT 1 FROM nums WHERE n IS NULL), EXISTS (SELECT NULL), NOT EXISTS (SELECT 1 WHERE false)
-- @case statements-11.10
SELECT NULL IN (SELECT n FROM nums), 1 IN (SELECT n FROM nums), 9 IN (SELECT n FROM nums), 9 NOT IN (SELECT n FROM nums)
-- @case statements-11.11
SELECT 1 IN (SELECT 1 WHERE false), NULL IN (SELECT 1 WHERE false), NULL NOT IN (SELECT 1 WHERE false)
-- @case statements-11.12
SELECT id FROM acc WHERE id IN (SELECT id, amt FROM mv)
-- @case statements-11.13
SELECT n FROM nums WHERE n = ANY (ARRAY[1, NULL]) ORDER BY n
-- @case statements-11.14
SELECT n FROM nums WHERE n <> ALL (ARRAY[1, 2]) ORDER BY n
-- 12: WITH RECURSIVE
-- @case statements-12.1
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT sum(n) FROM r
-- @case statements-12.2
WITH RECURSIVE sub AS (SELECT id, name, 0 AS depth FROM tree WHERE parent IS NULL UNION ALL SELECT t.id, t.name, s.depth + 1 FROM tree t JOIN sub s ON t.parent = s.id) SELECT * FROM sub ORDER BY depth, id
-- @case statements-12.3
WITH RECURSIVE p AS (SELECT id, parent, name::text AS path FROM tree WHERE id = 5 UNION ALL SELECT t.id, t.parent, t.name || '/' || p.path FROM tree t JOIN p ON t.id = p.parent) SELECT path FROM p WHERE parent IS NULL
-- @case statements-12.4
WITH RECURSIVE r(n) AS (SELECT 1 UNION SELECT n % 3 + 1 FROM r) SELECT n FROM r ORDER BY n
-- @case statements-12.5
WITH RECURSIVE f(n, fact) AS (SELECT 1, 1::bigint UNION ALL SELECT n + 1, fact * (n + 1) FROM f WHERE n < 10) SELECT n, fact FROM f ORDER BY n DESC LIMIT 3
-- @case statements-12.6
WITH RECURSIVE sub AS (SELECT id, 1 AS lvl FROM tree WHERE id = 1 UNION ALL SELECT t.id, lvl + 1 FROM tree t, sub WHERE t.parent = sub.id) SEARCH DEPTH FIRST BY id SET ord SELECT id, lvl FROM sub ORDER BY ord
-- @case statements-12.7
WITH RECURSIVE sub AS (SELECT id, 1 AS lvl FROM tree WHERE id = 1 UNION ALL SELECT t.id, lvl + 1 FROM tree t, sub WHERE t.parent = sub.id) SEARCH BREADTH FIRST BY id SET ord SELECT id, lvl FROM sub ORDER BY ord
-- @case statements-12.8
WITH RECURSIVE g(a, b) AS (VALUES (1, 2), (2, 3), (3, 1)), w AS (SELECT a, b FROM g WHERE a = 1 UNION ALL SELECT g.a, g.b FROM g JOIN w ON g.a = w.b) CYCLE a SET is_cycle USING path SELECT a, b, is_cycle FROM w
-- @case statements-12.9
WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT a.n, b.n FROM r a, r b WHERE a.n = b.n ORDER BY 1
-- @case statements-12.10
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3), s AS (SELECT n * 2 AS m FROM r) SELECT m FROM s ORDER BY m
-- @case statements-12.11
WITH RECURSIVE r(n) AS (SELECT n + 1 FROM r) SELECT * FROM r
-- @case statements-12.12
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT 'x') SELECT * FROM r
-- @case statements-12.13
WITH x AS (SELECT 1 AS a), x AS (SELECT 2 AS a) SELECT * FROM x
-- @case statements-12.14
WITH x AS MATERIALIZED (SELECT n FROM nums WHERE n > 1) SELECT count(*) FROM x
-- @case statements-12.15
WITH x AS NOT MATERIALIZED (SELECT n FROM nums WHERE n > 1) SELECT count(*) FROM x
-- @case statements-12.16
SELECT NULL UNION SELECT 1 ORDER BY 1
-- @case statements-12.17
SELECT '1' UNION SELECT 2 ORDER BY 1
-- @case statements-12.18
SELECT 'a' UNION SELECT 'b' UNION SELECT 1
-- @case statements-12.19
SELECT 1.5 AS x UNION ALL SELECT NULL UNION ALL SELECT '2.25' ORDER BY 1
-- @case statements-12.20
SELECT NULL AS a, 'x' AS b UNION SELECT NULL, NULL
-- @case statements-12.21
WITH RECURSIVE r AS (SELECT * FROM nums WHERE n IN (SELECT n FROM r)) SELECT * FROM r
-- @case statements-12.22
SELECT 'true' INTERSECT SELECT true
-- 13: UPDATE … FROM, DELETE … USING
-- @case statements-13.1
UPDATE acc SET bal = acc.bal + m.amt FROM mv m WHERE m.id = acc.id RETURNING acc.id, acc.bal
-- @case statements-13.2
UPDATE acc a SET bal = s.total FROM (SELECT id, sum(amt) AS total FROM mv GROUP BY id) s WHERE s.id = a.id RETURNING a.id, a.bal, s.total
-- @case statements-13.3
UPDATE acc SET owner = m.kind FROM mv m WHERE m.id = acc.id AND m.kind IS NOT NULL
-- @case statements-13.4
UPDATE acc a SET bal = 1 FROM mv m, tree t WHERE m.id = a.id AND t.id = a.id AND t.parent IS NULL RETURNING a.id
-- @case statements-13.5
DELETE FROM mv USING acc WHERE mv.id = acc.id AND acc.owner = 'ann' RETURNING mv.id, acc.owner
-- @case statements-13.6
DELETE FROM mv m USING acc a WHERE m.id = a.id AND a.bal < 60
-- @case statements-13.7
DELETE FROM mv m USING acc a WHERE m.id = a.id RETURNING m.amt, a.bal
-- @case statements-13.8
DELETE FROM nums USING nums n2 WHERE nums.n = n2.n AND nums.s < n2.s
-- @case statements-13.9
UPDATE acc SET bal = 1 FROM nosuch WHERE true
-- @case statements-13.10
DELETE FROM acc USING acc
-- @case statements-13.11
UPDATE acc a SET bal = a.bal + m.amt FROM mv m WHERE m.id = a.id AND a.bal >= 100 RETURNING *
-- @case statements-13.12
UPDATE acc SET id = acc.id + 10 FROM mv m WHERE m.id = acc.id RETURNING acc.id, m.id AS mid, m.kind
-- @case statements-13.13
DELETE FROM mv USING acc a WHERE mv.id = a.id RETURNING *
-- @case statements-13.14
UPDATE acc a SET owner = t.name FROM tree t LEFT JOIN mv m ON m.id = t.id WHERE t.id = a.id RETURNING a.owner, m.amt, t.parent
-- @case statements-13.15
UPDATE acc a SET bal = 0 FROM mv m WHERE m.id = a.id AND m.kind = 'none' RETURNING m.amt
-- 14: INSERT … SELECT, DEFAULT VALUES
-- @case statements-14.1
INSERT INTO lg (msg, ref) SELECT kind, id FROM mv WHERE kind IS NOT NULL ORDER BY id RETURNING msg, ref
-- @case statements-14.2
INSERT INTO lg (msg) SELECT s FROM nums WHERE n = 2
-- @case statements-14.3
INSERT INTO lg DEFAULT VALUES RETURNING id, msg, ref
-- @case statements-14.4
INSERT INTO tags DEFAULT VALUES
-- @case statements-14.5
INSERT INTO acc (id, owner) SELECT id + 10, kind FROM mv WHERE kind IS NOT NULL RETURNING *
-- @case statements-14.6
INSERT INTO acc SELECT 9, 'nine'
-- @case statements-14.7
INSERT INTO acc (id) SELECT 1, 2
-- @case statements-14.8
INSERT INTO acc (id, owner) SELECT id, 'dup' FROM mv
-- @case statements-14.9
INSERT INTO nums SELECT * FROM nums WHERE n > 1 RETURNING n, s
-- @case statements-14.10
INSERT INTO lg (msg, ref) VALUES ('a', 1), ('b', DEFAULT) RETURNING msg, ref
-- @case statements-14.11
INSERT INTO nums (n) SELECT g FROM generate_series(1, 3) g
-- 15: FOR UPDATE / SHARE
-- @case statements-15.1
SELECT id FROM acc WHERE id = 1 FOR UPDATE
-- @case statements-15.2
SELECT id FROM acc ORDER BY id FOR SHARE
-- @case statements-15.3
SELECT id FROM acc ORDER BY id FOR NO KEY UPDATE
-- @case statements-15.4
SELECT id FROM acc ORDER BY id FOR KEY SHARE
-- @case statements-15.5
SELECT id FROM acc ORDER BY id FOR UPDATE NOWAIT
-- @case statements-15.6
SELECT id FROM acc ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
-- @case statements-15.7
SELECT a.id FROM acc a JOIN mv m ON m.id = a.id ORDER BY 1 FOR UPDATE OF a
-- @case statements-15.8
SELECT count(*) FROM acc FOR UPDATE
-- @case statements-15.9
SELECT DISTINCT id FROM acc FOR UPDATE
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0, CONSTRAINT bal_nonneg CHECK (bal >= 0));
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, active bool NOT NULL DEFAULT true, n int DEFAULT 0);
CREATE UNIQUE INDEX tags_active_name ON tags (name) WHERE active;
CREATE TABLE pair (a int, b int, v text, CONSTRAINT pair_ab UNIQUE (a, b));
CREATE TABLE nums (n int, s text);
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
INSERT INTO tags (name, active) VALUES ('x', true), ('y', false), ('y', false);
INSERT INTO pair VALUES (1, 1, 'p'), (1, 2, 'q');
INSERT INTO nums VALUES (1, 'a'), (2, 'b'), (2, 'bb'), (3, NULL), (NULL, 'z');
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'), (5, 4, 'a11');

-- 16: data-modifying WITH over a table read again (PostgreSQL: one snapshot)
-- @case statements-16.1
WITH d AS (DELETE FROM mv RETURNING id) SELECT count(*) FROM mv
-- @case statements-16.2
WITH u AS (UPDATE acc SET bal = 0 RETURNING id) SELECT id, bal FROM acc ORDER BY id
-- @case statements-16.3
WITH d AS (DELETE FROM mv WHERE id = 1 RETURNING id), e AS (DELETE FROM mv WHERE id = 2 RETURNING id) SELECT * FROM d, e
-- @case statements-16.4
WITH i AS (INSERT INTO lg (msg) VALUES ('x') RETURNING id) SELECT (SELECT count(*) FROM i), (SELECT count(*) FROM lg)
-- @case statements-15.10
SELECT id FROM acc GROUP BY id FOR SHARE
-- @case statements-15.11
SELECT id FROM acc ORDER BY id FOR NO KEY UPDATE
