-- jsonb's operator functions by name, <@, json(b)_build_*(VARIADIC array), json_object (issue 14).

-- @case jsonb-containment-1.1
SELECT jsonb_contains('{"a":"b", "b":1, "c":null}', '{"a":"b", "c":null}'), jsonb_contains('{"a":"b", "b":1, "c":null}', '{"a":"b", "g":null}'), jsonb_contained('{"a":"b"}', '{"a":"b", "b":1, "c":null}')
-- @case jsonb-containment-1.2
SELECT '{"a":"b"}'::jsonb <@ '{"a":"b", "b":1, "c":null}', '{"a":"c"}'::jsonb <@ '{"a":"b", "b":1, "c":null}', '[1, [2]]'::jsonb <@ '[[2, 3], 1]'
-- @case jsonb-containment-1.3
SELECT jsonb_exists('{"a":null, "b":"qq"}', 'a'), jsonb_exists_any('{"a":null, "b":"qq"}', ARRAY['c','a']), jsonb_exists_all('{"a":null, "b":"qq"}', ARRAY['c','a']), jsonb_exists_all('{"a":null}', '{}'::text[])
-- @case jsonb-containment-1.4
SELECT jsonb_concat('{"d": "test", "a": [1, 2]}', '{"g": "test2"}'), jsonb_delete('{"a":1 , "b":2, "c":3}'::jsonb, 'a'), jsonb_delete('{"a":1 , "b":2, "c":3}'::jsonb, 'a', 'b'), jsonb_delete('[1,2,3]'::jsonb, 1), jsonb_delete('{"a":1, "c":3}'::jsonb, VARIADIC '{a,c}'), jsonb_delete('{"a":1, "c":3}'::jsonb, VARIADIC '{a,c}'::text[])
-- @case jsonb-containment-1.5
SELECT jsonb_delete_path('{"n":null, "a":1, "b":[1,2]}', '{b,-1}'), json_extract_path('{"f2":["f3",1]}','f2',0::text), json_extract_path_text('{"f4":{"f5":null}}','f4','f5') IS NULL, jsonb_extract_path_text('{"f2":{"f3":1}}', VARIADIC '{f2,f3}')
-- @case jsonb-containment-2.1
SELECT json_build_array(VARIADIC NULL::text[]) IS NULL, json_build_array(VARIADIC '{}'::text[]), jsonb_build_array(VARIADIC '{{1,4},{2,5},{3,6}}'::int[][]), json_build_array(VARIADIC ARRAY['a', NULL]::text[])
-- @case jsonb-containment-2.2
SELECT json_build_object(VARIADIC NULL::text[]) IS NULL, jsonb_build_object(VARIADIC '{}'::text[]), json_build_object(VARIADIC '{1,2,3,4}'::text[]), jsonb_build_object(VARIADIC '{1,2,3,4}'::int[]), json_build_object(VARIADIC ARRAY['a', NULL]::text[])
-- @case jsonb-containment-2.3
SELECT json_build_object(VARIADIC '{a,b,c}'::text[])
-- @case jsonb-containment-2.4
SELECT jsonb_build_object(VARIADIC ARRAY[NULL, 'a']::text[])
-- @case jsonb-containment-2.5
SELECT json_build_object('a', 1, NULL, 2)
-- @case jsonb-containment-3.1
SELECT json_object('{}'), jsonb_object('{}', '{}'), json_object('{a,1,b,2,3,NULL,"d e f","a b c"}'), jsonb_object('{{a,1},{b,2},{3,NULL}}'), json_object('{a,b,"","d e f"}','{1,2,3,"a b c"}')
-- @case jsonb-containment-3.2
SELECT json_object('{a,b,c}')
-- @case jsonb-containment-3.3
SELECT json_object('{{a,b,c},{b,c,d}}')
-- @case jsonb-containment-3.4
SELECT jsonb_object('{{{a,b},{c,d}},{{b,c},{d,e}}}')
-- @case jsonb-containment-3.5
SELECT json_object('{a,b,c,"d e f",g}','{1,2,3,"a b c"}')
-- @case jsonb-containment-3.6
SELECT jsonb_object('{a,b,NULL,"d e f"}','{1,2,3,"a b c"}')
-- @case jsonb-containment-4.1
SELECT '{"age":25}'::jsonb @> '{"age":25.0}', '[25]'::jsonb @> '25.0', '[[25.00]]'::jsonb @> '[[25]]', '{"a":1.50}'::jsonb <@ '{"a":1.5, "b":2}'
-- @case jsonb-containment-4.2
SELECT * FROM json_array_elements('[1,true,"x"]') q
-- @case jsonb-containment-4.3
SELECT q, q.value FROM jsonb_array_elements_text('[1,true,"x"]') q
-- @case jsonb-containment-4.4
SELECT i, json_populate_recordset(row(i,50), '[{"f1":"42"},{"f2":"43"}]') FROM (VALUES (1),(2)) v(i)
-- @case jsonb-containment-4.5
SELECT json_populate_recordset(null::record, '[{"x": 0, "y": 1}]')
-- @case jsonb-containment-4.6
SELECT jsonb_set_lax('{"a":1,"b":2}', '{b}', null, null_value_treatment => 'delete_key'), jsonb_set('{"a":1}', '{c}', '3', create_if_missing => false), jsonb_insert('[1,2]', '{0}', '9', insert_after => true)
-- @case jsonb-containment-4.7
SELECT jsonb_set_lax('{"a":1,"b":2}', '{b}', null, null_value_treatment => 'raise_exception')
