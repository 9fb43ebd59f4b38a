-- JOIN … USING: the merged column is coerced to the two sides' common type (was: a LEFT/RIGHT
-- join's merged column kept its side's type, so `f2 / 4` over an int column merged with a numeric
-- one divided as integers, and a FULL join of int and bigint gave XX000); GROUP BY of the merged
-- column does not group the coerced side's own column (regress aggregates.sql:515), while the
-- merged column is grouped when the side columns it reads are.
-- @setup
CREATE TABLE umc_1 (f1 int, f2 int, f3 int);
CREATE TABLE umc_2 (f1 bigint, f2 numeric, f22 bigint);
CREATE TABLE umc_3 (f1 int, k int PRIMARY KEY);
INSERT INTO umc_1 VALUES (1, 1, 10), (2, 2, 20), (2, 3, 30);
INSERT INTO umc_2 VALUES (1, 1.50, 5), (3, 3, 6);
INSERT INTO umc_3 VALUES (1, 1), (4, 2);

-- @case using-merged-columns-1.1 ordered
SELECT f1, pg_typeof(f1), f2, pg_typeof(f2) FROM umc_1 LEFT JOIN umc_2 USING (f1, f2) ORDER BY 1, 3
-- @case using-merged-columns-1.2 ordered
SELECT f1, pg_typeof(f1), f2, pg_typeof(f2) FROM umc_1 RIGHT JOIN umc_2 USING (f1, f2) ORDER BY 1, 3
-- @case using-merged-columns-1.3 ordered
SELECT f1, pg_typeof(f1), f2, pg_typeof(f2) FROM umc_1 FULL JOIN umc_2 USING (f1, f2) ORDER BY 1, 3
-- @case using-merged-columns-1.4 ordered
SELECT f1, pg_typeof(f1) FROM umc_1 JOIN umc_2 USING (f1) ORDER BY 1
-- @case using-merged-columns-1.5 ordered
SELECT f2 / 4 AS q FROM umc_1 LEFT JOIN umc_2 USING (f2) ORDER BY 1
-- @case using-merged-columns-1.6 ordered
SELECT f1 FROM umc_2 LEFT JOIN umc_1 USING (f1) ORDER BY 1
-- @case using-merged-columns-2.1
SELECT f1 FROM umc_1 LEFT JOIN umc_2 USING (f1) GROUP BY f1
-- @case using-merged-columns-2.2
SELECT f1 FROM umc_1 LEFT JOIN umc_2 USING (f1) GROUP BY umc_1.f1
-- @case using-merged-columns-2.3
SELECT umc_1.f1 FROM umc_1 LEFT JOIN umc_2 USING (f1) GROUP BY umc_1.f1
-- @case using-merged-columns-2.4
SELECT umc_1.f1 FROM umc_1 LEFT JOIN umc_2 USING (f1) GROUP BY f1
-- @case using-merged-columns-2.5
SELECT umc_1.f1 FROM umc_1 JOIN umc_2 USING (f1) GROUP BY f1
-- @case using-merged-columns-2.6
SELECT f1 FROM umc_1 FULL JOIN umc_2 USING (f1) GROUP BY umc_1.f1
-- @case using-merged-columns-2.7
SELECT f1 FROM umc_1 FULL JOIN umc_2 USING (f1) GROUP BY umc_1.f1, umc_2.f1
-- @case using-merged-columns-2.8
SELECT f1, count(*) FROM umc_1 JOIN umc_2 USING (f1) GROUP BY umc_1.f1
-- @case using-merged-columns-2.9
SELECT umc_2.f1 FROM umc_1 RIGHT JOIN umc_2 USING (f1) GROUP BY f1
-- @case using-merged-columns-3.1
SELECT f1, count(*) FROM umc_1 LEFT JOIN umc_3 USING (f1) GROUP BY f1
-- @case using-merged-columns-3.2
SELECT f1 FROM umc_1 LEFT JOIN umc_3 USING (f1) GROUP BY umc_1.f1
-- @case using-merged-columns-3.3
SELECT umc_1.f1 FROM umc_1 FULL JOIN umc_3 USING (f1) GROUP BY f1
-- @case using-merged-columns-3.4
SELECT f1, umc_3.k, max(umc_1.f3) FROM umc_1 JOIN umc_3 USING (f1) GROUP BY umc_3.k
-- @case using-merged-columns-3.5
SELECT f1::int AS f FROM umc_1 LEFT JOIN umc_2 USING (f1) GROUP BY f1 HAVING f1 > 0
