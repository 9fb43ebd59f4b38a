-- WITH [LOCAL | CASCADED] CHECK OPTION on automatically updatable views (was 0A000): a row an
-- INSERT / UPDATE writes through the view must satisfy the view's WHERE (44000 naming the view,
-- with the base table's row as DETAIL); CASCADED checks the views below too, LOCAL only its own;
-- ALTER VIEW … SET (check_option = …); the check option needs an automatically updatable view.
-- @setup
CREATE TABLE uvc_b (a int PRIMARY KEY, b int DEFAULT 5, c text);
INSERT INTO uvc_b VALUES (1, 1, 'one');
CREATE VIEW uvc_1 AS SELECT * FROM uvc_b WHERE a > 0 WITH CHECK OPTION;
CREATE VIEW uvc_2 AS SELECT a, b FROM uvc_1 WHERE b < 10 WITH LOCAL CHECK OPTION;
CREATE VIEW uvc_3 AS SELECT a, b FROM uvc_1 WHERE b < 10;
CREATE VIEW uvc_4 AS SELECT a, b FROM uvc_3 WHERE a < 100 WITH CASCADED CHECK OPTION;
CREATE VIEW uvc_0 AS SELECT a, b FROM uvc_b WHERE a > 0;
CREATE VIEW uvc_5 AS SELECT a, b FROM uvc_0 WHERE b < 10 WITH LOCAL CHECK OPTION;

-- 1: INSERT
-- @case updatable-views-check-option-1.1
INSERT INTO uvc_1 VALUES (2, 2, 'two') RETURNING *
-- @case updatable-views-check-option-1.2
INSERT INTO uvc_1 VALUES (-2, 2, 'minus two')
-- @case updatable-views-check-option-1.3
INSERT INTO uvc_1 (a) VALUES (0)
-- @case updatable-views-check-option-1.4
INSERT INTO uvc_2 VALUES (3, 20)
-- @case updatable-views-check-option-1.5
INSERT INTO uvc_2 VALUES (-3, 1)
-- @case updatable-views-check-option-1.6
INSERT INTO uvc_3 VALUES (-4, 1)
-- @case updatable-views-check-option-1.7
INSERT INTO uvc_3 VALUES (4, 50) RETURNING a, b
-- @case updatable-views-check-option-1.8
INSERT INTO uvc_4 VALUES (5, 50)
-- @case updatable-views-check-option-1.9
INSERT INTO uvc_4 VALUES (-5, 1)
-- @case updatable-views-check-option-1.10
INSERT INTO uvc_4 VALUES (500, 1)
-- @case updatable-views-check-option-1.11
INSERT INTO uvc_4 VALUES (6, 1) RETURNING *
-- @case updatable-views-check-option-1.12
INSERT INTO uvc_5 VALUES (-7, 1) RETURNING *
-- @case updatable-views-check-option-1.13
INSERT INTO uvc_5 VALUES (7, 70)
-- @case updatable-views-check-option-1.14
INSERT INTO uvc_1 SELECT g, g, 'g' FROM generate_series(-1, 1) g
-- @case updatable-views-check-option-1.15
INSERT INTO uvc_1 (a, b) VALUES (8, 8), (9, 9)

-- 2: UPDATE
-- @case updatable-views-check-option-2.1
UPDATE uvc_1 SET a = -a
-- @case updatable-views-check-option-2.2
UPDATE uvc_2 SET b = 100
-- @case updatable-views-check-option-2.3
UPDATE uvc_4 SET b = b + 1 RETURNING a, b
-- @case updatable-views-check-option-2.4
UPDATE uvc_4 SET b = 10
-- @case updatable-views-check-option-2.5
UPDATE uvc_3 SET b = 10
-- @case updatable-views-check-option-2.6
UPDATE uvc_1 SET c = 'changed' WHERE a = 1 RETURNING c
-- @case updatable-views-check-option-2.7
DELETE FROM uvc_4 RETURNING *

-- 3: the option in the catalogs, ALTER VIEW, and views that cannot have it
-- @case updatable-views-check-option-3.1
SELECT relname, reloptions FROM pg_class WHERE relname LIKE 'uvc\_%' ORDER BY 1
-- @case updatable-views-check-option-3.2
SELECT table_name, check_option FROM information_schema.views WHERE table_name LIKE 'uvc\_%' ORDER BY 1
-- @case updatable-views-check-option-3.3
CREATE VIEW uvc_bad AS SELECT a FROM uvc_b LIMIT 1 WITH CHECK OPTION
-- @case updatable-views-check-option-3.4
CREATE VIEW uvc_bad AS SELECT DISTINCT a FROM uvc_b WITH LOCAL CHECK OPTION
-- @case updatable-views-check-option-3.5
CREATE VIEW uvc_bad WITH (check_option = local) AS SELECT a FROM uvc_b
-- @case updatable-views-check-option-3.6
CREATE VIEW uvc_bad WITH (check_option = here) AS SELECT a FROM uvc_b
-- @case updatable-views-check-option-3.7
ALTER VIEW uvc_3 SET (check_option = local)
-- @case updatable-views-check-option-3.8
ALTER VIEW uvc_1 RESET (check_option)

-- @setup
CREATE TABLE uvc_b (a int PRIMARY KEY, b int DEFAULT 5, c text);
CREATE VIEW uvc_1 AS SELECT * FROM uvc_b WHERE a > 0 WITH CHECK OPTION;
CREATE VIEW uvc_3 AS SELECT a, b FROM uvc_1 WHERE b < 10;
ALTER VIEW uvc_3 SET (check_option = local);
ALTER VIEW uvc_1 RESET (check_option);

-- 4: after ALTER VIEW: uvc_3 checks its own condition, uvc_1 none
-- @case updatable-views-check-option-4.1
INSERT INTO uvc_3 VALUES (1, 20)
-- @case updatable-views-check-option-4.2
INSERT INTO uvc_3 VALUES (-1, 1) RETURNING *
-- @case updatable-views-check-option-4.3
INSERT INTO uvc_1 VALUES (-2, 2, 'no check') RETURNING *
-- @case updatable-views-check-option-4.4
SELECT table_name, check_option FROM information_schema.views WHERE table_name LIKE 'uvc\_%' ORDER BY 1
