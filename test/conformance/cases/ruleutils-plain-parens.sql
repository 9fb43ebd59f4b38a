-- Stored expressions as ruleutils.c prints them without pretty (pg_get_expr(e, rel),
-- pg_get_constraintdef(oid), pg_get_indexdef(oid), information_schema, what pg_dump reads): every
-- operator, AND/OR/NOT, IS [NOT] NULL and cast of a non-constant in its own parentheses; with
-- pretty = true the parentheses only where needed.
-- @setup
CREATE DOMAIN rp_posint AS int CHECK (value > 0);
CREATE DOMAIN rp_email AS text CHECK (value ~ '@' AND length(value) < 100);
CREATE SEQUENCE rp_s;
CREATE TABLE rp (id serial, a int CHECK (NOT (a = 3) OR a IS NULL), b text CHECK (b LIKE 'x%' OR b ILIKE 'y%'), c int CHECK (c IN (1, 2, -3)), d timestamptz DEFAULT current_timestamp, e int DEFAULT nextval('rp_s'), g rp_posint, i numeric CHECK (i > -1.5 AND i::int < 10), j text CHECK (j::int > 0), k boolean CHECK (k), l int[] DEFAULT ARRAY[1, 2], m text DEFAULT lower('ABC'), n int CHECK (a + c * 2 > 0), o int GENERATED ALWAYS AS (a * 2 + 1) STORED, p boolean DEFAULT (1 < 2));
CREATE INDEX rp_i1 ON rp ((a + 1));
CREATE INDEX rp_i2 ON rp (lower(b), a) WHERE k;
CREATE INDEX rp_i3 ON rp (a) WHERE NOT k;
CREATE INDEX rp_i4 ON rp (b) WHERE a > 5 AND b IS NOT NULL;
-- @case ruleutils-plain-parens-1.1 ordered
SELECT conname, pg_get_constraintdef(oid), pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conrelid = 'rp'::regclass OR contypid IN ('rp_posint'::regtype, 'rp_email'::regtype) ORDER BY 1
-- @case ruleutils-plain-parens-1.2 ordered
SELECT adnum, pg_get_expr(adbin, adrelid), pg_get_expr(adbin, adrelid, true) FROM pg_attrdef WHERE adrelid = 'rp'::regclass ORDER BY 1
-- @case ruleutils-plain-parens-1.3 ordered
SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'rp' ORDER BY 1
-- @case ruleutils-plain-parens-1.4 ordered
SELECT constraint_name, check_clause FROM information_schema.check_constraints WHERE constraint_name LIKE 'rp\_%' ORDER BY 1
-- @case ruleutils-plain-parens-1.5 ordered
SELECT column_name, column_default FROM information_schema.columns WHERE table_name = 'rp' ORDER BY ordinal_position
-- @case ruleutils-plain-parens-1.6 ordered
SELECT c.relname, pg_get_expr(indpred, indrelid), pg_get_expr(indexprs, indrelid), pg_get_indexdef(indexrelid, 0, true) FROM pg_index JOIN pg_class c ON c.oid = indexrelid WHERE indrelid = 'rp'::regclass ORDER BY 1
