-- WITH RECURSIVE … CYCLE … SET mark TO v DEFAULT d: the cycle test compares the mark with `<>`, the
-- negator of the mark type's equality operator; a type without one (no default btree or hash
-- operator class: point, box, json, …) is refused when the query is analyzed (42883).
-- @setup
CREATE TABLE cme_graph (f int, t int, label text);
INSERT INTO cme_graph VALUES (1, 2, 'a'), (2, 3, 'b'), (3, 1, 'c');

-- @case cycle-mark-equality-1.1
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM cme_graph g UNION ALL SELECT g.* FROM cme_graph g, sg WHERE g.f = sg.t) CYCLE f, t SET is_cycle TO point '(1,1)' DEFAULT point '(0,0)' USING path SELECT * FROM sg
-- @case cycle-mark-equality-1.2
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM cme_graph g UNION ALL SELECT g.* FROM cme_graph g, sg WHERE g.f = sg.t) CYCLE f, t SET is_cycle TO '{"a":1}'::json DEFAULT '{}'::json USING path SELECT * FROM sg
-- @case cycle-mark-equality-1.3
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM cme_graph g UNION ALL SELECT g.* FROM cme_graph g, sg WHERE g.f = sg.t) CYCLE f, t SET is_cycle TO ARRAY[box '(1,1),(0,0)'] DEFAULT ARRAY[box '(2,2),(0,0)'] USING path SELECT * FROM sg
-- @case cycle-mark-equality-1.4
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM cme_graph g UNION ALL SELECT g.* FROM cme_graph g, sg WHERE g.f = sg.t) CYCLE f, t SET is_cycle TO 'Y' DEFAULT 'N' USING path SELECT f, t, is_cycle FROM sg ORDER BY 1, 2, 3
-- @case cycle-mark-equality-1.5
WITH RECURSIVE sg(f, t, label) AS (SELECT * FROM cme_graph g UNION ALL SELECT g.* FROM cme_graph g, sg WHERE g.f = sg.t) CYCLE f, t SET is_cycle TO '{"a":1}'::jsonb DEFAULT '{}'::jsonb USING path SELECT count(*) FROM sg
