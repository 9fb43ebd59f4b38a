-- x IN (subquery): PostgreSQL evaluates x only against the subquery's rows (an empty subquery is
-- false without computing x), and a semi-join whose subquery selects a NULL constant folds to
-- false without reading a row.
-- @setup
CREATE TABLE fis_t0 (ra integer, a0 smallint, a1 text, j jsonb);
INSERT INTO fis_t0 VALUES (0, -32768, 'x', '{}');
CREATE TABLE fis_empty (rb integer, b1 smallint);
CREATE TABLE fis_one (rb integer, b1 smallint);
INSERT INTO fis_one VALUES (1, 5);
-- 1: an empty subquery: x is not computed
-- @case fuzz-in-subquery-1.1
SELECT ra FROM fis_t0 WHERE (- a0) IN (SELECT b1 FROM fis_empty)
-- @case fuzz-in-subquery-1.2
SELECT ra, (a1)::integer IN (SELECT rb FROM fis_empty) FROM fis_t0
-- @case fuzz-in-subquery-1.3
SELECT ra FROM fis_t0 WHERE (j)::integer NOT IN (SELECT rb FROM fis_empty)
-- @case fuzz-in-subquery-1.4
SELECT ra FROM fis_t0 WHERE (j)::integer = ANY (SELECT rb FROM fis_empty) OR (a1)::integer > ALL (SELECT rb FROM fis_empty)
-- 2: with rows, x is computed and its error stands
-- @case fuzz-in-subquery-2.1
SELECT ra FROM fis_t0 WHERE (- a0) IN (SELECT b1 FROM fis_one)
-- @case fuzz-in-subquery-2.2
SELECT ra, (a1)::integer IN (SELECT rb FROM fis_one) FROM fis_t0
-- 3: a semi-join on a NULL constant is false before any row
-- @case fuzz-in-subquery-3.1
SELECT ra FROM fis_t0 WHERE (- a0) IN (SELECT NULL::smallint FROM fis_one)
-- @case fuzz-in-subquery-3.2
SELECT count(*), max((a1)::integer) FROM fis_t0 WHERE ra = 0 AND (a1)::integer IN (SELECT NULL::integer FROM fis_one)
-- @case fuzz-in-subquery-3.3
SELECT ra FROM fis_t0 WHERE (- a0) IN (SELECT NULL::smallint FROM fis_one LIMIT 1)
-- @case fuzz-in-subquery-3.4
SELECT ra FROM fis_t0 WHERE (- a0) IN (SELECT NULL::smallint FROM fis_one) OR ra = 0
-- 4: a semi-join on a constant filters the outer scan: x is computed even over an empty subquery
-- @case fuzz-in-subquery-4.1
SELECT ra FROM fis_t0 WHERE (a1)::integer IN (SELECT 5 FROM fis_empty)
-- @case fuzz-in-subquery-4.2
SELECT ra FROM fis_t0 WHERE ((a1)::integer = 1) IN (SELECT false FROM fis_empty)
