-- INSTEAD OF triggers on views (trigger.c, rewriteHandler.c, nodeModifyTable.c ExecIR*Triggers): an
-- INSERT/UPDATE/DELETE on a view with an INSTEAD OF row trigger for the event passes each proposed or
-- matching view row to the trigger instead of writing the base table; RETURN NULL skips the row (not
-- counted); RETURNING shows the row the trigger returned (OLD for DELETE); the view's statement
-- triggers fire around them; view column defaults fill omitted columns and DEFAULT; a view that is
-- not automatically updatable becomes writable; CREATE TRIGGER's checks for views.

-- 1: the statements themselves: command tags and RETURNING
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
-- @case trigger-instead-of-views-1.1
INSERT INTO v VALUES (10, 'ten'), (11, 'eleven'), (-1, 'skipped')
-- @case trigger-instead-of-views-1.2
INSERT INTO v VALUES (12, 'twelve') RETURNING *
-- @case trigger-instead-of-views-1.3
INSERT INTO v (a) VALUES (13) RETURNING a, b, v.*
-- @case trigger-instead-of-views-1.4
INSERT INTO v SELECT a + 20, b FROM vb WHERE a < 3 ORDER BY a RETURNING b
-- @case trigger-instead-of-views-1.5
INSERT INTO v DEFAULT VALUES RETURNING *
-- @case trigger-instead-of-views-1.6
UPDATE v SET b = b || '!' WHERE a >= 2 RETURNING *
-- @case trigger-instead-of-views-1.7
UPDATE v SET b = 'none' WHERE false
-- @case trigger-instead-of-views-1.8
DELETE FROM v WHERE a IN (1, 2, 3) RETURNING a, b
-- @case trigger-instead-of-views-1.9
DELETE FROM v WHERE a > 100
-- @case trigger-instead-of-views-1.10
UPDATE v SET b = s.x FROM (VALUES (1, 'from1'), (3, 'from3')) AS s (a, x) WHERE s.a = v.a
-- @case trigger-instead-of-views-1.11
INSERT INTO vj VALUES (5, 'five', 'cat5') RETURNING *
-- @case trigger-instead-of-views-1.12
INSERT INTO vj (a, b) VALUES (6, 'six') RETURNING *
-- @case trigger-instead-of-views-1.13
INSERT INTO vj VALUES (7, 'seven', DEFAULT) RETURNING label
-- @case trigger-instead-of-views-1.14
UPDATE vj SET label = 'L' || a WHERE a <= 2 RETURNING *
-- @case trigger-instead-of-views-1.15
DELETE FROM vj WHERE a = 1
-- @case trigger-instead-of-views-1.16
INSERT INTO v VALUES (1, 'x', 3)
-- @case trigger-instead-of-views-1.17
INSERT INTO v (nope) VALUES (1)
-- @case trigger-instead-of-views-1.18
INSERT INTO v VALUES ('notanint', 'x')

-- 2: what the triggers saw, and the tables afterwards
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
INSERT INTO v VALUES (10, 'ten'), (-1, 'skipped');
UPDATE v SET b = b || '!' WHERE a >= 3;
UPDATE v SET b = 'none' WHERE false;
DELETE FROM v WHERE a IN (1, 2);
INSERT INTO vj (a, b) VALUES (6, 'six');
UPDATE vj SET label = 'L' || a WHERE a = 6;
DELETE FROM vj WHERE a = 3;
-- @case trigger-instead-of-views-2.1
SELECT k, info FROM lg ORDER BY k
-- @case trigger-instead-of-views-2.2
SELECT * FROM vb ORDER BY a
-- @case trigger-instead-of-views-2.3
SELECT * FROM vcat ORDER BY a
-- @case trigger-instead-of-views-2.4
SELECT * FROM vj ORDER BY a

-- 3: two INSTEAD OF triggers fire in name order, each seeing the NEW the previous returned
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
CREATE FUNCTION v_first() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN new.b := new.b || '+first'; RETURN new; END $$;
CREATE TRIGGER va INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_first();
-- @case trigger-instead-of-views-3.1
INSERT INTO v VALUES (30, 'thirty') RETURNING *

-- 4: the catalog, and DROP VIEW dropping the view's triggers
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
-- @case trigger-instead-of-views-4.1
SELECT tgname, tgtype, pg_get_triggerdef(oid) FROM pg_trigger ORDER BY tgname
-- @case trigger-instead-of-views-4.2
SELECT trigger_name, event_manipulation, action_timing, action_orientation, action_statement FROM information_schema.triggers ORDER BY 1, 2
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
DROP VIEW vj;
-- @case trigger-instead-of-views-4.3
SELECT count(*) FROM pg_trigger

-- 5: CREATE TRIGGER's checks for views and INSTEAD OF
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text, c int DEFAULT 7);
CREATE TABLE vcat (a int, label text);
CREATE VIEW v AS SELECT a, b FROM vb;
CREATE VIEW vj AS SELECT vb.a, vb.b, vcat.label FROM vb LEFT JOIN vcat USING (a);
ALTER VIEW vj ALTER COLUMN label SET DEFAULT 'dflt';
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION v_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_level || ' ' || tg_op || ' ' || tg_table_name || ' old=' || coalesce(old::text, '-') || ' new=' || coalesce(new::text, '-'));
  IF tg_level = 'STATEMENT' THEN RETURN NULL; END IF;
  IF tg_op = 'INSERT' THEN
    IF new.a < 0 THEN RETURN NULL; END IF;
    INSERT INTO vb (a, b) VALUES (new.a, upper(new.b)); new.b := upper(new.b) || '*'; RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vb SET a = new.a, b = new.b WHERE a = old.a; RETURN new;
  ELSE
    IF old.a = 2 THEN RETURN NULL; END IF;
    DELETE FROM vb WHERE a = old.a; RETURN old;
  END IF;
END $$;
CREATE FUNCTION vj_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    INSERT INTO vb (a, b) VALUES (new.a, new.b);
    INSERT INTO vcat VALUES (new.a, new.label);
    SELECT c INTO new.label FROM vb WHERE a = new.a;
    RETURN new;
  ELSIF tg_op = 'UPDATE' THEN
    UPDATE vcat SET label = new.label WHERE a = old.a; RETURN new;
  END IF;
  DELETE FROM vcat WHERE a = old.a; DELETE FROM vb WHERE a = old.a; RETURN NULL;
END $$;
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vu INSTEAD OF UPDATE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vd INSTEAD OF DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig();
CREATE TRIGGER vbs BEFORE INSERT ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vas AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION v_trig();
CREATE TRIGGER vji INSTEAD OF INSERT OR UPDATE OR DELETE ON vj FOR EACH ROW EXECUTE FUNCTION vj_trig();
INSERT INTO vb VALUES (1, 'one'), (2, 'two'), (3, 'three');
-- @case trigger-instead-of-views-5.1
CREATE TRIGGER e1 INSTEAD OF INSERT ON v EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.2
CREATE TRIGGER e2 INSTEAD OF UPDATE ON v FOR EACH ROW WHEN (old.a <> new.a) EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.3
CREATE TRIGGER e3 INSTEAD OF UPDATE OF a ON v FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.4
CREATE TRIGGER e4 BEFORE INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.5
CREATE TRIGGER e5 AFTER DELETE ON v FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.6
CREATE TRIGGER e6 BEFORE TRUNCATE ON v EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.7
CREATE TRIGGER e7 INSTEAD OF INSERT ON vb FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.8
CREATE TRIGGER e8 INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION no_such_fn()
-- @case trigger-instead-of-views-5.9
CREATE TRIGGER vi INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v_trig()
-- @case trigger-instead-of-views-5.10
CREATE TRIGGER e9 AFTER TRUNCATE ON vb FOR EACH ROW EXECUTE FUNCTION v_trig()

-- 6: value counts: a short VALUES row without a column list takes the defaults; with one it is 42601
-- @setup
CREATE TABLE vb (a int PRIMARY KEY, b text);
CREATE VIEW v AS SELECT a, b FROM vb;
ALTER VIEW v ALTER COLUMN b SET DEFAULT 'vdef';
CREATE FUNCTION v6() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO vb VALUES (new.a, new.b); RETURN new; END $$;
CREATE TRIGGER v6t INSTEAD OF INSERT ON v FOR EACH ROW EXECUTE FUNCTION v6();
-- @case trigger-instead-of-views-6.1
INSERT INTO v VALUES (1) RETURNING *
-- @case trigger-instead-of-views-6.2
INSERT INTO v (a, b) VALUES (1)
-- @case trigger-instead-of-views-6.3
INSERT INTO v (a, b) SELECT 1
-- @case trigger-instead-of-views-6.4
INSERT INTO v SELECT 1, 'x', 2
-- @case trigger-instead-of-views-6.5
INSERT INTO v SELECT 2 RETURNING *
