-- INSERT … ON CONFLICT on a table with row triggers (nodeModifyTable.c ExecOnConflictUpdate):
-- BEFORE INSERT row triggers see each proposed row; a conflict under DO UPDATE fires the UPDATE
-- triggers (BEFORE ROW with the SET list's values, AFTER ROW), statement triggers of both events
-- fire (BEFORE: INSERT then UPDATE; AFTER: UPDATE then INSERT), a false action WHERE leaves the
-- row alone, a row the command already wrote is 21000; trigger functions may RETURN any
-- expression of the table's row type (COALESCE(NEW, OLD)).

-- @setup
CREATE TABLE tu (id int PRIMARY KEY, v text, n int DEFAULT 0, g int GENERATED ALWAYS AS (n * 2) STORED, u int UNIQUE);
CREATE TABLE tu_log (seq serial, msg text);
CREATE FUNCTION tu_trg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO tu_log (msg) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || coalesce(new::text, old::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION tu_bu() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF new.v = 'skip' THEN RETURN NULL; END IF; new.n := new.n + 100; RETURN new; END $$;
CREATE FUNCTION tu_bi() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN new.v := upper(new.v); RETURN new; END $$;
CREATE TRIGGER a1 AFTER INSERT ON tu FOR EACH ROW EXECUTE FUNCTION tu_trg();
CREATE TRIGGER a2 AFTER UPDATE ON tu FOR EACH ROW EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s1 BEFORE INSERT ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s2 BEFORE UPDATE ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s3 AFTER INSERT ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s4 AFTER UPDATE ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
INSERT INTO tu (id, v, u) VALUES (1, 'a', 10), (2, 'b', 20);

-- @case upsert-row-triggers-1.1
INSERT INTO tu (id, v, u) VALUES (1, 'x', 11), (3, 'c', 30) ON CONFLICT (id) DO UPDATE SET v = excluded.v, n = tu.n + 1 RETURNING id, v, n, g

-- @case upsert-row-triggers-1.2
INSERT INTO tu (id, v) VALUES (1, 'y'), (1, 'z') ON CONFLICT (id) DO UPDATE SET v = excluded.v

-- @case upsert-row-triggers-1.3
INSERT INTO tu (id, v) VALUES (2, 'w') ON CONFLICT (id) DO UPDATE SET v = excluded.v WHERE tu.v = 'nomatch' RETURNING *

-- @case upsert-row-triggers-1.4
INSERT INTO tu (id, v) VALUES (2, 'w'), (7, 'new') ON CONFLICT ON CONSTRAINT tu_pkey DO NOTHING RETURNING *

-- @case upsert-row-triggers-1.5
INSERT INTO tu (id, v, u) VALUES (9, 'q', 20) ON CONFLICT (id) DO UPDATE SET v = 'dup'

-- @case upsert-row-triggers-1.6
INSERT INTO tu (id, v) VALUES (5, 'x'), (5, 'y') ON CONFLICT DO NOTHING RETURNING id, v

-- @setup
CREATE TABLE tu (id int PRIMARY KEY, v text, n int DEFAULT 0, g int GENERATED ALWAYS AS (n * 2) STORED, u int UNIQUE);
CREATE TABLE tu_log (seq serial, msg text);
CREATE FUNCTION tu_trg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO tu_log (msg) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || coalesce(new::text, old::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION tu_bu() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF new.v = 'skip' THEN RETURN NULL; END IF; new.n := new.n + 100; RETURN new; END $$;
CREATE FUNCTION tu_bi() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN new.v := upper(new.v); RETURN new; END $$;
CREATE TRIGGER a1 AFTER INSERT ON tu FOR EACH ROW EXECUTE FUNCTION tu_trg();
CREATE TRIGGER a2 AFTER UPDATE ON tu FOR EACH ROW EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s1 BEFORE INSERT ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s2 BEFORE UPDATE ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s3 AFTER INSERT ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s4 AFTER UPDATE ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
INSERT INTO tu (id, v, u) VALUES (1, 'a', 10), (2, 'b', 20);
INSERT INTO tu (id, v, u) VALUES (1, 'x', 11), (3, 'c', 30) ON CONFLICT (id) DO UPDATE SET v = excluded.v, n = tu.n + 1;

-- @case upsert-row-triggers-2.1 ordered
SELECT seq - (SELECT min(seq) FROM tu_log) AS k, msg FROM tu_log ORDER BY seq

-- @case upsert-row-triggers-2.2 ordered
SELECT * FROM tu ORDER BY id

-- @setup
CREATE TABLE tu (id int PRIMARY KEY, v text, n int DEFAULT 0, g int GENERATED ALWAYS AS (n * 2) STORED, u int UNIQUE);
CREATE TABLE tu_log (seq serial, msg text);
CREATE FUNCTION tu_trg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO tu_log (msg) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || coalesce(new::text, old::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION tu_bu() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF new.v = 'skip' THEN RETURN NULL; END IF; new.n := new.n + 100; RETURN new; END $$;
CREATE FUNCTION tu_bi() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN new.v := upper(new.v); RETURN new; END $$;
CREATE TRIGGER a1 AFTER INSERT ON tu FOR EACH ROW EXECUTE FUNCTION tu_trg();
CREATE TRIGGER a2 AFTER UPDATE ON tu FOR EACH ROW EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s1 BEFORE INSERT ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s2 BEFORE UPDATE ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s3 AFTER INSERT ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s4 AFTER UPDATE ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
INSERT INTO tu (id, v, u) VALUES (1, 'a', 10), (2, 'b', 20);
CREATE TRIGGER b2 BEFORE UPDATE ON tu FOR EACH ROW EXECUTE FUNCTION tu_bu();
CREATE TRIGGER b1 BEFORE INSERT ON tu FOR EACH ROW EXECUTE FUNCTION tu_bi();

-- @case upsert-row-triggers-3.1
INSERT INTO tu (id, v) VALUES (1, 'skip'), (2, 'm'), (4, 'four') ON CONFLICT (id) DO UPDATE SET v = excluded.v || '+' RETURNING *

-- @case upsert-row-triggers-3.2
INSERT INTO tu (id, v) VALUES (4, 'four'), (4, 'again') ON CONFLICT (id) DO UPDATE SET v = excluded.v RETURNING *

-- @case upsert-row-triggers-3.3
INSERT INTO tu (id, v) VALUES (4, 'four'), (4, 'again') ON CONFLICT (id) DO NOTHING RETURNING *

-- @setup
CREATE TABLE tu (id int PRIMARY KEY, v text, n int DEFAULT 0, g int GENERATED ALWAYS AS (n * 2) STORED, u int UNIQUE);
CREATE TABLE tu_log (seq serial, msg text);
CREATE FUNCTION tu_trg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO tu_log (msg) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || coalesce(new::text, old::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION tu_bu() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF new.v = 'skip' THEN RETURN NULL; END IF; new.n := new.n + 100; RETURN new; END $$;
CREATE FUNCTION tu_bi() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN new.v := upper(new.v); RETURN new; END $$;
CREATE TRIGGER a1 AFTER INSERT ON tu FOR EACH ROW EXECUTE FUNCTION tu_trg();
CREATE TRIGGER a2 AFTER UPDATE ON tu FOR EACH ROW EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s1 BEFORE INSERT ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s2 BEFORE UPDATE ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s3 AFTER INSERT ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
CREATE TRIGGER s4 AFTER UPDATE ON tu FOR EACH STATEMENT EXECUTE FUNCTION tu_trg();
INSERT INTO tu (id, v, u) VALUES (1, 'a', 10), (2, 'b', 20);
CREATE TRIGGER b2 BEFORE UPDATE ON tu FOR EACH ROW EXECUTE FUNCTION tu_bu();
CREATE TRIGGER b1 BEFORE INSERT ON tu FOR EACH ROW EXECUTE FUNCTION tu_bi();
INSERT INTO tu (id, v) VALUES (1, 'skip'), (2, 'm'), (4, 'four') ON CONFLICT (id) DO UPDATE SET v = excluded.v || '+';

-- @case upsert-row-triggers-4.1 ordered
SELECT seq - (SELECT min(seq) FROM tu_log) AS k, msg FROM tu_log ORDER BY seq

-- @case upsert-row-triggers-4.2 ordered
SELECT * FROM tu ORDER BY id

-- @setup
CREATE TABLE ts (id int PRIMARY KEY, v text);
CREATE TABLE ts_log (seq serial, msg text);
CREATE FUNCTION ts_trg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ts_log (msg) VALUES (tg_name || ' ' || tg_op); RETURN NULL; END $$;
CREATE TRIGGER s_bu BEFORE UPDATE ON ts FOR EACH STATEMENT EXECUTE FUNCTION ts_trg();
CREATE TRIGGER s_au AFTER UPDATE ON ts FOR EACH STATEMENT EXECUTE FUNCTION ts_trg();
CREATE TRIGGER s_ai AFTER INSERT ON ts FOR EACH STATEMENT EXECUTE FUNCTION ts_trg();
INSERT INTO ts VALUES (1, 'a');

-- @case upsert-row-triggers-5.1
INSERT INTO ts VALUES (1, 'b'), (2, 'c') ON CONFLICT (id) DO UPDATE SET v = excluded.v RETURNING *

-- @setup
CREATE TABLE ts (id int PRIMARY KEY, v text);
CREATE TABLE ts_log (seq serial, msg text);
CREATE FUNCTION ts_trg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ts_log (msg) VALUES (tg_name || ' ' || tg_op); RETURN NULL; END $$;
CREATE TRIGGER s_bu BEFORE UPDATE ON ts FOR EACH STATEMENT EXECUTE FUNCTION ts_trg();
CREATE TRIGGER s_au AFTER UPDATE ON ts FOR EACH STATEMENT EXECUTE FUNCTION ts_trg();
CREATE TRIGGER s_ai AFTER INSERT ON ts FOR EACH STATEMENT EXECUTE FUNCTION ts_trg();
INSERT INTO ts VALUES (1, 'a');
DELETE FROM ts_log;
INSERT INTO ts VALUES (1, 'b'), (2, 'c') ON CONFLICT (id) DO UPDATE SET v = excluded.v;
INSERT INTO ts VALUES (3, 'd') ON CONFLICT DO NOTHING;

-- @case upsert-row-triggers-5.2 ordered
SELECT seq - (SELECT min(seq) FROM ts_log) AS k, msg FROM ts_log ORDER BY seq

-- A BEFORE UPDATE trigger that only assigns NEW fields applies to the rows DO UPDATE changes.
-- @setup
CREATE TABLE tf (id int PRIMARY KEY, v text);
CREATE FUNCTION tf_up() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN new.v := upper(new.v); RETURN new; END $$;
CREATE TRIGGER tf_b BEFORE UPDATE ON tf FOR EACH ROW EXECUTE FUNCTION tf_up();
INSERT INTO tf VALUES (1, 'abc');
-- @case upsert-row-triggers-6.1
INSERT INTO tf VALUES (1, 'xyz'), (2, 'new') ON CONFLICT (id) DO UPDATE SET v = excluded.v RETURNING *
