-- String literals as the scanner reads them under standard_conforming_strings,
-- escape_string_warning and backslash_quote (scan.l). Each setup is SET LOCAL, undone by the
-- case's ROLLBACK.
-- @setup
CREATE TABLE victim (x int);
SET LOCAL standard_conforming_strings = off;

-- 1: standard_conforming_strings = off: plain literals read backslash escapes like E'...'
-- @case string-lexing-1.1
SELECT '\'; DROP TABLE victim; --' AS v
-- @case string-lexing-1.2
SELECT 'a\\b' AS v, length('a\\b') AS n
-- @case string-lexing-1.3
SELECT 'a\nb\tc\rd\be\ff' AS v, length('a\nb\tc\rd\be\ff') AS n
-- @case string-lexing-1.4
SELECT 'x\'y' AS a, 'x''y' AS b, 'x\'''y' AS c
-- @case string-lexing-1.5
SELECT '\101\x42\u0043\U00000044\q\z' AS v
-- @case string-lexing-1.6
SELECT '\u00e9\U0001F600' AS v, length('\uD83D\uDE00') AS n, '\303\251' AS oct, '\xc3\xa9' AS hex
-- @case string-lexing-1.7
SELECT 'a'
  'b\n'
  'c\\' AS v
-- @case string-lexing-1.8
SELECT 'a' -- comment
  'b\'c' AS v
-- @case string-lexing-1.9
SELECT E'\'' AS e, $$a\nb$$ AS d, $q$\'$q$ AS q, "x\'" FROM (SELECT 1 AS "x\'") s
-- @case string-lexing-1.10
SELECT N'a\nb' AS n, X'1F' = X'1F' AS b, 'é\nx' AS u
-- @case string-lexing-1.11
SELECT /* nested /* '\' */ ' */ 'y\'' AS v, 1 AS "after"
-- @case string-lexing-1.12
SELECT 'a\\%' LIKE 'a\\\\%' AS esc, 'a\%' LIKE 'a\%' AS lit
-- @case string-lexing-1.13
SELECT count(*) FROM victim WHERE x::text <> '\''
-- @case string-lexing-1.14
SELECT 1.5e3'\n' AS x, 'a\'' AS y
-- @case string-lexing-1.15
SELECT length('\\\\\\'), '\'' || 'z\'' AS v
-- @case string-lexing-1.16
SELECT $1 IS NULL, '\''

-- 2: errors of escape strings, with PostgreSQL's positions
-- @case string-lexing-2.1
SELECT U&'d\0061t\+000061'
-- @case string-lexing-2.2
SELECT '\u12' AS v
-- @case string-lexing-2.3
SELECT '\uD83D' AS v
-- @case string-lexing-2.4
SELECT '\uDE00 x' AS v
-- @case string-lexing-2.5
SELECT '\uD83D\u0041' AS v
-- @case string-lexing-2.6
SELECT '\U00110000' AS v
-- @case string-lexing-2.7
SELECT '\u0000' AS v
-- @case string-lexing-2.8
SELECT '\xc3( x' AS v
-- @case string-lexing-2.9
SELECT '\000' AS v
-- @case string-lexing-2.10
SELECT 'a\'
-- @case string-lexing-2.11
SELECT 1 1 '\u12'
-- @case string-lexing-2.12
SELECT 'a\nb' FROM FROM
-- @case string-lexing-2.13
SELECT 'a\'; SELECT 1; --'' x
-- @case string-lexing-2.14
SELECT '\xe2\x82 abc' AS v

-- 3: backslash_quote = off rejects \' in any escape string
-- @setup
SET LOCAL backslash_quote = off;
SET LOCAL standard_conforming_strings = off;
-- @case string-lexing-3.1
SELECT 'a\'b'
-- @case string-lexing-3.2
SELECT E'a\'b'
-- @case string-lexing-3.3
SELECT 'a''b', 'a\\b', E'\\'''
-- @setup
SET LOCAL backslash_quote = off;
-- @case string-lexing-3.4
SELECT E'a\'b'
-- @case string-lexing-3.5
SELECT 'a\' AS v, U&'\0061' AS u

-- 4: standard_conforming_strings = on (the default) is unchanged
-- @setup
SET LOCAL standard_conforming_strings = on;
-- @case string-lexing-4.1
SELECT 'a\\b' AS v, 'a\nb' AS w, E'a\nb' = 'a
b' AS e, U&'\0061' AS u
-- @case string-lexing-4.2
SELECT 'a\'
-- @case string-lexing-4.3
SELECT 'é' 1 1
-- @case string-lexing-4.4
SELECT 'éé😀' FROM FROM
-- @case string-lexing-4.5
SELECT e'\u12'
-- @case string-lexing-4.6
SELECT U&'\00'
-- @case string-lexing-4.7
SELECT e'\xc3'
-- @case string-lexing-4.8
SELECT 1, e'\uDE00'

-- 5: a syntax error at a rewritten literal names the literal as the client wrote it
-- @setup
SET LOCAL standard_conforming_strings = off;
-- @case string-lexing-5.1
SELECT B'a''\'E'
-- @case string-lexing-5.2
SELECT 1 'x\ty'
-- @case string-lexing-5.3
SELECT 'é\n' 'x' AS v

-- 6: numbers and parameters with trailing junk (PostgreSQL 15's scanner rejects them)
-- @setup
SELECT 1;
-- @case string-lexing-6.1
SELECT 0x1F
-- @case string-lexing-6.2
SELECT 1abc
-- @case string-lexing-6.3
SELECT 1, 1.5x
-- @case string-lexing-6.4
SELECT 1e
-- @case string-lexing-6.5
SELECT 1e+
-- @case string-lexing-6.6
SELECT 1_000
-- @case string-lexing-6.7
SELECT 1 1x
-- @case string-lexing-6.8
SELECT a1b, 1.5e3 AS r, .5 AS h FROM (SELECT 1 AS a1b) s
-- @case string-lexing-6.9
SELECT 1..2
-- @case string-lexing-6.10
SELECT 1.x
-- @case string-lexing-6.11
SELECT 1e1$a$
-- @case string-lexing-6.12
SELECT 1e5, 1.5e-3, 2.e1, .5e+2
-- @case string-lexing-6.13
SELECT $1a
