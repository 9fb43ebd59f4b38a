-- JOIN … USING and NATURAL JOIN match by PostgreSQL's `=` of the column types, not by the
-- stored form (numeric 1 = 1.0, interval '1 day' = '24 hours', integer = numeric).
-- @setup
CREATE TABLE jue_n1 (k numeric, a text);
CREATE TABLE jue_n2 (k numeric, b text);
CREATE TABLE jue_i (k int, c text);
CREATE TABLE jue_v1 (k interval);
CREATE TABLE jue_v2 (k interval);
CREATE TABLE jue_t (k text);
INSERT INTO jue_n1 VALUES (1, 'x'), (2.50, 'y'), (NULL, 'z');
INSERT INTO jue_n2 VALUES (1.0, 'p'), (2.5, 'q'), (3, 'r');
INSERT INTO jue_i VALUES (1, 'i'), (3, 'j');
INSERT INTO jue_v1 VALUES ('1 day'), ('2 hours');
INSERT INTO jue_v2 VALUES ('24 hours');
INSERT INTO jue_t VALUES ('1');
-- @case join-using-equality-1.1
SELECT * FROM jue_n1 JOIN jue_n2 USING (k) ORDER BY a
-- @case join-using-equality-1.2
SELECT * FROM jue_n1 NATURAL JOIN jue_n2 ORDER BY a
-- @case join-using-equality-1.3
SELECT * FROM jue_n1 FULL JOIN jue_n2 USING (k) ORDER BY a, b
-- @case join-using-equality-1.4
SELECT * FROM jue_n1 LEFT JOIN jue_n2 USING (k) ORDER BY a
-- @case join-using-equality-1.5
SELECT * FROM jue_n2 RIGHT JOIN jue_n1 USING (k) ORDER BY a
-- @case join-using-equality-1.6
SELECT * FROM jue_i JOIN jue_n2 USING (k) ORDER BY c
-- @case join-using-equality-1.7
SELECT * FROM jue_v1 NATURAL JOIN jue_v2
-- @case join-using-equality-1.8
SELECT * FROM jue_t JOIN jue_i USING (k)
-- @case join-using-equality-1.9
SELECT count(*) FROM jue_n1 x JOIN jue_n1 y USING (k, a)
