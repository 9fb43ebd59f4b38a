-- CREATE PROCEDURE … LANGUAGE sql (string bodies and BEGIN ATOMIC) and CALL, OUT/INOUT
-- parameters returning a row from CALL, DEFAULT and named arguments. Every case runs inside
-- BEGIN … ROLLBACK.
-- @setup
CREATE TABLE sp (a int, b text);
INSERT INTO sp VALUES (1, 'one');
CREATE PROCEDURE sp_ins(x int, y text) LANGUAGE sql AS $$ INSERT INTO sp VALUES (x, y) $$;
CREATE PROCEDURE sp_two(x int) LANGUAGE sql BEGIN ATOMIC INSERT INTO sp VALUES (x, 'atomic'); INSERT INTO sp VALUES (x + 1, 'atomic2'); END;
CREATE PROCEDURE sp_out(IN x int, OUT y int, INOUT z text) LANGUAGE sql AS $$ SELECT x * 2, z || '!' $$;
CREATE PROCEDURE sp_inout(x int, INOUT y int) LANGUAGE sql BEGIN ATOMIC SELECT x + y; END;
CREATE PROCEDURE sp_named(a int, b int DEFAULT 10) LANGUAGE sql AS $$ INSERT INTO sp VALUES (a + b, 'named') $$;
CREATE PROCEDURE sp_pos(int, text) LANGUAGE sql AS $$ INSERT INTO sp VALUES ($1, $2) $$;
CREATE PROCEDURE sp_upd(a int, nb text) LANGUAGE sql AS $$ UPDATE sp SET b = nb WHERE sp.a = sp_upd.a $$;
CREATE PROCEDURE sp_col(a int) LANGUAGE sql AS $$ INSERT INTO sp SELECT a + 100, b FROM sp WHERE a = 1 $$;
CREATE PROCEDURE sp_none(INOUT x int) LANGUAGE sql AS $$ SELECT x WHERE false $$;
CREATE PROCEDURE sp_ret(INOUT x int) LANGUAGE sql AS $$ INSERT INTO sp VALUES (x, 'ret') RETURNING a * 3 $$;
CREATE PROCEDURE sp_sel() LANGUAGE sql AS $$ SELECT 1; SELECT a FROM sp $$;
CREATE PROCEDURE sp_empty() LANGUAGE sql AS $$ $$;

-- 1: CALL and its effects
-- @case sql-procedures-1.1
CALL sp_ins(2, 'two')
-- @case sql-procedures-1.2
CALL sp_two(5)
-- @case sql-procedures-1.3
CALL sp_out(3, NULL, 'hi')
-- @case sql-procedures-1.4
CALL sp_inout(1, 2)
-- @case sql-procedures-1.5
CALL sp_named(b => 1, a => 2)
-- @case sql-procedures-1.6
CALL sp_named(1)
-- @case sql-procedures-1.7
CALL sp_pos(20, 'pos')
-- @case sql-procedures-1.8
CALL sp_upd(1, 'updated')
-- @case sql-procedures-1.9
CALL sp_col(5)
-- @case sql-procedures-1.10
CALL sp_none(4)
-- @case sql-procedures-1.11
CALL sp_ret(7)
-- @case sql-procedures-1.12
CALL sp_sel()
-- @case sql-procedures-1.13
CALL sp_empty()
-- @case sql-procedures-1.14
CALL sp_inout(1)
-- @case sql-procedures-1.15
CALL sp_ins(1)

-- 2: what CREATE checks and the catalog
-- @case sql-procedures-2.1
CREATE PROCEDURE sp_bad() LANGUAGE sql AS $$ SELECT nosuchcol FROM sp $$
-- @case sql-procedures-2.2
CREATE PROCEDURE sp_bad(x int) LANGUAGE sql AS $$ INSERT INTO nosuchtable VALUES (x) $$
-- @case sql-procedures-2.3
CREATE PROCEDURE sp_bad(OUT x int) LANGUAGE sql AS $$ INSERT INTO sp VALUES (1, 'q') $$
-- @case sql-procedures-2.4
CREATE PROCEDURE sp_bad() LANGUAGE sql AS $$ SELEC 1 $$
-- @case sql-procedures-2.5
CREATE OR REPLACE PROCEDURE sp_ins(x int, y text) LANGUAGE sql AS $$ INSERT INTO sp VALUES (x * 10, y) $$
-- @case sql-procedures-2.6
SELECT proname, prokind, prorettype::regtype, proargmodes, prosrc FROM pg_proc WHERE proname IN ('sp_out', 'sp_ins', 'sp_two') ORDER BY 1
-- @case sql-procedures-2.7
DROP PROCEDURE sp_out(int, int, text)
-- @case sql-procedures-2.8
DROP PROCEDURE sp_ins
-- @case sql-procedures-2.9
CREATE PROCEDURE sp_ins(x int, y text) LANGUAGE sql AS $$ SELECT 1 $$

-- 3: the rows the calls leave
-- @setup
CREATE TABLE sp (a int, b text);
INSERT INTO sp VALUES (1, 'one');
CREATE PROCEDURE sp_ins(x int, y text) LANGUAGE sql AS $$ INSERT INTO sp VALUES (x, y) $$;
CREATE PROCEDURE sp_two(x int) LANGUAGE sql BEGIN ATOMIC INSERT INTO sp VALUES (x, 'atomic'); INSERT INTO sp VALUES (x + 1, 'atomic2'); END;
CREATE PROCEDURE sp_named(a int, b int DEFAULT 10) LANGUAGE sql AS $$ INSERT INTO sp VALUES (a + b, 'named') $$;
CREATE PROCEDURE sp_upd(a int, nb text) LANGUAGE sql AS $$ UPDATE sp SET b = nb WHERE sp.a = sp_upd.a $$;
CREATE PROCEDURE sp_col(a int) LANGUAGE sql AS $$ INSERT INTO sp SELECT a + 100, b FROM sp WHERE a = 1 $$;
CALL sp_ins(2, 'two');
CALL sp_two(5);
CALL sp_named(b => 1, a => 2);
CALL sp_named(1);
CALL sp_upd(1, 'updated');
CALL sp_col(5);
-- @case sql-procedures-3.1 ordered
SELECT * FROM sp ORDER BY a, b

-- 4: PL/pgSQL procedures with OUT / INOUT parameters return their row too
-- @setup
CREATE PROCEDURE pl_out(x int, INOUT y int, OUT z text) LANGUAGE plpgsql AS $$ BEGIN y := y + x; z := 'sum ' || y; END $$;
-- @case sql-procedures-4.1
CALL pl_out(1, 2, NULL)

-- 5: argument types choose the procedure (OUT arguments too, never evaluated); empty bodies; DROP's signatures
-- @setup
CREATE TABLE sp (a int, b text);
CREATE PROCEDURE sp9(OUT a int) LANGUAGE sql AS $$ INSERT INTO sp VALUES (1, 'x'); SELECT 1 $$;
CREATE PROCEDURE sp10(OUT a int, IN b int, IN c int) LANGUAGE sql AS $$ SELECT b - c $$;
CREATE PROCEDURE sp10(IN a int, IN b int, IN c int) LANGUAGE sql AS $$ INSERT INTO sp VALUES (a + b + c, 'sum') $$;
CREATE PROCEDURE sp8(x text) BEGIN ATOMIC END;
-- @case sql-procedures-5.1
CALL sp9(NULL)
-- @case sql-procedures-5.2
CALL sp9(1/0)
-- @case sql-procedures-5.3
CALL sp9(1./0.)
-- @case sql-procedures-5.4
CALL sp10(null, 7, 4)
-- @case sql-procedures-5.5
CALL sp10(null, c => 4, b => 11)
-- @case sql-procedures-5.6
CALL sp8('')
-- @case sql-procedures-5.7
DROP PROCEDURE sp10(int, int, int)
-- @case sql-procedures-5.8
DROP PROCEDURE sp10(OUT int, int, int)

-- 6: the final SELECT must give the OUT/INOUT parameters' row (check_sql_fn_retval)
-- @setup
CREATE TABLE sp (a int, b text);
-- @case sql-procedures-6.1
CREATE PROCEDURE sp_r(a int, INOUT b text, OUT c int) LANGUAGE sql AS $$ SELECT 1, 'x' $$
-- @case sql-procedures-6.2
CREATE PROCEDURE sp_r(OUT c int) LANGUAGE sql AS $$ SELECT 1, 2 $$
-- @case sql-procedures-6.3
CREATE PROCEDURE sp_r(OUT c int, OUT d int) LANGUAGE sql AS $$ SELECT 1 $$
-- @case sql-procedures-6.4
CREATE PROCEDURE sp_r(OUT c int, OUT d text) LANGUAGE sql AS $$ SELECT 1.5, 2 $$
-- @case sql-procedures-6.5
CREATE PROCEDURE sp_r(INOUT comp sp) LANGUAGE sql AS $$ SELECT ROW(1, 'x') $$
-- @case sql-procedures-6.6
CREATE PROCEDURE sp_r(INOUT a anyelement, INOUT b anyelement) LANGUAGE sql AS $$ SELECT $1, 1 $$
