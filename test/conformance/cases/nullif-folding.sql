-- NULLIF whose first operand folds to NULL while planning is folded to NULL: its second operand
-- is not computed for any row, though its constants are still folded (and raise).
-- @setup
CREATE TABLE nf (a integer, b text, c integer);
INSERT INTO nf VALUES (1, 'x', NULL);
-- @case nullif-folding-1.1
SELECT NULLIF(NULL::int, a/0) FROM nf
-- @case nullif-folding-1.2
SELECT NULLIF(NULL::int + a, a/0) FROM nf
-- @case nullif-folding-1.3
SELECT NULLIF(NULL::text, (b::int)::text) FROM nf
-- @case nullif-folding-1.4
SELECT NULLIF(NULL::text, to_char(a * interval '1 day', 'hello world')) FROM nf
-- @case nullif-folding-1.5
SELECT NULLIF((NULL::smallint <> (a::smallint / 0::smallint)), true) FROM nf
-- 2: the second operand is computed when the first is not a NULL constant, and its constants raise
-- @case nullif-folding-2.1
SELECT NULLIF(c, a/0) FROM nf
-- @case nullif-folding-2.2
SELECT NULLIF(a/0, NULL::int) FROM nf
-- @case nullif-folding-2.3
SELECT NULLIF(NULL::int, 1/0)
-- @case nullif-folding-2.4
SELECT NULLIF(NULL::int, 1/0) FROM nf WHERE false
-- @case nullif-folding-2.5
SELECT NULLIF(NULL::int, a + 1/0) FROM nf
-- @case nullif-folding-2.6
SELECT * FROM (SELECT NULLIF(NULL::int, a + 1/0) FROM nf) s
-- @case nullif-folding-2.7
SELECT NULLIF(NULL::int, a), NULLIF(NULL::text, b) IS NULL FROM nf
-- @case nullif-folding-2.8
SELECT NULLIF(NULL::int, NULL::int + 1/0) FROM nf
-- @case nullif-folding-2.9
SELECT NULLIF(NULL::int, NULL::int + a/0) FROM nf
