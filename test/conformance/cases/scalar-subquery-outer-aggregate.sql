-- A scalar subquery whose only aggregates read an enclosing query's columns (agglevelsup > 0) is
-- no aggregate query itself: it returns a row per row of its FROM, so more than one is 21000
-- (`SELECT (SELECT sum(o.v) FROM t) FROM o` — the aggregate makes the outer query one group);
-- its own aggregates (count(*), a column of its FROM) still make it one row.
-- @setup
CREATE TABLE sso (g int, v int);
INSERT INTO sso VALUES (1, 1), (1, 2), (2, 3);
-- @case scalar-subquery-outer-aggregate-1.1
SELECT (SELECT sum(sso.v) FROM sso t2) FROM sso
-- @case scalar-subquery-outer-aggregate-1.2
SELECT (SELECT sum(sso.v) FROM sso t2 LIMIT 1) FROM sso
-- @case scalar-subquery-outer-aggregate-1.3
SELECT (SELECT sum(sso.v) FROM sso t2 WHERE t2.g = 2) FROM sso
-- @case scalar-subquery-outer-aggregate-1.4
SELECT (SELECT sum(sso.v) FROM sso t2 WHERE t2.g = 3) FROM sso
-- @case scalar-subquery-outer-aggregate-1.5
SELECT (SELECT count(*) FROM sso t2 WHERE t2.g = sso.g) FROM sso ORDER BY 1
-- @case scalar-subquery-outer-aggregate-1.6
SELECT (SELECT sum(sso.v) + count(*) FROM sso t2) FROM sso
-- @case scalar-subquery-outer-aggregate-1.7
SELECT (SELECT sum(sso.v) FROM sso t2) FROM sso GROUP BY g ORDER BY 1
-- @case scalar-subquery-outer-aggregate-1.8
SELECT (SELECT sum(sso.v) FROM sso t2 WHERE t2.g = sso.g) FROM sso GROUP BY g ORDER BY 1
-- @case scalar-subquery-outer-aggregate-1.9
SELECT g, (SELECT max(sso.v)) FROM sso GROUP BY g ORDER BY 1
-- @case scalar-subquery-outer-aggregate-1.10
SELECT (SELECT sum(sso.v) FROM (SELECT 1) s) FROM sso
-- @case scalar-subquery-outer-aggregate-1.11
SELECT (SELECT sum(sso.v) FROM sso t2 GROUP BY t2.g LIMIT 1) FROM sso
-- @case scalar-subquery-outer-aggregate-1.12
SELECT (SELECT array_agg(sso.v) FROM sso t2 WHERE t2.v = 1) FROM sso
-- @case scalar-subquery-outer-aggregate-1.13
SELECT (SELECT sum(x) FROM (VALUES (sso.v)) s(x)) FROM sso ORDER BY 1
-- @case scalar-subquery-outer-aggregate-1.14
SELECT (SELECT max(t2.v) + sum(sso.v) FROM sso t2) FROM sso
-- @case scalar-subquery-outer-aggregate-1.15
SELECT (SELECT sum(sso.v) FILTER (WHERE t2.v > 1) FROM sso t2) FROM sso
