-- jsonpath leftovers (issue 4): .keyvalue(), .** with level bounds, strict mode after .**
-- @case jsonpath-1.1
SELECT jsonb_path_query('{"a":1,"b":[1,2],"c":{"x":null}}', '$.keyvalue()')
-- @case jsonpath-1.2
SELECT jsonb_path_query('1', '$.keyvalue()')
-- @case jsonpath-1.3
SELECT jsonb_path_query('{"c":{"x":null}}', '$.c.keyvalue()')
-- @case jsonpath-1.4
SELECT jsonb_path_query_array('{"a":1,"b":2}', '$.keyvalue().key'), jsonb_path_query_array('{"a":1,"b":2}', '$.keyvalue() ? (@.value > 1).key')
-- @case jsonpath-2.1 ordered
SELECT jsonb_path_query('{"a":{"b":[1,{"c":2}]}}', '$.**')
-- @case jsonpath-2.2 ordered
SELECT jsonb_path_query('{"a":{"b":[1,{"c":2}]}}', 'lax $.**.c')
-- @case jsonpath-2.3 ordered
SELECT jsonb_path_query('{"a":{"b":[1,{"c":2}]}}', 'strict $.**.c')
-- @case jsonpath-2.4 ordered
SELECT jsonb_path_query('{"a":{"b":[1,{"c":2}]}}', '$.**{2}')
-- @case jsonpath-2.5 ordered
SELECT jsonb_path_query('{"a":{"b":[1,{"c":2}]}}', '$.**{1 to 2}')
-- @case jsonpath-2.6 ordered
SELECT jsonb_path_query('{"a":{"b":[1,{"c":2}]}}', '$.**{2 to last}')
-- @case jsonpath-2.7 ordered
SELECT jsonb_path_query('{"a":{"b":[1,{"c":2}]}}', '$.**{last}')
-- @case jsonpath-2.8
SELECT jsonb_path_exists('{"a":{"b":[1,{"c":2}]}}', '$.** ? (@ == 2)'), jsonb_path_exists('{"a":{"b":[1]}}', '$.** ? (@ == 2)'), '{"a":[{"id":7}]}'::jsonb @? '$.**.id ? (@ == 7)'
-- @case jsonpath-2.9
SELECT jsonb_path_query('{"a":1}', '$.**{')

-- 3: .keyvalue() of nested objects and of variables: the id is the object's byte offset in the jsonb binary form (+ 10^10 for the variables' document)
-- @case jsonpath-3.1
SELECT jsonb_path_query('{"a": 1, "bb": "xyz", "c": {"d": [1, 2.5, {"e": true}], "f": {"g": 12345.678}}}', '$.c.f.keyvalue()')
-- @case jsonpath-3.2
SELECT jsonb_path_query('{"a": 1, "bb": "xyz", "c": {"d": [1, 2.5, {"e": true}], "f": {"g": 12345.678}}}', '$.** ? (@.type() == "object").keyvalue()')
-- @case jsonpath-3.3
SELECT jsonb_path_query('[{"a": 1}, {"b": -0.00001}, "ü€𝄞", {"c": 100000000, "d": {"z": 0}}, {"long": 1e70}]', 'lax $ ? (@.type() == "object").keyvalue()')
-- @case jsonpath-3.4
SELECT jsonb_path_query('{"ä": "ö", "a": 0.0, "zz": [null, false, {"q": 1.10}], "k": {"w": {"v": {"u": 1}}}}', '$.** ? (@.type() == "object").keyvalue()')
-- @case jsonpath-3.5
SELECT jsonb_path_query('{"x": {"y": 1}}', '$.x ? (@.keyvalue().key == "y").keyvalue()')
-- @case jsonpath-3.6
SELECT jsonb_path_query('{"n": [1.5e-10, 123456789012345678901234567890, 0.1, -5, 10000, 9999.9999, {"k": 1}]}', '$.n[6].keyvalue()')
-- @case jsonpath-3.7
SELECT jsonb_path_query('{"n": [0.00000000000000000000000000000000000000000000000000000000000000000000001, {"k": 1}]}', '$.n[1].keyvalue()')
-- @case jsonpath-3.8
SELECT jsonb_path_query('{"n": [1e300, 123456789.123456789, "", {"k": 1}]}', '$.n[3].keyvalue()')
-- @case jsonpath-3.9
SELECT jsonb_path_query('{"x": {"y": 1}}', '$x.keyvalue()', '{"x": {"a": 1}}')
-- @case jsonpath-3.10
SELECT jsonb_path_query('{}', '$b.c.keyvalue()', '{"a": [1, 2], "b": {"c": {"d": "e"}}, "zz": 1.5}')
-- @case jsonpath-3.11
SELECT jsonb_path_query('[1]', '$v[*].keyvalue()', '{"v": [{"p": 1}, {"q": 2}]}')
-- @case jsonpath-3.12
SELECT jsonb_path_query('{"k": [{"m": 1}]}', 'strict $.k.keyvalue()')
-- @case jsonpath-3.13
SELECT jsonb_path_query_first('{"k": {"m": 1, "n": {"o": 2}}}', '$.k.keyvalue() ? (@.key == "n")')
-- @case jsonpath-3.14
SELECT jsonb_path_query(d, '$.a.keyvalue()') FROM (SELECT jsonb_build_object('a', jsonb_build_object('b', 2), 'aa', 3) AS d) s
-- @case jsonpath-3.15
SELECT jsonb_path_query_array(j, '$.** ? (@.type() == "object").keyvalue().id') FROM (VALUES ('{"a": {"b": {"c": {}}}, "bb": [[[{"x": 1}]]]}'::jsonb)) v(j)
-- @case jsonpath-3.16
SELECT jsonb_path_query('{"k": {"m": 1}}', 'strict $.k.keyvalue().id')
