-- ORDER BY, OFFSET, LIMIT and FOR UPDATE on a recursive UNION: 0A000 as PostgreSQL (its
-- regression file with.sql), not SQLite's meaning of them (or a recursion that never ends).

-- 1: refused on a self-referencing UNION
-- @case recursive-union-clauses-1.1
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM x ORDER BY 1) SELECT * FROM x
-- @case recursive-union-clauses-1.2
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM x LIMIT 10 OFFSET 1) SELECT * FROM x
-- @case recursive-union-clauses-1.3
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM x LIMIT 10) SELECT * FROM x
-- @case recursive-union-clauses-1.4
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM x FOR UPDATE) SELECT * FROM x
-- @case recursive-union-clauses-1.5
WITH RECURSIVE x(n) AS (SELECT 0 UNION SELECT 1 ORDER BY (SELECT n FROM x)) SELECT * FROM x

-- 2: accepted where the UNION does not refer to itself, and recursion without them
-- @case recursive-union-clauses-2.1 ordered
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT 2 ORDER BY 1) SELECT * FROM x
-- @case recursive-union-clauses-2.2 ordered
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM x WHERE n < 3) SELECT * FROM x ORDER BY n
