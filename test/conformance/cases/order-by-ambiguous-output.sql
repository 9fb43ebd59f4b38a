-- ORDER BY a bare name matches the SELECT list's output names first (findTargetlistEntrySQL92):
-- two entries of that name whose expressions differ make it ambiguous (42702), whether the names
-- are aliases or implicit (a CASE is named after its ELSE column, a cast after its operand).
-- @setup
CREATE TABLE oba (ra int, rb text);
INSERT INTO oba VALUES (1, 'x'), (2, NULL), (3, 'z');
-- @case order-by-ambiguous-output-1.1
SELECT ra, ra + 0 AS ra FROM oba ORDER BY ra
-- @case order-by-ambiguous-output-1.2
SELECT ra, ra FROM oba ORDER BY ra
-- @case order-by-ambiguous-output-1.3
SELECT ra, CASE WHEN ra > 5 THEN 1 ELSE ra END FROM oba ORDER BY ra
-- @case order-by-ambiguous-output-1.4
SELECT ra, COALESCE(ra, 1) FROM oba ORDER BY ra
-- @case order-by-ambiguous-output-1.5
SELECT ra AS x, ra + 1 AS x FROM oba ORDER BY x
-- @case order-by-ambiguous-output-1.6
SELECT ra AS x, ra AS x FROM oba ORDER BY x DESC
-- @case order-by-ambiguous-output-1.7
SELECT ra, ra + 0 AS ra FROM oba ORDER BY ra + 0
-- @case order-by-ambiguous-output-1.8
SELECT ra, ra + 0 AS ra FROM oba ORDER BY 2 DESC
-- @case order-by-ambiguous-output-1.9
SELECT ra, rb::varchar AS rb, rb FROM oba ORDER BY rb
-- @case order-by-ambiguous-output-1.10
SELECT oba.ra, ra FROM oba ORDER BY ra DESC
-- @case order-by-ambiguous-output-1.11
SELECT ra, CASE WHEN ra > 1 THEN 1 / 0 ELSE ra END FROM oba ORDER BY ra
