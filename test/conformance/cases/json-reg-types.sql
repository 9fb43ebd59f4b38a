-- reg* and oid values in json (json.c categorize_type): neither is numeric, so each is its output
-- text as a JSON string — the object's name for regclass/regproc/regtype/regnamespace/regrole,
-- the digits in quotes for oid. Whatever builds the json: to_json, json_build_*, json_agg,
-- json_object_agg, row_to_json of a row or subquery.
-- @setup
CREATE TABLE jrt (r regclass, o oid, t regtype, p regproc);
INSERT INTO jrt VALUES ('jrt', 7, 'int4', 'now');

-- @case json-reg-types-1.1
SELECT to_json('pg_class'::regclass), to_jsonb('pg_class'::regclass), to_json('now'::regproc), to_json('pg_catalog'::regnamespace)
-- @case json-reg-types-1.2
SELECT to_json(1259::oid), to_jsonb(1259::oid), json_build_array(1::oid), jsonb_build_object('k', 5::oid)
-- @case json-reg-types-1.3
SELECT json_build_object('a', json_build_object('f', (SELECT row_to_json(r) FROM (SELECT relkind, oid::regclass AS name FROM pg_class WHERE relname = 'pg_class') r)))
-- @case json-reg-types-1.4
SELECT jsonb_build_object('c', 'pg_class'::regclass, 't', 'int4'::regtype), json_build_array('jrt'::regclass)
-- @case json-reg-types-1.5
SELECT row_to_json(jrt), to_jsonb(jrt) FROM jrt
-- @case json-reg-types-1.6
SELECT json_agg(jrt), jsonb_agg(r), json_agg(p) FROM jrt
-- @case json-reg-types-1.7
SELECT json_object_agg(r, t), jsonb_object_agg(t, r) FROM jrt
-- @case json-reg-types-1.8
SELECT row_to_json(x), to_json(x) FROM (SELECT r, o, t, p FROM jrt) x
-- @case json-reg-types-1.9
SELECT to_json('-'::regclass), to_json(0::regproc)
