-- PL/pgSQL cursors (pl_exec.c exec_stmt_open, _fetch, _close, _forc): OPEN of an unbound refcursor
-- FOR query / FOR EXECUTE … USING, bound cursors with positional and named arguments (in scope in
-- the cursor's query only), FETCH/MOVE in every direction with FOUND and ROW_COUNT, CLOSE, FOR over
-- a bound cursor; a cursor is a portal of the session: a refcursor a function returns is FETCHed in
-- SQL in the same transaction; `<unnamed portal N>` names; 34000, 42P03, 22004, 42P11, 55000.
-- @setup
CREATE TABLE pc (a int, b text);
INSERT INTO pc VALUES (1, 'one'), (2, 'two'), (3, 'three'), (4, 'four'), (5, 'five');
CREATE FUNCTION pc_walk() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c refcursor; r record; s text := '';
BEGIN
  OPEN c FOR SELECT a, b FROM pc ORDER BY a;
  LOOP
    FETCH c INTO r;
    EXIT WHEN NOT FOUND;
    s := s || r.a || r.b || ' ';
  END LOOP;
  CLOSE c;
  RETURN s || found::text;
END $$;
CREATE FUNCTION pc_dirs() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c SCROLL CURSOR FOR SELECT a FROM pc ORDER BY a; x int; s text := ''; n int;
BEGIN
  OPEN c;
  FETCH LAST FROM c INTO x; s := s || 'last' || x;
  FETCH PRIOR FROM c INTO x; s := s || ' prior' || x;
  FETCH FIRST FROM c INTO x; s := s || ' first' || x;
  FETCH ABSOLUTE 3 FROM c INTO x; s := s || ' abs3:' || x;
  FETCH ABSOLUTE -2 FROM c INTO x; s := s || ' abs-2:' || x;
  FETCH RELATIVE -2 FROM c INTO x; s := s || ' rel-2:' || x;
  FETCH RELATIVE 0 FROM c INTO x; s := s || ' rel0:' || x;
  FETCH NEXT FROM c INTO x; s := s || ' next' || x;
  FETCH FORWARD FROM c INTO x; s := s || ' fwd' || x;
  FETCH BACKWARD FROM c INTO x; s := s || ' bwd' || x;
  MOVE FORWARD 10 FROM c; GET DIAGNOSTICS n = ROW_COUNT; s := s || ' moved' || n || found::text;
  FETCH c INTO x; s := s || ' past:' || coalesce(x::text, 'null') || found::text;
  MOVE BACKWARD ALL FROM c; GET DIAGNOSTICS n = ROW_COUNT; s := s || ' back' || n;
  MOVE ABSOLUTE 2 FROM c; FETCH c INTO x; s := s || ' after-abs2:' || x;
  MOVE RELATIVE -1 FROM c; FETCH c INTO x; s := s || ' after-rel-1:' || x;
  n := 4; FETCH ABSOLUTE n FROM c INTO x; s := s || ' absn:' || x;
  MOVE FORWARD n - 2 IN c; FETCH c INTO x; s := s || ' fwdexpr:' || coalesce(x::text, 'null');
  CLOSE c;
  RETURN s;
END $$;
CREATE FUNCTION pc_args(lo int, hi int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  c CURSOR (lo int, hi int) FOR SELECT a FROM pc WHERE a BETWEEN lo AND hi ORDER BY a;
  d CURSOR (k text) FOR SELECT a FROM pc WHERE b = k;
  x int; s text := '';
BEGIN
  OPEN c (hi := lo + 1, lo := lo);
  LOOP FETCH c INTO x; EXIT WHEN NOT FOUND; s := s || x; END LOOP;
  CLOSE c;
  OPEN c (hi, hi + 10);
  FETCH c INTO x; s := s || '/' || x;
  CLOSE c;
  OPEN d ('three'); FETCH d INTO x; CLOSE d;
  RETURN s || '/' || x || '/' || lo || hi;
END $$;
CREATE FUNCTION pc_forc() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c CURSOR (m int) FOR SELECT a, b FROM pc WHERE a % m = 0 ORDER BY a; s text := ''; x int;
BEGIN
  FOR r IN c(2) LOOP s := s || r.a || r.b; END LOOP;
  s := s || found::text || coalesce(c::text, 'null');
  FOR r IN c(m := 7) LOOP s := s || 'never'; END LOOP;
  s := s || found::text;
  <<outer>> FOR r IN c(1) LOOP
    CONTINUE outer WHEN r.a = 1;
    EXIT outer WHEN r.a = 4;
    s := s || ' ' || r.a;
  END LOOP;
  FETCH c INTO x;
  RETURN s;
END $$;
CREATE FUNCTION pc_forc_closed() RETURNS int LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT a FROM pc; x int;
BEGIN
  FOR r IN c LOOP END LOOP;
  FETCH c INTO x;
  RETURN x;
END $$;
CREATE FUNCTION pc_exec(t text, lim int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE c refcursor; x int; s text := '';
BEGIN
  OPEN c SCROLL FOR EXECUTE format('SELECT a FROM %I WHERE a <= $1 ORDER BY a DESC', t) USING lim;
  LOOP FETCH c INTO x; EXIT WHEN NOT FOUND; s := s || x; END LOOP;
  FETCH FIRST FROM c INTO x;
  RETURN s || '/' || x;
END $$;
CREATE FUNCTION pc_open(name refcursor, lim int) RETURNS refcursor LANGUAGE plpgsql AS $$
BEGIN
  OPEN name FOR SELECT a, b FROM pc WHERE a <= lim ORDER BY a;
  RETURN name;
END $$;
CREATE FUNCTION pc_unnamed() RETURNS refcursor LANGUAGE plpgsql AS $$
DECLARE c refcursor;
BEGIN
  OPEN c FOR SELECT a FROM pc ORDER BY a DESC;
  RETURN c;
END $$;
CREATE FUNCTION pc_numbers() RETURNS int LANGUAGE plpgsql AS $$
DECLARE a refcursor; b refcursor; r record;
BEGIN
  OPEN a FOR SELECT 1;
  FOR r IN SELECT 1 LOOP END LOOP;
  FOR r IN EXECUTE 'SELECT 1' LOOP END LOOP;
  OPEN b FOR EXECUTE 'SELECT 2';
  RETURN substring(b::text from '\d+')::int - substring(a::text from '\d+')::int;
END $$;
CREATE FUNCTION pc_twice() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT 1;
BEGIN OPEN c; OPEN c; END $$;
CREATE FUNCTION pc_null_fetch() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c refcursor; x int;
BEGIN FETCH c INTO x; END $$;
CREATE FUNCTION pc_null_close() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c refcursor;
BEGIN CLOSE c; END $$;
CREATE FUNCTION pc_missing() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c refcursor := 'nosuch'; x int;
BEGIN FETCH c INTO x; END $$;
CREATE FUNCTION pc_missing_close() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c refcursor := 'nosuch';
BEGIN CLOSE c; END $$;
CREATE FUNCTION pc_null_pos() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c SCROLL CURSOR FOR SELECT 1; x int; n int;
BEGIN OPEN c; FETCH ABSOLUTE n FROM c INTO x; END $$;
CREATE FUNCTION pc_insert() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c refcursor;
BEGIN OPEN c FOR EXECUTE 'INSERT INTO pc VALUES (9, ''nine'')'; END $$;
CREATE FUNCTION pc_noscroll() RETURNS int LANGUAGE plpgsql AS $$
DECLARE c NO SCROLL CURSOR FOR SELECT a FROM pc ORDER BY a; x int;
BEGIN OPEN c; FETCH c INTO x; FETCH c INTO x; FETCH PRIOR FROM c INTO x; RETURN x; END $$;
CREATE FUNCTION pc_noscroll_last() RETURNS int LANGUAGE plpgsql AS $$
DECLARE c NO SCROLL CURSOR FOR SELECT a FROM pc ORDER BY a; x int;
BEGIN OPEN c; FETCH LAST FROM c INTO x; RETURN x; END $$;
CREATE FUNCTION pc_constant() RETURNS refcursor LANGUAGE plpgsql AS $$
DECLARE c CONSTANT refcursor;
BEGIN OPEN c FOR SELECT 1; RETURN c; END $$;
CREATE FUNCTION pc_subxact() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c refcursor := 'pc_sub'; d refcursor := 'pc_kept'; x int;
BEGIN
  OPEN d FOR SELECT 7;
  BEGIN
    OPEN c FOR SELECT 1;
    CLOSE d;
    RAISE EXCEPTION 'boom';
  EXCEPTION WHEN others THEN NULL;
  END;
  BEGIN
    FETCH d INTO x;
  EXCEPTION WHEN invalid_cursor_name THEN x := -1;
  END;
  FETCH c INTO x;
  RETURN x::text;
END $$;
CREATE FUNCTION pc_snapshot() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c refcursor; s text := ''; x int;
BEGIN
  OPEN c FOR SELECT a FROM pc ORDER BY a;
  DELETE FROM pc WHERE a > 2;
  LOOP FETCH c INTO x; EXIT WHEN NOT FOUND; s := s || x; END LOOP;
  RETURN s || '/' || (SELECT count(*) FROM pc);
END $$;
CREATE FUNCTION pc_rowtype() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT * FROM pc ORDER BY a DESC; r pc; a1 int; b1 text;
BEGIN
  OPEN c;
  FETCH c INTO r;
  FETCH c INTO a1, b1;
  RETURN r.b || a1 || b1;
END $$;
-- @case plpgsql-cursors-1.1
SELECT pc_walk()
-- @case plpgsql-cursors-1.2
SELECT pc_dirs()
-- @case plpgsql-cursors-1.3
SELECT pc_args(2, 3)
-- @case plpgsql-cursors-1.4
SELECT pc_forc()
-- @case plpgsql-cursors-1.5
SELECT pc_forc_closed()
-- @case plpgsql-cursors-1.6
SELECT pc_exec('pc', 3)
-- @case plpgsql-cursors-1.7
SELECT pc_open('pc_c1', 3)
-- @case plpgsql-cursors-1.8
SELECT c::text LIKE '<unnamed portal %>' FROM pc_unnamed() AS c
-- @case plpgsql-cursors-1.9
SELECT pc_numbers()
-- @case plpgsql-cursors-1.10
SELECT pc_twice()
-- @case plpgsql-cursors-1.11
SELECT pc_null_fetch()
-- @case plpgsql-cursors-1.12
SELECT pc_null_close()
-- @case plpgsql-cursors-1.13
SELECT pc_missing()
-- @case plpgsql-cursors-1.14
SELECT pc_missing_close()
-- @case plpgsql-cursors-1.15
SELECT pc_null_pos()
-- @case plpgsql-cursors-1.16
SELECT pc_insert()
-- @case plpgsql-cursors-1.17
SELECT pc_noscroll()
-- @case plpgsql-cursors-1.18
SELECT pc_noscroll_last()
-- @case plpgsql-cursors-1.19
SELECT pc_constant()
-- @case plpgsql-cursors-1.20
SELECT pc_subxact()
-- @case plpgsql-cursors-1.21
SELECT pc_snapshot()
-- @case plpgsql-cursors-1.22
SELECT pc_rowtype()
-- @setup
CREATE TABLE pc (a int, b text);
INSERT INTO pc VALUES (1, 'one'), (2, 'two'), (3, 'three'), (4, 'four'), (5, 'five');
CREATE FUNCTION pc_open(name refcursor, lim int) RETURNS refcursor LANGUAGE plpgsql AS $$
BEGIN
  OPEN name FOR SELECT a, b FROM pc WHERE a <= lim ORDER BY a;
  RETURN name;
END $$;
SELECT pc_open('pc_c2', 4);
-- @case plpgsql-cursors-2.1 ordered
FETCH ALL FROM pc_c2
-- @case plpgsql-cursors-2.2 ordered
FETCH BACKWARD 2 FROM pc_c2
-- @case plpgsql-cursors-2.3
MOVE FORWARD ALL IN pc_c2
-- @case plpgsql-cursors-2.4
SELECT pc_open('pc_c2', 1)
-- @case plpgsql-cursors-2.5
DECLARE pc_c2 CURSOR FOR SELECT 1
-- @case plpgsql-cursors-2.6
SELECT name, is_holdable, is_binary, is_scrollable FROM pg_cursors ORDER BY name
-- @case plpgsql-cursors-2.7
CLOSE pc_c2
-- @setup
CREATE TABLE pc (a int, b text);
INSERT INTO pc VALUES (1, 'one'), (2, 'two'), (3, 'three'), (4, 'four'), (5, 'five');
DECLARE pc_sql CURSOR FOR SELECT a FROM pc ORDER BY a;
CREATE FUNCTION pc_from_sql(c refcursor) RETURNS text LANGUAGE plpgsql AS $$
DECLARE x int; y int;
BEGIN FETCH c INTO x; FETCH c INTO y; CLOSE c; RETURN x || ',' || y; END $$;
-- @case plpgsql-cursors-3.1
SELECT pc_from_sql('pc_sql')
-- @case plpgsql-cursors-3.2
SELECT pc_from_sql('pc_nosuch')
-- @case plpgsql-cursors-3.3
SELECT 'abc'::refcursor, pg_typeof('abc'::refcursor), 'abc'::refcursor::text, 'x'::text::refcursor
-- @case plpgsql-cursors-3.4
SELECT 'a'::refcursor = 'a'::refcursor
-- @case plpgsql-cursors-3.5
SELECT 'a'::refcursor = 'a'
-- @case plpgsql-cursors-3.6
SELECT 'a'::refcursor IN ('a', 'b')
-- @case plpgsql-cursors-3.7
SELECT max('a'::refcursor)
-- @case plpgsql-cursors-3.8
SELECT DISTINCT 'a'::refcursor
-- @case plpgsql-cursors-3.9
SELECT 'a'::refcursor ORDER BY 1
-- @case plpgsql-cursors-3.10
SELECT 'a'::refcursor || 'b', 'a'::refcursor LIKE 'a', length('ab'::refcursor), '{a,b}'::refcursor[]
