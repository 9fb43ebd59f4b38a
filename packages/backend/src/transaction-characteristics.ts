import { PgError } from '@pgsqlite/errors';
import type { TransactionPlan } from '@pgsqlite/translate';
import type { Settings } from './settings/settings.js';

/** What SET TRANSACTION needs to know of the transaction it changes. */
export interface TransactionState {
  /** A query of the transaction has run (PostgreSQL's FirstSnapshotSet). */
  snapshotTaken: boolean;
  /** Savepoints open (a subtransaction is running). */
  savepoints: readonly string[];
}

const active = (message: string): PgError => PgError.fromCode('25001', message);

/**
 * SET TRANSACTION … inside a transaction block, with the GUC check hooks of
 * transaction_isolation, transaction_read_only and transaction_deferrable (variable.c): the
 * isolation level and DEFERRABLE only before the first query and not in a subtransaction; READ
 * WRITE not after a query of a read-only transaction, nor inside a read-only subtransaction.
 * Options apply in the order given; the first refused one raises 25001.
 */
export function setTransaction(settings: Settings, tx: TransactionState, plan: TransactionPlan): void {
  const sub = tx.savepoints.length > 0;
  for (const option of plan.optionOrder ?? ['isolation', 'readOnly', 'deferrable']) {
    if (option === 'isolation' && plan.isolation !== undefined) {
      if (plan.isolation !== settings.get('transaction_isolation')) {
        if (tx.snapshotTaken) throw active('SET TRANSACTION ISOLATION LEVEL must be called before any query');
        if (sub) throw active('SET TRANSACTION ISOLATION LEVEL must not be called in a subtransaction');
      }
      settings.set('transaction_isolation', plan.isolation, true);
    } else if (option === 'readOnly' && plan.readOnly !== undefined) {
      if (!plan.readOnly && settings.get('transaction_read_only') === 'on') {
        if (sub) throw active('cannot set transaction read-write mode inside a read-only transaction');
        if (tx.snapshotTaken) throw active('transaction read-write mode must be set before any query');
      }
      settings.set('transaction_read_only', plan.readOnly ? 'on' : 'off', true);
    } else if (option === 'deferrable' && plan.deferrable !== undefined) {
      if (sub) throw active('SET TRANSACTION [NOT] DEFERRABLE cannot be called within a subtransaction');
      if (tx.snapshotTaken) throw active('SET TRANSACTION [NOT] DEFERRABLE must be called before any query');
      settings.set('transaction_deferrable', plan.deferrable ? 'on' : 'off', true);
    }
  }
}

/**
 * SET SESSION CHARACTERISTICS AS TRANSACTION …: the defaults every later transaction starts with
 * (default_transaction_isolation / _read_only / _deferrable), set as a session-level SET.
 */
export function setSessionCharacteristics(settings: Settings, plan: TransactionPlan): void {
  if (plan.isolation !== undefined) settings.set('default_transaction_isolation', plan.isolation, false);
  if (plan.readOnly !== undefined) settings.set('default_transaction_read_only', plan.readOnly ? 'on' : 'off', false);
  if (plan.deferrable !== undefined) settings.set('default_transaction_deferrable', plan.deferrable ? 'on' : 'off', false);
}
