import { setTriggerEnabledSql, type RelationDef, type TriggerDef } from '@pgsqlite/catalog';
import { clonesOf } from './trigger-clones.js';
import type { PlanCtx } from '../analyze/context.js';
import type { Fields } from '../parse/ast.js';
import type { DdlPlan } from '../plan.js';
import { bumpVersion } from './catalog-steps.js';
import { foreignKeyTriggerSteps } from './foreign-key-triggers.js';

/** ALTER TABLE subtypes that set pg_trigger.tgenabled, and the value they set. */
const TRIGGER_COMMANDS: Readonly<Record<string, 'O' | 'D' | 'A' | 'R'>> = {
  AT_EnableTrig: 'O',
  AT_DisableTrig: 'D',
  AT_EnableAlwaysTrig: 'A',
  AT_EnableReplicaTrig: 'R',
  AT_EnableTrigAll: 'O',
  AT_DisableTrigAll: 'D',
  AT_EnableTrigUser: 'O',
  AT_DisableTrigUser: 'D',
};

/**
 * ALTER TABLE … {ENABLE [ALWAYS | REPLICA] | DISABLE} TRIGGER {name | ALL | USER}: sets
 * tgenabled of the named trigger or of all of the table's. pgsqlite has no internal triggers:
 * DISABLE TRIGGER ALL, which in PostgreSQL also stops the foreign-key triggers, records them as
 * disabled (foreign-key-triggers.ts) and defers the transaction block's foreign-key checks to
 * COMMIT. Undefined when the commands are not all of this kind.
 */
export function planAlterTriggers(ctx: PlanCtx, rel: RelationDef, cmds: readonly Fields[], tag: string): DdlPlan | undefined {
  if (cmds.length === 0 || !cmds.every((c) => TRIGGER_COMMANDS[String(c['subtype'])] !== undefined)) return undefined;
  const mine = (ctx.catalog.triggers?.() ?? []).filter((t) => t.relOid === rel.oid);
  // a partitioned table's row triggers: their clones on the partitions change with them (EnableDisableTrigger recursing)
  const clones = new Map(mine.map((t) => [t.oid, clonesOf(ctx, t)]));
  const touched = [...mine, ...[...clones.values()].flat()];
  const state = new Map(touched.map((t) => [t.oid, t.enabled ?? 'O']));
  const set = (t: TriggerDef, value: 'O' | 'D' | 'A' | 'R'): void => {
    for (const x of [t, ...(clones.get(t.oid) ?? [])]) state.set(x.oid, value);
  };
  for (const c of cmds) {
    const subtype = String(c['subtype']);
    const value = TRIGGER_COMMANDS[subtype]!;
    if (subtype.endsWith('All') || subtype.endsWith('User')) {
      for (const t of mine) set(t, value);
      continue;
    }
    const name = String(c['name'] ?? '');
    const t = mine.find((x) => x.name === name);
    if (t === undefined) throw ctx.error('undefined_object', `trigger "${name}" for table "${rel.name}" does not exist`);
    set(t, value);
  }
  const lastAll = cmds.filter((c) => c['subtype'] === 'AT_DisableTrigAll' || c['subtype'] === 'AT_EnableTrigAll').pop();
  const fkSteps = foreignKeyTriggerSteps(ctx, rel, lastAll === undefined ? undefined : lastAll['subtype'] === 'AT_DisableTrigAll');
  const steps = [...touched.filter((t) => state.get(t.oid) !== (t.enabled ?? 'O')).map((t) => setTriggerEnabledSql(t.oid, state.get(t.oid)!)), ...fkSteps];
  // ALL includes PostgreSQL's foreign-key triggers: their stand-ins keep the actions from running
  // (update-delete.ts), and the transaction block's checks are deferred
  const all = cmds.some((c) => c['subtype'] === 'AT_DisableTrigAll');
  return { kind: 'ddl', steps: steps.length > 0 ? [...steps, bumpVersion()] : [], tag, notices: [], ...(all ? { defersForeignKeys: true as const } : {}) };
}
