-- pg_range lists the ranges CREATE TYPE … AS RANGE makes, as drivers look them up (psycopg2's
-- register_range joins pg_range, pg_type and pg_namespace by name, then by ::regtype).
-- @setup
CREATE SCHEMA rc_s;
CREATE SCHEMA "rc.q";
CREATE TYPE rc_text AS RANGE (subtype = text);
CREATE TYPE rc_float AS RANGE (subtype = float8);
CREATE DOMAIN rc_dint AS int;
CREATE TYPE rc_s.rc_dom AS RANGE (subtype = rc_dint);
CREATE TYPE "rc.q"."odd.range" AS RANGE (subtype = text);

-- @case range-catalog-1.1 ordered
SELECT r.rngtypid::regtype::text, r.rngsubtype::regtype::text, r.rngmultitypid::regtype::text, r.rngcollation, o.opcname, r.rngcanonical, r.rngsubdiff FROM pg_range r JOIN pg_opclass o ON o.oid = r.rngsubopc WHERE r.rngtypid::regtype::text LIKE '%rc%' OR r.rngtypid::regtype::text LIKE '%odd%' ORDER BY 1
-- @case range-catalog-1.2
SELECT t.typname, ns.nspname, r.rngsubtype::regtype::text, t.typarray = (SELECT a.oid FROM pg_type a WHERE a.typname = '_rc_text') AS arr FROM pg_range r JOIN pg_type t ON t.oid = r.rngtypid JOIN pg_namespace ns ON ns.oid = t.typnamespace WHERE t.typname = 'rc_text' AND ns.nspname = 'public'
-- @case range-catalog-1.3
SELECT t.typname, ns.nspname FROM pg_range r JOIN pg_type t ON t.oid = r.rngtypid JOIN pg_namespace ns ON ns.oid = t.typnamespace WHERE t.oid = '"rc.q"."odd.range"'::regtype
-- @case range-catalog-1.4
SELECT count(*) FROM pg_range WHERE rngtypid IN ('int4range'::regtype, 'tstzrange'::regtype, 'rc_float'::regtype)
-- @case range-catalog-1.5
SELECT '[a,z]'::"rc.q"."odd.range", '(1.5,2]'::rc_float
