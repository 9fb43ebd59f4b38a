import { describeGoldenStatements } from '../catalog/golden-statements.js';

/**
 * Window functions refused where PostgreSQL refuses them, in its words (JOIN conditions, GROUP BY
 * — also through an output-column position or alias —, RETURNING, VALUES, UPDATE, window
 * definitions), aggregates named by GROUP BY 1, and count() spelled without its star. Before, SQLite's
 * "misuse of window function" reached the client as XX000 and count() counted rows. PostgreSQL 15's
 * answers are golden.
 */

const STATEMENTS = [
  'CREATE TABLE cwp (a int, b int)',
  'INSERT INTO cwp VALUES (1, 2), (3, 4)',
  'SELECT * FROM cwp x INNER JOIN cwp y ON row_number() OVER (ORDER BY x.a) < 10',
  'SELECT rank() OVER (ORDER BY 1), count(*) FROM cwp GROUP BY 1',
  'SELECT count(*) FROM cwp GROUP BY 1',
  'SELECT rank() OVER (ORDER BY a) AS r FROM cwp GROUP BY r',
  'DELETE FROM cwp RETURNING rank() OVER (ORDER BY random())',
  'SELECT rank() OVER (ORDER BY rank() OVER (ORDER BY random()))',
  'SELECT rank() OVER (PARTITION BY rank() OVER (ORDER BY random()))',
  'INSERT INTO cwp VALUES (row_number() OVER (), 1)',
  'UPDATE cwp SET a = row_number() OVER ()',
  'SELECT * FROM (VALUES (row_number() OVER ())) v',
  'SELECT count() OVER () FROM cwp',
  'SELECT count() FROM cwp',
  'SELECT a + 1 AS k, count(*) FROM cwp GROUP BY 1 ORDER BY 1',
  'SELECT a AS k, sum(b) OVER () FROM cwp GROUP BY k, b ORDER BY 1',
];

await describeGoldenStatements({
  title: 'queries: window functions and aggregates are refused where PostgreSQL 15 refuses them',
  id: 'window-placement',
  golden: 'window-function-placement.json',
  statements: STATEMENTS,
  soft: true,
});
