import type { TriggerCall, TriggeredDml } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import type { PlanRunner } from './do-eval.js';
import { fireTrigger, type Firing } from './trigger-fire.js';

/** One AFTER ROW firing of a deferred constraint trigger, waiting for COMMIT or SET CONSTRAINTS … IMMEDIATE. */
interface PendingFiring {
  readonly dml: TriggeredDml;
  readonly call: TriggerCall & { constraint: NonNullable<TriggerCall['constraint']> };
  readonly firing: Firing;
  readonly exec: PlanRunner;
}

/**
 * The deferred constraint-trigger events of a session's transaction block (trigger.c's after-
 * trigger event queue for deferred events): the modes SET CONSTRAINTS gave, the events queued in
 * order, and where each open savepoint began (ROLLBACK TO drops what was queued after it).
 */
class DeferredTriggers {
  /** The transaction it belongs to (its start time): a queue left by another one is stale. */
  constructor(readonly started: bigint) {}
  all: boolean | undefined;
  readonly byOid = new Map<number, boolean>();
  queue: PendingFiring[] = [];
  readonly savepoints: { name: string; at: number }[] = [];

  deferred(c: NonNullable<TriggerCall['constraint']>): boolean {
    if (!c.deferrable) return false;
    return this.byOid.get(c.oid) ?? this.all ?? c.initiallyDeferred;
  }
}

const sessions = new WeakMap<ExecContext['tx'], DeferredTriggers>();

/** The state of the transaction in progress, if it has one (a stale one is dropped). */
function current(core: Pick<ExecContext, 'tx'>): DeferredTriggers | undefined {
  const s = sessions.get(core.tx);
  if (s === undefined) return undefined;
  if (core.tx.inBlock() && s.started === core.tx.clockStamps()[0]) return s;
  sessions.delete(core.tx);
  return undefined;
}

function stateOf(core: Pick<ExecContext, 'tx'>): DeferredTriggers {
  let s = current(core);
  if (s === undefined) sessions.set(core.tx, (s = new DeferredTriggers(core.tx.clockStamps()[0])));
  return s;
}

/**
 * Queues an AFTER ROW firing of a constraint trigger when it is deferred (inside a transaction
 * block; a statement that is its own transaction fires its events as it ends); false when it
 * must fire now.
 */
export function deferFiring(core: ExecContext, exec: PlanRunner, dml: TriggeredDml, call: TriggerCall, firing: Firing): boolean {
  const c = call.constraint;
  if (c === undefined || !core.tx.inBlock()) return false;
  const state = stateOf(core);
  if (!state.deferred(c)) return false;
  state.queue.push({ dml, call: { ...call, constraint: c }, firing, exec });
  return true;
}

/** Fires the queued events that are due (all at COMMIT), in the order they were queued. */
export async function fireDeferredTriggers(core: ExecContext, commit: boolean): Promise<void> {
  const state = current(core);
  if (state === undefined || state.queue.length === 0) return;
  const due = state.queue.filter((p) => commit || !state.deferred(p.call.constraint));
  state.queue = state.queue.filter((p) => !due.includes(p));
  if (due.length === 0) return;
  await core.tx.runGroup(core.cancelled, async () => {
    for (const p of due) await fireTrigger(core, p.exec, p.dml, p.call, p.firing);
  });
}

/**
 * The transaction-control statements the queue follows: SET CONSTRAINTS (modes), SAVEPOINT /
 * RELEASE / ROLLBACK TO (events after a rolled-back savepoint are gone), and the end of the
 * transaction (everything dropped).
 */
export function noteTransactionControl(core: Pick<ExecContext, 'tx'>, action: 'set' | 'savepoint' | 'release' | 'rollback_to' | 'end', arg?: { deferred?: boolean; oids?: readonly number[]; savepoint?: string }): void {
  if (action === 'end') {
    sessions.delete(core.tx);
    return;
  }
  // SET CONSTRAINTS and SAVEPOINT are remembered even before an event is queued.
  const state = current(core);
  if (state === undefined && action !== 'set' && action !== 'savepoint') return;
  const s = state ?? stateOf(core);
  switch (action) {
    case 'set':
      if (arg?.oids === undefined) {
        s.all = arg?.deferred === true;
        s.byOid.clear();
      } else for (const oid of arg.oids) s.byOid.set(oid, arg.deferred === true);
      return;
    case 'savepoint':
      s.savepoints.push({ name: arg?.savepoint ?? '', at: s.queue.length });
      return;
    case 'release':
    case 'rollback_to': {
      const i = s.savepoints.map((p) => p.name).lastIndexOf(arg?.savepoint ?? '');
      if (i < 0) return;
      if (action === 'rollback_to') {
        s.queue = s.queue.slice(0, s.savepoints[i]!.at);
        s.savepoints.length = i + 1; // the savepoint itself stays after ROLLBACK TO
      } else s.savepoints.length = i;
      return;
    }
  }
}
