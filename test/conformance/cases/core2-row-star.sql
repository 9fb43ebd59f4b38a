-- alias.* as a whole-row value (function argument, count(), cast), expanded in ROW(…) and in a
-- VALUES row; JOIN … USING (…) AS alias; UPDATE … SET (a, b) = ROW(v.*) / (SELECT …) and in ON
-- CONFLICT DO UPDATE (with the statement's WITH queries); whole-row = and <> (record_eq).
-- @setup
CREATE TABLE c2_j1 (i int, j int, t text);
CREATE TABLE c2_j2 (i int, k int);
INSERT INTO c2_j1 VALUES (1, 4, 'one'), (2, 3, 'two'), (0, NULL, 'zero');
INSERT INTO c2_j2 VALUES (1, -1), (2, 2), (3, -3);
CREATE TABLE c2_u (a int PRIMARY KEY, b text);
INSERT INTO c2_u VALUES (1, 'Boo'), (3, 'Zoo');

-- @case core2-row-star-1.1
SELECT ROW(x.*) FROM c2_j1 JOIN c2_j2 USING (i) AS x WHERE c2_j1.t = 'one'
-- @case core2-row-star-1.2
SELECT row_to_json(x.*) FROM c2_j1 JOIN c2_j2 USING (i) AS x WHERE c2_j1.t = 'one'
-- @case core2-row-star-1.3
SELECT x.i FROM c2_j1 JOIN c2_j2 USING (i) AS x WHERE x.t = 'one'
-- @case core2-row-star-1.4 ordered
SELECT t1.i, count(t2.*) FROM c2_j1 t1 LEFT JOIN c2_j2 t2 ON t1.i = t2.i GROUP BY t1.i ORDER BY 1
-- @case core2-row-star-1.5
SELECT (SELECT (a.*)::text) FROM c2_j2 a
-- @case core2-row-star-1.6
SELECT * FROM c2_j1 n, LATERAL (VALUES (n.*)) v(x)
-- @case core2-row-star-1.7
SELECT ROW(n.*, 5) FROM c2_j1 n GROUP BY n.i
-- @case core2-row-star-1.8
SELECT ROW(n.*, 5), n.* IS NULL FROM c2_j1 n
-- @case core2-row-star-1.9 ordered
SELECT t1.i, count(t2.*), count(t2) FROM c2_j1 t1 LEFT JOIN (SELECT i, NULL::int AS z FROM c2_j2) t2 ON t1.i = t2.i GROUP BY t1.i ORDER BY 1
-- @case core2-row-star-1.10 ordered
SELECT t1.i, t2 IS NULL, t2.* IS NULL FROM c2_j1 t1 FULL JOIN (SELECT i, NULL::int AS z FROM c2_j2) t2 ON t1.i = t2.i ORDER BY 1, 2
-- @case core2-row-star-2.1
UPDATE c2_u SET a = v.* FROM (VALUES (100, 20)) AS v(i, j) WHERE c2_u.a = v.j
-- @case core2-row-star-2.2
UPDATE c2_u SET (a, b) = ROW(v.*) FROM (VALUES (1, 'x'), (3, 'y')) AS v(i, j) WHERE c2_u.a = v.i RETURNING *
-- @case core2-row-star-2.3
UPDATE c2_u SET (b, a) = (SELECT 'q' || a, a + 10 FROM c2_u i WHERE i.a = c2_u.a) RETURNING *
-- @case core2-row-star-2.4
UPDATE c2_u SET (b, a) = (SELECT b, a FROM c2_u)
-- @case core2-row-star-2.5
UPDATE c2_u SET (b, a) = (SELECT b, a FROM c2_u WHERE a = 1000) WHERE a = 1 RETURNING *
-- @case core2-row-star-2.6
UPDATE c2_u SET (a, b) = (SELECT 1)
-- @case core2-row-star-2.7
UPDATE c2_u SET (a, b) = (1, 'x', 3)
-- @case core2-row-star-2.8
WITH aaa AS (SELECT 1 AS a, 'Foo' AS b) INSERT INTO c2_u VALUES (1, 'Bar') ON CONFLICT (a) DO UPDATE SET (b, a) = (SELECT b, a FROM aaa) RETURNING *
-- @case core2-row-star-2.9
INSERT INTO c2_u VALUES (1, 'Bat'), (3, 'Zot') ON CONFLICT (a) DO UPDATE SET (b, a) = (SELECT b || ', Excluded', a FROM c2_u i WHERE i.a = excluded.a) RETURNING *
-- @case core2-row-star-3.1
INSERT INTO c2_u AS i VALUES (1, 'Boo') ON CONFLICT (a) DO UPDATE SET b = excluded.b WHERE i.* != excluded.* RETURNING *
-- @case core2-row-star-3.2
INSERT INTO c2_u AS i VALUES (1, 'Boo') ON CONFLICT (a) DO UPDATE SET b = 'same' WHERE i.* = excluded.* RETURNING *
-- @case core2-row-star-3.3
SELECT a.* = b.*, a.* <> b.* FROM (VALUES (1, NULL::int)) a(x, y), (VALUES (1, NULL::int)) b(x, y)
-- @case core2-row-star-3.4
SELECT a.* = (1, 2), a.* <> (1, 3) FROM (VALUES (1, 2)) a(x, y)
