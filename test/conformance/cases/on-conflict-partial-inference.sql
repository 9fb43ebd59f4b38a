-- ON CONFLICT (cols) WHERE pred infers a partial unique index whose predicate the WHERE implies
-- (infer_arbiter_indexes): the predicate itself, qualified by the target's alias or not, or
-- ANDed with other conditions.
-- @setup
CREATE TABLE opi (key int, fruit text);
CREATE UNIQUE INDEX opi_partial ON opi (key) WHERE fruit LIKE '%berry';
INSERT INTO opi VALUES (23, 'Blackberry');
-- @case on-conflict-partial-inference-1.1
INSERT INTO opi AS t VALUES (23, 'Blackberry') ON CONFLICT (key) WHERE fruit LIKE '%berry' AND t.fruit = 'inconsequential' DO NOTHING
-- @case on-conflict-partial-inference-1.2
INSERT INTO opi AS t VALUES (23, 'Blackberry') ON CONFLICT (key) WHERE fruit LIKE '%berry' DO UPDATE SET fruit = 'Bl2' || t.fruit RETURNING *
-- @case on-conflict-partial-inference-1.3
INSERT INTO opi AS t VALUES (23, 'Blackberry') ON CONFLICT (key) WHERE t.fruit LIKE '%berry' DO NOTHING RETURNING *
-- @case on-conflict-partial-inference-1.4
INSERT INTO opi AS t VALUES (23, 'Blackberry') ON CONFLICT (key) WHERE t.key > 0 AND t.fruit LIKE '%berry' DO UPDATE SET fruit = excluded.fruit || '!' RETURNING *
-- @case on-conflict-partial-inference-1.5
INSERT INTO opi VALUES (24, 'Black') ON CONFLICT (key) WHERE fruit LIKE '%berry' DO NOTHING RETURNING *
-- @case on-conflict-partial-inference-1.6
INSERT INTO opi VALUES (25, 'x') ON CONFLICT (key) WHERE fruit = 'z' DO NOTHING
