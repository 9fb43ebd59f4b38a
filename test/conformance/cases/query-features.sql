-- Query features (issue 5's breadth, round two): FETCH FIRST … WITH TIES, generate_series over timestamps and numerics, GROUPING SETS.
-- @setup
CREATE TABLE sc (id int, team text, grade text, pts int);
INSERT INTO sc VALUES (1, 'red', 'a', 10), (2, 'red', 'b', 10), (3, 'blue', 'a', 8), (4, 'blue', 'b', 8), (5, 'blue', 'b', 7), (6, 'green', 'a', 5), (7, NULL, 'a', 5);

-- 1: FETCH FIRST … WITH TIES
-- @case query-features-1.1
SELECT id, pts FROM sc ORDER BY pts DESC FETCH FIRST 1 ROWS WITH TIES
-- @case query-features-1.2
SELECT id, pts FROM sc ORDER BY pts DESC FETCH FIRST 3 ROWS WITH TIES
-- @case query-features-1.3
SELECT id, pts FROM sc ORDER BY pts DESC OFFSET 2 ROWS FETCH FIRST 1 ROW WITH TIES
-- @case query-features-1.4
SELECT team, sum(pts) AS s FROM sc GROUP BY team ORDER BY s FETCH FIRST 1 ROWS WITH TIES
-- @case query-features-1.5
SELECT DISTINCT pts FROM sc ORDER BY pts FETCH FIRST 2 ROWS WITH TIES
-- @case query-features-1.6
SELECT id FROM sc ORDER BY pts FETCH FIRST 0 ROWS WITH TIES
-- @case query-features-1.7
SELECT id, grade FROM sc ORDER BY grade, pts DESC FETCH NEXT 2 ROWS WITH TIES
-- @case query-features-1.8
SELECT id FROM sc FETCH FIRST 2 ROWS WITH TIES

-- 2: generate_series over timestamps and numerics
-- @case query-features-2.1
SELECT * FROM generate_series(timestamp '2020-01-30', timestamp '2020-05-01', interval '1 month')
-- @case query-features-2.2
SELECT * FROM generate_series(timestamptz '2021-03-27 00:00+00', timestamptz '2021-03-29 00:00+00', '12 hours')
-- @case query-features-2.3
SELECT g, pg_typeof(g) FROM generate_series(date '2020-02-27', date '2020-03-02', interval '1 day') AS g
-- @case query-features-2.4
SELECT * FROM generate_series(timestamp '2020-01-01 10:00', timestamp '2020-01-01 08:00', interval '-30 minutes') WITH ORDINALITY
-- @case query-features-2.5
SELECT * FROM generate_series(timestamp '2020-01-01', timestamp '2020-01-02', interval '0')
-- @case query-features-2.6
SELECT * FROM generate_series(1.0, 2.0, 0.25)
-- @case query-features-2.7
SELECT s, pg_typeof(s) FROM generate_series(1, 3::numeric) AS s
-- @case query-features-2.8
SELECT * FROM generate_series(0.1, -0.35, -0.15)
-- @case query-features-2.9
SELECT * FROM generate_series(1::numeric, 2, 0)
-- @case query-features-2.10
SELECT count(*) FROM generate_series(timestamp '2020-01-01', timestamp '2020-12-31', interval '1 week')
-- @case query-features-2.11
SELECT * FROM generate_series(1.5::float8, 3)
-- @case query-features-2.12
SELECT d::date FROM generate_series(timestamp '2024-01-31', timestamp '2024-06-30', interval '1 month') AS d

-- 3: GROUPING SETS, ROLLUP, CUBE, GROUPING()
-- @case query-features-3.1
SELECT team, grade, sum(pts) FROM sc GROUP BY ROLLUP (team, grade) ORDER BY team, grade
-- @case query-features-3.2
SELECT team, grade, count(*), GROUPING(team, grade) FROM sc GROUP BY CUBE (team, grade) ORDER BY 4, 1, 2
-- @case query-features-3.3
SELECT team, grade, sum(pts) AS total FROM sc GROUP BY GROUPING SETS ((team), (grade), ()) ORDER BY total DESC, team, grade
-- @case query-features-3.4
SELECT team, max(pts) FROM sc GROUP BY ROLLUP (team) HAVING max(pts) > 7
-- @case query-features-3.5
SELECT grading.* FROM (SELECT grade, GROUPING(grade) AS g, avg(pts) FROM sc GROUP BY ROLLUP (grade)) AS grading ORDER BY g, grade
-- @case query-features-3.6
SELECT team, grade, sum(pts) FROM sc GROUP BY team, ROLLUP (grade) ORDER BY 1, 2
-- @case query-features-3.7
SELECT count(*) FROM sc WHERE false GROUP BY GROUPING SETS (())
-- @case query-features-3.8
SELECT team, count(*) FROM sc WHERE false GROUP BY ROLLUP (team)
-- @case query-features-3.9
SELECT team, GROUPING(team), sum(pts) FROM sc GROUP BY team ORDER BY team
-- @case query-features-3.10
SELECT team, GROUPING(grade) FROM sc GROUP BY team
-- @case query-features-3.11
SELECT upper(team) AS t, grade, count(*) FROM sc GROUP BY ROLLUP (upper(team), grade) ORDER BY 1, 2 LIMIT 4
-- @case query-features-3.12
SELECT team, grade, pts, count(*) FROM sc GROUP BY GROUPING SETS ((team, grade), (pts)) ORDER BY 1, 2, 3
-- @case query-features-3.13
SELECT DISTINCT team FROM sc GROUP BY GROUPING SETS ((team), (team, grade)) ORDER BY team
-- @case query-features-3.14
SELECT team, sum(pts) FROM sc GROUP BY ROLLUP (1) ORDER BY 2, 1

-- 4: set-returning functions in the SELECT list (PostgreSQL 10+: lockstep, shorter ones padded with NULL)
-- @setup
CREATE TABLE sj (id int, n int, j jsonb, s text);
INSERT INTO sj VALUES (1, 2, '[1, "x", {"a": 1}]', 'a,b'), (2, 0, '[]', ''), (3, 3, '[true]', NULL);
-- @case query-features-4.1
SELECT id, generate_series(1, n) AS g, jsonb_array_elements(j) AS e FROM sj ORDER BY id, g
-- @case query-features-4.2
SELECT id, jsonb_array_elements_text(j) FROM sj ORDER BY 1, 2
-- @case query-features-4.3 ordered
SELECT generate_series(1, 3) * 10 AS x, unnest(ARRAY['a', 'b']) AS u
-- @case query-features-4.4 ordered
SELECT json_array_elements('[1, [2, 3], null, "s"]')
-- @case query-features-4.5 ordered
SELECT json_object_keys('{"x": 1, "y": 2}'), jsonb_object_keys('{"b": 1, "a": 2}')
-- @case query-features-4.6 ordered
SELECT regexp_matches('foobarbequebaz', '(bar)(beque)'), regexp_matches('a1b22c', '[0-9]+', 'g')
-- @case query-features-4.7
SELECT regexp_matches('abc', 'x')
-- @case query-features-4.8 ordered
SELECT id, regexp_split_to_table(s, ',') AS part FROM sj ORDER BY id
-- @case query-features-4.9 ordered
SELECT * FROM regexp_split_to_table('hello  big world', '\s+') WITH ORDINALITY
-- @case query-features-4.10 ordered
SELECT * FROM regexp_matches('a1b22', '([a-z])([0-9]+)', 'g') AS m(x)
-- @case query-features-4.11 ordered
SELECT generate_series('2020-01-01'::timestamp, '2020-01-03', '1 day') AS d, generate_series(1.5, 3) AS n
-- @case query-features-4.12
SELECT jsonb_object_keys('[1]')
-- @case query-features-4.13
SELECT count(*), sum(x) FROM (SELECT generate_series(1, 1000) AS x) s
-- @case query-features-4.14 ordered
SELECT jsonb_path_query('{"a": [1, 2, 3]}', '$.a[*] ? (@ > 1)') AS v
-- @case query-features-4.15
SELECT regexp_matches('abc', 'b', 'z')

-- 5: WITH RECURSIVE … SEARCH / CYCLE (the seq and path columns are ordered by, not selected)
-- @setup
CREATE TABLE tr (id int, parent int, name text);
INSERT INTO tr VALUES (1, NULL, 'r'), (2, 1, 'b'), (3, 1, 'a'), (4, 2, 'z'), (5, 3, 'y'), (10, 1, 'c'), (-1, 2, 'neg');
-- @case query-features-5.1
WITH RECURSIVE sub AS (SELECT id, 1 AS lvl FROM tr WHERE id = 1 UNION ALL SELECT t.id, lvl + 1 FROM tr t, sub WHERE t.parent = sub.id) SEARCH DEPTH FIRST BY id SET ord SELECT id, lvl FROM sub ORDER BY ord
-- @case query-features-5.2
WITH RECURSIVE sub AS (SELECT id, name FROM tr WHERE id = 1 UNION ALL SELECT t.id, t.name FROM tr t, sub WHERE t.parent = sub.id) SEARCH DEPTH FIRST BY name SET ord SELECT id, name FROM sub ORDER BY ord
-- @case query-features-5.3
WITH RECURSIVE sub AS (SELECT id, name, 1 AS lvl FROM tr WHERE id = 1 UNION ALL SELECT t.id, t.name, lvl + 1 FROM tr t, sub WHERE t.parent = sub.id) SEARCH BREADTH FIRST BY name SET ord SELECT id, name, lvl FROM sub ORDER BY ord DESC
-- @case query-features-5.4
WITH RECURSIVE sub(x, y) AS (SELECT id, name FROM tr WHERE id = 1 UNION ALL SELECT t.id, t.name FROM tr t JOIN sub s ON t.parent = s.x) SEARCH BREADTH FIRST BY y, x SET ord SELECT x, y FROM sub ORDER BY ord
-- @case query-features-5.5
WITH RECURSIVE g(a, b) AS (VALUES (1, 2), (2, 3), (3, 1), (3, 4)), w AS (SELECT a, b FROM g WHERE a = 1 UNION ALL SELECT g.a, g.b FROM g JOIN w ON g.a = w.b) SEARCH DEPTH FIRST BY a, b SET o CYCLE a, b SET c TO 'Y' DEFAULT 'N' USING p SELECT a, b, c FROM w ORDER BY o
-- @case query-features-5.6
WITH RECURSIVE w(n) AS (SELECT 1.5 UNION ALL SELECT n + 1 FROM w WHERE n < 4) CYCLE n SET c TO 1 DEFAULT 0 USING p SELECT n, c FROM w
-- @case query-features-5.7
WITH RECURSIVE sub AS (SELECT id FROM tr WHERE id = 1 UNION ALL SELECT t.id FROM tr t, sub WHERE t.parent = sub.id) SEARCH DEPTH FIRST BY nosuch SET ord SELECT id FROM sub
-- @case query-features-5.8
WITH RECURSIVE sub AS (SELECT id FROM tr WHERE id = 1 UNION ALL SELECT t.id FROM tr t, sub WHERE t.parent = sub.id) SEARCH DEPTH FIRST BY id SET id SELECT id FROM sub
-- @case query-features-5.9
WITH RECURSIVE sub AS (SELECT id FROM tr WHERE id = 1 UNION ALL SELECT t.id FROM tr t, sub WHERE t.parent = sub.id) CYCLE id SET c USING c SELECT id FROM sub
-- @case query-features-5.10
WITH sub AS (SELECT 1 AS id) SEARCH DEPTH FIRST BY id SET ord SELECT id FROM sub
-- @case query-features-5.11
WITH RECURSIVE sub AS (SELECT id FROM tr WHERE id = 1 UNION ALL SELECT t.id FROM tr t, sub WHERE t.parent = sub.id) SEARCH DEPTH FIRST BY id, id SET o SELECT id FROM sub
-- @case query-features-5.12
WITH RECURSIVE sub AS (SELECT id FROM tr WHERE id = 1 UNION ALL SELECT t.id FROM tr t, sub WHERE t.parent = sub.id) SEARCH DEPTH FIRST BY id SET c CYCLE id SET c USING p SELECT id FROM sub

-- 6: json(b)_populate_record(set), json(b)_to_record(set)
-- @setup
CREATE TABLE jt (a int, b text, c numeric(5,2), d int[], e jsonb, f varchar(3), g boolean, h timestamp);
CREATE TABLE src (id int, doc jsonb);
INSERT INTO src VALUES (1, '{"a": 10, "b": "x"}'), (2, '{"a": 20}'), (3, NULL);
-- @case query-features-6.1
SELECT * FROM json_populate_record(null::jt, '{"c": 1.234, "e": {"x":  [1, 2]}, "f": "ab", "g": true, "h": "2020-01-01T10:00:00", "d": [[1,2],[3,4]]}')
-- @case query-features-6.2
SELECT * FROM jsonb_populate_record(NULL::jt, '{"a": 1, "b": null, "zz": 5}')
-- @case query-features-6.3 ordered
SELECT * FROM jsonb_populate_recordset(null::jt, '[{"a": 1}, {"a": 2, "b": "q"}, {}]')
-- @case query-features-6.4
SELECT * FROM json_populate_recordset(null::jt, '[{"a": 1, "d": [1, null, 3]}, {"f": "abc", "d": ["7"]}]')
-- @case query-features-6.5
SELECT s.id, r.* FROM src s, jsonb_to_record(s.doc) AS r(a int, b text) ORDER BY 1
-- @case query-features-6.6 ordered
SELECT * FROM jsonb_to_recordset('[{"a": 1, "b": "x"}, {"a": 2}, {}]') AS x(a int, b text)
-- @case query-features-6.7
SELECT * FROM jsonb_to_record('{"a": {"b": 1}, "c": [1, "x"]}') AS x(a text, c text)
-- @case query-features-6.8
SELECT * FROM json_to_record('{"a": 1e2, "t": "2020-02-03"}') AS x(a numeric, b int, t date)
-- @case query-features-6.9
SELECT * FROM jsonb_to_record('{"a": ["x", null, "y\"z"]}') AS x(a text[])
-- @case query-features-6.10
SELECT * FROM jsonb_to_record(NULL) AS x(a int)
-- @case query-features-6.11
SELECT * FROM jsonb_to_record('[1]') AS x(a int)
-- @case query-features-6.12
SELECT * FROM jsonb_to_record('5') AS x(a int)
-- @case query-features-6.13
SELECT * FROM jsonb_to_recordset('{"a": 1}') AS x(a int)
-- @case query-features-6.14
SELECT * FROM jsonb_to_recordset('[{"a": 1}, [2]]') AS x(a int)
-- @case query-features-6.15
SELECT * FROM json_to_record('{"a": "x"}') AS x(a int)
-- @case query-features-6.16
SELECT * FROM json_populate_record(null::jt, '{"d": 5}')
-- @case query-features-6.17
SELECT * FROM json_populate_record(null::jt, '{"f": "abcd"}')
-- @case query-features-6.18
SELECT * FROM jsonb_to_record('{"a": 1}')
-- @case query-features-6.19
SELECT * FROM jsonb_populate_record(null::jt, '{"a": 1}') AS x(a int)
-- @case query-features-6.20
SELECT * FROM jsonb_to_recordset('[{"a": 1}]') WITH ORDINALITY AS x(a int)
-- @case query-features-6.21
SELECT * FROM jsonb_to_record('{"a": "1.5"}') AS x(a int)
-- @case query-features-6.22
SELECT x.a + 1 AS next, x.b FROM jsonb_to_record('{"a": 41, "b": true}') AS x(a bigint, b boolean)
-- @case query-features-6.23
SELECT * FROM json_to_record('{"a":1,"a":2, "b": null, "c" :  [ 1,2 ] }') AS x(a int, b json, c json)
-- @case query-features-6.24 ordered
SELECT * FROM json_to_recordset('[ {"a": {"x" :1}} , {"a":  "s"}]') AS x(a json)
-- @case query-features-6.25 ordered
SELECT * FROM jsonb_to_recordset('[ {"a": {"x" :1}} , {"a":  "s"}]') AS x(a json, b jsonb)
-- @case query-features-6.26
SELECT * FROM json_to_record('{"a": "s\"q", "b": "x,y]", "c": {"b":   1}, "d": 1.50}') AS x(a json, b text, c json, d jsonb)
-- @case query-features-6.27 ordered
SELECT * FROM json_to_recordset('[{"a": [1, {"q": "]"}], "b": true}, {"b": false}]') AS x(a json, b bool)

-- 7: data-modifying WITH: every read sees the tables as before the statement (one snapshot)
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0);
CREATE TABLE mv (id int, kind text, amt int);
CREATE TABLE lg (id serial PRIMARY KEY, msg text, ref int);
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO mv VALUES (1, 'dep', 10), (2, 'wd', 20), (4, 'dep', 40), (5, NULL, 5);
-- @case query-features-7.1
WITH d AS (DELETE FROM mv WHERE amt > 10 RETURNING id) SELECT (SELECT count(*) FROM d) AS deleted, count(*) AS seen FROM mv
-- @case query-features-7.2
WITH u AS (UPDATE acc SET bal = bal + 1 RETURNING id, bal) SELECT a.id, a.bal AS before, u.bal AS after FROM acc a JOIN u ON u.id = a.id ORDER BY 1
-- @case query-features-7.3
WITH d AS (DELETE FROM mv WHERE amt > 10 RETURNING *) INSERT INTO lg (msg, ref) SELECT kind, id FROM mv ORDER BY id RETURNING msg, ref
-- @case query-features-7.4
WITH i AS (INSERT INTO mv VALUES (9, 'new', 90) RETURNING id) SELECT id FROM mv WHERE id NOT IN (SELECT id FROM i) ORDER BY id
-- @case query-features-7.5
WITH d AS (DELETE FROM mv WHERE id = 1 RETURNING id), s AS (SELECT count(*) AS n FROM mv) UPDATE acc SET bal = s.n FROM s WHERE acc.id = 1 RETURNING acc.id, acc.bal
-- @case query-features-7.6
WITH d AS (DELETE FROM mv RETURNING id) DELETE FROM mv WHERE id = 1
-- @case query-features-7.7
WITH d AS (DELETE FROM acc WHERE id = 3 RETURNING id) SELECT a.id, EXISTS (SELECT 1 FROM acc b WHERE b.id = a.id + 1) AS has_next FROM acc a ORDER BY 1

-- 8: set-returning functions in the SELECT list with GROUP BY / DISTINCT / ORDER BY / *, json(b)_each records
-- @setup
CREATE TABLE st (id int, tags text[], doc jsonb, c0 int);
INSERT INTO st VALUES (1, '{a,b}', '{"x": 1, "y": [2]}', 10), (2, '{b,c}', '{"x": 3}', 20), (3, NULL, '{}', 30);
-- @case query-features-8.1
SELECT unnest(tags) AS tag, count(*) FROM st GROUP BY tag ORDER BY 1
-- @case query-features-8.2
SELECT unnest(tags), count(*) FROM st GROUP BY 1 HAVING count(*) > 1
-- @case query-features-8.3
SELECT unnest(tags) AS tag, max(id) FROM st GROUP BY unnest(tags) ORDER BY tag DESC
-- @case query-features-8.4
SELECT DISTINCT unnest(tags) FROM st ORDER BY 1
-- @case query-features-8.5
SELECT DISTINCT ON (u) unnest(tags) AS u, id FROM st ORDER BY u, id DESC
-- @case query-features-8.6
SELECT *, unnest(tags) FROM st ORDER BY 1, 5
-- @case query-features-8.7
SELECT id, c0, unnest(tags) FROM st ORDER BY 1, 3
-- @case query-features-8.8
SELECT jsonb_each(doc) FROM st ORDER BY 1
-- @case query-features-8.9
SELECT id, (jsonb_each(doc)).key, (jsonb_each_text(doc)).value FROM st ORDER BY 1, 2
-- @case query-features-8.10
SELECT json_each('{"a": [1], "b": null}'::json), json_each_text('{"a": "q"}')
-- @case query-features-8.11
SELECT jsonb_object_keys(doc) AS k, count(*) FROM st GROUP BY k ORDER BY k
-- @case query-features-8.12
SELECT generate_series(1, id) AS g, sum(id) FROM st GROUP BY g ORDER BY g
-- @case query-features-8.13
SELECT unnest(ARRAY[1, 2]), count(*) FROM st
-- @case query-features-8.14
SELECT unnest(tags) FROM st GROUP BY tags ORDER BY 1
-- @case query-features-8.15
SELECT unnest(tags), row_number() OVER () FROM st
-- @case query-features-8.16
SELECT (jsonb_each(doc)).nosuch FROM st

-- 9: set-returning functions in the SELECT list above aggregates and window functions (PostgreSQL's ProjectSet over Agg / WindowAgg)
-- @setup
CREATE TABLE sc (id int, team text, grade text, pts int);
INSERT INTO sc VALUES (1, 'red', 'a', 10), (2, 'red', 'b', 10), (3, 'blue', 'a', 8), (4, 'blue', 'b', 8), (5, 'blue', 'b', 7), (6, 'green', 'a', 5), (7, NULL, 'a', 5);
CREATE TABLE st (id int, tags text[], doc jsonb, c0 int);
INSERT INTO st VALUES (1, '{a,b}', '{"x": 1, "y": [2]}', 10), (2, '{b,c}', '{"x": 3}', 20), (3, NULL, '{}', 30);
-- @case query-features-9.1
SELECT generate_series(1, count(*)) FROM st
-- @case query-features-9.2
SELECT team, unnest(array_agg(id ORDER BY id)) AS i, generate_series(1, count(*)::int) g FROM sc GROUP BY team ORDER BY team
-- @case query-features-9.3
SELECT team, unnest(array_agg(id ORDER BY id)) + count(*) FROM sc GROUP BY 1 ORDER BY count(*) DESC, 1
-- @case query-features-9.4
SELECT unnest(tags), sum(id) OVER (ORDER BY id) FROM st ORDER BY 2, 1
-- @case query-features-9.5
SELECT unnest(ARRAY[1, 2]) AS u, count(*) ORDER BY u DESC
-- @case query-features-9.6
SELECT DISTINCT unnest(array_agg(grade)) FROM sc GROUP BY team ORDER BY 1
-- @case query-features-9.7
SELECT grade, unnest(array_agg(DISTINCT team ORDER BY team)) t, unnest(ARRAY[sum(pts), max(pts), min(pts)]) FROM sc GROUP BY grade ORDER BY grade
-- @case query-features-9.8
SELECT jsonb_array_elements(jsonb_agg(id ORDER BY id)) AS e, count(*) FROM st
-- @case query-features-9.9
SELECT generate_series(1, count(*)) AS g, team FROM sc GROUP BY team HAVING count(*) > 1 ORDER BY team, g DESC
-- @case query-features-9.10
SELECT id, unnest(tags), rank() OVER (ORDER BY c0 DESC) FROM st ORDER BY 3, 2
-- @case query-features-9.11
SELECT unnest(array_agg(id)) FROM sc WHERE false
-- @case query-features-9.12
SELECT count(*), generate_series(1, 2) FROM sc WHERE false
-- @case query-features-9.13
SELECT unnest(array_agg(id ORDER BY id)) FROM sc GROUP BY team ORDER BY team NULLS FIRST LIMIT 4 OFFSET 1
-- @case query-features-9.14
SELECT upper(unnest(array_agg(team ORDER BY team))) FROM sc
-- @case query-features-9.15
SELECT unnest(array_agg(pts)) * 2 AS d, avg(pts)::numeric(5,2) FROM sc GROUP BY grade ORDER BY 1, 2
-- @case query-features-9.16
SELECT unnest(tags), row_number() OVER w, lag(id) OVER w FROM st WINDOW w AS (ORDER BY id DESC) ORDER BY 2, 1
-- @case query-features-9.17
SELECT unnest(ARRAY[1, 2]) FROM sc HAVING count(*) > 1
-- @case query-features-9.18
SELECT unnest(ARRAY[1, 2]) FROM sc HAVING count(*) > 100
-- @case query-features-9.19
SELECT unnest(array_agg(id ORDER BY id)), (SELECT count(*) FROM st) AS n FROM sc
-- @case query-features-9.20
WITH x AS (SELECT * FROM sc WHERE pts > 5) SELECT team, unnest(array_agg(id ORDER BY id)) FROM x GROUP BY team ORDER BY 1, 2
-- @case query-features-9.21
SELECT * FROM (SELECT unnest(array_agg(id)) AS u FROM sc) s ORDER BY u
-- @case query-features-9.22
SELECT unnest(array_agg(id)) FROM sc UNION ALL SELECT 0 ORDER BY 1
-- @case query-features-9.23
SELECT unnest(array_agg(id ORDER BY id)), generate_series(1, 2) AS g FROM sc WHERE id < 5
-- @case query-features-9.24
SELECT json_each(json_build_object('n', count(*), 'm', max(id))) FROM sc
-- @case query-features-9.25
SELECT grade, max(pts) AS m, unnest(array_agg(id ORDER BY id)) FROM sc GROUP BY grade ORDER BY max(id) DESC, 3
-- @case query-features-9.26
SELECT unnest(array_agg(id ORDER BY id)) AS u FROM sc GROUP BY grade ORDER BY u FETCH FIRST 3 ROWS WITH TIES
-- @case query-features-9.27
SELECT unnest(array_agg(s.id)), st.id FROM sc s JOIN st ON st.id = s.pts / 5 GROUP BY st.id ORDER BY 2, 1
-- @case query-features-9.28
SELECT unnest(tags) || '-' || count(*) OVER (PARTITION BY c0 > 15) AS x FROM st ORDER BY x
-- @case query-features-9.29
SELECT (unnest(array_agg(id ORDER BY id)))::text AS t, pg_typeof(count(*)) FROM sc GROUP BY grade ORDER BY 1
-- @case query-features-9.30
SELECT generate_series(count(*), 1, -1) FROM sc
-- @case query-features-9.31
SELECT g, unnest(array_agg(x ORDER BY (x * 7919) % 100)) FROM (SELECT x % 3 AS g, x FROM generate_series(1, 300) x) s GROUP BY g ORDER BY g
-- @case query-features-9.32
SELECT unnest(ARRAY[x, -x]), row_number() OVER (ORDER BY x % 5, x) FROM generate_series(1, 40) x ORDER BY x % 5
-- @case query-features-9.33
SELECT (jsonb_each(jsonb_build_object('k', count(*)))).value, (jsonb_each(jsonb_build_object('k', sum(id)))).key FROM st
-- @case query-features-9.34
SELECT sum(unnest(ARRAY[1]))
-- @case query-features-9.35
SELECT CASE WHEN true THEN unnest(ARRAY[1]) END, count(*)
-- @case query-features-9.36
SELECT coalesce(unnest(ARRAY[1]), 2), count(*)
-- @case query-features-9.37
SELECT unnest(tags) FROM st FOR UPDATE
-- @case query-features-9.38
SELECT unnest(tags), count(*) FROM st FOR UPDATE
-- @case query-features-9.39
SELECT DISTINCT unnest(tags) FROM st FOR SHARE
-- @case query-features-9.40
SELECT unnest(tags), row_number() OVER () FROM st FOR UPDATE
-- @case query-features-9.41
SELECT team, unnest(array_agg(id)) FROM sc GROUP BY team, grade FOR NO KEY UPDATE
-- @case query-features-9.42
SELECT generate_series(1, 3), row_number() OVER (ORDER BY id) FROM st ORDER BY 2 DESC, 1

-- 10: aggregates only in HAVING (or ORDER BY): one group over the whole input, as without GROUP BY
-- @setup
CREATE TABLE sc (id int, team text, grade text, pts int);
INSERT INTO sc VALUES (1, 'red', 'a', 10), (2, 'red', 'b', 10), (3, 'blue', 'a', 8), (4, 'blue', 'b', 8), (5, 'blue', 'b', 7), (6, 'green', 'a', 5), (7, NULL, 'a', 5);
CREATE TABLE st (id int, tags text[], doc jsonb, c0 int);
INSERT INTO st VALUES (1, '{a,b}', '{"x": 1, "y": [2]}', 10), (2, '{b,c}', '{"x": 3}', 20), (3, NULL, '{}', 30);
-- @case query-features-10.1
SELECT 1 FROM sc HAVING count(*) > 1
-- @case query-features-10.2
SELECT 1 AS one, 'x' FROM sc HAVING count(*) > 100
-- @case query-features-10.3
SELECT 1 FROM sc WHERE false HAVING count(*) = 0
-- @case query-features-10.4
SELECT 2 FROM sc HAVING count(*) > 1 ORDER BY count(*)
-- @case query-features-10.5
SELECT 2 FROM sc WHERE id > 100 HAVING sum(pts) IS NULL
-- @case query-features-10.6
SELECT (SELECT count(*) FROM st) FROM sc HAVING max(pts) = 10
-- @case query-features-10.7
SELECT 1 FROM sc HAVING count(*) > 1 LIMIT 0
-- @case query-features-10.8
SELECT 3 FROM sc HAVING bool_and(pts > 0) AND count(DISTINCT team) = 3
-- @case query-features-10.9
SELECT DISTINCT 1 FROM sc HAVING count(*) > 1
-- @case query-features-10.10
SELECT 1 FROM sc HAVING count(*) > 1 UNION ALL SELECT 2 ORDER BY 1
-- @case query-features-10.11
SELECT id FROM sc HAVING count(*) > 1
-- @case query-features-10.12
SELECT s.n FROM st, LATERAL (SELECT st.id AS n FROM sc HAVING count(*) > st.id + 4) s ORDER BY 1
-- @case query-features-10.13
SELECT st.id, (SELECT 1 FROM sc WHERE sc.pts > st.c0 / 3 HAVING count(*) >= 2) FROM st ORDER BY 1

-- 11: set-returning functions where PostgreSQL refuses them (0A000 with its message), and where pgsqlite does not expand them yet
-- @setup
CREATE TABLE sc (id int, team text, grade text, pts int);
INSERT INTO sc VALUES (1, 'red', 'a', 10), (2, 'red', 'b', 10), (3, 'blue', 'a', 8), (4, 'blue', 'b', 8), (5, 'blue', 'b', 7), (6, 'green', 'a', 5), (7, NULL, 'a', 5);
CREATE TABLE st (id int, tags text[], doc jsonb, c0 int);
INSERT INTO st VALUES (1, '{a,b}', '{"x": 1, "y": [2]}', 10), (2, '{b,c}', '{"x": 3}', 20), (3, NULL, '{}', 30);
-- @case query-features-11.1
SELECT 1 FROM st WHERE unnest(tags) = 'a'
-- @case query-features-11.2
SELECT 1 FROM st GROUP BY id HAVING unnest(ARRAY[id]) = 1
-- @case query-features-11.3
SELECT 1 FROM st JOIN sc ON unnest(ARRAY[1]) = 1
-- @case query-features-11.4
SELECT 1 LIMIT unnest(ARRAY[1])
-- @case query-features-11.5
SELECT 1 FROM st WHERE unnest(5) = 1
-- @case query-features-11.6
UPDATE st SET c0 = unnest(ARRAY[1])
-- @case query-features-11.7
SELECT 1 FROM st WHERE jsonb_path_query(doc, '$.x') = '1'
-- @case query-features-11.8
SELECT CASE WHEN id > 1 THEN generate_series(1, 2) END FROM st
-- @case query-features-11.9
SELECT coalesce(unnest(tags), 'z') FROM st
-- @case query-features-11.10
SELECT CASE WHEN (SELECT count(*) FROM st) > 1 THEN 1 END, unnest(tags) FROM st ORDER BY 2
-- @case query-features-11.11
SELECT CASE WHEN id = 1 THEN 'x' END || unnest(tags) FROM st ORDER BY 1
-- @case query-features-11.12
SELECT generate_series(1, unnest(ARRAY[2, 3]))
-- @case query-features-11.13
SELECT unnest(tags) FROM st ORDER BY unnest(tags) DESC
-- @case query-features-11.14
SELECT id FROM st ORDER BY unnest(tags)

-- 12: WITH RECURSIVE … SEARCH / CYCLE columns in the output: DEPTH FIRST seq and CYCLE path are record[], BREADTH FIRST seq is record (depth, cols…)
-- @setup
CREATE TABLE sct (id int, parent int, name text, price numeric, d date);
INSERT INTO sct VALUES (1, NULL, 'root', 1.50, '2024-01-01'), (2, 1, 'a b', 2, '2024-02-01'), (3, 1, 'x,"y"', NULL, NULL), (4, 2, '', -3.25, '2023-12-31'), (5, 3, NULL, 10, '2024-01-01'), (6, 2, 'back\slash', 0, '2024-03-01'), (-7, 1, '{br}', 1e3, '2024-01-05'), (8, 6, 'NULL', 7, '2024-01-02'), (9, 8, 'tab	x', 8, '2024-01-03');
-- @case query-features-12.1 ordered
WITH RECURSIVE w AS (SELECT id, name FROM sct WHERE id = 1 UNION ALL SELECT s.id, s.name FROM sct s JOIN w ON s.parent = w.id) SEARCH DEPTH FIRST BY id, name SET ord SELECT * FROM w ORDER BY ord
-- @case query-features-12.2 ordered
WITH RECURSIVE w AS (SELECT id, name FROM sct WHERE id = 1 UNION ALL SELECT s.id, s.name FROM sct s JOIN w ON s.parent = w.id) SEARCH BREADTH FIRST BY id, name SET ord SELECT * FROM w ORDER BY ord
-- @case query-features-12.3 ordered
WITH RECURSIVE w AS (SELECT id, name FROM sct WHERE id = 1 UNION ALL SELECT s.id, s.name FROM sct s JOIN w ON s.parent = w.id) SEARCH DEPTH FIRST BY name SET ord SELECT ord, name FROM w ORDER BY ord DESC
-- @case query-features-12.4 ordered
WITH RECURSIVE w AS (SELECT id, price, d FROM sct WHERE id = 1 UNION ALL SELECT s.id, s.price, s.d FROM sct s JOIN w ON s.parent = w.id) SEARCH BREADTH FIRST BY price, d SET ord SELECT id, ord FROM w ORDER BY ord DESC
-- @case query-features-12.5 ordered
WITH RECURSIVE w AS (SELECT id, price, d FROM sct WHERE id = 1 UNION ALL SELECT s.id, s.price, s.d FROM sct s JOIN w ON s.parent = w.id) SEARCH DEPTH FIRST BY d, price SET ord SELECT id, ord FROM w ORDER BY ord
-- @case query-features-12.6
WITH RECURSIVE w(id) AS (SELECT 1 UNION ALL SELECT (id % 3) + 1 FROM w) CYCLE id SET c USING p SELECT * FROM w
-- @case query-features-12.7
WITH RECURSIVE w(id) AS (SELECT 1 UNION ALL SELECT (id % 3) + 1 FROM w) CYCLE id SET c TO 'Y' DEFAULT 'N' USING p SELECT p, c, id FROM w
-- @case query-features-12.8 ordered
WITH RECURSIVE g(a, b) AS (VALUES (1, 2), (2, 3), (3, 1), (3, 4)), w AS (SELECT a, b FROM g WHERE a = 1 UNION ALL SELECT g.a, g.b FROM g JOIN w ON g.a = w.b) SEARCH DEPTH FIRST BY a, b SET o CYCLE a, b SET c TO 'Y' DEFAULT 'N' USING p SELECT * FROM w ORDER BY o
-- @case query-features-12.9 ordered
WITH RECURSIVE t(id, arr) AS (SELECT 1, ARRAY[1, 2] UNION ALL SELECT id + 1, ARRAY[id, NULL] FROM t WHERE id < 3) SEARCH DEPTH FIRST BY id, arr SET ord SELECT * FROM t ORDER BY ord
-- @case query-features-12.10 ordered
WITH RECURSIVE w AS (SELECT id FROM sct WHERE id = 1 UNION ALL SELECT s.id FROM sct s JOIN w ON s.parent = w.id) SEARCH DEPTH FIRST BY id SET ord SELECT ord::text, string_agg(ord::text, ';') OVER (ORDER BY ord) FROM w ORDER BY ord
-- @case query-features-12.11 ordered
WITH RECURSIVE w AS (SELECT id, name FROM sct WHERE id = 1 UNION ALL SELECT s.id, s.name FROM sct s JOIN w ON s.parent = w.id) SEARCH BREADTH FIRST BY id, name SET ord CYCLE id SET c USING p SELECT w, to_json(ord), to_jsonb(p), row_to_json(w) FROM w ORDER BY ord
-- @case query-features-12.12
WITH RECURSIVE w AS (SELECT id, name FROM sct WHERE id = 1 UNION ALL SELECT s.id, s.name FROM sct s JOIN w ON s.parent = w.id) SEARCH DEPTH FIRST BY id SET ord SELECT json_agg(ord ORDER BY ord), max(ord), min(ord) FROM w
-- @case query-features-12.13 ordered
WITH RECURSIVE w AS (SELECT id FROM sct WHERE id = 1 UNION ALL SELECT s.id FROM sct s JOIN w ON s.parent = w.id) SEARCH BREADTH FIRST BY id SET ord SELECT DISTINCT ord FROM w ORDER BY ord
-- @case query-features-12.14
WITH RECURSIVE w(id, t) AS (SELECT 1, timestamptz '2024-05-01 10:00:00+02' UNION ALL SELECT id + 1, t + interval '1 day' FROM w WHERE id < 3) SEARCH BREADTH FIRST BY t SET ord SELECT ord FROM w
-- @case query-features-12.15
CREATE TABLE sct_bad (a record[])
-- @case query-features-12.16
CREATE TABLE sct_bad (id int, a record)
