-- citext 1.6's own replace, split_part and translate (SQL functions of the extension, run as
-- their bodies): the pattern is escaped and matched case-insensitively, so replacement strings
-- and positions behave as the regexp functions underneath them do.

-- @setup
CREATE EXTENSION citext;
CREATE TABLE ct (id int PRIMARY KEY, c citext);
INSERT INTO ct VALUES (1, 'Hello World'), (2, 'HELLO there'), (3, NULL), (4, 'a.b.C');

-- 1: replace
-- @case citext-functions-1.1
SELECT replace('ABC'::citext, 'b', 'x'), replace('ABab'::citext, 'ab', 'x'), pg_typeof(replace('ABC'::citext, 'b', 'x'))
-- @case citext-functions-1.2
SELECT replace('a.B.c'::citext, '.b', '\1[&]'), replace('a+b*c'::citext, '+B*', '-'), replace('x'::citext, '', 'y')
-- @case citext-functions-1.3
SELECT replace('abc'::citext, 'B'::text, 'x'), replace('abc'::citext, 'b', 'X'::text), replace('aBc'::citext, 'b'::citext, 'x'::citext)
-- @case citext-functions-1.4
SELECT id, replace(c, 'hello', 'bye') FROM ct ORDER BY id
-- @case citext-functions-1.5
SELECT replace(NULL::citext, 'b', 'x') IS NULL, replace('a'::citext, NULL, 'x') IS NULL, replace('a'::citext, 'a', NULL) IS NULL

-- 2: split_part
-- @case citext-functions-2.1
SELECT split_part('aXbxc'::citext, 'x', 2), split_part('aXbxc'::citext, 'X', 3), split_part('a.b'::citext, '.', 2)
-- @case citext-functions-2.2
SELECT split_part('aXbxc'::citext, 'x', 0) IS NULL, split_part('aXbxc'::citext, 'x', -1) IS NULL, split_part('aXbxc'::citext, 'x', 9) IS NULL
-- @case citext-functions-2.3
SELECT split_part('abc'::citext, '', 2), split_part('abc'::text, '', 1), split_part('aXbxc'::citext, 'x'::text, 2)
-- @case citext-functions-2.4
SELECT id, split_part(c, ' ', 2), split_part(c, 'L', 2) FROM ct ORDER BY id

-- 3: translate
-- @case citext-functions-3.1
SELECT translate('AbcB'::citext, 'b', 'x'), translate('AbcB'::citext, 'b'::text, 'x'), translate('Hello'::citext, 'LO', '01')
-- @case citext-functions-3.2
SELECT id, translate(c, 'lo', '0') FROM ct ORDER BY id

