-- The planner flattens an AND nested in an AND (and an OR in an OR) into one list of operands
-- (simplify_and_arguments), and a BETWEEN is the parser's AND of two comparisons (NOT BETWEEN an
-- OR): a constant comparison inside it that is false (true) ends the whole list, and the
-- constants after it are never folded (fuzz class error 22023 'cannot cast jsonb array').
-- @setup
CREATE TABLE fao0 (ra int, a0 text);
INSERT INTO fao0 VALUES (1, 'x');

-- 1: a deciding comparison inside a BETWEEN
-- @case flattened-and-or-1.1
SELECT (('2036-06-27 02:09:22+05'::timestamp with time zone BETWEEN date_trunc('a%b_c'::text, 'infinity'::timestamp with time zone) AND '2031-03-03 16:15:03.440819+06'::timestamp with time zone) AND (('[1, "x", null]'::jsonb)::smallint > NULL::smallint))
-- @case flattened-and-or-1.2
SELECT ((now() > '2000-01-01' AND 2 < 1) AND ('[1]'::jsonb)::int > 0)
-- @case flattened-and-or-1.3
SELECT ((now() > '2000-01-01' OR 2 > 1) OR ('[1]'::jsonb)::int > 0)
-- @case flattened-and-or-1.4
SELECT (('2036-06-27'::timestamp NOT BETWEEN date_trunc('day', now()::timestamp) AND '2031-03-03'::timestamp) OR ('[1]'::jsonb)::int > 0)
-- @case flattened-and-or-1.5
SELECT ra FROM fao0 WHERE ((a0 = 'x' AND 2 < 1) AND ('[1]'::jsonb)::int > 0)

-- 2: no deciding constant: the cast is folded
-- @case flattened-and-or-2.1
SELECT ((now() > '2000-01-01' AND 2 > 1) AND ('[1]'::jsonb)::int > 0)
-- @case flattened-and-or-2.2
SELECT (('2036-06-27'::timestamp BETWEEN date_trunc('day', now()::timestamp) AND '2041-03-03'::timestamp) AND ('[1]'::jsonb)::int > 0)
