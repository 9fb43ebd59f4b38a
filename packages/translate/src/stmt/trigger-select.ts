import type { RelationDef, TriggerDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';

/** A DML event that fires triggers. */
export type DmlEvent = 'insert' | 'update' | 'delete';

/** The enabled triggers of a table for one statement, by when they fire (each list in name order). */
export interface FiringTriggers {
  /** BEFORE ROW triggers folded into the INSERT/UPDATE (stmt/trigger-fold.ts) */
  fold: TriggerDef[];
  beforeStatement: TriggerDef[];
  afterStatement: TriggerDef[];
  /** BEFORE ROW triggers the session runs (all of them once one must run: they fire in name order) */
  beforeRow: TriggerDef[];
  afterRow: TriggerDef[];
  /** A view's INSTEAD OF row triggers */
  instead: TriggerDef[];
}

/**
 * The triggers that fire on `event` of `rel` (trigger.c: enabled ones, UPDATE OF only when the SET
 * list names one of its columns), split as pgsqlite runs them. `setColumns`: UPDATE's SET targets.
 */
export function firingTriggers(ctx: PlanCtx, rel: RelationDef, event: DmlEvent, setColumns?: readonly string[]): FiringTriggers {
  const out: FiringTriggers = { fold: [], beforeStatement: [], afterStatement: [], beforeRow: [], afterRow: [], instead: [] };
  for (const t of ctx.catalog.triggers?.() ?? []) {
    if (t.relOid !== rel.oid || !firesInRole(t.enabled ?? 'O', ctx.settings.replicationRole) || !t.events.includes(event)) continue;
    // a partitioned table holds no rows: its row triggers fire as their clones on the partitions (ddl/trigger-clones.ts)
    if (rel.kind === 'p' && (t.level ?? 'row') === 'row') continue;
    if (event === 'update' && (t.columns?.length ?? 0) > 0 && setColumns !== undefined && !t.columns!.some((c) => setColumns.includes(c))) continue;
    const after = t.timing === 'after';
    if (t.timing === 'instead') out.instead.push(t);
    else if (t.level === 'statement') (after ? out.afterStatement : out.beforeStatement).push(t);
    else if (after) out.afterRow.push(t);
    else out.beforeRow.push(t);
  }
  if (out.beforeRow.every((t) => t.runtime !== true)) {
    out.fold = out.beforeRow;
    out.beforeRow = [];
  }
  return out;
}

/** Whether the session must run triggers around the statement (anything but folded BEFORE ROW ones). */
export function runsTriggers(f: FiringTriggers): boolean {
  return f.beforeStatement.length + f.afterStatement.length + f.beforeRow.length + f.afterRow.length + f.instead.length > 0;
}

/**
 * Whether a trigger or rule enabled as `enabled` (pg_trigger.tgenabled, pg_rewrite.ev_enabled)
 * fires under session_replication_role `role` (absent: origin), as trigger.c decides: 'D' never,
 * 'A' always, 'R' only in replica mode, 'O' except in replica mode.
 */
export function firesInRole(enabled: string, role: 'replica' | 'local' | undefined): boolean {
  if (enabled === 'D') return false;
  if (enabled === 'A') return true;
  return (role === 'replica') === (enabled === 'R');
}
