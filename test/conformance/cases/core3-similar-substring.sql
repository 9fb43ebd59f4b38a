-- SUBSTRING(… SIMILAR …) and SIMILAR TO with escape-double-quote separators: part 1 the shortest,
-- part 2 (returned) the longest, part 3 the rest; similar_to_escape shows PostgreSQL's regex.
-- @case core3-similar-substring-1.1
SELECT SUBSTRING('abcdefg' SIMILAR 'a#"(b_d)#"%' ESCAPE '#')
-- @case core3-similar-substring-1.2
SELECT SUBSTRING('abcdefg' FROM 'a#"(b_d)#"%' FOR '#')
-- @case core3-similar-substring-1.3
SELECT SUBSTRING('abcdefg' SIMILAR '#"(b_d)#"%' ESCAPE '#') IS NULL
-- @case core3-similar-substring-1.4
SELECT SUBSTRING('abcdefg' SIMILAR 'a*#"%#"g*' ESCAPE '#')
-- @case core3-similar-substring-1.5
SELECT SUBSTRING('abcdefg' SIMILAR 'a|b#"%#"g' ESCAPE '#'), SUBSTRING('abcdefg' SIMILAR 'a#"%|ab#"g' ESCAPE '#')
-- @case core3-similar-substring-1.6
SELECT SUBSTRING('abcdefg' SIMILAR 'a*#"%#"g*#"x' ESCAPE '#')
-- @case core3-similar-substring-1.7
SELECT SUBSTRING('abcdefg' SIMILAR 'a#"%g' ESCAPE '#')
-- @case core3-similar-substring-1.8
SELECT SUBSTRING('aaxbbb' SIMILAR 'a+#"x?b+#"b*' ESCAPE '#'), SUBSTRING('xxyyzz' SIMILAR '%#"y%#"%' ESCAPE '#')
-- @case core3-similar-substring-1.9
SELECT 'abc' SIMILAR TO 'a#"b#"c' ESCAPE '#', 'abc' SIMILAR TO 'a#"b%#"c' ESCAPE '#', 'abd' SIMILAR TO 'a#"b#"c' ESCAPE '#'
-- @case core3-similar-substring-1.10
SELECT similar_to_escape('a+#"b%#"c', '#'), similar_to_escape('a%#"b_#"%')
-- @case core3-similar-substring-2.1
SELECT get_byte('\x1234567890abcdef00'::bytea, 3), set_byte('\x1234567890abcdef00'::bytea, 7, 11)
-- @case core3-similar-substring-2.2
SELECT get_byte('\x1234567890abcdef00'::bytea, 99)
-- @case core3-similar-substring-2.3
SELECT set_byte('\x1234567890abcdef00'::bytea, -1, 11)
-- @case core3-similar-substring-2.4
SELECT set_byte('\x12'::bytea, 0, 300), get_byte(NULL, 1), get_byte('\x0102', 1)
-- @case core3-similar-substring-3.1
SELECT regexp_replace('A PostgreSQL function', 'a|e|i|o|u', 'X', '1')
-- @case core3-similar-substring-3.2
SELECT regexp_replace('A PostgreSQL function', 'a|e|i|o|u', 'X', 'gi')
