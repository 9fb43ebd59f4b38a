-- PL/pgSQL variables and parameters of composite types (a table's row type, t%ROWTYPE, CREATE
-- TYPE … AS) are records of that type (pl_comp.c): their fields are read and assigned, they are
-- NULL as a whole until assigned, read whole they are a value of the type (RETURN, row_to_json,
-- ::text, IS NULL, comparisons), r.* expands to the fields, SELECT INTO converts by position; an
-- anonymous record read whole keeps its field names; a trigger's NEW/OLD likewise.
-- @setup
CREATE TYPE pcv_mood AS ENUM ('sad', 'ok', 'happy');
CREATE TYPE pcv_pair AS (total bigint, count bigint);
CREATE TABLE pcv_t (a int, b text);
INSERT INTO pcv_t VALUES (1, 'x'), (2, 'y');
CREATE TABLE pcv_d (a int, gone text, m pcv_mood);
ALTER TABLE pcv_d DROP COLUMN gone;
INSERT INTO pcv_d VALUES (1, 'ok');
CREATE TABLE pcv_audit (j json);
CREATE FUNCTION pcv_fields() RETURNS text LANGUAGE plpgsql AS $$
DECLARE s pcv_pair; r pcv_t%ROWTYPE; out text;
BEGIN
  out := coalesce(s::text, 'null') || ' ' || coalesce(s.total::text, 'null') || ' ' || (s IS NULL)::text;
  s.total := 3;
  r.b := 'bee';
  RETURN out || ' | ' || s::text || ' ' || r::text || ' ' || (s IS NULL)::text;
END $$;
CREATE FUNCTION pcv_select_into(k int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE r pcv_t;
BEGIN
  SELECT * INTO r FROM pcv_t WHERE a = k;
  RETURN r::text || ' ' || (r IS NULL)::text || ' ' || coalesce(row_to_json(r)::text, '-');
END $$;
CREATE FUNCTION pcv_into_convert() RETURNS text LANGUAGE plpgsql AS $$
DECLARE s pcv_pair;
BEGIN
  SELECT 7 INTO s;
  RETURN s::text;
END $$;
CREATE FUNCTION pcv_into_bad() RETURNS text LANGUAGE plpgsql AS $$
DECLARE s pcv_pair;
BEGIN
  SELECT 1, 'x' INTO s;
  RETURN s::text;
END $$;
CREATE FUNCTION pcv_defaults() RETURNS text LANGUAGE plpgsql AS $$
DECLARE a pcv_t := ROW(1, 'q'); b pcv_t;
BEGIN
  b := (SELECT t FROM pcv_t t WHERE t.a = 2);
  a.b := a.b || '!';
  RETURN a::text || b::text || (a = b)::text || (a IS DISTINCT FROM ROW(1, 'q!')::pcv_t)::text;
END $$;
CREATE FUNCTION pcv_assign_null() RETURNS text LANGUAGE plpgsql AS $$
DECLARE a pcv_t := ROW(1, 'q');
BEGIN
  a := NULL;
  RETURN coalesce(a::text, 'null') || ' ' || coalesce(a.b, 'null');
END $$;
CREATE FUNCTION pcv_param_field(x pcv_pair) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN RETURN x.total; END $$;
CREATE FUNCTION pcv_param_assign(x pcv_pair) RETURNS pcv_pair LANGUAGE plpgsql AS $$
BEGIN x.total := 7; RETURN x; END $$;
CREATE FUNCTION pcv_param_whole(x pcv_t) RETURNS text LANGUAGE plpgsql AS $$
BEGIN RETURN row_to_json(x)::text || coalesce(x::text, 'N') || (x IS NULL)::text; END $$;
CREATE FUNCTION pcv_param_copy(p pcv_t) RETURNS text LANGUAGE plpgsql AS $$
DECLARE q pcv_t := p;
BEGIN q.b := 'changed'; RETURN p::text || q::text; END $$;
CREATE FUNCTION pcv_loop() RETURNS SETOF pcv_t LANGUAGE plpgsql AS $$
DECLARE r pcv_t;
BEGIN
  FOR r IN SELECT * FROM pcv_t ORDER BY a LOOP
    r.b := upper(r.b);
    RETURN NEXT r;
  END LOOP;
END $$;
CREATE FUNCTION pcv_dropped() RETURNS text LANGUAGE plpgsql AS $$
DECLARE r pcv_d;
BEGIN
  SELECT * INTO r FROM pcv_d;
  r.m := 'happy';
  INSERT INTO pcv_d VALUES (r.*);
  INSERT INTO pcv_d SELECT (r).*;
  RETURN r::text || ' ' || row_to_json(r)::text || ' ' || (SELECT count(*) FROM pcv_d WHERE m = 'happy');
END $$;
CREATE FUNCTION pcv_anonymous() RETURNS text LANGUAGE plpgsql AS $$
DECLARE r record; out text := '';
BEGIN
  out := coalesce(r::text, 'unassigned');
  FOR r IN SELECT a, b FROM pcv_t ORDER BY a LOOP out := out || ' ' || r::text || r.b; END LOOP;
  r := ROW(1, 'two');
  out := out || ' ' || r::text;
  r := ROW(3, 4)::pcv_pair;
  r.total := 9;
  RETURN out || ' ' || r::text;
END $$;
CREATE FUNCTION pcv_composite_type() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c pcv_pair; c2 public.pcv_pair;
BEGIN c.total := 1; c.count := 2; c2 := c; RETURN c2::text || c2.count; END $$;
CREATE FUNCTION pcv_no_field() RETURNS int LANGUAGE plpgsql AS $$
DECLARE s pcv_pair; BEGIN s.nope := 1; RETURN 1; END $$;
CREATE FUNCTION pcv_read_no_field() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE s pcv_pair; BEGIN RETURN s.nope; END $$;
CREATE FUNCTION pcv_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN INSERT INTO pcv_audit VALUES (row_to_json(OLD)); RETURN OLD; END IF;
  INSERT INTO pcv_audit VALUES (json_build_object('new', NEW, 'null_old', OLD IS NULL));
  NEW.b := NEW.b || '!';
  RETURN NEW;
END $$;
CREATE TRIGGER pcv_trg BEFORE INSERT OR DELETE ON pcv_t FOR EACH ROW EXECUTE FUNCTION pcv_trg();
CREATE FUNCTION pcv_delete_audit() RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pcv_t WHERE a = 1;
  INSERT INTO pcv_t VALUES (4, 'v');
  RETURN QUERY SELECT j::text FROM pcv_audit ORDER BY 1;
END $$;

-- 1: records of a declared composite type, parameters, anonymous records, triggers
-- @case plpgsql-composite-variables-1.1
SELECT pcv_fields()
-- @case plpgsql-composite-variables-1.2
SELECT pcv_select_into(1), pcv_select_into(99)
-- @case plpgsql-composite-variables-1.3
SELECT pcv_into_convert()
-- @case plpgsql-composite-variables-1.4
SELECT pcv_into_bad()
-- @case plpgsql-composite-variables-1.5
SELECT pcv_defaults()
-- @case plpgsql-composite-variables-1.6
SELECT pcv_assign_null()
-- @case plpgsql-composite-variables-1.7
SELECT pcv_param_field(ROW(4, 5)::pcv_pair), pcv_param_field(NULL)
-- @case plpgsql-composite-variables-1.8
SELECT pcv_param_field(ROW(4, 5))
-- @case plpgsql-composite-variables-1.9
SELECT pcv_param_assign(ROW(4, 5)::pcv_pair), pcv_param_assign(NULL)
-- @case plpgsql-composite-variables-1.10
SELECT pcv_param_whole(ROW(4, 'five')), pcv_param_whole(NULL), pcv_param_whole(ROW(NULL, NULL))
-- @case plpgsql-composite-variables-1.11
SELECT pcv_param_copy(ROW(1, 'orig'))
-- @case plpgsql-composite-variables-1.12 ordered
SELECT * FROM pcv_loop()
-- @case plpgsql-composite-variables-1.13
SELECT pcv_dropped()
-- @case plpgsql-composite-variables-1.14
SELECT pcv_anonymous()
-- @case plpgsql-composite-variables-1.15
SELECT pcv_composite_type()
-- @case plpgsql-composite-variables-1.16
SELECT pcv_no_field()
-- @case plpgsql-composite-variables-1.17
SELECT pcv_read_no_field()
-- @case plpgsql-composite-variables-1.18
INSERT INTO pcv_t VALUES (3, 'w') RETURNING *
-- @case plpgsql-composite-variables-1.19 ordered
SELECT * FROM pcv_delete_audit()
-- @case plpgsql-composite-variables-1.20
DO $$ DECLARE s pcv_pair; BEGIN s.total := 3; INSERT INTO pcv_audit VALUES (row_to_json(s)); END $$
-- @case plpgsql-composite-variables-1.21
DO $$ DECLARE r pcv_t; BEGIN r := ROW(5, 'five'); INSERT INTO pcv_t VALUES (r.*); END $$
