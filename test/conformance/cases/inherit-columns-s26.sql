-- Inheritance column semantics (pg_attribute.attislocal / attinhcount, MergeAttributes and
-- ATExecDropColumn): a child's column it defined itself (merged with the parent's) survives the
-- parent's DROP COLUMN with its data; a column a child has only by inheritance goes with the last
-- parent that gave it; inherited columns are dropped, renamed or retyped only from the parent.
-- 1: a merged column, two parents, a grandchild
-- @setup
CREATE TABLE ic_p (a int, c int);
CREATE TABLE ic_ch (c int, d int) INHERITS (ic_p);
CREATE TABLE ic_p2 (c int, e int);
CREATE TABLE ic_ch2 () INHERITS (ic_p, ic_p2);
CREATE TABLE ic_gc () INHERITS (ic_ch);
INSERT INTO ic_ch VALUES (1, 10, 100);
INSERT INTO ic_ch2 VALUES (2, 20, 200);
INSERT INTO ic_gc VALUES (3, 30, 300);
-- @case inherit-columns-s26-1.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-1.2
ALTER TABLE ic_ch DROP COLUMN c
-- @case inherit-columns-s26-1.3
ALTER TABLE ic_gc DROP COLUMN c
-- @case inherit-columns-s26-1.4
ALTER TABLE ic_gc RENAME COLUMN c TO cc
-- @case inherit-columns-s26-1.5
ALTER TABLE ic_ch ALTER COLUMN c TYPE bigint
-- @case inherit-columns-s26-1.6
ALTER TABLE ic_ch2 DROP COLUMN e
-- @case inherit-columns-s26-1.7
ALTER TABLE ic_ch DROP COLUMN d
-- @case inherit-columns-s26-1.8
ALTER TABLE ic_p DROP COLUMN c

-- 2: the parent drops the column the child merged: the child keeps it, and its rows' values
-- @setup
CREATE TABLE ic_p (a int, c int);
CREATE TABLE ic_ch (c int, d int) INHERITS (ic_p);
CREATE TABLE ic_p2 (c int, e int);
CREATE TABLE ic_ch2 () INHERITS (ic_p, ic_p2);
CREATE TABLE ic_gc () INHERITS (ic_ch);
INSERT INTO ic_ch VALUES (1, 10, 100);
INSERT INTO ic_ch2 VALUES (2, 20, 200);
INSERT INTO ic_gc VALUES (3, 30, 300);
ALTER TABLE ic_p DROP COLUMN c;
-- @case inherit-columns-s26-2.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-2.2
SELECT * FROM ic_ch ORDER BY a
-- @case inherit-columns-s26-2.3
SELECT * FROM ic_gc ORDER BY a
-- @case inherit-columns-s26-2.4
SELECT * FROM ic_ch2 ORDER BY a
-- @case inherit-columns-s26-2.5
SELECT * FROM ic_p ORDER BY a
-- @case inherit-columns-s26-2.6
ALTER TABLE ic_ch DROP COLUMN c
-- @case inherit-columns-s26-2.7
ALTER TABLE ic_ch2 DROP COLUMN c
-- @case inherit-columns-s26-2.8
ALTER TABLE ic_gc DROP COLUMN c
-- @case inherit-columns-s26-2.9
ALTER TABLE ic_ch RENAME COLUMN c TO cc

-- 3: the child drops its own column after the parent dropped it; the grandchild loses it too
-- @setup
CREATE TABLE ic_p (a int, c int);
CREATE TABLE ic_ch (c int, d int) INHERITS (ic_p);
CREATE TABLE ic_p2 (c int, e int);
CREATE TABLE ic_ch2 () INHERITS (ic_p, ic_p2);
CREATE TABLE ic_gc () INHERITS (ic_ch);
INSERT INTO ic_ch VALUES (1, 10, 100);
INSERT INTO ic_ch2 VALUES (2, 20, 200);
INSERT INTO ic_gc VALUES (3, 30, 300);
ALTER TABLE ic_p DROP COLUMN c;
ALTER TABLE ic_ch DROP COLUMN c;
-- @case inherit-columns-s26-3.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-3.2
SELECT * FROM ic_gc ORDER BY a

-- 4: ALTER TABLE ONLY parent DROP COLUMN: the children keep the column as their own
-- @setup
CREATE TABLE ic_p (a int, b int, c int);
CREATE TABLE ic_ch () INHERITS (ic_p);
CREATE TABLE ic_gc () INHERITS (ic_ch);
INSERT INTO ic_ch VALUES (1, 2, 3);
INSERT INTO ic_gc VALUES (4, 5, 6);
ALTER TABLE ONLY ic_p DROP COLUMN b;
-- @case inherit-columns-s26-4.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-4.2
SELECT * FROM ic_ch ORDER BY a
-- @case inherit-columns-s26-4.3
SELECT * FROM ic_p ORDER BY a
-- @case inherit-columns-s26-4.4
ALTER TABLE ic_ch DROP COLUMN b
-- @case inherit-columns-s26-4.5
ALTER TABLE ic_gc DROP COLUMN b
-- @case inherit-columns-s26-4.6
ALTER TABLE ic_p DROP COLUMN c

-- 5: ADD COLUMN on a parent: merged into a child that has the column, else inherited only
-- @setup
CREATE TABLE ic_p (a int);
CREATE TABLE ic_ch (a int, z int) INHERITS (ic_p);
CREATE TABLE ic_gc () INHERITS (ic_ch);
ALTER TABLE ic_p ADD COLUMN z int;
ALTER TABLE ic_p ADD COLUMN w text;
-- @case inherit-columns-s26-5.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-5.2
ALTER TABLE ic_ch DROP COLUMN z
-- @case inherit-columns-s26-5.3
ALTER TABLE ic_ch DROP COLUMN w
-- @case inherit-columns-s26-5.4
ALTER TABLE ic_gc RENAME COLUMN w TO ww
-- @case inherit-columns-s26-5.5
ALTER TABLE ic_p ADD COLUMN z int

-- 6: dropping the added columns again: the merged one stays in the child
-- @setup
CREATE TABLE ic_p (a int);
CREATE TABLE ic_ch (a int, z int) INHERITS (ic_p);
CREATE TABLE ic_gc () INHERITS (ic_ch);
INSERT INTO ic_gc VALUES (1, 2);
ALTER TABLE ic_p ADD COLUMN z int;
ALTER TABLE ic_p ADD COLUMN w text;
ALTER TABLE ic_p DROP COLUMN z;
ALTER TABLE ic_p DROP COLUMN w;
-- @case inherit-columns-s26-6.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-6.2
SELECT * FROM ic_gc

-- 7: NO INHERIT: columns no parent gives any more become the child's own
-- @setup
CREATE TABLE ic_p (a int, b int);
CREATE TABLE ic_q (b int, c int);
CREATE TABLE ic_ch () INHERITS (ic_p, ic_q);
ALTER TABLE ic_ch NO INHERIT ic_p;
-- @case inherit-columns-s26-7.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-7.2
ALTER TABLE ic_ch DROP COLUMN a
-- @case inherit-columns-s26-7.3
ALTER TABLE ic_ch DROP COLUMN b
-- @case inherit-columns-s26-7.4
ALTER TABLE ic_ch RENAME COLUMN c TO cc
-- @case inherit-columns-s26-7.5
ALTER TABLE ic_q DROP COLUMN b

-- 8: INHERIT: the child's columns count the new parent, and stay its own
-- @setup
CREATE TABLE ic_p (a int, k int);
CREATE TABLE ic_ch (a int, k int, x int);
INSERT INTO ic_ch VALUES (1, 2, 3);
ALTER TABLE ic_ch INHERIT ic_p;
-- @case inherit-columns-s26-8.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-8.2
ALTER TABLE ic_ch DROP COLUMN a
-- @case inherit-columns-s26-8.3
ALTER TABLE ic_p DROP COLUMN a

-- 9: a parent's DROP COLUMN after INHERIT leaves the child's column and data
-- @setup
CREATE TABLE ic_p (a int, k int);
CREATE TABLE ic_ch (a int, k int, x int);
INSERT INTO ic_ch VALUES (1, 2, 3);
ALTER TABLE ic_ch INHERIT ic_p;
ALTER TABLE ic_p DROP COLUMN a;
-- @case inherit-columns-s26-9.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-9.2
SELECT * FROM ic_ch

-- 10: ALTER COLUMN TYPE and RENAME COLUMN on the parent reach the children
-- @setup
CREATE TABLE ic_p (a int, c int);
CREATE TABLE ic_ch (c int) INHERITS (ic_p);
CREATE TABLE ic_gc () INHERITS (ic_ch);
ALTER TABLE ic_p ALTER COLUMN c TYPE bigint;
ALTER TABLE ic_p RENAME COLUMN a TO aa;
-- @case inherit-columns-s26-10.1
SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-10.2
ALTER TABLE ic_gc RENAME COLUMN aa TO a
-- @case inherit-columns-s26-10.3
ALTER TABLE ic_ch ALTER COLUMN aa TYPE text

-- 11: partitions: PARTITION OF columns are inherited only; ATTACH keeps the table's own
-- @setup
CREATE TABLE ic_pp (a int, b int) PARTITION BY RANGE (a);
CREATE TABLE ic_pp1 PARTITION OF ic_pp (b DEFAULT 3) FOR VALUES FROM (0) TO (10);
CREATE TABLE ic_pp2 (a int, b int);
ALTER TABLE ic_pp ATTACH PARTITION ic_pp2 FOR VALUES FROM (10) TO (20);
ALTER TABLE ic_pp ADD COLUMN c int;
-- @case inherit-columns-s26-11.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-11.2
ALTER TABLE ic_pp1 DROP COLUMN c
-- @case inherit-columns-s26-11.3
ALTER TABLE ic_pp2 DROP COLUMN a
-- @case inherit-columns-s26-11.4
ALTER TABLE ic_pp DETACH PARTITION ic_pp2

-- 12: DETACH PARTITION: the detached table owns its columns
-- @setup
CREATE TABLE ic_pp (a int, b int) PARTITION BY RANGE (a);
CREATE TABLE ic_pp1 PARTITION OF ic_pp FOR VALUES FROM (0) TO (10);
CREATE TABLE ic_pp2 (a int, b int);
ALTER TABLE ic_pp ATTACH PARTITION ic_pp2 FOR VALUES FROM (10) TO (20);
ALTER TABLE ic_pp ADD COLUMN c int;
ALTER TABLE ic_pp DETACH PARTITION ic_pp1;
-- @case inherit-columns-s26-12.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-12.2
ALTER TABLE ic_pp1 DROP COLUMN c

-- 13: a column merged from two parents and defined locally needs every parent to go
-- @setup
CREATE TABLE ic_p (a int, x int);
CREATE TABLE ic_q (a int, y int);
CREATE TABLE ic_ch (a int, z int) INHERITS (ic_p, ic_q);
CREATE TABLE ic_d () INHERITS (ic_p, ic_q);
ALTER TABLE ic_p DROP COLUMN a;
-- @case inherit-columns-s26-13.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-13.2
ALTER TABLE ic_d DROP COLUMN a
-- @case inherit-columns-s26-13.3
ALTER TABLE ic_q DROP COLUMN a
-- 14: ALTER COLUMN TYPE keeps the tree in step: not ONLY on a parent with children, not through a
-- child that has the column from a second parent
-- @setup
CREATE TABLE ic_p (f1 int, x int);
CREATE TABLE ic_q (f1 int, y int);
CREATE TABLE ic_ch () INHERITS (ic_p, ic_q);
CREATE TABLE ic_d (f1 int) INHERITS (ic_q);
-- @case inherit-columns-s26-14.1
ALTER TABLE ic_p ALTER COLUMN f1 TYPE bigint
-- @case inherit-columns-s26-14.2
ALTER TABLE ONLY ic_q ALTER COLUMN y TYPE bigint
-- @case inherit-columns-s26-14.3
ALTER TABLE ONLY ic_d ALTER COLUMN f1 TYPE bigint
-- @case inherit-columns-s26-14.4
ALTER TABLE ic_p ALTER COLUMN x TYPE bigint
-- @case inherit-columns-s26-14.5
ALTER TABLE ONLY ic_p RENAME COLUMN x TO xx

-- 15: a diamond: the bottom table gets an added column once (the second parent merges it) and
-- loses it only when both parents have dropped it
-- @setup
CREATE TABLE ic_a (x text);
CREATE TABLE ic_b () INHERITS (ic_a);
CREATE TABLE ic_c () INHERITS (ic_a);
CREATE TABLE ic_d () INHERITS (ic_b, ic_c);
INSERT INTO ic_d VALUES ('x');
ALTER TABLE ic_a ADD COLUMN i int, ADD COLUMN j bigint DEFAULT 1;
-- @case inherit-columns-s26-15.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-15.2
SELECT * FROM ic_d
-- @case inherit-columns-s26-15.3
ALTER TABLE ic_d DROP COLUMN i

-- 16: the diamond after the top drops the column: gone from every table
-- @setup
CREATE TABLE ic_a (x text);
CREATE TABLE ic_b () INHERITS (ic_a);
CREATE TABLE ic_c () INHERITS (ic_a);
CREATE TABLE ic_d () INHERITS (ic_b, ic_c);
INSERT INTO ic_d VALUES ('x');
ALTER TABLE ic_a ADD COLUMN i int, ADD COLUMN j bigint DEFAULT 1;
ALTER TABLE ic_a DROP COLUMN i;
-- @case inherit-columns-s26-16.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum
-- @case inherit-columns-s26-16.2
SELECT * FROM ic_d

-- 17: a rebuilt child (a CHECK added) keeps which columns are its own
-- @setup
CREATE TABLE ic_p (a int, c int);
CREATE TABLE ic_ch (c int, d int) INHERITS (ic_p);
ALTER TABLE ic_ch ADD CONSTRAINT ic_ch_d CHECK (d > 0);
ALTER TABLE ic_p DROP COLUMN c;
-- @case inherit-columns-s26-17.1
SELECT c.relname, a.attname, a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum

-- 18: ALTER COLUMN TYPE … USING over a diamond converts the bottom table's rows once
-- @setup
CREATE TABLE ic_a (aa text);
CREATE TABLE ic_b (bb text) INHERITS (ic_a);
CREATE TABLE ic_c (cc text) INHERITS (ic_a);
CREATE TABLE ic_d (dd text) INHERITS (ic_b, ic_c, ic_a);
INSERT INTO ic_d VALUES ('test', 'one', 'two', 'three');
ALTER TABLE ic_a ALTER COLUMN aa TYPE integer USING bit_length(aa);
-- @case inherit-columns-s26-18.1
SELECT * FROM ic_d
-- @case inherit-columns-s26-18.2
SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attislocal, a.attinhcount FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname LIKE 'ic\_%' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum

-- 19: CHECK constraints (conislocal / coninhcount): inherited by CREATE TABLE … INHERITS and a
-- parent's ADD CONSTRAINT; a child's own CHECK of the same name, merged by INHERIT, survives the
-- parent's DROP CONSTRAINT
-- @setup
CREATE TABLE ic_p (a int CONSTRAINT ic_k1 CHECK (a > 0));
CREATE TABLE ic_own (a int CONSTRAINT ic_k1 CHECK (a > 0));
ALTER TABLE ic_own INHERIT ic_p;
CREATE TABLE ic_ch () INHERITS (ic_p);
ALTER TABLE ic_p ADD CONSTRAINT ic_k2 CHECK (a < 100);
-- @case inherit-columns-s26-19.1
SELECT c.relname, k.conname, k.conislocal, k.coninhcount FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE c.relname LIKE 'ic\_%' AND k.contype = 'c' ORDER BY c.relname, k.conname
-- @case inherit-columns-s26-19.2
ALTER TABLE ic_ch DROP CONSTRAINT ic_k1
-- @case inherit-columns-s26-19.3
ALTER TABLE ic_own DROP CONSTRAINT ic_k1
-- @case inherit-columns-s26-19.4
ALTER TABLE ic_p DROP CONSTRAINT ic_k1

-- 20: after the parent's DROP CONSTRAINT: the merged CHECK stays, the inherited one goes
-- @setup
CREATE TABLE ic_p (a int CONSTRAINT ic_k1 CHECK (a > 0));
CREATE TABLE ic_own (a int CONSTRAINT ic_k1 CHECK (a > 0));
ALTER TABLE ic_own INHERIT ic_p;
CREATE TABLE ic_ch () INHERITS (ic_p);
ALTER TABLE ic_p DROP CONSTRAINT ic_k1;
-- @case inherit-columns-s26-20.1
SELECT c.relname, k.conname, k.conislocal, k.coninhcount FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE c.relname LIKE 'ic\_%' AND k.contype = 'c' ORDER BY c.relname, k.conname
-- @case inherit-columns-s26-20.2
INSERT INTO ic_own VALUES (-1)
-- @case inherit-columns-s26-20.3
INSERT INTO ic_ch VALUES (-1)

-- 21: ONLY DROP CONSTRAINT and NO INHERIT leave the children their CHECKs as their own
-- @setup
CREATE TABLE ic_p (a int CONSTRAINT ic_k1 CHECK (a > 0), b int CONSTRAINT ic_k2 CHECK (b > 0));
CREATE TABLE ic_ch () INHERITS (ic_p);
CREATE TABLE ic_d () INHERITS (ic_p);
ALTER TABLE ONLY ic_p DROP CONSTRAINT ic_k1;
ALTER TABLE ic_d NO INHERIT ic_p;
-- @case inherit-columns-s26-21.1
SELECT c.relname, k.conname, k.conislocal, k.coninhcount FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE c.relname LIKE 'ic\_%' AND k.contype = 'c' ORDER BY c.relname, k.conname
-- @case inherit-columns-s26-21.2
ALTER TABLE ic_ch DROP CONSTRAINT ic_k1
-- @case inherit-columns-s26-21.3
ALTER TABLE ic_ch DROP CONSTRAINT ic_k2

-- 22: partitions: PARTITION OF and ATTACH PARTITION make the CHECK inherited, DETACH its own again
-- @setup
CREATE TABLE ic_pq (a int CONSTRAINT ic_q1 CHECK (a > 0)) PARTITION BY RANGE (a);
CREATE TABLE ic_pq1 PARTITION OF ic_pq FOR VALUES FROM (0) TO (10);
CREATE TABLE ic_pq2 (a int CONSTRAINT ic_q1 CHECK (a > 0));
ALTER TABLE ic_pq ATTACH PARTITION ic_pq2 FOR VALUES FROM (10) TO (20);
ALTER TABLE ic_pq DETACH PARTITION ic_pq1;
-- @case inherit-columns-s26-22.1
SELECT c.relname, k.conname, k.conislocal, k.coninhcount FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE c.relname LIKE 'ic\_%' AND k.contype = 'c' ORDER BY c.relname, k.conname
-- @case inherit-columns-s26-22.2
ALTER TABLE ic_pq2 DROP CONSTRAINT ic_q1
-- @case inherit-columns-s26-22.3
ALTER TABLE ic_pq1 DROP CONSTRAINT ic_q1

-- 23: the parent's DROP CONSTRAINT after ATTACH and DETACH: the attached partition's CHECK goes
-- @setup
CREATE TABLE ic_pq (a int CONSTRAINT ic_q1 CHECK (a > 0)) PARTITION BY RANGE (a);
CREATE TABLE ic_pq1 PARTITION OF ic_pq FOR VALUES FROM (0) TO (10);
CREATE TABLE ic_pq2 (a int CONSTRAINT ic_q1 CHECK (a > 0));
ALTER TABLE ic_pq ATTACH PARTITION ic_pq2 FOR VALUES FROM (10) TO (20);
ALTER TABLE ic_pq DETACH PARTITION ic_pq1;
ALTER TABLE ic_pq DROP CONSTRAINT ic_q1;
-- @case inherit-columns-s26-23.1
SELECT c.relname, k.conname, k.conislocal, k.coninhcount FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE c.relname LIKE 'ic\_%' AND k.contype = 'c' ORDER BY c.relname, k.conname

-- 90: DROP b, ADD b in one statement on a partitioned table: the partitions get the new b (the
-- ADD is not a merge with the b the DROP removes)
-- @setup
CREATE TABLE icp90 (a int UNIQUE, b char) PARTITION BY LIST (a);
CREATE TABLE icp90_1 PARTITION OF icp90 (b UNIQUE) FOR VALUES IN (1, 2);
CREATE TABLE icp90_2 (b char, a int UNIQUE);
ALTER TABLE icp90 ATTACH PARTITION icp90_2 FOR VALUES IN (3);
INSERT INTO icp90 VALUES (1, 'p'), (3, 'q');
ALTER TABLE icp90 DROP b, ADD b char;
CREATE TABLE icp90_3 PARTITION OF icp90 FOR VALUES IN (4);

-- @case inherit-columns-s26-90.1
SELECT attrelid::regclass, attname, attnum, attislocal, attinhcount FROM pg_attribute WHERE attrelid IN ('icp90'::regclass, 'icp90_1'::regclass, 'icp90_2'::regclass, 'icp90_3'::regclass) AND attnum > 0 AND NOT attisdropped ORDER BY 1, 3
-- @case inherit-columns-s26-90.2
INSERT INTO icp90 (a, b) VALUES (4, 'a'), (1, 'x'), (3, 'y') ON CONFLICT (a) DO UPDATE SET b = excluded.b RETURNING tableoid::regclass, *
-- @case inherit-columns-s26-90.3
SELECT tableoid::regclass, * FROM icp90 ORDER BY a
