-- ALTER TABLE … ADD CONSTRAINT … NOT VALID and VALIDATE CONSTRAINT (ATExecValidateConstraint), as
-- migrations add a CHECK or a foreign key to a table with rows and validate it later: the rows
-- already there are spared, new rows are checked, pg_constraint.convalidated and
-- pg_get_constraintdef say NOT VALID until VALIDATE CONSTRAINT checks them.
-- @setup
CREATE TABLE nv_p (a int PRIMARY KEY);
INSERT INTO nv_p VALUES (1), (2);
CREATE TABLE nv_t (a int, b int);
INSERT INTO nv_t VALUES (1, 5), (2, 20);
-- @case alter-s25-1.1
ALTER TABLE nv_t ADD CONSTRAINT nv_b CHECK (b > 10)
-- @case alter-s25-1.2
ALTER TABLE nv_t ADD CONSTRAINT nv_b CHECK (b > 10) NOT VALID
-- @case alter-s25-1.3
ALTER TABLE nv_t ADD CONSTRAINT nv_fk FOREIGN KEY (a) REFERENCES nv_p NOT VALID
-- @case alter-s25-1.4
ALTER TABLE nv_t VALIDATE CONSTRAINT nv_nope
-- @case alter-s25-1.5
ALTER TABLE nv_p VALIDATE CONSTRAINT nv_p_pkey
-- @case alter-s25-1.6
ALTER TABLE nv_t ADD CONSTRAINT nv_b CHECK (b > 10) NOT VALID, ADD CONSTRAINT nv_a CHECK (a > 1)

-- 2: a NOT VALID CHECK and foreign key in place, one old row failing the CHECK
-- @setup
CREATE TABLE nv_p (a int PRIMARY KEY);
INSERT INTO nv_p VALUES (1), (2);
CREATE TABLE nv_t (a int, b int);
INSERT INTO nv_t VALUES (1, 5), (2, 20);
ALTER TABLE nv_t ADD CONSTRAINT nv_b CHECK (b > 10) NOT VALID;
ALTER TABLE nv_t ADD CONSTRAINT nv_fk FOREIGN KEY (a) REFERENCES nv_p NOT VALID;
-- @case alter-s25-2.1
SELECT conname, contype, convalidated, pg_get_constraintdef(oid), pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conrelid = 'nv_t'::regclass ORDER BY conname
-- @case alter-s25-2.2
ALTER TABLE nv_t VALIDATE CONSTRAINT nv_b
-- @case alter-s25-2.3
INSERT INTO nv_t VALUES (1, 3)
-- @case alter-s25-2.4
INSERT INTO nv_t VALUES (3, 30)
-- @case alter-s25-2.5
ALTER TABLE nv_t VALIDATE CONSTRAINT nv_fk
-- @case alter-s25-2.6
ALTER TABLE nv_t ALTER COLUMN b TYPE bigint
-- @case alter-s25-2.7
ALTER TABLE nv_t ADD COLUMN c int DEFAULT 0 CHECK (c > 0)
-- @case alter-s25-2.8
ALTER TABLE nv_t ADD COLUMN c int DEFAULT 1 CHECK (c > 0)
-- @case alter-s25-2.9
ALTER TABLE nv_t ADD CONSTRAINT nv_a CHECK (a > 1)
-- @case alter-s25-2.10
ALTER TABLE nv_t ADD CONSTRAINT nv_a CHECK (a > 0)
-- @case alter-s25-2.11
ALTER TABLE nv_t DROP CONSTRAINT nv_b
-- @case alter-s25-2.12
SELECT table_name, constraint_name, constraint_type FROM information_schema.table_constraints WHERE table_name = 'nv_t' ORDER BY constraint_name

-- 3: the table rewritten under its NOT VALID CHECK keeps its rows and the CHECK unvalidated
-- @setup
CREATE TABLE nv_t (a int, b int);
INSERT INTO nv_t VALUES (1, 5), (2, 20);
ALTER TABLE nv_t ADD CONSTRAINT nv_b CHECK (b > 10) NOT VALID;
ALTER TABLE nv_t ALTER COLUMN b TYPE bigint;
ALTER TABLE nv_t ADD COLUMN c text DEFAULT 'x';
-- @case alter-s25-3.1
SELECT * FROM nv_t ORDER BY a
-- @case alter-s25-3.2
SELECT conname, convalidated, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'nv_t'::regclass
-- @case alter-s25-3.3
INSERT INTO nv_t VALUES (3, 1, 'y')
-- @case alter-s25-3.4
ALTER TABLE nv_t VALIDATE CONSTRAINT nv_b

-- 4: the rows fixed, VALIDATE CONSTRAINT makes it valid; again is a no-op
-- @setup
CREATE TABLE nv_t (a int, b int);
INSERT INTO nv_t VALUES (1, 5), (2, 20);
ALTER TABLE nv_t ADD CONSTRAINT nv_b CHECK (b > 10) NOT VALID;
DELETE FROM nv_t WHERE b <= 10;
ALTER TABLE nv_t VALIDATE CONSTRAINT nv_b;
-- @case alter-s25-4.1
SELECT conname, convalidated, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'nv_t'::regclass
-- @case alter-s25-4.2
ALTER TABLE nv_t VALIDATE CONSTRAINT nv_b
-- @case alter-s25-4.3
INSERT INTO nv_t VALUES (3, 1)

-- 5: inheritance: the CHECK goes to the children NOT VALID, VALIDATE checks their rows too
-- @setup
CREATE TABLE nv_parent (a int, b int);
CREATE TABLE nv_child () INHERITS (nv_parent);
INSERT INTO nv_child VALUES (1, 30), (2, 16);
ALTER TABLE nv_parent ADD CONSTRAINT nv_le CHECK (b <= 20) NOT VALID;
-- @case alter-s25-5.1
SELECT conrelid::regclass, conname, convalidated FROM pg_constraint WHERE conname = 'nv_le' ORDER BY 1
-- @case alter-s25-5.2
ALTER TABLE nv_parent VALIDATE CONSTRAINT nv_le
-- @case alter-s25-5.3
ALTER TABLE ONLY nv_parent VALIDATE CONSTRAINT nv_le

-- 6: a foreign key NOT VALID over a row that violates it: PostgreSQL keeps the row unchecked,
-- SQLite's foreign keys cannot (pgsqlite answers 0A000 and leaves the table as it was)
-- @setup
CREATE TABLE nv_p (a int PRIMARY KEY);
INSERT INTO nv_p VALUES (1);
CREATE TABLE nv_t (a int);
INSERT INTO nv_t VALUES (1), (5);
-- @case alter-s25-6.1
ALTER TABLE nv_t ADD CONSTRAINT nv_fk FOREIGN KEY (a) REFERENCES nv_p NOT VALID

-- 7: a child's inherited columns and CHECKs change only from the parent; ONLY on a parent with
-- children adds no column; a partition gets no column of its own; partition key columns stay
-- @setup
CREATE TABLE ih_p (a int, b int, CONSTRAINT ih_p_b CHECK (b > 0));
CREATE TABLE ih_c (c int) INHERITS (ih_p);
INSERT INTO ih_c VALUES (1, 2, 3);
CREATE TABLE pk_p (a int, b text, c int) PARTITION BY LIST (a);
CREATE TABLE pk_1 PARTITION OF pk_p FOR VALUES IN (1);
CREATE TABLE pk_e (a int, b int) PARTITION BY RANGE (a, (a + b));
-- @case alter-s25-7.1
ALTER TABLE ih_c DROP COLUMN a
-- @case alter-s25-7.2
ALTER TABLE ONLY ih_c DROP COLUMN b
-- @case alter-s25-7.3
ALTER TABLE ih_c ALTER COLUMN a TYPE bigint
-- @case alter-s25-7.4
ALTER TABLE ih_c DROP CONSTRAINT ih_p_b
-- @case alter-s25-7.5
ALTER TABLE ih_c DROP COLUMN c
-- @case alter-s25-7.6
ALTER TABLE ONLY ih_p ADD COLUMN d int
-- @case alter-s25-7.7
ALTER TABLE ih_p ADD COLUMN d int
-- @case alter-s25-7.8
ALTER TABLE ih_p DROP COLUMN a
-- @case alter-s25-7.9
ALTER TABLE pk_1 ADD COLUMN d int
-- @case alter-s25-7.10
ALTER TABLE pk_1 DROP COLUMN b
-- @case alter-s25-7.11
ALTER TABLE ONLY pk_p DROP COLUMN c
-- @case alter-s25-7.12
ALTER TABLE pk_p DROP COLUMN a
-- @case alter-s25-7.13
ALTER TABLE pk_p ALTER COLUMN a TYPE bigint
-- @case alter-s25-7.14
ALTER TABLE pk_e DROP COLUMN b
-- @case alter-s25-7.15
ALTER TABLE pk_e ALTER COLUMN b TYPE bigint
-- @case alter-s25-7.16
ALTER TABLE pk_p ADD CONSTRAINT pk_c CHECK (c > 0) NO INHERIT
-- @case alter-s25-7.17
ALTER TABLE ONLY pk_p ADD CONSTRAINT pk_c CHECK (c > 0)
-- @case alter-s25-7.18
ALTER TABLE ONLY pk_p ALTER COLUMN c SET NOT NULL
-- @case alter-s25-7.19
ALTER TABLE pk_p DROP COLUMN c

-- 8: a constrained partitioned table: its partitions keep the parent's NOT NULL and CHECK
-- @setup
CREATE TABLE pk_p (a int, b text NOT NULL, c int, CONSTRAINT pk_c CHECK (c > 0)) PARTITION BY LIST (a);
CREATE TABLE pk_1 PARTITION OF pk_p FOR VALUES IN (1);
-- @case alter-s25-8.1
ALTER TABLE pk_1 ALTER COLUMN b DROP NOT NULL
-- @case alter-s25-8.2
ALTER TABLE ONLY pk_p ALTER COLUMN b DROP NOT NULL
-- @case alter-s25-8.3
ALTER TABLE ONLY pk_p DROP CONSTRAINT pk_c
-- @case alter-s25-8.4
ALTER TABLE pk_1 DROP CONSTRAINT pk_c
-- @case alter-s25-8.5
ALTER TABLE pk_p DROP CONSTRAINT pk_c

-- 9: what PostgreSQL says when the rows refuse a new key, or a USING result has the wrong type
-- @setup
CREATE TABLE uq_t (a int, b text, c int);
INSERT INTO uq_t VALUES (1, 'x', NULL), (2, 'y', NULL), (2, 'y', NULL), (3, NULL, 1), (3, NULL, 1);
CREATE TABLE uq_p (id int PRIMARY KEY);
-- @case alter-s25-9.1
ALTER TABLE uq_t ADD CONSTRAINT uq_ab UNIQUE (a, b)
-- @case alter-s25-9.2
ALTER TABLE uq_t ADD PRIMARY KEY (a)
-- @case alter-s25-9.3
ALTER TABLE uq_t ADD UNIQUE (c)
-- @case alter-s25-9.4
ALTER TABLE uq_t ADD UNIQUE NULLS NOT DISTINCT (b)
-- @case alter-s25-9.5
ALTER TABLE uq_t ADD CONSTRAINT uq_fk FOREIGN KEY (nope) REFERENCES uq_p
-- @case alter-s25-9.6
ALTER TABLE uq_t ADD CONSTRAINT uq_fk FOREIGN KEY (a) REFERENCES uq_p (nope)
-- @case alter-s25-9.7
ALTER TABLE uq_t ALTER COLUMN a TYPE boolean USING a::int
-- @case alter-s25-9.8
ALTER TABLE uq_t ALTER COLUMN a TYPE boolean USING a <> 1
-- @case alter-s25-9.9
CREATE TABLE uq_x (a int, FOREIGN KEY (nope) REFERENCES uq_p)

-- 10: which error comes first: the relation's kind, a missing column, a system column
-- @setup
CREATE TABLE ak_t (a int, b text);
CREATE VIEW ak_v AS SELECT * FROM ak_t;
CREATE INDEX ak_i ON ak_t (a);
-- @case alter-s25-10.1
ALTER TABLE ak_v ALTER COLUMN a SET NOT NULL
-- @case alter-s25-10.2
ALTER TABLE ak_v DROP COLUMN a
-- @case alter-s25-10.3
ALTER TABLE ak_i ADD COLUMN c int
-- @case alter-s25-10.4
ALTER TABLE ak_t ALTER COLUMN nope SET STATISTICS 100
-- @case alter-s25-10.5
ALTER TABLE ak_t ALTER COLUMN nope SET STORAGE PLAIN
-- @case alter-s25-10.6
ALTER TABLE ak_t DROP COLUMN xmin
-- @case alter-s25-10.7
ALTER TABLE ak_t DROP COLUMN ctid
-- @case alter-s25-10.8
SELECT "a.b" FROM ak_t

-- 11: ALTER CONSTRAINT changes a foreign key's deferrability (and nothing else)
-- @setup
CREATE TABLE ac_p (id int PRIMARY KEY);
CREATE TABLE ac_c (id int CONSTRAINT ac_fk REFERENCES ac_p, v int CONSTRAINT ac_v CHECK (v > 0));
INSERT INTO ac_p VALUES (1);
INSERT INTO ac_c VALUES (1, 1);
ALTER TABLE ac_c ALTER CONSTRAINT ac_fk DEFERRABLE INITIALLY DEFERRED;
-- @case alter-s25-11.1
SELECT conname, condeferrable, condeferred, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'ac_c'::regclass ORDER BY conname
-- @case alter-s25-11.2
INSERT INTO ac_c VALUES (2, 1)
-- @case alter-s25-11.3
ALTER TABLE ac_c ALTER CONSTRAINT ac_v DEFERRABLE
-- @case alter-s25-11.4
ALTER TABLE ac_c ALTER CONSTRAINT ac_nope DEFERRABLE
-- @case alter-s25-11.5
ALTER TABLE ac_c ALTER CONSTRAINT ac_fk NOT DEFERRABLE
-- @case alter-s25-11.6
SELECT * FROM ac_c ORDER BY id

-- 12: ALTER DOMAIN: what is added is checked against the stored values first; the new facts
-- hold for the next statement
-- @setup
CREATE DOMAIN ad_pos AS int;
CREATE DOMAIN ad_small AS ad_pos;
CREATE TABLE ad_t (a ad_pos, b ad_small);
INSERT INTO ad_t VALUES (1, 1), (-1, 2), (NULL, 3);
CREATE DOMAIN ad_free AS text;
-- @case alter-s25-12.1
ALTER DOMAIN ad_pos ADD CONSTRAINT ad_pos_gt CHECK (VALUE > 0)
-- @case alter-s25-12.2
ALTER DOMAIN ad_pos SET NOT NULL
-- @case alter-s25-12.3
ALTER DOMAIN ad_pos ADD CHECK (VALUE < 100)
-- @case alter-s25-12.4
ALTER DOMAIN ad_small ADD CHECK (VALUE > 1)
-- @case alter-s25-12.5
ALTER DOMAIN ad_pos DROP CONSTRAINT ad_nope
-- @case alter-s25-12.6
ALTER DOMAIN ad_pos DROP CONSTRAINT IF EXISTS ad_nope
-- @case alter-s25-12.7
ALTER DOMAIN ad_pos VALIDATE CONSTRAINT ad_nope
-- @case alter-s25-12.8
ALTER DOMAIN ad_nodomain SET NOT NULL
-- @case alter-s25-12.9
ALTER DOMAIN ad_free SET DEFAULT 'x'
-- @case alter-s25-12.10
ALTER DOMAIN ad_free SET DEFAULT 1 + 'a'
-- @case alter-s25-12.11
ALTER DOMAIN ad_pos DROP NOT NULL

-- 13: after ALTER DOMAIN … ADD CHECK, SET NOT NULL and DROP CONSTRAINT
-- @setup
CREATE DOMAIN ad_pos AS int;
CREATE TABLE ad_t (a ad_pos);
INSERT INTO ad_t VALUES (1);
ALTER DOMAIN ad_pos ADD CONSTRAINT ad_lt CHECK (VALUE < 100);
ALTER DOMAIN ad_pos ADD CHECK (VALUE > 0);
ALTER DOMAIN ad_pos SET NOT NULL;
ALTER DOMAIN ad_pos DROP CONSTRAINT ad_lt;
-- @case alter-s25-13.1
SELECT conname, contypid::regtype FROM pg_constraint WHERE contypid = 'ad_pos'::regtype ORDER BY conname
-- @case alter-s25-13.2
INSERT INTO ad_t VALUES (500)
-- @case alter-s25-13.3
INSERT INTO ad_t VALUES (0)
-- @case alter-s25-13.4
INSERT INTO ad_t VALUES (NULL)
-- @case alter-s25-13.5
UPDATE ad_t SET a = -5
-- @case alter-s25-13.6
SELECT typname, typnotnull FROM pg_type WHERE typname = 'ad_pos'

-- 14: a domain over a domain checks the base domain's constraints too (before its own), also
-- ones ALTER DOMAIN added to the base later; and ALTER DOMAIN refuses what stores it inside
-- @setup
CREATE DOMAIN dd_pos AS int CHECK (VALUE > 0);
CREATE DOMAIN dd_even AS dd_pos CHECK (VALUE % 2 = 0);
CREATE DOMAIN dd_any AS int;
CREATE DOMAIN dd_any2 AS dd_any;
ALTER DOMAIN dd_any ADD CONSTRAINT dd_any_small CHECK (VALUE < 10);
CREATE TYPE dd_pair AS (x dd_any, y int);
CREATE TABLE dd_t (p dd_pair);
-- @case alter-s25-14.1
SELECT (-2)::dd_even
-- @case alter-s25-14.2
SELECT 3::dd_even
-- @case alter-s25-14.3
SELECT 4::dd_even
-- @case alter-s25-14.4
SELECT 12::dd_any2
-- @case alter-s25-14.5
ALTER DOMAIN dd_any ADD CHECK (VALUE > 0)
