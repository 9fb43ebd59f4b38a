-- session_replication_role (trigger.c): origin and local fire the triggers enabled 'O' and 'A',
-- replica those enabled 'R' and 'A'; 'D' never. ALTER TABLE … ENABLE [REPLICA | ALWAYS] /
-- DISABLE TRIGGER sets pg_trigger.tgenabled. Foreign keys are not checked in replica mode
-- (PostgreSQL's are triggers enabled 'O'): pgsqlite defers SQLite's checks to COMMIT.
-- @setup
CREATE TABLE srr_log (m text);
CREATE TABLE srr_t (id int);
CREATE FUNCTION srr_lg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO srr_log VALUES (TG_NAME); RETURN NEW; END $$;
CREATE TRIGGER srr_o BEFORE INSERT ON srr_t FOR EACH ROW EXECUTE FUNCTION srr_lg();
CREATE TRIGGER srr_r AFTER INSERT ON srr_t FOR EACH ROW EXECUTE FUNCTION srr_lg();
CREATE TRIGGER srr_a BEFORE INSERT ON srr_t FOR EACH STATEMENT EXECUTE FUNCTION srr_lg();
CREATE TRIGGER srr_d BEFORE INSERT ON srr_t FOR EACH ROW EXECUTE FUNCTION srr_lg();
ALTER TABLE srr_t ENABLE REPLICA TRIGGER srr_r;
ALTER TABLE srr_t ENABLE ALWAYS TRIGGER srr_a;
ALTER TABLE srr_t DISABLE TRIGGER srr_d;
INSERT INTO srr_t VALUES (1);
SET LOCAL session_replication_role = replica;
INSERT INTO srr_t VALUES (2);
SET LOCAL session_replication_role = local;
INSERT INTO srr_t VALUES (3);
SET LOCAL session_replication_role = origin;
INSERT INTO srr_t VALUES (4);
-- @case session-replication-role-1.1
SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'srr_t'::regclass AND NOT tgisinternal ORDER BY 1
-- @case session-replication-role-1.2
SET session_replication_role = replica
-- @case session-replication-role-1.3
SET session_replication_role = bogus
-- @case session-replication-role-1.4
SELECT set_config('session_replication_role', 'local', true)
-- @case session-replication-role-2.1 ordered
SELECT m, count(*) FROM srr_log GROUP BY m ORDER BY m
-- @case session-replication-role-2.2
SELECT count(*) FROM srr_t

-- 3: ALL and USER
-- @setup
CREATE TABLE srr_log (m text);
CREATE TABLE srr_t (id int);
CREATE FUNCTION srr_lg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO srr_log VALUES (TG_NAME); RETURN NEW; END $$;
CREATE TRIGGER srr_o BEFORE INSERT ON srr_t FOR EACH ROW EXECUTE FUNCTION srr_lg();
CREATE TRIGGER srr_r AFTER INSERT ON srr_t FOR EACH ROW EXECUTE FUNCTION srr_lg();
ALTER TABLE srr_t DISABLE TRIGGER ALL;
INSERT INTO srr_t VALUES (1);
ALTER TABLE srr_t ENABLE TRIGGER USER;
ALTER TABLE srr_t ENABLE REPLICA TRIGGER srr_r;
SET LOCAL session_replication_role = replica;
INSERT INTO srr_t VALUES (2);
-- @case session-replication-role-3.1 ordered
SELECT m, count(*) FROM srr_log GROUP BY m ORDER BY m
-- @case session-replication-role-3.2
SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'srr_t'::regclass AND NOT tgisinternal ORDER BY 1
-- @case session-replication-role-3.3
ALTER TABLE srr_t DISABLE TRIGGER srr_nope

-- 4: foreign keys in replica mode
-- @setup
CREATE TABLE srr_p (id int PRIMARY KEY);
CREATE TABLE srr_c (id int REFERENCES srr_p (id));
CREATE TABLE srr_cc (id int REFERENCES srr_p (id) ON DELETE CASCADE);
INSERT INTO srr_p VALUES (1), (2);
INSERT INTO srr_c VALUES (1);
INSERT INTO srr_cc VALUES (2);
SET LOCAL session_replication_role = replica;
-- @case session-replication-role-4.1
INSERT INTO srr_c VALUES (3)
-- @case session-replication-role-4.2
SHOW session_replication_role
-- @case session-replication-role-4.3
DELETE FROM srr_p WHERE id = 1
-- @case session-replication-role-4.4
UPDATE srr_p SET id = 5 WHERE id = 2
-- @case session-replication-role-4.5
DELETE FROM srr_p WHERE id = 2
