import { describeGoldenStatements } from '../catalog/golden-statements.js';

/**
 * sum/avg of numeric over a moving window frame: once the values of the largest scale have left
 * the frame, the result has the scale of the values still in it (numeric.c restarts its
 * aggregate), not the scale of every value ever added. PostgreSQL 15's answers are golden.
 */

const STATEMENTS = [
  'SELECT i, SUM(n::numeric) OVER (ORDER BY i ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) FROM (VALUES (1, 1.01), (2, 2), (3, 3)) v(i, n) ORDER BY i',
  'SELECT i, AVG(n::numeric) OVER (ORDER BY i ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) FROM (VALUES (1, 1.01), (2, 2), (3, 3)) v(i, n) ORDER BY i',
  'SELECT i, SUM(n) OVER (ORDER BY i ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM (VALUES (1, 1.5), (2, 2.25), (3, 3), (4, -4.000), (5, 1)) v(i, n) ORDER BY i',
  "SELECT i, SUM(n) OVER (ORDER BY i ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM (VALUES (1, 1.5), (2, 'NaN'), (3, 3), (4, NULL), (5, 1)) v(i, n) ORDER BY i",
  'SELECT SUM(n), AVG(n) FROM (VALUES (1.01), (2), (3)) v(n)',
];

await describeGoldenStatements({
  title: 'queries: numeric sums over a moving frame keep the scale of the values in it',
  id: 'window-numeric-scale',
  golden: 'window-numeric-sum-scale.json',
  statements: STATEMENTS,
  soft: true,
});
