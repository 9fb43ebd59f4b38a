-- pg_get_viewdef keeps a view's ORDER BY, OFFSET and LIMIT / FETCH FIRST … WITH TIES (pretty
-- mode, as psql's \d+ asks; pg_views.definition is the same text here): a dump restores the view
-- with them. Sort keys naming an output column print its expression; DESC and non-default NULLS.

-- @setup
CREATE TABLE vdt (a int, b text);
CREATE VIEW vd1 AS SELECT a FROM vdt WHERE a < 5 ORDER BY a OFFSET 2 LIMIT 3;
CREATE VIEW vd2 AS SELECT a FROM vdt ORDER BY a DESC NULLS LAST FETCH FIRST 5 ROWS WITH TIES;
CREATE VIEW vd3 AS SELECT a AS x, b FROM vdt ORDER BY x, 2 DESC, lower(b) NULLS FIRST, a + 1 LIMIT ALL;
CREATE VIEW vd4 AS SELECT * FROM vdt ORDER BY 2 DESC NULLS FIRST, a ASC NULLS LAST OFFSET 1;
-- @case view-definition-tail-1.1
SELECT pg_get_viewdef('vd1'::regclass, true)
-- @case view-definition-tail-1.2
SELECT pg_get_viewdef('vd2'::regclass, true)
-- @case view-definition-tail-1.3
SELECT pg_get_viewdef('vd3'::regclass, true)
-- @case view-definition-tail-1.4
SELECT pg_get_viewdef('vd4'::regclass, true)
-- @case view-definition-tail-1.5
SELECT pg_get_viewdef('vd1'::regclass, true) FROM (SELECT 1) s WHERE false
