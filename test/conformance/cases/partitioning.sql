-- Declarative partitioning: PARTITION BY RANGE / LIST, PARTITION OF, DEFAULT, sub-partitions, routing, row movement, ATTACH/DETACH, catalog facts.
-- @setup
CREATE TABLE m (a int, b text, c numeric DEFAULT 0) PARTITION BY RANGE (a, b);
CREATE TABLE m1 PARTITION OF m FOR VALUES FROM (MINVALUE, MINVALUE) TO (10, 'm');
CREATE TABLE m2 PARTITION OF m FOR VALUES FROM (10, 'm') TO (20, MAXVALUE);
CREATE TABLE l (k text, v int NOT NULL) PARTITION BY LIST (k);
CREATE TABLE l_ab PARTITION OF l FOR VALUES IN ('a', 'b');
CREATE TABLE l_n PARTITION OF l FOR VALUES IN (NULL, 'n');
CREATE TABLE l_sub PARTITION OF l FOR VALUES IN ('s', 't') PARTITION BY RANGE (v);
CREATE TABLE l_sub_lo PARTITION OF l_sub FOR VALUES FROM (0) TO (100);
CREATE TABLE l_sub_hi PARTITION OF l_sub FOR VALUES FROM (100) TO (1000);
CREATE TABLE l_def PARTITION OF l DEFAULT;
INSERT INTO m VALUES (1, 'x', 1), (10, 'a', 2), (10, 'z', 3), (19, 'q', 4);
INSERT INTO l VALUES ('a', 1), (NULL, 2), ('s', 5), ('t', 500), ('zz', 7);

-- 1: routing and reading through the parent
-- @case partitioning-1.1
SELECT tableoid::regclass AS part, * FROM m ORDER BY a, b
-- @case partitioning-1.2
SELECT tableoid::regclass AS part, * FROM l ORDER BY v
-- @case partitioning-1.3
INSERT INTO m VALUES (25, 'a')
-- @case partitioning-1.4
INSERT INTO m (a, b) VALUES (5, 'e') RETURNING *
-- @case partitioning-1.5
INSERT INTO l VALUES ('s', 5000)
-- @case partitioning-1.6
INSERT INTO l_ab VALUES ('c', 1)
-- @case partitioning-1.7
SELECT count(*) FROM ONLY m
-- @case partitioning-1.8
SELECT * FROM m2 ORDER BY a
-- @case partitioning-1.9
INSERT INTO l VALUES ('q', NULL)
-- @case partitioning-1.10
INSERT INTO m SELECT g, 'k' FROM generate_series(1, 15) g

-- 2: UPDATE / DELETE through the parent, row movement
-- @case partitioning-2.1
UPDATE m SET a = a + 9 WHERE c < 3 RETURNING *
-- @case partitioning-2.2
UPDATE l SET v = v * 100 WHERE k = 's'
-- @case partitioning-2.3
UPDATE l SET k = 'b' WHERE v = 7 RETURNING k, v
-- @case partitioning-2.4
UPDATE m1 SET a = 15 WHERE a = 1
-- @case partitioning-2.5
DELETE FROM l WHERE v > 4 RETURNING *
-- @case partitioning-2.6
UPDATE m SET a = 100 WHERE a = 1
-- @case partitioning-2.7
DELETE FROM ONLY l

-- 3: bounds and their errors
-- @case partitioning-3.1
CREATE TABLE m3 PARTITION OF m FOR VALUES FROM (15, 'a') TO (30, 'a')
-- @case partitioning-3.2
CREATE TABLE m3 PARTITION OF m FOR VALUES FROM (30, 'a') TO (30, 'a')
-- @case partitioning-3.3
CREATE TABLE l_c PARTITION OF l FOR VALUES IN ('c', 'b')
-- @case partitioning-3.4
CREATE TABLE l_d2 PARTITION OF l DEFAULT
-- @case partitioning-3.5
CREATE TABLE l_zz PARTITION OF l FOR VALUES IN ('zz')
-- @case partitioning-3.6
CREATE TABLE x PARTITION OF l FOR VALUES FROM (1) TO (2)
-- @case partitioning-3.7
CREATE TABLE x (a int) PARTITION BY RANGE (nope)
-- @case partitioning-3.8
CREATE TABLE x (a int, b int) PARTITION BY LIST (a, b)
-- @case partitioning-3.9
CREATE TABLE x PARTITION OF m FOR VALUES FROM (1) TO (2)
-- @case partitioning-3.10
CREATE TABLE x (a int) INHERITS (m)

-- 4: catalog facts
-- @case partitioning-4.1
SELECT c.relname, c.relkind, c.relispartition, pg_get_expr(c.relpartbound, c.oid) FROM pg_class c WHERE c.relname IN ('m', 'm1', 'm2', 'l_ab', 'l_n', 'l_sub', 'l_def') ORDER BY 1
-- @case partitioning-4.2
SELECT pg_get_partkeydef('m'::regclass), pg_get_partkeydef('l'::regclass), pg_get_partkeydef('l_ab'::regclass)
-- @case partitioning-4.3
SELECT inhrelid::regclass, inhparent::regclass, inhseqno FROM pg_inherits ORDER BY 1::text
-- @case partitioning-4.4
SELECT partrelid::regclass, partstrat, partnatts, partdefid <> 0 AS has_default FROM pg_partitioned_table ORDER BY 1::text

-- 5: ATTACH / DETACH
-- @case partitioning-5.6
ALTER TABLE m DETACH PARTITION l_ab

-- 6: hash partitioning (PostgreSQL's own hashes), TRUNCATE, COPY TO
-- @setup
CREATE TABLE h (a int, b text) PARTITION BY HASH (a, b);
CREATE TABLE h0 PARTITION OF h FOR VALUES WITH (MODULUS 4, REMAINDER 0);
CREATE TABLE h1 PARTITION OF h FOR VALUES WITH (MODULUS 4, REMAINDER 1);
CREATE TABLE h2 PARTITION OF h FOR VALUES WITH (MODULUS 4, REMAINDER 2);
CREATE TABLE h3 PARTITION OF h FOR VALUES WITH (MODULUS 4, REMAINDER 3);
CREATE TABLE hb (k bigint) PARTITION BY HASH (k);
CREATE TABLE hb0 PARTITION OF hb FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE hb1 PARTITION OF hb FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO h SELECT g, 'v' || g FROM generate_series(1, 12) g;
INSERT INTO h VALUES (NULL, 'x'), (5, NULL), (NULL, NULL), (-7, 'ééé');
INSERT INTO hb SELECT g * 3000000019 - 20000000000 FROM generate_series(1, 10) g;
-- @case partitioning-6.1
SELECT tableoid::regclass AS part, a, b FROM h ORDER BY a, b
-- @case partitioning-6.2
SELECT tableoid::regclass AS part, k FROM hb ORDER BY k
-- @case partitioning-6.3
CREATE TABLE h4 PARTITION OF h FOR VALUES WITH (MODULUS 3, REMAINDER 0)
-- @case partitioning-6.4
CREATE TABLE h4 PARTITION OF h FOR VALUES WITH (MODULUS 4, REMAINDER 1)
-- @case partitioning-6.5
CREATE TABLE hd PARTITION OF h DEFAULT
-- @case partitioning-6.6
SELECT satisfies_hash_partition('h'::regclass, 4, 1, 1, 'v1'::text)
-- @case partitioning-6.7
TRUNCATE h
-- @case partitioning-6.8
COPY h TO STDOUT
-- @case partitioning-6.9
UPDATE h SET a = a + 1 WHERE a < 4 RETURNING tableoid::regclass, a, b
-- @case partitioning-6.10
SELECT pg_get_partkeydef('h'::regclass), pg_get_expr(relpartbound, oid) FROM pg_class WHERE relname = 'h2'
