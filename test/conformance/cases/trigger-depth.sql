-- pg_trigger_depth(): 0 outside triggers, the nesting of trigger functions inside them (a WHEN
-- condition sees the depth of the statement that fires it); back to 0 after a trigger failed.
-- @setup
CREATE TABLE td1 (a int);
CREATE TABLE td2 (a int);
CREATE TABLE lg (k serial, info text);
CREATE FUNCTION td_f1() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES ('f1 depth ' || pg_trigger_depth()); INSERT INTO td2 VALUES (new.a); RETURN new; END $$;
CREATE FUNCTION td_f2() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO lg (info) VALUES ('f2 depth ' || pg_trigger_depth()); IF new.a < 0 THEN RAISE EXCEPTION 'negative'; END IF; RETURN new; END $$;
CREATE TRIGGER a1 AFTER INSERT ON td1 FOR EACH ROW EXECUTE FUNCTION td_f1();
CREATE TRIGGER a2 BEFORE INSERT ON td2 FOR EACH ROW WHEN (pg_trigger_depth() > 0) EXECUTE FUNCTION td_f2();
INSERT INTO td1 VALUES (1);
INSERT INTO td2 VALUES (2);
-- @case trigger-depth-1.1
SELECT pg_trigger_depth()
-- @case trigger-depth-1.2
SELECT k, info FROM lg ORDER BY k
-- @case trigger-depth-1.3
INSERT INTO td1 VALUES (-1)
-- @setup
CREATE TABLE td1 (a int);
CREATE FUNCTION td_f3() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'fail at depth %', pg_trigger_depth(); END $$;
CREATE TRIGGER a3 BEFORE INSERT ON td1 FOR EACH ROW EXECUTE FUNCTION td_f3();
SAVEPOINT s;
-- @case trigger-depth-2.1
INSERT INTO td1 VALUES (1)
