-- A cast is strict: PostgreSQL's planner folds a cast of a constant that evaluates to NULL to
-- the NULL constant whatever the cast's volatility (evaluate_function: a strict function with a
-- NULL argument), so `(('0'::jsonb #>> '{c}'))::text[] IS NULL` is the constant TRUE that ends
-- an OR before the constants after it are folded (fuzz class error 22P02 'invalid input syntax
-- for type boolean'); where the value is not NULL the stable cast is kept and they are folded.
-- A strict call folded to NULL inside a constant COALESCE argument still has its own constants
-- folded first (`replace(NULL, substring(a3, 'é', 'ab'), NULL)`: the inlined
-- similar_to_escape('é', 'ab') raises 22025, fuzz class missing-error 22025).
-- @setup
CREATE TABLE nfc0 (ra int, a3 text);

-- 1: a NULL-folded cast decides an OR / AND
-- @case null-folded-casts-1.1
SELECT (((('0'::jsonb #>> '{c,x}'::text[]))::text[] IS NULL) OR ('ab'::text)::boolean)
-- @case null-folded-casts-1.2
SELECT (((('0'::jsonb #>> '{c,x}'::text[]))::int[] IS NOT NULL) AND ('ab'::text)::boolean)
-- @case null-folded-casts-1.3
SELECT (((('{"c":{"x":"{1}"}}'::jsonb #>> '{c,x}'::text[]))::int[] IS NULL) OR ('ab'::text)::boolean)
-- @case null-folded-casts-1.4
SELECT ra FROM nfc0 WHERE ((('0'::jsonb #>> '{c}'::text[]))::date IS NULL) OR ('ab'::text)::boolean

-- 2: constants inside a NULL-folded COALESCE argument
-- @case null-folded-casts-2.1
SELECT COALESCE(replace(NULL::text, substring(a3, 'é'::text, 'ab'::text), NULL::text), 'x'::text) FROM nfc0
-- @case null-folded-casts-2.2
SELECT COALESCE(replace(NULL::text, substring(a3, 'é'::text, 'a'::text), NULL::text), 'x'::text) FROM nfc0
-- @case null-folded-casts-2.3
SELECT COALESCE(upper(NULL::text || substring(a3, 'é'::text, 'ab'::text)), 'x'::text) FROM nfc0
