-- JSON/JSONB functions (issue 5): jsonb_set(_lax), jsonb_insert, strip_nulls, pretty, jsonpath, JSON set-returning functions.

-- @case fn-json-1.1
SELECT jsonb_set('{"a": 1, "b": [1, 2]}', '{a}', '2')
-- @case fn-json-1.2
SELECT jsonb_set('{"a": 1}', '{c}', '"x"'), jsonb_set('{"a": 1}', '{c}', '"x"', false)
-- @case fn-json-1.3
SELECT jsonb_set('{"a": {"b": {"c": 1}}}', '{a,b,c}', '[1, 2]'), jsonb_set('{"a": {"b": 1}}', '{a,x,y}', '2')
-- @case fn-json-1.4
SELECT jsonb_set('[1, 2, 3]', '{1}', '"two"'), jsonb_set('[1, 2, 3]', '{-1}', '9'), jsonb_set('[1, 2, 3]', '{-3}', '9')
-- @case fn-json-1.5
SELECT jsonb_set('[1, 2]', '{-5}', '0'), jsonb_set('[1, 2]', '{9}', '0'), jsonb_set('[]', '{9}', '0'), jsonb_set('[1, 2]', '{9}', '0', false), jsonb_set('[1, 2]', '{-5}', '0', false)
-- @case fn-json-1.6
SELECT jsonb_set('{"a": [1, {"b": 2}]}', '{a,1,b}', 'null'), jsonb_set('{"a": [1, {"b": 2}]}', '{a,1,c}', 'true')
-- @case fn-json-1.7
SELECT jsonb_set('{"a": 1}', '{}', '2'), jsonb_set('{}', '{a}', '0', false), jsonb_set('{}', '{a}', '0'), jsonb_set('{}', '{a,b}', '0')
-- @case fn-json-1.8
SELECT jsonb_set('{"a": 1}', '{a,b}', '2'), jsonb_set('{"a": 1}', '{ 1 }', '2'), jsonb_set('[1]', '{ 0 }', '2'), jsonb_set('[1]', '{+0}', '2')
-- @case fn-json-1.9
SELECT jsonb_set('5', '{a}', '1')
-- @case fn-json-1.10
SELECT jsonb_set('[1, 2]', '{x}', '1')
-- @case fn-json-1.11
SELECT jsonb_set('{"a": [1]}', '{a,x}', '1')
-- @case fn-json-1.12
SELECT jsonb_set('{"a": 1}', '{null}', '1')
-- @case fn-json-1.13
SELECT jsonb_set('{"a": 1}', '{b,null}', '1'), jsonb_set(NULL, '{a}', '1'), jsonb_set('{}', NULL, '1'), jsonb_set('{}', '{a}', NULL), jsonb_set('{}', '{a}', '1', NULL)
-- @case fn-json-1.14
SELECT jsonb_set('{"a": 1}'::jsonb, ARRAY['a'], to_jsonb('x'::text)) -> 'a', jsonb_set('{"a": {"b": 1}}', '{a,b}', '{"c": [null]}') #> '{a,b,c}'
-- @case fn-json-1.15
SELECT jsonb_set('{"a": 1}'::json, '{a}', '2')
-- @case fn-json-1.16
SELECT pg_typeof(jsonb_set('{}', '{a}', '1'))
-- @case fn-json-2.1
SELECT jsonb_set_lax('{"a": 1}', '{a}', NULL), jsonb_set_lax('{"a": 1}', '{a}', '2')
-- @case fn-json-2.2
SELECT jsonb_set_lax('{"a": 1, "b": 2}', '{a}', NULL, true, 'delete_key'), jsonb_set_lax('{"a": 1}', '{a}', NULL, true, 'return_target'), jsonb_set_lax('{"a": 1}', '{b}', NULL, true, 'use_json_null')
-- @case fn-json-2.3
SELECT jsonb_set_lax('{"a": 1}', '{a}', NULL, true, 'raise_exception')
-- @case fn-json-2.4
SELECT jsonb_set_lax('{"a": 1}', '{a}', NULL, true, 'foo')
-- @case fn-json-2.5
SELECT jsonb_set_lax('{"a": 1}', '{a}', NULL, true, NULL)
-- @case fn-json-2.6
SELECT jsonb_set_lax('{"a": 1}', '{a}', '3', true, 'foo'), jsonb_set_lax(NULL, '{a}', NULL, true, 'delete_key'), jsonb_set_lax('[1, 2, 3]', '{1}', NULL, true, 'delete_key')
-- @case fn-json-2.7
SELECT jsonb_set_lax('{"a": 1}', '{b}', '2', false), jsonb_set_lax('{"a": 1}', '{a}', NULL, NULL)
-- @case fn-json-3.1
SELECT jsonb_insert('[1, 2]', '{1}', '9'), jsonb_insert('[1, 2]', '{1}', '9', true), jsonb_insert('[1, 2]', '{-1}', '9', true), jsonb_insert('[1, 2]', '{-1}', '9')
-- @case fn-json-3.2
SELECT jsonb_insert('{"a": [1]}', '{b}', '9'), jsonb_insert('{"a": [1, 2]}', '{a,0}', '"x"'), jsonb_insert('{"a": [1, 2]}', '{a,9}', '"x"'), jsonb_insert('{"a": [1, 2]}', '{a,-9}', '"x"')
-- @case fn-json-3.3
SELECT jsonb_insert('{"a": 1}', '{a}', '2')
-- @case fn-json-3.4
SELECT jsonb_insert('5', '{0}', '2')
-- @case fn-json-3.5
SELECT jsonb_insert('[]', '{0}', '1'), jsonb_insert('[]', '{5}', '1', true), jsonb_insert('{"a": {"b": []}}', '{a,b,0}', '{}'), jsonb_insert('[1]', '{}', '2')
-- @case fn-json-3.6
SELECT jsonb_insert('{"a": [1]}', '{a,z}', '1')
-- @case fn-json-4.1
SELECT jsonb_strip_nulls('{"b": null, "a": [1, null, {"x": null, "y": 2}], "c": {}}'), jsonb_strip_nulls('null'), jsonb_strip_nulls('[null]')
-- @case fn-json-4.2
SELECT json_strip_nulls('{ "b" : null, "a":[1, {"x":null}], "c":{} }'), json_strip_nulls('[null, 1]'), json_strip_nulls('"x"'), pg_typeof(json_strip_nulls('{}'))
-- @case fn-json-4.3
SELECT jsonb_pretty('{"a": [1, {"b": []}, {}], "c": "x", "d": {"e": null}}')
-- @case fn-json-4.4
SELECT jsonb_pretty('[]'), jsonb_pretty('{}'), jsonb_pretty('5'), jsonb_pretty('"s"'), jsonb_pretty('[[]]'), jsonb_pretty('[1, [2, [3]]]')
-- @case fn-json-4.5
SELECT jsonb_pretty(NULL), jsonb_pretty('{"k\\"q": "line\\nbreak"}')
-- @case fn-json-4.6
SELECT jsonb_pretty('{"a": 1}'::json)

-- jsonpath: jsonb_path_exists/_match/_query(_array/_first), @? @@
-- @case fn-json-5.1
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[*]'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[1]'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[last]')
-- @case fn-json-5.2
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[0 to 2]'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[1, 3]'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[last - 1]'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[9]')
-- @case fn-json-5.3
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.c.*'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.*.d'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.f'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$."c"."d"')
-- @case fn-json-5.4
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*] ? (@.h > 2).n'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*] ? (@.h > 2 && @.n starts with "a")'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*] ? (@.h == 1 || @.n == "b").h')
-- @case fn-json-5.5
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*] ? (!(@.h > 2)).n'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*].n ? (@ like_regex "^a")'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*].n ? (@ like_regex "A" flag "i")'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a ? (@ > 1)')
-- @case fn-json-5.6
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[*] ? (@ >= $min)', '{"min": 2}'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*] ? (@.n == $n).h', '{"n": "b"}'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g ? (exists (@.n)).h')
-- @case fn-json-5.7
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[3].b + 1'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.f * 2'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '-$.a[0]'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[0] / 3'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[2] % 2')
-- @case fn-json-5.8
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a.type()'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a.size()'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.*.type()'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.f.floor()'), jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.f.ceiling()'), jsonb_path_query_array('[-1.5, "2.5"]', '$[*].double()'), jsonb_path_query_array('[-1.5]', '$[*].abs()')
-- @case fn-json-5.9
SELECT jsonb_path_exists('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[*] ? (@ == 3)'), jsonb_path_exists('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.zz'), jsonb_path_exists('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', 'strict $.zz', '{}', true), jsonb_path_exists('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*] ? (@.h > 10)')
-- @case fn-json-5.10
SELECT jsonb_path_match('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.f > 1'), jsonb_path_match('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', 'exists($.c.d)'), jsonb_path_match('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.c.e == null'), jsonb_path_match('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.c.d == 1'), jsonb_path_match('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.a[*] > 2')
-- @case fn-json-5.11
SELECT jsonb_path_query_first('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*].n'), jsonb_path_query_first('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.nothing'), jsonb_path_query_first('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.c')
-- @case fn-json-5.12
SELECT '{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}'::jsonb @? '$.a[*] ? (@ > 2)', '{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}'::jsonb @? '$.zz', '{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}'::jsonb @@ '$.a[0] == 1', '{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}'::jsonb @@ '$.a[*] == "x"', '{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}'::jsonb @@ 'strict $.zz == 1'
-- @case fn-json-5.13
SELECT jsonb_path_query_array('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', 'strict $.zz')
-- @case fn-json-5.14
SELECT jsonb_path_query_array('1', 'strict $.b')
-- @case fn-json-5.15
SELECT jsonb_path_query_array('1', 'strict $[*]')
-- @case fn-json-5.16
SELECT jsonb_path_query_array('[1]', 'strict $[5]')
-- @case fn-json-5.17
SELECT jsonb_path_query_array('1', 'strict $.*')
-- @case fn-json-5.18
SELECT jsonb_path_query_array('"a"', '$ + 1')
-- @case fn-json-5.19
SELECT jsonb_path_query_array('[1, 2]', '$ + 1')
-- @case fn-json-5.20
SELECT jsonb_path_query_array('1', 'strict $.size()')
-- @case fn-json-5.21
SELECT jsonb_path_query_array('"x"', '$.abs()')
-- @case fn-json-5.22
SELECT jsonb_path_query_array('{}', '$x')
-- @case fn-json-5.23
SELECT jsonb_path_query_array('{}', '$', '[]')
-- @case fn-json-5.24
SELECT jsonb_path_match('[1, 2]', '$[*]')
-- @case fn-json-5.25
SELECT jsonb_path_query_array('1', '$ / 0')
-- @case fn-json-5.26
SELECT jsonb_path_query_array('1', '$.a.b.')
-- @case fn-json-5.27
SELECT jsonb_path_query_array('[1, 2, 3]', 'lax $[*] ? (@ > 1)'), jsonb_path_query_array('[1, 2, 3]', 'strict $[*] ? (@ > 1)'), jsonb_path_query_array('[1, "a", null, true]', '$[*] ? (@ == null)'), jsonb_path_query_array('[1, "a", null, true]', '$[*] ? (@ != null)')
-- @case fn-json-5.28
SELECT jsonb_path_query_array('[1, "a", null, true]', '$[*] ? (@ > 0)'), jsonb_path_query_array('[1, "a", null, true]', '$[*] ? ((@ > 0) is unknown)'), jsonb_path_query_array('["b", "a", "ab"]', '$[*] ? (@ < "ab")'), jsonb_path_query_array('[true, false]', '$[*] ? (@ == true)')
-- @case fn-json-5.29
SELECT jsonb_path_exists('[1]', 'strict $[5]', '{}', true), jsonb_path_match('[1, 2]', '$[*]', '{}', true), jsonb_path_query_array('[1]', 'strict $[5]', '{}', true), jsonb_path_query_first('[1]', 'strict $[5]', '{}', true)
-- @case fn-json-5.30
SELECT * FROM jsonb_path_query('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*].h') ORDER BY 1
-- @case fn-json-5.31
SELECT * FROM jsonb_path_query('{"a": [1, 2, 3, {"b": 4}], "c": {"d": "x", "e": null}, "f": 1.50, "g": [{"h": 1, "n": "aa"}, {"h": 5, "n": "ab"}, {"h": 3, "n": "b"}]}', '$.g[*] ? (@.h > $x)', '{"x": 1}') WITH ORDINALITY AS t(v, n)
-- @case fn-json-5.32
SELECT t.id, p FROM (VALUES (1, '[1, 2]'::jsonb), (2, '[3]'::jsonb)) AS t(id, doc), jsonb_path_query(t.doc, '$[*] ? (@ > 1)') AS p ORDER BY 1, 2
-- @case fn-json-5.33
SELECT jsonb_path_exists(NULL, '$'), jsonb_path_query_array('{"a": 1}', NULL), pg_typeof(jsonb_path_query_first('1', '$')), jsonb_path_query_array('{"a": {"a": 2}}', '$.a.a'), jsonb_path_query_array('{"a b": 1}', '$."a b"')
-- @case fn-json-5.34
SELECT jsonb_path_query_array('[[1, 2], [3]]', '$[*][0]'), jsonb_path_query_array('[[1, 2], [3]]', '$[*][*]'), jsonb_path_query_array('{"a": [{"b": 1}, {"b": 2}]}', '$.a.b'), jsonb_path_query_array('{"a": [{"b": 1}, {"b": 2}]}', 'strict $.a[*].b')

-- JSON set-returning functions in FROM (WITH ORDINALITY, LATERAL)
-- @case fn-json-6.1
SELECT * FROM json_each('{"b" : [1,  2], "a": 1.50, "a": "x", "n": null}')
-- @case fn-json-6.2
SELECT * FROM json_each_text('{"b" : [1,  2], "a": 1.50, "s": "q\\"uote", "n": null}')
-- @case fn-json-6.3
SELECT * FROM jsonb_each('{"b": [1, 2], "a": 1.50, "n": null}') ORDER BY key
-- @case fn-json-6.4
SELECT key, value FROM jsonb_each_text('{"b": [1, 2], "a": 1.50, "s": "str", "n": null}') ORDER BY key
-- @case fn-json-6.5
SELECT * FROM json_array_elements('[1, "two", {"three" : 3}, null, [ 4 ]]') WITH ORDINALITY
-- @case fn-json-6.6
SELECT * FROM json_array_elements_text('[1, "two", {"three" : 3}, null]') WITH ORDINALITY AS t(v, n)
-- @case fn-json-6.7
SELECT * FROM jsonb_array_elements('[1, "two", {"three": 3}, null]') WITH ORDINALITY
-- @case fn-json-6.8
SELECT * FROM jsonb_array_elements_text('[1, "two", {"three": 3}, null]')
-- @case fn-json-6.9
SELECT * FROM json_object_keys('{"b": 1, "a": 2, "b": 3}'), pg_typeof(1)
-- @case fn-json-6.10
SELECT * FROM jsonb_object_keys('{"b": 1, "a": 2, "c": {"d": 3}}') WITH ORDINALITY
-- @case fn-json-6.11
SELECT * FROM jsonb_each('{"b": 1, "a": 2}') WITH ORDINALITY AS t(k, v, n)
-- @case fn-json-6.12
SELECT t.id, e.key, e.value FROM (VALUES (1, '{"x": 1, "y": 2}'::jsonb), (2, '{"z": 3}'::jsonb)) AS t(id, doc), jsonb_each(t.doc) AS e ORDER BY 1, 2
-- @case fn-json-6.13
SELECT t.id, e.value, e.ordinality FROM (VALUES (1, '[10, 20]'::json), (2, '[]'::json), (3, NULL)) AS t(id, doc) CROSS JOIN LATERAL json_array_elements(t.doc) WITH ORDINALITY AS e(value, ordinality) ORDER BY 1, 3
-- @case fn-json-6.14
SELECT * FROM json_each('[1]')
-- @case fn-json-6.15
SELECT * FROM jsonb_each('5')
-- @case fn-json-6.16
SELECT * FROM json_array_elements('{"a": 1}')
-- @case fn-json-6.17
SELECT * FROM jsonb_array_elements_text('"s"')
-- @case fn-json-6.18
SELECT * FROM json_object_keys('[1]')
-- @case fn-json-6.19
SELECT * FROM jsonb_object_keys('1')
-- @case fn-json-6.20
SELECT * FROM json_each_text('{"a": "\\u00e9\\n"}')
-- @case fn-json-6.21
SELECT count(*) FROM jsonb_array_elements(NULL), pg_typeof((SELECT value FROM json_array_elements('[1]'))), pg_typeof((SELECT value FROM jsonb_each_text('{"a": 1}')))
-- @case fn-json-6.22
SELECT sum(value::int), (SELECT string_agg(key, ',') FROM json_each('{"p": 1, "q": 2}')) FROM json_array_elements_text('[1, 2, 3]')

-- 7: ROW(…) constructors as json: fields f1, f2, …; nested rows are objects
-- @case fn-json-7.1
SELECT to_json(ROW(1, 'a')), to_jsonb(ROW(1, 'a')), row_to_json(ROW(1, 'a'))
-- @case fn-json-7.2
SELECT row_to_json(ROW(1, NULL, true, 2.50, ARRAY[1, 2], '{"k": [1]}'::jsonb, 'x"y'))
-- @case fn-json-7.3
SELECT to_json(ROW(1, ROW(2, 'b'), ROW())), to_jsonb(ROW(1, ROW(2, 'b')))
-- @case fn-json-7.4
SELECT row_to_json(ROW(1, 'a'), true), row_to_json(ROW(x, y)) FROM (VALUES (1, 'p'), (2, NULL)) v(x, y) ORDER BY x
-- @case fn-json-7.5
SELECT json_agg(ROW(x, y) ORDER BY x), jsonb_agg(ROW(x, y) ORDER BY x) FROM (VALUES (1, 'p'), (2, NULL)) v(x, y)
-- @case fn-json-7.6
SELECT to_json(ROW(now() - now(), date '2024-01-02', 1.5::float8, 'NaN'::float8))
