-- ON CONFLICT's EXCLUDED entry: RETURNING cannot read it (an invalid reference, with PostgreSQL's
-- hint); a target table named excluded makes `excluded.col` (42P09) and its bare columns (42702)
-- ambiguous in DO UPDATE, while RETURNING excluded.* reads the table.
-- @setup
CREATE TABLE oce (key int PRIMARY KEY, fruit text);
CREATE TABLE excluded (key int PRIMARY KEY, data text);
INSERT INTO excluded VALUES (1, '1');
-- @case on-conflict-excluded-name-1.1
INSERT INTO oce VALUES (1, 'Apple') ON CONFLICT (key) DO UPDATE SET fruit = excluded.fruit RETURNING excluded.fruit
-- @case on-conflict-excluded-name-1.2
INSERT INTO excluded VALUES (1, '2') ON CONFLICT (key) DO UPDATE SET data = excluded.data RETURNING *
-- @case on-conflict-excluded-name-1.3
INSERT INTO excluded AS target VALUES (1, '2') ON CONFLICT (key) DO UPDATE SET data = excluded.data RETURNING *
-- @case on-conflict-excluded-name-1.4
INSERT INTO excluded VALUES (1, '2') ON CONFLICT (key) DO UPDATE SET data = 3 RETURNING excluded.*
-- @case on-conflict-excluded-name-1.5
INSERT INTO excluded VALUES (1, '2') ON CONFLICT (key) DO UPDATE SET data = data || '+' RETURNING *
-- @case on-conflict-excluded-name-1.6
INSERT INTO excluded VALUES (1, '2') ON CONFLICT (key) DO UPDATE SET data = '3' WHERE excluded.key = 1 RETURNING *
