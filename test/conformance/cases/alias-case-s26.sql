-- FROM item aliases that differ in case only, session 26. PostgreSQL tells "User" from "user";
-- SQLite compares names ignoring case, so the translated statement was ambiguous (XX000), or an
-- inner "USER" captured the outer "User"'s columns (silently the wrong rows).

-- 1: two tables named apart by case only, and aliases likewise
-- @setup
CREATE TABLE "AcUser" (id int, k int);
CREATE TABLE "acuser" (id int, k int);
INSERT INTO "AcUser" VALUES (1, 10), (2, 30);
INSERT INTO "acuser" VALUES (1, 20), (3, 40);

-- @case alias-case-s26-1.1
SELECT "AcUser".k, "acuser".k FROM "AcUser", "acuser" ORDER BY 1, 2
-- @case alias-case-s26-1.2
SELECT k, (SELECT "AcUser".k FROM "acuser" "ACUSER" WHERE "ACUSER".id = "AcUser".id) FROM "AcUser" ORDER BY 1
-- @case alias-case-s26-1.3
SELECT u.k, "U".k FROM "AcUser" u JOIN "acuser" "U" USING (id)
-- @case alias-case-s26-1.4
SELECT u.k FROM "AcUser" u WHERE EXISTS (SELECT 1 FROM "acuser" "U" WHERE "U".id = u.id AND u.k < "U".k)
-- @case alias-case-s26-1.5
UPDATE "acuser" SET k = "AcUser".k + 1 FROM "AcUser" WHERE "AcUser".id = "acuser".id RETURNING "acuser".k, "AcUser".k
-- @case alias-case-s26-1.6
DELETE FROM "AcUser" USING "acuser" WHERE "acuser".id = "AcUser".id RETURNING *
-- @case alias-case-s26-1.7
SELECT x.k, "X".k FROM generate_series(1, 2) x(k), (SELECT 5 AS k) "X" ORDER BY 1
-- @case alias-case-s26-1.8
SELECT t.a, "T".a FROM (VALUES (1)) t(a) JOIN LATERAL (SELECT t.a + 1 AS a) "T" ON true
