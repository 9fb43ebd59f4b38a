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

-- 7: a write through a view that reads the view (WHERE, RETURNING, an ON CONFLICT arbiter)
-- needs SELECT on every column of the table the view's query reads, as the view's owner
-- (rewriteTargetView keeps the base relation's selectedCols); a plain INSERT does not
-- @setup
CREATE ROLE vs_u1;
CREATE ROLE vs_u2;
GRANT CREATE ON SCHEMA public TO vs_u1, vs_u2;
SET SESSION AUTHORIZATION vs_u1;
CREATE TABLE vs_t (a int UNIQUE, b text, c float);
INSERT INTO vs_t VALUES (1, 'xxx', 1.0);
CREATE VIEW vs_v1 AS SELECT b AS bb, c AS cc, a AS aa FROM vs_t;
GRANT SELECT (aa, bb) ON vs_v1 TO vs_u2;
GRANT INSERT ON vs_v1 TO vs_u2;
GRANT UPDATE (bb) ON vs_v1 TO vs_u2;
GRANT SELECT (a, b) ON vs_t TO vs_u2;
GRANT INSERT (a, b) ON vs_t TO vs_u2;
GRANT UPDATE (a, b) ON vs_t TO vs_u2;
SET SESSION AUTHORIZATION vs_u2;
CREATE VIEW vs_v2 AS SELECT b AS bb, c AS cc, a AS aa FROM vs_t;
CREATE VIEW vs_v3 AS SELECT b AS bb, a AS aa FROM vs_t;
CREATE VIEW vs_v4 AS SELECT aa, bb, cc FROM vs_v1;
CREATE VIEW vs_v5 AS SELECT aa, bb FROM vs_v1;

-- @case views-s25-7.1
INSERT INTO vs_v2 (aa, bb) VALUES (1, 'y') ON CONFLICT (aa) DO UPDATE SET bb = excluded.bb
-- @case views-s25-7.2
INSERT INTO vs_v2 (aa, bb) VALUES (1, 'y') ON CONFLICT (aa) DO NOTHING
-- @case views-s25-7.3
INSERT INTO vs_v2 (aa, bb) VALUES (7, 'y') ON CONFLICT DO NOTHING
-- @case views-s25-7.4
INSERT INTO vs_v2 (aa, bb) VALUES (7, 'y')
-- @case views-s25-7.5
INSERT INTO vs_v2 (aa, bb) VALUES (7, 'y') RETURNING aa
-- @case views-s25-7.6
UPDATE vs_v2 SET bb = 'q' WHERE aa = 1
-- @case views-s25-7.7
INSERT INTO vs_v3 (aa, bb) VALUES (1, 'y') ON CONFLICT (aa) DO UPDATE SET bb = excluded.bb RETURNING *
-- @case views-s25-7.8
UPDATE vs_v3 SET bb = 'q' WHERE aa = 1 RETURNING *
-- @case views-s25-7.9
INSERT INTO vs_v4 (aa, bb) VALUES (1, 'y') ON CONFLICT (aa) DO UPDATE SET bb = excluded.bb
-- @case views-s25-7.10
INSERT INTO vs_v5 (aa, bb) VALUES (1, 'y') ON CONFLICT (aa) DO UPDATE SET bb = excluded.bb RETURNING *
-- @case views-s25-7.11
INSERT INTO vs_v1 (aa, bb) VALUES (1, 'y') ON CONFLICT (aa) DO UPDATE SET bb = excluded.bb
-- @case views-s25-7.12
INSERT INTO vs_v1 (aa, bb) VALUES (1, 'y') ON CONFLICT (aa) DO UPDATE SET bb = excluded.cc::text

-- 8: ON CONFLICT with an arbiter reads the arbiter's columns of a table: SELECT is needed on them
-- @setup
CREATE ROLE vs_u1;
CREATE TABLE vs_t (a int UNIQUE, b text);
CREATE UNIQUE INDEX vs_t_lower ON vs_t (lower(b));
GRANT INSERT ON vs_t TO vs_u1;
SET SESSION AUTHORIZATION vs_u1;

-- @case views-s25-8.1
INSERT INTO vs_t VALUES (1, 'x') ON CONFLICT (a) DO NOTHING
-- @case views-s25-8.2
INSERT INTO vs_t VALUES (1, 'x') ON CONFLICT DO NOTHING
-- @case views-s25-8.3
INSERT INTO vs_t VALUES (1, 'x') ON CONFLICT (lower(b)) DO NOTHING
-- @case views-s25-8.4
INSERT INTO vs_t VALUES (1, 'x') ON CONFLICT ON CONSTRAINT vs_t_a_key DO NOTHING
-- @case views-s25-8.5
INSERT INTO vs_t VALUES (1, 'x')

-- 9: DEFAULT in the VALUES of an INSERT on a relation with rules: a rule action's NEW gets the
-- relation's own column default (a view column's, else NULL: bug #17633), the auto-updatable
-- view's own row the base table's default
-- @setup
CREATE TABLE vs_def (a int, b text DEFAULT 'Table default', c text DEFAULT 'Table default', d text, e text);
CREATE VIEW vs_defv AS SELECT * FROM vs_def;
ALTER VIEW vs_defv ALTER b SET DEFAULT 'View default';
ALTER VIEW vs_defv ALTER d SET DEFAULT 'View default';
CREATE RULE vs_defv_also AS ON INSERT TO vs_defv DO ALSO INSERT INTO vs_def VALUES (new.a, new.b, new.c, new.d, new.e);
CREATE TABLE vs_log (a int, b text DEFAULT 'log default');
CREATE TABLE vs_tab (a int, b text DEFAULT 'tab default');
CREATE RULE vs_tab_log AS ON INSERT TO vs_tab DO ALSO INSERT INTO vs_log VALUES (new.a, new.b);

-- @case views-s25-9.1
INSERT INTO vs_defv VALUES (14, default, default, default, default) RETURNING *
-- @case views-s25-9.2
INSERT INTO vs_tab VALUES (3, default) RETURNING *
-- @case views-s25-9.3
INSERT INTO vs_defv VALUES (15, default, default, default, default), (16, default, default, default, default)
-- @case views-s25-9.4
INSERT INTO vs_defv VALUES (17), (default)
-- @case views-s25-9.5
INSERT INTO vs_tab VALUES (1, default), (2, 'given')
-- @case views-s25-9.6
INSERT INTO vs_tab VALUES (default, default)

-- 10: the rows section 9's statements leave
-- @setup
CREATE TABLE vs_def (a int, b text DEFAULT 'Table default', c text DEFAULT 'Table default', d text, e text);
CREATE VIEW vs_defv AS SELECT * FROM vs_def;
ALTER VIEW vs_defv ALTER b SET DEFAULT 'View default';
ALTER VIEW vs_defv ALTER d SET DEFAULT 'View default';
CREATE RULE vs_defv_also AS ON INSERT TO vs_defv DO ALSO INSERT INTO vs_def VALUES (new.a, new.b, new.c, new.d, new.e);
CREATE TABLE vs_log (a int, b text DEFAULT 'log default');
CREATE TABLE vs_tab (a int, b text DEFAULT 'tab default');
CREATE RULE vs_tab_log AS ON INSERT TO vs_tab DO ALSO INSERT INTO vs_log VALUES (new.a, new.b);
INSERT INTO vs_defv VALUES (14, default, default, default, default);
INSERT INTO vs_defv VALUES (15, default, default, default, default), (16, default, default, default, default);
INSERT INTO vs_defv VALUES (17), (default);
INSERT INTO vs_tab VALUES (1, default), (2, 'given');
INSERT INTO vs_tab VALUES (default, default);

-- @case views-s25-10.1
SELECT * FROM vs_def ORDER BY a, c NULLS LAST, b NULLS LAST
-- @case views-s25-10.2
SELECT * FROM vs_tab ORDER BY a NULLS LAST
-- @case views-s25-10.3
SELECT * FROM vs_log ORDER BY a NULLS LAST

-- 11: `*` over a join's USING columns in view text: the merged column is the side that needs no
-- coercion to the common type (inner join: the left first), else (FULL JOIN, a coerced side of a
-- LEFT/RIGHT join) the join's column by its name alone
-- @setup
CREATE TABLE vs_t2 (a int, b int, c int);
CREATE TABLE vs_t3 (ax int8, b int2, c numeric);
CREATE TABLE vs_t4 (ay int, b int, q int);
CREATE VIEW vs_nat AS SELECT * FROM vs_t2 NATURAL JOIN vs_t3;
CREATE VIEW vs_full AS SELECT * FROM vs_t2 JOIN vs_t3 USING (b, c) FULL JOIN vs_t4 USING (b);
CREATE VIEW vs_left AS SELECT * FROM vs_t2 LEFT JOIN vs_t3 USING (b, c);
CREATE VIEW vs_right AS SELECT * FROM vs_t2 RIGHT JOIN vs_t3 USING (b, c);
CREATE VIEW vs_inner AS SELECT * FROM vs_t3 JOIN vs_t4 USING (b);
CREATE VIEW vs_natfull AS SELECT * FROM vs_t2 NATURAL FULL JOIN vs_t3;
CREATE VIEW vs_named AS SELECT b, c, vs_t3.b AS b3 FROM vs_t2 JOIN vs_t3 USING (b, c);

-- @case views-s25-11.1
SELECT pg_get_viewdef('vs_nat'::regclass, true)
-- @case views-s25-11.2
SELECT pg_get_viewdef('vs_full'::regclass, true)
-- @case views-s25-11.3
SELECT pg_get_viewdef('vs_left'::regclass, true)
-- @case views-s25-11.4
SELECT pg_get_viewdef('vs_right'::regclass, true)
-- @case views-s25-11.5
SELECT pg_get_viewdef('vs_inner'::regclass, true)
-- @case views-s25-11.6
SELECT pg_get_viewdef('vs_natfull'::regclass, true)
-- @case views-s25-11.7
SELECT pg_get_viewdef('vs_named'::regclass)
-- @case views-s25-11.8
SELECT definition FROM pg_views WHERE viewname = 'vs_full'
-- @case views-s25-11.9
SELECT * FROM vs_full

-- 12: REFRESH MATERIALIZED VIEW over rows its unique indexes cannot hold: a plain refresh
-- rebuilds the index (23505 could not create unique index); CONCURRENTLY first refuses two equal
-- rows without nulls (21000)
-- @setup
CREATE TABLE vs_foo (a int, b int);
INSERT INTO vs_foo VALUES (1, 10);
CREATE MATERIALIZED VIEW vs_mv AS SELECT * FROM vs_foo;
CREATE UNIQUE INDEX ON vs_mv (a);
CREATE TABLE vs_bar (a int, b text, c int);
INSERT INTO vs_bar VALUES (1, 'x y', null), (2, 'q', 3);
CREATE MATERIALIZED VIEW vs_mv2 (k, "B", c) AS SELECT * FROM vs_bar;
CREATE UNIQUE INDEX vs_mv2_c ON vs_mv2 (c);
CREATE UNIQUE INDEX vs_mv2_kb ON vs_mv2 ("B", k);
INSERT INTO vs_bar VALUES (1, 'x y', null);

-- @case views-s25-12.1
REFRESH MATERIALIZED VIEW vs_mv
-- @case views-s25-12.2
REFRESH MATERIALIZED VIEW vs_mv2
-- @case views-s25-12.3
REFRESH MATERIALIZED VIEW CONCURRENTLY vs_mv2
-- @case views-s25-12.4
INSERT INTO vs_foo VALUES (1, 10)
-- @case views-s25-12.5
SELECT * FROM vs_mv2 ORDER BY k

-- 13: the same after the rows are duplicated
-- @setup
CREATE TABLE vs_foo (a int, b int);
INSERT INTO vs_foo VALUES (1, 10);
CREATE MATERIALIZED VIEW vs_mv AS SELECT * FROM vs_foo;
CREATE UNIQUE INDEX ON vs_mv (a);
INSERT INTO vs_foo SELECT * FROM vs_foo;

-- @case views-s25-13.1
REFRESH MATERIALIZED VIEW vs_mv
-- @case views-s25-13.2
REFRESH MATERIALIZED VIEW CONCURRENTLY vs_mv
-- @case views-s25-13.3
REFRESH MATERIALIZED VIEW vs_mv WITH NO DATA

-- 14: `x op ANY/ALL` over a scalar sub-SELECT yielding an array keeps the cast written after the
-- sub-SELECT in view text (bare, `ANY ((SELECT …))` would read back as an ANY sub-link)
-- @setup
CREATE VIEW vs_any AS SELECT 'foo'::text = any(array['abc','def','foo']::text[]) c1, 'foo'::text = any((select array['abc','def','foo']::text[])::text[]) c2, 1 = all((select array[1,2])::int[]) c3, 'x' = any(array(select 'y'::text)) c4;

-- @case views-s25-14.1
SELECT pg_get_viewdef('vs_any'::regclass, true)
-- @case views-s25-14.2
SELECT pg_get_viewdef('vs_any'::regclass)
-- @case views-s25-14.3
SELECT definition FROM pg_views WHERE viewname = 'vs_any'
-- @case views-s25-14.4
SELECT * FROM vs_any

-- 15: an INSERT through a view with column defaults naming array elements (b[1], b[2]): the
-- named targets keep their subscripts beside the defaults the view fills
-- @setup
CREATE TABLE vs_arr (a serial, b int[], c text, d text DEFAULT 'Table default');
CREATE VIEW vs_arrv AS SELECT c, a, b FROM vs_arr;
ALTER VIEW vs_arrv ALTER COLUMN c SET DEFAULT 'View default';

-- @case views-s25-15.1
INSERT INTO vs_arrv (b[1], b[2], c, b[5], b[4], a, b[3]) VALUES (1, 2, default, 5, 4, default, 3), (10, 11, 'C value', 14, 13, 100, 12) RETURNING *
-- @case views-s25-15.2
INSERT INTO vs_arrv (b[1], b[2]) VALUES (7, 8) RETURNING a, b, c
-- @case views-s25-15.3
INSERT INTO vs_arrv (b[1], a) SELECT 9, 50 RETURNING *
