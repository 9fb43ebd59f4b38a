-- ON CONFLICT naming a unique expression index by its expressions (`ON CONFLICT (lower(email))`),
-- alone or with columns: DO NOTHING, and DO UPDATE of one proposed row; an expression no unique
-- index has is 42P10. DO UPDATE of several rows through an expression arbiter is refused (0A000).

-- @setup
CREATE TABLE occ (key int, fruit text, n numeric);
CREATE UNIQUE INDEX occ_lower ON occ (lower(fruit));
CREATE UNIQUE INDEX occ_both ON occ (key, lower(fruit));
INSERT INTO occ VALUES (1, 'Apple', 1), (6, 'kiwi', 6);
-- @case on-conflict-expressions-1.1
INSERT INTO occ VALUES (2, 'APPLE', 2) ON CONFLICT (lower(fruit)) DO NOTHING
-- @case on-conflict-expressions-1.2
INSERT INTO occ VALUES (3, 'apple', 3) ON CONFLICT (lower(fruit)) DO UPDATE SET n = excluded.n RETURNING *
-- @case on-conflict-expressions-1.3
INSERT INTO occ VALUES (1, 'aPPle', 4) ON CONFLICT (key, lower(fruit)) DO UPDATE SET n = occ.n + excluded.n RETURNING *
-- @case on-conflict-expressions-1.4
INSERT INTO occ VALUES (5, 'pear', 5) ON CONFLICT (upper(fruit)) DO NOTHING
-- @case on-conflict-expressions-1.5
INSERT INTO occ VALUES (7, 'KIWI', 7), (8, 'fig', 8), (9, 'FIG', 9) ON CONFLICT (lower(fruit)) DO NOTHING RETURNING key
-- @case on-conflict-expressions-1.6
INSERT INTO occ VALUES (2, 'apple', 2) ON CONFLICT (lower(fruit)) WHERE key > 0 DO NOTHING
-- @case on-conflict-expressions-1.7
INSERT INTO occ SELECT 10, 'APPLE', 10 ON CONFLICT (lower(fruit)) DO NOTHING
