-- WITH RECURSIVE: where an item may read itself (parse_cte.c checkWellFormedRecursion), the
-- dependency order of the items, the non-recursive term's column types against the UNION's, and
-- set operations keeping a typmod all their arms share (select_common_typmod).
-- @setup
CREATE TABLE crw_y (a int);
INSERT INTO crw_y SELECT generate_series(1, 10);
-- @case core1-recursive-with-1.1
WITH RECURSIVE x(n) AS (SELECT n FROM x UNION ALL SELECT 1) SELECT * FROM x
-- @case core1-recursive-with-1.2
WITH RECURSIVE x(n) AS (SELECT a FROM crw_y WHERE a = 1 UNION ALL SELECT x.n + 1 FROM crw_y LEFT JOIN x ON x.n = crw_y.a WHERE n < 10) SELECT * FROM x
-- @case core1-recursive-with-1.3
WITH RECURSIVE x(n) AS (SELECT a FROM crw_y WHERE a = 1 UNION ALL SELECT x.n + 1 FROM x FULL JOIN crw_y ON x.n = crw_y.a WHERE n < 10) SELECT * FROM x
-- @case core1-recursive-with-1.4 ordered
WITH RECURSIVE x(n) AS (SELECT a FROM crw_y WHERE a = 1 UNION ALL SELECT x.n + 1 FROM x LEFT JOIN crw_y ON x.n = crw_y.a WHERE n < 4) SELECT * FROM x ORDER BY n
-- @case core1-recursive-with-1.5
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM x WHERE n IN (SELECT * FROM x)) SELECT * FROM x
-- @case core1-recursive-with-1.6
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT count(*) FROM x) SELECT * FROM x
-- @case core1-recursive-with-1.7
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM x WHERE n < (SELECT max(a) FROM crw_y)) SELECT count(*) FROM x
-- @case core1-recursive-with-1.8
WITH RECURSIVE a(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM b WHERE id < 5), b(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM a WHERE id < 5) SELECT * FROM a
-- @case core1-recursive-with-1.9
WITH RECURSIVE f(i) AS (VALUES (1) UNION ALL (SELECT i + 1 FROM f WHERE i < 10 UNION ALL SELECT i + 1 FROM f WHERE i < 5)) SELECT * FROM f
-- @case core1-recursive-with-1.10
WITH RECURSIVE f(i) AS (VALUES (1) UNION ALL (SELECT i + 1 FROM f WHERE i < 10 EXCEPT SELECT i + 1 FROM f WHERE i < 5)) SELECT * FROM f
-- @case core1-recursive-with-1.11
WITH RECURSIVE f(i) AS (VALUES (1) UNION ALL (SELECT i + 1 FROM f WHERE i < 10 INTERSECT SELECT i + 1 FROM f WHERE i < 5)) SELECT * FROM f
-- @case core1-recursive-with-1.12
WITH RECURSIVE o(x) AS (WITH i AS (SELECT 2 FROM o) SELECT * FROM i UNION SELECT * FROM o) SELECT * FROM o
-- @case core1-recursive-with-1.13 ordered
WITH RECURSIVE b(v) AS (SELECT v FROM a UNION ALL SELECT v + 1 FROM b WHERE v < 3), a AS (SELECT 1 AS v) SELECT * FROM b ORDER BY v
-- @case core1-recursive-with-1.14
WITH RECURSIVE f(i) AS (SELECT i FROM (VALUES (1), (2)) t(i) UNION ALL SELECT (i + 1)::numeric(10,0) FROM f WHERE i < 10) SELECT * FROM f
-- @case core1-recursive-with-1.15
WITH RECURSIVE f(i) AS (SELECT i::numeric(3,0) FROM (VALUES (1), (2)) t(i) UNION ALL SELECT (i + 1)::numeric(10,0) FROM f WHERE i < 10) SELECT * FROM f
-- @case core1-recursive-with-1.16
WITH RECURSIVE t(v) AS (SELECT 'x'::varchar(5) UNION ALL SELECT (v || 'y')::varchar(5) FROM t WHERE length(v) < 3) SELECT * FROM t
-- @case core1-recursive-with-1.17
WITH RECURSIVE t(v) AS (SELECT 'x'::varchar(5) UNION ALL SELECT v || 'y' FROM t WHERE length(v) < 3) SELECT * FROM t
-- @case core1-recursive-with-1.18
SELECT 'x'::varchar(5) AS v UNION ALL SELECT 'y'::varchar(5)
-- @case core1-recursive-with-1.19
SELECT 3::numeric(3,0) AS v UNION SELECT 4::numeric(4,0)
-- @case core1-recursive-with-1.20
VALUES ('a'::varchar(3)), ('b'::varchar(3))
