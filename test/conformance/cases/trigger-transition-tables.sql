-- Transition tables (CREATE TRIGGER … REFERENCING OLD TABLE AS o NEW TABLE AS n, trigger.c): an AFTER
-- trigger's function reads the statement's old/new rows by name (ephemeral named relations, after
-- CTEs and before tables in FROM; unqualified names only; not in functions it calls); statement and
-- row triggers both see every row the statement wrote (not rows skipped by BEFORE triggers or ON
-- CONFLICT DO NOTHING, with the values BEFORE triggers gave); an empty statement fires with empty
-- tables; writing one is 0A000; pg_trigger.tgoldtable/tgnewtable, pg_get_triggerdef and
-- information_schema.triggers show the names; CREATE TRIGGER's checks give PostgreSQL's errors.

-- 1: statement and row triggers over INSERT, UPDATE, DELETE
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
INSERT INTO tt VALUES (1, 'a', 1.5, '2020-01-01 00:00+00', '{"k": "v1"}', true, '{1,2}'), (2, 'b', 2.25, '2021-06-01 12:00+00', '{"k": "v2"}', false, '{3}');
INSERT INTO tt SELECT 3, 'c' WHERE false;
INSERT INTO tt VALUES (2, 'dup'), (4, 'd') ON CONFLICT DO NOTHING;
UPDATE tt SET b = b || '!' WHERE a IN (1, 2);
UPDATE tt SET a = a + 10 WHERE a = 4;
DELETE FROM tt WHERE a > 1;
DELETE FROM tt WHERE false;
-- @case trigger-transition-tables-1.1
SELECT k, trig, lvl, op, info FROM lg ORDER BY k
-- @case trigger-transition-tables-1.2
SELECT a, b FROM tt ORDER BY a

-- 2: rows a BEFORE ROW trigger skips are not in the NEW TABLE; the values it set are
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
CREATE FUNCTION tt_before() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF new.a = 99 THEN RETURN NULL; END IF; new.b := upper(new.b); RETURN new; END $$;
CREATE TRIGGER t0 BEFORE INSERT ON tt FOR EACH ROW EXECUTE FUNCTION tt_before();
INSERT INTO tt (a, b) VALUES (50, 'x'), (99, 'skip'), (51, 'y');
-- @case trigger-transition-tables-2.1
SELECT k, trig, lvl, op, info FROM lg ORDER BY k

-- 3: name resolution: the transition table before a table of the same name; a CTE before both;
-- a qualified name, an alias with column names, a whole-row reference; a called function sees the table
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
CREATE TABLE nt (a int, b text);
INSERT INTO nt VALUES (1000, 'real');
CREATE FUNCTION nt_real() RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN (SELECT string_agg(a || ':' || b, ',') FROM nt); END $$;
CREATE FUNCTION nt_sql() RETURNS bigint LANGUAGE sql AS $$ SELECT count(*) FROM nt $$;
CREATE FUNCTION tt2_f() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE v bigint; BEGIN
  INSERT INTO lg (trig, info) SELECT 'enr', string_agg(a || ':' || b, ',' ORDER BY a) FROM nt;
  INSERT INTO lg (trig, info) SELECT 'qualified', string_agg(a || ':' || b, ',' ORDER BY a) FROM public.nt;
  INSERT INTO lg (trig, info) WITH nt AS (SELECT 7 AS a, 'cte' AS b) SELECT 'cte', string_agg(a || ':' || b, ',') FROM nt;
  INSERT INTO lg (trig, info) VALUES ('plpgsql function', nt_real());
  INSERT INTO lg (trig, info) VALUES ('sql function', nt_sql()::text);
  INSERT INTO lg (trig, info) SELECT 'whole row', string_agg(x::text, ';' ORDER BY a) FROM nt x;
  INSERT INTO lg (trig, info) SELECT 'alias', string_agg(p || '/' || q, ';' ORDER BY p) FROM nt AS z (p, q);
  EXECUTE 'SELECT count(*) FROM nt' INTO v;
  INSERT INTO lg (trig, info) VALUES ('dynamic', v::text);
  RETURN NULL; END $$;
CREATE TABLE tt2 (a int, b text);
CREATE TRIGGER ts AFTER INSERT ON tt2 REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt2_f();
INSERT INTO tt2 VALUES (1, 'one'), (2, 'two');
-- @case trigger-transition-tables-3.1
SELECT k, trig, info FROM lg ORDER BY k

-- 4: one function for tables of different columns; consecutive statements see only their rows
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
CREATE TABLE w1 (x int, y text);
CREATE TABLE w2 (y text, x int, z int);
CREATE FUNCTION w_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (trig, info) SELECT tg_table_name, string_agg(x::text || y, ',' ORDER BY x) FROM nt; RETURN NULL; END $$;
CREATE TRIGGER w1t AFTER INSERT ON w1 REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION w_f();
CREATE TRIGGER w2t AFTER INSERT ON w2 REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION w_f();
INSERT INTO w1 VALUES (1, 'p'), (2, 'q');
INSERT INTO w2 VALUES ('r', 3, 0);
INSERT INTO w1 VALUES (5, 's');
-- @case trigger-transition-tables-4.1
SELECT k, trig, info FROM lg ORDER BY k

-- 5: a trigger's statement firing another table's transition trigger: each sees its own rows
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
CREATE TABLE n1 (a int);
CREATE TABLE n2 (a int);
CREATE FUNCTION n1_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO n2 SELECT a * 10 FROM nt; INSERT INTO lg (trig, info) SELECT 'n1', string_agg(a::text, ',' ORDER BY a) FROM nt; RETURN NULL; END $$;
CREATE FUNCTION n2_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (trig, info) SELECT 'n2', string_agg(a::text, ',' ORDER BY a) FROM nt; RETURN NULL; END $$;
CREATE TRIGGER n1t AFTER INSERT ON n1 REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION n1_f();
CREATE TRIGGER n2t AFTER INSERT ON n2 REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION n2_f();
INSERT INTO n1 VALUES (1), (2), (3);
-- @case trigger-transition-tables-5.1
SELECT k, trig, info FROM lg ORDER BY k

-- 6: UPDATE … FROM (a row joined twice is one row), a rolled-back savepoint, generated and dropped columns
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
CREATE TABLE u (a int PRIMARY KEY, b text);
CREATE TABLE src (a int, v text);
INSERT INTO u VALUES (1, 'x'), (2, 'y'), (3, 'z');
INSERT INTO src VALUES (1, 'S1'), (3, 'S3');
CREATE FUNCTION u_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) SELECT string_agg(o.b || '>' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n USING (a); RETURN NULL; END $$;
CREATE TRIGGER ut AFTER UPDATE ON u REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION u_f();
UPDATE u SET b = src.v FROM src WHERE src.a = u.a;
SAVEPOINT s;
UPDATE u SET b = 'rolled';
ROLLBACK TO s;
UPDATE u SET b = b || '#' WHERE a = 2;
CREATE TABLE g (a int, b int GENERATED ALWAYS AS (a * 2) STORED, c text DEFAULT 'dflt');
ALTER TABLE g ADD COLUMN d int;
ALTER TABLE g DROP COLUMN c;
CREATE FUNCTION g_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) SELECT string_agg(a || '/' || b || '/' || coalesce(d::text, 'n'), ',' ORDER BY a) FROM nt; RETURN NULL; END $$;
CREATE TRIGGER gt AFTER INSERT ON g REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION g_f();
INSERT INTO g (a, d) VALUES (1, 5), (2, NULL);
-- @case trigger-transition-tables-6.1
SELECT k, info FROM lg ORDER BY k
-- @case trigger-transition-tables-6.2
SELECT a, b FROM u ORDER BY a

-- 7: an error in the trigger fails the statement; writing a transition table is 0A000
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
CREATE TABLE c1 (a int);
CREATE FUNCTION c1_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF (SELECT count(*) FROM nt) > 2 THEN RAISE EXCEPTION 'too many rows: %', (SELECT count(*) FROM nt); END IF; RETURN NULL; END $$;
CREATE TRIGGER c1t AFTER INSERT ON c1 REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION c1_f();
CREATE TABLE c2 (a int);
CREATE FUNCTION c2_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO nt VALUES (9); RETURN NULL; END $$;
CREATE FUNCTION c2_g() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM nt; RETURN NULL; END $$;
CREATE TRIGGER c2t AFTER INSERT ON c2 REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION c2_f();
CREATE TABLE c3 (a int);
CREATE TRIGGER c3t AFTER INSERT ON c3 REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION c2_g();
INSERT INTO c1 VALUES (1), (2);
-- @case trigger-transition-tables-7.1
INSERT INTO c1 VALUES (1), (2), (3)
-- @case trigger-transition-tables-7.2
SELECT count(*) FROM c1
-- @case trigger-transition-tables-7.3
INSERT INTO c2 VALUES (1)
-- @case trigger-transition-tables-7.4
INSERT INTO c3 VALUES (1)

-- 8: the catalog: pg_trigger, pg_get_triggerdef, information_schema.triggers
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
-- @case trigger-transition-tables-8.1
SELECT tgname, tgoldtable, tgnewtable, tgtype, pg_get_triggerdef(oid) FROM pg_trigger ORDER BY tgname
-- @case trigger-transition-tables-8.2
SELECT trigger_name, event_manipulation, action_orientation, action_timing, action_reference_old_table, action_reference_new_table FROM information_schema.triggers ORDER BY trigger_name
-- @case trigger-transition-tables-8.3
SELECT pg_get_triggerdef(oid, true) FROM pg_trigger WHERE tgname = 't2'

-- 9: CREATE TRIGGER's checks of REFERENCING
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
CREATE VIEW tv AS SELECT * FROM tt;
CREATE TABLE ip (a int);
CREATE TABLE ic () INHERITS (ip);
-- @case trigger-transition-tables-9.1
CREATE TRIGGER e1 BEFORE INSERT ON tt REFERENCING NEW TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.2
CREATE TRIGGER e2 AFTER INSERT ON tt REFERENCING OLD TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.3
CREATE TRIGGER e3 AFTER DELETE ON tt REFERENCING NEW TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.4
CREATE TRIGGER e4 AFTER INSERT OR UPDATE ON tt REFERENCING NEW TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.5
CREATE TRIGGER e5 AFTER UPDATE OF b ON tt REFERENCING NEW TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.6
CREATE TRIGGER e6 AFTER UPDATE ON tt REFERENCING NEW TABLE AS x OLD TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.7
CREATE TRIGGER e7 AFTER UPDATE ON tt REFERENCING NEW TABLE AS x NEW TABLE AS y FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.8
CREATE TRIGGER e8 AFTER UPDATE ON tt REFERENCING OLD TABLE AS x OLD TABLE AS y FOR EACH STATEMENT EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.9
CREATE TRIGGER e9 AFTER UPDATE ON tt REFERENCING NEW ROW AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.10
CREATE TRIGGER e10 INSTEAD OF INSERT ON tv REFERENCING NEW TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.11
CREATE TRIGGER e11 AFTER TRUNCATE ON tt REFERENCING OLD TABLE AS x FOR EACH STATEMENT EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.12
CREATE TRIGGER e12 AFTER INSERT ON tt REFERENCING NEW TABLE AS x FOR EACH STATEMENT EXECUTE FUNCTION no_such_fn()
-- @case trigger-transition-tables-9.13
CREATE TRIGGER e13 AFTER INSERT ON ic REFERENCING NEW TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()
-- @case trigger-transition-tables-9.14
CREATE TRIGGER e14 AFTER INSERT ON tt REFERENCING NEW TABLE AS x FOR EACH ROW EXECUTE FUNCTION no_such_fn()
-- @case trigger-transition-tables-9.15
CREATE TRIGGER e15 INSTEAD OF INSERT ON tt REFERENCING NEW TABLE AS x FOR EACH ROW EXECUTE FUNCTION tt_ins()

-- 10: statement triggers on an inheritance child with transition tables are allowed
-- @setup
CREATE TABLE tt (a int PRIMARY KEY, b text, n numeric, ts timestamptz, j jsonb, f bool, arr int[]);
CREATE TABLE lg (k serial, trig text, lvl text, op text, info text);
CREATE FUNCTION tt_ins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') || ' sum=' || coalesce(sum(n), 0) || ' maxts=' || coalesce(max(ts)::text, '-') || ' j=' || coalesce(string_agg(j ->> 'k', ',' ORDER BY a), '-') || ' f=' || coalesce(bool_or(f)::text, '-') || ' arr=' || coalesce(sum(arr[1]), 0) FROM nt;
  RETURN NULL; END $$;
CREATE FUNCTION tt_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, string_agg(o.a || ':' || o.b || '->' || n.b, ',' ORDER BY o.a) FROM ot o JOIN nt n ON o.a = n.a;
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, 'count', tg_op, (SELECT count(*) FROM ot) || '/' || (SELECT count(*) FROM nt);
  RETURN NULL; END $$;
CREATE FUNCTION tt_del() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO lg (trig, lvl, op, info) SELECT tg_name, tg_level, tg_op, coalesce(string_agg(a || ':' || b, ',' ORDER BY a), '<none>') FROM ot;
  RETURN NULL; END $$;
CREATE TRIGGER t1 AFTER INSERT ON tt REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION tt_ins();
CREATE TRIGGER t2 AFTER UPDATE ON tt REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION tt_upd();
CREATE TRIGGER t3 AFTER DELETE ON tt REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION tt_del();
CREATE TABLE ip (a int);
CREATE TABLE ic () INHERITS (ip);
CREATE FUNCTION ic_f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) SELECT tg_table_name || ' ' || string_agg(a::text, ',' ORDER BY a) FROM nt; RETURN NULL; END $$;
CREATE TRIGGER ict AFTER INSERT ON ic REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION ic_f();
INSERT INTO ic VALUES (3), (1);
INSERT INTO ip VALUES (2);
-- @case trigger-transition-tables-10.1
SELECT k, info FROM lg ORDER BY k
