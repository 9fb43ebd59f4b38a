-- A recursive term with a WITH clause of its own that reads the recursive query: PostgreSQL runs
-- it; SQLite cannot read its recursive table there, so pgsqlite refuses it honestly (0A000), and a
-- recursive term that does not read it through the inner WITH still runs.
-- @case recursive-term-with-1.1
WITH RECURSIVE outermost(x) AS (SELECT 1 UNION (WITH innermost AS (SELECT 2) SELECT * FROM outermost UNION SELECT * FROM innermost)) SELECT * FROM outermost ORDER BY 1
-- @case recursive-term-with-1.2
WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r WHERE x < 3) SELECT * FROM r
-- @case recursive-term-with-1.3
WITH RECURSIVE outermost(x) AS (SELECT 1 UNION (WITH innermost AS (SELECT 2) SELECT * FROM innermost)) SELECT * FROM outermost ORDER BY 1
