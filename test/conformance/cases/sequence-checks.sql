-- lastval() after its sequence was dropped (55000, as PostgreSQL's lastval: the relation is gone).
-- @setup
CREATE SEQUENCE sqc_a;
SELECT nextval('sqc_a');
DROP SEQUENCE sqc_a;
-- @case sequence-checks-1.1
SELECT lastval()

-- 2: a dropped sequence replaced by one of the same name: lastval is still undefined
-- @setup
CREATE SEQUENCE sqc_b;
SELECT nextval('sqc_b');
DROP SEQUENCE sqc_b;
CREATE SEQUENCE sqc_b;
-- @case sequence-checks-2.1
SELECT lastval()
-- @case sequence-checks-2.2
SELECT currval('sqc_b')

-- 3: the last-used sequence dropped, another one used before it still there
-- @setup
CREATE SEQUENCE sqc_c;
CREATE SEQUENCE sqc_d;
SELECT nextval('sqc_c');
SELECT nextval('sqc_d');
DROP SEQUENCE sqc_d;
-- @case sequence-checks-3.1
SELECT lastval()
-- @case sequence-checks-3.2
SELECT currval('sqc_c')

-- 4: nextval/setval in a read-only transaction (25006); currval and lastval still answer
-- @setup
CREATE SEQUENCE sqc_e;
SELECT nextval('sqc_e');
SET TRANSACTION READ ONLY;
-- @case sequence-checks-4.1
SELECT nextval('sqc_e')
-- @case sequence-checks-4.2
SELECT setval('sqc_e', 10)
-- @case sequence-checks-4.3
SELECT setval('sqc_e', 10, false)
-- @case sequence-checks-4.4
SELECT currval('sqc_e'), lastval()
-- @case sequence-checks-4.5
SELECT last_value, is_called FROM sqc_e

-- 5: a temporary sequence may be written in a read-only transaction
-- @setup
CREATE TEMP SEQUENCE sqc_t;
CREATE TEMP TABLE sqc_tt (id serial, v int);
SET TRANSACTION READ ONLY;
-- @case sequence-checks-5.1
SELECT nextval('sqc_t')
-- @case sequence-checks-5.2
SELECT setval('sqc_t', 7)
-- @case sequence-checks-5.3
INSERT INTO sqc_tt (v) VALUES (1) RETURNING id, v

-- 6: privileges: USAGE only (nextval, currval, lastval yes; setval and reading it as a table no)
-- @setup
CREATE ROLE regress_sqc_user;
CREATE SEQUENCE sqc_p;
GRANT USAGE ON SEQUENCE sqc_p TO regress_sqc_user;
SET LOCAL ROLE regress_sqc_user;
-- @case sequence-checks-6.1
SELECT nextval('sqc_p'), currval('sqc_p'), lastval()
-- @case sequence-checks-6.2
SELECT setval('sqc_p', 5)
-- @case sequence-checks-6.3
SELECT last_value FROM sqc_p

-- 7: SELECT only: currval and reading it as a table; not nextval nor setval
-- @setup
CREATE ROLE regress_sqc_user;
CREATE SEQUENCE sqc_p;
SELECT nextval('sqc_p');
GRANT SELECT ON SEQUENCE sqc_p TO regress_sqc_user;
SET LOCAL ROLE regress_sqc_user;
-- @case sequence-checks-7.1
SELECT nextval('sqc_p')
-- @case sequence-checks-7.2
SELECT currval('sqc_p'), lastval()
-- @case sequence-checks-7.3
SELECT setval('sqc_p', 5)
-- @case sequence-checks-7.4
SELECT last_value, is_called FROM sqc_p

-- 8: UPDATE only: nextval and setval; not currval, lastval nor reading it as a table
-- @setup
CREATE ROLE regress_sqc_user;
CREATE SEQUENCE sqc_p;
GRANT UPDATE ON SEQUENCE sqc_p TO regress_sqc_user;
SET LOCAL ROLE regress_sqc_user;
-- @case sequence-checks-8.1
SELECT nextval('sqc_p')
-- @case sequence-checks-8.2
SELECT setval('sqc_p', 5)
-- @case sequence-checks-8.3
SELECT last_value FROM sqc_p

-- 9: no privilege at all: every function is refused (the privilege is checked before currval's state)
-- @setup
CREATE ROLE regress_sqc_user;
CREATE SEQUENCE sqc_p;
SET LOCAL ROLE regress_sqc_user;
-- @case sequence-checks-9.1
SELECT nextval('sqc_p')
-- @case sequence-checks-9.2
SELECT currval('sqc_p')
-- @case sequence-checks-9.3
SELECT setval('sqc_p', 5)
-- @case sequence-checks-9.4
SELECT nextval('sqc_' || 'p')

-- 10: serial columns: an INSERT drawing from a sequence the role may not use is refused
-- @setup
CREATE ROLE regress_sqc_user;
CREATE TABLE sqc_s1 (id serial, v int);
CREATE TABLE sqc_s2 (id serial PRIMARY KEY, v int);
GRANT INSERT, SELECT ON sqc_s1, sqc_s2 TO regress_sqc_user;
SET LOCAL ROLE regress_sqc_user;
-- @case sequence-checks-10.1
INSERT INTO sqc_s1 (v) VALUES (1)
-- @case sequence-checks-10.2
INSERT INTO sqc_s2 (v) VALUES (1)
-- @case sequence-checks-10.3
INSERT INTO sqc_s2 (v) VALUES (1), (2)
-- @case sequence-checks-10.4
INSERT INTO sqc_s2 (v) SELECT 1
-- @case sequence-checks-10.5
SELECT nextval('sqc_s2_id_seq')
-- @case sequence-checks-10.6
SELECT setval('sqc_s2_id_seq', 3)
-- @case sequence-checks-10.7
INSERT INTO sqc_s2 (id, v) VALUES (5, 1) RETURNING id

-- 11: the same with USAGE granted on the sequences
-- @setup
CREATE ROLE regress_sqc_user;
CREATE TABLE sqc_s1 (id serial, v int);
CREATE TABLE sqc_s2 (id serial PRIMARY KEY, v int);
GRANT INSERT, SELECT ON sqc_s1, sqc_s2 TO regress_sqc_user;
GRANT USAGE ON SEQUENCE sqc_s1_id_seq, sqc_s2_id_seq TO regress_sqc_user;
SET LOCAL ROLE regress_sqc_user;
-- @case sequence-checks-11.1
INSERT INTO sqc_s1 (v) VALUES (1) RETURNING id, v
-- @case sequence-checks-11.2
INSERT INTO sqc_s2 (v) VALUES (1), (2) RETURNING id, v
