-- An alias on a JOIN (`(a JOIN b USING (i)) AS x (c1, …)`): the join's columns, as `*` lists
-- them, under that name (renamed by a column list); the tables inside are out of sight (42P01
-- "invalid reference"), a JOIN … USING … AS name inside is gone. A nested JOIN … USING or NATURAL
-- on the right of another join merges its own sides' columns, not those of the tables before it.

-- @setup
CREATE TABLE j1 (i int, j int, t text);
CREATE TABLE j2 (i int, k int);
INSERT INTO j1 VALUES (1, 4, 'one'), (2, 3, 'two'), (3, 2, 'three'), (NULL, 0, 'zero');
INSERT INTO j2 VALUES (1, -1), (2, 2), (3, -3), (NULL, NULL), (5, -5);
-- @case join-aliases-1.1 ordered
SELECT ii, tt, kk FROM (j1 CROSS JOIN j2) AS tx (ii, jj, tt, ii2, kk) ORDER BY 1, 2, 3
-- @case join-aliases-1.2 ordered
SELECT tx.ii, tx.jj, tx.kk FROM (j1 t1 (a, b, c) CROSS JOIN j2 t2 (d, e)) AS tx (ii, jj, tt, ii2, kk) ORDER BY 1, 2, 3
-- @case join-aliases-1.3
SELECT * FROM (j1 JOIN j2 USING (i)) AS x WHERE j1.t = 'one'
-- @case join-aliases-1.4
SELECT * FROM (j1 JOIN j2 USING (i) AS x) AS xx WHERE x.i = 1
-- @case join-aliases-1.5
SELECT * FROM (j1 JOIN j2 USING (i)) AS x WHERE x.t = 'one'
-- @case join-aliases-1.6 ordered
SELECT x.* FROM (j1 JOIN j2 ON j1.i = j2.i) AS x ORDER BY 1
-- @case join-aliases-1.7 ordered
SELECT * FROM (j1 a LEFT JOIN j2 b ON a.i = b.i) AS x(p, q, r, s, u) JOIN j2 ON x.p = j2.i ORDER BY 1
-- @case join-aliases-1.8
SELECT count(*) FROM j2 LEFT JOIN (j1 JOIN j2 b USING (i)) AS x ON x.i = j2.i
-- @case join-aliases-1.9
SELECT * FROM (j1 JOIN j2 USING (i)) AS x(a, b, c, d, e, f)
-- @case join-aliases-1.10 ordered
SELECT * FROM j2 o LEFT JOIN (j1 JOIN j2 b USING (i)) ON j1.i = o.i ORDER BY 1, 2
-- @case join-aliases-1.11 ordered
SELECT * FROM j2 o LEFT JOIN (j1 NATURAL JOIN j2 b) ON j1.i = o.i ORDER BY 1, 2
