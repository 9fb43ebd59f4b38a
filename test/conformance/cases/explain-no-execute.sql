-- EXPLAIN without ANALYZE plans the statement and runs nothing: no row written, moved or deleted,
-- no trigger fired, no sequence value drawn — also for a partitioned table (row movement), a
-- data-modifying WITH, MERGE, INSERT … ON CONFLICT and a table with triggers.
-- @setup
CREATE TABLE ene (id serial PRIMARY KEY, a int);
INSERT INTO ene (a) VALUES (1), (2);
CREATE TABLE ene_p (a int, b int) PARTITION BY RANGE (a);
CREATE TABLE ene_p1 PARTITION OF ene_p FOR VALUES FROM (0) TO (10);
CREATE TABLE ene_p2 PARTITION OF ene_p FOR VALUES FROM (10) TO (20);
INSERT INTO ene_p VALUES (1, 1), (11, 2);
CREATE TABLE ene_log (op text);
CREATE FUNCTION ene_trg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ene_log VALUES (TG_OP); RETURN NEW; END $$;
CREATE TABLE ene_t (a int);
INSERT INTO ene_t VALUES (5);
CREATE TRIGGER ene_t_trg BEFORE INSERT OR UPDATE ON ene_t FOR EACH ROW EXECUTE FUNCTION ene_trg();
EXPLAIN (COSTS OFF) UPDATE ene_p SET b = b + 50;
EXPLAIN (COSTS OFF) UPDATE ene_p SET a = a + 5;
EXPLAIN DELETE FROM ene_p;
EXPLAIN UPDATE ene SET a = a + 10;
EXPLAIN INSERT INTO ene (a) VALUES (3), (4);
EXPLAIN INSERT INTO ene (id, a) VALUES (1, 5) ON CONFLICT (id) DO UPDATE SET a = 55;
EXPLAIN WITH w AS (UPDATE ene SET a = 7 RETURNING *) SELECT * FROM w;
EXPLAIN WITH w AS (DELETE FROM ene RETURNING *) SELECT 1;
EXPLAIN WITH w AS (INSERT INTO ene (a) VALUES (8) RETURNING *) SELECT 1;
EXPLAIN MERGE INTO ene USING (SELECT 1 AS k) s ON ene.id = s.k WHEN MATCHED THEN UPDATE SET a = 100;
EXPLAIN MERGE INTO ene USING (SELECT 5 AS k) s ON ene.id = s.k WHEN NOT MATCHED THEN INSERT (a) VALUES (100);
EXPLAIN UPDATE ene_t SET a = 6;
EXPLAIN INSERT INTO ene_t VALUES (7);

-- @case explain-no-execute-1.1
SELECT tableoid::regclass, * FROM ene_p ORDER BY a
-- @case explain-no-execute-1.2
SELECT * FROM ene ORDER BY id
-- @case explain-no-execute-1.3
SELECT nextval('ene_id_seq')
-- @case explain-no-execute-1.4
SELECT (SELECT count(*) FROM ene_log) AS fired, (SELECT array_agg(a) FROM ene_t) AS t
