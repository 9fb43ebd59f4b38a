-- Fuzz classes of session 22 (seeds 1, 2, 3, 7, 42, 20261201).
-- Family 1: every restriction estimator that reaches get_restriction_variable computes the
-- other side of its operator while planning (estimate_expression_value), over empty tables too:
-- matchingsel (jsonb ?, ?|, ?&, @?, @@), prefixsel (^@), arraycontsel, tsmatchsel.
-- @setup
CREATE TABLE fd0 (ra int, a0 text, a1 jsonb, a2 text[]);
CREATE TABLE fd1 (rb int, b0 numeric);
-- @case fuzz-classes-s22-1.1
SELECT ra FROM fd0 WHERE (a0)::jsonb ? to_char('-00:00:01'::interval, 'hello world'::text)
-- @case fuzz-classes-s22-1.2
SELECT ra, rb FROM fd0 JOIN fd1 ON a1 ?& ('abc'::text)::text[]
-- @case fuzz-classes-s22-1.3
SELECT ra FROM fd0 WHERE a1 ?| ('abc'::text)::text[]
-- @case fuzz-classes-s22-1.4
SELECT ra FROM fd0 WHERE a1 @? ('$$'::text)::jsonpath
-- @case fuzz-classes-s22-1.5
SELECT ra FROM fd0 WHERE a0 ^@ to_char('-00:00:01'::interval, 'hello world'::text)
-- @case fuzz-classes-s22-1.6
SELECT ra FROM fd0 WHERE a1 @@ ('$$'::text)::jsonpath
-- @case fuzz-classes-s22-1.7
SELECT ra FROM fd0 WHERE a1 ? 'a' OR a0 ^@ 'b'
