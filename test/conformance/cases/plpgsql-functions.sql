-- PL/pgSQL functions whose bodies are more than one expression (issue 14): DECLARE, loops, RAISE,
-- SETOF / RETURN NEXT / RETURN QUERY, RETURNS TABLE, OUT/INOUT, void, records with a column
-- definition list, exception handlers, CASE, FOREACH, EXECUTE … USING, recursion. pgsqlite runs
-- them in the session's interpreter where PostgreSQL evaluates the call once (in FROM, in a
-- SELECT list without FROM, STABLE/IMMUTABLE anywhere); a VOLATILE call per row is 0A000.
-- @setup
CREATE TABLE pf_items (id int PRIMARY KEY, name text, price numeric(8,2));
INSERT INTO pf_items VALUES (1, 'apple', 1.50), (2, 'pear', 2.25), (3, 'plum', NULL), (4, 'fig', 9.99);
CREATE TABLE pf_log (n int, msg text);
CREATE FUNCTION pf_get_items(n int) RETURNS SETOF pf_items LANGUAGE plpgsql AS $$
DECLARE r pf_items;
BEGIN
  FOR r IN SELECT * FROM pf_items WHERE id <= n ORDER BY id LOOP
    RETURN NEXT r;
  END LOOP;
END $$;
CREATE FUNCTION pf_table(lim int) RETURNS TABLE(id int, label text) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT i.id, upper(i.name) FROM pf_items i WHERE i.id <= lim ORDER BY i.id;
  id := 100; label := 'last';
  RETURN NEXT;
END $$;
CREATE FUNCTION pf_sum(a int, b int DEFAULT 10) RETURNS int LANGUAGE plpgsql AS $$
DECLARE s int := 0; k CONSTANT int := 1;
BEGIN
  s := a + b;
  IF s > 100 THEN RAISE NOTICE 'big %', s; END IF;
  RETURN s * k;
END $$;
CREATE FUNCTION pf_log_it(t text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN INSERT INTO pf_log VALUES (length(t), t); END $$;
CREATE FUNCTION pf_outs(a int, OUT doubled int, OUT tag text) LANGUAGE plpgsql AS $$
BEGIN doubled := a * 2; tag := 'n' || a; END $$;
CREATE FUNCTION pf_inout(INOUT x int, INOUT y text) LANGUAGE plpgsql AS $$
BEGIN x := x + 1; y := y || '!'; END $$;
CREATE FUNCTION pf_series(n int) RETURNS SETOF int LANGUAGE plpgsql AS $$
DECLARE i int := 0;
BEGIN
  WHILE i < n LOOP i := i + 1; CONTINUE WHEN i = 2; RETURN NEXT i * i; END LOOP;
  RETURN;
END $$;
CREATE FUNCTION pf_records() RETURNS SETOF record LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN FOR r IN SELECT id, name FROM pf_items ORDER BY id LOOP RETURN NEXT r; END LOOP; END $$;
CREATE FUNCTION pf_fact(n int) RETURNS numeric LANGUAGE plpgsql AS $$
BEGIN IF n <= 1 THEN RETURN 1; END IF; RETURN n * pf_fact(n - 1); END $$;
CREATE FUNCTION pf_case(x int) RETURNS text LANGUAGE plpgsql AS $$
BEGIN CASE x WHEN 1 THEN RETURN 'one'; WHEN 2, 3 THEN RETURN 'few'; ELSE RETURN 'many'; END CASE; END $$;
CREATE FUNCTION pf_case_noelse(x int) RETURNS text LANGUAGE plpgsql AS $$
BEGIN CASE WHEN x > 0 THEN RETURN 'pos'; END CASE; RETURN 'never'; END $$;
CREATE FUNCTION pf_foreach(a int[]) RETURNS int LANGUAGE plpgsql AS $$
DECLARE s int := 0; x int;
BEGIN FOREACH x IN ARRAY a LOOP s := s + coalesce(x, 100); END LOOP; RETURN s; END $$;
CREATE FUNCTION pf_dyn(tbl text, above int) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE c bigint;
BEGIN EXECUTE format('SELECT count(*) FROM %I WHERE id > $1', tbl) INTO c USING above; RETURN c; END $$;
CREATE FUNCTION pf_dynq(above int) RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN RETURN QUERY EXECUTE 'SELECT name FROM pf_items WHERE id > $1 ORDER BY id' USING above; END $$;
CREATE FUNCTION pf_safe_div(a int, b int) RETURNS text LANGUAGE plpgsql AS $$
BEGIN RETURN (a / b)::text;
EXCEPTION WHEN division_by_zero THEN RETURN 'caught ' || SQLSTATE || ': ' || SQLERRM; END $$;
CREATE FUNCTION pf_fail(n int) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  IF n > 0 THEN RAISE EXCEPTION 'bad value %', n USING ERRCODE = 'check_violation', HINT = 'use 0'; END IF;
  RETURN 0;
END $$;
CREATE FUNCTION pf_noreturn(a int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN a := a + 1; END $$;
CREATE FUNCTION pf_diag() RETURNS int LANGUAGE plpgsql AS $$
DECLARE n int;
BEGIN UPDATE pf_items SET name = name || '' WHERE id < 3; GET DIAGNOSTICS n = ROW_COUNT; IF NOT FOUND THEN RETURN -1; END IF; RETURN n; END $$;
CREATE FUNCTION pf_strict_into(k int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE s text; BEGIN SELECT name INTO STRICT s FROM pf_items WHERE id >= k; RETURN s; END $$;
CREATE FUNCTION pf_outer(n int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE t int := 0; i int;
BEGIN FOR i IN 1..n LOOP t := t + pf_sum(i, 0); END LOOP; PERFORM pf_log_it('outer ' || t); RETURN t; END $$;
CREATE FUNCTION pf_mismatch() RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN RETURN QUERY SELECT id FROM pf_items; END $$;
CREATE FUNCTION pf_stable(x int) RETURNS int STABLE LANGUAGE plpgsql AS $$
DECLARE y int; BEGIN y := x * 10; RETURN y; END $$;
CREATE FUNCTION pf_strict(x int) RETURNS int STRICT LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'not reached'; END $$;
CREATE FUNCTION pf_positional(int, text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE r text; BEGIN r := repeat($2, $1); RETURN r; END $$;
CREATE FUNCTION pf_not_null() RETURNS int LANGUAGE plpgsql AS $$
DECLARE v int NOT NULL := 1; BEGIN v := NULL; RETURN v; END $$;
CREATE FUNCTION pf_unnamed(a int, OUT b int, OUT text) LANGUAGE plpgsql AS $$
BEGIN b := a; $3 := 'x' || a; END $$;
CREATE TYPE pf_pair AS (n int, s text);
CREATE FUNCTION pf_pair_of(k int) RETURNS pf_pair LANGUAGE plpgsql AS $$
BEGIN RETURN (k, 'k' || k); END $$;
CREATE FUNCTION pf_pairs(k int) RETURNS SETOF pf_pair LANGUAGE plpgsql AS $$
DECLARE p pf_pair;
BEGIN FOR i IN 1..k LOOP p := (i, repeat('*', i)); RETURN NEXT p; END LOOP; RETURN NEXT (0, 'zero')::pf_pair; END $$;
CREATE FUNCTION pf_stacked() RETURNS text LANGUAGE plpgsql AS $$
DECLARE m text; s text; h text;
BEGIN
  RAISE EXCEPTION 'inner' USING ERRCODE = '22023', HINT = 'a hint';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS m = MESSAGE_TEXT, s = RETURNED_SQLSTATE, h = PG_EXCEPTION_HINT;
  RETURN s || ' ' || m || ' ' || h;
END $$;
CREATE FUNCTION pf_assert(n int) RETURNS int LANGUAGE plpgsql AS $$
BEGIN ASSERT n > 0, 'n must be positive, got ' || n; RETURN n; END $$;

-- 1: set-returning functions in FROM
-- @case plpgsql-functions-1.1 ordered
SELECT * FROM pf_get_items(3)
-- @case plpgsql-functions-1.2 ordered
SELECT name, price FROM pf_get_items(4) WHERE price > 2 ORDER BY id
-- @case plpgsql-functions-1.3 ordered
SELECT * FROM pf_table(2)
-- @case plpgsql-functions-1.4 ordered
SELECT t.label, t.id * 2 AS d FROM pf_table(1) AS t ORDER BY t.id DESC
-- @case plpgsql-functions-1.5 ordered
SELECT * FROM pf_series(4) WITH ORDINALITY
-- @case plpgsql-functions-1.6 ordered
SELECT * FROM pf_records() AS r(a int, b text)
-- @case plpgsql-functions-1.7
SELECT * FROM pf_records()
-- @case plpgsql-functions-1.8 ordered
SELECT i.name, s FROM pf_items i JOIN pf_series(3) AS s ON s = i.id ORDER BY s
-- @case plpgsql-functions-1.9 ordered
SELECT * FROM pf_dynq(2)
-- @case plpgsql-functions-1.10
SELECT count(*), sum(x) FROM pf_series(10) AS x
-- @case plpgsql-functions-1.11
SELECT * FROM pf_mismatch()
-- @case plpgsql-functions-1.12 ordered
SELECT * FROM pf_items WHERE id IN (SELECT * FROM pf_series(3)) ORDER BY id

-- 2: scalar calls evaluated once
-- @case plpgsql-functions-2.1
SELECT pf_sum(1, 2), pf_sum(5)
-- @case plpgsql-functions-2.2
SELECT pf_sum(a => 3, b => 4) AS s
-- @case plpgsql-functions-2.3
SELECT pf_sum(100, 1)
-- @case plpgsql-functions-2.4
SELECT pf_fact(10)
-- @case plpgsql-functions-2.5
SELECT pf_case(1), pf_case(3), pf_case(9)
-- @case plpgsql-functions-2.6
SELECT pf_case_noelse(-1)
-- @case plpgsql-functions-2.7
SELECT pf_foreach(ARRAY[1, 2, NULL, 4])
-- @case plpgsql-functions-2.8
SELECT pf_dyn('pf_items', 1)
-- @case plpgsql-functions-2.9
SELECT pf_safe_div(7, 2), pf_safe_div(1, 0)
-- @case plpgsql-functions-2.10
SELECT pf_fail(0)
-- @case plpgsql-functions-2.11
SELECT pf_fail(3)
-- @case plpgsql-functions-2.12
SELECT pf_noreturn(1)
-- @case plpgsql-functions-2.13
SELECT pf_diag()
-- @case plpgsql-functions-2.14
SELECT pf_strict_into(4)
-- @case plpgsql-functions-2.15
SELECT pf_strict_into(9)
-- @case plpgsql-functions-2.16
SELECT pf_strict_into(1)
-- @case plpgsql-functions-2.17
SELECT pf_outer(3)
-- @case plpgsql-functions-2.18
SELECT pf_strict(NULL) IS NULL AS n
-- @case plpgsql-functions-2.19
SELECT pf_positional(3, 'ab')
-- @case plpgsql-functions-2.20
SELECT pf_not_null()
-- @case plpgsql-functions-2.21
SELECT pf_sum(2, 3) + pf_sum(1, 1) AS total, pf_case(pf_sum(1, 1))
-- @case plpgsql-functions-2.22
SELECT pf_sum($$2$$::int, 1)::text || '!' AS t
-- @case plpgsql-functions-2.23 ordered
SELECT id, pf_stable(2) AS s FROM pf_items ORDER BY id

-- 3: void functions, OUT and INOUT parameters
-- @case plpgsql-functions-3.1
SELECT pf_log_it('hello')
-- @case plpgsql-functions-3.2
SELECT pf_log_it('a'), pf_log_it('bb'), 7 AS seven
-- @case plpgsql-functions-3.3
SELECT * FROM pf_outs(4)
-- @case plpgsql-functions-3.4
SELECT tag FROM pf_outs(7)
-- @case plpgsql-functions-3.5
SELECT * FROM pf_inout(1, 'a')
-- @case plpgsql-functions-3.6
INSERT INTO pf_log VALUES (pf_sum(1, 1), 'two')
-- @case plpgsql-functions-3.7
DO $$ BEGIN PERFORM pf_log_it('from do'); IF (SELECT count(*) FROM pf_log) <> 1 THEN RAISE EXCEPTION 'not logged'; END IF; END $$

-- 4: calls that would run once per row are refused
-- @case plpgsql-functions-4.1
SELECT pf_sum(id) FROM pf_items
-- @case plpgsql-functions-4.2
SELECT * FROM pf_items i, LATERAL pf_get_items(i.id) g

-- 5: rows, records, diagnostics
-- @case plpgsql-functions-5.1
SELECT * FROM pf_unnamed(3)
-- @case plpgsql-functions-5.2
SELECT pf_pair_of(4), (pf_pair_of(5)).s
-- @case plpgsql-functions-5.3
SELECT * FROM pf_pair_of(6)
-- @case plpgsql-functions-5.4 ordered
SELECT * FROM pf_pairs(3)
-- @case plpgsql-functions-5.5
SELECT pf_stacked()
-- @case plpgsql-functions-5.6
SELECT pf_assert(1)
-- @case plpgsql-functions-5.7
SELECT pf_assert(-1)
-- @case plpgsql-functions-5.8
SELECT pf_series(3) AS v
-- @case plpgsql-functions-5.9
SELECT pf_outs(5)
-- @case plpgsql-functions-5.10
CREATE FUNCTION pf_bad_out(a int, OUT b int) LANGUAGE plpgsql AS $$ BEGIN RETURN a; END $$
-- @case plpgsql-functions-5.11
CREATE FUNCTION pf_num_out(a int, OUT b int) LANGUAGE plpgsql AS $$ BEGIN $2 := 'x' || a; END $$; SELECT pf_num_out(1)
