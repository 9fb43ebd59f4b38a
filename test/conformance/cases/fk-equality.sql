-- Foreign keys compare by PostgreSQL's equality, not by the stored form: numeric 1 = 1.0,
-- interval '1 day' = '24 hours', jsonb, arrays, ranges, char(n) of another length, an integer
-- referencing a numeric key; MATCH FULL; incompatible key types (42804).
-- @setup
CREATE TABLE fkn_p (k numeric PRIMARY KEY, v text);
CREATE TABLE fkn_c (id int, k numeric REFERENCES fkn_p);
INSERT INTO fkn_p VALUES (1.0, 'a'), (2.50, 'b');
INSERT INTO fkn_c VALUES (1, 1), (2, 2.5);

-- 1: numeric
-- @case fk-equality-1.1
INSERT INTO fkn_c VALUES (3, 1.000)
-- @case fk-equality-1.2
INSERT INTO fkn_c VALUES (3, 3)
-- @case fk-equality-1.3
DELETE FROM fkn_p WHERE k = 1
-- @case fk-equality-1.4
UPDATE fkn_p SET k = 2.500 WHERE k = 2.5
-- @case fk-equality-1.5
UPDATE fkn_p SET k = 3 WHERE k = 2.5
-- @case fk-equality-1.6
UPDATE fkn_c SET k = 2.50000 WHERE id = 1
-- @case fk-equality-1.7
UPDATE fkn_c SET k = 4 WHERE id = 1
-- @case fk-equality-1.8
INSERT INTO fkn_p VALUES (1, 'dup')
-- @case fk-equality-1.9
INSERT INTO fkn_p VALUES (1.00, 'x') ON CONFLICT (k) DO UPDATE SET v = 'upd' RETURNING k, v
-- @case fk-equality-1.10
DELETE FROM fkn_c WHERE k = 1.0

-- 2: ON DELETE CASCADE and a table rebuilt by ALTER TABLE
-- @setup
CREATE TABLE fkc_p (k numeric PRIMARY KEY);
CREATE TABLE fkc_c (id int, k numeric REFERENCES fkc_p ON DELETE CASCADE);
INSERT INTO fkc_p VALUES (1.0), (2);
INSERT INTO fkc_c VALUES (1, 1), (2, 1.00), (3, 2.0);
ALTER TABLE fkc_p ADD COLUMN w int;
ALTER TABLE fkc_c ADD COLUMN z int;
-- @case fk-equality-2.1
DELETE FROM fkc_p WHERE k = 1 RETURNING k
-- @case fk-equality-2.2
WITH d AS (DELETE FROM fkc_p WHERE k = 1) SELECT 1
-- @case fk-equality-2.3
INSERT INTO fkc_c VALUES (4, 2.000)
-- @case fk-equality-2.4
INSERT INTO fkc_c VALUES (4, 5)

-- 3: deferred keys
-- @setup
CREATE TABLE fkd_p (k numeric PRIMARY KEY);
CREATE TABLE fkd_c (k numeric REFERENCES fkd_p DEFERRABLE INITIALLY DEFERRED);
INSERT INTO fkd_c VALUES (9.0);
-- @case fk-equality-3.1
INSERT INTO fkd_p VALUES (9)
-- @case fk-equality-3.2
COMMIT
-- @case fk-equality-3.3
SET CONSTRAINTS ALL IMMEDIATE

-- 4: an integer column referencing a numeric key; int4 referencing int8; char(n) of other lengths
-- @setup
CREATE TABLE fkx_p (k numeric PRIMARY KEY);
CREATE TABLE fkx_c (k int REFERENCES fkx_p);
INSERT INTO fkx_p VALUES (2.00);
CREATE TABLE fk8_p (k int8 PRIMARY KEY);
CREATE TABLE fk4_c (k int4 REFERENCES fk8_p);
INSERT INTO fk8_p VALUES (5);
CREATE TABLE fkb_p (k char(3) PRIMARY KEY);
CREATE TABLE fkb_c (k char(5) REFERENCES fkb_p);
CREATE TABLE fkt_c (k text REFERENCES fkb_p);
INSERT INTO fkb_p VALUES ('ab');
-- @case fk-equality-4.1
INSERT INTO fkx_c VALUES (2)
-- @case fk-equality-4.2
INSERT INTO fkx_c VALUES (3)
-- @case fk-equality-4.3
INSERT INTO fk4_c VALUES (5), (NULL)
-- @case fk-equality-4.4
INSERT INTO fk4_c VALUES (6)
-- @case fk-equality-4.5
INSERT INTO fkb_c VALUES ('ab ')
-- @case fk-equality-4.6
INSERT INTO fkt_c VALUES ('ab')
-- @case fk-equality-4.7
INSERT INTO fkb_c VALUES ('abc')
-- @case fk-equality-4.8
CREATE TABLE fkf_c (k float8 REFERENCES fkx_p)
-- @case fk-equality-4.9
CREATE TABLE fkn2_c (k numeric REFERENCES fk8_p)

-- 5: interval, jsonb, arrays, ranges, float8 -0 and NaN
-- @setup
CREATE TABLE fki_p (k interval UNIQUE);
CREATE TABLE fki_c (k interval REFERENCES fki_p (k));
INSERT INTO fki_p VALUES ('1 day');
CREATE TABLE fkj_p (k jsonb PRIMARY KEY);
CREATE TABLE fkj_c (k jsonb REFERENCES fkj_p);
INSERT INTO fkj_p VALUES ('{"a": 1.0}');
CREATE TABLE fka_p (k numeric[] PRIMARY KEY);
CREATE TABLE fka_c (k numeric[] REFERENCES fka_p);
INSERT INTO fka_p VALUES ('{1.0,2}');
CREATE TABLE fkr_p (k numrange PRIMARY KEY);
CREATE TABLE fkr_c (k numrange REFERENCES fkr_p);
INSERT INTO fkr_p VALUES ('[1.0,2)');
CREATE TABLE fkf_p (k float8 PRIMARY KEY);
CREATE TABLE fkf_c (k float8 REFERENCES fkf_p);
INSERT INTO fkf_p VALUES (0), ('NaN');
-- @case fk-equality-5.1
INSERT INTO fki_c VALUES ('24 hours'), ('1 day')
-- @case fk-equality-5.2
INSERT INTO fki_c VALUES ('25 hours')
-- @case fk-equality-5.3
INSERT INTO fkj_c VALUES ('{"a": 1}')
-- @case fk-equality-5.4
INSERT INTO fka_c VALUES ('{1,2.0}')
-- @case fk-equality-5.5
INSERT INTO fkr_c VALUES ('[1,2.00)')
-- @case fk-equality-5.6
INSERT INTO fkf_c VALUES ('-0'), ('NaN')
-- @case fk-equality-5.7
INSERT INTO fki_p VALUES ('24 hours')

-- 6: deleting referenced keys of those types
-- @setup
CREATE TABLE fki_p (k interval UNIQUE);
CREATE TABLE fki_c (k interval REFERENCES fki_p (k));
INSERT INTO fki_p VALUES ('1 day');
INSERT INTO fki_c VALUES ('24 hours');
CREATE TABLE fkj_p (k jsonb PRIMARY KEY);
CREATE TABLE fkj_c (k jsonb REFERENCES fkj_p);
INSERT INTO fkj_p VALUES ('{"a": 1.0}');
INSERT INTO fkj_c VALUES ('{"a": 1}');
-- @case fk-equality-6.1
DELETE FROM fki_p
-- @case fk-equality-6.2
DELETE FROM fkj_p
-- @case fk-equality-6.3
DELETE FROM fki_c WHERE k = '1 day'

-- 7: MATCH FULL and MATCH SIMPLE over two columns
-- @setup
CREATE TABLE fkm_p (a int, b interval, UNIQUE (a, b));
CREATE TABLE fkm_f (a int, b interval, FOREIGN KEY (a, b) REFERENCES fkm_p (a, b) MATCH FULL);
CREATE TABLE fkm_s (a int, b interval, FOREIGN KEY (a, b) REFERENCES fkm_p (a, b));
INSERT INTO fkm_p VALUES (1, '1 day');
-- @case fk-equality-7.1
INSERT INTO fkm_f VALUES (1, '24 hours'), (NULL, NULL)
-- @case fk-equality-7.2
INSERT INTO fkm_f VALUES (1, NULL)
-- @case fk-equality-7.3
INSERT INTO fkm_s VALUES (1, NULL), (7, NULL), (1, '1440 minutes')
-- @case fk-equality-7.4
INSERT INTO fkm_s VALUES (1, '25 hours')

-- 8: a key referencing its own table, ALTER TABLE … ADD FOREIGN KEY
-- @setup
CREATE TABLE fks (k numeric PRIMARY KEY, parent numeric REFERENCES fks);
INSERT INTO fks VALUES (1, NULL), (2.0, 1.00), (3, 2);
CREATE TABLE fke (k int);
INSERT INTO fke VALUES (1), (2);
-- @case fk-equality-8.1
DELETE FROM fks WHERE k = 1
-- @case fk-equality-8.2
DELETE FROM fks WHERE k = 3.000
-- @case fk-equality-8.3
ALTER TABLE fke ADD FOREIGN KEY (k) REFERENCES fks
-- @case fk-equality-8.4
ALTER TABLE fke ADD FOREIGN KEY (k) REFERENCES fkn_p

-- 9: SET NULL / ON UPDATE CASCADE over a keyed UNIQUE key (stored values, same spelling)
-- @setup
CREATE TABLE fkv_p (k interval UNIQUE);
CREATE TABLE fkv_c (k interval REFERENCES fkv_p (k) ON DELETE SET NULL);
INSERT INTO fkv_p VALUES ('1 day'), ('2 days');
INSERT INTO fkv_c VALUES ('1 day'), ('2 days');
CREATE TABLE fkv_s (k interval UNIQUE, r interval REFERENCES fkv_s (k) ON UPDATE CASCADE);
INSERT INTO fkv_s VALUES ('1 day', NULL), ('2 days', '1 day');
-- @case fk-equality-9.1
WITH d AS (DELETE FROM fkv_p WHERE k = '1 day' RETURNING k) SELECT count(*) FROM d
-- @case fk-equality-9.2
UPDATE fkv_s SET k = '3 days' WHERE k = '1 day' RETURNING k
-- @case fk-equality-9.3
INSERT INTO fkv_c VALUES ('3 days')

-- 10: an UPDATE of referencing columns names its table and constraint
-- @setup
CREATE TABLE fku_p (k int PRIMARY KEY, v numeric UNIQUE);
CREATE TABLE fku_c (id int, k int REFERENCES fku_p, w numeric REFERENCES fku_p (v));
INSERT INTO fku_p VALUES (1, 10), (2, 20.0);
INSERT INTO fku_c VALUES (1, 1, 10.00), (2, 2, 20);
-- @case fk-equality-10.1
UPDATE fku_c SET w = 30 WHERE id = 2
-- @case fk-equality-10.2
UPDATE fku_c SET k = k + 1
-- @case fk-equality-10.3
UPDATE fku_c SET w = 20.000 WHERE id = 1 RETURNING id, w
-- @case fk-equality-10.4
UPDATE fku_p SET v = 20.0000 WHERE k = 2 RETURNING v

-- 11: composite keys (a numeric field): DISTINCT, GROUP BY, UNIQUE and foreign keys by record equality
-- @setup
CREATE TYPE fkr_t AS (a numeric, b text);
CREATE TABLE fkr_p (k fkr_t PRIMARY KEY);
CREATE TABLE fkr_c (k fkr_t REFERENCES fkr_p);
CREATE TABLE fkr_v (k fkr_t);
INSERT INTO fkr_p VALUES (ROW(1, 'x'));
INSERT INTO fkr_v VALUES (ROW(1, 'x')), (ROW(1.0, 'x')), (ROW(2, 'y'));
-- @case fk-equality-11.1
INSERT INTO fkr_p VALUES (ROW(1.00, 'x'))
-- @case fk-equality-11.2
INSERT INTO fkr_c VALUES (ROW(1.0, 'x'))
-- @case fk-equality-11.3
INSERT INTO fkr_c VALUES (ROW(1.0, 'y'))
-- @case fk-equality-11.4
SELECT count(DISTINCT k), count(*) FROM fkr_v
-- @case fk-equality-11.5
SELECT (k).b, count(*) FROM fkr_v GROUP BY k ORDER BY 1

-- 12: DDL around keyed foreign keys: DROP CONSTRAINT … CASCADE, column type changes, renames
-- @setup
CREATE TABLE fkdd_p (k numeric UNIQUE);
CREATE TABLE fkdd_c (k numeric REFERENCES fkdd_p (k));
INSERT INTO fkdd_p VALUES (1.0);
INSERT INTO fkdd_c VALUES (1);
-- @case fk-equality-12.1
ALTER TABLE fkdd_p DROP CONSTRAINT fkdd_p_k_key
-- @case fk-equality-12.2
ALTER TABLE fkdd_p DROP CONSTRAINT fkdd_p_k_key CASCADE
-- @case fk-equality-12.3
ALTER TABLE fkdd_c ALTER COLUMN k TYPE int
-- @case fk-equality-12.4
ALTER TABLE fkdd_c RENAME COLUMN k TO kk
-- @setup
CREATE TABLE fkdd_p (k numeric UNIQUE);
CREATE TABLE fkdd_c (k numeric REFERENCES fkdd_p (k));
INSERT INTO fkdd_p VALUES (1.0);
ALTER TABLE fkdd_p DROP CONSTRAINT fkdd_p_k_key CASCADE;
ALTER TABLE fkdd_p RENAME COLUMN k TO pk;
-- @case fk-equality-12.5
INSERT INTO fkdd_c VALUES (3)
-- @case fk-equality-12.6
INSERT INTO fkdd_p VALUES (1), (1.0)
-- @setup
CREATE TABLE fkdd_p (k numeric PRIMARY KEY);
CREATE TABLE fkdd_c (k int);
INSERT INTO fkdd_p VALUES (3.0);
INSERT INTO fkdd_c VALUES (3);
ALTER TABLE fkdd_c ADD CONSTRAINT fkdd_fk FOREIGN KEY (k) REFERENCES fkdd_p;
ALTER TABLE fkdd_p RENAME TO fkdd_p2;
ALTER TABLE fkdd_c RENAME COLUMN k TO kk;
-- @case fk-equality-12.7
INSERT INTO fkdd_c VALUES (3.0)
-- @case fk-equality-12.8
INSERT INTO fkdd_c VALUES (4)
-- @case fk-equality-12.9
DELETE FROM fkdd_p2
-- @case fk-equality-12.10
TRUNCATE fkdd_p2
