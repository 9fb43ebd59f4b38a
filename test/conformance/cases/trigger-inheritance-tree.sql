-- UPDATE/DELETE of an inheritance parent or partitioned table reaching tables with row triggers:
-- each row fires the row triggers of the table holding it (a BEFORE ROW trigger may change or
-- skip it), the AFTER ROW ones when the statement ends, statement triggers the named table's only.

-- @setup
CREATE TABLE ip (a int, b text);
CREATE TABLE ic (c int) INHERITS (ip);
CREATE TABLE ic2 (d int) INHERITS (ip);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF old.a = 5 THEN RETURN NULL; END IF; new.b := new.b || '#'; RETURN new; END $$;
INSERT INTO ip VALUES (1, 'p'), (5, 'p5');
INSERT INTO ic VALUES (2, 'c', 0), (5, 'c5', 1);
INSERT INTO ic2 VALUES (3, 'd', 9);
CREATE TRIGGER icr AFTER UPDATE OR DELETE ON ic FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER icb BEFORE UPDATE ON ic FOR EACH ROW EXECUTE FUNCTION bump();
CREATE TRIGGER ipr AFTER UPDATE ON ip FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips BEFORE UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips2 AFTER UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ics AFTER UPDATE ON ic FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ic2r BEFORE DELETE ON ic2 FOR EACH ROW EXECUTE FUNCTION lg_row();

-- @case trigger-inheritance-tree-1.1
UPDATE ip SET b = b || '!' RETURNING *, tableoid::regclass

-- @setup
CREATE TABLE ip (a int, b text);
CREATE TABLE ic (c int) INHERITS (ip);
CREATE TABLE ic2 (d int) INHERITS (ip);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF old.a = 5 THEN RETURN NULL; END IF; new.b := new.b || '#'; RETURN new; END $$;
INSERT INTO ip VALUES (1, 'p'), (5, 'p5');
INSERT INTO ic VALUES (2, 'c', 0), (5, 'c5', 1);
INSERT INTO ic2 VALUES (3, 'd', 9);
CREATE TRIGGER icr AFTER UPDATE OR DELETE ON ic FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER icb BEFORE UPDATE ON ic FOR EACH ROW EXECUTE FUNCTION bump();
CREATE TRIGGER ipr AFTER UPDATE ON ip FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips BEFORE UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips2 AFTER UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ics AFTER UPDATE ON ic FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ic2r BEFORE DELETE ON ic2 FOR EACH ROW EXECUTE FUNCTION lg_row();
UPDATE ip SET b = b || '!';

-- @case trigger-inheritance-tree-1.2 ordered
SELECT k - (SELECT min(k) FROM lg), info FROM lg ORDER BY k

-- @setup
CREATE TABLE ip (a int, b text);
CREATE TABLE ic (c int) INHERITS (ip);
CREATE TABLE ic2 (d int) INHERITS (ip);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF old.a = 5 THEN RETURN NULL; END IF; new.b := new.b || '#'; RETURN new; END $$;
INSERT INTO ip VALUES (1, 'p'), (5, 'p5');
INSERT INTO ic VALUES (2, 'c', 0), (5, 'c5', 1);
INSERT INTO ic2 VALUES (3, 'd', 9);
CREATE TRIGGER icr AFTER UPDATE OR DELETE ON ic FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER icb BEFORE UPDATE ON ic FOR EACH ROW EXECUTE FUNCTION bump();
CREATE TRIGGER ipr AFTER UPDATE ON ip FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips BEFORE UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips2 AFTER UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ics AFTER UPDATE ON ic FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ic2r BEFORE DELETE ON ic2 FOR EACH ROW EXECUTE FUNCTION lg_row();
UPDATE ip SET b = b || '!';

-- @case trigger-inheritance-tree-1.3 ordered
SELECT tableoid::regclass, * FROM ip ORDER BY a, b

-- @setup
CREATE TABLE ip (a int, b text);
CREATE TABLE ic (c int) INHERITS (ip);
CREATE TABLE ic2 (d int) INHERITS (ip);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF old.a = 5 THEN RETURN NULL; END IF; new.b := new.b || '#'; RETURN new; END $$;
INSERT INTO ip VALUES (1, 'p'), (5, 'p5');
INSERT INTO ic VALUES (2, 'c', 0), (5, 'c5', 1);
INSERT INTO ic2 VALUES (3, 'd', 9);
CREATE TRIGGER icr AFTER UPDATE OR DELETE ON ic FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER icb BEFORE UPDATE ON ic FOR EACH ROW EXECUTE FUNCTION bump();
CREATE TRIGGER ipr AFTER UPDATE ON ip FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips BEFORE UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips2 AFTER UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ics AFTER UPDATE ON ic FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ic2r BEFORE DELETE ON ic2 FOR EACH ROW EXECUTE FUNCTION lg_row();

-- @case trigger-inheritance-tree-1.4
DELETE FROM ip WHERE a >= 2 RETURNING *

-- @setup
CREATE TABLE ip (a int, b text);
CREATE TABLE ic (c int) INHERITS (ip);
CREATE TABLE ic2 (d int) INHERITS (ip);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF old.a = 5 THEN RETURN NULL; END IF; new.b := new.b || '#'; RETURN new; END $$;
INSERT INTO ip VALUES (1, 'p'), (5, 'p5');
INSERT INTO ic VALUES (2, 'c', 0), (5, 'c5', 1);
INSERT INTO ic2 VALUES (3, 'd', 9);
CREATE TRIGGER icr AFTER UPDATE OR DELETE ON ic FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER icb BEFORE UPDATE ON ic FOR EACH ROW EXECUTE FUNCTION bump();
CREATE TRIGGER ipr AFTER UPDATE ON ip FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips BEFORE UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips2 AFTER UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ics AFTER UPDATE ON ic FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ic2r BEFORE DELETE ON ic2 FOR EACH ROW EXECUTE FUNCTION lg_row();
DELETE FROM ip WHERE a >= 2;

-- @case trigger-inheritance-tree-1.5 ordered
SELECT k - (SELECT min(k) FROM lg), info FROM lg ORDER BY k

-- @setup
CREATE TABLE ip (a int, b text);
CREATE TABLE ic (c int) INHERITS (ip);
CREATE TABLE ic2 (d int) INHERITS (ip);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_level || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN coalesce(new, old); END $$;
CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF old.a = 5 THEN RETURN NULL; END IF; new.b := new.b || '#'; RETURN new; END $$;
INSERT INTO ip VALUES (1, 'p'), (5, 'p5');
INSERT INTO ic VALUES (2, 'c', 0), (5, 'c5', 1);
INSERT INTO ic2 VALUES (3, 'd', 9);
CREATE TRIGGER icr AFTER UPDATE OR DELETE ON ic FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER icb BEFORE UPDATE ON ic FOR EACH ROW EXECUTE FUNCTION bump();
CREATE TRIGGER ipr AFTER UPDATE ON ip FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips BEFORE UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ips2 AFTER UPDATE OR DELETE ON ip FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ics AFTER UPDATE ON ic FOR EACH STATEMENT EXECUTE FUNCTION lg_row();
CREATE TRIGGER ic2r BEFORE DELETE ON ic2 FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TABLE src (a int, z text);
INSERT INTO src VALUES (2, 'from'), (3, 'from3');
UPDATE ip SET b = src.z FROM src WHERE src.a = ip.a;

-- @case trigger-inheritance-tree-1.6 ordered
SELECT k - (SELECT min(k) FROM lg), info FROM lg ORDER BY k

-- @setup
CREATE TABLE pt (a int, b text) PARTITION BY RANGE (a);
CREATE TABLE pt1 PARTITION OF pt FOR VALUES FROM (0) TO (10);
CREATE TABLE pt2 PARTITION OF pt FOR VALUES FROM (10) TO (20);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN coalesce(new, old); END $$;
INSERT INTO pt VALUES (1, 'x'), (11, 'x');
CREATE TRIGGER pt1r AFTER UPDATE OR DELETE ON pt1 FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER pt2r BEFORE UPDATE OR DELETE ON pt2 FOR EACH ROW EXECUTE FUNCTION lg_row();
UPDATE pt SET b = 'y';
DELETE FROM pt WHERE a > 5;

-- @case trigger-inheritance-tree-2.1 ordered
SELECT k - (SELECT min(k) FROM lg), info FROM lg ORDER BY k

-- @setup
CREATE TABLE pt (a int, b text) PARTITION BY RANGE (a);
CREATE TABLE pt1 PARTITION OF pt FOR VALUES FROM (0) TO (10);
CREATE TABLE pt2 PARTITION OF pt FOR VALUES FROM (10) TO (20);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN coalesce(new, old); END $$;
INSERT INTO pt VALUES (1, 'x'), (11, 'x');
CREATE TRIGGER pt1r AFTER UPDATE OR DELETE ON pt1 FOR EACH ROW EXECUTE FUNCTION lg_row();
CREATE TRIGGER pt2r BEFORE UPDATE OR DELETE ON pt2 FOR EACH ROW EXECUTE FUNCTION lg_row();

-- @case trigger-inheritance-tree-2.2
UPDATE pt SET b = 'z' WHERE a < 100 RETURNING *
