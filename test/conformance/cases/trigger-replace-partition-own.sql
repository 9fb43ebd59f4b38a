-- CREATE OR REPLACE TRIGGER on a partitioned table replaces a partition's own trigger of that name
-- with its clone (PostgreSQL recurses with in_partition, skipping the internal-or-child check); a
-- plain CREATE TRIGGER there is 42710, as is OR REPLACE of a clone on the partition itself.
-- @setup
CREATE TABLE parted_trig (a int) PARTITION BY LIST (a);
CREATE TABLE parted_trig_1 PARTITION OF parted_trig FOR VALUES IN (50);
CREATE TABLE parted_trig_2 PARTITION OF parted_trig FOR VALUES IN (60, 70) PARTITION BY LIST (a);
CREATE TABLE parted_trig_2a PARTITION OF parted_trig_2 FOR VALUES IN (60);
CREATE TABLE log (i serial, m text);
CREATE FUNCTION funca() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log (m) VALUES ('A ' || TG_TABLE_NAME); RETURN NULL; END $$;
CREATE FUNCTION funcb() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log (m) VALUES ('B ' || TG_TABLE_NAME); RETURN NULL; END $$;
CREATE TRIGGER my_trig AFTER INSERT ON parted_trig_1 FOR EACH ROW EXECUTE FUNCTION funca();
CREATE TRIGGER my_trig AFTER INSERT ON parted_trig_2a FOR EACH ROW EXECUTE FUNCTION funca();
-- @case trigger-replace-partition-own-1.1
CREATE TRIGGER my_trig AFTER INSERT ON parted_trig FOR EACH ROW EXECUTE FUNCTION funcb()
-- @case trigger-replace-partition-own-1.2
CREATE OR REPLACE TRIGGER my_trig AFTER INSERT ON parted_trig FOR EACH ROW EXECUTE FUNCTION funcb()
-- @setup
CREATE TABLE parted_trig (a int) PARTITION BY LIST (a);
CREATE TABLE parted_trig_1 PARTITION OF parted_trig FOR VALUES IN (50);
CREATE TABLE parted_trig_2 PARTITION OF parted_trig FOR VALUES IN (60, 70) PARTITION BY LIST (a);
CREATE TABLE parted_trig_2a PARTITION OF parted_trig_2 FOR VALUES IN (60);
CREATE TABLE log (i serial, m text);
CREATE FUNCTION funca() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log (m) VALUES ('A ' || TG_TABLE_NAME); RETURN NULL; END $$;
CREATE FUNCTION funcb() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log (m) VALUES ('B ' || TG_TABLE_NAME); RETURN NULL; END $$;
CREATE TRIGGER my_trig AFTER INSERT ON parted_trig_1 FOR EACH ROW EXECUTE FUNCTION funca();
CREATE TRIGGER my_trig AFTER INSERT ON parted_trig_2a FOR EACH ROW EXECUTE FUNCTION funca();
CREATE OR REPLACE TRIGGER my_trig AFTER INSERT ON parted_trig FOR EACH ROW EXECUTE FUNCTION funcb();
INSERT INTO parted_trig VALUES (50), (60);
-- @case trigger-replace-partition-own-2.1
SELECT m FROM log ORDER BY i
-- @case trigger-replace-partition-own-2.2
SELECT tgrelid::regclass, tgname, tgparentid <> 0 AS clone FROM pg_trigger ORDER BY 1
-- @case trigger-replace-partition-own-2.3
CREATE OR REPLACE TRIGGER my_trig AFTER INSERT ON parted_trig_1 FOR EACH ROW EXECUTE FUNCTION funca()
-- @case trigger-replace-partition-own-2.4
DROP TRIGGER my_trig ON parted_trig
