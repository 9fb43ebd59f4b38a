-- PL/pgSQL cursors and WHERE CURRENT OF (pl_exec.c exec_stmt_open through SPI_cursor_open): a
-- cursor over a simple scan of one table lets the body UPDATE or DELETE the row it is on, in an
-- OPEN … FETCH loop, a FOR loop over a bound cursor with arguments, after moving back in a SCROLL
-- cursor, and through a refcursor variable holding an unnamed portal (the variable names the
-- portal: transformCurrentOfExpr's cursor parameter). Without SCROLL a row-locking cursor moves
-- forward only (55000); SCROLL with FOR UPDATE is 0A000.
-- @setup
CREATE TABLE pco_t (id int PRIMARY KEY, v text);
INSERT INTO pco_t SELECT i, 'x' || i FROM generate_series(1, 6) i;
CREATE TABLE pco_u (id int);
INSERT INTO pco_u VALUES (1);
CREATE FUNCTION pco_rows() RETURNS text LANGUAGE sql AS $$ SELECT string_agg(id || '=' || v, ',' ORDER BY id) FROM pco_t $$;
CREATE FUNCTION pco_loop() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT * FROM pco_t WHERE id > 2 FOR UPDATE; r record; n int := 0;
BEGIN
  OPEN c;
  LOOP FETCH c INTO r; EXIT WHEN NOT FOUND; UPDATE pco_t SET v = 'y' || r.id WHERE CURRENT OF c; n := n + 1; END LOOP;
  CLOSE c;
  RETURN n || ' ' || pco_rows();
END $$;
CREATE FUNCTION pco_for(lim int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE c CURSOR (k int) FOR SELECT id, v FROM pco_t WHERE id > k; n int := 0;
BEGIN
  FOR r IN c(lim) LOOP
    IF r.id % 2 = 0 THEN DELETE FROM pco_t WHERE CURRENT OF c; ELSE UPDATE pco_t SET v = v || '!' WHERE CURRENT OF c; END IF;
    n := n + 1;
  END LOOP;
  RETURN n || ' ' || pco_rows();
END $$;
CREATE FUNCTION pco_prior() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c SCROLL CURSOR FOR SELECT * FROM pco_t ORDER BY id; r record;
BEGIN
  OPEN c; FETCH LAST FROM c INTO r; FETCH PRIOR FROM c INTO r;
  UPDATE pco_t SET v = 'prior' WHERE CURRENT OF c; CLOSE c; RETURN r.v || ' ' || pco_rows();
END $$;
CREATE FUNCTION pco_refcursor() RETURNS text LANGUAGE plpgsql AS $$
DECLARE c refcursor; r record;
BEGIN
  OPEN c FOR SELECT * FROM pco_t ORDER BY id; FETCH c INTO r; FETCH c INTO r;
  UPDATE pco_t SET v = 'ref' WHERE CURRENT OF c; RETURN r.v || ' ' || pco_rows();
END $$;
CREATE FUNCTION pco_wrong_table() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c refcursor; r record;
BEGIN
  OPEN c FOR SELECT * FROM pco_t; FETCH c INTO r; UPDATE pco_u SET id = 9 WHERE CURRENT OF c;
END $$;
CREATE FUNCTION pco_join() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT pco_t.id FROM pco_t JOIN pco_u USING (id); r record;
BEGIN
  OPEN c; FETCH c INTO r; UPDATE pco_t SET v = 'j' WHERE CURRENT OF c;
END $$;
CREATE FUNCTION pco_locked_back() RETURNS int LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT * FROM pco_t FOR UPDATE; r record;
BEGIN
  OPEN c; FETCH c INTO r; FETCH c INTO r; MOVE PRIOR FROM c; RETURN r.id;
END $$;
CREATE FUNCTION pco_scroll_locked() RETURNS void LANGUAGE plpgsql AS $$
DECLARE c SCROLL CURSOR FOR SELECT * FROM pco_t FOR UPDATE;
BEGIN
  OPEN c;
END $$;
CREATE FUNCTION pco_plain_back() RETURNS int LANGUAGE plpgsql AS $$
DECLARE c CURSOR FOR SELECT * FROM pco_t; r record;
BEGIN
  OPEN c; FETCH c INTO r; FETCH c INTO r; FETCH PRIOR FROM c INTO r; RETURN r.id;
END $$;

-- @case plpgsql-cursor-current-of-1.1
SELECT pco_loop()
-- @case plpgsql-cursor-current-of-1.2
SELECT pco_for(2)
-- @case plpgsql-cursor-current-of-1.3
SELECT pco_prior()
-- @case plpgsql-cursor-current-of-1.4
SELECT pco_refcursor()
-- @case plpgsql-cursor-current-of-1.5
SELECT pco_wrong_table()
-- @case plpgsql-cursor-current-of-1.6
SELECT pco_join()
-- @case plpgsql-cursor-current-of-1.7
SELECT pco_locked_back()
-- @case plpgsql-cursor-current-of-1.8
SELECT pco_scroll_locked()
-- @case plpgsql-cursor-current-of-1.9
SELECT pco_plain_back()
