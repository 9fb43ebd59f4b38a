-- json(b)_populate_record(set) with a base of a domain over a composite type: every record made
-- is checked against the domain's constraints (populate_record's domain_check), in the select
-- list and in FROM, whichever columns the query reads.
-- @setup
CREATE TYPE prd_pair AS (x int, y int);
CREATE DOMAIN prd_ordered AS prd_pair CHECK ((VALUE).x <= (VALUE).y);

-- @case populate-record-domain-1.1
SELECT json_populate_record(row(1, 2)::prd_ordered, '{"x": 1, "y": 0}')
-- @case populate-record-domain-1.2
SELECT json_populate_recordset(row(1, 2)::prd_ordered, '[{"x": 1, "y": 0}]')
-- @case populate-record-domain-1.3
SELECT * FROM json_populate_recordset(row(1, 2)::prd_ordered, '[{"x": 1, "y": 0}]')
-- @case populate-record-domain-1.4
SELECT jsonb_populate_recordset(NULL::prd_ordered, '[{"x": 0, "y": 1}, {"x": 3, "y": 2}]')
-- @case populate-record-domain-1.5
SELECT * FROM jsonb_populate_record(NULL::prd_ordered, '{"x": 3, "y": 2}')
-- @case populate-record-domain-1.6
SELECT y FROM jsonb_populate_recordset(NULL::prd_ordered, '[{"x": 0, "y": 1}, {"x": 3, "y": 2}]')
-- @case populate-record-domain-1.7
SELECT count(*) FROM jsonb_populate_recordset(NULL::prd_ordered, '[{"x": 0, "y": 1}, {"x": 3, "y": 2}]')
-- @case populate-record-domain-1.8
SELECT * FROM jsonb_populate_recordset(NULL::prd_ordered, '[{"x": 0, "y": 1}, {"x": 1, "y": 2}]') WITH ORDINALITY
-- @case populate-record-domain-1.9
SELECT v.n, r.* FROM (VALUES (1, '[{"x":1,"y":2}]'::jsonb), (2, '[{"x":3,"y":2}]')) v(n, j), jsonb_populate_recordset(NULL::prd_ordered, v.j) r
-- @case populate-record-domain-1.10
SELECT v.n, r.* FROM (VALUES (1, '[{"x":1,"y":2}]'::jsonb), (2, '[{"x":0,"y":5},{"x":2,"y":3}]')) v(n, j), jsonb_populate_recordset(NULL::prd_ordered, v.j) r ORDER BY 1, 2
