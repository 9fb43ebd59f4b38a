-- GROUPING(…) inside a subquery naming the outer query's grouping expressions is evaluated at
-- the outer level (it was an endless rewrite, an internal error after seconds); a subquery's own
-- GROUPING stays its own.
-- @setup
CREATE TABLE gol_t (a int, b int, v int);
INSERT INTO gol_t VALUES (1, 1, 10), (1, 2, 20), (2, 1, 30);

-- @case grouping-outer-level-1.1 ordered
SELECT a, (SELECT grouping(a)) AS g FROM gol_t GROUP BY a ORDER BY a
-- @case grouping-outer-level-1.2 ordered
SELECT a, b, (SELECT grouping(a, b)) AS g, sum(v) FROM gol_t GROUP BY ROLLUP (a, b) ORDER BY a, b
-- @case grouping-outer-level-1.3
SELECT (SELECT (SELECT grouping(a, b) FROM (VALUES (1)) v2(c)) FROM (VALUES (1, 2)) v1(a, b) GROUP BY (a, b)) FROM (VALUES (6, 7)) v3(e, f) GROUP BY ROLLUP (e, f)
-- @case grouping-outer-level-1.4
SELECT (SELECT (SELECT grouping(c) FROM (VALUES (1)) v2(c) GROUP BY c) FROM (VALUES (1, 2)) v1(a, b) GROUP BY (a, b)) FROM (VALUES (6, 7)) v3(e, f) GROUP BY ROLLUP (e, f)
-- @case grouping-outer-level-1.5 ordered
SELECT (SELECT grouping(ss.x)) FROM gol_t i1 CROSS JOIN LATERAL (SELECT (SELECT i1.a) AS x) ss GROUP BY ss.x ORDER BY 1
-- @case grouping-outer-level-1.6
SELECT (SELECT grouping(e, f) FROM (VALUES (1)) v2(c)) FROM (VALUES (6, 7)) v3(e, f) GROUP BY CUBE (e, f) ORDER BY 1
