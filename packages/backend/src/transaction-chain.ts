import { PgError } from '@pgsqlite/errors';
import { fireDeferredTriggers, noteTransactionControl } from './pl/deferred-triggers.js';
import type { TransactionPlan } from '@pgsqlite/translate';
import type { ExecContext } from './context.js';

/**
 * COMMIT AND CHAIN / ROLLBACK AND CHAIN (xact.c EndTransactionBlock with chain): end the block
 * as COMMIT / ROLLBACK do (a failed block rolls back and answers ROLLBACK), then start a new one
 * at once with the same isolation level, read-only and deferrable settings. After a failed
 * block, those it began with: the abort rolled back what BEGIN's options and SET TRANSACTION set
 * (default_transaction_*), but not what a chain restored (CommitTransactionCommand sets
 * XactIsoLevel … directly), so a chained block that fails chains with its own again; a failure
 * inside a savepoint left the top level's as they were (regress transactions.sql: TBLOCK_ABORT_END
 * / TBLOCK_ABORT_PENDING). Outside a transaction block: 25P01.
 * @see https://www.postgresql.org/docs/15/sql-commit.html
 */
export async function runChained(core: ExecContext, plan: TransactionPlan): Promise<string> {
  const tx = core.tx;
  const what = plan.action === 'commit' ? 'COMMIT' : 'ROLLBACK';
  if (tx.block !== 'explicit') throw PgError.fromCode('25P01', `${what} AND CHAIN can only be used in transaction blocks`);
  // a block failed at its top level has the characteristics it started with (the abort undid
  // BEGIN's options and SET TRANSACTION): a chained block's, else the default_transaction_* ones;
  // a failure inside a savepoint aborted only the subtransaction, which kept them
  const base = tx.failed && tx.savepoints.length === 0 ? (chainBases.get(tx) ?? defaults(core)) : undefined;
  const isolation = base?.isolation ?? (core.settings.get('transaction_isolation') as TransactionPlan['isolation']);
  const readOnly = base?.readOnly ?? core.settings.get('transaction_read_only') === 'on';
  const deferrable = base?.deferrable ?? core.settings.get('transaction_deferrable');
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
  chainBases.set(tx, { isolation, readOnly, deferrable });
  return tag;
}

/** The characteristics a block started by a chain began with (cleared by BEGIN: blockStartedByBegin). */
const chainBases = new WeakMap<object, Characteristics>();

interface Characteristics {
  isolation: TransactionPlan['isolation'];
  readOnly: boolean;
  deferrable: string;
}

function defaults(core: ExecContext): Characteristics {
  return {
    isolation: core.settings.get('default_transaction_isolation') as TransactionPlan['isolation'],
    readOnly: core.settings.get('default_transaction_read_only') === 'on',
    deferrable: core.settings.get('default_transaction_deferrable'),
  };
}

/** BEGIN / START TRANSACTION opened the block: a failure in it chains with the default characteristics. */
export function blockStartedByBegin(tx: object): void {
  chainBases.delete(tx);
}
