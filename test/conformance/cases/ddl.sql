-- DDL: CREATE/DROP TABLE and INDEX, IF [NOT] EXISTS, ALTER TABLE, errors.
-- @setup
CREATE TABLE t (a int PRIMARY KEY, b text);
CREATE INDEX t_b_idx ON t (b);

-- 1: CREATE TABLE
-- @case ddl-1.1
CREATE TABLE n (x int)
-- @case ddl-1.2
CREATE TABLE n (x int, y text NOT NULL DEFAULT 'd', z numeric(10,2), PRIMARY KEY (x))
-- @case ddl-1.3
CREATE TABLE t (x int)
-- @case ddl-1.4
CREATE TABLE IF NOT EXISTS t (x int)
-- @case ddl-1.5
CREATE TABLE IF NOT EXISTS n (x int)
-- @case ddl-1.6
CREATE TABLE n (x int, x text)
-- @case ddl-1.7
CREATE TABLE n (x nosuchtype)
-- @case ddl-1.8
CREATE TABLE n (id serial PRIMARY KEY, v bigint)
-- @case ddl-1.9
CREATE TABLE n (id bigserial, u uuid UNIQUE, j jsonb, ts timestamptz DEFAULT now())
-- @case ddl-1.10
CREATE TABLE n (x int REFERENCES t (a))
-- @case ddl-1.11
CREATE TABLE n (x int REFERENCES nosuch (a))
-- @case ddl-1.12
CREATE TABLE n (x int CHECK (x > 0), y int, CONSTRAINT y_pos CHECK (y > 0))
-- @case ddl-1.13
CREATE TABLE n (x int PRIMARY KEY, y int PRIMARY KEY)
-- @case ddl-1.14
CREATE TABLE n AS SELECT a, b FROM t
-- @case ddl-1.15
CREATE TEMP TABLE n (x int)
-- @case ddl-1.16
CREATE TABLE n (x varchar(10), y char(3), z text[], w boolean)
-- @case ddl-1.17
CREATE TABLE "Mixed Case" ("Col" int)
-- @case ddl-1.18
CREATE TABLE n (x int GENERATED ALWAYS AS IDENTITY, y int)

-- 2: DROP TABLE
-- @case ddl-2.1
DROP TABLE t
-- @case ddl-2.2
DROP TABLE nosuch
-- @case ddl-2.3
DROP TABLE IF EXISTS nosuch
-- @case ddl-2.4
DROP TABLE IF EXISTS t
-- @case ddl-2.5
DROP TABLE t, nosuch
-- @case ddl-2.6
DROP TABLE IF EXISTS t, nosuch
-- @case ddl-2.7
DROP TABLE t CASCADE

-- 3: indexes
-- @case ddl-3.1
CREATE INDEX ON t (b)
-- @case ddl-3.2
CREATE INDEX t_b_idx ON t (b)
-- @case ddl-3.3
CREATE INDEX IF NOT EXISTS t_b_idx ON t (b)
-- @case ddl-3.4
CREATE UNIQUE INDEX t_b_uq ON t (b)
-- @case ddl-3.5
CREATE INDEX t_x_idx ON t (nosuch)
-- @case ddl-3.6
CREATE INDEX n_idx ON nosuch (a)
-- @case ddl-3.7
DROP INDEX t_b_idx
-- @case ddl-3.8
DROP INDEX nosuch_idx
-- @case ddl-3.9
DROP INDEX IF EXISTS nosuch_idx
-- @case ddl-3.10
CREATE INDEX t_ab_idx ON t (a, b DESC)
-- @case ddl-3.11
CREATE INDEX t_lower_idx ON t (lower(b))
-- @case ddl-3.12
CREATE INDEX t_part_idx ON t (b) WHERE a > 0

-- 4: ALTER TABLE and using the result
-- @case ddl-4.1
ALTER TABLE t ADD COLUMN c int
-- @case ddl-4.2
ALTER TABLE t ADD COLUMN b int
-- @case ddl-4.3
ALTER TABLE t ADD COLUMN IF NOT EXISTS b int
-- @case ddl-4.4
ALTER TABLE t DROP COLUMN b
-- @case ddl-4.5
ALTER TABLE t DROP COLUMN nosuch
-- @case ddl-4.6
ALTER TABLE t RENAME TO t2
-- @case ddl-4.7
ALTER TABLE t RENAME COLUMN b TO bb
-- @case ddl-4.8
ALTER TABLE nosuch ADD COLUMN c int
-- @case ddl-4.9
ALTER TABLE IF EXISTS nosuch ADD COLUMN c int

-- 5: effects visible to later statements
-- @setup
CREATE TABLE t (a int PRIMARY KEY, b text);
INSERT INTO t VALUES (1, 'x');
ALTER TABLE t ADD COLUMN c int DEFAULT 7;
ALTER TABLE t RENAME COLUMN b TO bb;
CREATE TABLE u AS SELECT a, bb FROM t;
-- @case ddl-5.1
SELECT * FROM t
-- @case ddl-5.2
SELECT * FROM u
-- @case ddl-5.3
SELECT b FROM t
-- @case ddl-5.4
INSERT INTO t (a) VALUES (2) RETURNING c

-- 6: CREATE TABLE AS / SELECT INTO
-- @setup
CREATE TABLE t (a int PRIMARY KEY, b varchar(5), c numeric(10,2) NOT NULL DEFAULT 0);
INSERT INTO t VALUES (1, 'x', 1.5), (2, 'y', 2);
CREATE TABLE u AS SELECT a, b, c, c * 2 AS d, 'lit' AS e, NULL AS f FROM t;
CREATE TABLE v (x, y) AS SELECT a, b FROM t WITH NO DATA;
SELECT a + 10 AS z INTO w FROM t WHERE a > 1;
-- @case ddl-6.1
SELECT * FROM u ORDER BY a
-- @case ddl-6.2
SELECT attname, atttypid, format_type(atttypid, atttypmod) AS ty, atttypmod, attnotnull, atthasdef FROM pg_attribute WHERE attrelid = 'u'::regclass AND attnum > 0 ORDER BY attnum
-- @case ddl-6.3
SELECT column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable FROM information_schema.columns WHERE table_name = 'v' ORDER BY ordinal_position
-- @case ddl-6.4
SELECT count(*) FROM v
-- @case ddl-6.5
SELECT * FROM w
-- @case ddl-6.6
CREATE TABLE u2 AS SELECT a, b FROM t WHERE a < 0
-- @case ddl-6.7
CREATE TABLE u2 AS SELECT a FROM t WITH NO DATA
-- @case ddl-6.8
CREATE TABLE IF NOT EXISTS u AS SELECT 1
-- @case ddl-6.9
CREATE TABLE u AS SELECT 1
-- @case ddl-6.10
CREATE TABLE u2 (x, y, z) AS SELECT 1, 2
-- @case ddl-6.11
CREATE TABLE u2 AS SELECT 1, 2
-- @case ddl-6.12
CREATE TABLE u2 AS SELECT a / 0 AS q FROM t
-- @case ddl-6.13
SELECT a, b INTO TEMP u2 FROM t
-- @case ddl-6.14
CREATE TABLE u2 AS WITH q AS (SELECT 5 AS k) SELECT k FROM q UNION ALL SELECT a FROM t
-- @case ddl-6.15
SELECT relkind, relnatts FROM pg_class WHERE relname = 'w'
-- @case ddl-6.17
CREATE TABLE u2 AS SELECT generate_series(1, 3) AS n, 'x' || a AS s FROM t WHERE a = 1
