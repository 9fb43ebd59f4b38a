-- A LATERAL item on the right of a RIGHT or FULL join may not reference the join's left side
-- (42P10, PostgreSQL's regression file join.sql); other FROM items and LEFT/INNER joins may.
-- @setup
CREATE TABLE lt (f1 int4);
INSERT INTO lt VALUES (1), (2);

-- 1: refused references
-- @case lateral-outer-join-1.1
SELECT f1, g FROM lt a RIGHT JOIN LATERAL generate_series(0, a.f1) g ON true
-- @case lateral-outer-join-1.2
SELECT f1, g FROM lt a FULL JOIN LATERAL generate_series(0, a.f1) g ON true
-- @case lateral-outer-join-1.3
SELECT * FROM lt a RIGHT JOIN LATERAL (SELECT a.f1 AS x) s ON true

-- 2: allowed references
-- @case lateral-outer-join-2.1 ordered
SELECT f1, g FROM lt a LEFT JOIN LATERAL generate_series(0, a.f1) g ON true ORDER BY 1, 2
-- @case lateral-outer-join-2.2 ordered
SELECT * FROM lt x, lt a RIGHT JOIN LATERAL generate_series(0, x.f1) g ON true ORDER BY 1, 2, 3
-- @case lateral-outer-join-2.3 ordered
SELECT * FROM lt a RIGHT JOIN lt b ON a.f1 = b.f1 ORDER BY 1
