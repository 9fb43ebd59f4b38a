-- PL/pgSQL assignment to an array element, v[i]…[k] := x (array_subscript_assign, as UPDATE …
-- SET v[i] = x): a NULL or short array is extended with NULLs, a subscript before the lower bound
-- moves it, a NULL subscript is 22004, the value is cast to the element type; slices are 0A000.
-- @setup
CREATE FUNCTION pea1() RETURNS text LANGUAGE plpgsql AS $$
DECLARE a int[]; b text[] := '{x,y}'; c int[] := '{{1,2},{3,4}}'; i int := 2; d bytea[]; n numeric[] := '{1.5}';
BEGIN
  a[3] := 5;
  b[i] := 'z'; b[i + 2] := upper('w');
  c[2][1] := 30;
  d[1] := '\x0102';
  n[1] := n[1] * 2;
  RETURN a::text || ' ' || b::text || ' ' || c::text || ' ' || d::text || ' ' || n::text || ' ' || array_lower(a, 1);
END $$;
CREATE FUNCTION pea2() RETURNS int[] LANGUAGE plpgsql AS $$ DECLARE a int[] := '{1,2,3}'; BEGIN a[0] := 0; a[5] := 5; RETURN a; END $$;
CREATE FUNCTION pea3() RETURNS int[] LANGUAGE plpgsql AS $$ DECLARE a int[]; k int; BEGIN a[k] := 1; RETURN a; END $$;
CREATE FUNCTION pea4() RETURNS int[] LANGUAGE plpgsql AS $$ DECLARE a int[] := '{1,2}'; BEGIN a[1] := 'x'; RETURN a; END $$;
CREATE FUNCTION pea5(n int) RETURNS text[] LANGUAGE plpgsql AS $$ DECLARE a text[]; BEGIN FOR i IN 1..n LOOP a[i] := 'v' || i; END LOOP; RETURN a; END $$;
CREATE FUNCTION pea6() RETURNS int[] LANGUAGE plpgsql AS $$ DECLARE a int[] := '{1,2,3}'; BEGIN a[1:2] := '{7,8}'; RETURN a; END $$;

-- 1: element assignment
-- @case plpgsql-element-assignment-1.1
SELECT pea1()
-- @case plpgsql-element-assignment-1.2
SELECT pea2(), array_lower(pea2(), 1)
-- @case plpgsql-element-assignment-1.3
SELECT pea3()
-- @case plpgsql-element-assignment-1.4
SELECT pea4()
-- @case plpgsql-element-assignment-1.5
SELECT pea5(3), pea5(0)
-- @case plpgsql-element-assignment-1.6
SELECT pea6()
