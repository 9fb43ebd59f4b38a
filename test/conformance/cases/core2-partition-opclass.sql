-- CREATE / DROP OPERATOR CLASS, and partition keys declared with an operator class or a
-- collation: a user hash operator class places rows by its own hash function (support 2),
-- the type's default class or COLLATE "C" change nothing; the errors.
-- @setup
CREATE FUNCTION c2_hashint4_noop(value int4, seed int8) RETURNS int8 AS $$ SELECT value + seed; $$ LANGUAGE sql STRICT IMMUTABLE PARALLEL SAFE;
CREATE OPERATOR CLASS c2_int4_ops FOR TYPE int4 USING hash AS OPERATOR 1 =, FUNCTION 2 c2_hashint4_noop(int4, int8);
CREATE FUNCTION c2_hashtext_length(value text, seed int8) RETURNS int8 AS $$ SELECT length(coalesce(value, ''))::int8 $$ LANGUAGE sql STRICT IMMUTABLE PARALLEL SAFE;
CREATE OPERATOR CLASS c2_text_ops FOR TYPE text USING hash AS OPERATOR 1 =, FUNCTION 2 c2_hashtext_length(text, int8);
CREATE TABLE c2_hp (a int) PARTITION BY HASH (a c2_int4_ops);
CREATE TABLE c2_hp0 PARTITION OF c2_hp FOR VALUES WITH (MODULUS 4, REMAINDER 0);
CREATE TABLE c2_hp1 PARTITION OF c2_hp FOR VALUES WITH (MODULUS 4, REMAINDER 1);
CREATE TABLE c2_hp2 PARTITION OF c2_hp FOR VALUES WITH (MODULUS 4, REMAINDER 2);
CREATE TABLE c2_hp3 PARTITION OF c2_hp FOR VALUES WITH (MODULUS 4, REMAINDER 3);
INSERT INTO c2_hp SELECT generate_series(1, 10);
CREATE TABLE c2_hp2k (a int, b text) PARTITION BY HASH (a c2_int4_ops, b c2_text_ops);
CREATE TABLE c2_hp2k1 PARTITION OF c2_hp2k FOR VALUES WITH (MODULUS 2, REMAINDER 1);
CREATE TABLE c2_hp2k2 PARTITION OF c2_hp2k FOR VALUES WITH (MODULUS 4, REMAINDER 2);
CREATE TABLE c2_hp2k3 PARTITION OF c2_hp2k FOR VALUES WITH (MODULUS 8, REMAINDER 0);
CREATE TABLE c2_hp2k4 PARTITION OF c2_hp2k FOR VALUES WITH (MODULUS 8, REMAINDER 4);
INSERT INTO c2_hp2k VALUES (1, 'x'), (2, 'yy'), (3, NULL), (4, 'abcd'), (NULL, 'a');

-- @case core2-partition-opclass-1.1 ordered
SELECT tableoid::regclass AS part, a, a % 4 AS rem FROM c2_hp ORDER BY part, a
-- @case core2-partition-opclass-1.2
INSERT INTO c2_hp0 VALUES (12), (16)
-- @case core2-partition-opclass-1.3
INSERT INTO c2_hp0 VALUES (11)
-- @case core2-partition-opclass-1.4 ordered
SELECT tableoid::regclass AS part, a, b FROM c2_hp2k ORDER BY part, a
-- @case core2-partition-opclass-1.5
UPDATE c2_hp2k SET a = a + 1 WHERE b = 'x' RETURNING tableoid::regclass, *
-- @case core2-partition-opclass-1.6
SELECT pg_get_partkeydef('c2_hp'::regclass), pg_get_partkeydef('c2_hp2k'::regclass)
-- @case core2-partition-opclass-1.7
CREATE TABLE c2_rp (a text) PARTITION BY RANGE (a COLLATE "C" text_pattern_ops)
-- @case core2-partition-opclass-1.8
CREATE TABLE c2_lp (a int) PARTITION BY LIST (a int4_ops)
-- @case core2-partition-opclass-2.1
CREATE TABLE c2_bad (a int) PARTITION BY HASH (a c2_nosuch_ops)
-- @case core2-partition-opclass-2.2
CREATE TABLE c2_bad (a int) PARTITION BY HASH (a c2_text_ops)
-- @case core2-partition-opclass-2.3
CREATE OPERATOR CLASS c2_int4_ops FOR TYPE int4 USING hash AS OPERATOR 1 =
-- @case core2-partition-opclass-2.4
CREATE OPERATOR CLASS c2_x FOR TYPE int4 USING hash AS OPERATOR 1 =, FUNCTION 2 c2_nosuch(int4, int8)
-- @case core2-partition-opclass-2.5
DROP OPERATOR CLASS c2_nosuch USING hash
-- @case core2-partition-opclass-2.6
DROP OPERATOR CLASS IF EXISTS c2_nosuch USING hash
-- @case core2-partition-opclass-2.7
CREATE OPERATOR CLASS c2_x FOR TYPE int4 USING nosuch AS OPERATOR 1 =
