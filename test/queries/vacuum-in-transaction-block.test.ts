import { describeGoldenStatements } from '../catalog/golden-statements.js';

/**
 * VACUUM cannot run inside a transaction block (25001), ANALYZE can; outside a block both are
 * accepted. PostgreSQL 15's answers are golden.
 */

const STATEMENTS = ['VACUUM', 'ANALYZE', 'BEGIN', 'VACUUM', 'ROLLBACK', 'BEGIN', 'ANALYZE', 'VACUUM (ANALYZE)', 'COMMIT', 'VACUUM (ANALYZE)'];

await describeGoldenStatements({
  title: 'queries: VACUUM refuses a transaction block',
  id: 'vacuum-block',
  golden: 'vacuum-in-transaction-block.json',
  statements: STATEMENTS,
  soft: true,
});
