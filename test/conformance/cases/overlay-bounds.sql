-- overlay(s PLACING p FROM start [FOR count]) over text, bytea and bit strings: start + count
-- is an int4 sum (text_overlay, bytea_overlay, bitoverlay), so past 2147483647 it is 22003
-- "integer out of range", checked after the start ≤ 0 check (22011).

-- 1: text
-- @case overlay-bounds-1.1
SELECT overlay('abc' PLACING 'x' FROM 2147483647)
-- @case overlay-bounds-1.2
SELECT overlay('abc' PLACING 'xy' FROM 5 FOR 2147483647)
-- @case overlay-bounds-1.3
SELECT overlay('abc' PLACING 'xy' FROM 0 FOR 2147483647)
-- @case overlay-bounds-1.4
SELECT overlay('abcdef' PLACING 'xy' FROM 3 FOR -1), overlay('abcdef' PLACING 'xy' FROM 2 FOR -2147483647), overlay('abc' PLACING 'x' FROM 2147483646), overlay('abcdef' PLACING '' FROM 7)
-- @case overlay-bounds-1.5
SELECT (overlay('NULL' PLACING 'a1' FROM 2147483647 FOR 518))::integer[]

-- 2: bytea
-- @case overlay-bounds-2.1
SELECT overlay('\x0102'::bytea PLACING '\x03'::bytea FROM 2147483647)
-- @case overlay-bounds-2.2
SELECT overlay('\x010203'::bytea PLACING '\x09'::bytea FROM 2 FOR 2147483646)
-- @case overlay-bounds-2.3
SELECT overlay('\x010203'::bytea PLACING '\x0909'::bytea FROM 2 FOR -1), overlay('\x010203'::bytea PLACING '\x09'::bytea FROM 2147483646 FOR 1)

-- 3: bit strings
-- @case overlay-bounds-3.1
SELECT overlay(B'10101' PLACING B'1' FROM 2147483647)
-- @case overlay-bounds-3.2
SELECT overlay(B'10101' PLACING B'11' FROM 2 FOR 1), overlay(B'10101' PLACING B'11' FROM 2 FOR -1)
