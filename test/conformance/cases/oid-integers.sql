-- Integers as OIDs (PostgreSQL 15 pg_cast): int2/int4 → oid and the reg* types reinterpret the
-- 32 bits (-1 is 4294967295), oid → int4 back, int8 → oid is range-checked ("OID out of range"),
-- and a comparison of an oid with an integer converts the integer first.

-- 1: casts of constants
-- @case oid-integers-1.1
SELECT (-1)::oid, (-1)::int2::oid, (-2147483648)::int4::oid, 4294967295::int8::oid, (-5)::oid::int8, (4294967295::oid)::int4
-- @case oid-integers-1.2
SELECT (-1)::int8::oid
-- @case oid-integers-1.3
SELECT 4294967296::int8::oid
-- @case oid-integers-1.4
SELECT (-1)::int8::regclass
-- @case oid-integers-1.5
SELECT (-1)::regclass = 4294967295::oid, (-1)::regtype::oid, (-3)::regnamespace::oid, (-1)::int4::regrole = 4294967295::oid, 'pg_class'::regclass::int4
-- @case oid-integers-1.6
SELECT 4294967295::oid = -1, 4294967295::oid = -1::int2, 'pg_class'::regclass = 1259, 1::oid < -1
-- @case oid-integers-1.7
SELECT 4294967295::oid = -1::int8

-- @setup
CREATE TABLE oi (id int PRIMARY KEY, o oid, i int4, b int8);
INSERT INTO oi VALUES (1, 5, 5, 5), (2, -1, -1, 4294967295), (3, '2147483648', -2147483648, 2147483648), (4, 0, 0, 0);

-- 2: columns
-- @case oid-integers-2.1
SELECT id, o, o = -1, o = i, o = b, o::int4, i::oid, b::oid FROM oi ORDER BY id
-- @case oid-integers-2.2
SELECT id FROM oi WHERE o = -2147483648 ORDER BY id
-- @case oid-integers-2.3
SELECT id FROM oi WHERE o > -1 OR i::oid = 4294967295 ORDER BY id
-- @case oid-integers-2.4
INSERT INTO oi VALUES (5, -7::int8, 0, 0)
-- @case oid-integers-2.5
SELECT count(*) FROM pg_class WHERE oid = -1
