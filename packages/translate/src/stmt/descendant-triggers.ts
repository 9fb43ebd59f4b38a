import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type DmlEvent, firingTriggers } from './trigger-select.js';

/**
 * A statement on an inheritance parent or a partitioned table that reaches rows of its descendants
 * (INSERT routed to partitions; UPDATE/DELETE without ONLY): PostgreSQL fires each descendant's row
 * triggers for its rows, and the target's row triggers and transition tables see the descendants'
 * rows too. UPDATE/DELETE run per table where they can (trigger-tree.ts), an INSERT routed to
 * partitions row by row (partition-insert-triggers.ts); what remains — INSERT … ON CONFLICT routed
 * to partitions with row triggers, a parent's transition tables — is 0A000 (statement triggers
 * fire for the named table alone, as in PostgreSQL, and are no reason).
 */
export function rejectDescendantTriggers(ctx: PlanCtx, rel: RelationDef, event: DmlEvent, inh: unknown, setColumns?: readonly string[]): void {
  const descendants = descendantsOf(ctx, rel);
  if (descendants.length === 0) return;
  // INSERT always targets the named table, unless it is partitioned (the rows go to its partitions).
  if (event === 'insert' && rel.kind !== 'p') return;
  if (event !== 'insert' && inh !== true) return;
  const rowLevel = (r: RelationDef): boolean => {
    const f = firingTriggers(ctx, r, event, setColumns);
    return f.fold.length + f.beforeRow.length + f.afterRow.length > 0 || [...f.afterStatement].some((t) => t.transitions !== undefined);
  };
  const reason = rowLevel(rel) ? rel : descendants.find(rowLevel);
  if (reason === undefined) return;
  const verb = event === 'insert' ? 'INSERT into' : event === 'update' ? 'UPDATE of' : 'DELETE from';
  throw ctx.error('feature_not_supported', `${verb} table "${rel.name}" reaching ${rel.kind === 'p' ? 'partitions' : 'inheritance children'} with row triggers or transition tables (on "${reason.name}") is not supported by pgsqlite`);
}

/** Every table below `rel` in its inheritance or partition tree. */
function descendantsOf(ctx: PlanCtx, rel: RelationDef, seen = new Set<number>()): RelationDef[] {
  const out: RelationDef[] = [];
  for (const oid of rel.inheritedBy ?? []) {
    if (seen.has(oid)) continue;
    seen.add(oid);
    const child = ctx.catalog.relationByOid(oid);
    if (child === undefined) continue;
    out.push(child, ...descendantsOf(ctx, child, seen));
  }
  return out;
}
