-- View column defaults (ALTER VIEW … ALTER COLUMN … SET / DROP DEFAULT, was 42809 "is not a table"):
-- INSERT through the view gives a left-out column the view's default, else the base table's;
-- DEFAULT in VALUES likewise; UPDATE … SET c = DEFAULT through a view takes the view's default, else NULL.
-- @setup
CREATE TABLE uvd_b (a int PRIMARY KEY, b text DEFAULT 'base', c int DEFAULT 3);
CREATE VIEW uvd_v AS SELECT a, b, c FROM uvd_b;
CREATE VIEW uvd_plain AS SELECT a, b, c FROM uvd_b;
INSERT INTO uvd_b VALUES (1, 'one', 1);
ALTER VIEW uvd_v ALTER COLUMN b SET DEFAULT 'view';

-- @case updatable-views-defaults-1.1
INSERT INTO uvd_v (a) VALUES (2) RETURNING *
-- @case updatable-views-defaults-1.2
INSERT INTO uvd_v VALUES (3) RETURNING *
-- @case updatable-views-defaults-1.3
INSERT INTO uvd_v VALUES (4, DEFAULT, DEFAULT) RETURNING *
-- @case updatable-views-defaults-1.4
INSERT INTO uvd_v (a, c) SELECT 5, 50 RETURNING *
-- @case updatable-views-defaults-1.5
INSERT INTO uvd_v SELECT 6 RETURNING *
-- @case updatable-views-defaults-1.6
INSERT INTO uvd_v (a, c) VALUES (7, 70), (8, DEFAULT) RETURNING *
-- @case updatable-views-defaults-1.7
UPDATE uvd_v SET b = DEFAULT, c = DEFAULT WHERE a = 1 RETURNING *
-- @case updatable-views-defaults-1.8
UPDATE uvd_plain SET b = DEFAULT WHERE a = 1 RETURNING *
-- @case updatable-views-defaults-1.9
INSERT INTO uvd_plain VALUES (9, DEFAULT) RETURNING *
-- @case updatable-views-defaults-1.10
ALTER VIEW uvd_v ALTER COLUMN nosuch SET DEFAULT 1
-- @case updatable-views-defaults-1.11
ALTER VIEW uvd_v ALTER COLUMN c SET DEFAULT 'not a number'
-- @case updatable-views-defaults-1.12
SELECT column_name, column_default FROM information_schema.columns WHERE table_name = 'uvd_v' ORDER BY ordinal_position
-- @case updatable-views-defaults-1.13
SELECT pg_get_expr(d.adbin, d.adrelid) FROM pg_attrdef d WHERE d.adrelid = 'uvd_v'::regclass

-- @setup
CREATE TABLE uvd_b (a int PRIMARY KEY, b text DEFAULT 'base', c int DEFAULT 3);
CREATE VIEW uvd_v AS SELECT a, b, c FROM uvd_b;
ALTER VIEW uvd_v ALTER COLUMN b SET DEFAULT 'view';
ALTER VIEW uvd_v ALTER COLUMN a SET DEFAULT 100;
ALTER VIEW uvd_v ALTER COLUMN b DROP DEFAULT;

-- @case updatable-views-defaults-2.1
INSERT INTO uvd_v DEFAULT VALUES RETURNING *
-- @case updatable-views-defaults-2.2
INSERT INTO uvd_v (c) VALUES (1) RETURNING *

-- @setup
CREATE TABLE uvd_b (a int PRIMARY KEY, b text DEFAULT 'base', c int DEFAULT 3);
CREATE VIEW uvd_v AS SELECT a, b, c FROM uvd_b WHERE a > 0 WITH LOCAL CHECK OPTION;
ALTER VIEW uvd_v ALTER COLUMN b SET DEFAULT 'inner';
ALTER VIEW uvd_v ALTER COLUMN c SET DEFAULT 30;
CREATE VIEW uvd_w AS SELECT a FROM uvd_v;
CREATE VIEW uvd_u AS SELECT a, c, b FROM uvd_v;
ALTER VIEW uvd_u ALTER COLUMN c SET DEFAULT 300;

-- 3: an inner view's defaults fill what the outer view leaves out or has no default for
-- @case updatable-views-defaults-3.1
INSERT INTO uvd_w VALUES (1) RETURNING *
-- @case updatable-views-defaults-3.2
INSERT INTO uvd_u VALUES (2) RETURNING *
-- @case updatable-views-defaults-3.3
INSERT INTO uvd_u (a, b) VALUES (3, DEFAULT) RETURNING *
-- @case updatable-views-defaults-3.4
INSERT INTO uvd_w SELECT 4 RETURNING *
-- @case updatable-views-defaults-3.5
INSERT INTO uvd_w VALUES (-5)
