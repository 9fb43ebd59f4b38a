import { PgError } from '@pgsqlite/errors';
import type { TransactionPlan } from '@pgsqlite/translate';
import { warn, type ExecContext } from './context.js';

/**
 * Two-phase commit as PostgreSQL 15 does it with max_prepared_transactions = 0 (its default, and
 * pgsqlite's fixed value: SHOW max_prepared_transactions says 0, pg_prepared_xacts is empty).
 *
 * PREPARE TRANSACTION ends the transaction block as COMMIT would (xact.c PrepareTransactionBlock),
 * then fails to prepare it (twophase.c MarkAsPreparing: 55000 "prepared transactions are
 * disabled"), so the transaction is rolled back and the session is out of the block. Outside a
 * block it warns 25P01 and answers ROLLBACK; in a failed block it rolls back and answers ROLLBACK.
 * COMMIT PREPARED / ROLLBACK PREPARED refuse to run in a block (25001) and otherwise find no
 * such transaction (42704).
 */
export async function runPreparedXact(core: ExecContext, plan: TransactionPlan): Promise<string> {
  const tx = core.tx;
  if (plan.action !== 'prepare') {
    if (tx.inBlock()) throw PgError.fromCode('25001', `${plan.tag} cannot run inside a transaction block`);
    throw PgError.fromCode('42704', `prepared transaction with identifier "${plan.gid ?? ''}" does not exist`);
  }
  // EndTransactionBlock: outside an explicit block there is nothing to end (a multi-statement
  // query's implicit block is ended, and prepared, after the warning).
  if (tx.block !== 'explicit') warn(core, '25P01', 'there is no transaction in progress');
  const prepares = !tx.failed && (tx.block === 'explicit' || (tx.block === 'implicit' && tx.implicitKind === 'multi'));
  if (tx.block !== 'none') await tx.end(false);
  if (!prepares) return 'ROLLBACK';
  throw PgError.fromCode('55000', 'prepared transactions are disabled', { hint: 'Set max_prepared_transactions to a nonzero value.' });
}
