-- json(b)_populate_record(set) / json(b)_to_record(set) with composite types: a NULL or non-NULL
-- base record, nested composites, arrays of composites, domains, and their errors.

-- @setup
CREATE TYPE jpop AS (a text, b int, c timestamp);
CREATE TYPE jpair AS (x int, y int);
CREATE DOMAIN jordered AS jpair CHECK ((VALUE).x <= (VALUE).y);
CREATE DOMAIN jint_nn AS int NOT NULL;
CREATE TYPE jrec AS (i int, ia int[], t text, rec jpop, reca jpop[], js json, jsb jsonb);
CREATE TYPE jnn AS (i jint_nn);
CREATE TABLE jt (a int, b text);

-- 1: json_populate_record in FROM
-- @case json-records-1.1
SELECT * FROM json_populate_record(NULL::jpop, '{"a":"blurfl","x":43.2}') q
-- @case json-records-1.2
SELECT * FROM json_populate_record(ROW('x', 3, '2012-12-31 15:30:56')::jpop, '{"a":"blurfl","x":43.2}') q
-- @case json-records-1.3
SELECT * FROM jsonb_populate_record(ROW('x', 3, '2012-12-31 15:30:56')::jpop, '{}') q
-- @case json-records-1.4
SELECT * FROM json_populate_record(ROW('x', 3, '2012-12-31 15:30:56')::jpop, '{"c":[100,200,false],"x":43.2}') q
-- @case json-records-1.5
SELECT * FROM json_populate_record(ROW('x', 3, NULL)::jpop, '{"a":[100,200,false],"b":null}') q
-- @case json-records-1.6
SELECT * FROM jsonb_populate_record(NULL::jt, '{"a":1,"b":"q"}') q
-- @case json-records-1.7
SELECT * FROM jsonb_populate_record(ROW(7, 'base')::jt, '{"b":"q"}') q

-- 2: nested composites and arrays of composites
-- @case json-records-2.1
SELECT rec FROM json_populate_record(NULL::jrec, '{"rec": 123}') q
-- @case json-records-2.2
SELECT rec FROM json_populate_record(NULL::jrec, '{"rec": [1, 2]}') q
-- @case json-records-2.3
SELECT rec FROM json_populate_record(NULL::jrec, '{"rec": {"a": "abc", "c": "2003-02-01", "x": 43.2}}') q
-- @case json-records-2.4
SELECT rec FROM jsonb_populate_record(NULL::jrec, '{"rec": "(abc,42,2003-02-01)"}') q
-- @case json-records-2.5
SELECT reca FROM json_populate_record(NULL::jrec, '{"reca": 123}') q
-- @case json-records-2.6
SELECT reca FROM json_populate_record(NULL::jrec, '{"reca": [{"a": "abc", "b": 456}, null, {"c": "2003-02-01", "x": 43.2}]}') q
-- @case json-records-2.7
SELECT reca FROM jsonb_populate_record(NULL::jrec, '{"reca": ["(abc,42,2003-02-01)"]}') q
-- @case json-records-2.8
SELECT reca FROM json_populate_record(NULL::jrec, '{"reca": "{\"(abc,42,2003-02-01)\"}"}') q
-- @case json-records-2.9
SELECT ia, js, jsb FROM json_populate_record(NULL::jrec, '{"ia": [1, "2", null], "js": {"a": 1}, "jsb": [1, {"b": 2}]}') q
-- @case json-records-2.10
SELECT ia FROM json_populate_record(NULL::jrec, '{"ia": 123}') q
-- @case json-records-2.11
SELECT (rec).b, (reca[1]).a FROM jsonb_populate_record(NULL::jrec, '{"rec": {"b": 5}, "reca": [{"a": "z"}]}') q

-- 3: in the select list
-- @case json-records-3.1
SELECT json_populate_record(NULL::jpop, '{"a":"blurfl","x":43.2}')
-- @case json-records-3.2
SELECT jsonb_populate_record(ROW('x', 3, '2012-12-31 15:30:56')::jpop, '{"b": 4}')
-- @case json-records-3.3
SELECT (json_populate_record(NULL::jpop, '{"a":"q","b":2}')).*
-- @case json-records-3.4
SELECT json_populate_record(NULL::jordered, '{"x": 0, "y": 1}')
-- @case json-records-3.5
SELECT json_populate_record(ROW(1, 2)::jordered, '{"x": 0}')
-- @case json-records-3.6
SELECT json_populate_record(ROW(1, 2)::jordered, '{"x": 1, "y": 0}')
-- @case json-records-3.7
SELECT i FROM json_populate_record(NULL::jnn, '{"i": null}') q
-- @case json-records-3.8
SELECT i FROM json_populate_record(NULL::jnn, '{"i": 12345}') q
-- @case json-records-3.9
SELECT json_populate_record(NULL::jpop, '"scalar"')

-- 4: recordsets
-- @case json-records-4.1
SELECT * FROM json_populate_recordset(NULL::jpop, '[{"a":"blurfl","x":43.2},{"b":3,"c":"2012-01-20 10:42:53"}]') q
-- @case json-records-4.2
SELECT * FROM json_populate_recordset(ROW('def', 99, NULL)::jpop, '[{"a":"blurfl","x":43.2},{"b":3,"c":"2012-01-20 10:42:53"}]') q
-- @case json-records-4.3
SELECT * FROM jsonb_populate_recordset(ROW('def', 99, NULL)::jpop, '[{"a":[100,200,300],"x":43.2},{"a":{"z":true},"b":3,"c":"2012-01-20 10:42:53"}]') q
-- @case json-records-4.4
SELECT * FROM json_populate_recordset(NULL::jpop, '[]') q
-- @case json-records-4.5
SELECT * FROM jsonb_populate_recordset(NULL::jpop, '{"a": 1}') q

-- 5: to_record(set) with composite columns
-- @case json-records-5.1
SELECT * FROM json_to_record('{"a": 1, "r": {"x": 1, "y": 2}}') AS x(a int, r jpair)
-- @case json-records-5.2
SELECT * FROM jsonb_to_recordset('[{"p": "(1,2)"}, {"p": {"x": 3}}]') AS x(p jpair)

-- 6: arrays (populate_array_json) and domains over them
-- @setup
CREATE DOMAIN jarr3 AS int[] CHECK (array_length(VALUE, 1) = 3);
CREATE TYPE jarrs AS (ia int[], ia2 int[][], iad jarr3, ta text[], jsa json[], jba jsonb[]);

-- @case json-records-6.1
SELECT ia FROM json_populate_record(NULL::jarrs, '{"ia": 123}') q
-- @case json-records-6.2
SELECT ia FROM json_populate_record(NULL::jarrs, '{"ia": [1, "2", null, 4]}') q
-- @case json-records-6.3
SELECT ia FROM json_populate_record(NULL::jarrs, '{"ia": [[1], 2]}') q
-- @case json-records-6.4
SELECT ia FROM jsonb_populate_record(NULL::jarrs, '{"ia": [[1], [2, 3]]}') q
-- @case json-records-6.5
SELECT ia2 FROM json_populate_record(NULL::jarrs, '{"ia2": [[], []]}') q
-- @case json-records-6.6
SELECT ia2 FROM json_populate_record(NULL::jarrs, '{"ia2": [[1, 2], [3, 4]]}') q
-- @case json-records-6.7
SELECT iad FROM json_populate_record(NULL::jarrs, '{"iad": [1, "2", null, 4]}') q
-- @case json-records-6.8
SELECT iad FROM json_populate_record(NULL::jarrs, '{"iad": [1, "2", null]}') q
-- @case json-records-6.9
SELECT ta FROM json_populate_record(NULL::jarrs, '{"ta": [[1, 2, 3], {"k": "v"}]}') q
-- @case json-records-6.10
SELECT jsa FROM json_populate_record(NULL::jarrs, '{"jsa": ["aaa", null, [1, 2, "3", {}], { "k" : "v" }]}') q
-- @case json-records-6.11
SELECT jsa, jba FROM jsonb_populate_record(NULL::jarrs, '{"jsa": ["aaa", {"k": 1}], "jba": [1, "2", null]}') q
-- @case json-records-6.12
SELECT ia FROM json_populate_record(NULL::jarrs, '{"ia": "{1,2,3}"}') q

-- 7: anonymous record bases
-- @case json-records-7.1
SELECT json_populate_record(NULL::record, '{"x": 0, "y": 1}')
-- @case json-records-7.2
SELECT json_populate_record(ROW(1, 2), '{"f1": 0, "f2": 1}')
-- @case json-records-7.3
SELECT * FROM json_populate_record(NULL::record, '{"x": 776}') AS (x int, y int)
-- @case json-records-7.4
SELECT * FROM json_populate_recordset(ROW(0::int), '[{"a":"1","b":"2"},{"a":"3"}]') q (a text, b text)
-- @case json-records-7.5
SELECT * FROM json_populate_recordset(ROW(0::int, 0::int), '[{"a":"1","b":"2"},{"a":"3"}]') q (a text, b text)
-- @case json-records-7.6
SELECT * FROM json_populate_record(ROW(1, 'x'::text), '{"f1":5}') q (a int, b text)
-- @case json-records-7.7
SELECT * FROM json_populate_record(NULL::record, '{"a":5}')
-- @case json-records-7.8
SELECT * FROM json_populate_record(NULL::jpop, '{"a":1}') q (a text, b int, c timestamp)
-- @case json-records-7.9
SELECT rec FROM json_populate_record(ROW(NULL, NULL, NULL, ROW('x', 3, '2012-12-31 15:30:56')::jpop, NULL, NULL, NULL)::jrec, '{"rec": {"a": "abc", "c": "2003-02-01"}}') q
