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
