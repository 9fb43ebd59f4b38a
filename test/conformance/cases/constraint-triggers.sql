-- CREATE CONSTRAINT TRIGGER: an AFTER ROW trigger whose firings wait for COMMIT (or SET
-- CONSTRAINTS … IMMEDIATE) while deferred; a statement that is its own transaction fires them
-- as it ends (pgx's TestConnQueryRowConstraintErrors). Every case runs inside BEGIN … ROLLBACK.
-- @setup
CREATE TABLE ctg (id text PRIMARY KEY, n int NOT NULL);
CREATE FUNCTION ctg_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.n = 4 THEN RAISE EXCEPTION 'n cant be 4!'; END IF;
  RETURN new;
END $$;
CREATE CONSTRAINT TRIGGER ctg_deferred AFTER INSERT OR UPDATE ON ctg DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ctg_check();
INSERT INTO ctg VALUES ('a', 1), ('b', 2);

-- 1: deferred until COMMIT
-- @case constraint-triggers-1.1
INSERT INTO ctg VALUES ('e', 4) RETURNING id
-- @case constraint-triggers-1.2
SELECT tgname, tgdeferrable, tginitdeferred FROM pg_trigger WHERE tgrelid = 'ctg'::regclass

-- @setup
CREATE TABLE ctg (id text PRIMARY KEY, n int NOT NULL);
CREATE FUNCTION ctg_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.n = 4 THEN RAISE EXCEPTION 'n cant be 4!'; END IF;
  RETURN new;
END $$;
CREATE CONSTRAINT TRIGGER ctg_deferred AFTER INSERT OR UPDATE ON ctg DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ctg_check();
INSERT INTO ctg VALUES ('e', 4);
-- @case constraint-triggers-2.1
COMMIT
-- @case constraint-triggers-2.2
SET CONSTRAINTS ALL IMMEDIATE
-- @case constraint-triggers-2.3
SET CONSTRAINTS ctg_deferred IMMEDIATE
-- @case constraint-triggers-2.4
SET CONSTRAINTS ALL DEFERRED
-- @case constraint-triggers-2.5
UPDATE ctg SET n = 5

-- 3: a savepoint rolled back drops the events queued after it (IMMEDIATE fires what is left;
-- no case COMMITs successfully: that would keep the setup in the oracle's database)
-- @setup
CREATE TABLE ctg (id text PRIMARY KEY, n int NOT NULL);
CREATE FUNCTION ctg_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.n = 4 THEN RAISE EXCEPTION 'n cant be 4!'; END IF;
  RETURN new;
END $$;
CREATE CONSTRAINT TRIGGER ctg_deferred AFTER INSERT OR UPDATE ON ctg DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ctg_check();
SAVEPOINT s1;
INSERT INTO ctg VALUES ('e', 4);
ROLLBACK TO SAVEPOINT s1;
INSERT INTO ctg VALUES ('f', 6);
-- @case constraint-triggers-3.1
SET CONSTRAINTS ALL IMMEDIATE
-- @case constraint-triggers-3.2
SELECT id, n FROM ctg

-- 4: not deferrable, or SET CONSTRAINTS … IMMEDIATE first: fired at the end of the statement
-- @setup
CREATE TABLE ctg (id text PRIMARY KEY, n int NOT NULL);
CREATE FUNCTION ctg_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.n = 4 THEN RAISE EXCEPTION 'n cant be 4!'; END IF;
  RETURN new;
END $$;
CREATE CONSTRAINT TRIGGER ctg_now AFTER INSERT ON ctg FOR EACH ROW EXECUTE FUNCTION ctg_check();
-- @case constraint-triggers-4.1
INSERT INTO ctg VALUES ('e', 4)
-- @case constraint-triggers-4.2
SET CONSTRAINTS ctg_now DEFERRED
-- @case constraint-triggers-4.3
INSERT INTO ctg VALUES ('g', 7) RETURNING n
