-- A temporary table may inherit from a temporary table (only a permanent one may not).
-- @setup
CREATE TEMP TABLE cti_p (f1 int, f2 text);
INSERT INTO cti_p VALUES (1, 'parent');
CREATE TEMP TABLE cti_c (fc int) INHERITS (cti_p);
INSERT INTO cti_c VALUES (2, 'child', -2);
-- @case core1-temp-inherit-1.1 ordered
SELECT * FROM cti_p ORDER BY f1
-- @case core1-temp-inherit-1.2
SELECT * FROM cti_c
-- @case core1-temp-inherit-1.3 ordered
UPDATE cti_p SET f1 = f1 * 10 RETURNING *
-- @case core1-temp-inherit-1.4
CREATE TABLE cti_perm () INHERITS (cti_p)
-- @case core1-temp-inherit-1.5
SELECT count(*) FROM ONLY cti_p
