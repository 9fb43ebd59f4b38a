-- ALTER TRIGGER name ON table RENAME TO new (trigger.c renametrig): pg_trigger and
-- pg_get_triggerdef show the new name; DROP TRIGGER finds it by it; a name in use on the table is
-- 42710, a missing trigger 42704, a missing table 42P01, a relation that cannot have triggers 42809.
-- @setup
CREATE TABLE atr1 (a int);
CREATE TABLE atr2 (a int);
CREATE SEQUENCE atr_seq;
CREATE FUNCTION atr_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER atr_a BEFORE INSERT ON atr1 FOR EACH ROW EXECUTE FUNCTION atr_f();
CREATE TRIGGER atr_b AFTER UPDATE ON atr1 FOR EACH ROW EXECUTE FUNCTION atr_f();
CREATE TRIGGER atr_a AFTER DELETE ON atr2 FOR EACH STATEMENT EXECUTE FUNCTION atr_f();

-- 1: renames and their errors
-- @case alter-trigger-rename-1.1
ALTER TRIGGER atr_a ON atr1 RENAME TO atr_c
-- @setup
CREATE TABLE atr1 (a int);
CREATE TABLE atr2 (a int);
CREATE SEQUENCE atr_seq;
CREATE FUNCTION atr_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER atr_a BEFORE INSERT ON atr1 FOR EACH ROW EXECUTE FUNCTION atr_f();
CREATE TRIGGER atr_b AFTER UPDATE ON atr1 FOR EACH ROW EXECUTE FUNCTION atr_f();
CREATE TRIGGER atr_a AFTER DELETE ON atr2 FOR EACH STATEMENT EXECUTE FUNCTION atr_f();
ALTER TRIGGER atr_a ON atr1 RENAME TO atr_c;
-- @case alter-trigger-rename-1.2 ordered
SELECT c.relname, t.tgname, pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid ORDER BY 1, 2
-- @case alter-trigger-rename-1.3
ALTER TRIGGER atr_b ON atr1 RENAME TO atr_c
-- @case alter-trigger-rename-1.4
ALTER TRIGGER atr_a ON atr1 RENAME TO atr_d
-- @case alter-trigger-rename-1.5
ALTER TRIGGER atr_b ON atr_none RENAME TO atr_d
-- @case alter-trigger-rename-1.6
ALTER TRIGGER atr_b ON atr_seq RENAME TO atr_d
-- @case alter-trigger-rename-1.7
DROP TRIGGER atr_c ON atr1
-- @case alter-trigger-rename-1.8
DROP TRIGGER atr_a ON atr1
-- @case alter-trigger-rename-1.9
ALTER TRIGGER atr_a ON atr2 RENAME TO atr_b
