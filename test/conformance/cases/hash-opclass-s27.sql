-- Hash indexes with an operator class named (create_index.sql, hash_index.sql): a built-in hash
-- class of the key's type (or one binary coercible to it, or the polymorphic class's kind) is
-- taken, another type's is 42804, an unknown name 42704; pg_get_indexdef leaves out a default class.
-- @setup
CREATE TABLE hx (id int, s text, v varchar(10), n name, a int[], t timestamptz, c cidr, e int8);
-- @case hash-opclass-s27-1
CREATE INDEX hx1 ON hx USING hash (id int4_ops)
-- @case hash-opclass-s27-2
CREATE INDEX hx2 ON hx USING hash (s text_ops)
-- @case hash-opclass-s27-3
CREATE INDEX hx3 ON hx USING hash (v text_ops)
-- @case hash-opclass-s27-4
CREATE INDEX hx4 ON hx USING hash (n name_ops)
-- @case hash-opclass-s27-5
CREATE INDEX hx5 ON hx USING hash (a array_ops)
-- @case hash-opclass-s27-6
CREATE INDEX hx6 ON hx USING hash (t timestamptz_ops)
-- @case hash-opclass-s27-7
CREATE INDEX hx7 ON hx USING hash (c inet_ops)
-- @case hash-opclass-s27-8
CREATE INDEX hx8 ON hx USING hash (s int4_ops)
-- @case hash-opclass-s27-9
CREATE INDEX hx9 ON hx USING hash (e int4_ops)
-- @case hash-opclass-s27-10
CREATE INDEX hx10 ON hx USING hash (s no_such_ops)
-- @case hash-opclass-s27-11
CREATE INDEX hx11 ON hx USING hash (s text_pattern_ops)
-- @case hash-opclass-s27-12
CREATE INDEX hx12 ON hx USING hash (id int8_ops)
-- @case hash-opclass-s27-13
SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'hx' ORDER BY 1
