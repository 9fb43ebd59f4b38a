-- FOREACH … [SLICE n] IN ARRAY (pl_exec.c exec_stmt_foreach_a): SLICE n iterates the sub-arrays of
-- the last n dimensions (keeping their lower bounds; 2202E past the array's dimensions, 42804 for
-- a loop variable that is no array); elements of a composite type go whole into a record and
-- field by field into a list of variables; an array of a composite type is an array (was
-- 'must yield an array, not type ???').
-- @setup
CREATE TYPE pfe_xy AS (x int, y int);
CREATE FUNCTION pfe_slice(a int[], n int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE s int[]; out text := '';
BEGIN
  IF n = 1 THEN FOREACH s SLICE 1 IN ARRAY a LOOP out := out || s::text || array_lower(s, 1) || ' '; END LOOP;
  ELSIF n = 2 THEN FOREACH s SLICE 2 IN ARRAY a LOOP out := out || s::text || ' '; END LOOP;
  ELSE FOREACH s SLICE 3 IN ARRAY a LOOP out := out || s::text || ' '; END LOOP;
  END IF;
  RETURN out;
END $$;
CREATE FUNCTION pfe_slice_scalar() RETURNS text LANGUAGE plpgsql AS $$
DECLARE s int; BEGIN FOREACH s SLICE 1 IN ARRAY ARRAY[[1,2],[3,4]] LOOP END LOOP; RETURN 'x'; END $$;
CREATE FUNCTION pfe_records() RETURNS text LANGUAGE plpgsql AS $$
DECLARE r pfe_xy; a record; x int; y int; out text := '';
BEGIN
  FOREACH r IN ARRAY ARRAY[ROW(1, 2), ROW(3, 4)]::pfe_xy[] LOOP out := out || r::text || r.y || ' '; END LOOP;
  FOREACH a IN ARRAY ARRAY[ROW(5, 6)]::pfe_xy[] LOOP out := out || a::text || a.x || ' '; END LOOP;
  FOREACH x, y IN ARRAY ARRAY[ROW(7, 8), ROW(9, NULL)]::pfe_xy[] LOOP out := out || x || '/' || coalesce(y, -1) || ' '; END LOOP;
  RETURN out;
END $$;
CREATE FUNCTION pfe_not_array() RETURNS text LANGUAGE plpgsql AS $$
DECLARE r pfe_xy; BEGIN FOREACH r IN ARRAY ROW(1, 2)::pfe_xy LOOP END LOOP; RETURN 'x'; END $$;

-- 1: slices, composite elements
-- @case plpgsql-foreach-1.1
SELECT pfe_slice(ARRAY[[1,2],[3,4]], 1), pfe_slice(ARRAY[[1,2],[3,4]], 2), pfe_slice(ARRAY[1,2,3], 1)
-- @case plpgsql-foreach-1.2
SELECT pfe_slice('[0:1][5:6]={{1,2},{3,4}}'::int[], 1)
-- @case plpgsql-foreach-1.3
SELECT pfe_slice(ARRAY[[1,2],[3,4]], 3)
-- @case plpgsql-foreach-1.4
SELECT pfe_slice('{}'::int[], 1)
-- @case plpgsql-foreach-1.5
SELECT pfe_slice_scalar()
-- @case plpgsql-foreach-1.6
SELECT pfe_records()
-- @case plpgsql-foreach-1.7
SELECT pfe_not_array()
-- @case plpgsql-foreach-1.8
SELECT pfe_slice(ARRAY[[[1,2],[3,4]],[[5,6],[7,8]]], 2), pfe_slice(ARRAY[['a'::text]]::int[], 1)
