import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { foreignKeyTriggerDisabled } from '../ddl/foreign-key-triggers.js';

/** Referential actions that write other rows: CASCADE, SET NULL, SET DEFAULT (pg_constraint confdeltype / confupdtype). */
const WRITING_ACTIONS = new Set(['c', 'n', 'd']);

/**
 * PostgreSQL's referential actions are triggers on the referenced table: under
 * session_replication_role = replica none fires, and ALTER TABLE … DISABLE TRIGGER ALL switches a
 * table's off, so a DELETE or UPDATE of referenced rows cascades nowhere; SQLite's foreign keys
 * would cascade. Refused (0A000) rather than writing rows PostgreSQL leaves alone. `changed`: the
 * attnums an UPDATE sets. `deferred`: the caller's statement may run with SQLite's foreign keys
 * off (SqlPlan.foreignKeysOff): the refusal's message is returned instead of thrown.
 */
export function refuseUnfiredFkActions(ctx: PlanCtx, rel: RelationDef, event: 'delete' | 'update', changed: readonly number[] = [], deferred = false): string | undefined {
  const replica = ctx.settings.replicationRole === 'replica';
  if (!replica && (ctx.catalog.foreignKeyTriggers?.() ?? []).length === 0) return undefined;
  for (const k of ctx.catalog.constraints()) {
    if (k.type !== 'f' || k.refRelOid !== rel.oid) continue;
    const action = event === 'delete' ? k.onDelete : k.onUpdate;
    if (!WRITING_ACTIONS.has(action) || (event === 'update' && !k.refColumns.some((a) => changed.includes(a)))) continue;
    const why = replica ? 'under session_replication_role = replica' : `while table "${rel.name}" has its triggers disabled`;
    if (!replica && !foreignKeyTriggerDisabled(ctx, k.oid, 'action')) continue;
    const message = `${event === 'delete' ? 'DELETE' : 'UPDATE'} of rows referenced by foreign key "${k.name}" with ON ${event.toUpperCase()} actions ${why} is not supported by pgsqlite`;
    if (deferred) return message;
    throw ctx.error('feature_not_supported', message);
  }
  return undefined;
}
