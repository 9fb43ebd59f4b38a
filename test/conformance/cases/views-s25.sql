-- Views, session 25: what PostgreSQL 15's updatable_views.sql / matview.sql check and pgsqlite
-- answered differently. Each case runs inside BEGIN … ROLLBACK.

-- 1: a read-only view column with a default of its own (rewriteTargetListIU gives it to an
-- INSERT that leaves it out; rewriteTargetView then refuses it), through nested views too
-- @setup
CREATE TABLE vs_base (a int PRIMARY KEY, b text DEFAULT 'Unspecified');
CREATE VIEW vs_ro AS SELECT a, upper(b) FROM vs_base;
ALTER VIEW vs_ro ALTER COLUMN upper SET DEFAULT 'NOT SET';
CREATE VIEW vs_over AS SELECT a FROM vs_ro;
CREATE VIEW vs_plain AS SELECT a, upper(b) AS up, b FROM vs_base;

-- @case views-s25-1.1
INSERT INTO vs_ro (a) VALUES (4)
-- @case views-s25-1.2
INSERT INTO vs_ro VALUES (4)
-- @case views-s25-1.3
INSERT INTO vs_ro SELECT 4
-- @case views-s25-1.4
INSERT INTO vs_over VALUES (4)
-- @case views-s25-1.5
INSERT INTO vs_over (a) SELECT g FROM generate_series(1, 3) g
-- @case views-s25-1.6
INSERT INTO vs_ro (a, upper) VALUES (4, 'X')
-- @case views-s25-1.7
UPDATE vs_ro SET a = a + 1
-- @case views-s25-1.8
DELETE FROM vs_ro
-- @case views-s25-1.9
INSERT INTO vs_plain (a) VALUES (4) RETURNING *
-- @case views-s25-1.10
INSERT INTO vs_plain (a, b) VALUES (4, 'x') RETURNING up

-- 2: which read-only column an INSERT through nested views is refused for: the written view's
-- own columns are checked before those of the views below
-- @setup
CREATE TABLE vs_f (a float);
CREATE VIEW vs_v1 AS SELECT ctid, sin(a) s, a, cos(a) c FROM vs_f WHERE a != 0;
CREATE VIEW vs_v2 AS SELECT s, c, s/c t, a base_a, ctid FROM vs_v1;
CREATE VIEW vs_v3 AS SELECT s, c, s/c t, ctid FROM vs_v1;

-- @case views-s25-2.1
INSERT INTO vs_v2 VALUES (null, null, null, 1.1, null)
-- @case views-s25-2.2
INSERT INTO vs_v2 (s, c, base_a) VALUES (null, null, 1.1)
-- @case views-s25-2.3
INSERT INTO vs_v3 VALUES (null, null, null, null)
-- @case views-s25-2.4
INSERT INTO vs_v3 (s) VALUES (null)
-- @case views-s25-2.5
INSERT INTO vs_v3 (ctid, t) VALUES (null, null)
-- @case views-s25-2.6
INSERT INTO vs_v2 (base_a) VALUES (1.1) RETURNING base_a

-- 3: a security_invoker view read or written through an ordinary view: its relations are
-- checked as the user running the statement, not as the outer view's owner (here the owner of
-- the outer view, vs_u2, holds privileges on the table and runs the statement)
-- @setup
CREATE ROLE vs_u1;
CREATE ROLE vs_u2;
CREATE ROLE vs_u3;
GRANT CREATE ON SCHEMA public TO vs_u1, vs_u2;
CREATE TABLE vs_t (a int, b text, c float);
INSERT INTO vs_t VALUES (1, 'Row 1', 1.0);
SET SESSION AUTHORIZATION vs_u1;
CREATE VIEW vs_inv WITH (security_invoker = true) AS SELECT b AS bb, c AS cc, a AS aa FROM vs_t;
GRANT SELECT ON vs_inv TO vs_u2;
GRANT UPDATE (bb, cc) ON vs_inv TO vs_u2;
SET SESSION AUTHORIZATION vs_u2;
CREATE VIEW vs_outer AS SELECT cc AS ccc, aa AS aaa, bb AS bbb FROM vs_inv;
GRANT SELECT, UPDATE ON vs_outer TO vs_u3;
RESET SESSION AUTHORIZATION;
GRANT SELECT ON vs_t TO vs_u2;
GRANT UPDATE (a, c) ON vs_t TO vs_u2;
SET SESSION AUTHORIZATION vs_u2;

-- @case views-s25-3.1
SELECT * FROM vs_outer
-- @case views-s25-3.2
UPDATE vs_outer SET ccc = ccc
-- @case views-s25-3.3
UPDATE vs_outer SET bbb = bbb
-- @case views-s25-3.4
UPDATE vs_outer SET aaa = aaa

-- 4: the outer view's owner holds privileges on the table; its reader vs_u3 holds none
-- @setup
CREATE ROLE vs_u1;
CREATE ROLE vs_u2;
CREATE ROLE vs_u3;
GRANT CREATE ON SCHEMA public TO vs_u1, vs_u2;
CREATE TABLE vs_t (a int, b text, c float);
INSERT INTO vs_t VALUES (1, 'Row 1', 1.0);
SET SESSION AUTHORIZATION vs_u1;
CREATE VIEW vs_inv WITH (security_invoker = true) AS SELECT b AS bb, c AS cc, a AS aa FROM vs_t;
GRANT SELECT ON vs_inv TO vs_u2;
GRANT UPDATE (bb, cc) ON vs_inv TO vs_u2;
SET SESSION AUTHORIZATION vs_u2;
CREATE VIEW vs_outer AS SELECT cc AS ccc, aa AS aaa, bb AS bbb FROM vs_inv;
GRANT SELECT, UPDATE ON vs_outer TO vs_u3;
RESET SESSION AUTHORIZATION;
GRANT SELECT ON vs_t TO vs_u2;
GRANT UPDATE (a, c) ON vs_t TO vs_u2;
SET SESSION AUTHORIZATION vs_u3;

-- @case views-s25-4.1
SELECT * FROM vs_outer
-- @case views-s25-4.2
UPDATE vs_outer SET ccc = ccc
-- @case views-s25-4.3
SELECT count(*) FROM vs_outer

-- 5: the reader vs_u3 holds privileges on the table; the outer view's owner holds none
-- @setup
CREATE ROLE vs_u1;
CREATE ROLE vs_u2;
CREATE ROLE vs_u3;
GRANT CREATE ON SCHEMA public TO vs_u1, vs_u2;
CREATE TABLE vs_t (a int, b text, c float);
INSERT INTO vs_t VALUES (1, 'Row 1', 1.0);
SET SESSION AUTHORIZATION vs_u1;
CREATE VIEW vs_inv WITH (security_invoker = true) AS SELECT b AS bb, c AS cc, a AS aa FROM vs_t;
GRANT SELECT ON vs_inv TO vs_u2;
GRANT UPDATE (bb, cc) ON vs_inv TO vs_u2;
SET SESSION AUTHORIZATION vs_u2;
CREATE VIEW vs_outer AS SELECT cc AS ccc, aa AS aaa, bb AS bbb FROM vs_inv;
GRANT SELECT, UPDATE ON vs_outer TO vs_u3;
RESET SESSION AUTHORIZATION;
GRANT SELECT ON vs_t TO vs_u3;
GRANT UPDATE (a, c) ON vs_t TO vs_u3;
SET SESSION AUTHORIZATION vs_u3;

-- @case views-s25-5.1
SELECT * FROM vs_outer
-- @case views-s25-5.2
UPDATE vs_outer SET ccc = ccc
-- @case views-s25-5.3
UPDATE vs_outer SET aaa = aaa
-- @case views-s25-5.4
UPDATE vs_outer SET bbb = bbb

-- 6: as 5, run by the outer view's owner
-- @setup
CREATE ROLE vs_u1;
CREATE ROLE vs_u2;
CREATE ROLE vs_u3;
GRANT CREATE ON SCHEMA public TO vs_u1, vs_u2;
CREATE TABLE vs_t (a int, b text, c float);
INSERT INTO vs_t VALUES (1, 'Row 1', 1.0);
SET SESSION AUTHORIZATION vs_u1;
CREATE VIEW vs_inv WITH (security_invoker = true) AS SELECT b AS bb, c AS cc, a AS aa FROM vs_t;
GRANT SELECT ON vs_inv TO vs_u2;
GRANT UPDATE (bb, cc) ON vs_inv TO vs_u2;
SET SESSION AUTHORIZATION vs_u2;
CREATE VIEW vs_outer AS SELECT cc AS ccc, aa AS aaa, bb AS bbb FROM vs_inv;
GRANT SELECT, UPDATE ON vs_outer TO vs_u3;
RESET SESSION AUTHORIZATION;
GRANT SELECT ON vs_t TO vs_u3;
GRANT UPDATE (a, c) ON vs_t TO vs_u3;
SET SESSION AUTHORIZATION vs_u2;

-- @case views-s25-6.1
SELECT * FROM vs_outer
-- @case views-s25-6.2
UPDATE vs_outer SET ccc = ccc
