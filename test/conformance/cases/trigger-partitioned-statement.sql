-- Statement triggers on a partitioned table (trigger.c: BEFORE/AFTER … FOR EACH STATEMENT): they fire
-- once for a statement naming the partitioned table (not for the partitions' statement triggers),
-- also for UPDATE/DELETE run in several steps and statements with RETURNING of joined columns;
-- INSTEAD OF is 42809; ROW triggers with transition tables are 0A000 as in PostgreSQL.
-- @setup
CREATE TABLE pt (a int, b text) PARTITION BY LIST (a);
CREATE TABLE pt1 PARTITION OF pt FOR VALUES IN (1);
CREATE TABLE pt2 PARTITION OF pt FOR VALUES IN (2);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION sf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || tg_when || ' ' || tg_op || ' ' || tg_table_name || ' ' || (SELECT count(*) FROM pt)); RETURN NULL; END $$;
CREATE TRIGGER s1 BEFORE INSERT ON pt FOR EACH STATEMENT EXECUTE FUNCTION sf();
CREATE TRIGGER s2 AFTER INSERT ON pt FOR EACH STATEMENT EXECUTE FUNCTION sf();
CREATE TRIGGER s3 AFTER UPDATE ON pt FOR EACH STATEMENT EXECUTE FUNCTION sf();
CREATE TRIGGER s4 BEFORE DELETE ON pt FOR EACH STATEMENT EXECUTE FUNCTION sf();
CREATE TRIGGER s5 AFTER INSERT ON pt1 FOR EACH STATEMENT EXECUTE FUNCTION sf();
INSERT INTO pt VALUES (1, 'a'), (2, 'b');
UPDATE pt SET b = b || '!';
UPDATE pt1 SET b = b || '?';
DELETE FROM pt WHERE a = 2;
INSERT INTO pt1 VALUES (1, 'c');
-- @case trigger-partitioned-statement-1.1
SELECT k, info FROM lg ORDER BY k
-- @case trigger-partitioned-statement-1.2
SELECT tgname, tgrelid::regclass, tgtype, pg_get_triggerdef(oid) FROM pg_trigger ORDER BY 1
-- @case trigger-partitioned-statement-1.3
UPDATE pt SET b = 'z' WHERE a = 1 RETURNING a, b
-- @case trigger-partitioned-statement-1.4
CREATE TRIGGER e1 INSTEAD OF INSERT ON pt FOR EACH ROW EXECUTE FUNCTION sf()
-- @case trigger-partitioned-statement-1.5
CREATE TRIGGER e2 AFTER INSERT ON pt REFERENCING NEW TABLE AS nt FOR EACH ROW EXECUTE FUNCTION sf()
-- @case trigger-partitioned-statement-1.6
CREATE TRIGGER e3 AFTER INSERT ON pt FOR EACH ROW EXECUTE FUNCTION sf()
-- @setup
CREATE TABLE u (a int PRIMARY KEY, b text);
CREATE TABLE s (a int, v text);
INSERT INTO u VALUES (1, 'x'), (2, 'y');
INSERT INTO s VALUES (1, 'S1');
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION uf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || (SELECT string_agg(b, ',' ORDER BY a) FROM u)); RETURN NULL; END $$;
CREATE TRIGGER ub BEFORE UPDATE ON u FOR EACH STATEMENT EXECUTE FUNCTION uf();
CREATE TRIGGER ua AFTER UPDATE ON u FOR EACH STATEMENT EXECUTE FUNCTION uf();
-- @case trigger-partitioned-statement-2.1
UPDATE u SET b = s.v FROM s WHERE s.a = u.a RETURNING u.a, s.v, u.b
-- @setup
CREATE TABLE u (a int PRIMARY KEY, b text);
CREATE TABLE s (a int, v text);
INSERT INTO u VALUES (1, 'x'), (2, 'y');
INSERT INTO s VALUES (1, 'S1');
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION uf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES (tg_name || ' ' || (SELECT string_agg(b, ',' ORDER BY a) FROM u)); RETURN NULL; END $$;
CREATE TRIGGER ub BEFORE UPDATE ON u FOR EACH STATEMENT EXECUTE FUNCTION uf();
CREATE TRIGGER ua AFTER UPDATE ON u FOR EACH STATEMENT EXECUTE FUNCTION uf();
UPDATE u SET b = s.v FROM s WHERE s.a = u.a RETURNING u.a, s.v, u.b;
-- @case trigger-partitioned-statement-2.2
SELECT k, info FROM lg ORDER BY k
