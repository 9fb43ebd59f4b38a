import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';

/** Referential actions that write other rows: CASCADE, SET NULL, SET DEFAULT (pg_constraint confdeltype / confupdtype). */
const WRITING_ACTIONS = new Set(['c', 'n', 'd']);

/**
 * Under session_replication_role = replica PostgreSQL fires no foreign-key triggers, so a DELETE
 * or UPDATE of referenced rows cascades nowhere; SQLite's foreign keys would cascade. Refused
 * (0A000) rather than writing rows PostgreSQL leaves alone. `changed`: the attnums an UPDATE sets.
 */
export function refuseReplicaFkActions(ctx: PlanCtx, rel: RelationDef, event: 'delete' | 'update', changed: readonly number[] = []): void {
  if (ctx.settings.replicationRole !== 'replica') return;
  for (const k of ctx.catalog.constraints()) {
    if (k.type !== 'f' || k.refRelOid !== rel.oid) continue;
    const action = event === 'delete' ? k.onDelete : k.onUpdate;
    if (!WRITING_ACTIONS.has(action) || (event === 'update' && !k.refColumns.some((a) => changed.includes(a)))) continue;
    throw ctx.error('feature_not_supported', `${event === 'delete' ? 'DELETE' : 'UPDATE'} of rows referenced by foreign key "${k.name}" with ON ${event.toUpperCase()} actions under session_replication_role = replica is not supported by pgsqlite`);
  }
}
