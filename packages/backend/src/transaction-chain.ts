import { PgError } from '@pgsqlite/errors';
import { fireDeferredTriggers, noteTransactionControl } from './pl/deferred-triggers.js';
import type { TransactionPlan } from '@pgsqlite/translate';
import type { ExecContext } from './context.js';

/**
 * COMMIT AND CHAIN / ROLLBACK AND CHAIN (xact.c EndTransactionBlock with chain): end the block
 * as COMMIT / ROLLBACK do (a failed block rolls back and answers ROLLBACK), then start a new one
 * at once with the same isolation level, read-only and deferrable settings (after a failed
 * block: what the abort left of them). Outside a transaction block: 25P01.
 * @see https://www.postgresql.org/docs/15/sql-commit.html
 */
export async function runChained(core: ExecContext, plan: TransactionPlan): Promise<string> {
  const tx = core.tx;
  const what = plan.action === 'commit' ? 'COMMIT' : 'ROLLBACK';
  if (tx.block !== 'explicit') throw PgError.fromCode('25P01', `${what} AND CHAIN can only be used in transaction blocks`);
  // A failed block's characteristics are what the abort left: BEGIN's and SET TRANSACTION's are
  // undone with the GUCs (the default_transaction_* ones), a chain's are not (chainedWith)
  const chained = tx.failed ? tx.chainedWith : undefined;
  const from = tx.failed ? 'default_transaction_' : 'transaction_';
  const isolation = (chained?.isolation ?? core.settings.get(`${from}isolation`)) as TransactionPlan['isolation'];
  const readOnly = chained !== undefined ? chained.readOnly : core.settings.get(`${from}read_only`) === 'on';
  const deferrable = chained?.deferrable ?? core.settings.get(`${from}deferrable`);
  const tag = plan.action === 'commit' && !tx.failed ? 'COMMIT' : 'ROLLBACK';
  // COMMIT AND CHAIN fires the deferred constraint-trigger events first (an error ends the chain).
  if (plan.action === 'commit' && !tx.failed) await fireDeferredTriggers(core, true).catch(async (e: unknown) => {
    noteTransactionControl(core, 'end');
    await tx.end(false);
    throw e;
  });
  noteTransactionControl(core, 'end');
  await tx.end(plan.action === 'commit');
  await tx.begin(isolation, readOnly);
  core.settings.set('transaction_deferrable', deferrable, true);
  tx.chainedWith = { isolation: isolation ?? 'read committed', readOnly, deferrable };
  return tag;
}
