import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { hierarchyTriggerSql, partitionsOf } from './create-partition.js';

/**
 * What a DROP TABLE of `rel` drops besides it: its partitions go silently (they are part of it),
 * inheritance children only under CASCADE ("table c depends on table p").
 */
export function inheritanceDependents(ctx: PlanCtx, rel: RelationDef): { partitions: RelationDef[]; children: { text: string; rel: RelationDef }[] } {
  const partitions: RelationDef[] = [];
  const children: { text: string; rel: RelationDef }[] = [];
  const shown = (r: RelationDef): string => (r.schema === 'public' ? r.name : `${r.schema}.${r.name}`);
  const walk = (r: RelationDef): void => {
    for (const oid of r.inheritedBy ?? []) {
      const child = ctx.catalog.relationByOid(oid);
      if (child === undefined || partitions.includes(child) || children.some((c) => c.rel === child)) continue;
      if (child.partitionBound !== undefined) partitions.push(child);
      else children.push({ text: `table ${shown(child)} depends on table ${shown(r)}`, rel: child });
      walk(child);
    }
  };
  walk(rel);
  return { partitions, children };
}

/** Routing triggers of the partitioned parents that lose partitions in `dropped` (and are not dropped themselves). */
export function reroutedAfterDrop(ctx: PlanCtx, dropped: ReadonlySet<number>): string[] {
  const steps: string[] = [];
  const parents = new Set<number>();
  for (const oid of dropped) {
    const rel = ctx.catalog.relationByOid(oid);
    if (rel?.partitionBound === undefined) continue;
    for (const p of rel.inherits ?? []) if (!dropped.has(p)) parents.add(p);
  }
  for (const oid of parents) {
    const parent = ctx.catalog.relationByOid(oid);
    if (parent === undefined) continue;
    steps.push(...hierarchyTriggerSql(ctx, parent, partitionsOf(ctx, parent).filter((p) => !dropped.has(p.rel.oid))));
  }
  return steps;
}
