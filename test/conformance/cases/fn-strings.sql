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
