import { dropTriggerSql, type RelationDef, type TriggerDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { parseExprText } from './table-model.js';
import { clonesOf } from './trigger-clones.js';

/**
 * The triggers of `rel` that depend on its column `name` as pg_depend records it: an UPDATE OF
 * list naming it, or a WHEN condition reading OLD.name or NEW.name. Clones go with the trigger
 * they were cloned from, which alone is named.
 */
export function triggersOnColumn(ctx: PlanCtx, rel: RelationDef, name: string): TriggerDef[] {
  return (ctx.catalog.triggers?.() ?? []).filter((t) => t.relOid === rel.oid && t.parentOid === undefined && ((t.columns ?? []).includes(name) || (t.whenText != null && whenColumns(t.whenText).has(name))));
}

/** The SQL dropping trigger `t` and its clones on partitions. */
export function dropTriggerWithClonesSql(ctx: PlanCtx, t: TriggerDef): string[] {
  return [t, ...clonesOf(ctx, t)].map((x) => dropTriggerSql(x.oid));
}

/** The columns a trigger's WHEN condition reads as OLD.x / NEW.x. */
function whenColumns(text: string): Set<string> {
  const out = new Set<string>();
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n !== null && typeof n === 'object') {
      const ref = (n as { ColumnRef?: { fields?: { String?: { sval?: string } }[] } }).ColumnRef;
      const first = ref?.fields?.[0]?.String?.sval;
      const col = ref?.fields?.[1]?.String?.sval;
      if ((first === 'new' || first === 'old') && col !== undefined) out.add(col);
      else Object.values(n).forEach(walk);
    }
  };
  walk(parseExprText(text));
  return out;
}
