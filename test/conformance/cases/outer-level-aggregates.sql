-- An aggregate belongs to the query level whose columns its arguments read (agglevelsup): inside
-- an aggregate's arguments of that level it is nested (42803, at the inner aggregate); computed
-- over the outer rows otherwise. LIMIT / OFFSET reading an enclosing query's column is refused
-- (0A000: SQLite cannot see the outer row there), never an internal error.

-- @setup
CREATE TABLE ola (a int, b int);
INSERT INTO ola SELECT g, g * 10 FROM generate_series(1, 3) g;
-- @case outer-level-aggregates-1.1
SELECT (SELECT max(t.a)) FROM ola t
-- @case outer-level-aggregates-1.2
SELECT avg((SELECT max(t.a))) FROM ola t
-- @case outer-level-aggregates-1.3
SELECT avg((SELECT avg(u.a ORDER BY (SELECT avg(t.b))) FROM ola u)) FROM ola t
-- @case outer-level-aggregates-1.4
SELECT avg((SELECT avg(a1.col1 ORDER BY (SELECT avg(a2.col2) FROM ola a3)) FROM ola a1(col1))) FROM ola a2(col2)
-- @case outer-level-aggregates-1.5
SELECT avg((SELECT max(u.a) FROM ola u)), sum((SELECT count(*) FROM ola u WHERE u.a < t.a)) FROM ola t
-- @case outer-level-aggregates-1.6
SELECT avg((SELECT max(u.a + t.a) FROM ola u)) FROM ola t
-- @case outer-level-aggregates-1.7 ordered
SELECT t.a, (SELECT sum(t.b) FROM ola u LIMIT 1) FROM ola t GROUP BY t.a ORDER BY 1
-- @case outer-level-aggregates-2.1
SELECT (SELECT n FROM generate_series(1, 10) AS n ORDER BY n LIMIT 1 OFFSET s - 1) AS z FROM generate_series(1, 3) AS s
