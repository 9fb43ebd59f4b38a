-- pg_lsn (PostgreSQL 15 pg_lsn.c): input and output, comparison and order over the whole
-- unsigned range, the arithmetic operators with numeric, pg_lsn(numeric), casts and columns.

-- 1: input and output
-- @case pg-lsn-1.1
SELECT '0/0'::pg_lsn, 'FFFFFFFF/FFFFFFFF'::pg_lsn, '16/b374d848'::pg_lsn, '00000001/0000000A'::pg_lsn, pg_typeof('0/1'::pg_lsn)
-- @case pg-lsn-1.2
SELECT 'G/0'::pg_lsn
-- @case pg-lsn-1.3
SELECT ' 0/12345678'::pg_lsn
-- @case pg-lsn-1.4
SELECT 'ABCD/'::pg_lsn
-- @case pg-lsn-1.5
SELECT '123456789/0'::pg_lsn
-- @case pg-lsn-1.6
SELECT '1/2'::pg_lsn::text, 'a/b'::text::pg_lsn, ('1' || '/' || '2')::pg_lsn

-- 2: comparison and order
-- @setup
CREATE TABLE lsn_t (id int, l pg_lsn);
INSERT INTO lsn_t VALUES (1, 'FFFFFFFF/FFFFFFFF'), (2, '0/0'), (3, '80000000/0'), (4, '7FFFFFFF/FFFFFFFF'), (5, 'A/1'), (6, NULL);
-- @case pg-lsn-2.1
SELECT id, l FROM lsn_t ORDER BY l, id
-- @case pg-lsn-2.2
SELECT min(l), max(l), count(DISTINCT l) FROM lsn_t
-- @case pg-lsn-2.3
SELECT id FROM lsn_t WHERE l > '7FFFFFFF/FFFFFFFF' ORDER BY id
-- @case pg-lsn-2.4
SELECT '0/16AE7F8' = '0/16AE7F8'::pg_lsn, '0/16AE7F8'::pg_lsn != '0/16AE7F7', '0/16AE7F7' < '0/16AE7F8'::pg_lsn, '0/16AE7F8' > pg_lsn '0/16AE7F7', 'A/0'::pg_lsn >= '9/FFFFFFFF'

-- 3: arithmetic
-- @case pg-lsn-3.1
SELECT '0/16AE7F7'::pg_lsn - '0/16AE7F8'::pg_lsn, '0/16AE7F8'::pg_lsn - '0/16AE7F7', pg_typeof('0/1'::pg_lsn - '0/0'::pg_lsn)
-- @case pg-lsn-3.2
SELECT '0/16AE7F7'::pg_lsn + 16::numeric, 16::numeric + '0/16AE7F7'::pg_lsn, '0/16AE7F7'::pg_lsn - 16::numeric, '0/1'::pg_lsn + 1.5, '0/1'::pg_lsn + 16, pg_typeof('0/1'::pg_lsn + 1)
-- @case pg-lsn-3.3
SELECT 'FFFFFFFF/FFFFFFFE'::pg_lsn + 2::numeric
-- @case pg-lsn-3.4
SELECT '0/1'::pg_lsn - 2::numeric
-- @case pg-lsn-3.5
SELECT '0/16AE7F7'::pg_lsn + 'NaN'::numeric
-- @case pg-lsn-3.6
SELECT '0/16AE7F7'::pg_lsn - 'NaN'::numeric
-- @case pg-lsn-3.7
SELECT '0/1'::pg_lsn + 'Infinity'::numeric
-- @case pg-lsn-3.8
SELECT '0/0'::pg_lsn + ('FFFFFFFF/FFFFFFFF'::pg_lsn - '0/0'::pg_lsn), 'FFFFFFFF/FFFFFFFF'::pg_lsn - ('FFFFFFFF/FFFFFFFF'::pg_lsn - '0/0'::pg_lsn)
-- @case pg-lsn-3.9
SELECT '0/1'::pg_lsn * 2

-- 4: pg_lsn(numeric)
-- @case pg-lsn-4.1
SELECT pg_lsn(23783416::numeric), pg_lsn(0::numeric), pg_lsn(18446744073709551615::numeric), pg_lsn(1.5), pg_lsn('-0.4'::numeric)
-- @case pg-lsn-4.2
SELECT pg_lsn(-1::numeric)
-- @case pg-lsn-4.3
SELECT pg_lsn(18446744073709551616::numeric)
-- @case pg-lsn-4.4
SELECT pg_lsn('NaN'::numeric)
-- @case pg-lsn-4.5
SELECT pg_lsn('-Infinity'::numeric)

-- 5: a column, NULLs and DISTINCT
-- @setup
CREATE TABLE lsn_c (l pg_lsn);
INSERT INTO lsn_c SELECT (i || '/' || j)::pg_lsn FROM generate_series(1, 3) i, generate_series(1, 2) j, generate_series(1, 2) k;
-- @case pg-lsn-5.1
SELECT DISTINCT l FROM lsn_c ORDER BY l
-- @case pg-lsn-5.2
SELECT l + NULL::numeric, NULL::pg_lsn - l FROM lsn_c LIMIT 1
