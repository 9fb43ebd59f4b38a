-- bit(n) and bit varying(n) (PostgreSQL 15 varbit.c): B'…' and X'…' constants, input and
-- length checks, casts, the bitwise operators, concatenation, comparison and the bit string
-- functions, in columns and indexes.

-- 1: constants and input
-- @case bit-strings-1.1
SELECT B'101', X'1F', B'', pg_typeof(B'101'), '101'::bit varying, 'x0A'::varbit, 'B11'::bit(2)
-- @case bit-strings-1.2
SELECT B'12'
-- @case bit-strings-1.3
SELECT X'1G'
-- @case bit-strings-1.4
SELECT '101'::bit, '101'::bit(5), '10110'::bit(3), '101'::varbit(2), B'1010'::bit varying(2)
-- @case bit-strings-1.5
SELECT format_type('bit'::regtype, 4), format_type('varbit'::regtype, 5), format_type('varbit'::regtype, -1)

-- 2: operators
-- @case bit-strings-2.1
SELECT B'101' & B'100', B'101' | B'011', B'101' # B'011', ~B'101', B'10110' << 2, B'10110' >> 2, B'10110' << -1, B'10' || B'011', pg_typeof(B'10' || B'011')
-- @case bit-strings-2.2
SELECT B'101' & B'10'
-- @case bit-strings-2.3
SELECT B'101' | B'10'
-- @case bit-strings-2.4
SELECT B'101' < B'11', B'101' = B'1010', B'1' < B'10', B'0111' > B'1', B'' < B'0', B'101'::varbit = B'101'
-- @case bit-strings-2.5
SELECT pg_typeof(B'1'::varbit & B'1'), pg_typeof(~B'1'::varbit)

-- 3: functions
-- @case bit-strings-3.1
SELECT length(B'10101'), bit_length(B'10101'), octet_length(B'101010101'), position(B'01' IN B'1101'), position(B'' IN B'1101'), position(B'111' IN B'1101')
-- @case bit-strings-3.2
SELECT substring(B'110101' FROM 2 FOR 3), substring(B'110101' FROM 4), substring(B'110101' FROM -1 FOR 3), overlay(B'11111' PLACING B'00' FROM 2 FOR 3), overlay(B'11111' PLACING B'00' FROM 2)
-- @case bit-strings-3.3
SELECT get_bit(B'0100', 1), set_bit(B'0000', 2, 1), bit_count(B'10111'), pg_typeof(bit_count(B'1'))
-- @case bit-strings-3.4
SELECT get_bit(B'0100', 4)
-- @case bit-strings-3.5
SELECT substring(B'0101' FROM 1 FOR -1)

-- 4: casts
-- @case bit-strings-4.1
SELECT 5::bit(8), (-1)::bit(40), 5::bit, 300::bit(4), 5::bigint::bit(70), B'1111'::int4, B'101'::bit(3)::int8, B'11111111111111111111111111111111'::int4
-- @case bit-strings-4.2
SELECT B'1'::bit(33)::int4
-- @case bit-strings-4.3
SELECT B'101'::text, B'101'::bit(3)::varbit(5), B'101'::varbit::bit(5)

-- @setup
CREATE TABLE bt (id int PRIMARY KEY, b bit(4), v bit varying(5));
INSERT INTO bt VALUES (1, B'1010', B'10101'), (2, B'0000', B''), (3, B'0110', B'1'), (4, X'F', B'11');
CREATE INDEX bt_v ON bt (v);

-- 5: columns
-- @case bit-strings-5.1
INSERT INTO bt VALUES (9, B'101', B'1')
-- @case bit-strings-5.2
INSERT INTO bt VALUES (9, B'1010', B'101010')
-- @case bit-strings-5.3
SELECT id, b, v FROM bt ORDER BY v, id
-- @case bit-strings-5.4
SELECT id FROM bt WHERE b & B'0010' = B'0010' ORDER BY id
-- @case bit-strings-5.5
SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a WHERE a.attrelid = 'bt'::regclass AND a.attnum > 0 ORDER BY a.attnum
-- @case bit-strings-5.6
UPDATE bt SET v = v || B'0' WHERE id = 3 RETURNING v, length(v)
-- @case bit-strings-5.7
SELECT max(b), min(v) FROM bt
-- @case bit-strings-5.8
INSERT INTO bt VALUES (9, '1x01', NULL)
