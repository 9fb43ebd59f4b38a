import { describeGoldenStatements } from '../catalog/golden-statements.js';

/**
 * CREATE TEMP TABLE … INHERITS (a temporary table) works; only a permanent child of a temporary
 * parent is refused (42809). The persistence of the new table was read from the wrong AST node, so
 * every child of a temporary table was refused. PostgreSQL 15's answers are golden.
 */

const STATEMENTS = [
  'CREATE TEMP TABLE foo (f1 serial, f2 text, f3 int DEFAULT 42)',
  "INSERT INTO foo (f2, f3) VALUES ('test', DEFAULT), ('More', 11) RETURNING *",
  'CREATE TEMP TABLE foochild (fc int) INHERITS (foo)',
  "INSERT INTO foochild VALUES (123, 'child', 999, -123)",
  'ALTER TABLE foo ADD COLUMN f4 int8 DEFAULT 99',
  'SELECT * FROM foo ORDER BY f1',
  'SELECT * FROM foochild',
  'UPDATE foo SET f4 = f4 + f3 WHERE f4 = 99 RETURNING *',
  'DELETE FROM foo WHERE f1 = 123 RETURNING *',
  'SELECT * FROM foochild',
  'CREATE TABLE permchild () INHERITS (foo)',
  'DROP TABLE foochild',
  'DROP TABLE foo',
];

await describeGoldenStatements({
  title: 'queries: a temporary table inherits from a temporary table',
  id: 'temp-inherits',
  golden: 'temp-table-inherits-temp.json',
  statements: STATEMENTS,
  soft: true,
});
