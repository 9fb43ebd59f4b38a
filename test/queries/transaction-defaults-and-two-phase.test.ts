import { describeGoldenStatements } from '../catalog/golden-statements.js';

/**
 * Outside a transaction block, transaction_isolation / transaction_read_only /
 * transaction_deferrable are the default_transaction_* values (a statement there is a
 * transaction of its own, begun with them): they read 'read committed' / 'off' after the defaults
 * were SET (psycopg2's autocommit tests). Two-phase commit as PostgreSQL 15 answers it with
 * max_prepared_transactions = 0: PREPARE TRANSACTION ends the block and fails with 55000 (the
 * work rolled back, the session out of the block), warns 25P01 outside one, answers ROLLBACK in a
 * failed one; COMMIT/ROLLBACK PREPARED are 25001 in a block and 42704 outside; pg_prepared_xacts
 * is empty (it was 0A000, which psycopg2's two-phase tests stumbled on in their setUp).
 * PostgreSQL 15's answers are golden.
 */

const STATEMENTS = [
  'SHOW transaction_isolation',
  "SET default_transaction_isolation = 'serializable'",
  'SHOW transaction_isolation',
  "SELECT current_setting('transaction_isolation')",
  'BEGIN',
  'SET TRANSACTION ISOLATION LEVEL READ COMMITTED',
  'SHOW transaction_isolation',
  'COMMIT',
  'SHOW transaction_isolation',
  'RESET default_transaction_isolation',
  'SHOW transaction_isolation',
  'SET default_transaction_read_only = on',
  'SHOW transaction_read_only',
  "SELECT current_setting('transaction_read_only')",
  'BEGIN',
  'SET TRANSACTION READ WRITE',
  'SHOW transaction_read_only',
  'COMMIT',
  'SHOW transaction_read_only',
  'SET default_transaction_read_only = off',
  'SET default_transaction_deferrable = on',
  'SHOW transaction_deferrable',
  'RESET default_transaction_deferrable',
  'SHOW transaction_deferrable',
  'SHOW max_prepared_transactions',
  'CREATE TABLE two_phase (a int)',
  'BEGIN',
  'INSERT INTO two_phase VALUES (1)',
  "PREPARE TRANSACTION 'p1'",
  'SELECT count(*) FROM two_phase',
  "PREPARE TRANSACTION 'p2'",
  "COMMIT PREPARED 'p1'",
  "ROLLBACK PREPARED 'p1'",
  'BEGIN',
  "COMMIT PREPARED 'p1'",
  'ROLLBACK',
  'BEGIN',
  'SELECT 1 / 0',
  "COMMIT PREPARED 'p1'",
  "PREPARE TRANSACTION 'p3'",
  'SELECT 1 AS after_block',
  'SELECT gid FROM pg_prepared_xacts WHERE database = current_database()',
  'SELECT * FROM pg_prepared_xacts',
];

await describeGoldenStatements({
  title: 'queries: transaction_* parameters outside a block, and two-phase commit with max_prepared_transactions = 0',
  id: 'tx-defaults',
  golden: 'transaction-defaults-and-two-phase.json',
  statements: STATEMENTS,
  soft: true,
});
