-- Privileges through views (ApplyRetrieveRule / rewriteTargetView): the relations a view reads
-- or writes are checked as the view's owner (a security_invoker view: as the role using it),
-- the view itself as current_user; FOR UPDATE needs UPDATE privilege, on a view's relations
-- too. Every case runs inside BEGIN … ROLLBACK, so the roles made here never outlive a case.
-- @setup
CREATE ROLE vs_owner;
CREATE ROLE vs_reader;
GRANT CREATE ON SCHEMA public TO vs_owner;
CREATE TABLE vs_t (a int, b text);
INSERT INTO vs_t VALUES (1, 'one');
SET ROLE vs_owner;
CREATE VIEW vs_v AS SELECT a, b FROM vs_t;
CREATE VIEW vs_vi WITH (security_invoker = true) AS SELECT a, b FROM vs_t;
CREATE VIEW vs_vv AS SELECT a FROM vs_v;
GRANT SELECT, UPDATE, INSERT, DELETE ON vs_v TO vs_reader;
GRANT SELECT ON vs_vi, vs_vv TO vs_reader;
RESET ROLE;

-- 1: the view's owner holds nothing on the table (a superuser reading the view is refused too)
-- @case views-s23-1.1
SELECT * FROM vs_v
-- @case views-s23-1.2
SELECT * FROM vs_vv
-- @case views-s23-1.3
SELECT * FROM vs_vi
-- @case views-s23-1.4
SELECT count(*) FROM vs_t
-- @case views-s23-1.5
UPDATE vs_v SET b = 'uno'
-- @case views-s23-1.6
INSERT INTO vs_v VALUES (2, 'two')
-- @case views-s23-1.7
DELETE FROM vs_v

-- 2: the owner may read the table, not write it; the reader holds nothing on the table
-- @setup
CREATE ROLE vs_owner;
CREATE ROLE vs_reader;
GRANT CREATE ON SCHEMA public TO vs_owner;
CREATE TABLE vs_t (a int, b text);
INSERT INTO vs_t VALUES (1, 'one');
GRANT SELECT ON vs_t TO vs_owner;
GRANT UPDATE (b) ON vs_t TO vs_owner;
SET ROLE vs_owner;
CREATE VIEW vs_v AS SELECT a, b FROM vs_t;
CREATE VIEW vs_vi WITH (security_invoker = true) AS SELECT a, b FROM vs_t;
CREATE VIEW vs_vv AS SELECT a, b FROM vs_v;
GRANT SELECT, UPDATE, INSERT, DELETE ON vs_v TO vs_reader;
GRANT SELECT ON vs_vi TO vs_reader;
SET ROLE vs_reader;

-- @case views-s23-2.1
SELECT * FROM vs_v
-- @case views-s23-2.2
SELECT * FROM vs_t
-- @case views-s23-2.3
SELECT * FROM vs_vi
-- @case views-s23-2.4
SELECT * FROM vs_vv
-- @case views-s23-2.5
UPDATE vs_v SET b = 'uno' WHERE a = 1 RETURNING *
-- @case views-s23-2.6
UPDATE vs_v SET a = 5
-- @case views-s23-2.7
INSERT INTO vs_v VALUES (2, 'two')
-- @case views-s23-2.8
DELETE FROM vs_v
-- @case views-s23-2.9
SELECT * FROM vs_v FOR UPDATE
-- @case views-s23-2.10
SELECT * FROM vs_vi FOR SHARE

-- 3: WITH CHECK OPTION whose condition has a subquery over a table with a column of the same name
-- @setup
CREATE TABLE vs_base (a int);
CREATE TABLE vs_ref (a int PRIMARY KEY);
INSERT INTO vs_ref SELECT * FROM generate_series(1, 10);
CREATE VIEW vs_chk AS SELECT * FROM vs_base b WHERE EXISTS (SELECT 1 FROM vs_ref r WHERE r.a = b.a) WITH CHECK OPTION;
INSERT INTO vs_base VALUES (5);

-- @case views-s23-3.1
INSERT INTO vs_chk VALUES (15)
-- @case views-s23-3.2
INSERT INTO vs_chk VALUES (7) RETURNING *
-- @case views-s23-3.3
UPDATE vs_chk SET a = a + 10
-- @case views-s23-3.4
UPDATE vs_chk SET a = a + 5 RETURNING a

-- 4: writing through a view to a view with INSTEAD OF triggers (PostgreSQL fires them; pgsqlite
-- refuses rather than write the table below past them)
-- @setup
CREATE TABLE vs_tb (a int, b int);
CREATE VIEW vs_tv AS SELECT a FROM vs_tb;
CREATE FUNCTION vs_tv_fn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO vs_tb VALUES (NEW.a, 10); RETURN NEW; END $$;
CREATE TRIGGER vs_tv_trig INSTEAD OF INSERT ON vs_tv FOR EACH ROW EXECUTE FUNCTION vs_tv_fn();
CREATE VIEW vs_tv2 AS SELECT * FROM vs_tv WHERE a > 0;

-- @case views-s23-4.1
INSERT INTO vs_tv2 VALUES (5)
-- @case views-s23-4.2
DELETE FROM vs_tv2

-- 5: a view column reading the table's ctid (not writable through the view); two view columns
-- standing for one base column assigned together (42601 naming the base column)
-- @setup
CREATE TABLE vs_c (a int PRIMARY KEY, b text DEFAULT 'unset');
INSERT INTO vs_c VALUES (1, 'one'), (2, 'two');
CREATE VIEW vs_cv AS SELECT ctid, a, b FROM vs_c;
CREATE VIEW vs_dv AS SELECT a, b, a AS aa FROM vs_c;

-- @case views-s23-5.1
INSERT INTO vs_cv VALUES (NULL, 3, 'three')
-- @case views-s23-5.2
INSERT INTO vs_cv (a, b) VALUES (3, 'three') RETURNING a, b, ctid IS NOT NULL
-- @case views-s23-5.3
UPDATE vs_cv SET ctid = NULL WHERE a = 1
-- @case views-s23-5.4
UPDATE vs_cv SET b = 'uno' WHERE a = 1 RETURNING a, b
-- @case views-s23-5.5
DELETE FROM vs_cv WHERE a = 2 RETURNING a
-- @case views-s23-5.6
INSERT INTO vs_dv VALUES (3, 'three', 3)
-- @case views-s23-5.7
INSERT INTO vs_dv (a, aa) VALUES (3, 3)
-- @case views-s23-5.8
INSERT INTO vs_dv (a, b) VALUES (3, 'three') RETURNING *
-- @case views-s23-5.9
UPDATE vs_dv SET a = 3, aa = -3 WHERE a = 1
-- @case views-s23-5.10
UPDATE vs_dv SET aa = -1 WHERE a = 1 RETURNING *
-- @case views-s23-5.11
INSERT INTO vs_dv (a, a) VALUES (3, 3)

-- 6: a view with conditional DO INSTEAD rules and no unconditional one is not written through
-- @setup
CREATE TABLE vs_r (a int PRIMARY KEY, b text);
INSERT INTO vs_r VALUES (1, 'one'), (-1, 'minus one');
CREATE VIEW vs_rv AS SELECT a, b FROM vs_r;
CREATE RULE vs_rv_ins AS ON INSERT TO vs_rv WHERE NEW.a > 0 DO INSTEAD INSERT INTO vs_r VALUES (NEW.a, NEW.b);
CREATE RULE vs_rv_upd AS ON UPDATE TO vs_rv WHERE OLD.a > 0 DO INSTEAD UPDATE vs_r SET b = NEW.b WHERE a = OLD.a;
CREATE RULE vs_rv_del AS ON DELETE TO vs_rv WHERE OLD.a > 0 DO INSTEAD DELETE FROM vs_r WHERE a = OLD.a;
CREATE VIEW vs_rw AS SELECT a, b FROM vs_r;
CREATE RULE vs_rw_ins AS ON INSERT TO vs_rw WHERE NEW.a > 0 DO INSTEAD INSERT INTO vs_r VALUES (NEW.a, NEW.b);
CREATE RULE vs_rw_ins2 AS ON INSERT TO vs_rw DO INSTEAD NOTHING;

-- @case views-s23-6.1
INSERT INTO vs_rv VALUES (2, 'two')
-- @case views-s23-6.2
UPDATE vs_rv SET b = 'x' WHERE a = 1
-- @case views-s23-6.3
DELETE FROM vs_rv WHERE a = -1
-- @case views-s23-6.4
INSERT INTO vs_rw VALUES (2, 'two')
-- @case views-s23-6.5
UPDATE vs_rw SET b = 'x' WHERE a = 1 RETURNING *

-- 7: information_schema.views' is_trigger_* columns: an INSTEAD OF ROW trigger for the event
-- @setup
CREATE TABLE vs_it (a int, b text);
CREATE VIEW vs_iv1 AS SELECT a, b FROM vs_it;
CREATE VIEW vs_iv2 AS SELECT DISTINCT a FROM vs_it;
CREATE FUNCTION vs_iv_fn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE TRIGGER vs_iv2_ins INSTEAD OF INSERT ON vs_iv2 FOR EACH ROW EXECUTE FUNCTION vs_iv_fn();
CREATE TRIGGER vs_iv1_upd INSTEAD OF UPDATE OR DELETE ON vs_iv1 FOR EACH ROW EXECUTE FUNCTION vs_iv_fn();

-- @case views-s23-7.1
SELECT table_name, is_updatable, is_insertable_into, is_trigger_updatable, is_trigger_deletable, is_trigger_insertable_into FROM information_schema.views WHERE table_name LIKE 'vs_iv%' ORDER BY table_name
-- @case views-s23-7.2
ALTER TABLE vs_iv2 DISABLE TRIGGER vs_iv2_ins
