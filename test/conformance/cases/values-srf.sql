-- A set-returning function in the single VALUES row of an INSERT expands into rows (the row is a
-- SELECT target list); in a VALUES of several rows, and in a VALUES that is a query, it is refused
-- with PostgreSQL's 0A000 "not allowed in VALUES".

-- @setup
CREATE TABLE vsrf (a int, b text DEFAULT 'd');
-- @case values-srf-1.1
INSERT INTO vsrf VALUES (generate_series(1, 3))
-- @case values-srf-1.2 ordered
INSERT INTO vsrf VALUES (generate_series(4, 5), 'x') RETURNING *
-- @case values-srf-1.3 ordered
INSERT INTO vsrf (b, a) VALUES ('y', generate_series(6, 7)) RETURNING a, b
-- @case values-srf-1.4
INSERT INTO vsrf VALUES (generate_series(1, 2)), (3)
-- @case values-srf-1.5
VALUES (generate_series(1, 3), 'k')
-- @case values-srf-1.6
SELECT * FROM (VALUES (generate_series(1, 2))) v(x)
