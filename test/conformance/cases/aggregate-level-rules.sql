-- An aggregate belongs to the level of the columns its arguments read (check_agg_arguments, also
-- inside subqueries of the arguments). Such an outer-level aggregate may not sit in a LATERAL
-- subquery of its own level's FROM clause (42803), nor read a CTE defined below its level (0A000).
-- @setup
CREATE TABLE alr (f1 int);
INSERT INTO alr VALUES (1), (2), (3);

-- @case aggregate-level-rules-1.1
SELECT 1 FROM alr a, LATERAL (SELECT max(a.f1) FROM alr b) ss
-- @case aggregate-level-rules-1.2
SELECT * FROM alr a, LATERAL (SELECT max(a.f1 + b.f1) FROM alr b) ss ORDER BY 1
-- @case aggregate-level-rules-1.3
SELECT * FROM alr a, LATERAL (SELECT (SELECT max(a.f1)) FROM alr b LIMIT 1) ss ORDER BY 1
-- @case aggregate-level-rules-1.4
SELECT * FROM alr a, LATERAL (SELECT max(b.f1) FROM alr b) ss ORDER BY 1
-- @case aggregate-level-rules-2.1
SELECT f1, (WITH c(x) AS (SELECT 1) SELECT count((SELECT alr.f1 FROM c))) AS ss FROM alr
-- @case aggregate-level-rules-2.2
SELECT (WITH c(x) AS (SELECT 1) SELECT count((SELECT alr.f1 FROM c))) AS ss FROM alr
-- @case aggregate-level-rules-2.3
SELECT (WITH c(x) AS (SELECT 1) SELECT count(alr.f1) FROM c) AS ss FROM alr
-- @case aggregate-level-rules-2.4
SELECT (WITH c(x) AS (SELECT 1) SELECT count(x) FROM c) AS ss FROM alr
-- @case aggregate-level-rules-2.5
SELECT (SELECT count((SELECT alr.f1))) FROM alr
-- @case aggregate-level-rules-2.6
SELECT (WITH c(x) AS (SELECT 1) SELECT count((SELECT c.x + alr.f1 FROM c))) AS ss FROM alr ORDER BY 1
