import type { ConstraintDef, RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { constraintKeyMatchSql } from '../ddl/foreign-key-keys.js';
import type { FkActionRows, TriggeredDml } from '../plan-triggers.js';
import { quoteIdent } from '../sql/quote.js';
import { type DmlEvent, type FiringTriggers, firingTriggers, runsTriggers } from './trigger-select.js';

/** The parts of trigger-dml.ts this module builds on (passed in: that module imports this one). */
export interface ActionTriggerDeps {
  dmlBase: (event: DmlEvent, rel: RelationDef, firing: FiringTriggers) => Omit<TriggeredDml, 'mode'>;
}

/**
 * The foreign-key actions (ON DELETE CASCADE / SET NULL / SET DEFAULT, ON UPDATE …) a DELETE or
 * UPDATE of `rel` runs. SQLite performs them; PostgreSQL's RI triggers run them as statements on
 * the referencing table, which fire its row triggers. A referencing table whose triggers for the
 * action are AFTER ROW ones gets them fired by the session (TriggeredDml.cascades): the rows the
 * action changes are read before each referenced row is written and fired after it, as the RI
 * trigger's statement fires them. Any other trigger there (BEFORE, statement-level, transition
 * tables), or triggers further down the chain of actions, is 0A000. `allowRows` false: the caller
 * cannot fire them (MERGE, a data-modifying WITH): any trigger reached is 0A000.
 */
export function foreignKeyActionRows(ctx: PlanCtx, deps: ActionTriggerDeps, rel: RelationDef, event: 'update' | 'delete', setColumns: readonly string[], allowRows: boolean, seen = new Set<string>()): FkActionRows[] {
  const key = `${rel.oid}:${event}:${setColumns.join(',')}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const out: FkActionRows[] = [];
  for (const c of ctx.catalog.constraints()) {
    if (c.type !== 'f' || c.refRelOid !== rel.oid) continue;
    const action = event === 'delete' ? c.onDelete : c.onUpdate;
    if (action !== 'c' && action !== 'n' && action !== 'd') continue;
    if (event === 'update' && !c.refColumns.some((n) => setColumns.includes(rel.columns.find((x) => x.attnum === n)?.name ?? ''))) continue;
    const child = ctx.catalog.relationByOid(c.relOid);
    if (child === undefined) continue;
    const childEvent = event === 'delete' && action === 'c' ? 'delete' : 'update';
    const keyColumns = c.columns.map((n) => child.columns.find((x) => x.attnum === n)?.name ?? '');
    const deeper = childEvent === 'delete' ? [] : keyColumns;
    const firing = firingTriggers(ctx, child, childEvent, childEvent === 'update' ? keyColumns : undefined);
    if (firing.fold.length === 0 && !runsTriggers(firing)) {
      foreignKeyActionRows(ctx, deps, child, childEvent, deeper, false, seen);
      continue;
    }
    if (!allowRows || !afterRowsOnly(firing) || child.kind !== 'r') {
      throw ctx.error('feature_not_supported', `foreign key actions of "${c.name}" on table "${child.name}", which has triggers, are not supported by pgsqlite`);
    }
    // the rows the action changes change further tables: those must reach no triggers
    foreignKeyActionRows(ctx, deps, child, childEvent, deeper, false, seen);
    if (firing.afterRow.length > 0) out.push(actionRows(rel, child, c, { ...deps.dmlBase(childEvent, child, firing), mode: 'rows' }, ctx));
  }
  return out;
}

/** Only AFTER ROW triggers, none with transition tables. */
function afterRowsOnly(f: FiringTriggers): boolean {
  return f.fold.length + f.beforeRow.length + f.beforeStatement.length + f.afterStatement.length + f.instead.length === 0 && f.afterRow.every((t) => t.transitions === undefined);
}

/** The reads of one action's rows: by the referenced row's key values (as the foreign key compares them), and again by rowid after the action. */
function actionRows(rel: RelationDef, child: RelationDef, k: ConstraintDef, dml: TriggeredDml, ctx: PlanCtx): FkActionRows {
  const from = k.columns.map((n) => child.columns.find((x) => x.attnum === n)!);
  const to = k.refColumns.map((n) => rel.columns.find((x) => x.attnum === n)!);
  const where = from.map((f, i) => constraintKeyMatchSql(ctx.catalog, k, f, to[i]!, 'from')).join(' AND ');
  const cols = child.columns.map((x) => quoteIdent(x.sqliteName)).join(', ');
  const table = quoteIdent(child.sqliteName);
  return {
    capture: `SELECT rowid, ${cols} FROM ${table} WHERE ${where}`,
    keyAt: to.map((t) => rel.columns.indexOf(t)),
    reread: dml.event === 'update' ? `SELECT ${cols} FROM ${table} WHERE rowid = ?` : null,
    child: dml,
  };
}
