import { BUMP_OID_SQL, NEXT_OID_SQL, dropTriggerSql, storeTriggerSql, type RelationDef, type TriggerDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';

type Side = 'action' | 'check';

/**
 * ALTER TABLE … DISABLE / ENABLE TRIGGER ALL over PostgreSQL's internal foreign-key triggers of
 * `rel`: the action triggers of the foreign keys referencing it and the check triggers of its own.
 * pgsqlite has no such triggers; a disabled one is kept as a stand-in row (TriggerDef.foreignKey)
 * that the planner reads (foreignKeyTriggerDisabled). `disable`: the state the last ALL command
 * left, undefined when no ALL command ran. The steps storing or dropping the stand-ins.
 */
export function foreignKeyTriggerSteps(ctx: PlanCtx, rel: RelationDef, disable: boolean | undefined): string[] {
  if (disable === undefined) return [];
  const present = (ctx.catalog.foreignKeyTriggers?.() ?? []).filter((t) => t.relOid === rel.oid);
  if (!disable) return present.map((t) => dropTriggerSql(t.oid));
  const wanted: { constraint: number; side: Side }[] = [];
  for (const k of ctx.catalog.constraints()) {
    if (k.type !== 'f') continue;
    if (k.refRelOid === rel.oid) wanted.push({ constraint: k.oid, side: 'action' });
    if (k.relOid === rel.oid) wanted.push({ constraint: k.oid, side: 'check' });
  }
  const missing = wanted.filter((w) => !present.some((t) => t.foreignKey?.constraint === w.constraint && t.foreignKey.side === w.side));
  return missing.flatMap((w) => [storeTriggerSql(standIn(rel, w), NEXT_OID_SQL), BUMP_OID_SQL]);
}

function standIn(rel: RelationDef, foreignKey: { constraint: number; side: Side }): TriggerDef {
  const name = `RI_ConstraintTrigger_${foreignKey.side === 'action' ? 'a' : 'c'}_${foreignKey.constraint}`;
  return { oid: 0, relOid: rel.oid, name, functionOid: 0, events: [], enabled: 'D', when: null, assignments: [], definition: '', foreignKey };
}

/** Whether DISABLE TRIGGER ALL switched off the `side` trigger of foreign key `constraint`. */
export function foreignKeyTriggerDisabled(ctx: PlanCtx, constraint: number, side: Side): boolean {
  return (ctx.catalog.foreignKeyTriggers?.() ?? []).some((t) => t.foreignKey?.constraint === constraint && t.foreignKey.side === side);
}
