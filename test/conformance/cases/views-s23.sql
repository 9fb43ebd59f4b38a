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
