-- INSERT into array elements, slices and composite fields, from VALUES and from SELECT; fields of
-- array elements (arr[i].f); domains over arrays and composites checked on the finished value.
-- @setup
CREATE TYPE if_t AS (if1 int, if2 text[]);
CREATE DOMAIN if_pos AS int[] CHECK (value[1] > 0);
CREATE DOMAIN if_dom AS if_t CHECK ((value).if2[1] IS NOT NULL);
CREATE TABLE if_tab (f1 int, f2 int[], f3 if_t, f4 if_t[]);
CREATE TABLE if_dtab (f2 if_pos, f3 if_dom, f4 if_dom[]);
-- @case insert-fields-1.1
INSERT INTO if_tab (f2[1], f2[2]) SELECT 7, 8 RETURNING f2
-- @case insert-fields-1.2
INSERT INTO if_tab (f2[2:3]) SELECT '{5,6}' RETURNING f2
-- @case insert-fields-1.3
INSERT INTO if_tab (f3.if1, f3.if2) SELECT g, ARRAY['x' || g] FROM generate_series(1, 3) g RETURNING f3
-- @case insert-fields-1.4
INSERT INTO if_tab (f3.if2[1], f3.if2[2]) SELECT 'bear', 'beer' RETURNING f3
-- @case insert-fields-1.5
INSERT INTO if_tab (f4[1].if2[1], f4[1].if2[2]) VALUES ('foo', 'bar'), ('baz', 'quux') RETURNING f4
-- @case insert-fields-1.6
INSERT INTO if_tab (f4[1].if2[1], f4[1].if2[2]) SELECT 'bear', 'beer' RETURNING f4
-- @case insert-fields-1.7
INSERT INTO if_tab (f4[2].if1, f1) VALUES (3, 1) RETURNING f1, f4
-- @case insert-fields-1.8
INSERT INTO if_tab (f2[1], f2[2]) VALUES (1, DEFAULT)
-- @case insert-fields-1.9
INSERT INTO if_tab (f3.if1, f3.if2) VALUES (1, DEFAULT)
-- @case insert-fields-1.10
INSERT INTO if_tab (f3.nosuch) SELECT 1
-- @case insert-fields-1.11
INSERT INTO if_dtab (f2[1], f2[2]) SELECT 7, 8 RETURNING f2
-- @case insert-fields-1.12
INSERT INTO if_dtab (f2[1], f2[2]) VALUES (0, 2)
-- @case insert-fields-1.13
INSERT INTO if_dtab (f2[1], f2[2]) SELECT 0, 8
-- @case insert-fields-1.14
INSERT INTO if_dtab (f3.if1, f3.if2) VALUES (1, '{foo}'), (2, '{bar}') RETURNING f3
-- @case insert-fields-1.15
INSERT INTO if_dtab (f3.if1, f3.if2) VALUES (1, ARRAY[NULL])
-- @case insert-fields-1.16
INSERT INTO if_dtab (f4[1].if2[1], f4[1].if2[2]) SELECT 'bear', 'beer' RETURNING f4
-- @case insert-fields-1.17
INSERT INTO if_dtab (f4[1].if2[1], f4[1].if2[2]) VALUES (NULL, 'bar')
-- @setup
CREATE TYPE if_t AS (if1 int, if2 text[]);
CREATE TABLE if_tab (f1 int, f2 int[], f3 if_t, f4 if_t[]);
INSERT INTO if_tab (f1, f4[1].if2[1], f4[1].if2[2]) VALUES (1, 'foo', 'bar');
-- @case insert-fields-2.1
UPDATE if_tab SET f4[1].if1 = 9, f4[2].if2[1] = 'x' RETURNING f4
-- @case insert-fields-2.2
UPDATE if_tab SET f4[1].if2[2] = 'z' RETURNING f4[1].if2
