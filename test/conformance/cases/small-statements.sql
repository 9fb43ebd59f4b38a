-- Small statements ORMs and test suites run (issue 14): SET CONSTRAINTS with constraint names.
-- @setup
CREATE TABLE ss_parent (id int PRIMARY KEY, u int UNIQUE DEFERRABLE);
CREATE TABLE ss_child (pid int CONSTRAINT ss_child_fk REFERENCES ss_parent DEFERRABLE INITIALLY IMMEDIATE, q int CONSTRAINT ss_child_q_fk REFERENCES ss_parent);
CREATE SCHEMA ss_s;
CREATE TABLE ss_s.t (pid int CONSTRAINT ss_s_fk REFERENCES ss_parent DEFERRABLE);

-- 1: SET CONSTRAINTS name
-- @case small-statements-1.1
SET CONSTRAINTS ss_child_fk DEFERRED
-- @case small-statements-1.2
SET CONSTRAINTS ss_child_fk, ss_s.ss_s_fk, public.ss_parent_u_key IMMEDIATE
-- @case small-statements-1.3
SET CONSTRAINTS no_such_constraint DEFERRED
-- @case small-statements-1.4
SET CONSTRAINTS ss_s.ss_child_fk DEFERRED
-- @case small-statements-1.5
SET CONSTRAINTS no_such_schema.ss_child_fk DEFERRED
-- @case small-statements-1.6
SET CONSTRAINTS ss_child_q_fk DEFERRED
-- @case small-statements-1.7
SET CONSTRAINTS ss_parent_pkey IMMEDIATE
-- @case small-statements-1.8
SET CONSTRAINTS ss_s_fk DEFERRED
-- @setup
CREATE TABLE ss_parent (id int PRIMARY KEY, u int UNIQUE DEFERRABLE);
CREATE TABLE ss_child (pid int CONSTRAINT ss_child_fk REFERENCES ss_parent DEFERRABLE INITIALLY IMMEDIATE, q int CONSTRAINT ss_child_q_fk REFERENCES ss_parent);
SET CONSTRAINTS ss_child_fk DEFERRED;
INSERT INTO ss_child (pid) VALUES (42);
-- @case small-statements-1.9
SELECT pid FROM ss_child
-- @case small-statements-1.10
SET CONSTRAINTS ss_child_fk IMMEDIATE
-- @setup
CREATE TABLE ss_parent (id int PRIMARY KEY, u int UNIQUE DEFERRABLE);
CREATE TABLE ss_child (pid int CONSTRAINT ss_child_fk REFERENCES ss_parent DEFERRABLE INITIALLY IMMEDIATE, q int CONSTRAINT ss_child_q_fk REFERENCES ss_parent);
SET CONSTRAINTS ALL DEFERRED;
INSERT INTO ss_child (pid) VALUES (43);
INSERT INTO ss_parent (id) VALUES (43);
-- @case small-statements-1.11
SET CONSTRAINTS ss_child_fk IMMEDIATE

-- 2: pg_cursors
-- @case small-statements-2.1
SELECT * FROM pg_cursors
-- @setup
CREATE TABLE ss_rows (a int);
DECLARE c1 CURSOR FOR SELECT a FROM ss_rows;
DECLARE c2 BINARY NO SCROLL CURSOR WITH HOLD FOR SELECT a FROM ss_rows ORDER BY a;
DECLARE c3 SCROLL CURSOR FOR SELECT a FROM ss_rows;
-- @case small-statements-2.2
SELECT name, statement, is_holdable, is_binary, is_scrollable, creation_time <= clock_timestamp() FROM pg_cursors ORDER BY name
-- @case small-statements-2.3
SELECT count(*) FROM pg_catalog.pg_cursors WHERE is_holdable

-- 3: GROUP BY ROLLUP / CUBE / GROUPING SETS over output-column aliases
-- @setup
CREATE TABLE ss_sales (region text, product text, qty int);
INSERT INTO ss_sales VALUES ('n', 'a', 1), ('n', 'b', 2), ('s', 'a', 3);
-- @case small-statements-3.1
SELECT region AS r, sum(qty) FROM ss_sales GROUP BY ROLLUP (r) ORDER BY 1
-- @case small-statements-3.2
SELECT region AS r, product AS p, sum(qty), grouping(region, product) FROM ss_sales GROUP BY CUBE (r, p) ORDER BY 1, 2
-- @case small-statements-3.3
SELECT upper(region) AS r, count(*) FROM ss_sales GROUP BY GROUPING SETS ((r), ()) ORDER BY 1
-- @case small-statements-3.4
SELECT region AS product, count(*) FROM ss_sales GROUP BY ROLLUP (product) ORDER BY 1
-- @case small-statements-3.5
SELECT region AS r, product, sum(qty) FROM ss_sales GROUP BY r, ROLLUP (product) ORDER BY 1, 2

-- 4: interval(N) and interval field typmods
-- @case small-statements-4.1
SELECT interval(2) '1.2345 sec', '1.2345 sec'::interval(2), '1 day 1.23456'::interval day to second(3), '-1.5 sec'::interval(0), '2.5 sec'::interval(0)
-- @setup
CREATE TABLE ss_iv (i interval(2), j interval day to second(1), k interval year, l interval hour to minute, m interval minute, n interval year to month, o interval(6));
INSERT INTO ss_iv VALUES ('1.555 s', '3 days 4:05:06.789', '1 year 5 months 3 days', '2 days 3:04:05', '1:02:03.5', '1 year 5 months 3 days', '1.1234567 s');
-- @case small-statements-4.2
SELECT * FROM ss_iv
-- @case small-statements-4.3
SELECT attname, format_type(atttypid, atttypmod), atttypmod FROM pg_attribute WHERE attrelid = 'ss_iv'::regclass AND attnum > 0 ORDER BY attnum
-- @case small-statements-4.4
SELECT '1'::interval(-1)
-- @case small-statements-4.5
SELECT format_type(1186, 2147418115), format_type(1186, -1), format_type(1186, 470286339), pg_typeof('1 s'::interval(3))
-- @case small-statements-4.6
UPDATE ss_iv SET i = i + interval '0.004 s' RETURNING i
