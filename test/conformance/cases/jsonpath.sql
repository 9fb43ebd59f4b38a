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
