-- pg_type / pg_range / pg_class facts of types and relations a user makes (type_sanity,
-- sanity_check): the I/O functions of enums, domains, ranges, multiranges, row types and their
-- arrays; pg_range rows of user ranges; relfilenode 0 for relations without storage; regtype
-- input and output of pseudo-types; DISTINCT ON (1) … ORDER BY 1 over a volatile target.
-- @setup
CREATE TYPE rtc_f8r AS RANGE (subtype = float8);
CREATE TYPE rtc_tr AS RANGE (subtype = text);
CREATE TYPE rtc_e AS ENUM ('a', 'b');
CREATE DOMAIN rtc_de AS rtc_e;
CREATE DOMAIN rtc_di AS int;
CREATE DOMAIN rtc_dt AS varchar(5);
CREATE TYPE rtc_comp AS (a int, b text);
CREATE TABLE rtc_t (r rtc_f8r, e rtc_e, x int8);
CREATE VIEW rtc_v AS SELECT 1 AS one;

-- @case regress-type-catalog-1.1 ordered
SELECT typname, typtype, typinput, typoutput, typreceive, typsend, typsubscript, typanalyze, typalign FROM pg_type WHERE typname LIKE '%rtc%' ORDER BY typname
-- @case regress-type-catalog-1.2 ordered
SELECT rngtypid::regtype, rngsubtype::regtype, rngmultitypid::regtype, rngcollation, rngsubopc, rngcanonical FROM pg_range WHERE rngtypid::regtype::text LIKE 'rtc%' ORDER BY 1::text
-- @case regress-type-catalog-1.3 ordered
SELECT attname, attalign, attlen FROM pg_attribute WHERE attrelid = 'rtc_t'::regclass AND attnum > 0 ORDER BY attnum
-- @case regress-type-catalog-1.4 ordered
SELECT relname, relkind, relfilenode <> 0 AS has_storage FROM pg_class WHERE relname LIKE 'rtc%' ORDER BY relname
-- @case regress-type-catalog-1.5
SELECT t1.typname FROM pg_type t1 WHERE t1.typname LIKE '%rtc%' AND (t1.typinput = 0 OR t1.typoutput = 0)
-- @case regress-type-catalog-1.6
SELECT t1.typname FROM pg_type t1 WHERE t1.typtype = 'r' AND t1.typname LIKE 'rtc%' AND NOT EXISTS (SELECT 1 FROM pg_range r WHERE rngtypid = t1.oid)

-- @case regress-type-catalog-2.1
SELECT 'cstring'::regtype, '"any"'::regtype, 'internal'::regtype, 'cstring[]'::regtype, 'trigger'::regtype, 'pg_catalog.void'::regtype
-- @case regress-type-catalog-2.2
SELECT 2275::regtype, 1263::regtype, 2279::regtype, format_type(2281, NULL), format_type(1263, -1)
-- @case regress-type-catalog-2.3
SELECT 'cstring'::regtype::oid, '"any"'::regtype::oid, 'anyelement'::regtype::oid
-- @case regress-type-catalog-2.4
SELECT 'nosuchtype'::regtype
-- @case regress-type-catalog-2.5
SELECT count(*) FROM pg_proc p WHERE p.proargtypes[0] = 'cstring'::regtype AND p.proname = 'int4in'

-- @case regress-type-catalog-3.1
SELECT DISTINCT ON (1) floor(random()) AS r, f1 FROM (VALUES (1), (2)) v(f1) ORDER BY 1, 2
-- @case regress-type-catalog-3.2
SELECT DISTINCT ON (1) random() < 2 AS r, f1 FROM (VALUES (1), (2)) v(f1) ORDER BY 1, 2
-- @case regress-type-catalog-3.3
SELECT DISTINCT ON (1) f1 * 0 AS r, f1 FROM (VALUES (1), (2)) v(f1) ORDER BY 2, 1
