-- COMMENT ON TRIGGER name ON table IS 'text' | NULL (comment.c, pg_description with classoid
-- pg_trigger): obj_description shows it, NULL removes it, DROP TRIGGER drops it; a missing trigger
-- is 42704, a missing table 42P01.
-- @setup
CREATE TABLE ct (a int);
CREATE VIEW cv AS SELECT * FROM ct;
CREATE FUNCTION cf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE TRIGGER tr1 AFTER INSERT ON ct FOR EACH STATEMENT EXECUTE FUNCTION cf();
CREATE TRIGGER tr2 INSTEAD OF INSERT ON cv FOR EACH ROW EXECUTE FUNCTION cf();
COMMENT ON TRIGGER tr1 ON ct IS 'first trigger';
COMMENT ON TRIGGER tr2 ON cv IS 'view trigger';
-- @case comment-on-trigger-1.1
SELECT tgname, obj_description(oid, 'pg_trigger') FROM pg_trigger ORDER BY 1
-- @case comment-on-trigger-1.2
COMMENT ON TRIGGER nope ON ct IS 'x'
-- @case comment-on-trigger-1.3
COMMENT ON TRIGGER tr1 ON nope IS 'x'
-- @setup
CREATE TABLE ct (a int);
CREATE VIEW cv AS SELECT * FROM ct;
CREATE FUNCTION cf() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE TRIGGER tr1 AFTER INSERT ON ct FOR EACH STATEMENT EXECUTE FUNCTION cf();
CREATE TRIGGER tr2 INSTEAD OF INSERT ON cv FOR EACH ROW EXECUTE FUNCTION cf();
COMMENT ON TRIGGER tr1 ON ct IS 'first trigger';
COMMENT ON TRIGGER tr2 ON cv IS 'view trigger';
COMMENT ON TRIGGER tr1 ON ct IS NULL;
DROP TRIGGER tr2 ON cv;
-- @case comment-on-trigger-2.1
SELECT count(*) FROM pg_description WHERE classoid = 'pg_trigger'::regclass
