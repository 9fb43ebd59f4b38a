-- The jsonpath type (issue 14): parse and print as PostgreSQL normalises it, its syntax errors,
-- jsonb_path_* with jsonpath values, named vars/silent arguments, _tz forms, like_regex as an ARE.

-- @case jsonpath-1.1
SELECT '$.a.b[*] ? (@.c > 1 && @.d like_regex "^x" flag "i")'::jsonpath, 'strict $.**{2 to last}.x'::jsonpath, '$ - -1'::jsonpath
-- @case jsonpath-1.2
SELECT '1 + ($.a.b > 2).c.d'::jsonpath, '(-+$.a.b).c.d'::jsonpath, '1.2.e3'::jsonpath, '$[$[0] ? (last > 0)]'::jsonpath, '0.0010e+1'::jsonpath
-- @case jsonpath-1.3
SELECT '"\b\f\r\n\t\v\"\''\\"'::jsonpath, '$."fooPgSQL\t\"bar"'::jsonpath, '$"a"[*]'::jsonpath, '$ ? (exists (@.x ? (@ == 14)))'::jsonpath
-- @case jsonpath-1.4
SELECT '$ ? ((@.x >= 123 || @.a == 4) is unknown)'::jsonpath, '$.datetime("dd-mm-yyyy").type()'::jsonpath, '$ ? (@ like_regex "p" flag "smixq")'::jsonpath, pg_typeof('$'::jsonpath)
-- @case jsonpath-2.1
SELECT '00'::jsonpath
-- @case jsonpath-2.2
SELECT '1.e'::jsonpath
-- @case jsonpath-2.3
SELECT '$ ? (@ == "a" && $)'::jsonpath
-- @case jsonpath-2.4
SELECT 'last'::jsonpath
-- @case jsonpath-2.5
SELECT '@ + 1'::jsonpath
-- @case jsonpath-2.6
SELECT '$ ? (@ like_regex "(invalid pattern")'::jsonpath
-- @case jsonpath-2.7
SELECT '$ ? (@ like_regex "pattern" flag "a")'::jsonpath
-- @case jsonpath-2.8
SELECT '$ ? (@ like_regex "pattern" flag "x")'::jsonpath
-- @case jsonpath-2.9
SELECT ''::jsonpath
-- @case jsonpath-2.10
SELECT '$."a'::jsonpath
-- @case jsonpath-2.11
SELECT '$ ? (@.a)'::jsonpath
-- @case jsonpath-3.1
SELECT jsonb_path_exists('[{"a": 1}, {"a": 2}, 3]', 'strict $[*].a', silent => true), jsonb_path_query_array('[{"a": 1}, {"a": 2}, {"a": 3}, {"a": 5}]', '$[*].a ? (@ > $min && @ < $max)', vars => '{"min": 1, "max": 4}')
-- @case jsonpath-3.2
SELECT jsonb_path_match('{}', 'strict $.a', silent => true), jsonb_path_query_first('[{"a": 1}, {"a": 2}, {}]', 'strict $[*].a', silent => true), jsonb_path_exists_tz('[1]', '$[0]')
-- @case jsonpath-3.3
SELECT * FROM jsonb_path_query('[1, 2, 3]', 'strict $[*] ? (@ > 1)', silent => true)
-- @case jsonpath-3.4
SELECT jsonb_path_query('[1]', 'lax $[10000000000000000]')
-- @case jsonpath-3.5
SELECT jsonb '[1]' @? 'lax $[10000000000000000]', jsonb '{"a": 1}' @? '$.a ? (@ == 1)', jsonb '{"a": 1}' @@ '$.a == 1'
-- @case jsonpath-3.6
SELECT * FROM jsonb_path_query('{"a": 10}', '$ ? (@.a < $value)')
-- @case jsonpath-3.7
SELECT jsonb_path_query_array('[null, 1, "a\b", "a\\b", "^a\\b$"]', 'lax $[*] ? (@ like_regex "a\\b" flag "")'), jsonb_path_query_array('[null, 1, "a\b", "a\\b", "^a\\b$"]', 'lax $[*] ? (@ like_regex "a\\b" flag "q")')
-- @case jsonpath-3.8
SELECT jsonb_path_query_array('["abc", "ab\nadc", "adc\nabc"]', '$[*] ? (@ like_regex "^ab.*c")'), jsonb_path_query_array('["abc", "ab\nadc", "adc\nabc"]', '$[*] ? (@ like_regex "^ab.*c" flag "s")'), jsonb_path_query_array('["abc", "ab\nadc", "adc\nabc"]', '$[*] ? (@ like_regex "^ab.*c" flag "m")')
-- @case jsonpath-3.9
SELECT jsonb_path_exists('{"a": 1}', '$.a'::jsonpath), jsonb_path_query_array('{"a": [1, 2]}', ('$.a[' || 1 || ']')::jsonpath)
-- @case jsonpath-3.10
SELECT E'a\bc' ~ 'a\bc', 'a\c' ~ 'a\Bc', 'ab' ~ 'a\yb', 'ab' ~ 'a\Yb'
-- @case jsonpath-4.1
SELECT jsonb_path_query_array('["2017-03-10", "12:34:56", "01:02:03+04", "2017-03-10 12:34:56", "2017-03-10T12:34:56.789+3:10"]', '$[*].datetime()'), jsonb_path_query_array('["2017-03-10", "12:34:56", "01:02:03+04", "2017-03-10 12:34:56", "2017-03-10 12:34:56+3"]', '$[*].datetime().type()')
-- @case jsonpath-4.2
SELECT jsonb_path_query('"10-03-2017 12:34 +05:20"', '$.datetime("dd-mm-yyyy HH24:MI TZH:TZM")'), jsonb_path_query('"12:34 -05"', '$.datetime("HH24:MI TZH")'), jsonb_path_query('"10-03-2017T12:34:56"', '$.datetime("dd-mm-yyyy\"T\"HH24:MI:SS")')
-- @case jsonpath-4.3
SELECT jsonb_path_query('"bogus"', '$.datetime()')
-- @case jsonpath-4.4
SELECT jsonb_path_query('"10-03-2017 12:34"', '$.datetime("dd-mm-yyyy")')
-- @case jsonpath-4.5
SELECT jsonb_path_query('"aaaa"', '$.datetime("HH24")')
-- @case jsonpath-4.6
SELECT jsonb_path_query('"12:34"', '$.datetime("aaa")')
-- @case jsonpath-4.7
SELECT jsonb_path_query('"10-03-2017 12:34"', '$.datetime("dd-mm-yyyy HH24:MI TZH")')
-- @case jsonpath-4.8
SELECT jsonb_path_query('1', '$.datetime()')
-- @case jsonpath-4.9
SELECT jsonb_path_query('["2017-03-10", "2017-03-11", "2017-03-10 00:00:00", "2017-03-10 03:00:00+03"]', '$[*].datetime() ? (@ == "10.03.2017".datetime("dd.mm.yyyy"))')
-- @case jsonpath-4.10
SELECT jsonb_path_query_array('["2017-03-10", "2017-03-11", "12:34:56", "2017-03-10 00:00:00", "2017-03-10 12:34:56"]', '$[*].datetime() ? (@ >= "10.03.2017".datetime("dd.mm.yyyy"))'), jsonb_path_query_array('["12:34:00+01", "12:35:00+01", "12:35:00-02", "12:35:00+00", "2017-03-10"]', '$[*].datetime() ? (@ < "12:35 +1".datetime("HH24:MI TZH"))')
-- @case jsonpath-4.11
SELECT jsonb_path_query('"1000000-01-01"', '$.datetime() > "2020-01-01 12:00:00".datetime()'::jsonpath), jsonb_path_query_first('[{"a": 1}, {"a": 2}, {}]', 'strict $[*].a', silent => true), jsonb_path_query('[1,"2",3]', '+$', silent => true), jsonb '["1",2,0,3]' @? '-$[*]'
-- @case jsonpath-4.12
SELECT jsonb_path_query_first('[{"a": 1}, {"a": 2}, {}]', 'strict $[*].a')
-- @case jsonpath-4.13
SELECT jsonb_path_query('1e1000', '$.double()')
-- @case jsonpath-4.14
SELECT jsonb_path_query_tz('["2017-03-10", "2017-03-10 00:00:00", "2017-03-10 03:00:00+03", "12:34:56"]', '$[*].datetime() ? (@ == "10.03.2017".datetime("dd.mm.yyyy"))'), jsonb_path_exists_tz('["12:35:00"]', '$[*].datetime() ? (@ == "12:35 +0".datetime("HH24:MI TZH"))')
