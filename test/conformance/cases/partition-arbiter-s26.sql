-- ON CONFLICT on a partitioned table, session 26: the arbiter is a unique index of the
-- partitioned table itself (infer_arbiter_indexes); one only a partition has is 42P10
-- (insert_conflict.sql 474). pgsqlite upserted through the partition's index.

-- 1
-- @setup
CREATE TABLE pa1 (a int UNIQUE, b char) PARTITION BY LIST (a);
CREATE TABLE pa1_1 PARTITION OF pa1 (b UNIQUE) FOR VALUES IN (1, 2);
INSERT INTO pa1 VALUES (1, 'a');
CREATE TABLE pa2 (a int, b int, c text, PRIMARY KEY (a, b)) PARTITION BY RANGE (a);
CREATE TABLE pa2_1 PARTITION OF pa2 FOR VALUES FROM (0) TO (10);
INSERT INTO pa2 VALUES (1, 1, 'x');

-- @case partition-arbiter-s26-1.1
INSERT INTO pa1 VALUES (2, 'a') ON CONFLICT (b) DO UPDATE SET a = excluded.a
-- @case partition-arbiter-s26-1.2
INSERT INTO pa1 VALUES (2, 'a') ON CONFLICT (b) DO NOTHING
-- @case partition-arbiter-s26-1.3
INSERT INTO pa1_1 VALUES (2, 'a') ON CONFLICT (b) DO UPDATE SET a = excluded.a RETURNING *
-- @case partition-arbiter-s26-1.4
INSERT INTO pa1 VALUES (1, 'z') ON CONFLICT (a) DO UPDATE SET b = excluded.b RETURNING *
-- @case partition-arbiter-s26-1.5
INSERT INTO pa2 VALUES (1, 1, 'y') ON CONFLICT (b, a) DO UPDATE SET c = excluded.c RETURNING *
-- @case partition-arbiter-s26-1.6
INSERT INTO pa2 VALUES (1, 1, 'y') ON CONFLICT (a) DO UPDATE SET c = excluded.c RETURNING *
-- @case partition-arbiter-s26-1.7
INSERT INTO pa2 VALUES (1, 1, 'y') ON CONFLICT ON CONSTRAINT pa2_pkey DO UPDATE SET c = excluded.c RETURNING *
