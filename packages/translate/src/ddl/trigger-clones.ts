import { BUMP_OID_SQL, NEXT_OID_SQL, dropTriggerSql, storeTriggerCloneSql, type RelationDef, type TriggerDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { quoteString } from '../sql/quote.js';

/**
 * A partitioned table's row triggers live on its partitions (trigger.c CloneRowTriggersToPartition):
 * CREATE TRIGGER … FOR EACH ROW on it stores the trigger and a clone on every partition, down the
 * tree (pg_trigger.tgparentid: the trigger one level up; tgisinternal false); a partition created
 * or attached later gets clones of its new parent's row triggers, one detached loses them, and
 * DROP TRIGGER on the partitioned table drops them all (on a clone it is 2BP01). The clones are
 * ordinary triggers of their tables: they fire for the rows those hold (the partitioned table's
 * own row triggers never fire, trigger-select.ts).
 */

/** The partitions directly below `rel`. */
function partitionsBelow(ctx: PlanCtx, rel: RelationDef): RelationDef[] {
  return (rel.inheritedBy ?? []).flatMap((oid) => {
    const r = ctx.catalog.relationByOid(oid);
    return r?.partitionBound === undefined ? [] : [r];
  });
}

function triggers(ctx: PlanCtx): readonly TriggerDef[] {
  return ctx.catalog.triggers?.() ?? [];
}

/** The row triggers of partitioned table `rel` (its own and clones of its parent's) that its partitions carry clones of. */
export function rowTriggersToClone(ctx: PlanCtx, rel: RelationDef): TriggerDef[] {
  return rel.kind === 'p' ? triggers(ctx).filter((t) => t.relOid === rel.oid && (t.level ?? 'row') === 'row' && t.timing !== 'instead') : [];
}

/**
 * Steps storing a clone of `t` — a row trigger of relation `parentRelOid` — on existing table
 * `child`, and when `child` is partitioned, on its partitions below it: 42710 when one of them
 * has a trigger of that name already.
 */
export function cloneOntoSql(ctx: PlanCtx, t: TriggerDef, parentRelOid: number, child: RelationDef, replacing: ReadonlySet<number> = new Set()): string[] {
  if (triggers(ctx).some((x) => x.relOid === child.oid && x.name === t.name && !replacing.has(x.oid))) throw ctx.error('duplicate_object', `trigger "${t.name}" for relation "${child.name}" already exists`);
  const out = [storeTriggerCloneSql(t, NEXT_OID_SQL, String(child.oid), parentRelOid), BUMP_OID_SQL];
  if (child.kind === 'p') for (const p of partitionsBelow(ctx, child)) out.push(...cloneOntoSql(ctx, t, child.oid, p, replacing));
  return out;
}

/** Steps cloning row trigger `t` of partitioned table `rel` (being created; `replacing`: the triggers CREATE OR REPLACE drops first) onto every partition below `rel`. */
export function cloneDownSql(ctx: PlanCtx, t: TriggerDef, rel: RelationDef, replacing: ReadonlySet<number>): string[] {
  return partitionsBelow(ctx, rel).flatMap((p) => cloneOntoSql(ctx, t, rel.oid, p, replacing));
}

/**
 * Steps giving a partition being created by CREATE TABLE … PARTITION OF `parent` (named `schema`.`name`,
 * stored by the time these run) clones of the parent's row triggers.
 */
export function clonesForNewPartitionSql(ctx: PlanCtx, parent: RelationDef, schema: string, name: string): string[] {
  const relOid = `(SELECT oid FROM _pgsqlite_class WHERE nspname = ${quoteString(schema)} AND relname = ${quoteString(name)})`;
  return rowTriggersToClone(ctx, parent).flatMap((t) => [storeTriggerCloneSql(t, NEXT_OID_SQL, relOid, parent.oid), BUMP_OID_SQL]);
}

/** The clones of trigger `t`, and theirs, down the partition tree. */
export function clonesOf(ctx: PlanCtx, t: TriggerDef): TriggerDef[] {
  const direct = triggers(ctx).filter((x) => x.parentOid === t.oid);
  return direct.flatMap((c) => [c, ...clonesOf(ctx, c)]);
}

/** Steps dropping the clones on partition `child` being detached (and theirs below it): it keeps only its own triggers. */
export function dropClonesOfDetachedSql(ctx: PlanCtx, child: RelationDef): string[] {
  const own = triggers(ctx).filter((t) => t.relOid === child.oid && t.parentOid !== undefined);
  return own.flatMap((t) => [t, ...clonesOf(ctx, t)]).map((t) => dropTriggerSql(t.oid));
}

/**
 * The triggers named `name` on the partitions below `rel`, and their clones: CREATE OR REPLACE
 * TRIGGER on a partitioned table replaces them with its clones (CreateTriggerFiringOn recursing
 * with in_partition, which skips the internal-or-child check).
 */
export function sameNamedBelow(ctx: PlanCtx, rel: RelationDef, name: string): TriggerDef[] {
  return partitionsBelow(ctx, rel).flatMap((p) => {
    const own = triggers(ctx).filter((t) => t.relOid === p.oid && t.name === name);
    return [...own.flatMap((t) => [t, ...clonesOf(ctx, t)]), ...(p.kind === 'p' ? sameNamedBelow(ctx, p, name) : [])];
  });
}
