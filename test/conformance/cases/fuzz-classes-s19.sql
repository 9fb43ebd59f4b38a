-- Fuzz classes of session 19 (seed 20261202).
-- Family 1: the pseudoconstant terms of a qual (reading no column) are one One-Time Filter,
-- tested cheapest first, each only while those before it are true (ExecQual): a FALSE one ends
-- it, the later ones never computed (to_date('ab', 'abc') raises 22007 where computed).
-- @setup
CREATE TABLE fc0 (ra int, a0 json, a1 int, a2 text[]);
INSERT INTO fc0 VALUES (1, '[1]', 1, '{a}'), (2, '{}', NULL, NULL), (3, '[]', 3, '{}');
CREATE TABLE fc1 (rb int);
-- @case fuzz-classes-s19-1.1
SELECT ra FROM fc1 JOIN fc0 ON true WHERE ((strpos('a'::text, to_char('1e-37'::real, 'NULL'::text)))::boolean AND (('1998-05-26'::date - to_date('ab'::text, 'abc'::text)) <> '-96'::smallint))
-- @case fuzz-classes-s19-1.2
SELECT ra FROM fc0 WHERE (strpos('a'::text, to_char(1, 'FM9'::text)))::boolean AND to_date('ab'::text, 'abc'::text) IS NULL ORDER BY ra
-- @case fuzz-classes-s19-1.3
SELECT ra FROM fc0 WHERE (strpos('1'::text, to_char(1, 'FM9'::text)))::boolean AND to_date('ab'::text, 'abc'::text) IS NULL ORDER BY ra
-- @case fuzz-classes-s19-1.4
SELECT ra FROM fc1 JOIN fc0 ON (strpos('a'::text, to_char(1, 'FM9'::text)))::boolean WHERE to_date('ab'::text, 'abc'::text) IS NULL
-- @case fuzz-classes-s19-1.5
SELECT ra FROM fc0 WHERE to_date('ab'::text, 'abc'::text) IS NULL AND (strpos('a'::text, to_char(1, 'FM9'::text)))::boolean ORDER BY ra
-- @case fuzz-classes-s19-1.6
SELECT ra FROM fc1 JOIN fc0 ON true WHERE current_setting('x.y', true) IS NOT NULL AND to_date('ab'::text, 'abc'::text) IS NULL
-- @case fuzz-classes-s19-1.7
SELECT ra FROM fc0 WHERE (strpos('1'::text, to_char(1, 'FM9'::text)))::boolean AND ra > 1 AND current_setting('x.y', true) IS NULL ORDER BY ra
-- Family 2: a NOT reached from the qual's top through AND/OR is pushed down (negate_clause)
-- before canonicalize_qual reads a NULL constant there as FALSE: NOT (x IN (NULL, y) AND p) is
-- NOT p, x never computed (''::text[] raises 22P02 where computed), nor estimated.
-- @case fuzz-classes-s19-2.1
SELECT ra FROM fc1 JOIN fc0 ON true WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1)
-- @case fuzz-classes-s19-2.2
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1) ORDER BY ra
-- @case fuzz-classes-s19-2.3
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1) OR ra = 3 ORDER BY ra
-- @case fuzz-classes-s19-2.4
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], a2) AND ra > 1) ORDER BY ra
-- @case fuzz-classes-s19-2.5
SELECT ra FROM fc0 WHERE NOT (NOT (a1 IN (NULL, 3)) OR ra > 5) ORDER BY ra
-- @case fuzz-classes-s19-2.6
SELECT ra FROM fc0 WHERE NOT ((''::text)::int[] NOT IN (NULL::int[], '{}'::int[]) AND ra > 1) ORDER BY ra
-- @case fuzz-classes-s19-2.7
SELECT ra FROM fc0 WHERE NOT (ra > 1 AND (''::text)::text[] = NULL::text[]) ORDER BY ra
-- @case fuzz-classes-s19-2.8
SELECT ra FROM fc0 WHERE NOT (ra > 1 AND NOT (NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[])))) ORDER BY ra
-- @case fuzz-classes-s19-2.9
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND (''::text)::int[] IN (NULL::int[], '{}'::int[])) ORDER BY ra
-- @case fuzz-classes-s19-2.10
SELECT ra FROM fc0 WHERE ra = 1 AND NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1) ORDER BY ra
-- @case fuzz-classes-s19-2.11
SELECT ra FROM fc0 JOIN fc1 ON NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1)
-- (not a qual: a value, computed)
-- @case fuzz-classes-s19-2.12
SELECT ra, NOT ((''::text)::text[] IN (NULL::text[], '{}'::text[]) AND ra > 1) FROM fc0 ORDER BY ra
-- @case fuzz-classes-s19-2.13
SELECT ra FROM fc0 WHERE NOT ((''::text)::text[] IN (NULL::text[], a2) AND ra > 1) AND a1 = current_setting('x.y', true)::int ORDER BY ra
