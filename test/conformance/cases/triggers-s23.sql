-- Trigger WHEN conditions: `old.* IS DISTINCT FROM new.*` compares the rows as wholes (was 42P01
-- "missing FROM-clause entry for table old" in a trigger run by the session); a BEFORE trigger's
-- WHEN cannot read NEW's system columns (42P17 at CREATE TRIGGER, was accepted).
-- @setup
CREATE TABLE tw_t (a int, b int, fired text);
INSERT INTO tw_t VALUES (1, 1, NULL), (2, 2, NULL);
CREATE TABLE tw_log (what text);
CREATE FUNCTION tw_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE NOTICE 'tw_note(%) on %', TG_ARGV[0], NEW.a;
  NEW.fired := TG_ARGV[0];
  RETURN NEW;
END $$;
CREATE FUNCTION tw_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tw_log VALUES (TG_ARGV[0] || ':' || NEW.a);
  RETURN NULL;
END $$;
CREATE TRIGGER tw_any BEFORE UPDATE ON tw_t FOR EACH ROW WHEN (old.* IS DISTINCT FROM new.*) EXECUTE FUNCTION tw_note('changed');
CREATE TRIGGER tw_after_any AFTER UPDATE ON tw_t FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION tw_after('after');
CREATE TABLE tw_f (a int, b int, fired text);
INSERT INTO tw_f VALUES (1, 1, NULL), (2, 2, NULL);
CREATE FUNCTION tw_mark() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.fired := 'marked'; RETURN NEW; END $$;
CREATE TRIGGER tw_f_any BEFORE UPDATE ON tw_f FOR EACH ROW WHEN (old.* IS DISTINCT FROM new.*) EXECUTE FUNCTION tw_mark();
CREATE TABLE tw_o (a int);
INSERT INTO tw_o VALUES (1);
CREATE FUNCTION tw_raise() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'tw_raise(%) fired', TG_ARGV[0]; END $$;
CREATE TRIGGER tw_o_after AFTER UPDATE ON tw_o FOR EACH ROW WHEN (new.tableoid = old.tableoid AND new.tableoid <> 0) EXECUTE FUNCTION tw_raise('oid');
CREATE TRIGGER tw_o_never AFTER UPDATE ON tw_o FOR EACH ROW WHEN (new.tableoid <> old.tableoid) EXECUTE FUNCTION tw_raise('never');

-- @case triggers-s23-1.1
UPDATE tw_t SET b = b RETURNING a, b, fired
-- @case triggers-s23-1.2
UPDATE tw_t SET b = 5 WHERE a = 1 RETURNING a, b, fired
-- @case triggers-s23-1.3
WITH u AS (SELECT 1) UPDATE tw_t SET b = b + a - 1 RETURNING a, b, fired
-- @case triggers-s23-1.4
CREATE TRIGGER tw_bad BEFORE INSERT OR UPDATE ON tw_t FOR EACH ROW WHEN (NEW.tableoid <> 0) EXECUTE FUNCTION tw_note('bad')
-- @case triggers-s23-1.5
CREATE TRIGGER tw_bad BEFORE UPDATE ON tw_t FOR EACH ROW WHEN (NEW.ctid IS NOT NULL) EXECUTE FUNCTION tw_note('bad')
-- @case triggers-s23-1.6
CREATE TRIGGER tw_ok BEFORE UPDATE ON tw_t FOR EACH ROW WHEN (OLD.tableoid <> 0) EXECUTE FUNCTION tw_note('ok')
-- @case triggers-s23-1.7
CREATE TRIGGER tw_ok AFTER UPDATE ON tw_t FOR EACH ROW WHEN (NEW.tableoid <> 0) EXECUTE FUNCTION tw_after('ok')
-- @case triggers-s23-1.8
UPDATE tw_f SET b = b + a - 1 RETURNING a, b, fired
-- @case triggers-s23-1.9
UPDATE tw_o SET a = a + 1 RETURNING a
