import { describeGoldenStatements } from '../catalog/golden-statements.js';

/**
 * A session with temporary tables sees every user function, type, aggregate, trigger, comment and
 * grant once: its catalog (the shared one with its temporary objects laid over it) listed them
 * twice, so calling a user function or aggregate there was 42725 "is not unique". PostgreSQL 15's
 * answers are golden.
 */

const STATEMENTS = [
  'CREATE TEMP TABLE tt (a int)',
  'CREATE TYPE pair AS (a int, b text)',
  "CREATE FUNCTION pair_add(pair[], int, text) RETURNS pair[] AS 'SELECT array_append($1, ROW($2, $3)::pair)' LANGUAGE sql IMMUTABLE",
  "CREATE AGGREGATE pairs(int, text) (sfunc = pair_add, stype = pair[], initcond = '{}')",
  "COMMENT ON FUNCTION pair_add(pair[], int, text) IS 'adds a pair'",
  "SELECT pair_add('{}', 1, 'x')",
  "SELECT pairs(a, b) FROM (VALUES (1, 'x'), (2, 'y')) v(a, b)",
  "SELECT count(*) FROM pg_proc WHERE proname IN ('pair_add', 'pairs')",
  "SELECT count(*) FROM pg_type WHERE typname IN ('pair', '_pair')",
  "SELECT count(*) FROM pg_description WHERE description = 'adds a pair'",
  'INSERT INTO tt VALUES (1)',
  'SELECT a FROM tt',
];

await describeGoldenStatements({
  title: 'queries: a session with temporary tables sees each user object once',
  id: 'temp-unique',
  golden: 'temp-schema-keeps-functions-unique.json',
  statements: STATEMENTS,
  soft: true,
});
