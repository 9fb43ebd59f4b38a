import { PgError } from '@pgsqlite/errors';
import type { ListenPlan } from '@pgsqlite/translate';
import type { Uses } from '../context.js';

/** LISTEN / UNLISTEN / NOTIFY on the session's notification state. */
export function runListen(core: Uses<'notify' | 'tx'>, plan: ListenPlan): string {
  const state = core.notify;
  if (state === null) throw new PgError('feature_not_supported', `${plan.tag} is not supported by this server`);
  const inTx = core.tx.block !== 'none';
  if (plan.action === 'listen') state.listen(plan.channel ?? '', inTx);
  else if (plan.action === 'unlisten') state.unlisten(plan.channel, inTx);
  else state.notify(plan.channel ?? '', plan.payload, inTx);
  return plan.tag;
}
