-- Function-style casts (PostgreSQL 15 func_get_detail, FUNCDETAIL_COERCION): `typename(x)` where
-- no function of that name takes x's type is `x::typename` — built-in types by their pg_type
-- name (not the grammar's aliases), the reg* types, user enums; named after the function.

-- 1: built-in types
-- @case function-style-casts-1.1
SELECT int4('5'), text(5), float8(2::int8), float8(3::int2), int2(4.6::float8), int8(7), pg_typeof(text(5))
-- @case function-style-casts-1.2
SELECT pg_catalog.int4('7'), date('2020-01-02'), bpchar('ab'), name('x'), oid(5), int4(true), bool(1), money(5)
-- @case function-style-casts-1.3
SELECT int4(x), int8(y) FROM (VALUES ('12'::text, 1.5::numeric)) v(x, y)
-- @case function-style-casts-1.4
SELECT json('{"a":1}'), jsonb('[1, 2]'), uuid('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'), int4range(int4range(1,3))
-- @case function-style-casts-1.5
SELECT int('5')
-- @case function-style-casts-1.6
SELECT int4('5', 6)
-- @case function-style-casts-1.7
SELECT int4('x')

-- 2: reg* types
-- @case function-style-casts-2.1
SELECT regclass('pg_class'), regtype('int4'), regproc('now'), regnamespace('pg_catalog'), regoper('||/'), regtype('pg_catalog.int4')
-- @case function-style-casts-2.2
SELECT regclass('pg_classes')
-- @case function-style-casts-2.3
SELECT regtype('int3')

-- 3: user types
-- @setup
CREATE TYPE fsc_mood AS ENUM ('sad', 'happy');
CREATE TYPE fsc_range AS RANGE (subtype = int4);
-- @case function-style-casts-3.1
SELECT fsc_mood('happy'), pg_typeof(fsc_mood('sad'))
-- @case function-style-casts-3.2
SELECT fsc_mood('angry')
-- @case function-style-casts-3.3
SELECT fsc_mood('happy'::text), fsc_mood(name 'sad')
-- @case function-style-casts-3.4
SELECT fsc_mood(fsc_range(1, 2))
-- @case function-style-casts-3.5
SELECT fsc_range(fsc_range(1, 2)), text(fsc_range(1, 2))
