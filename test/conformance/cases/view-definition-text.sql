-- A view's stored text is PostgreSQL's ruleutils.c text (pg_get_viewdef): every column qualified by
-- its range name, `*` expanded, implicit casts and literal types shown, IN / BETWEEN / LIKE as
-- the parser rewrites them, JOIN trees, subqueries, set operations, CTEs, window functions and
-- aggregates laid out as ruleutils does. pg_get_viewdef(oid) (pg_dump, pg_views,
-- information_schema.views) parenthesizes every operator; pg_get_viewdef(oid, true) (psql's \d+)
-- only where needed.

-- @setup
CREATE TABLE vdx_t1 (id int PRIMARY KEY, a int, b text, n numeric(10,2), f float8, v varchar(20), c char(3), d date, ts timestamp, bi bigint, si smallint, tags text[], info jsonb);
CREATE TABLE vdx_t2 (id int, t1_id int, x text, amt numeric);
CREATE VIEW vdx_where AS SELECT a, b FROM vdx_t1 WHERE a > 5 AND b = 'x' OR v = 'y';
CREATE VIEW vdx_casts AS SELECT vdx_t1.a + 1.5 AS s, f * a AS fa, n + 1 AS n1, bi = a AS e, si + 1 AS s1, c = 'ab' AS ce, d > '2020-01-01' AS dd, ts > now() - interval '1 day' AS tt, a % bi AS m, f + n AS fn, -1 AS neg, -1.5 AS negn, 2.5 AS pn, 'abc' AS lit, 1e10 AS big, 3000000000 AS i8, true AS bt, NULL AS nl, NULL::int AS ni, a / 2 * 3 - (a - 1) AS ar FROM vdx_t1;
CREATE VIEW vdx_joins AS SELECT vdx_t1.id, vdx_t2.x FROM vdx_t1 JOIN vdx_t2 ON vdx_t1.id = vdx_t2.t1_id LEFT JOIN vdx_t2 t3 ON t3.id = vdx_t1.id;
CREATE VIEW vdx_using AS SELECT * FROM vdx_t1 NATURAL JOIN vdx_t2;
CREATE VIEW vdx_cross AS SELECT a, q FROM vdx_t1 CROSS JOIN vdx_t2 AS z(q, w);
CREATE VIEW vdx_full AS SELECT a.id, b.id AS bid FROM vdx_t1 a FULL JOIN vdx_t2 b ON a.a = b.id RIGHT JOIN vdx_t2 c ON c.id = b.id;
CREATE VIEW vdx_group AS SELECT a, count(*), sum(n) FILTER (WHERE a > 1), max(b ORDER BY b) FROM vdx_t1 GROUP BY a HAVING count(*) > 1 ORDER BY 2 DESC LIMIT 5;
CREATE VIEW vdx_distinct_on AS SELECT DISTINCT ON (a) a, b FROM vdx_t1 ORDER BY a, b;
CREATE VIEW vdx_setops AS SELECT a FROM vdx_t1 UNION SELECT id FROM vdx_t2 EXCEPT SELECT 3;
CREATE VIEW vdx_intersect AS SELECT a FROM vdx_t1 INTERSECT ALL SELECT id FROM vdx_t2 ORDER BY 1 LIMIT 3 OFFSET 1;
CREATE VIEW vdx_cte AS WITH c AS (SELECT a FROM vdx_t1) SELECT * FROM c WHERE a IN (SELECT id FROM vdx_t2);
CREATE VIEW vdx_recursive AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 10) SELECT n FROM r;
CREATE VIEW vdx_window AS SELECT a, row_number() OVER (PARTITION BY b ORDER BY a), sum(a) OVER w, rank() OVER (ORDER BY a ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS rk FROM vdx_t1 WINDOW w AS (ORDER BY id);
CREATE VIEW vdx_case AS SELECT CASE WHEN a > 1 THEN 'x' WHEN a IS NULL THEN NULL ELSE b END AS cs, CASE a WHEN 1 THEN 'one' ELSE 'other' END AS cs2, coalesce(a, 0) AS co, a::text AS at, cast(b AS int) AS bi, nullif(a, 1) AS nu, greatest(a, 2) AS g FROM vdx_t1;
CREATE VIEW vdx_sublinks AS SELECT exists(SELECT 1 FROM vdx_t2 WHERE vdx_t2.id = vdx_t1.id) AS ex, (SELECT max(id) FROM vdx_t2) AS sc FROM vdx_t1 WHERE a = ANY (ARRAY[1, 2]) AND b = ANY ('{x,y}') AND a > ALL (SELECT id FROM vdx_t2) AND NOT EXISTS (SELECT 1 FROM vdx_t2);
CREATE VIEW vdx_rewrites AS SELECT a BETWEEN 1 AND 3 AS bt, b LIKE 'x%' AS lk, a IN (1, 2, 3) AS inn, NOT (a > 1) AS nt, b || 'x' AS cat, -a AS na, a IS NOT NULL AS nn, b NOT LIKE 'y' AS nl, b ILIKE 'z' AS il, a NOT IN (1, 2) AS nin, a IS DISTINCT FROM 3 AS dis, a IN (a, 1, 2) AS mix FROM vdx_t1;
CREATE VIEW vdx_lateral AS SELECT * FROM (SELECT a, b FROM vdx_t1 WHERE a > 1) s JOIN LATERAL (SELECT x FROM vdx_t2 WHERE vdx_t2.id = s.a) l ON true;
CREATE VIEW vdx_functions AS SELECT upper(v) AS uv, round(n, 1) AS r, length(v) AS lv, to_char(ts, 'YYYY') AS tc, date_trunc('day', ts) AS dt, substring(b FROM 1 FOR 2) AS ss, extract(year FROM d) AS y, info ->> 'k' AS k, tags[1] AS t1, string_agg(b, ',' ORDER BY b) AS sa FROM vdx_t1 GROUP BY v, n, ts, b, d, info, tags;
CREATE VIEW vdx_self AS SELECT a FROM vdx_t1 WHERE a IN (SELECT a FROM vdx_t1 WHERE b = 'x');
CREATE VIEW vdx_named (p, q) AS SELECT a, b FROM vdx_t1;
-- @case view-definition-text-1.1
SELECT pg_get_viewdef('vdx_where'::regclass, true), pg_get_viewdef('vdx_where'::regclass)
-- @case view-definition-text-1.2
SELECT pg_get_viewdef('vdx_casts'::regclass, true), pg_get_viewdef('vdx_casts'::regclass)
-- @case view-definition-text-1.3
SELECT pg_get_viewdef('vdx_joins'::regclass, true), pg_get_viewdef('vdx_joins'::regclass)
-- @case view-definition-text-1.4
SELECT pg_get_viewdef('vdx_using'::regclass, true), pg_get_viewdef('vdx_using'::regclass)
-- @case view-definition-text-1.5
SELECT pg_get_viewdef('vdx_cross'::regclass, true), pg_get_viewdef('vdx_cross'::regclass)
-- @case view-definition-text-1.6
SELECT pg_get_viewdef('vdx_full'::regclass, true), pg_get_viewdef('vdx_full'::regclass)
-- @case view-definition-text-1.7
SELECT pg_get_viewdef('vdx_group'::regclass, true), pg_get_viewdef('vdx_group'::regclass)
-- @case view-definition-text-1.8
SELECT pg_get_viewdef('vdx_distinct_on'::regclass, true), pg_get_viewdef('vdx_distinct_on'::regclass)
-- @case view-definition-text-1.9
SELECT pg_get_viewdef('vdx_setops'::regclass, true), pg_get_viewdef('vdx_setops'::regclass)
-- @case view-definition-text-1.10
SELECT pg_get_viewdef('vdx_intersect'::regclass, true), pg_get_viewdef('vdx_intersect'::regclass)
-- @case view-definition-text-1.11
SELECT pg_get_viewdef('vdx_cte'::regclass, true), pg_get_viewdef('vdx_cte'::regclass)
-- @case view-definition-text-1.12
SELECT pg_get_viewdef('vdx_recursive'::regclass, true), pg_get_viewdef('vdx_recursive'::regclass)
-- @case view-definition-text-1.13
SELECT pg_get_viewdef('vdx_window'::regclass, true), pg_get_viewdef('vdx_window'::regclass)
-- @case view-definition-text-1.14
SELECT pg_get_viewdef('vdx_case'::regclass, true), pg_get_viewdef('vdx_case'::regclass)
-- @case view-definition-text-1.15
SELECT pg_get_viewdef('vdx_sublinks'::regclass, true), pg_get_viewdef('vdx_sublinks'::regclass)
-- @case view-definition-text-1.16
SELECT pg_get_viewdef('vdx_rewrites'::regclass, true), pg_get_viewdef('vdx_rewrites'::regclass)
-- @case view-definition-text-1.17
SELECT pg_get_viewdef('vdx_lateral'::regclass, true), pg_get_viewdef('vdx_lateral'::regclass)
-- @case view-definition-text-1.18
SELECT pg_get_viewdef('vdx_functions'::regclass, true), pg_get_viewdef('vdx_functions'::regclass)
-- @case view-definition-text-1.19
SELECT pg_get_viewdef('vdx_self'::regclass, true), pg_get_viewdef('vdx_self'::regclass)
-- @case view-definition-text-1.20
SELECT pg_get_viewdef('vdx_named'::regclass, true), pg_get_viewdef('vdx_named'::regclass, false)
-- @case view-definition-text-1.21 ordered
SELECT table_name, view_definition FROM information_schema.views WHERE table_name LIKE 'vdx%' ORDER BY 1
-- @case view-definition-text-1.22 ordered
SELECT viewname, definition FROM pg_views WHERE viewname IN ('vdx_joins', 'vdx_group', 'vdx_case') ORDER BY 1
-- @case view-definition-text-1.23
SELECT pg_get_viewdef('vdx_joins')
-- @case view-definition-text-1.24
SELECT pg_get_viewdef(c.oid, true) FROM pg_class c WHERE c.relname = 'vdx_setops'

-- A renamed column or table is followed in the text; the view's own column keeps its name.
-- @setup
CREATE TABLE vdx_r (id int, val text);
CREATE VIEW vdx_rv AS SELECT r.id, r.val FROM vdx_r r WHERE r.val <> 'z';
ALTER TABLE vdx_r RENAME COLUMN val TO value;
ALTER TABLE vdx_r RENAME TO vdx_r2;
-- @case view-definition-text-2.1
SELECT pg_get_viewdef('vdx_rv'::regclass, true), pg_get_viewdef('vdx_rv'::regclass)
-- @case view-definition-text-2.2
SELECT * FROM vdx_rv

-- A rename keeps every reference's meaning: a table renamed to the name of an outer level's range
-- is printed under a fresh name (`vdx_a1 vdx_a1_1`); a renamed column of one side of a join leaves the
-- other side's same-named column alone.
-- @setup
CREATE TABLE vdx_tt1 (f1 int, f2 int, f3 text);
CREATE TABLE vdx_tx1 (x1 int, x2 int, x3 text);
CREATE VIEW vdx_aliased_1 AS SELECT * FROM vdx_tt1 WHERE EXISTS (SELECT 1 FROM vdx_tx1 WHERE vdx_tt1.f1 = vdx_tx1.x1);
CREATE VIEW vdx_aliased_2 AS SELECT * FROM vdx_tt1 vdx_a1 WHERE EXISTS (SELECT 1 FROM vdx_tx1 WHERE vdx_a1.f1 = vdx_tx1.x1);
ALTER TABLE vdx_tx1 RENAME TO vdx_a1;
CREATE TABLE vdx_j1 (id int, v int);
CREATE TABLE vdx_j2 (id int, w int);
CREATE VIEW vdx_jv AS SELECT vdx_j1.id, vdx_j2.id AS id2, v, w FROM vdx_j1 JOIN vdx_j2 ON vdx_j1.id = vdx_j2.id;
ALTER TABLE vdx_j1 RENAME COLUMN id TO ident;
-- @case view-definition-text-3.1
SELECT pg_get_viewdef('vdx_aliased_1'::regclass, true), pg_get_viewdef('vdx_aliased_1'::regclass)
-- @case view-definition-text-3.2
SELECT pg_get_viewdef('vdx_aliased_2'::regclass, true), pg_get_viewdef('vdx_aliased_2'::regclass)
-- @case view-definition-text-3.3
SELECT pg_get_viewdef('vdx_jv'::regclass, true), pg_get_viewdef('vdx_jv'::regclass)

-- A function in FROM prints with its range name and full column alias list; window frames keep
-- their bounds and exclusions.
-- @setup
CREATE VIEW vdx_fv1 AS SELECT i, sum(i) OVER (ORDER BY i ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING EXCLUDE CURRENT ROW) AS sum_rows FROM generate_series(1, 10) i;
CREATE VIEW vdx_fv2 AS SELECT * FROM generate_series(1, 3) WITH ORDINALITY g(x, n);
CREATE VIEW vdx_fv3 AS SELECT * FROM generate_series(1, 3);
CREATE VIEW vdx_fv4 AS SELECT s.x, t.y FROM generate_series(1, 3) s(x) CROSS JOIN LATERAL generate_series(1, s.x) t(y);
-- @case view-definition-text-4.1
SELECT pg_get_viewdef('vdx_fv1'::regclass, true), pg_get_viewdef('vdx_fv1'::regclass)
-- @case view-definition-text-4.2
SELECT pg_get_viewdef('vdx_fv2'::regclass, true), pg_get_viewdef('vdx_fv2'::regclass)
-- @case view-definition-text-4.3
SELECT pg_get_viewdef('vdx_fv3'::regclass, true), pg_get_viewdef('vdx_fv3'::regclass)
-- @case view-definition-text-4.4
SELECT pg_get_viewdef('vdx_fv4'::regclass, true), pg_get_viewdef('vdx_fv4'::regclass)
-- @case view-definition-text-4.5
SELECT * FROM vdx_fv4 ORDER BY 1, 2

-- An aliased join's columns are reached through its alias; `'x'::unknown` outputs as text.
-- @setup
CREATE TABLE vdx_tbl1 (a int, b int);
CREATE TABLE vdx_tbl1a (a int, c int);
CREATE VIEW vdx_jv1 AS SELECT * FROM (vdx_tbl1 JOIN vdx_tbl1a USING (a)) y;
CREATE VIEW vdx_jv2 AS SELECT * FROM (vdx_tbl1 NATURAL JOIN vdx_tbl1a) j WHERE j.a > 1;
CREATE VIEW vdx_jv3 AS SELECT 'foo'::unknown AS u2, 'bar' AS u3;
-- @case view-definition-text-5.1
SELECT pg_get_viewdef('vdx_jv1'::regclass, true), pg_get_viewdef('vdx_jv1'::regclass)
-- @case view-definition-text-5.2
SELECT pg_get_viewdef('vdx_jv2'::regclass, true), pg_get_viewdef('vdx_jv2'::regclass)
-- @case view-definition-text-5.3
SELECT pg_get_viewdef('vdx_jv3'::regclass, true), pg_get_viewdef('vdx_jv3'::regclass)
