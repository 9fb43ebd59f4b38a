-- INSERT … ON CONFLICT into a partitioned table is routed first, then the conflict is the leaf
-- partition's (ExecInsert after ExecFindPartition): the leaf's BEFORE INSERT row triggers fire,
-- DO UPDATE fires the leaf's UPDATE row triggers and the named table's UPDATE statement triggers,
-- an update that would move the row to another partition is 0A000 "invalid ON UPDATE
-- specification". DEFAULT values and sequence draws in the proposed rows are routed once each.
-- The alias the statement gives its table names the conflicting row in SET and RETURNING.
-- @setup
CREATE TABLE p (id int, k int, v text, n serial, PRIMARY KEY (id, k)) PARTITION BY LIST (k);
CREATE TABLE p1 PARTITION OF p FOR VALUES IN (1);
CREATE TABLE p2 PARTITION OF p FOR VALUES IN (2);
CREATE TABLE log (i serial, m text);
CREATE FUNCTION tf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log (m) VALUES (TG_OP || ' ' || TG_TABLE_NAME || ' ' || TG_WHEN || ' ' || TG_LEVEL || ' ' || coalesce(NEW.id::text, '') || coalesce(' old=' || OLD.v, '')); RETURN NEW; END $$;
CREATE FUNCTION tfs() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log (m) VALUES (TG_OP || ' ' || TG_TABLE_NAME || ' ' || TG_WHEN || ' ' || TG_LEVEL); RETURN NULL; END $$;
CREATE TRIGGER u1 BEFORE UPDATE ON p FOR EACH ROW EXECUTE FUNCTION tf();
CREATE TRIGGER i1 AFTER INSERT ON p FOR EACH ROW EXECUTE FUNCTION tf();
CREATE TRIGGER s1 BEFORE INSERT OR UPDATE ON p FOR EACH STATEMENT EXECUTE FUNCTION tfs();
CREATE TRIGGER s2 AFTER INSERT OR UPDATE ON p FOR EACH STATEMENT EXECUTE FUNCTION tfs();
INSERT INTO p (id, k, v) VALUES (1, 1, 'a'), (2, 2, 'b');
-- @case partition-upsert-rows-1.1
INSERT INTO p AS t (id, k, v) VALUES (1, 1, 'x'), (2, 2, 'y'), (3, 1, 'z') ON CONFLICT (id, k) DO UPDATE SET v = t.v || excluded.v WHERE t.id <> 2 RETURNING *
-- @case partition-upsert-rows-1.2
SELECT m FROM log ORDER BY i
-- @case partition-upsert-rows-1.3
INSERT INTO p (id, k, v) VALUES (1, 1, 'q') ON CONFLICT (id, k) DO UPDATE SET k = 2
-- @case partition-upsert-rows-1.4
INSERT INTO p (id, k, v) VALUES (1, 1, 'q'), (1, 1, 'r') ON CONFLICT (id, k) DO UPDATE SET v = excluded.v
-- @case partition-upsert-rows-1.5
INSERT INTO p (id, k, v) VALUES (1, 3, 'q') ON CONFLICT (id, k) DO UPDATE SET v = excluded.v
-- @case partition-upsert-rows-1.6
INSERT INTO p (id, k, v) VALUES (1, 1, DEFAULT), (9, 2, DEFAULT) ON CONFLICT (id, k) DO UPDATE SET v = 'dflt' RETURNING id, k, v, n
-- @case partition-upsert-rows-1.7
INSERT INTO p VALUES (1, 1, 'w') ON CONFLICT DO NOTHING RETURNING *
-- @case partition-upsert-rows-1.8
SELECT tableoid::regclass, * FROM p ORDER BY id, k
-- @case partition-upsert-rows-1.9
SELECT count(*) FROM log
-- @setup
CREATE TABLE p (id int, k int, v text, PRIMARY KEY (id, k)) PARTITION BY LIST (k);
CREATE TABLE p1 PARTITION OF p FOR VALUES IN (1);
CREATE TABLE p2 PARTITION OF p FOR VALUES IN (2);
CREATE FUNCTION mv() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.k := 2; RETURN NEW; END $$;
CREATE TRIGGER u2 BEFORE UPDATE ON p1 FOR EACH ROW EXECUTE FUNCTION mv();
INSERT INTO p VALUES (1, 1, 'a');
-- @case partition-upsert-rows-2.1
INSERT INTO p (id, k, v) VALUES (1, 1, 'q') ON CONFLICT (id, k) DO UPDATE SET v = 'moved'
-- @case partition-upsert-rows-2.2
INSERT INTO p (id, k, v) VALUES (1, 1, 'q'), (5, 2, 'new') ON CONFLICT (id, k) DO NOTHING RETURNING tableoid::regclass, *
-- @setup
CREATE TABLE s (id serial, k int, v text, PRIMARY KEY (id, k)) PARTITION BY LIST (k);
CREATE TABLE s1 PARTITION OF s FOR VALUES IN (1);
CREATE TABLE s2 PARTITION OF s FOR VALUES IN (2);
INSERT INTO s (k, v) VALUES (1, 'a'), (2, 'b');
-- @case partition-upsert-rows-3.1
INSERT INTO s (id, k, v) VALUES (1, 1, 'c'), (DEFAULT, 2, 'd') ON CONFLICT (id, k) DO UPDATE SET v = excluded.v RETURNING *
-- @case partition-upsert-rows-3.2
INSERT INTO s (k, v) SELECT 1, 'e' ON CONFLICT (id, k) DO NOTHING RETURNING *
-- @case partition-upsert-rows-3.3
INSERT INTO s AS x (id, k, v) VALUES (nextval('s_id_seq'), 2, 'f'), (2, 2, 'g') ON CONFLICT (id, k) DO UPDATE SET v = x.v || '+' || excluded.v RETURNING x.*
-- @case partition-upsert-rows-3.4
SELECT tableoid::regclass, * FROM s ORDER BY id, k
-- @setup
CREATE TABLE q (id int PRIMARY KEY, v text);
CREATE FUNCTION tq() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.v := NEW.v || '!'; RETURN NEW; END $$;
CREATE TRIGGER u1 BEFORE UPDATE ON q FOR EACH ROW EXECUTE FUNCTION tq();
INSERT INTO q VALUES (1, 'a');
-- @case partition-upsert-rows-4.1
INSERT INTO q AS t VALUES (1, 'x') ON CONFLICT (id) DO UPDATE SET v = t.v || excluded.v RETURNING *
-- @case partition-upsert-rows-4.2
INSERT INTO q AS t VALUES (1, 'y') ON CONFLICT (id) DO UPDATE SET v = t.v || excluded.v RETURNING t.*, t.v
-- @case partition-upsert-rows-4.3
INSERT INTO q AS t VALUES (1, 'y') ON CONFLICT (id) DO UPDATE SET v = t.v RETURNING q.v
-- @case partition-upsert-rows-4.4
INSERT INTO q VALUES (1, 'z'), (2, 'w') ON CONFLICT (id) DO UPDATE SET v = q.v || excluded.v RETURNING q.v
