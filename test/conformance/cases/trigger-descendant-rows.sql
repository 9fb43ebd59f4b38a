-- Row triggers of inheritance children and partitions, and a parent's row triggers and transition
-- tables, for statements that reach descendants' rows (UPDATE/DELETE without ONLY, INSERT through a
-- partitioned table). PostgreSQL fires them per row; pgsqlite refuses such statements (0A000) rather
-- than skip the triggers or the children's rows. ONLY and statements naming the child still work.
-- @setup
CREATE TABLE ip (a int, b text);
CREATE TABLE ic (c int) INHERITS (ip);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN NULL; END $$;
INSERT INTO ip VALUES (1, 'p');
INSERT INTO ic VALUES (2, 'c', 0);
CREATE TRIGGER icr AFTER UPDATE OR DELETE ON ic FOR EACH ROW EXECUTE FUNCTION lg_row();
-- @case trigger-descendant-rows-1.1
UPDATE ip SET b = b || '!'
-- @case trigger-descendant-rows-1.2
DELETE FROM ip WHERE a = 2
-- @case trigger-descendant-rows-1.3
UPDATE ONLY ip SET b = b || '!'
-- @case trigger-descendant-rows-1.4
UPDATE ic SET b = b || '?' RETURNING *
-- @setup
CREATE TABLE ip (a int, b text);
CREATE TABLE ic (c int) INHERITS (ip);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN NULL; END $$;
INSERT INTO ip VALUES (1, 'p');
INSERT INTO ic VALUES (2, 'c', 0);
CREATE TRIGGER ipr AFTER UPDATE ON ip FOR EACH ROW EXECUTE FUNCTION lg_row();
-- @case trigger-descendant-rows-2.1
UPDATE ip SET b = b || '!'
-- @case trigger-descendant-rows-2.2
UPDATE ONLY ip SET b = b || '!'
-- @setup
CREATE TABLE pt (a int, b text) PARTITION BY RANGE (a);
CREATE TABLE pt1 PARTITION OF pt FOR VALUES FROM (0) TO (10);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION lg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); RETURN NULL; END $$;
CREATE TRIGGER pt1r AFTER INSERT OR UPDATE OR DELETE ON pt1 FOR EACH ROW EXECUTE FUNCTION lg_row();
-- @case trigger-descendant-rows-3.1
INSERT INTO pt VALUES (1, 'x')
-- @case trigger-descendant-rows-3.2
INSERT INTO pt1 VALUES (2, 'y') RETURNING *
-- @case trigger-descendant-rows-3.3
UPDATE pt SET b = 'z'
