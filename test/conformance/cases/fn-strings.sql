-- String functions (issue 5's breadth), C locale, checked against PostgreSQL 15.
-- @setup
CREATE TABLE s (id int, t text, v varchar(10), b bytea);
INSERT INTO s VALUES (1, 'Hello World', 'abc', '\x414243'), (2, 'ünïcödé', 'x,y,,z', '\x00ff'), (3, NULL, NULL, NULL);

-- 1: padding, trimming, case
-- @case fn-strings-1.1
SELECT lpad('abc', 5, ''), lpad('abc', 0, 'x'), rpad('abc', -1, 'x'), lpad('hé', 4, 'ñ'), rpad('ab', 7, 'xyz')
-- @case fn-strings-1.2
SELECT initcap('héllo wörld'), upper('héllo'), lower('HÉLLO'), initcap('a1b c_d e-f')
-- @case fn-strings-1.3
SELECT id, upper(t), lower(v), initcap(t), lpad(v, 6, '*') FROM s ORDER BY id
-- @case fn-strings-1.4
SELECT upper(1)
-- @case fn-strings-1.5
SELECT translate('12345', '143', 'ax'), translate('abc', '', 'x'), translate(NULL, 'a', 'b')

-- 2: substring forms
-- @case fn-strings-2.1
SELECT substring('hello' FROM 'l+'), substring('hello', '2'), substring('foobar' FROM 'o(b.)'), substring('abc' FROM 'x')
-- @case fn-strings-2.2
SELECT substr('hello', 2), substr('hello', -1, 3), substring('hello' FROM 3), substring('hello' FOR 2)
-- @case fn-strings-2.3
SELECT substring('a' FROM 1 FOR -1)
-- @case fn-strings-2.4
SELECT substr('hello', '2')

-- 3: hashes and encodings
-- @case fn-strings-3.1
SELECT md5('abc'::bytea), md5('héllo'), md5(t) FROM s WHERE id = 1
-- @case fn-strings-3.2
SELECT sha224('abc'), sha256(''), sha384('abc'::bytea), sha512('abc')
-- @case fn-strings-3.3
SELECT encode('\x00ff5c27'::bytea, 'escape'), encode(repeat('x', 60)::bytea, 'base64'), decode('a\\b\001', 'escape')
-- @case fn-strings-3.4
SELECT encode('\x0a'::bytea, 'base64'), encode(''::bytea, 'base64'), decode('', 'base64'), decode('Y Q = =', 'base64'), decode('ABCD', 'HEX')
-- @case fn-strings-3.5
SELECT decode('abc', 'hex')
-- @case fn-strings-3.6
SELECT decode('zz', 'hex')
-- @case fn-strings-3.7
SELECT decode('YW=Jj', 'base64')
-- @case fn-strings-3.8
SELECT encode('a'::bytea, 'foo')
-- @case fn-strings-3.9
SELECT id, encode(b, 'hex'), encode(b, 'base64'), length(b), octet_length(b), md5(b) FROM s ORDER BY id

-- 4: chr, ascii, to_hex, quoting
-- @case fn-strings-4.1
SELECT chr(233), chr(128512), ascii('é'), to_hex(-1::int8), to_hex(9223372036854775807), to_hex(0)
-- @case fn-strings-4.2
SELECT chr(-1)
-- @case fn-strings-4.3
SELECT chr(1114112)
-- @case fn-strings-4.4
SELECT chr(55296)
-- @case fn-strings-4.5
SELECT quote_literal('a\b'), quote_literal(42), quote_nullable(NULL), quote_nullable(1.5), quote_ident('select'), quote_ident('a b'), quote_ident('Ab"c'), quote_ident('_x1')

-- 5: format, concat
-- @case fn-strings-5.1
SELECT format('%s|%1$s|%3$s', 'a', 'b', 'c'), format('%-*s|', 4, 'x'), format('%*s|', -4, 'x'), format('%L %L', NULL, 'it''s'), format('%%'), format(NULL), format('%s', NULL), format('%I', 'Ab')
-- @case fn-strings-5.2
SELECT format('%2$s %s', 'a', 'b', 'c'), format('%s %s', 1, 2.5), format('%3s|%-3s|', 'abcd', 'x'), format('no args')
-- @case fn-strings-5.3
SELECT format('%s %s', 1)
-- @case fn-strings-5.4
SELECT format('%x', 1)
-- @case fn-strings-5.5
SELECT format('%I', NULL)
-- @case fn-strings-5.6
SELECT format('%0$s', 'a')
-- @case fn-strings-5.7
SELECT concat_ws(',', 1, NULL, 'b', true), concat_ws(NULL, 'a', 'b'), concat(1, NULL, 2.50), concat_ws('', 'x')
-- @case fn-strings-5.8
SELECT concat()

-- 6: regular expressions
-- @case fn-strings-6.1
SELECT regexp_replace('Hello World', '(\w+) (\w+)', '\2 \1'), regexp_replace('aaa', 'a', 'b', 'g'), regexp_replace('AbA', 'a', 'x', 'gi'), regexp_replace('abc', 'b', '[\&]')
-- @case fn-strings-6.2
SELECT regexp_match('foobarbequebaz', '(bar)(beque)'), regexp_match('abc', 'x'), regexp_match('ABC', 'b', 'i'), regexp_match('a1', '[[:digit:]]')
-- @case fn-strings-6.3
SELECT regexp_split_to_array('hello world  foo', '\s+'), regexp_split_to_array('abc', ''), regexp_like('Hello', 'ell'), regexp_like('Hello', 'ELL', 'i')
-- @case fn-strings-6.4
SELECT regexp_match('abc', 'b', 'g')
-- @case fn-strings-6.5
SELECT regexp_replace('abc', 'b', 'x', 'z')
-- @case fn-strings-6.6
SELECT regexp_replace(E'a\nb', 'a.b', 'X'), regexp_replace(E'a\nb', 'a.b', 'X', 'n')
-- @case fn-strings-6.7
SELECT id, regexp_replace(t, '[aeiou]', '_', 'g'), regexp_match(v, '(\w),(\w)') FROM s ORDER BY id

-- 7: arrays of strings
-- @case fn-strings-7.1
SELECT string_to_array('a,b,,c', ','), string_to_array('abc', NULL), string_to_array('abc', ''), string_to_array('', ','), string_to_array('a,*,c', ',', '*')
-- @case fn-strings-7.2
SELECT array_to_string(ARRAY[1, NULL, 3], ','), array_to_string(ARRAY[1, NULL, 3], ',', '-'), array_to_string(ARRAY['x'], NULL), array_to_string(ARRAY[1.50, 2.0], ';')
-- @case fn-strings-7.3
SELECT id, string_to_array(v, ',') FROM s ORDER BY id

-- 8: LIKE ESCAPE, SIMILAR TO
-- @case fn-strings-8.1
SELECT 'a_c' LIKE 'a#_c' ESCAPE '#', 'abc' LIKE 'a#_c' ESCAPE '#', 'a\c' LIKE 'a\c' ESCAPE '', 'a%' LIKE 'a%%' ESCAPE '%'
-- @case fn-strings-8.2
SELECT 'abc' LIKE 'a' ESCAPE 'xy'
-- @case fn-strings-8.3
SELECT 'abc' SIMILAR TO 'a(b|x)c', 'abd' NOT SIMILAR TO '%d', 'a.c' SIMILAR TO 'a.c', 'abc' SIMILAR TO 'a.c', 'a_c' SIMILAR TO 'a!_c' ESCAPE '!', 'ab' SIMILAR TO '[a-c]+'
-- @case fn-strings-8.4
SELECT similar_to_escape('a%_(b|c)$.'), similar_to_escape('x#%', '#'), like_escape('a#%', '#')
-- @case fn-strings-8.5
SELECT id FROM s WHERE t SIMILAR TO '%(World|cöd)%' ORDER BY id
-- @case fn-strings-8.6
SELECT 1 SIMILAR TO '1'
-- @setup
CREATE TABLE st (id int, t text, c char(6), v varchar(8));
INSERT INTO st VALUES (1, '  padded  ', 'ab', 'Hello'), (2, 'a,b,,c', 'xyz   ', 'wörld'), (3, '', '', ''), (4, NULL, NULL, NULL), (5, 'MiXeD CaSe', 'é', 'tab	x');

-- 9: trim family
-- @case fn-strings-9.1
SELECT btrim('  x  '), ltrim('  x  '), rtrim('  x  '), btrim('xxaxx', 'x'), ltrim('xyxay', 'xy'), rtrim('ayxyx', 'xy')
-- @case fn-strings-9.2
SELECT trim('  x  '), trim(BOTH 'x' FROM 'xxaxx'), trim(LEADING 'x' FROM 'xxaxx'), trim(TRAILING 'x' FROM 'xxaxx'), trim(LEADING FROM '  a  '), trim(FROM '  b  ')
-- @case fn-strings-9.3
SELECT id, '[' || btrim(t) || ']', '[' || ltrim(t) || ']', '[' || rtrim(t) || ']' FROM st ORDER BY id
-- @case fn-strings-9.4
SELECT btrim('', 'x'), btrim('abc', ''), ltrim(NULL), trim(BOTH NULL FROM 'x'), btrim('éaé', 'é')
-- @case fn-strings-9.5
SELECT btrim('\x0001020100'::bytea, '\x00'::bytea), pg_typeof(trim('a'::varchar))

-- 10: length family
-- @case fn-strings-10.1
SELECT length('héllo'), char_length('héllo'), character_length('héllo'), octet_length('héllo'), bit_length('héllo')
-- @case fn-strings-10.2
SELECT id, length(t), octet_length(t), length(c), octet_length(c), char_length(v) FROM st ORDER BY id
-- @case fn-strings-10.3
SELECT length('\x0102'::bytea), octet_length('\x0102'::bytea), length('abc'::char(10)), octet_length('ab'::char(5))
-- @case fn-strings-10.4
SELECT pg_typeof(length('a')), pg_typeof(octet_length('a')), pg_typeof(bit_length('a'))
-- @case fn-strings-10.5
SELECT length('é', 'UTF8'), length(''), length(' ')

-- 11: position, strpos, starts_with
-- @case fn-strings-11.1
SELECT position('lo' IN 'hello'), position('x' IN 'hello'), position('' IN 'hello'), strpos('héllo', 'l'), strpos('abc', '')
-- @case fn-strings-11.2
SELECT id, strpos(t, ','), position('a' IN v), starts_with(v, 'H'), starts_with(t, '') FROM st ORDER BY id
-- @case fn-strings-11.3
SELECT position('\x02'::bytea IN '\x010203'::bytea), starts_with('abc', 'abcd'), starts_with('', '')
-- @case fn-strings-11.4
SELECT 'abc' ^@ 'ab', 'abc' ^@ 'b'

-- 12: split_part, replace, repeat, reverse
-- @case fn-strings-12.1
SELECT split_part('a,b,c', ',', 2), split_part('a,b,c', ',', 4), split_part('a,b,c', ',', -1), split_part('a,b,c', ',', -3), split_part('', ',', 1), split_part('abc', '', 1)
-- @case fn-strings-12.2
SELECT split_part('a,b', ',', 0)
-- @case fn-strings-12.3
SELECT id, split_part(t, ',', 3), split_part(v, 'l', 2) FROM st ORDER BY id
-- @case fn-strings-12.4
SELECT replace('abcabc', 'b', 'XY'), replace('abc', '', 'x'), replace('aaa', 'aa', 'b'), replace(NULL, 'a', 'b'), replace('abc', 'b', NULL), replace('héé', 'é', 'e')
-- @case fn-strings-12.5
SELECT repeat('ab', 3), repeat('x', 0), repeat('x', -2), repeat('', 5), repeat('é', 2)
-- @case fn-strings-12.6
SELECT reverse('héllo'), reverse(''), reverse(NULL), reverse('ab c')
-- @case fn-strings-12.7
SELECT id, replace(t, ',', ';'), repeat(c, 2), reverse(v) FROM st ORDER BY id

-- 13: left, right, substr
-- @case fn-strings-13.1
SELECT left('hello', 2), left('hello', -2), left('hello', 0), left('hé', 10), right('hello', 2), right('hello', -2), right('héllo', 3)
-- @case fn-strings-13.2
SELECT id, left(t, 3), right(v, 2), substr(v, 2, 2) FROM st ORDER BY id
-- @case fn-strings-13.3
SELECT substr('hello', 0, 3), substr('hello', -5, 7), substr('hello', 10), substr('hello', 2, 0), substring('hello' FROM -1 FOR 3)
-- @case fn-strings-13.4
SELECT substr('hello', 1, -1)
-- @case fn-strings-13.5
SELECT substring('\x01020304'::bytea FROM 2 FOR 2), substr('\x010203'::bytea, 2), overlay('\x010203'::bytea PLACING '\xff'::bytea FROM 2)
-- @case fn-strings-13.6
SELECT overlay('Txxxxas' PLACING 'hom' FROM 2 FOR 4), overlay('hello' PLACING 'XX' FROM 2), overlay('abc' PLACING '' FROM 2 FOR 1), overlay('abc' PLACING 'Z' FROM 5)

-- 14: case conversion and initcap
-- @case fn-strings-14.1
SELECT upper('straße'), lower('ÀÉÎ'), upper(NULL), lower(''), initcap('hello WORLD'), initcap('o''neil mc-donald'), initcap('3rd place')
-- @case fn-strings-14.2
SELECT id, upper(t), lower(v), initcap(t) FROM st ORDER BY id
-- @case fn-strings-14.3
SELECT upper('abc'::char(5)) || '|', pg_typeof(upper('a'::varchar)), pg_typeof(lower('a'::char(3)))

-- 15: ascii, chr, to_hex, quoting
-- @case fn-strings-15.1
SELECT ascii('A'), ascii('é'), ascii(''), ascii('€uro'), chr(65), chr(233), chr(8364), chr(128512)
-- @case fn-strings-15.2
SELECT chr(0)
-- @case fn-strings-15.3
SELECT chr(-1)
-- @case fn-strings-15.4
SELECT chr(1114112)
-- @case fn-strings-15.5
SELECT to_hex(0), to_hex(255), to_hex(-1), to_hex(9223372036854775807), to_hex(-9223372036854775808), to_hex(2147483647::int8 + 1)
-- @case fn-strings-15.6
SELECT quote_ident('abc'), quote_ident('Abc'), quote_ident('a b'), quote_ident('select'), quote_ident('a"b'), quote_ident('_x1'), quote_ident('1x')
-- @case fn-strings-15.7
SELECT quote_literal('abc'), quote_literal('it''s'), quote_literal('back\slash'), quote_literal(NULL), quote_literal(42), quote_nullable(NULL), quote_nullable('x'), quote_nullable(1.5)

-- 16: lpad and rpad edge cases
-- @case fn-strings-16.1
SELECT lpad('hello', 3), rpad('hello', 3), lpad('5', 3, '0'), rpad('5', 3, '0'), lpad('', 3, 'ab'), lpad('x', 4, 'ab')
-- @case fn-strings-16.2
SELECT id, lpad(v, 7, '.'), rpad(c, 8, '#') || '|', rpad(t, 4) || '|' FROM st ORDER BY id
-- @case fn-strings-16.3
SELECT lpad('x', 2147483647, 'y')

-- 17: concat, concat_ws, format
-- @case fn-strings-17.1
SELECT concat('a', 1, NULL, 2.5, true, '{1}'::int[]), concat(), concat(NULL), concat_ws(',', 'a', NULL, 'b'), concat_ws(NULL, 'a', 'b'), concat_ws('', 1, 2)
-- @case fn-strings-17.2
SELECT concat_ws(',')
-- @case fn-strings-17.3
SELECT format('%s-%s', 'a', NULL), format('%I.%I', 'public', 'My Table'), format('%L', 'O''Reilly'), format('%L', NULL), format('%%'), format('%3$s %1$s', 'a', 'b', 'c')
-- @case fn-strings-17.4
SELECT format('%5s|%-5s|', 'ab', 'cd'), format('%*s|', 6, 'x'), format('%-*s|', 4, 'y'), format('%s', ARRAY[1, 2]), format('%s %s', 1.50, true)
-- @case fn-strings-17.5
SELECT format('%s')
-- @case fn-strings-17.6
SELECT format('%z', 1)
-- @case fn-strings-17.7
SELECT format(NULL), format('x'), format('%1$s %s', 'a', 'b')

-- 18: string_to_array and array_to_string
-- @case fn-strings-18.1
SELECT string_to_array('a,b,c', ','), string_to_array('a,,c', ','), string_to_array('abc', ''), string_to_array('abc', NULL), string_to_array('', ','), string_to_array('a*b', '*', 'b')
-- @case fn-strings-18.2
SELECT array_to_string(ARRAY['a', NULL, 'c'], ','), array_to_string(ARRAY['a', NULL, 'c'], ',', '*'), array_to_string(ARRAY[1, 2], ''), array_to_string('{}'::text[], ',')
-- @case fn-strings-18.3
SELECT id, string_to_array(t, ','), array_length(string_to_array(t, ','), 1) FROM st ORDER BY id
-- @case fn-strings-18.4
SELECT string_to_table('a,b,,c', ',')
-- @case fn-strings-18.5
SELECT string_to_table('x y', ' ', 'y')

-- 19: encode, decode, hashes
-- @case fn-strings-19.1
SELECT encode('hello'::bytea, 'hex'), encode('hello'::bytea, 'base64'), encode('\x0001ff'::bytea, 'escape'), decode('68656c6c6f', 'hex'), decode('aGVsbG8=', 'base64')
-- @case fn-strings-19.2
SELECT encode(decode('SGVsbG8gV29ybGQh', 'base64'), 'escape'), convert_to('héllo', 'UTF8'), convert_from('\x68c3a96c6c6f'::bytea, 'UTF8')
-- @case fn-strings-19.3
SELECT md5(''), md5('a'), sha256('abc'::bytea), encode(sha256('abc'), 'hex')
-- @case fn-strings-19.4
SELECT encode('x'::bytea, 'nosuch')
-- @case fn-strings-19.5
SELECT decode('YQ', 'base64')
-- @case fn-strings-19.6
SELECT id, md5(t), encode(t::bytea, 'base64') FROM st ORDER BY id

-- 20: text comparison and misc operators
-- @case fn-strings-20.1
SELECT 'abc' || 'def', 'abc' < 'abd', 'abc' <> 'ABC', 'a' || 'b' = 'ab', 'x' IS DISTINCT FROM NULL
-- @case fn-strings-20.2
SELECT id FROM st WHERE t IN ('', 'a,b,,c') ORDER BY id
-- @case fn-strings-20.3
SELECT id FROM st WHERE v BETWEEN 'A' AND 'Z' ORDER BY id
-- @case fn-strings-20.4
SELECT id FROM st WHERE c = 'ab' ORDER BY id
-- @case fn-strings-20.5
SELECT id FROM st WHERE c = 'ab    ' ORDER BY id
-- @case fn-strings-20.6
SELECT 'ab'::char(3) = 'ab   '::char(5), 'ab'::varchar = 'ab ', 'a'::char(2) < 'a '::text
-- @case fn-strings-20.7
SELECT 'abc' SIMILAR TO 'a%', 'abc' SIMILAR TO '(a|b)c', 'abc' NOT SIMILAR TO '%d', 'a' SIMILAR TO 'A'
-- @case fn-strings-20.8
SELECT 'abc' ~ 'B', 'abc' ~* 'B', 'abc' !~ 'z', 'abc' !~* 'A', 'a.c' ~ 'a\.c'
-- @case fn-strings-20.9
SELECT ascii(x), chr(ascii(x)) FROM (VALUES ('a'), ('Z'), ('0')) v(x) ORDER BY 1
-- @case fn-strings-20.10
SELECT 'ab' COLLATE "C" < 'b', 'a' COLLATE "C" = 'a'
-- @case fn-strings-20.11
SELECT left(t, 1), count(*) FROM st GROUP BY left(t, 1) ORDER BY 1

-- 21: bytea string forms, overlay, encodings, ^@ (issue 5 wave 3)
-- @case fn-strings-21.1
SELECT overlay('abc' PLACING 'x' FROM 2 FOR -1), overlay('abc' PLACING 'xyz' FROM 3), overlay('héllo' PLACING 'É' FROM 2 FOR 1), overlay('\x010203'::bytea PLACING '\xff'::bytea FROM 2 FOR 0)
-- @case fn-strings-21.2
SELECT overlay('abc' PLACING 'x' FROM 0)
-- @case fn-strings-21.3
SELECT substring('\x0102'::bytea FROM 0 FOR 2), substring('\x0102'::bytea FROM 3), substr('\x010203'::bytea, -1, 3), btrim('\x0001020100'::bytea, '\x0001'::bytea), position(''::bytea IN '\x01'::bytea)
-- @case fn-strings-21.4
SELECT substring('\x01'::bytea FROM 1 FOR -1)
-- @case fn-strings-21.5
SELECT convert('\xe9'::bytea, 'LATIN1', 'UTF8'), convert_to('héllo', 'latin-1'), convert_from('\x68e9'::bytea, 'iso_8859_1'), convert_to('é', 'SQL_ASCII'), length('\xe9'::bytea, 'LATIN1'), pg_typeof(convert_to('a', 'UTF8'))
-- @case fn-strings-21.6
SELECT convert_to('h€', 'LATIN1')
-- @case fn-strings-21.7
SELECT convert_from('\xff'::bytea, 'UTF8')
-- @case fn-strings-21.8
SELECT convert_to('a', 'foo')
-- @case fn-strings-21.9
SELECT convert_from('a'::bytea, 'bar')
-- @case fn-strings-21.10
SELECT bit_length('\x0102'::bytea), bit_length('ab'::char(5)), octet_length('ab'::char(5)), length('ab'::char(5)), octet_length(NULL::text), bit_length('héllo')::text
-- @case fn-strings-21.11
SELECT 'abc' ^@ 'ab', 'abc'::varchar ^@ 'b', 'abc' ^@ '', NULL::text ^@ 'a'
-- @case fn-strings-21.12
SELECT 1 ^@ 'a'
-- @case fn-strings-21.13
SELECT position('c' IN 'abc')::text, position('\x03'::bytea IN '\x010203'::bytea)::text, (length('abcd') / 3)::text, octet_length('héllo')::text
-- @case fn-strings-21.14
SELECT position('a'::bytea IN 'a')
-- @case fn-strings-21.15
SELECT string_to_table('a,b,,c', ','), 1 AS one
-- @case fn-strings-21.16
SELECT * FROM string_to_table('a b c', ' ') WITH ORDINALITY
-- @case fn-strings-21.17
SELECT t, s.x FROM string_to_table('1|2|x', '|', 'x') AS s(x), (VALUES ('q')) v(t)
-- @case fn-strings-21.18
SELECT count(*) FROM string_to_table(NULL, ',')
-- @case fn-strings-21.19
SELECT v.id, string_to_table(v.s, '-') FROM (VALUES (1, 'a-b'), (2, 'c')) v(id, s) ORDER BY 1, 2
-- @case fn-strings-21.20
SELECT string_to_table('abc', NULL), string_to_table('abc', '')
