-- INSERT … ON CONFLICT through automatically updatable views: the arbiter and the SET list name view
-- columns (renamed or reordered ones too), EXCLUDED reads the view's columns (expressions included)
-- over the proposed row, a view's CHECK OPTION checks the row DO UPDATE writes (was 0A000 for views).
-- @setup
CREATE TABLE uvu_t (a text UNIQUE, b float, k int PRIMARY KEY);
INSERT INTO uvu_t VALUES ('x', 0, 1);
CREATE VIEW uvu_v AS SELECT b, b + 1 AS c, a, '2.0'::text AS two, k FROM uvu_t;
CREATE VIEW uvu_r AS SELECT k AS kk, a AS aa, b AS bb FROM uvu_t WHERE k < 100 WITH CHECK OPTION;

-- @case updatable-views-upsert-1.1
INSERT INTO uvu_v (a, b, k) VALUES ('x', 1, 2) ON CONFLICT (a) DO UPDATE SET b = uvu_v.b + 10 RETURNING *
-- @case updatable-views-upsert-1.2
INSERT INTO uvu_v (a, b, k) VALUES ('x', 1, 2) ON CONFLICT (a) DO UPDATE SET b = excluded.b RETURNING b, c
-- @case updatable-views-upsert-1.3
INSERT INTO uvu_v (a, b, k) VALUES ('x', 3, 2) ON CONFLICT (a) DO UPDATE SET b = excluded.c WHERE excluded.two = '2.0' RETURNING *
-- @case updatable-views-upsert-1.4
INSERT INTO uvu_v (a, b, k) VALUES ('x', 3, 2) ON CONFLICT (a) DO UPDATE SET b = excluded.b WHERE excluded.c > 10 RETURNING *
-- @case updatable-views-upsert-1.5
INSERT INTO uvu_v (a, b, k) VALUES ('y', 1, 2) ON CONFLICT (a) DO NOTHING RETURNING *
-- @case updatable-views-upsert-1.6
INSERT INTO uvu_v (a, b, k) VALUES ('x', 1, 2) ON CONFLICT (a) DO NOTHING RETURNING *
-- @case updatable-views-upsert-1.7
INSERT INTO uvu_v (a, b, k) VALUES ('x', 1, 2) ON CONFLICT DO NOTHING
-- @case updatable-views-upsert-1.8
INSERT INTO uvu_v (a, b, k) VALUES ('x', 1, 2) ON CONFLICT (nosuch) DO NOTHING
-- @case updatable-views-upsert-1.9
INSERT INTO uvu_v (a, b, k) VALUES ('x', 1, 2) ON CONFLICT (a) DO UPDATE SET c = 1
-- @case updatable-views-upsert-1.10
INSERT INTO uvu_r VALUES (1, 'renamed', 5) ON CONFLICT (kk) DO UPDATE SET bb = excluded.bb, aa = excluded.aa RETURNING *
-- @case updatable-views-upsert-1.11
INSERT INTO uvu_r VALUES (1, 'renamed', 5) ON CONFLICT (kk) DO UPDATE SET kk = 500
-- @case updatable-views-upsert-1.12
INSERT INTO uvu_r VALUES (1, 'renamed', 5) ON CONFLICT (kk) DO UPDATE SET kk = 50 RETURNING kk
-- @case updatable-views-upsert-1.13
INSERT INTO uvu_r AS r VALUES (1, 'x', 5) ON CONFLICT (kk) DO UPDATE SET bb = r.bb + excluded.bb RETURNING r.*
