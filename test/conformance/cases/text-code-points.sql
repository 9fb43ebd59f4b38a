-- Character positions of text functions count code points (astral characters such as emoji are
-- one character, two UTF-16 units in JavaScript), computed without building per-character arrays
-- (a 28-million-character rpad in the fuzzer took seconds).

-- 1: astral and plain text
-- @case text-code-points-1.1
SELECT length('a😀b😀c'), char_length('😀😀'), substr('a😀b😀c', 2, 3), substr('a😀b😀c', 3), substring('a😀b😀c' from 4 for 9), substring('a😀b😀c', 0, 3), substr('abc', -1, 3)
-- @case text-code-points-1.2
SELECT left('a😀b😀c', 2), left('a😀b😀c', -2), right('a😀b😀c', 2), right('a😀b😀c', -2), left('x', -5), right('x', -5), strpos('a😀b😀c', 'b😀'), position('c' in 'a😀b😀c')
-- @case text-code-points-1.3
SELECT lpad('a😀', 5, '😀x'), rpad('a😀', 5, 'x😀'), lpad('a😀b😀c', 3), rpad('😀😀😀', 2, 'z'), lpad('ab', 4, ''), rpad('', 3, '😀')
-- @case text-code-points-1.4
SELECT overlay('a😀b😀c' placing 'XY' from 2 for 2), overlay('a😀b😀c' placing '😀' from 4), 'a😀b😀c'::varchar(3), 'a😀b😀c'::char(2), '😀😀😀'::varchar(2)

-- 2: long text
-- @case text-code-points-2.1
SELECT length(repeat('ü', 3000000)), length(rpad('x', 3000000, 'ü')), length(lpad('😀', 2000000, 'ab')), length(substr(repeat('😀a', 1000000), 999999, 5)), right(repeat('ab😀', 1000000), 4), left(repeat('😀b', 1000000), 3)
