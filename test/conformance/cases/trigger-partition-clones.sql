-- Row triggers of a partitioned table are cloned to its partitions (trigger.c CloneRowTriggersToPartition):
-- every partition down the tree carries one (pg_trigger.tgparentid: the trigger a level up; tgisinternal
-- false; pg_get_triggerdef names the partition), partitions created or attached later get them, a
-- detached one loses them; DROP/RENAME on a clone are PostgreSQL's errors, on the parent they recurse;
-- ENABLE/DISABLE recurse. An INSERT into the partitioned table fires, per row, the BEFORE and AFTER ROW
-- triggers of the partition it is routed to (a BEFORE trigger moving the row out of its partition meets
-- the partition constraint); UPDATE and DELETE through the parent fire each partition's.
-- @setup
CREATE TABLE cp (a int, b text, c int) PARTITION BY RANGE (a);
CREATE TABLE cp1 PARTITION OF cp FOR VALUES FROM (0) TO (10);
CREATE TABLE cp3 PARTITION OF cp FOR VALUES FROM (20) TO (40) PARTITION BY LIST (b);
CREATE TABLE cp3x PARTITION OF cp3 FOR VALUES IN ('x');
CREATE TABLE cp3d PARTITION OF cp3 DEFAULT;
CREATE TABLE clg (k serial, info text);
CREATE FUNCTION clg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO clg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); IF tg_op = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$;
CREATE FUNCTION cbump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.b = 'skip' THEN RETURN NULL; END IF; IF NEW.b = 'mv' THEN NEW.b := 'x'; RETURN NEW; END IF; IF NEW.b <> 'x' THEN NEW.b := NEW.b || '+'; END IF; RETURN NEW; END $$;
CREATE TRIGGER ca AFTER INSERT OR UPDATE OR DELETE ON cp FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TRIGGER cb BEFORE INSERT ON cp FOR EACH ROW WHEN (NEW.a > 1) EXECUTE FUNCTION cbump();
CREATE TRIGGER cs AFTER INSERT ON cp FOR EACH STATEMENT EXECUTE FUNCTION clg_row();
CREATE TABLE cp2 PARTITION OF cp FOR VALUES FROM (10) TO (20);
CREATE TABLE cp5 (c int, b text, a int);
ALTER TABLE cp ATTACH PARTITION cp5 FOR VALUES FROM (50) TO (60);
-- @case trigger-partition-clones-1.1
SELECT tgrelid::regclass::text AS rel, tgname, (SELECT p.tgrelid::regclass::text FROM pg_trigger p WHERE p.oid = t.tgparentid) AS parent, tgisinternal, tgenabled, pg_get_triggerdef(oid) FROM pg_trigger t ORDER BY 1, 2
-- @case trigger-partition-clones-1.2
INSERT INTO cp (a, b) VALUES (1, 'a'), (2, 'b'), (25, 'x'), (15, 'q'), (55, 'z'), (30, 'skip'), (26, 'y')
-- @case trigger-partition-clones-1.5
INSERT INTO cp VALUES (2, 'b'), (27, 'mv')
-- @case trigger-partition-clones-1.3
WITH i AS (INSERT INTO cp (a, b) VALUES (1, 'a'), (2, 'b'), (25, 'x'), (15, 'q'), (55, 'z'), (30, 'skip'), (26, 'y') RETURNING 1) SELECT count(*) FROM i
-- @case trigger-partition-clones-1.4
INSERT INTO cp VALUES (3, 'r'), (12, 's') RETURNING *, tableoid::regclass
-- @setup
CREATE TABLE cp (a int, b text, c int) PARTITION BY RANGE (a);
CREATE TABLE cp1 PARTITION OF cp FOR VALUES FROM (0) TO (10);
CREATE TABLE cp3 PARTITION OF cp FOR VALUES FROM (20) TO (40) PARTITION BY LIST (b);
CREATE TABLE cp3x PARTITION OF cp3 FOR VALUES IN ('x');
CREATE TABLE cp3d PARTITION OF cp3 DEFAULT;
CREATE TABLE clg (k serial, info text);
CREATE FUNCTION clg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO clg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); IF tg_op = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$;
CREATE FUNCTION cbump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.b = 'skip' THEN RETURN NULL; END IF; IF NEW.b = 'mv' THEN NEW.b := 'x'; RETURN NEW; END IF; IF NEW.b <> 'x' THEN NEW.b := NEW.b || '+'; END IF; RETURN NEW; END $$;
CREATE TRIGGER ca AFTER INSERT OR UPDATE OR DELETE ON cp FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TRIGGER cb BEFORE INSERT ON cp FOR EACH ROW WHEN (NEW.a > 1) EXECUTE FUNCTION cbump();
CREATE TRIGGER cs AFTER INSERT ON cp FOR EACH STATEMENT EXECUTE FUNCTION clg_row();
CREATE TABLE cp2 PARTITION OF cp FOR VALUES FROM (10) TO (20);
CREATE TABLE cp5 (c int, b text, a int);
ALTER TABLE cp ATTACH PARTITION cp5 FOR VALUES FROM (50) TO (60);
INSERT INTO cp (a, b) VALUES (1, 'a'), (2, 'b'), (25, 'x'), (15, 'q'), (55, 'z'), (30, 'skip'), (26, 'y');
-- @case trigger-partition-clones-2.1
SELECT k, info FROM clg ORDER BY k
-- @case trigger-partition-clones-2.2
SELECT tableoid::regclass::text, a, b, c FROM cp ORDER BY a
-- @case trigger-partition-clones-2.3
UPDATE cp SET c = a * 2 WHERE a IN (2, 15, 55) RETURNING *
-- @case trigger-partition-clones-2.4
DELETE FROM cp WHERE a > 20 RETURNING a, b
-- @case trigger-partition-clones-2.5
INSERT INTO cp VALUES (100, 'none')
-- @case trigger-partition-clones-2.6
DROP TRIGGER ca ON cp1
-- @case trigger-partition-clones-2.7
ALTER TRIGGER ca ON cp1 RENAME TO cz
-- @case trigger-partition-clones-2.8
CREATE OR REPLACE TRIGGER ca AFTER INSERT ON cp1 FOR EACH ROW EXECUTE FUNCTION clg_row()
-- @case trigger-partition-clones-2.9
CREATE TRIGGER ca AFTER INSERT ON cp2 FOR EACH ROW EXECUTE FUNCTION clg_row()
-- @setup
CREATE TABLE cp (a int, b text, c int) PARTITION BY RANGE (a);
CREATE TABLE cp1 PARTITION OF cp FOR VALUES FROM (0) TO (10);
CREATE TABLE cp3 PARTITION OF cp FOR VALUES FROM (20) TO (40) PARTITION BY LIST (b);
CREATE TABLE cp3x PARTITION OF cp3 FOR VALUES IN ('x');
CREATE TABLE cp3d PARTITION OF cp3 DEFAULT;
CREATE TABLE clg (k serial, info text);
CREATE FUNCTION clg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO clg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); IF tg_op = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$;
CREATE FUNCTION cbump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.b = 'skip' THEN RETURN NULL; END IF; IF NEW.b = 'mv' THEN NEW.b := 'x'; RETURN NEW; END IF; IF NEW.b <> 'x' THEN NEW.b := NEW.b || '+'; END IF; RETURN NEW; END $$;
CREATE TRIGGER ca AFTER INSERT OR UPDATE OR DELETE ON cp FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TRIGGER cb BEFORE INSERT ON cp FOR EACH ROW WHEN (NEW.a > 1) EXECUTE FUNCTION cbump();
CREATE TRIGGER cs AFTER INSERT ON cp FOR EACH STATEMENT EXECUTE FUNCTION clg_row();
CREATE TABLE cp2 PARTITION OF cp FOR VALUES FROM (10) TO (20);
CREATE TABLE cp5 (c int, b text, a int);
ALTER TABLE cp ATTACH PARTITION cp5 FOR VALUES FROM (50) TO (60);
INSERT INTO cp (a, b) VALUES (1, 'a'), (2, 'b'), (25, 'x'), (15, 'q'), (55, 'z'), (30, 'skip'), (26, 'y');
CREATE TRIGGER own AFTER INSERT ON cp3x FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TABLE cp6 (a int, b text, c int);
CREATE TRIGGER ca AFTER INSERT ON cp6 FOR EACH ROW EXECUTE FUNCTION clg_row();
-- @case trigger-partition-clones-3.1
CREATE TRIGGER own AFTER INSERT ON cp FOR EACH ROW EXECUTE FUNCTION clg_row()
-- @case trigger-partition-clones-3.2
ALTER TABLE cp ATTACH PARTITION cp6 FOR VALUES FROM (60) TO (70)
-- @case trigger-partition-clones-3.3
ALTER TABLE cp DETACH PARTITION cp2
-- @case trigger-partition-clones-3.4
SELECT tgrelid::regclass::text AS rel, tgname, tgparentid <> 0 AS cloned FROM pg_trigger WHERE tgrelid IN ('cp2'::regclass, 'cp5'::regclass) ORDER BY 1, 2
-- @setup
CREATE TABLE cp (a int, b text, c int) PARTITION BY RANGE (a);
CREATE TABLE cp1 PARTITION OF cp FOR VALUES FROM (0) TO (10);
CREATE TABLE cp3 PARTITION OF cp FOR VALUES FROM (20) TO (40) PARTITION BY LIST (b);
CREATE TABLE cp3x PARTITION OF cp3 FOR VALUES IN ('x');
CREATE TABLE cp3d PARTITION OF cp3 DEFAULT;
CREATE TABLE clg (k serial, info text);
CREATE FUNCTION clg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO clg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); IF tg_op = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$;
CREATE FUNCTION cbump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.b = 'skip' THEN RETURN NULL; END IF; IF NEW.b = 'mv' THEN NEW.b := 'x'; RETURN NEW; END IF; IF NEW.b <> 'x' THEN NEW.b := NEW.b || '+'; END IF; RETURN NEW; END $$;
CREATE TRIGGER ca AFTER INSERT OR UPDATE OR DELETE ON cp FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TRIGGER cb BEFORE INSERT ON cp FOR EACH ROW WHEN (NEW.a > 1) EXECUTE FUNCTION cbump();
CREATE TRIGGER cs AFTER INSERT ON cp FOR EACH STATEMENT EXECUTE FUNCTION clg_row();
CREATE TABLE cp2 PARTITION OF cp FOR VALUES FROM (10) TO (20);
CREATE TABLE cp5 (c int, b text, a int);
ALTER TABLE cp ATTACH PARTITION cp5 FOR VALUES FROM (50) TO (60);
INSERT INTO cp (a, b) VALUES (1, 'a'), (2, 'b'), (25, 'x'), (15, 'q'), (55, 'z'), (30, 'skip'), (26, 'y');
CREATE TRIGGER own AFTER INSERT ON cp3x FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TABLE cp6 (a int, b text, c int);
CREATE TRIGGER ca AFTER INSERT ON cp6 FOR EACH ROW EXECUTE FUNCTION clg_row();
ALTER TABLE cp DETACH PARTITION cp2;
ALTER TRIGGER ca ON cp RENAME TO cr;
ALTER TABLE cp DISABLE TRIGGER cb;
DROP TRIGGER cs ON cp;
-- @case trigger-partition-clones-4.1
SELECT tgrelid::regclass::text AS rel, tgname, (SELECT p.tgrelid::regclass::text FROM pg_trigger p WHERE p.oid = t.tgparentid) AS parent, tgenabled FROM pg_trigger t ORDER BY 1, 2
-- @case trigger-partition-clones-4.2
INSERT INTO cp VALUES (4, 'd'), (27, 'x') RETURNING *
-- @setup
CREATE TABLE cp (a int, b text, c int) PARTITION BY RANGE (a);
CREATE TABLE cp1 PARTITION OF cp FOR VALUES FROM (0) TO (10);
CREATE TABLE cp3 PARTITION OF cp FOR VALUES FROM (20) TO (40) PARTITION BY LIST (b);
CREATE TABLE cp3x PARTITION OF cp3 FOR VALUES IN ('x');
CREATE TABLE cp3d PARTITION OF cp3 DEFAULT;
CREATE TABLE clg (k serial, info text);
CREATE FUNCTION clg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO clg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); IF tg_op = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$;
CREATE FUNCTION cbump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.b = 'skip' THEN RETURN NULL; END IF; IF NEW.b = 'mv' THEN NEW.b := 'x'; RETURN NEW; END IF; IF NEW.b <> 'x' THEN NEW.b := NEW.b || '+'; END IF; RETURN NEW; END $$;
CREATE TRIGGER ca AFTER INSERT OR UPDATE OR DELETE ON cp FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TRIGGER cb BEFORE INSERT ON cp FOR EACH ROW WHEN (NEW.a > 1) EXECUTE FUNCTION cbump();
CREATE TRIGGER cs AFTER INSERT ON cp FOR EACH STATEMENT EXECUTE FUNCTION clg_row();
CREATE TABLE cp2 PARTITION OF cp FOR VALUES FROM (10) TO (20);
CREATE TABLE cp5 (c int, b text, a int);
ALTER TABLE cp ATTACH PARTITION cp5 FOR VALUES FROM (50) TO (60);
INSERT INTO cp (a, b) VALUES (1, 'a'), (2, 'b'), (25, 'x'), (15, 'q'), (55, 'z'), (30, 'skip'), (26, 'y');
CREATE TRIGGER own AFTER INSERT ON cp3x FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TABLE cp6 (a int, b text, c int);
CREATE TRIGGER ca AFTER INSERT ON cp6 FOR EACH ROW EXECUTE FUNCTION clg_row();
ALTER TABLE cp DETACH PARTITION cp2;
ALTER TRIGGER ca ON cp RENAME TO cr;
ALTER TABLE cp DISABLE TRIGGER cb;
DROP TRIGGER cs ON cp;
DROP TRIGGER cr ON cp;
-- @case trigger-partition-clones-5.1
SELECT tgrelid::regclass::text AS rel, tgname FROM pg_trigger t ORDER BY 1, 2
-- @setup
CREATE TABLE cp (a int, b text, c int) PARTITION BY RANGE (a);
CREATE TABLE cp1 PARTITION OF cp FOR VALUES FROM (0) TO (10);
CREATE TABLE cp3 PARTITION OF cp FOR VALUES FROM (20) TO (40) PARTITION BY LIST (b);
CREATE TABLE cp3x PARTITION OF cp3 FOR VALUES IN ('x');
CREATE TABLE cp3d PARTITION OF cp3 DEFAULT;
CREATE TABLE clg (k serial, info text);
CREATE FUNCTION clg_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO clg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || coalesce(old::text, '-') || ' ' || coalesce(new::text, '-')); IF tg_op = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$;
CREATE FUNCTION cbump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.b = 'skip' THEN RETURN NULL; END IF; IF NEW.b = 'mv' THEN NEW.b := 'x'; RETURN NEW; END IF; IF NEW.b <> 'x' THEN NEW.b := NEW.b || '+'; END IF; RETURN NEW; END $$;
CREATE TRIGGER ca AFTER INSERT OR UPDATE OR DELETE ON cp FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TRIGGER cb BEFORE INSERT ON cp FOR EACH ROW WHEN (NEW.a > 1) EXECUTE FUNCTION cbump();
CREATE TRIGGER cs AFTER INSERT ON cp FOR EACH STATEMENT EXECUTE FUNCTION clg_row();
CREATE TABLE cp2 PARTITION OF cp FOR VALUES FROM (10) TO (20);
CREATE TABLE cp5 (c int, b text, a int);
ALTER TABLE cp ATTACH PARTITION cp5 FOR VALUES FROM (50) TO (60);
INSERT INTO cp (a, b) VALUES (1, 'a'), (2, 'b'), (25, 'x'), (15, 'q'), (55, 'z'), (30, 'skip'), (26, 'y');
CREATE TRIGGER own AFTER INSERT ON cp3x FOR EACH ROW EXECUTE FUNCTION clg_row();
CREATE TABLE cp6 (a int, b text, c int);
CREATE TRIGGER ca AFTER INSERT ON cp6 FOR EACH ROW EXECUTE FUNCTION clg_row();
ALTER TABLE cp DETACH PARTITION cp2;
ALTER TRIGGER ca ON cp RENAME TO cr;
ALTER TABLE cp DISABLE TRIGGER cb;
DROP TRIGGER cs ON cp;
DROP TRIGGER cr ON cp;
CREATE FUNCTION cmove() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.a := NEW.a + 10; RETURN NEW; END $$;
CREATE TRIGGER cm BEFORE INSERT ON cp1 FOR EACH ROW EXECUTE FUNCTION cmove();
-- @case trigger-partition-clones-6.1
INSERT INTO cp VALUES (5, 'm')
-- @setup
CREATE TABLE dp (a int, b text) PARTITION BY RANGE (a);
CREATE TABLE dp1 PARTITION OF dp FOR VALUES FROM (0) TO (10);
CREATE FUNCTION dpf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER dt AFTER INSERT ON dp FOR EACH ROW EXECUTE FUNCTION dpf();
CREATE TABLE dp2 PARTITION OF dp FOR VALUES FROM (10) TO (20);
-- @case trigger-partition-clones-7.1
DROP FUNCTION dpf()
-- @case trigger-partition-clones-7.2
DROP FUNCTION dpf() CASCADE
-- @case trigger-partition-clones-7.3
SELECT tgrelid::regclass::text AS rel, tgname FROM pg_trigger ORDER BY 1, 2
-- @case trigger-partition-clones-7.4
DROP TABLE dp1
