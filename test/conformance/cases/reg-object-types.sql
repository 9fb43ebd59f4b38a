-- Object identifier types regnamespace, regrole, regproc, regoper: a name literal is the
-- object's OID typed as the reg* type; its text is the object's name (not the OID's digits).
-- @setup
CREATE SCHEMA regs;
CREATE TABLE regs.t (id int, ns oid);
INSERT INTO regs.t VALUES (1, 2200), (2, 11);

-- 1: literals are typed as their reg* type and print names
-- @case reg-object-types-1.1
SELECT 'public'::regnamespace, pg_typeof('public'::regnamespace)
-- @case reg-object-types-1.2
SELECT 'postgres'::regrole, pg_typeof('postgres'::regrole)
-- @case reg-object-types-1.3
SELECT 'now'::regproc, pg_typeof('now'::regproc), 'pg_catalog.now'::regproc
-- @case reg-object-types-1.4
SELECT '||/'::regoper, pg_typeof('||/'::regoper)
-- @case reg-object-types-1.5
SELECT 'pg_class'::regclass, pg_typeof('pg_class'::regclass), 'regs.t'::regclass
-- @case reg-object-types-1.6
SELECT 'regs'::regnamespace, '"public"'::regnamespace, ' pg_catalog '::regnamespace
-- @case reg-object-types-1.7
SELECT 'public'::regnamespace::text, 'now'::regproc::text, '||/'::regoper::text, 'postgres'::regrole::text
-- 2: they compare and convert as OIDs
-- @case reg-object-types-2.1
SELECT 'public'::regnamespace = 2200, 'pg_catalog'::regnamespace::oid, 'now'::regproc::oid, '||/'::regoper::int4
-- @case reg-object-types-2.2
SELECT id FROM regs.t WHERE ns = 'public'::regnamespace
-- @case reg-object-types-2.3
SELECT count(*) FROM pg_namespace WHERE oid = 'pg_catalog'::regnamespace
-- @case reg-object-types-2.4
SELECT id, ns::regnamespace FROM regs.t ORDER BY id
-- 3: OIDs cast to reg* print names; 0 and unknown OIDs as PostgreSQL prints them
-- @case reg-object-types-3.1
SELECT 2200::regnamespace, 10::regrole, 1299::regproc, 597::regoper
-- @case reg-object-types-3.2
SELECT 0::regnamespace, 0::regrole, 0::regproc, 0::regoper, 99999::regnamespace, 99999::regproc
-- @case reg-object-types-3.3
SELECT nspname::regnamespace FROM pg_namespace WHERE nspname = 'public'
-- 4: names that resolve to nothing, or to more than one object
-- @case reg-object-types-4.1
SELECT 'nosuch'::regnamespace
-- @case reg-object-types-4.2
SELECT 'nosuch'::regrole
-- @case reg-object-types-4.3
SELECT 'nosuch'::regproc
-- @case reg-object-types-4.4
SELECT 'lower'::regproc
-- @case reg-object-types-4.5
SELECT 'nosuch'::regoper
-- @case reg-object-types-4.6
SELECT '+'::regoper
-- @case reg-object-types-4.7
SELECT 'public.x'::regnamespace
