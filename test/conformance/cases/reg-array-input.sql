-- An array literal of a reg* type reads each element through the element type's input function
-- (array_in calling regclassin, regprocin, regnamespacein): names, OIDs, '-', NULLs, several
-- dimensions and explicit bounds; an unknown name is the element type's error.
-- @setup
CREATE TABLE "My Table" (x int);
CREATE TABLE rgi (r regclass[]);
-- @case reg-array-input-1.1
SELECT '{pg_class,pg_type}'::regclass[], '{pg_class,NULL,1259,-}'::regclass[]::text, '[0:1]={pg_class,"\"My Table\""}'::regclass[]
-- @case reg-array-input-1.2
SELECT '{{pg_class},{pg_type}}'::regclass[], '{now}'::regproc[], '{pg_catalog,public}'::regnamespace[]
-- @case reg-array-input-1.3
SELECT '{now,abs}'::regproc[]
-- @case reg-array-input-1.4
SELECT '{nope}'::regclass[]
-- @case reg-array-input-1.5
SELECT '{pg_class'::regclass[]
-- @case reg-array-input-1.6
INSERT INTO rgi VALUES ('{pg_class,"\"My Table\""}') RETURNING r, r::text
-- @case reg-array-input-1.7
SELECT ARRAY['pg_class', 'rgi']::regclass[]
