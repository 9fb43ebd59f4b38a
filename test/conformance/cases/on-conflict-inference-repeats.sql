-- ON CONFLICT's inference specification is a set (infer_arbiter_indexes): a column or expression
-- named more than once still infers the unique index over it.
-- @setup
CREATE TABLE icr (key int, fruit text);
CREATE UNIQUE INDEX icr_u ON icr (key, fruit);
CREATE UNIQUE INDEX icr_l ON icr (lower(fruit));
INSERT INTO icr VALUES (0, 'Crowberry');
-- @case on-conflict-inference-repeats-1.1
INSERT INTO icr VALUES (0, 'Crowberry') ON CONFLICT (fruit, key, fruit, key) DO NOTHING RETURNING *
-- @case on-conflict-inference-repeats-1.2
INSERT INTO icr VALUES (0, 'Crowberry') ON CONFLICT (key, key, fruit) DO UPDATE SET fruit = excluded.fruit || '!' RETURNING *
-- @case on-conflict-inference-repeats-1.3
INSERT INTO icr VALUES (1, 'crowberry') ON CONFLICT (lower(fruit), lower(fruit)) DO UPDATE SET key = 7 RETURNING *
-- @case on-conflict-inference-repeats-1.4
INSERT INTO icr VALUES (1, 'x') ON CONFLICT (key, fruit, key) DO NOTHING RETURNING *
