-- A view depends on each column it reads (pg_depend): ALTER TABLE … DROP COLUMN of such a column
-- is 2BP01 listing the views (and what depends on them), CASCADE drops them; ALTER COLUMN TYPE of
-- such a column is 0A000. Was: both accepted, leaving views that failed with XX000 (DROP) or
-- read values of the new type under the old column type (ALTER TYPE). Columns no view reads stay
-- free; `SELECT *` reads every column the table had when the view was made.
-- @setup
CREATE TABLE vcd_t (a int, b int, c int);
INSERT INTO vcd_t VALUES (1, 2, 3);
CREATE VIEW vcd_v AS SELECT a, b FROM vcd_t WHERE c > 0;
CREATE VIEW vcd_v2 AS SELECT a FROM vcd_v;
CREATE VIEW vcd_w AS SELECT count(*) AS n FROM vcd_t;
CREATE MATERIALIZED VIEW vcd_m AS SELECT b FROM vcd_t;

-- @case view-column-dependencies-1.1
ALTER TABLE vcd_t DROP COLUMN b
-- @case view-column-dependencies-1.2
ALTER TABLE vcd_t DROP COLUMN c
-- @case view-column-dependencies-1.3
ALTER TABLE vcd_t DROP COLUMN b CASCADE
-- @case view-column-dependencies-1.4
ALTER TABLE vcd_t ALTER COLUMN a TYPE bigint
-- @case view-column-dependencies-1.5
ALTER TABLE vcd_t ALTER COLUMN c TYPE bigint
-- @case view-column-dependencies-1.6
ALTER TABLE vcd_t ALTER COLUMN b TYPE text

-- @setup
CREATE TABLE vcd_t (a int, b int, c int);
INSERT INTO vcd_t VALUES (1, 2, 3);
CREATE VIEW vcd_v AS SELECT a, b FROM vcd_t WHERE c > 0;
CREATE VIEW vcd_v2 AS SELECT a FROM vcd_v;
CREATE VIEW vcd_w AS SELECT count(*) AS n FROM vcd_t;
CREATE MATERIALIZED VIEW vcd_m AS SELECT b FROM vcd_t;
ALTER TABLE vcd_t DROP COLUMN b CASCADE;
ALTER TABLE vcd_t ADD COLUMN d int;

-- @case view-column-dependencies-2.1 ordered
SELECT relname FROM pg_class WHERE relname LIKE 'vcd\_%' ORDER BY 1
-- @case view-column-dependencies-2.2
SELECT * FROM vcd_w
-- @case view-column-dependencies-2.3
SELECT * FROM vcd_t

-- @setup
CREATE TABLE vcd_t (a int, b int);
INSERT INTO vcd_t VALUES (1, 2);
CREATE VIEW vcd_s AS SELECT * FROM vcd_t;
ALTER TABLE vcd_t ADD COLUMN c int;

-- @case view-column-dependencies-3.1
ALTER TABLE vcd_t DROP COLUMN c
-- @case view-column-dependencies-3.2
ALTER TABLE vcd_t DROP COLUMN a
-- @case view-column-dependencies-3.3
SELECT * FROM vcd_s
