-- jsonb subscripting (PostgreSQL 14+): reading j['a'][0] and assigning UPDATE … SET j['a'][2] = v.

-- @case jsonb-subscripts-1.1
SELECT ('{"a":{"b":[1,2]}}'::jsonb)['a']['b'][1], ('[1,2]'::jsonb)[0], ('{"a":1}'::jsonb)['x'], ('[1,2]'::jsonb)['1'], ('[1,2]'::jsonb)[-1], ('{"a":1}'::jsonb)[NULL], ('{"1":5}'::jsonb)[1]
-- @case jsonb-subscripts-1.2
SELECT ('[1]'::jsonb)[1:2]
-- @case jsonb-subscripts-1.3
SELECT ('[1]'::jsonb)[1.5]
-- @case jsonb-subscripts-1.4
SELECT x['a'], x['a'][0] FROM (VALUES ('{"a":[3]}'::jsonb), ('{"a":4}'), (NULL)) v(x) WHERE x['a'] IS NOT NULL

-- @setup
CREATE TABLE jsa (id int, j jsonb);
INSERT INTO jsa VALUES (1, NULL), (2, '{}'), (3, '[1,2]'), (4, '5'), (5, '{"a":{"b":1}}');
-- @case jsonb-subscripts-2.1
UPDATE jsa SET j['a']['b'] = '1' WHERE id = 1 RETURNING j
-- @case jsonb-subscripts-2.2
UPDATE jsa SET j[2] = '1' WHERE id = 1 RETURNING j
-- @case jsonb-subscripts-2.3
UPDATE jsa SET j['a'][2]['x'] = '1' WHERE id = 2 RETURNING j
-- @case jsonb-subscripts-2.4
UPDATE jsa SET j[-3] = '2' WHERE id = 3
-- @case jsonb-subscripts-2.5
UPDATE jsa SET j[-1] = '3' WHERE id = 3 RETURNING j
-- @case jsonb-subscripts-2.6
UPDATE jsa SET j['a'] = '1' WHERE id = 4
-- @case jsonb-subscripts-2.7
UPDATE jsa SET j['a'] = NULL WHERE id = 5 RETURNING j
-- @case jsonb-subscripts-2.8
UPDATE jsa SET j['x'] = '1' WHERE id = 3
-- @case jsonb-subscripts-2.9
UPDATE jsa SET j[NULL] = '1' WHERE id = 2
-- @case jsonb-subscripts-2.10
UPDATE jsa SET j['a']['b'] = '2', j['a']['c'] = '3' WHERE id = 5 RETURNING j
-- @case jsonb-subscripts-2.11
UPDATE jsa SET j[5] = '"x"' WHERE id = 3 RETURNING j
