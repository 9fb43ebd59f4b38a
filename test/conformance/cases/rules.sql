-- CREATE RULE / DROP RULE and INSERT/UPDATE/DELETE rewritten by rules as PostgreSQL's rewriter
-- does: DO ALSO / INSTEAD, INSTEAD NOTHING, conditional rules, RETURNING from INSTEAD rules,
-- rules on views, data-modifying WITH, and the catalog (pg_rules, pg_rewrite, relhasrules).
-- @setup
CREATE TABLE rl_foo (f1 int, f2 text, f3 int);
CREATE VIEW rl_voo AS SELECT f1, f2 FROM rl_foo;
INSERT INTO rl_foo VALUES (1, 'one', 10), (2, 'two', 20), (3, 'three', 30);
CREATE RULE rl_voo_i AS ON INSERT TO rl_voo DO INSTEAD INSERT INTO rl_foo VALUES (new.*, 57) RETURNING f1, f2;
CREATE RULE rl_voo_u AS ON UPDATE TO rl_voo DO INSTEAD UPDATE rl_foo SET f1 = new.f1, f2 = new.f2 WHERE f1 = old.f1 RETURNING f1, f2;
CREATE RULE rl_voo_d AS ON DELETE TO rl_voo DO INSTEAD DELETE FROM rl_foo WHERE f1 = old.f1 RETURNING f1, f2;
CREATE TABLE rl_t (a int, b text DEFAULT 'dflt');
CREATE TABLE rl_log (op text, a int, b text);
INSERT INTO rl_t VALUES (5, 'five');
CREATE RULE rl_t_ins AS ON INSERT TO rl_t DO ALSO INSERT INTO rl_log VALUES ('ins', new.a, new.b);
CREATE RULE rl_t_upd AS ON UPDATE TO rl_t WHERE new.a > 100 DO INSTEAD INSERT INTO rl_log VALUES ('big', new.a, old.b);
CREATE RULE rl_t_del AS ON DELETE TO rl_t DO INSTEAD NOTHING;
-- @case rules-1.1
INSERT INTO rl_voo VALUES (11, 'zit')
-- @case rules-1.2
INSERT INTO rl_voo VALUES (12, 'zoo'), (13, 'zap') RETURNING *, f1 * 2 AS twice
-- @case rules-1.3
UPDATE rl_voo SET f1 = f1 + 100 WHERE f2 LIKE 't%' RETURNING f1, rl_voo.f2
-- @case rules-1.4
DELETE FROM rl_voo WHERE f1 = 2 RETURNING *
-- @case rules-1.5
INSERT INTO rl_t VALUES (1), (2)
-- @case rules-1.6
INSERT INTO rl_t (a) SELECT g FROM generate_series(7, 9) g RETURNING *
-- @case rules-1.7
UPDATE rl_t SET a = a + 1000
-- @case rules-1.8
UPDATE rl_t SET a = a + 1
-- @case rules-1.9
DELETE FROM rl_t
-- @case rules-1.10 ordered
SELECT rulename, tablename, schemaname FROM pg_rules WHERE tablename LIKE 'rl_%' ORDER BY 1
-- @case rules-1.11 ordered
SELECT rulename, ev_class::regclass::text, ev_type, ev_enabled, is_instead FROM pg_rewrite WHERE rulename LIKE 'rl_%' ORDER BY 1
-- @case rules-1.12 ordered
SELECT relname, relhasrules FROM pg_class WHERE relname IN ('rl_t', 'rl_log', 'rl_voo') ORDER BY 1
-- @case rules-1.13
CREATE RULE rl_bad AS ON INSERT TO rl_t DO INSERT INTO rl_log VALUES ('x', old.a)
-- @case rules-1.14
CREATE RULE rl_t_ins AS ON INSERT TO rl_t DO NOTHING
-- @case rules-1.15
CREATE RULE rl_voo_x AS ON UPDATE TO rl_voo DO INSTEAD UPDATE rl_foo SET f1 = new.f1 RETURNING *
-- @case rules-1.16
DROP RULE rl_nosuch ON rl_t
-- @case rules-1.17
DROP RULE IF EXISTS rl_nosuch ON rl_t
-- @case rules-1.18
CREATE RULE rl_bad AS ON INSERT TO rl_nosuch DO NOTHING
-- @case rules-1.19
UPDATE rl_t SET a = 1 RETURNING *
-- @case rules-1.20
WITH w AS (DELETE FROM rl_voo WHERE f1 = 1 RETURNING *) SELECT * FROM w
-- @case rules-1.21
WITH w AS (DELETE FROM rl_t) SELECT 1
-- @case rules-1.22
WITH w AS (INSERT INTO rl_t VALUES (1)) SELECT 1
-- @case rules-1.23
WITH w AS (UPDATE rl_t SET a = 1) SELECT 1
-- @case rules-1.24
DROP RULE rl_t_del ON rl_t
-- @setup
CREATE TABLE rl_t (a int, b text DEFAULT 'dflt');
CREATE TABLE rl_log (op text, a int, b text);
INSERT INTO rl_t VALUES (5, 'five');
CREATE RULE rl_t_ins AS ON INSERT TO rl_t DO ALSO INSERT INTO rl_log VALUES ('ins', new.a, new.b);
CREATE RULE rl_t_upd AS ON UPDATE TO rl_t WHERE new.a > 100 DO INSTEAD INSERT INTO rl_log VALUES ('big', new.a, old.b);
CREATE RULE rl_t_del AS ON DELETE TO rl_t DO INSTEAD NOTHING;
INSERT INTO rl_t VALUES (1), (2);
INSERT INTO rl_t (a, b) SELECT g, 'g' || g FROM generate_series(7, 8) g;
UPDATE rl_t SET a = a * 100 WHERE a < 3 OR a = 8;
DELETE FROM rl_t;
-- @case rules-2.1 ordered
SELECT * FROM rl_t ORDER BY a
-- @case rules-2.2 ordered
SELECT * FROM rl_log ORDER BY op, a
-- @setup
CREATE TABLE rl_y (a int);
INSERT INTO rl_y VALUES (1), (2), (3);
CREATE TABLE rl_z (a int);
INSERT INTO rl_z VALUES (4), (5);
CREATE RULE rl_y_del AS ON DELETE TO rl_y DO INSTEAD INSERT INTO rl_y VALUES (42) RETURNING *;
CREATE RULE rl_z_ins AS ON INSERT TO rl_z DO INSTEAD INSERT INTO rl_y VALUES (new.a * 10);
-- @case rules-3.1
WITH t AS (DELETE FROM rl_y RETURNING *) SELECT * FROM t
-- @case rules-3.2
DELETE FROM rl_y WHERE a > 1
-- @case rules-3.3
WITH t AS (DELETE FROM rl_z WHERE a = 5 RETURNING a) INSERT INTO rl_z SELECT a FROM t
-- @case rules-3.4
INSERT INTO rl_z VALUES (7), (8)
