-- PL/pgSQL FOR target IN EXECUTE string [USING …] LOOP (pl_exec.c exec_stmt_dynfors): the string's
-- query runs as EXECUTE runs it, its rows assigned to a record or a list of variables; FOUND tells
-- whether it gave rows; EXIT/CONTINUE with labels; a NULL string is 22004; a statement without a
-- result is 42P11 "cannot open INSERT query as cursor".
-- @setup
CREATE TABLE fe (a int, b text);
INSERT INTO fe VALUES (1, 'x'), (2, 'y'), (3, 'z');
CREATE FUNCTION fx(tbl text, lim int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE r record; s text := ''; n int; t text;
BEGIN
  FOR r IN EXECUTE 'SELECT * FROM ' || quote_ident(tbl) || ' WHERE a <= $1 ORDER BY a' USING lim LOOP
    s := s || r.a || r.b || ';';
  END LOOP;
  s := s || found::text;
  FOR n, t IN EXECUTE format('SELECT a, b FROM %I ORDER BY a DESC', tbl) LOOP
    s := s || n || t;
    EXIT WHEN n = 2;
  END LOOP;
  <<outer>> FOR r IN EXECUTE 'SELECT 1 AS k UNION ALL SELECT 2' LOOP
    CONTINUE outer WHEN r.k = 1;
    s := s || '|k' || r.k;
  END LOOP;
  FOR r IN EXECUTE 'SELECT * FROM fe WHERE false' LOOP s := s || 'never'; END LOOP;
  RETURN s || found::text;
END $$;
CREATE FUNCTION fy() RETURNS void LANGUAGE plpgsql AS $$ DECLARE r record; BEGIN FOR r IN EXECUTE NULL LOOP END LOOP; END $$;
CREATE FUNCTION fz() RETURNS void LANGUAGE plpgsql AS $$ DECLARE r record; BEGIN FOR r IN EXECUTE 'INSERT INTO fe VALUES (9, ''q'')' LOOP END LOOP; END $$;
CREATE FUNCTION fw() RETURNS void LANGUAGE plpgsql AS $$ DECLARE r record; BEGIN FOR r IN EXECUTE 'SELECT 1/0' LOOP END LOOP; END $$;
CREATE FUNCTION fr() RETURNS text LANGUAGE plpgsql AS $$ DECLARE r record; s text := ''; BEGIN FOR r IN EXECUTE 'INSERT INTO fe VALUES (8, ''p'') RETURNING a, b' LOOP s := s || r.a || r.b; END LOOP; RETURN s; END $$;
-- @case plpgsql-for-execute-1.1
SELECT fx('fe', 2)
-- @case plpgsql-for-execute-1.2
SELECT fy()
-- @case plpgsql-for-execute-1.3
SELECT fz()
-- @case plpgsql-for-execute-1.4
SELECT fw()
-- @case plpgsql-for-execute-1.5
SELECT fr()
