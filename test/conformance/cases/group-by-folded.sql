-- A GROUP BY / ORDER BY term SQLite's parser folds to 0 (`x AND false`) was read by SQLite as a
-- column number: "1st GROUP BY term out of range" reached the client as XX000 (found by the fuzzer).

-- @setup
CREATE TABLE gbf (id int PRIMARY KEY, b boolean);
INSERT INTO gbf VALUES (1, true), (2, false), (3, NULL);

-- @case group-by-folded-1.1
SELECT (b AND false) AS x, count(*) FROM gbf GROUP BY 1 ORDER BY 1
-- @case group-by-folded-1.2
SELECT (false AND b) AS x, count(*) FROM gbf GROUP BY x ORDER BY x
-- @case group-by-folded-1.3
SELECT id FROM gbf ORDER BY (b AND false), id
-- @case group-by-folded-1.4
SELECT (b AND 'false'::boolean), count(*) FROM gbf WHERE id > 5 GROUP BY 1
