-- SQL cursor statements run by a PL/pgSQL EXECUTE (through SPI: DECLARE needs no transaction
-- block there, FETCH … INTO takes a row, FETCH counts the rows it returns in ROW_COUNT, MOVE none);
-- a FOR loop over a cursor pins its portal: CLOSE or CLOSE ALL of it is 24000 "cannot drop pinned
-- portal", a FETCH in the body moves it; errors of an EXECUTEd statement carry it as the
-- SQL statement (or the internal query when they point into it).
-- @setup
CREATE TABLE cx (a int);
INSERT INTO cx VALUES (1), (2), (3);
CREATE FUNCTION cx_dyn() RETURNS text LANGUAGE plpgsql AS $$
DECLARE x int; y int; n int; s text := '';
BEGIN
  EXECUTE 'DECLARE dc SCROLL CURSOR FOR SELECT a FROM cx WHERE a >= $1 ORDER BY a' USING 1;
  EXECUTE 'FETCH NEXT FROM dc' INTO x;
  GET DIAGNOSTICS n = ROW_COUNT; s := s || x || ':' || n;
  EXECUTE 'MOVE LAST IN dc';
  GET DIAGNOSTICS n = ROW_COUNT; s := s || ' move:' || n;
  EXECUTE 'FETCH PRIOR FROM dc' INTO y;
  s := s || ' prior:' || y;
  EXECUTE 'FETCH ALL FROM dc';
  GET DIAGNOSTICS n = ROW_COUNT; s := s || ' all:' || n;
  EXECUTE 'CLOSE dc';
  RETURN s;
END $$;
CREATE FUNCTION cx_closed() RETURNS void LANGUAGE plpgsql AS $$
DECLARE x int;
BEGIN EXECUTE 'FETCH NEXT FROM cx_nosuch' INTO x; END $$;
CREATE FUNCTION cx_pinned() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT a FROM cx ORDER BY a; s text := '';
BEGIN
  FOR r IN c LOOP s := s || r.a; CLOSE c; END LOOP;
  RETURN s;
END $$;
CREATE FUNCTION cx_pinned_all() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT a FROM cx ORDER BY a; s text := '';
BEGIN
  FOR r IN c LOOP
    s := s || r.a;
    BEGIN
      EXECUTE 'CLOSE ALL';
    EXCEPTION WHEN invalid_cursor_state THEN s := s || '!';
    END;
  END LOOP;
  RETURN s;
END $$;
CREATE FUNCTION cx_fetch_in_loop() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT a FROM cx ORDER BY a; s text := ''; x int;
BEGIN
  FOR r IN c LOOP
    FETCH c INTO x;
    s := s || r.a || '(' || coalesce(x::text, '-') || ')';
  END LOOP;
  RETURN s;
END $$;
CREATE FUNCTION cx_exec_error() RETURNS void LANGUAGE plpgsql AS $$
BEGIN EXECUTE 'SELECT * FROM cx_nosuch_table'; END $$;
CREATE FUNCTION cx_exec_div() RETURNS void LANGUAGE plpgsql AS $$
BEGIN EXECUTE 'SELECT 1/0'; END $$;
-- @case plpgsql-cursor-execute-pinned-1.1
SELECT cx_dyn()
-- @case plpgsql-cursor-execute-pinned-1.2
SELECT cx_closed()
-- @case plpgsql-cursor-execute-pinned-1.3
SELECT cx_pinned()
-- @case plpgsql-cursor-execute-pinned-1.4
SELECT cx_pinned_all()
-- @case plpgsql-cursor-execute-pinned-1.5
SELECT cx_fetch_in_loop()
-- @case plpgsql-cursor-execute-pinned-1.6
SELECT cx_exec_error()
-- @case plpgsql-cursor-execute-pinned-1.7
SELECT cx_exec_div()
