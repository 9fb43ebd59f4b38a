-- PL/pgSQL (issue 5): DO blocks with DECLARE, assignments, SELECT … INTO, loops, EXIT/CONTINUE, FOUND,
-- GET DIAGNOSTICS, EXECUTE. A DO block checks its own results and raises (P0001) when one is wrong.
-- @setup
CREATE TABLE pl (a int PRIMARY KEY, b text, c numeric(6,2));
INSERT INTO pl VALUES (1, 'x', 1.5), (2, 'y', NULL), (3, 'z', 10);

-- 1: variables and assignment
-- @case plpgsql-1.1
DO $$ DECLARE n int := 3; c CONSTANT text = 'hi'; m numeric(6,2); BEGIN n := n + 1; m := 2.345; IF n <> 4 OR c <> 'hi' OR m <> 2.35 THEN RAISE EXCEPTION 'wrong % % %', n, c, m; END IF; END $$
-- @case plpgsql-1.2
DO $$ DECLARE n int; t text; BEGIN IF n IS NOT NULL OR t IS NOT NULL THEN RAISE EXCEPTION 'not null'; END IF; n = 7; t := n || '!'; IF t <> '7!' THEN RAISE EXCEPTION 'wrong %', t; END IF; END $$
-- @case plpgsql-1.3
DO $$ DECLARE x pl.b%TYPE := 'q'; y x%TYPE; z pl.a%TYPE := 2.6; BEGIN y := x || x; IF y <> 'qq' OR z <> 3 THEN RAISE EXCEPTION 'wrong % %', y, z; END IF; END $$
-- @case plpgsql-1.4
DO $$ DECLARE n int NOT NULL := 1; BEGIN n := NULL; END $$
-- @case plpgsql-1.5
DO $$ DECLARE n int; BEGIN n := 'abc'; END $$
-- @case plpgsql-1.6
DO $$ DECLARE n int; BEGIN n := nosuch + 1; END $$
-- @case plpgsql-1.7
DO $$ DECLARE n int := 1/0; BEGIN NULL; END $$
-- @case plpgsql-1.8
DO $$ DECLARE c CONSTANT int := 1; BEGIN c := 2; END $$
-- @case plpgsql-1.9
DO $$ DECLARE n int NOT NULL; BEGIN NULL; END $$
-- @case plpgsql-1.10
DO $$ DECLARE x pl.zz%TYPE; BEGIN NULL; END $$

-- 2: SELECT … INTO, FOUND, STRICT, RETURNING INTO, GET DIAGNOSTICS
-- @case plpgsql-2.1
DO $$ DECLARE k int; s text; BEGIN SELECT a, b INTO k, s FROM pl WHERE a = 2; IF NOT FOUND OR k <> 2 OR s <> 'y' THEN RAISE EXCEPTION 'wrong % %', k, s; END IF; SELECT a INTO k FROM pl WHERE a > 100; IF FOUND OR k IS NOT NULL THEN RAISE EXCEPTION 'found %', k; END IF; END $$
-- @case plpgsql-2.2
DO $$ DECLARE r record; BEGIN SELECT * INTO r FROM pl WHERE a = 3; IF r.b <> 'z' OR r.c <> 10 THEN RAISE EXCEPTION 'wrong %', r.b; END IF; END $$
-- @case plpgsql-2.3
DO $$ DECLARE k int; BEGIN SELECT a INTO STRICT k FROM pl WHERE a > 100; END $$
-- @case plpgsql-2.4
DO $$ DECLARE k int; BEGIN SELECT a INTO STRICT k FROM pl; END $$
-- @case plpgsql-2.5
DO $$ DECLARE k int; BEGIN SELECT a INTO k FROM pl ORDER BY a DESC; GET DIAGNOSTICS k = ROW_COUNT; IF k <> 1 THEN RAISE EXCEPTION 'rc %', k; END IF; END $$
-- @case plpgsql-2.6
DO $$ DECLARE n int; BEGIN INSERT INTO pl VALUES (4, 'w') RETURNING a * 10 INTO n; IF n <> 40 THEN RAISE EXCEPTION 'n %', n; END IF; UPDATE pl SET b = b || '!' WHERE a > 1; GET DIAGNOSTICS n = ROW_COUNT; IF n <> 3 THEN RAISE EXCEPTION 'rc %', n; END IF; END $$
-- @case plpgsql-2.7
DO $$ DECLARE n int; BEGIN UPDATE pl SET b = 'u' RETURNING a INTO n; END $$
-- @case plpgsql-2.8
DO $$ DECLARE r record; BEGIN RAISE NOTICE '%', r.a; END $$
-- @case plpgsql-2.9
DO $$ DECLARE r record; BEGIN SELECT 1 AS q INTO r; RAISE NOTICE '%', r.zz; END $$
-- @case plpgsql-2.10
DO $$ DECLARE n int; BEGIN UPDATE pl SET b = 'v' WHERE a = 1; n := 5; IF NOT FOUND THEN RAISE EXCEPTION 'found'; END IF; PERFORM 1 FROM pl WHERE a = 99; IF FOUND THEN RAISE EXCEPTION 'perform'; END IF; END $$

-- 3: loops
-- @case plpgsql-3.1
DO $$ DECLARE r record; tot int := 0; BEGIN FOR r IN SELECT * FROM pl ORDER BY a LOOP CONTINUE WHEN r.a = 2; tot := tot + r.a; END LOOP; IF tot <> 4 OR NOT FOUND THEN RAISE EXCEPTION 'tot %', tot; END IF; END $$
-- @case plpgsql-3.2
DO $$ DECLARE n int := 0; s text := ''; BEGIN FOR i IN REVERSE 10..1 BY 3 LOOP s := s || i || ','; END LOOP; IF s <> '10,7,4,1,' THEN RAISE EXCEPTION 's %', s; END IF; FOR i IN 5..1 LOOP n := 99; END LOOP; IF FOUND OR n <> 0 THEN RAISE EXCEPTION 'ran'; END IF; END $$
-- @case plpgsql-3.3
DO $$ DECLARE n int := 0; BEGIN WHILE n < 10 LOOP n := n + 3; END LOOP; IF n <> 12 THEN RAISE EXCEPTION 'n %', n; END IF; LOOP n := n - 1; EXIT WHEN n < 5; END LOOP; IF n <> 4 THEN RAISE EXCEPTION 'n %', n; END IF; END $$
-- @case plpgsql-3.4
DO $$ DECLARE n int := 0; BEGIN <<outer>> FOR i IN 1..3 LOOP FOR j IN 1..3 LOOP CONTINUE outer WHEN j = 2; EXIT outer WHEN i = 3; n := n + 1; END LOOP; END LOOP; IF n <> 2 THEN RAISE EXCEPTION 'n %', n; END IF; END $$
-- @case plpgsql-3.5
DO $$ DECLARE i int := 42; BEGIN FOR i IN 1..2 LOOP NULL; END LOOP; IF i <> 42 THEN RAISE EXCEPTION 'i %', i; END IF; END $$
-- @case plpgsql-3.6
DO $$ DECLARE a1 int; b1 text; s text := ''; BEGIN FOR a1, b1 IN SELECT a, b FROM pl ORDER BY a DESC LOOP s := s || a1 || b1; END LOOP; IF s <> '3z2y1x' THEN RAISE EXCEPTION 's %', s; END IF; END $$
-- @case plpgsql-3.7
DO $$ BEGIN FOR i IN 1..NULL LOOP END LOOP; END $$
-- @case plpgsql-3.8
DO $$ BEGIN FOR i IN 1..3 BY 0 LOOP END LOOP; END $$
-- @case plpgsql-3.9
DO $$ BEGIN EXIT; END $$
-- @case plpgsql-3.10
DO $$ DECLARE n int := 0; BEGIN <<b>> BEGIN n := 1; EXIT b; n := 2; END; IF n <> 1 THEN RAISE EXCEPTION 'n %', n; END IF; END $$

-- 4: EXECUTE, exception handlers with variables
-- @case plpgsql-4.1
DO $$ DECLARE n int; BEGIN EXECUTE format('INSERT INTO pl VALUES (%s, %L)', 9, 'nine'); EXECUTE 'SELECT count(*) FROM pl' INTO n; IF n <> 4 THEN RAISE EXCEPTION 'n %', n; END IF; END $$
-- @case plpgsql-4.2
DO $$ BEGIN EXECUTE NULL; END $$
-- @case plpgsql-4.3
DO $$ DECLARE n int := 1; BEGIN BEGIN n := 2; INSERT INTO pl VALUES (1); EXCEPTION WHEN unique_violation THEN n := n * 10; END; IF n <> 20 OR (SELECT count(*) FROM pl) <> 3 THEN RAISE EXCEPTION 'n %', n; END IF; END $$
-- @case plpgsql-4.4
DO $$ DECLARE n int := 0; BEGIN FOR i IN 1..3 LOOP BEGIN n := n + 1; PERFORM 1 / (i - 2); EXCEPTION WHEN division_by_zero THEN n := n + 100; END; END LOOP; IF n <> 103 THEN RAISE EXCEPTION 'n %', n; END IF; END $$

-- 5: CREATE FUNCTION … LANGUAGE plpgsql (bodies that are one expression are inlined)
-- @setup
CREATE FUNCTION pl_add(a int, b int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN a + b; END $$;
CREATE FUNCTION pl_grade(s int) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF s >= 90 THEN RETURN 'A';
  ELSIF s >= 80 THEN RETURN 'B';
  END IF;
  IF s IS NULL THEN RETURN NULL; END IF;
  RETURN 'C';
END $$;
CREATE FUNCTION pl_touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.b = upper(NEW.b); RETURN NEW; END $$;
-- @case plpgsql-5.1
SELECT pl_add(1, 2), pl_add(5::int2, 6), pl_grade(95), pl_grade(85), pl_grade(10), pl_grade(NULL)
-- @case plpgsql-5.2
SELECT a, pl_grade(a * 45) FROM pl ORDER BY a
-- @case plpgsql-5.3
SELECT proname, prolang, prorettype, pronargs, provolatile FROM pg_proc WHERE proname LIKE 'pl\_%' ORDER BY proname
-- @case plpgsql-5.4
CREATE FUNCTION pl_bad() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1 END $$
-- @case plpgsql-5.5
CREATE OR REPLACE FUNCTION pl_add(a int, b int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN a * b; END $$
-- @case plpgsql-5.6
CREATE FUNCTION pl_add(a int, b int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN a * b; END $$
-- @case plpgsql-5.7
DROP FUNCTION pl_add(int, int)

-- 6: triggers: BEFORE ROW triggers that assign NEW fields are folded into INSERT/UPDATE (RETURNING shows their values)
-- @setup
CREATE TABLE tg (id serial PRIMARY KEY, name text, qty int DEFAULT 0, note text DEFAULT 'n', updated_at timestamptz);
INSERT INTO tg (name, qty) VALUES ('apple', 5), (NULL, 1);
CREATE FUNCTION tg_stamp() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.updated_at = '2030-01-01 00:00:00+00'; RETURN NEW; END $$;
CREATE FUNCTION tg_norm() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN NEW.name := upper(NEW.name);
  ELSIF NEW.qty < OLD.qty THEN NEW.qty := OLD.qty;
  ELSE NEW.note := NEW.note || '+';
  END IF;
  RETURN NEW;
END $$;
CREATE FUNCTION tg_loop() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM 1; RETURN NEW; END $$;
CREATE TRIGGER tg_a_stamp BEFORE UPDATE ON tg FOR EACH ROW EXECUTE FUNCTION tg_stamp();
CREATE TRIGGER tg_b_norm BEFORE INSERT OR UPDATE ON tg FOR EACH ROW WHEN (NEW.name IS NOT NULL) EXECUTE PROCEDURE tg_norm();
-- @case plpgsql-6.1
INSERT INTO tg (name, qty) VALUES ('pear', 5), (NULL, 1) RETURNING id, name, qty, note, updated_at
-- @case plpgsql-6.2
INSERT INTO tg VALUES (DEFAULT, 'fig') RETURNING id, name, qty, note, updated_at
-- @case plpgsql-6.3
UPDATE tg SET qty = 2 RETURNING id, name, qty, note, updated_at
-- @case plpgsql-6.4
UPDATE tg SET qty = 9, note = 'm' WHERE id = 1 RETURNING id, name, qty, note, updated_at
-- @case plpgsql-6.5
UPDATE tg t SET name = 'x' || t.name WHERE id = 1 RETURNING *
-- @case plpgsql-6.6
INSERT INTO tg (id, name, qty) VALUES (1, 'dup', 1) ON CONFLICT (id) DO UPDATE SET qty = 0 RETURNING id, name, qty, note, updated_at
-- @case plpgsql-6.7
CREATE TRIGGER tg_a_stamp BEFORE UPDATE ON tg FOR EACH ROW EXECUTE FUNCTION tg_stamp()
-- @case plpgsql-6.8
CREATE TRIGGER tg_x BEFORE UPDATE ON tg FOR EACH ROW EXECUTE FUNCTION nosuch()
-- @case plpgsql-6.9
CREATE TRIGGER tg_x BEFORE UPDATE ON nosuch FOR EACH ROW EXECUTE FUNCTION tg_stamp()
-- @case plpgsql-6.10
DROP TRIGGER tg_b_norm ON tg
-- @case plpgsql-6.11
DROP TRIGGER nosuch ON tg
-- @case plpgsql-6.12
DROP TRIGGER IF EXISTS nosuch ON tg
-- @case plpgsql-6.13
CREATE OR REPLACE TRIGGER tg_a_stamp BEFORE INSERT ON tg FOR EACH ROW EXECUTE FUNCTION tg_stamp()
-- @case plpgsql-6.14
CREATE TRIGGER tg_c_loop BEFORE UPDATE ON tg FOR EACH ROW EXECUTE FUNCTION tg_loop()
-- @case plpgsql-6.15
CREATE TRIGGER tg_d_after AFTER UPDATE ON tg FOR EACH ROW EXECUTE FUNCTION tg_stamp()
-- @case plpgsql-6.16
SELECT tgname, tgtype, tgenabled, tgisinternal, tgnargs, pg_get_triggerdef(t.oid), pg_get_triggerdef(t.oid, true), c.relhastriggers FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid ORDER BY tgname
-- @case plpgsql-6.17
SELECT count(*) FROM pg_trigger WHERE tgrelid = 'tg'::regclass AND tgfoid IN (SELECT oid FROM pg_proc WHERE proname LIKE 'tg\_%')
-- @setup
CREATE TABLE tg2 (id int PRIMARY KEY, qty int, updated_at timestamptz);
INSERT INTO tg2 VALUES (1, 1, NULL);
CREATE FUNCTION tg2_stamp() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.updated_at := '2031-01-01 00:00:00+00'; RETURN NEW; END $$;
CREATE TRIGGER tg2_stamp BEFORE UPDATE ON tg2 FOR EACH ROW EXECUTE FUNCTION tg2_stamp();
ALTER TABLE tg2 ALTER COLUMN qty TYPE bigint;
ALTER TABLE tg2 ADD COLUMN extra text;
-- @case plpgsql-6.18
UPDATE tg2 SET qty = 7 RETURNING id, qty, updated_at, extra
-- @case plpgsql-6.19
SELECT tgname, pg_get_triggerdef(oid) FROM pg_trigger
-- @case plpgsql-6.20
DROP TABLE tg2
-- @setup
CREATE TABLE tg3 (id int PRIMARY KEY, updated_at timestamptz);
CREATE FUNCTION tg3_stamp() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.updated_at := '2031-01-01 00:00:00+00'; RETURN NEW; END $$;
CREATE TRIGGER tg3_stamp BEFORE UPDATE ON tg3 FOR EACH ROW EXECUTE FUNCTION tg3_stamp();
DROP TABLE tg3;
CREATE TABLE tg3 (id int PRIMARY KEY, updated_at timestamptz);
INSERT INTO tg3 VALUES (1, NULL);
-- @case plpgsql-6.21
UPDATE tg3 SET id = 2 RETURNING id, updated_at
-- @case plpgsql-6.22
SELECT count(*) FROM pg_trigger

-- 7: LANGUAGE sql functions pgsqlite cannot inline are created as in PostgreSQL (a call is 0A000)
-- @case plpgsql-7.1
CREATE FUNCTION pl_void() RETURNS void LANGUAGE sql AS $$ SELECT 1 $$
-- @case plpgsql-7.2
CREATE FUNCTION pl_set(n int) RETURNS SETOF int LANGUAGE sql AS $$ SELECT generate_series(1, n) $$
-- @case plpgsql-7.3
CREATE FUNCTION pl_tab(n int) RETURNS TABLE (a int, b text) LANGUAGE sql AS $$ SELECT n, 'x' $$
-- @case plpgsql-7.4
CREATE FUNCTION pl_multi(n int) RETURNS int LANGUAGE sql AS $$ SELECT 1; SELECT n $$

-- 8: CREATE PROCEDURE … LANGUAGE plpgsql and CALL (the body runs as a DO block with the parameters as variables)
-- @setup
CREATE TABLE pr (a int, b text);
CREATE PROCEDURE pr_add(x int, y text) LANGUAGE plpgsql AS $$ BEGIN INSERT INTO pr VALUES (x, y); x := x * 10; INSERT INTO pr VALUES (x, y || '!'); END $$;
CALL pr_add(1, 'a');
-- @case plpgsql-8.1
CALL pr_add((2 + 3), 'b''c')
-- @case plpgsql-8.2
SELECT a, b FROM pr ORDER BY a
-- @case plpgsql-8.3
SELECT pr_add(1, 'x')
-- @case plpgsql-8.4
CALL pr_add(1)
-- @case plpgsql-8.5
SELECT proname, prokind, pg_get_function_arguments(oid), pg_get_function_result(oid) FROM pg_proc WHERE proname = 'pr_add'
-- @case plpgsql-8.6
DROP PROCEDURE pr_add(int, text)
-- @case plpgsql-8.7
DROP FUNCTION pr_add(int, text)
-- @case plpgsql-8.8
CREATE PROCEDURE pr_inout(INOUT x int) LANGUAGE plpgsql AS $$ BEGIN x := x + 1; END $$
-- @case plpgsql-8.9
CALL pr_add(y => 'n', x => 4)
-- @case plpgsql-8.10
CALL pr_add(5, y => 'm')
-- @case plpgsql-8.11
CALL pr_add(x => 1)
-- @case plpgsql-8.12
CALL pr_add(y => 'a', 1)
-- @case plpgsql-8.13
CALL pr_add(z => 1, y => 'q')

-- 6.30: AFTER ROW and statement triggers run their function (audit table; TG_* variables, arguments, WHEN, name order)
-- @setup
CREATE TABLE ta (id int PRIMARY KEY, name text, n int DEFAULT 0);
CREATE TABLE ta_log (seq serial, op text, lvl text, old_id int, new_id int, old_n int, new_n int, info text);
CREATE FUNCTION ta_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ta_log (op, lvl, old_id, new_id, old_n, new_n, info)
  VALUES (TG_OP, TG_WHEN || ' ' || TG_LEVEL, OLD.id, NEW.id, OLD.n, NEW.n,
          TG_NAME || ':' || TG_TABLE_NAME || ':' || TG_TABLE_SCHEMA || ':' || TG_NARGS || ':' || coalesce(TG_ARGV[0], '-') || ':' || coalesce(TG_ARGV[1], '-'));
  RETURN NULL;
END $$;
CREATE TRIGGER ta_z_row AFTER INSERT OR UPDATE OR DELETE ON ta FOR EACH ROW EXECUTE FUNCTION ta_audit('a', 'b');
CREATE TRIGGER ta_a_row AFTER UPDATE ON ta FOR EACH ROW WHEN (OLD.n IS DISTINCT FROM NEW.n) EXECUTE FUNCTION ta_audit();
CREATE TRIGGER ta_stmt_b BEFORE INSERT OR DELETE ON ta FOR EACH STATEMENT EXECUTE FUNCTION ta_audit('s');
CREATE TRIGGER ta_stmt_a AFTER UPDATE ON ta FOR EACH STATEMENT EXECUTE FUNCTION ta_audit();
INSERT INTO ta VALUES (1, 'a'), (2, 'b'), (3, 'c');
UPDATE ta SET n = n + 1 WHERE id < 3;
UPDATE ta SET name = 'C' WHERE id = 3;
DELETE FROM ta WHERE id = 2;
UPDATE ta SET n = 5 WHERE id > 100;
-- @case plpgsql-6.30
SELECT * FROM ta_log ORDER BY seq
-- @case plpgsql-6.31
INSERT INTO ta VALUES (4, 'd') RETURNING *, n + 1 AS m
-- @case plpgsql-6.32
UPDATE ta SET n = 9 WHERE id = 1 RETURNING id, n
-- @case plpgsql-6.33
DELETE FROM ta WHERE id = 3 RETURNING name
-- @case plpgsql-6.34
SELECT tgname, tgtype, tgenabled, tgnargs, tgargs, tgattr, pg_get_triggerdef(oid), pg_get_triggerdef(oid, true) FROM pg_trigger WHERE tgrelid = 'ta'::regclass ORDER BY tgname
-- @case plpgsql-6.35
UPDATE ta SET id = id + 10 RETURNING id, name
-- @case plpgsql-6.36
INSERT INTO ta VALUES (1, 'x') ON CONFLICT DO NOTHING RETURNING id
-- @case plpgsql-6.37
INSERT INTO ta VALUES (5, 'e'), (6, 'f')
-- @case plpgsql-6.38
SELECT * FROM ta ORDER BY id

-- 6.40: counters kept by AFTER triggers (nested triggers), BEFORE DELETE skipping rows, RAISE in BEFORE UPDATE, a BEFORE trigger changing NEW
-- @setup
CREATE TABLE tp (id int PRIMARY KEY, kids int NOT NULL DEFAULT 0);
CREATE TABLE tc (id int PRIMARY KEY, parent int REFERENCES tp, locked boolean DEFAULT false);
CREATE FUNCTION tc_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN UPDATE tp SET kids = kids + 1 WHERE id = NEW.parent; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN UPDATE tp SET kids = kids - 1 WHERE id = OLD.parent; END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER tc_count AFTER INSERT OR UPDATE OF parent OR DELETE ON tc FOR EACH ROW EXECUTE FUNCTION tc_count();
CREATE FUNCTION tc_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.locked THEN RETURN NULL; END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER tc_guard BEFORE DELETE ON tc FOR EACH ROW EXECUTE FUNCTION tc_guard();
CREATE FUNCTION tp_forbid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kids < 0 THEN RAISE EXCEPTION 'kids of % cannot be negative', NEW.id USING ERRCODE = 'check_violation', HINT = 'fix it'; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER tp_forbid BEFORE UPDATE ON tp FOR EACH ROW EXECUTE FUNCTION tp_forbid();
CREATE FUNCTION tp_cap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cap int;
BEGIN
  SELECT 5 INTO cap;
  IF NEW.kids > cap THEN NEW.kids := cap; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER tp_z_cap BEFORE UPDATE ON tp FOR EACH ROW EXECUTE FUNCTION tp_cap();
INSERT INTO tp VALUES (1), (2);
INSERT INTO tc VALUES (10, 1, false), (11, 1, false), (12, 2, true);
UPDATE tc SET parent = 2 WHERE id = 11;
UPDATE tc SET locked = locked WHERE id = 10;
-- @case plpgsql-6.40
SELECT * FROM tp ORDER BY id
-- @case plpgsql-6.41
DELETE FROM tc WHERE parent = 2 RETURNING id
-- @case plpgsql-6.42
UPDATE tp SET kids = -1 WHERE id = 1
-- @case plpgsql-6.43
UPDATE tp SET kids = 100 RETURNING *
-- @case plpgsql-6.44
DELETE FROM tp WHERE id = 1
-- @case plpgsql-6.45
DELETE FROM tc
-- @case plpgsql-6.46
UPDATE tc SET parent = 3 WHERE id = 10
-- @case plpgsql-6.47
UPDATE tc SET parent = 1 FROM tp WHERE tp.id = tc.parent AND tp.kids > 1 RETURNING tc.id, tc.parent

-- 6.50: ALTER TABLE … ENABLE / DISABLE TRIGGER
-- @setup
CREATE TABLE td (id int);
CREATE TABLE td_log (n int);
CREATE FUNCTION td_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO td_log VALUES (NEW.id); RETURN NULL; END $$;
CREATE TRIGGER td_t AFTER INSERT ON td FOR EACH ROW EXECUTE FUNCTION td_f();
CREATE TRIGGER td_u AFTER INSERT ON td FOR EACH ROW EXECUTE FUNCTION td_f();
ALTER TABLE td DISABLE TRIGGER td_t;
INSERT INTO td VALUES (1);
ALTER TABLE td ENABLE TRIGGER ALL;
INSERT INTO td VALUES (2);
ALTER TABLE td DISABLE TRIGGER USER;
INSERT INTO td VALUES (3);
ALTER TABLE td ENABLE ALWAYS TRIGGER td_u;
INSERT INTO td VALUES (4);
-- @case plpgsql-6.50
SELECT n, count(*) FROM td_log GROUP BY n ORDER BY n
-- @case plpgsql-6.51
SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'td'::regclass ORDER BY tgname
-- @case plpgsql-6.52
ALTER TABLE td ENABLE TRIGGER nosuch
-- @case plpgsql-6.53
ALTER TABLE td ENABLE REPLICA TRIGGER td_t

-- 6.60: WHEN conditions as pg_get_triggerdef prints them; CREATE TRIGGER errors; a function without RETURN
-- @setup
CREATE TABLE tw (a int, b text, c numeric, d boolean);
CREATE FUNCTION tw_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE FUNCTION tw_noreturn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM 1; END $$;
CREATE TRIGGER tw1 BEFORE UPDATE ON tw FOR EACH ROW WHEN (old.a IS DISTINCT FROM new.a) EXECUTE FUNCTION tw_f();
CREATE TRIGGER tw2 BEFORE UPDATE ON tw FOR EACH ROW WHEN (new.b = 'x' OR new.a > 5 AND NOT new.d) EXECUTE FUNCTION tw_f();
CREATE TRIGGER tw3 BEFORE UPDATE ON tw FOR EACH ROW WHEN (lower(new.b) <> 'x' AND new.c > 5) EXECUTE FUNCTION tw_f();
CREATE TRIGGER tw4 BEFORE UPDATE ON tw FOR EACH ROW WHEN (new.a + 1 > old.a * 2 AND new.b IS NULL) EXECUTE FUNCTION tw_f();
CREATE TRIGGER tw5 BEFORE UPDATE ON tw FOR EACH ROW WHEN (new.d) EXECUTE FUNCTION tw_f();
CREATE TRIGGER tw6 BEFORE UPDATE OF a, b ON tw FOR EACH ROW WHEN (new.a IN (1, 2) AND new.b LIKE 'a%') EXECUTE FUNCTION tw_f();
CREATE TRIGGER tw7 AFTER DELETE ON tw FOR EACH ROW WHEN (old.a IS NOT DISTINCT FROM 3 OR old.c - 1 >= 2) EXECUTE FUNCTION tw_f();
CREATE TRIGGER tw8 AFTER INSERT ON tw FOR EACH ROW WHEN (new.a = 99) EXECUTE FUNCTION tw_noreturn();
INSERT INTO tw VALUES (1, 'x', 1, true);
-- @case plpgsql-6.60
SELECT tgname, tgattr, pg_get_triggerdef(oid), pg_get_triggerdef(oid, true) FROM pg_trigger WHERE tgrelid = 'tw'::regclass ORDER BY 1
-- @case plpgsql-6.61
CREATE TRIGGER tw_x AFTER INSERT ON tw FOR EACH ROW WHEN (OLD.a = 1) EXECUTE FUNCTION tw_f()
-- @case plpgsql-6.62
CREATE TRIGGER tw_x AFTER DELETE ON tw FOR EACH STATEMENT WHEN (NEW.a = 1) EXECUTE FUNCTION tw_f()
-- @case plpgsql-6.63
CREATE TRIGGER tw_x BEFORE INSERT ON tw FOR EACH ROW EXECUTE FUNCTION tw_noreturn()
-- @case plpgsql-6.64
CREATE TRIGGER tw_x AFTER UPDATE OF nosuch ON tw FOR EACH ROW EXECUTE FUNCTION tw_f()
-- @case plpgsql-6.65
CREATE TRIGGER tw_x BEFORE DELETE ON tw FOR EACH ROW EXECUTE FUNCTION tw_f(1, 'two', three)
-- @case plpgsql-6.66
INSERT INTO tw VALUES (99)
-- @case plpgsql-6.67
CREATE TRIGGER tw_x INSTEAD OF INSERT ON tw FOR EACH ROW EXECUTE FUNCTION tw_f()

-- 6.70: BEFORE INSERT … FOR EACH ROW triggers that do more than assign NEW: skip rows, RAISE, read the table, defaults and serial ids in NEW
-- @setup
CREATE TABLE ts (id serial PRIMARY KEY, name text NOT NULL, slug text NOT NULL, gen int GENERATED ALWAYS AS (length(name)) STORED, n int DEFAULT 7, at timestamptz DEFAULT '2020-01-01');
CREATE TABLE ts_log (msg text);
CREATE FUNCTION ts_before() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name = 'skip' THEN RETURN NULL; END IF;
  IF NEW.name = 'bad' THEN RAISE EXCEPTION 'bad name %', NEW.name USING ERRCODE = '22023'; END IF;
  NEW.slug := lower(NEW.name) || '-' || NEW.id || '-' || coalesce(NEW.gen::text, 'nogen') || '-' || (SELECT count(*) FROM ts);
  INSERT INTO ts_log VALUES ('before ' || NEW.name);
  RETURN NEW;
END $$;
CREATE FUNCTION ts_after() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ts_log VALUES ('after ' || NEW.id || ' ' || NEW.slug || ' ' || NEW.gen); RETURN NULL; END $$;
CREATE TRIGGER ts_b BEFORE INSERT ON ts FOR EACH ROW EXECUTE FUNCTION ts_before();
CREATE TRIGGER ts_a AFTER INSERT ON ts FOR EACH ROW EXECUTE FUNCTION ts_after();
INSERT INTO ts (name) VALUES ('A'), ('skip'), ('Bc');
-- @case plpgsql-6.70
INSERT INTO ts (name) VALUES ('C'), ('skip'), ('De') RETURNING id, slug, gen, n, at
-- @case plpgsql-6.71
INSERT INTO ts (name) SELECT 'Q' || g FROM generate_series(1, 2) g RETURNING *
-- @case plpgsql-6.72
INSERT INTO ts (name) VALUES ('bad')
-- @case plpgsql-6.73
INSERT INTO ts DEFAULT VALUES
-- @case plpgsql-6.74
SELECT * FROM ts_log
-- @case plpgsql-6.75
SELECT * FROM ts ORDER BY id
-- @case plpgsql-6.76
WITH w AS (SELECT 'W' AS nm) INSERT INTO ts (name) SELECT nm FROM w RETURNING id, slug
-- @case plpgsql-6.77
INSERT INTO ts (name, slug) VALUES ('skip', 'x'), ('skip', 'y')

-- 6.80: statements pgsqlite would run without firing triggers are 0A000 (MERGE, data-modifying WITH, foreign key actions into a table with triggers)
-- @setup
CREATE TABLE tf_parent (id int PRIMARY KEY);
CREATE TABLE tf_child (id int PRIMARY KEY, parent int REFERENCES tf_parent ON DELETE CASCADE);
CREATE TABLE tf_plain (id int PRIMARY KEY, parent int REFERENCES tf_parent ON DELETE CASCADE);
CREATE TABLE tf_log (msg text);
CREATE FUNCTION tf_log_fn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO tf_log VALUES (TG_OP || ' ' || OLD.id); RETURN NULL; END $$;
CREATE TRIGGER tf_child_del AFTER DELETE ON tf_child FOR EACH ROW EXECUTE FUNCTION tf_log_fn();
INSERT INTO tf_parent VALUES (1), (2);
INSERT INTO tf_child VALUES (10, 1);
INSERT INTO tf_plain VALUES (20, 2);
-- @case plpgsql-6.80
DELETE FROM tf_parent WHERE id = 1
-- @case plpgsql-6.81
MERGE INTO tf_child c USING (VALUES (10)) v(id) ON c.id = v.id WHEN MATCHED THEN DELETE
-- @case plpgsql-6.82
WITH d AS (DELETE FROM tf_child RETURNING id) SELECT count(*) FROM d
-- @case plpgsql-6.83
WITH d AS (DELETE FROM tf_plain RETURNING id) SELECT count(*) FROM d
-- @case plpgsql-6.84
UPDATE tf_parent SET id = 3 WHERE id = 2

-- 6.90: RETURN NEW in a BEFORE DELETE trigger (NULL: the row is skipped); DROP FUNCTION of a trigger's function; errors of rows written one by one
-- @setup
CREATE TABLE tn (id int PRIMARY KEY, v text NOT NULL);
CREATE TABLE tn_log (m text);
CREATE FUNCTION tn_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO tn_log VALUES (TG_OP || ':' || coalesce(OLD.v, '-') || '>' || coalesce(NEW.v, '-')); RETURN NEW; END $$;
CREATE TRIGGER tn_b BEFORE INSERT OR UPDATE OR DELETE ON tn FOR EACH ROW EXECUTE FUNCTION tn_f();
INSERT INTO tn VALUES (1, 'a'), (2, 'b');
-- @case plpgsql-6.90
DELETE FROM tn RETURNING *
-- @case plpgsql-6.91
DROP FUNCTION tn_f()
-- @case plpgsql-6.92
DROP FUNCTION tn_f() CASCADE
-- @case plpgsql-6.93
INSERT INTO tn VALUES (3, 'c'), (1, 'x')
-- @case plpgsql-6.94
UPDATE tn SET id = 2 WHERE id = 1
-- @case plpgsql-6.95
UPDATE tn SET v = NULL
-- @case plpgsql-6.96
SELECT * FROM tn_log

-- 6.100: INSERT … ON CONFLICT DO UPDATE on a table whose UPDATE triggers run in the session is 0A000 (the update part would not fire them)
-- @setup
CREATE TABLE tu (id int PRIMARY KEY, hits int NOT NULL DEFAULT 0);
CREATE TABLE tu_log (m text);
CREATE FUNCTION tu_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO tu_log VALUES (TG_OP || ' ' || NEW.hits); RETURN NULL; END $$;
CREATE TRIGGER tu_a AFTER UPDATE ON tu FOR EACH ROW EXECUTE FUNCTION tu_f();
INSERT INTO tu VALUES (1);
-- @case plpgsql-6.100
INSERT INTO tu VALUES (1) ON CONFLICT (id) DO UPDATE SET hits = tu.hits + 1
-- @case plpgsql-6.101
INSERT INTO tu VALUES (2) ON CONFLICT (id) DO NOTHING

-- 8 (continued): CALL with named arguments maps them by name
-- @setup
CREATE TABLE pr2 (a int, b text);
CREATE PROCEDURE pr2_add(x int, y text) LANGUAGE plpgsql AS $$ BEGIN INSERT INTO pr2 VALUES (x, y); END $$;
CALL pr2_add(y => 'n', x => 4);
CALL pr2_add(5, y => 'm');
CALL pr2_add("y" => 'it''s, (x)', x => 6);
-- @case plpgsql-8.14 ordered
SELECT a, b FROM pr2 ORDER BY a
