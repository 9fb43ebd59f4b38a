-- DROP of several objects in one statement: each name is looked up and its kind checked before any
-- dependency is (RemoveRelations), objects the statement drops anyway do not hold another (an
-- inheritance child, a view, a table referencing another by a foreign key), and a dependency error
-- of a statement naming several objects is "cannot drop desired object(s)". Triggers depend on the
-- columns their UPDATE OF list and WHEN condition name: DROP COLUMN is 2BP01, CASCADE drops them.
-- @setup
CREATE TABLE a (id int PRIMARY KEY);
CREATE TABLE b (id int REFERENCES a);
CREATE TABLE parent (x int);
CREATE TABLE child (y int) INHERITS (parent);
CREATE TABLE t (x int);
CREATE VIEW v AS SELECT * FROM t;
CREATE VIEW v2 AS SELECT * FROM v;
-- @case drop-dependents-in-statement-1.1
DROP TABLE a, b
-- @case drop-dependents-in-statement-1.2
DROP TABLE parent, child
-- @case drop-dependents-in-statement-1.3
DROP TABLE t, v
-- @case drop-dependents-in-statement-1.4
DROP VIEW v, v2
-- @case drop-dependents-in-statement-1.5
DROP VIEW v
-- @case drop-dependents-in-statement-1.6
DROP TABLE t, nosuch
-- @case drop-dependents-in-statement-1.7
DROP TABLE parent, a
-- @case drop-dependents-in-statement-1.8
DROP TABLE IF EXISTS nosuch, parent, child
-- @case drop-dependents-in-statement-1.9
DROP VIEW v2, v, t
-- @setup
CREATE TABLE parent (x int);
CREATE TABLE child (y int) INHERITS (parent);
CREATE TABLE grand (z int) INHERITS (child);
-- @case drop-dependents-in-statement-2.1
DROP TABLE parent, child
-- @case drop-dependents-in-statement-2.2
DROP TABLE grand, parent, child
-- @setup
CREATE TABLE main_table (a int, b int);
CREATE FUNCTION tf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER t1 AFTER UPDATE OF b ON main_table FOR EACH ROW EXECUTE FUNCTION tf();
CREATE TRIGGER t3 AFTER UPDATE ON main_table FOR EACH ROW WHEN (OLD.b IS DISTINCT FROM NEW.b) EXECUTE FUNCTION tf();
CREATE TRIGGER t4 AFTER UPDATE OF a ON main_table FOR EACH ROW EXECUTE FUNCTION tf();
-- @case drop-dependents-in-statement-3.1
ALTER TABLE main_table DROP COLUMN b
-- @case drop-dependents-in-statement-3.2
ALTER TABLE main_table DROP COLUMN b CASCADE
-- @case drop-dependents-in-statement-3.3
CREATE TRIGGER t2 AFTER UPDATE OF a, b, a ON main_table FOR EACH ROW EXECUTE FUNCTION tf()
-- @case drop-dependents-in-statement-3.4
ALTER TABLE main_table DROP COLUMN a CASCADE
-- @setup
CREATE TABLE main_table (a int, b int);
CREATE FUNCTION tf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER t1 AFTER UPDATE OF b ON main_table FOR EACH ROW EXECUTE FUNCTION tf();
CREATE TRIGGER t3 AFTER UPDATE ON main_table FOR EACH ROW WHEN (OLD.b IS DISTINCT FROM NEW.b) EXECUTE FUNCTION tf();
CREATE TRIGGER t4 AFTER UPDATE OF a ON main_table FOR EACH ROW EXECUTE FUNCTION tf();
ALTER TABLE main_table DROP COLUMN b CASCADE;
-- @case drop-dependents-in-statement-4.1
SELECT tgname FROM pg_trigger WHERE tgrelid = 'main_table'::regclass ORDER BY 1
