-- The catalogs list PostgreSQL 15's built-in objects (issue 14): counts, joins among the catalogs
-- by OID, psql's describe queries for built-ins, and calls of listed but unimplemented functions.

-- 1: the built-in rows are PostgreSQL 15's (a fresh initdb --locale=C)
-- @case builtin-catalog-1.1
SELECT count(*) FROM pg_proc
-- @case builtin-catalog-1.2
SELECT count(*) FROM pg_type
-- @case builtin-catalog-1.3
SELECT count(*) FROM pg_operator
-- @case builtin-catalog-1.4
SELECT count(*) FROM pg_cast
-- @case builtin-catalog-1.5
SELECT count(*) FROM pg_aggregate
-- @case builtin-catalog-1.6
SELECT amname, amtype FROM pg_am ORDER BY oid
-- @case builtin-catalog-1.7
SELECT spcname, spcowner FROM pg_tablespace ORDER BY oid
-- @case builtin-catalog-1.8
SELECT lanname, lanpltrusted FROM pg_language ORDER BY oid
-- @case builtin-catalog-1.9
SELECT nspname FROM pg_namespace ORDER BY nspname
-- @case builtin-catalog-1.10
SELECT count(*) FROM pg_opclass
-- @case builtin-catalog-1.11
SELECT count(*) FROM pg_opfamily
-- @case builtin-catalog-1.12
SELECT count(*) FROM pg_amop
-- @case builtin-catalog-1.13
SELECT collname, collprovider FROM pg_collation WHERE oid < 1000 ORDER BY oid

-- 2: joins by OID among the catalogs
-- @case builtin-catalog-2.1
SELECT p.proname, t.typname FROM pg_proc p JOIN pg_type t ON t.oid = p.prorettype WHERE p.proname = 'abs' ORDER BY 2
-- @case builtin-catalog-2.2
SELECT count(*) FROM pg_operator o JOIN pg_proc p ON p.oid = o.oprcode
-- @case builtin-catalog-2.3
SELECT o.oprname, l.typname, r.typname, res.typname FROM pg_operator o JOIN pg_type l ON l.oid = o.oprleft JOIN pg_type r ON r.oid = o.oprright JOIN pg_type res ON res.oid = o.oprresult WHERE o.oprname = '+' AND l.typname = 'int4' ORDER BY 3
-- @case builtin-catalog-2.4
SELECT c.relname, n.nspname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname IN ('pg_class', 'pg_proc', 'tables', 'pg_tables') ORDER BY 1
-- @case builtin-catalog-2.5
SELECT a.attnum, a.attname, t.typname FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid WHERE a.attrelid = 'pg_namespace'::regclass AND a.attnum > 0 ORDER BY 1
-- @case builtin-catalog-2.6
SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'pg_catalog' AND c.relkind = 'r'
-- @case builtin-catalog-2.7
SELECT s.typname, t.typname, c.castcontext, c.castmethod FROM pg_cast c JOIN pg_type s ON s.oid = c.castsource JOIN pg_type t ON t.oid = c.casttarget WHERE s.typname = 'int4' ORDER BY 2
-- @case builtin-catalog-2.8
SELECT p.proname, a.aggkind, t.typname FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid JOIN pg_type t ON t.oid = a.aggtranstype WHERE p.proname IN ('count', 'sum') ORDER BY 1, 3
-- @case builtin-catalog-2.9
SELECT c.relname FROM pg_class c WHERE c.oid = 'pg_catalog.pg_class'::regclass
-- @case builtin-catalog-2.10
SELECT oc.opcname, am.amname, t.typname FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod JOIN pg_type t ON t.oid = oc.opcintype WHERE oc.opcname = 'int4_ops' ORDER BY 2

-- 3: the functions psql's describe queries call, for built-in objects
-- @case builtin-catalog-3.1
SELECT pg_get_function_result(p.oid), pg_get_function_arguments(p.oid) FROM pg_proc p WHERE p.proname = 'make_interval'
-- @case builtin-catalog-3.2
SELECT format_type(oid, NULL) FROM pg_type WHERE typname IN ('int4', 'bpchar', 'box', '_tsvector', 'varbit') ORDER BY oid
-- @case builtin-catalog-3.3
SELECT obj_description(oid, 'pg_proc') FROM pg_proc WHERE proname = 'int4pl'
-- @case builtin-catalog-3.4
SELECT obj_description('pg_catalog'::regnamespace, 'pg_namespace')
-- @case builtin-catalog-3.5
SELECT count(*) FROM pg_type t WHERE pg_type_is_visible(t.oid)
-- @case builtin-catalog-3.6
SELECT pg_table_is_visible('information_schema.tables'::regclass), pg_table_is_visible('pg_class'::regclass)
-- @case builtin-catalog-3.7
SELECT pg_get_indexdef('pg_class_oid_index'::regclass)
-- @case builtin-catalog-3.8
SELECT count(*) FROM pg_operator o WHERE pg_operator_is_visible(o.oid)
-- @case builtin-catalog-3.9
SELECT pg_tablespace_location(oid) FROM pg_tablespace ORDER BY oid
-- @case builtin-catalog-3.10
SELECT l.lanname, d.description FROM pg_language l LEFT JOIN pg_description d ON d.classoid = l.tableoid AND d.objoid = l.oid ORDER BY 1

-- 4: listed but not implemented → 0A000 naming it; unknown names keep PostgreSQL's 42883 / 42704
-- @case builtin-catalog-4.1
SELECT nosuchfn(1)
-- @case builtin-catalog-4.2
SELECT length(1)
-- @case builtin-catalog-4.3
SELECT 1 <-> 2
-- @case builtin-catalog-4.4
SELECT 'x'::nosuchtype
-- @case builtin-catalog-4.5
SELECT json_build_object(), jsonb_build_array()
