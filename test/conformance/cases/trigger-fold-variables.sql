-- BEFORE ROW triggers that only assign NEW fields run folded into the statement: their PL/pgSQL
-- trigger variables (TG_NAME, TG_TABLE_NAME, TG_RELNAME, TG_TABLE_SCHEMA, TG_WHEN, TG_LEVEL,
-- TG_OP, TG_NARGS) are the trigger's (they were "column tg_name does not exist").
-- @setup
CREATE SCHEMA tfv;
CREATE TABLE tfv.tfv_t (id int, note text, n int);
CREATE FUNCTION tfv_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.note := coalesce(NEW.note, '') || TG_NAME || ' ' || TG_TABLE_NAME || ' ' || TG_RELNAME || ' ' || TG_TABLE_SCHEMA || ' ' || TG_WHEN || ' ' || TG_LEVEL || ' ' || TG_OP || ';';
  NEW.n := TG_NARGS;
  RETURN NEW;
END $$;
CREATE TRIGGER tfv_a BEFORE INSERT OR UPDATE ON tfv.tfv_t FOR EACH ROW EXECUTE FUNCTION tfv_tag();
CREATE TRIGGER tfv_b BEFORE INSERT ON tfv.tfv_t FOR EACH ROW EXECUTE FUNCTION tfv_tag();
INSERT INTO tfv.tfv_t (id, note) VALUES (3, 'x:');
-- @case trigger-fold-variables-1.1
INSERT INTO tfv.tfv_t (id) VALUES (1) RETURNING note, n
-- @case trigger-fold-variables-1.2
UPDATE tfv.tfv_t SET note = 'u:' WHERE id = 3 RETURNING note, n
