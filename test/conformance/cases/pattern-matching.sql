-- LIKE, ILIKE, SIMILAR TO and POSIX regular expressions on patterns that make a backtracking
-- matcher take exponential time: PostgreSQL answers each at once, and so must pgsqlite.

-- 1: LIKE / ILIKE (like_match.c semantics, escape errors only where the matcher reaches them)
-- @case pattern-matching-1.1
SELECT repeat('a', 40) LIKE repeat('%a', 20) || 'b' AS l, repeat('a', 40) NOT LIKE repeat('%a', 20) || 'b' AS nl
-- @case pattern-matching-1.2
SELECT repeat('a', 40) ILIKE repeat('%A', 20) || 'B' AS il, repeat('a', 40) NOT ILIKE repeat('%A', 20) AS nil
-- @case pattern-matching-1.3
SELECT repeat('ab', 500) LIKE repeat('%a%b', 100) || '%c' AS l, repeat('ab', 500) LIKE repeat('%a_', 100) AS m
-- @case pattern-matching-1.4
SELECT repeat('a', 40) LIKE repeat('#%a', 20) ESCAPE '#' AS e, 'a%b' LIKE 'a#%b' ESCAPE '#' AS f
-- @case pattern-matching-1.5
SELECT '' LIKE '\' AS a, 'a' LIKE 'a\' AS b, 'x' LIKE 'a\' AS c, 'a' LIKE '_\' AS d, '' LIKE '%\' AS e
-- @case pattern-matching-1.6
SELECT 'a' LIKE '%\'
-- @case pattern-matching-1.7
SELECT 'ab' LIKE 'a\'
-- @case pattern-matching-1.8
SELECT '😀x' LIKE '_x' AS a, 'é😀' LIKE '%😀' AS b, 'A😀' ILIKE 'a_' AS c, 'ÉA' ILIKE 'éa' AS d
-- @case pattern-matching-1.9
SELECT 'abc' LIKE 'a%%c' AS a, 'abc' LIKE '%' AS b, '' LIKE '%%' AS c, 'a\b' LIKE 'a\\b' AS d, 'a_b' LIKE 'a\_b' AS e, 'axb' LIKE 'a\_b' AS f

-- 2: regular expressions and SIMILAR TO
-- @case pattern-matching-2.1
SELECT 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' ~ '(a*)*$' AS a, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' ~* '(A*)*$' AS b
-- @case pattern-matching-2.2
SELECT repeat('a', 40) || '!' ~ '^(a|aa)+$' AS a, repeat('a', 40) || '!' !~ '(a+)+b' AS b, repeat('a', 60) ~ '^(a?){30}a{30}$' AS c
-- @case pattern-matching-2.3
SELECT repeat('a', 40) SIMILAR TO '(a*)*b' AS a, repeat('a', 40) SIMILAR TO repeat('%a', 20) || 'b' AS b, repeat('a', 40) NOT SIMILAR TO '(a|aa)*c' AS c
-- @case pattern-matching-2.4
SELECT regexp_replace(repeat('a', 40) || '!', '(a*)*$', 'X') AS r, substring(repeat('a', 40) || '!' from '(a*)*$') AS s
-- @case pattern-matching-2.5
SELECT regexp_split_to_array(repeat('a', 40) || '!', '(a*)*b') AS a, (SELECT count(*) FROM regexp_matches(repeat('ab', 30), '(a|ab)(c|bcd|b)*', 'g') m) AS n
-- @case pattern-matching-2.6
SELECT regexp_like(repeat('x', 30) || 'y', '(x+x+)+z') AS a, regexp_match('foo bar', '\s(\S+)') AS m, 'a b' ~ '[[:space:]]\S' AS s
-- @case pattern-matching-2.7
SELECT 'abcabc' ~ '(abc)\1' AS a, 'foo bar' ~ '\mbar' AS b, regexp_replace('foo bar', '\mb', 'X') AS c, 'ab' ~ 'a(?=b)' AS d
-- @case pattern-matching-2.8
SELECT regexp_replace('a1b22', '\d+', '<\&>', 'g') AS r, regexp_matches('é😀é', '(é)', 'g') AS m
-- @case pattern-matching-2.9
SELECT 'x' || chr(11) || 'y' ~ 'x\sy' AS vt, 'x' || chr(160) || 'y' ~ 'x\sy' AS nbsp, 'a' || chr(13) || 'b' ~ 'a.b' AS cr
