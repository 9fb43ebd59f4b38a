-- ALTER VIEW … RENAME COLUMN (and ALTER TABLE … RENAME COLUMN on a view): the view's column takes
-- the new name, its definition says `AS new`, views reading it keep their names (was an internal
-- error: SQLite cannot rename a view's column).
-- @setup
CREATE TABLE vcr_t (a int, b text);
INSERT INTO vcr_t VALUES (1, 'x'), (2, 'y');
CREATE VIEW vcr_v AS SELECT a, b FROM vcr_t;
CREATE VIEW vcr_w AS SELECT a FROM vcr_v;
CREATE VIEW vcr_s AS SELECT * FROM vcr_t;

-- @case view-column-rename-1.1
ALTER VIEW vcr_v RENAME COLUMN a TO x
-- @case view-column-rename-1.2
ALTER VIEW vcr_v RENAME COLUMN nosuch TO x
-- @case view-column-rename-1.3
ALTER VIEW vcr_v RENAME COLUMN a TO b
-- @case view-column-rename-1.4
ALTER TABLE vcr_s RENAME COLUMN b TO bb

-- @setup
CREATE TABLE vcr_t (a int, b text);
INSERT INTO vcr_t VALUES (1, 'x'), (2, 'y');
CREATE VIEW vcr_v AS SELECT a, b FROM vcr_t;
CREATE VIEW vcr_w AS SELECT a FROM vcr_v;
CREATE VIEW vcr_s AS SELECT * FROM vcr_t;
ALTER VIEW vcr_v RENAME COLUMN a TO x;
ALTER TABLE vcr_s RENAME COLUMN b TO bb;

-- @case view-column-rename-2.1 ordered
SELECT * FROM vcr_v ORDER BY x
-- @case view-column-rename-2.2
SELECT pg_get_viewdef('vcr_v'::regclass)
-- @case view-column-rename-2.3 ordered
SELECT * FROM vcr_w ORDER BY 1
-- @case view-column-rename-2.4 ordered
SELECT attname FROM pg_attribute WHERE attrelid = 'vcr_v'::regclass ORDER BY attnum
-- @case view-column-rename-2.5 ordered
SELECT bb, a FROM vcr_s ORDER BY 1
-- @case view-column-rename-2.6 ordered
SELECT x, b FROM vcr_v WHERE x > 1
-- @case view-column-rename-2.7
SELECT pg_get_viewdef('vcr_w'::regclass)
