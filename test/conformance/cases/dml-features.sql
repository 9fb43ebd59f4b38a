-- DML and JSON features (issue 5's breadth, round two): UPDATE … FROM, DELETE … USING, ON CONFLICT ON CONSTRAINT, data-modifying CTEs, MERGE, JSON set-returning functions, unnest of several arrays.
-- @setup
CREATE TABLE acc (id int PRIMARY KEY, owner text UNIQUE, bal numeric(10,2) NOT NULL DEFAULT 0);
CREATE TABLE tx (id serial PRIMARY KEY, acc_id int, amount numeric(10,2));
INSERT INTO acc VALUES (1, 'ann', 100), (2, 'bob', 50), (3, 'cy', 0);
INSERT INTO tx (acc_id, amount) VALUES (1, 10), (1, -5), (2, 20), (9, 1);

-- 1: UPDATE … FROM, DELETE … USING
-- @case dml-features-1.1
UPDATE acc SET bal = acc.bal + t.amount FROM tx t WHERE t.acc_id = acc.id AND t.amount > 0 RETURNING acc.id, acc.bal
-- @case dml-features-1.2
UPDATE acc a SET bal = s.total FROM (SELECT acc_id, sum(amount) AS total FROM tx GROUP BY acc_id) s WHERE s.acc_id = a.id RETURNING a.id, a.bal, s.total
-- @case dml-features-1.3
DELETE FROM tx USING acc WHERE tx.acc_id = acc.id AND acc.owner = 'ann' RETURNING tx.id, acc.owner
-- @case dml-features-1.4
DELETE FROM tx t USING acc a WHERE t.acc_id = a.id AND a.bal < 60
-- @case dml-features-1.5
UPDATE acc SET bal = 1 FROM tx WHERE tx.acc_id = acc.id AND tx.amount > 1000
-- @case dml-features-1.6
UPDATE acc SET bal = acc.bal * 2 FROM acc WHERE acc.id = 1

-- 2: ON CONFLICT
-- @case dml-features-2.1
INSERT INTO acc VALUES (1, 'dan', 5) ON CONFLICT ON CONSTRAINT acc_pkey DO UPDATE SET bal = acc.bal + excluded.bal RETURNING *
-- @case dml-features-2.2
INSERT INTO acc VALUES (4, 'bob', 5) ON CONFLICT ON CONSTRAINT acc_owner_key DO NOTHING RETURNING *
-- @case dml-features-2.3
INSERT INTO acc VALUES (4, 'bob', 5) ON CONFLICT ON CONSTRAINT nosuch DO NOTHING
-- @case dml-features-2.4
INSERT INTO acc VALUES (2, 'bee', 7) ON CONFLICT (id) DO UPDATE SET owner = excluded.owner WHERE acc.bal > 60 RETURNING *
-- @case dml-features-2.5
INSERT INTO acc VALUES (1, 'x', 1), (5, 'y', 2) ON CONFLICT (id) DO UPDATE SET bal = excluded.bal RETURNING id, owner, bal

-- 3: data-modifying CTEs
-- @case dml-features-3.1
WITH ins AS (INSERT INTO acc VALUES (7, 'gus', 70) RETURNING id, bal) SELECT id, bal * 2 FROM ins
-- @case dml-features-3.2
WITH d AS (DELETE FROM tx WHERE amount < 0 RETURNING *) SELECT count(*) FROM d
-- @case dml-features-3.3
WITH u AS (UPDATE acc SET bal = bal + 1 WHERE id < 3 RETURNING id) SELECT array_agg(id ORDER BY id) FROM u
-- @case dml-features-3.4
WITH src AS (SELECT 8 AS id, 'hal' AS owner) INSERT INTO acc (id, owner) SELECT id, owner FROM src RETURNING *

-- 4: MERGE
-- @case dml-features-4.1
MERGE INTO acc a USING (VALUES (1, 5.00), (6, 60.00)) AS s(id, amt) ON a.id = s.id WHEN MATCHED THEN UPDATE SET bal = a.bal + s.amt WHEN NOT MATCHED THEN INSERT (id, owner, bal) VALUES (s.id, 'new', s.amt)
-- @case dml-features-4.2
MERGE INTO acc a USING tx t ON a.id = t.acc_id AND t.amount < 0 WHEN MATCHED THEN DELETE
-- @case dml-features-4.3
MERGE INTO acc a USING (SELECT 3 AS id) s ON a.id = s.id WHEN MATCHED AND a.bal = 0 THEN UPDATE SET owner = 'zero' WHEN NOT MATCHED THEN DO NOTHING

-- 5: JSON functions
-- @case dml-features-5.1
SELECT * FROM jsonb_each('{"a": 1, "b": [true, null], "c": {"d": "x"}}')
-- @case dml-features-5.2
SELECT key, value FROM json_each_text('{"a": 1, "b": "two", "c": null}')
-- @case dml-features-5.3
SELECT value, pg_typeof(value) FROM jsonb_array_elements('[1, "a", {"b": 2}, null]')
-- @case dml-features-5.4
SELECT * FROM jsonb_array_elements_text('[1, "a", null]') WITH ORDINALITY
-- @case dml-features-5.5
SELECT jsonb_object_keys('{"b": 1, "a": 2, "c": {"d": 3}}')
-- @case dml-features-5.6
SELECT jsonb_set('{"a": 1, "b": {"c": 2}}', '{b,c}', '"x"'), jsonb_set('{"a": [1, 2]}', '{a,5}', '3'), jsonb_set('{"a": 1}', '{z}', '9', false)
-- @case dml-features-5.7
SELECT jsonb_insert('{"a": [1, 2]}', '{a,1}', '"n"'), jsonb_insert('{"a": [1, 2]}', '{a,1}', '"n"', true), jsonb_strip_nulls('{"a": null, "b": {"c": null, "d": 1}, "e": [null]}')
-- @case dml-features-5.8
SELECT jsonb_pretty('{"a": [1, {"b": null}], "c": "x"}')
-- @case dml-features-5.9
SELECT jsonb_path_exists('{"a": [1, 2, 3]}', '$.a[*] ? (@ > 2)'), jsonb_path_query_array('{"a": [1, 2, 3]}', '$.a[*] ? (@ >= 2)')
-- @case dml-features-5.10
SELECT * FROM jsonb_path_query('{"a": [{"b": 1}, {"b": 2}]}', '$.a[*].b')
-- @case dml-features-5.11
SELECT a.id, e.key, e.value FROM acc a, jsonb_each(jsonb_build_object('owner', a.owner, 'bal', a.bal)) e ORDER BY a.id, e.key

-- 6: unnest of several arrays, ROWS FROM
-- @case dml-features-6.1
SELECT * FROM unnest(ARRAY[1, 2, 3], ARRAY['a', 'b'])
-- @case dml-features-6.2
SELECT * FROM unnest(ARRAY[1, 2], ARRAY['x', 'y']) WITH ORDINALITY AS u(n, s, o)
-- @case dml-features-6.3
SELECT unnest(ARRAY[10, 20]) AS v
