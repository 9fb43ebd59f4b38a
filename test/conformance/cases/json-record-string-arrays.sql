-- json[b]_populate_record / json_to_record into arrays of char(n) / varchar(n): each element takes
-- the input function's length check, 22001 (was: cut to the length silently, as an explicit cast
-- does; regress json.sql:502, jsonb.sql:635); trailing blanks still fit char(n).
-- @setup
CREATE TYPE jrsa AS (ca char(10)[], cv varchar(3)[], c char(3), t text[]);

-- @case json-record-string-arrays-1.1
SELECT ca FROM json_populate_record(NULL::jrsa, '{"ca": ["aaaaaaaaaaaaaaaa"]}') q
-- @case json-record-string-arrays-1.2
SELECT ca FROM jsonb_populate_record(NULL::jrsa, '{"ca": ["aaa  "]}') q
-- @case json-record-string-arrays-1.3
SELECT cv FROM jsonb_populate_record(NULL::jrsa, '{"cv": ["abcd"]}') q
-- @case json-record-string-arrays-1.4
SELECT cv FROM json_populate_record(NULL::jrsa, '{"cv": ["ab", null]}') q
-- @case json-record-string-arrays-1.5
SELECT c FROM json_populate_record(NULL::jrsa, '{"c": "abcd"}') q
-- @case json-record-string-arrays-1.6
SELECT t FROM json_populate_record(NULL::jrsa, '{"t": ["abcd", "x"]}') q
-- @case json-record-string-arrays-1.7
SELECT * FROM json_to_record('{"a": ["abcdef"]}') AS x(a varchar(2)[])
-- @case json-record-string-arrays-1.8
SELECT (jsonb_populate_record(NULL::jrsa, '{"ca": ["aaaaaaaaaaaaaaaa"]}')).ca
-- @case json-record-string-arrays-1.9
SELECT * FROM jsonb_populate_recordset(NULL::jrsa, '[{"cv": ["ab"]}, {"cv": ["abcd"]}]') q
