-- xid and xid8 (PostgreSQL 15 xid.c): input as strtoul reads it (octal, hex, signs, garbage is
-- 0), output, xid's equality-only operators (with int4), xid8's order, xid8cmp, min/max, the
-- xid8 → xid cast and the casts PostgreSQL does not have.

-- 1: input and output
-- @case xid-types-1.1
SELECT '010'::xid, '42'::xid, '0xffffffff'::xid, '-1'::xid, '010'::xid8, '42'::xid8, '0xffffffffffffffff'::xid8, '-1'::xid8
-- @case xid-types-1.2
SELECT ''::xid, 'asdf'::xid, ''::xid8, 'asdf'::xid8, '  0x1Fzz'::xid, '+12'::xid, '-0'::xid, '99999999999'::xid, '077'::xid8, '0x'::xid, ' -5'::xid8, '18446744073709551616'::xid8
-- @case xid-types-1.3
SELECT pg_typeof('1'::xid), pg_typeof('1'::xid8), '1'::xid::text, '12'::xid8::text

-- 2: operators
-- @case xid-types-2.1
SELECT '1'::xid = '1'::xid, '1'::xid != '1'::xid, '1'::xid8 = '1'::xid8, '1'::xid8 != '1'::xid8, '1'::xid = 1, '4294967295'::xid = -1, '7'::xid <> 7
-- @case xid-types-2.2
SELECT '1'::xid < '2'::xid
-- @case xid-types-2.3
SELECT '1'::xid >= '2'::xid
-- @case xid-types-2.4
SELECT 1 = '1'::xid
-- @case xid-types-2.5
SELECT '1'::xid = 1::bigint
-- @case xid-types-2.6
SELECT '1'::xid8 < '2'::xid8, '2'::xid8 < '2'::xid8, '2'::xid8 < '1'::xid8, '1'::xid8 <= '2'::xid8, '18446744073709551615'::xid8 > '9'::xid8
-- @case xid-types-2.7
SELECT '1'::xid8 = 1
-- @case xid-types-2.8
SELECT xid8cmp('1', '2'), xid8cmp('2', '2'), xid8cmp('2', '1'), xid8cmp(NULL, '1'), xid8cmp('18446744073709551615', '9')

-- 3: a column, min/max, indexes
-- @setup
CREATE TABLE xid_t (x xid8, y xid);
INSERT INTO xid_t VALUES ('0', '1'), ('010', '2'), ('42', '3'), ('0xffffffffffffffff', '-1'), ('-1', '4294967295'), (NULL, NULL);
-- @case xid-types-3.1
SELECT min(x), max(x), count(DISTINCT x), count(y) FROM xid_t
-- @case xid-types-3.2
SELECT x, y, y = -1, y <> 2 FROM xid_t ORDER BY x, y::text
-- @case xid-types-3.3
CREATE INDEX ON xid_t USING btree (x)
-- @case xid-types-3.4
CREATE INDEX ON xid_t USING hash (y)

-- 4: casts
-- @case xid-types-4.1
SELECT '1'::xid = '1'::xid8::xid, '4294967297'::xid8::xid
-- @case xid-types-4.2
SELECT '1'::xid::xid8
-- @case xid-types-4.3
SELECT '1'::xid::int
-- @case xid-types-4.4
SELECT '1'::xid8::bigint
