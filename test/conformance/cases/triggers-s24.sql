-- CREATE OR REPLACE FUNCTION / PROCEDURE over an existing routine refuses what ProcedureCreate
-- refuses (was accepted, replacing the routine): a renamed input parameter, another result type
-- or set-ness, another row type of OUT parameters, a removed parameter default (42P13), another
-- routine kind (42809). Naming a formerly unnamed parameter and adding a default are allowed.
-- @setup
CREATE FUNCTION rf_add(a int, b int DEFAULT 1) RETURNS int LANGUAGE sql AS 'SELECT a + b';
CREATE FUNCTION rf_pl(x int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN x; END $$;
CREATE FUNCTION rf_out(IN a int, OUT s int, OUT t text) LANGUAGE sql AS 'SELECT a, a::text';
CREATE FUNCTION rf_set(a int) RETURNS SETOF int LANGUAGE sql AS 'SELECT a';
CREATE FUNCTION rf_anon(int) RETURNS int LANGUAGE sql AS 'SELECT $1';
CREATE PROCEDURE rf_proc(a int) LANGUAGE sql AS 'SELECT 1';
CREATE SCHEMA rf_s;
CREATE FUNCTION rf_s.rf_hidden(p text) RETURNS text LANGUAGE sql AS 'SELECT p';

-- @case triggers-s24-1.1
CREATE OR REPLACE FUNCTION rf_add(x int, b int DEFAULT 1) RETURNS int LANGUAGE sql AS 'SELECT x + b'
-- @case triggers-s24-1.2
CREATE OR REPLACE FUNCTION rf_add(a int, c int DEFAULT 1) RETURNS int LANGUAGE sql AS 'SELECT a + c'
-- @case triggers-s24-1.3
CREATE OR REPLACE FUNCTION rf_add(a int, b int DEFAULT 1) RETURNS bigint LANGUAGE sql AS 'SELECT (a + b)::bigint'
-- @case triggers-s24-1.4
CREATE OR REPLACE FUNCTION rf_add(a int, b int) RETURNS int LANGUAGE sql AS 'SELECT a + b'
-- @case triggers-s24-1.5
CREATE OR REPLACE FUNCTION rf_add(a int, b int DEFAULT 2) RETURNS int LANGUAGE sql AS 'SELECT a * b'
-- @case triggers-s24-1.6
CREATE OR REPLACE FUNCTION rf_add(a int DEFAULT 0, b int DEFAULT 2) RETURNS int LANGUAGE sql AS 'SELECT a * b'
-- @case triggers-s24-1.7
CREATE OR REPLACE FUNCTION rf_pl(y int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN y; END $$
-- @case triggers-s24-1.8
CREATE OR REPLACE FUNCTION rf_pl(int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN $1; END $$
-- @case triggers-s24-1.9
CREATE OR REPLACE FUNCTION rf_out(IN a int, OUT s int, OUT u text) LANGUAGE sql AS 'SELECT a, a::text'
-- @case triggers-s24-1.10
CREATE OR REPLACE FUNCTION rf_out(IN a int, OUT s int, OUT t int) LANGUAGE sql AS 'SELECT a, a'
-- @case triggers-s24-1.11
CREATE OR REPLACE FUNCTION rf_out(IN a int, OUT s int, OUT t text) LANGUAGE sql AS 'SELECT a + 1, a::text'
-- @case triggers-s24-1.12
CREATE OR REPLACE FUNCTION rf_set(a int) RETURNS int LANGUAGE sql AS 'SELECT a'
-- @case triggers-s24-1.13
CREATE OR REPLACE FUNCTION rf_anon(n int) RETURNS int LANGUAGE sql AS 'SELECT n'
-- @case triggers-s24-1.14
CREATE OR REPLACE FUNCTION rf_proc(a int) RETURNS int LANGUAGE sql AS 'SELECT 1'
-- @case triggers-s24-1.15
CREATE OR REPLACE PROCEDURE rf_add(a int, b int) LANGUAGE sql AS 'SELECT 1'
-- @case triggers-s24-1.16
CREATE OR REPLACE PROCEDURE rf_proc(b int) LANGUAGE sql AS 'SELECT 1'
-- @case triggers-s24-1.17
CREATE OR REPLACE FUNCTION rf_s.rf_hidden(q text) RETURNS text LANGUAGE sql AS 'SELECT q'
-- @case triggers-s24-1.18
CREATE OR REPLACE FUNCTION rf_set(b int) RETURNS SETOF int LANGUAGE sql AS 'SELECT b'
-- @case triggers-s24-1.19
CREATE OR REPLACE PROCEDURE rf_proc(a int, OUT r int) LANGUAGE sql AS 'SELECT 1'
-- @case triggers-s24-1.20
CREATE OR REPLACE PROCEDURE rf_proc(a int) LANGUAGE sql AS 'SELECT 2'

-- ALTER TABLE … DISABLE TRIGGER ALL switches off PostgreSQL's foreign-key triggers of the table:
-- a DELETE of referenced rows cascades nowhere (was: SQLite's ON DELETE CASCADE still deleted the
-- referencing rows; now 0A000 rather than a different answer). ENABLE TRIGGER ALL restores them,
-- DISABLE TRIGGER USER leaves them alone, and the referencing table's own DISABLE does not stop
-- the referenced table's actions.
-- @setup
CREATE TABLE dt_p (i int PRIMARY KEY);
CREATE TABLE dt_c (i int REFERENCES dt_p ON DELETE CASCADE ON UPDATE CASCADE);
CREATE TABLE dt_q (i int PRIMARY KEY);
CREATE TABLE dt_d (i int REFERENCES dt_q ON DELETE CASCADE);
CREATE TABLE dt_r (i int PRIMARY KEY);
CREATE TABLE dt_e (i int REFERENCES dt_r ON DELETE CASCADE);
INSERT INTO dt_p VALUES (1), (2);
INSERT INTO dt_c VALUES (1), (2);
INSERT INTO dt_q VALUES (1), (2);
INSERT INTO dt_d VALUES (1), (2);
INSERT INTO dt_r VALUES (1), (2);
INSERT INTO dt_e VALUES (1), (2);
ALTER TABLE dt_p DISABLE TRIGGER ALL;
ALTER TABLE dt_q DISABLE TRIGGER ALL;
ALTER TABLE dt_q ENABLE TRIGGER ALL;
ALTER TABLE dt_r DISABLE TRIGGER USER;
ALTER TABLE dt_d DISABLE TRIGGER ALL;

-- @case triggers-s24-2.1
DELETE FROM dt_p WHERE i = 1
-- @case triggers-s24-2.2
UPDATE dt_p SET i = 3 WHERE i = 2
-- @case triggers-s24-2.3
WITH d AS (DELETE FROM dt_q WHERE i = 1 RETURNING i) SELECT count(*) FROM d
-- @case triggers-s24-2.4
DELETE FROM dt_q WHERE i = 1
-- @case triggers-s24-2.5
DELETE FROM dt_r WHERE i = 1
-- @case triggers-s24-2.6
UPDATE dt_p SET i = i WHERE false
-- @case triggers-s24-2.7
SELECT count(*) FROM dt_c

-- ON DELETE SET NULL / SET DEFAULT with a column list (PostgreSQL 15): its columns are checked
-- (42703, 42P10) and a list naming only some key columns is 0A000 (was: the list was ignored and
-- the delete set every key column).
-- @setup
CREATE TABLE sn_p (tid int, id int, PRIMARY KEY (tid, id));
-- @case triggers-s24-3.1
CREATE TABLE sn_c (tid int, id int, foo int, FOREIGN KEY (tid, id) REFERENCES sn_p ON DELETE SET NULL (bar))
-- @case triggers-s24-3.2
CREATE TABLE sn_c (tid int, id int, foo int, FOREIGN KEY (tid, id) REFERENCES sn_p ON DELETE SET NULL (foo))
-- @case triggers-s24-3.3
CREATE TABLE sn_c (tid int, id int, foo int, FOREIGN KEY (tid, foo) REFERENCES sn_p ON UPDATE SET NULL (foo))
-- @case triggers-s24-3.4
CREATE TABLE sn_c (tid int, id int, FOREIGN KEY (tid, id) REFERENCES sn_p ON DELETE SET NULL (id))
-- @case triggers-s24-3.5
CREATE TABLE sn_c (tid int, id int DEFAULT 0, FOREIGN KEY (tid, id) REFERENCES sn_p ON DELETE SET DEFAULT (id, id))
-- @case triggers-s24-3.6
CREATE TABLE sn_c (tid int, id int, FOREIGN KEY (tid, id) REFERENCES sn_p ON DELETE SET NULL (id, tid))

-- Foreign-key actions chain: a cascade into a table without triggers that cascades on into one
-- with triggers (was: SQLite's actions deleted the rows past its triggers), and MERGE or a
-- data-modifying WITH deleting referenced rows, are 0A000 like a direct cascade into a table
-- with triggers (PostgreSQL fires them). Actions reaching no triggers run as before.
-- @setup
CREATE TABLE ch_a (id int PRIMARY KEY);
CREATE TABLE ch_b (id int PRIMARY KEY, a int REFERENCES ch_a ON DELETE CASCADE ON UPDATE CASCADE);
CREATE TABLE ch_c (id int PRIMARY KEY, b int REFERENCES ch_b ON DELETE CASCADE);
CREATE TABLE ch_log (msg text);
CREATE FUNCTION ch_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ch_log VALUES (TG_OP || ' ' || OLD.id); RETURN NULL; END $$;
CREATE TRIGGER ch_c_del AFTER DELETE ON ch_c FOR EACH ROW EXECUTE FUNCTION ch_note();
CREATE TABLE ch_x (id int PRIMARY KEY);
CREATE TABLE ch_y (id int PRIMARY KEY, x int REFERENCES ch_x ON DELETE CASCADE);
INSERT INTO ch_a VALUES (1), (2);
INSERT INTO ch_b VALUES (10, 1), (20, 2);
INSERT INTO ch_c VALUES (100, 10), (200, 20);
INSERT INTO ch_x VALUES (1), (2);
INSERT INTO ch_y VALUES (10, 1), (20, 2);
-- @case triggers-s24-4.1
DELETE FROM ch_a WHERE id = 1
-- @case triggers-s24-4.2
UPDATE ch_a SET id = 3 WHERE id = 1
-- @case triggers-s24-4.3
MERGE INTO ch_b t USING (VALUES (10)) v(id) ON t.id = v.id WHEN MATCHED THEN DELETE
-- @case triggers-s24-4.4
WITH d AS (DELETE FROM ch_b WHERE id = 10 RETURNING id) SELECT count(*) FROM d
-- @case triggers-s24-4.5
DELETE FROM ch_x WHERE id = 1
-- @case triggers-s24-4.6
WITH d AS (DELETE FROM ch_x WHERE id = 2 RETURNING id) SELECT count(*) FROM d
-- @case triggers-s24-4.7
MERGE INTO ch_x t USING (VALUES (1)) v(id) ON t.id = v.id WHEN MATCHED THEN DELETE
-- @case triggers-s24-4.8
MERGE INTO ch_b t USING (VALUES (30, 2)) v(id, a) ON t.id = v.id WHEN NOT MATCHED THEN INSERT VALUES (v.id, v.a)

-- session_replication_role = replica: MERGE deleting referenced rows with ON DELETE CASCADE is
-- 0A000 like DELETE (PostgreSQL's foreign-key triggers do not fire; SQLite would cascade).
-- @setup
CREATE TABLE rm_p (id int PRIMARY KEY);
CREATE TABLE rm_c (id int REFERENCES rm_p ON DELETE CASCADE);
INSERT INTO rm_p VALUES (1), (2);
INSERT INTO rm_c VALUES (1);
SET LOCAL session_replication_role = replica;
-- @case triggers-s24-5.1
MERGE INTO rm_p t USING (VALUES (1)) v(id) ON t.id = v.id WHEN MATCHED THEN DELETE
-- @case triggers-s24-5.2
MERGE INTO rm_p t USING (VALUES (3)) v(id) ON t.id = v.id WHEN NOT MATCHED THEN INSERT VALUES (v.id)

-- Foreign-key actions fire the referencing table's AFTER ROW triggers (was 0A000): ON DELETE
-- CASCADE its DELETE triggers, ON DELETE SET NULL and ON UPDATE CASCADE its UPDATE triggers with
-- OLD and NEW, in PostgreSQL's order (the RI trigger's statement before the referenced table's
-- own AFTER ROW triggers of that row); an UPDATE keeping the key runs no action.
-- @setup
CREATE TABLE fa_p (id int PRIMARY KEY, v text);
CREATE TABLE fa_c (id int PRIMARY KEY, p int REFERENCES fa_p ON DELETE CASCADE ON UPDATE CASCADE);
CREATE TABLE fa_n (id int PRIMARY KEY, p int REFERENCES fa_p ON DELETE SET NULL);
CREATE TABLE fa_log (n serial, msg text);
CREATE FUNCTION fa_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fa_log (msg) VALUES (TG_TABLE_NAME || ' ' || TG_OP || ' ' || OLD.id || ' ' || coalesce(OLD.p::text, 'null') || '>' || CASE WHEN TG_OP = 'DELETE' THEN '-' ELSE coalesce(NEW.p::text, 'null') END);
  RETURN NULL;
END $$;
CREATE FUNCTION fa_pnote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fa_log (msg) VALUES (TG_TABLE_NAME || ' ' || TG_OP || ' ' || OLD.id || ' (' || (SELECT count(*) FROM fa_c) || ' in fa_c)');
  RETURN NULL;
END $$;
CREATE TRIGGER fa_c_after AFTER DELETE OR UPDATE ON fa_c FOR EACH ROW EXECUTE FUNCTION fa_note();
CREATE TRIGGER fa_n_after AFTER UPDATE ON fa_n FOR EACH ROW EXECUTE FUNCTION fa_note();
CREATE TRIGGER fa_p_after AFTER DELETE OR UPDATE ON fa_p FOR EACH ROW EXECUTE FUNCTION fa_pnote();
INSERT INTO fa_p VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd');
INSERT INTO fa_c VALUES (10, 1), (11, 1), (20, 2), (40, 4);
INSERT INTO fa_n VALUES (100, 1), (300, 3), (400, 4);
DELETE FROM fa_p WHERE id IN (1, 3);
UPDATE fa_p SET id = 5 WHERE id = 2;
UPDATE fa_p SET v = 'x' WHERE id = 5;
-- @case triggers-s24-6.1
SELECT n, msg FROM fa_log ORDER BY n
-- @case triggers-s24-6.2
SELECT * FROM fa_c ORDER BY id
-- @case triggers-s24-6.3
SELECT * FROM fa_n ORDER BY id
-- @case triggers-s24-6.4
DELETE FROM fa_p WHERE id = 4 RETURNING id, v
-- @case triggers-s24-6.5
UPDATE fa_p SET id = id + 10 RETURNING id

-- A referencing table whose triggers for the action are BEFORE or statement-level ones stays
-- 0A000 (the session cannot run them where PostgreSQL's RI trigger statement does); a trigger
-- that does not fire for the action (UPDATE OF another column, DELETE only) changes nothing.
-- @setup
CREATE TABLE fb_p (id int PRIMARY KEY);
CREATE TABLE fb_c (id int, p int REFERENCES fb_p ON DELETE CASCADE);
CREATE TABLE fb_t (id int PRIMARY KEY);
CREATE TABLE fb_s (id int, p int REFERENCES fb_t ON UPDATE CASCADE);
CREATE TABLE fb_q (id int PRIMARY KEY);
CREATE TABLE fb_u (id int, q int, p int REFERENCES fb_q ON DELETE SET NULL);
CREATE FUNCTION fb_keep() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$;
CREATE TRIGGER fb_c_before BEFORE DELETE ON fb_c FOR EACH ROW EXECUTE FUNCTION fb_keep();
CREATE TRIGGER fb_s_stmt AFTER UPDATE ON fb_s FOR EACH STATEMENT EXECUTE FUNCTION fb_keep();
CREATE TRIGGER fb_u_of AFTER UPDATE OF q ON fb_u FOR EACH ROW EXECUTE FUNCTION fb_keep();
INSERT INTO fb_p VALUES (1), (2);
INSERT INTO fb_c VALUES (1, 1);
INSERT INTO fb_t VALUES (1);
INSERT INTO fb_s VALUES (1, 1);
INSERT INTO fb_q VALUES (1), (2);
INSERT INTO fb_u VALUES (1, 1, 2);
-- @case triggers-s24-7.1
DELETE FROM fb_p WHERE id = 1
-- @case triggers-s24-7.2
UPDATE fb_t SET id = 3 WHERE id = 1
-- @case triggers-s24-7.3
WITH d AS (DELETE FROM fb_q WHERE id = 2 RETURNING id) SELECT count(*) FROM d
-- @case triggers-s24-7.4
DELETE FROM fb_q WHERE id = 2 RETURNING id
-- @case triggers-s24-7.5
SELECT * FROM fb_u

-- CREATE SCHEMA with schema elements (was 0A000): the schema, then each element created in it,
-- with it at the front of the search path while they run (foreign_key.sql's fkpart schemas); an
-- element naming another schema is 42P15.
-- @setup
CREATE SCHEMA se_d
  CREATE TABLE pk (a int PRIMARY KEY)
  CREATE TABLE parted (a int) PARTITION BY LIST (a)
  CREATE TABLE parted_1 PARTITION OF parted (FOREIGN KEY (a) REFERENCES se_d.pk) FOR VALUES IN (1)
  CREATE VIEW v AS SELECT * FROM pk
  CREATE INDEX ON pk (a)
  CREATE SEQUENCE s;
-- @case triggers-s24-8.1
SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'se_d' ORDER BY 1
-- @case triggers-s24-8.2
INSERT INTO se_d.parted VALUES (1)
-- @case triggers-s24-8.3
SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'se_d.parted_1'::regclass ORDER BY 1
-- @case triggers-s24-8.4
CREATE SCHEMA se_e CREATE TABLE se_d.t (a int)
-- @case triggers-s24-8.5
CREATE SCHEMA se_e CREATE TABLE t (a int) CREATE TABLE t (b int)
-- @case triggers-s24-8.6
CREATE SCHEMA se_d CREATE TABLE t (a int)
-- @case triggers-s24-8.7
SHOW search_path
-- @case triggers-s24-8.8
CREATE SCHEMA se_f CREATE TABLE t (a int DEFAULT 1, b text CHECK (b <> '')) CREATE VIEW v (x) AS SELECT a FROM t WHERE a > 0 WITH CHECK OPTION
-- @case triggers-s24-8.9
CREATE SCHEMA se_g CREATE TABLE t (a int) GRANT SELECT ON t TO PUBLIC
