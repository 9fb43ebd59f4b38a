-- ALTER TYPE / ALTER DOMAIN … RENAME (Prisma's enum migration renames the old type aside), the
-- stored expressions that name the type following it, and the column dependencies of views:
-- DROP COLUMN and ALTER COLUMN … TYPE of a column a view reads are refused as PostgreSQL does.
-- @setup
DEALLOCATE ALL;
CREATE TYPE "Role" AS ENUM ('USER', 'ADMIN', 'GUEST');
CREATE TABLE "User" (id int PRIMARY KEY, role "Role" NOT NULL DEFAULT 'USER', prev "Role"[] DEFAULT '{GUEST}', c text CHECK (c::"Role" <> 'GUEST'));
CREATE INDEX u_role ON "User" (id) WHERE role = 'ADMIN'::"Role";
INSERT INTO "User" (id, role) VALUES (1, 'ADMIN'), (2, 'USER');
CREATE DOMAIN posint AS int DEFAULT 1 CHECK (VALUE > 0);
CREATE TABLE dt (d posint, e int DEFAULT 2::posint CHECK (e::posint < 10));
CREATE TYPE pair AS (x int, y text);
CREATE TABLE pt (p pair DEFAULT ROW(1, 'a')::pair);

-- @case type-renames-1.1
ALTER TYPE "Role" RENAME TO "Role_old"
-- @case type-renames-1.2
ALTER TYPE "Role" RENAME TO posint
-- @case type-renames-1.3
ALTER TYPE "Role" RENAME TO "User"
-- @case type-renames-1.4
ALTER TYPE "User" RENAME TO u2
-- @case type-renames-1.5
ALTER TYPE _posint RENAME TO u2
-- @case type-renames-1.6
ALTER DOMAIN "Role" RENAME TO r3
-- @case type-renames-1.7
ALTER TYPE nope RENAME TO x
-- @case type-renames-1.8
ALTER DOMAIN posint RENAME CONSTRAINT nope TO pc
-- @case type-renames-1.9
ALTER DOMAIN posint RENAME CONSTRAINT posint_check TO posint_check
-- @case type-renames-1.10
ALTER DOMAIN "Role" RENAME CONSTRAINT posint_check TO pc
-- @case type-renames-1.11
SELECT 'USER'::"Role" = 'USER'::text::"Role"
-- @setup
DEALLOCATE ALL;
CREATE TYPE "Role" AS ENUM ('USER', 'ADMIN', 'GUEST');
CREATE TABLE "User" (id int PRIMARY KEY, role "Role" NOT NULL DEFAULT 'USER', prev "Role"[] DEFAULT '{GUEST}', c text CHECK (c::"Role" <> 'GUEST'));
CREATE INDEX u_role ON "User" (id) WHERE role = 'ADMIN'::"Role";
INSERT INTO "User" (id, role) VALUES (1, 'ADMIN'), (2, 'USER');
CREATE DOMAIN posint AS int DEFAULT 1 CHECK (VALUE > 0);
CREATE TABLE dt (d posint, e int DEFAULT 2::posint CHECK (e::posint < 10));
CREATE TYPE pair AS (x int, y text);
CREATE TABLE pt (p pair DEFAULT ROW(1, 'a')::pair);
ALTER TYPE "Role" RENAME TO "Role_old";
ALTER DOMAIN posint RENAME TO posint2;
ALTER DOMAIN posint2 RENAME CONSTRAINT posint_check TO pc;
ALTER TYPE pair RENAME TO pair2;

-- @case type-renames-2.1
SELECT format_type(atttypid, atttypmod), pg_get_expr(d.adbin, d.adrelid) FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum WHERE attrelid IN ('"User"'::regclass, 'dt'::regclass, 'pt'::regclass) AND attnum > 0 ORDER BY attrelid, attnum
-- @case type-renames-2.2
SELECT conname, pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conrelid IN ('"User"'::regclass, 'dt'::regclass) AND contype = 'c' ORDER BY 1
-- @case type-renames-2.3
SELECT pg_get_indexdef('u_role'::regclass)
-- @case type-renames-2.4
INSERT INTO "User" (id, c) VALUES (4, 'GUEST')
-- @case type-renames-2.5
INSERT INTO "User" (id, c) VALUES (5, 'USER') RETURNING role, prev, c
-- @case type-renames-2.6
ALTER TABLE "User" ADD COLUMN z int
-- @case type-renames-2.7
ALTER TABLE "User" ALTER COLUMN role TYPE "Role_old"
-- @case type-renames-2.8
INSERT INTO dt VALUES (0)
-- @case type-renames-2.9
INSERT INTO dt VALUES (1, 20)
-- @case type-renames-2.10
INSERT INTO dt (d) VALUES (3) RETURNING *
-- @case type-renames-2.11
INSERT INTO pt DEFAULT VALUES RETURNING p, pg_typeof(p)
-- @case type-renames-2.12
SELECT typname FROM pg_type WHERE typname IN ('Role', 'Role_old', '_Role_old', 'posint2', 'pair2', '_pair2') ORDER BY 1
-- @case type-renames-2.13
SELECT conname FROM pg_constraint WHERE contypid = 'posint2'::regtype
-- @case type-renames-2.14
SELECT 'ADMIN'::"Role_old"
-- @case type-renames-2.15
SELECT 'x'::text::"Role_old"
-- @setup
DEALLOCATE ALL;
CREATE TYPE "Role" AS ENUM ('USER', 'ADMIN', 'GUEST');
CREATE TABLE "User" (id int PRIMARY KEY, role "Role" NOT NULL DEFAULT 'USER', prev "Role"[] DEFAULT '{GUEST}', c text CHECK (c::"Role" <> 'GUEST'));
CREATE INDEX u_role ON "User" (id) WHERE role = 'ADMIN'::"Role";
INSERT INTO "User" (id, role) VALUES (1, 'ADMIN'), (2, 'USER');
CREATE DOMAIN posint AS int DEFAULT 1 CHECK (VALUE > 0);
CREATE TABLE dt (d posint, e int DEFAULT 2::posint CHECK (e::posint < 10));
CREATE TYPE pair AS (x int, y text);
CREATE TABLE pt (p pair DEFAULT ROW(1, 'a')::pair);
ALTER TYPE "Role" RENAME TO "Role_old";
CREATE TYPE "Role" AS ENUM ('USER', 'ADMIN');
DROP INDEX u_role;
ALTER TABLE "User" ALTER COLUMN role DROP DEFAULT;
ALTER TABLE "User" ALTER COLUMN role TYPE "Role" USING (role::text::"Role");
ALTER TABLE "User" ALTER COLUMN role SET DEFAULT 'USER';
ALTER TABLE "User" DROP COLUMN prev, DROP COLUMN c;
DROP TYPE "Role_old";

-- @case type-renames-3.1
INSERT INTO "User" (id) VALUES (3) RETURNING *
-- @case type-renames-3.2
SELECT * FROM "User" ORDER BY id
-- @case type-renames-3.3
SELECT typname FROM pg_type WHERE typname LIKE '%Role%' ORDER BY 1
-- @case type-renames-3.4
SELECT 'GUEST'::"Role"
-- @setup
DEALLOCATE ALL;
CREATE TABLE vt (a int, b int, c int);
CREATE VIEW vtv AS SELECT a FROM vt;
CREATE VIEW vtv2 AS SELECT a + 1 AS a1 FROM vtv;
CREATE VIEW vtc AS SELECT count(*) FROM vt;
CREATE VIEW vts AS SELECT * FROM vt WHERE b > 0;
CREATE MATERIALIZED VIEW vtm AS SELECT c FROM vt;
CREATE TABLE "Mixed" ("Age" int CHECK ("Age" > 0), "select" int DEFAULT 1 CHECK ("select" < 5));
-- @case type-renames-4.1
ALTER TABLE vt ALTER COLUMN a TYPE bigint
-- @case type-renames-4.2
ALTER TABLE vt ALTER COLUMN b TYPE bigint
-- @case type-renames-4.3
ALTER TABLE vt ALTER COLUMN c TYPE bigint
-- @case type-renames-4.4
ALTER TABLE vt DROP COLUMN a
-- @case type-renames-4.5
ALTER TABLE vt DROP COLUMN b
-- @case type-renames-4.6
ALTER TABLE vt DROP COLUMN c
-- @case type-renames-4.7
ALTER TABLE vt DROP COLUMN a CASCADE
-- @case type-renames-4.8
ALTER TABLE vt DROP COLUMN b CASCADE
-- @case type-renames-4.9
SELECT pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conrelid = '"Mixed"'::regclass ORDER BY conname
-- @case type-renames-4.10
ALTER TABLE "Mixed" ALTER COLUMN "select" TYPE bigint
-- @case type-renames-4.11
CREATE VIEW "MV" AS SELECT "Age", "select" AS "Sel" FROM "Mixed" WHERE "Age" > 0 ORDER BY "select"
-- @setup
DEALLOCATE ALL;
CREATE TABLE vt (a int, b int, c int);
CREATE VIEW vtv AS SELECT a FROM vt;
CREATE VIEW vtv2 AS SELECT a + 1 AS a1 FROM vtv;
CREATE VIEW vts AS SELECT * FROM vt WHERE b > 0;
CREATE TABLE "Mixed" ("Age" int CHECK ("Age" > 0), "select" int DEFAULT 1 CHECK ("select" < 5));
CREATE VIEW "MV" AS SELECT "Age", "select" AS "Sel" FROM "Mixed" WHERE "Age" > 0 ORDER BY "select";
ALTER TABLE vt DROP COLUMN a CASCADE;
ALTER TABLE vt ADD COLUMN d int;
ALTER TABLE vt ALTER COLUMN d TYPE bigint;
ALTER TABLE vt DROP COLUMN d;
ALTER TABLE "Mixed" ADD COLUMN x int;
ALTER TABLE "Mixed" ALTER COLUMN x TYPE bigint;
-- @case type-renames-5.1
SELECT relname FROM pg_class WHERE relname LIKE 'vt%' ORDER BY 1
-- @case type-renames-5.2
SELECT * FROM vts
-- @case type-renames-5.3
INSERT INTO "Mixed" VALUES (1, 2) RETURNING *
-- @case type-renames-5.4
INSERT INTO "Mixed" VALUES (0, 2)
-- @case type-renames-5.5
SELECT pg_get_viewdef('"MV"', true)
-- @case type-renames-5.6
SELECT * FROM "MV"
