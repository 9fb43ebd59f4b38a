-- FROM-item names: a subquery's `outer.*` reads an enclosing level's FROM item (correlated
-- and LATERAL), and an aliased JOIN hides its items' names, so one of them may repeat a name
-- outside it (checkNameSpaceConflicts compares the two sides of each join only).
-- @setup
CREATE TABLE ns8 (q1 int8, q2 int8);
CREATE TABLE ns4 (f1 int4);
INSERT INTO ns8 VALUES (1, 2), (3, 4);
INSERT INTO ns4 VALUES (1), (3);
-- @case from-item-namespaces-1.1
SELECT * FROM ns8, LATERAL (SELECT ns8.*) s
-- @case from-item-namespaces-1.2
SELECT * FROM ns8, LATERAL (SELECT ns8.* FROM ns4 LIMIT 1) s
-- @case from-item-namespaces-1.3
SELECT q1, (SELECT x FROM (SELECT ns8.*, f1 FROM ns4 WHERE f1 = ns8.q1) x) FROM ns8
-- @case from-item-namespaces-1.4
SELECT s.* FROM ns8 a, LATERAL (SELECT a.*, b.* FROM ns8 b WHERE b.q1 = a.q1) s
-- @case from-item-namespaces-1.5
SELECT * FROM ns8 a LEFT JOIN LATERAL (SELECT a.* FROM ns4 WHERE f1 > a.q1) s ON true
-- @case from-item-namespaces-1.6
SELECT * FROM ns8, (SELECT ns8.*) s
-- @case from-item-namespaces-1.7
SELECT * FROM ns8 RIGHT JOIN LATERAL (SELECT ns8.*) s ON true
-- @case from-item-namespaces-1.8
SELECT (SELECT nope.* FROM ns4 LIMIT 1) FROM ns8
-- @case from-item-namespaces-2.1
SELECT * FROM ns8 x JOIN (ns4 x CROSS JOIN ns4 y) j ON q1 = f1
-- @case from-item-namespaces-2.2
SELECT * FROM ns8 x JOIN (ns4 x CROSS JOIN ns4 y) j ON q1 = y.f1
-- @case from-item-namespaces-2.3
SELECT * FROM ns8 x JOIN (ns4 x CROSS JOIN ns4 y(ff)) j ON q1 = f1
-- @case from-item-namespaces-2.4
SELECT * FROM ns8 x JOIN (ns4 x JOIN ns4 y(ff) ON x.f1 = y.ff) j ON x.q1 = j.f1
-- @case from-item-namespaces-2.5
SELECT * FROM ns8 x JOIN (ns4 y CROSS JOIN ns4 y) j ON true
-- @case from-item-namespaces-2.6
SELECT * FROM ns8 x, (ns4 x CROSS JOIN ns4 z)
-- @case from-item-namespaces-2.7
SELECT * FROM ns8 x JOIN (ns4 z CROSS JOIN ns4 w) x ON true
-- @case from-item-namespaces-2.8
SELECT j.*, x.q2 FROM ns8 x JOIN (ns4 x CROSS JOIN ns4 y(ff)) j ON j.f1 = x.q1
-- @case from-item-namespaces-2.9
SELECT * FROM ns8 x, ns4 x
