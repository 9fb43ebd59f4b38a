import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import type { Fields } from '../parse/ast.js';
import type { RoutedLeaf, SqlPlan } from '../plan.js';
import { quoteIdent } from '../sql/quote.js';
import { ancestorConstraint } from '../ddl/create-partition.js';
import { constraintSql } from '../ddl/partition-routing.js';
import { rowHolders } from './inherit-expand.js';
import { firingTriggers } from './trigger-select.js';
import { type PlanDml, call, dmlBase, insertEachRow, unsupported, upsertOf, upsertUpdate } from './trigger-dml.js';
import { translateInsert } from './insert.js';
import { setNames } from './trigger-fold.js';
import { isUpsertRefusal } from './inherit-upsert.js';
import { lookupRelation } from './from-clause.js';
import { Scope } from '../analyze/scope.js';

/**
 * INSERT into a partitioned table whose partitions have row triggers (their own, or cloned from a
 * partitioned table's): PostgreSQL routes each row to its leaf partition first (ExecFindPartition),
 * then fires that partition's BEFORE ROW triggers, writes the row there (where a trigger that
 * moved it out of the partition meets the partition constraint, 23514), and fires its AFTER ROW
 * triggers; the statement triggers are the named table's. The session does the same row by row
 * (TriggeredDml.routes): the proposed rows as the partitioned table's, a routing query over each,
 * and per leaf its triggers, columns and RETURNING. INSERT … ON CONFLICT applies the conflict at
 * the leaf, as ExecInsert does after routing: the leaf's unique indexes are the arbiters, and the
 * rows DO UPDATE changes fire the leaf's UPDATE row triggers (the named table's UPDATE statement
 * triggers fire for the statement). Undefined when no leaf has row triggers (the SQLite routing
 * writes the rows).
 */
export function routedInsert(ctx: PlanCtx, f: Fields, plain: PlanDml, rel: RelationDef, always = false): SqlPlan | undefined {
  const leaves = rowHolders(ctx, rel);
  const conflict = f['onConflictClause'] as Fields | undefined;
  const set = conflict?.['action'] === 'ONCONFLICT_UPDATE' ? setNames(conflict['targetList']) : undefined;
  const rowLevel = (r: RelationDef): boolean => {
    const t = firingTriggers(ctx, r, 'insert');
    const u = set === undefined ? undefined : firingTriggers(ctx, r, 'update', set);
    return t.fold.length + t.beforeRow.length + t.afterRow.length + (u === undefined ? 0 : u.fold.length + u.beforeRow.length + u.afterRow.length) > 0;
  };
  if (!always && !leaves.some(rowLevel)) return undefined;
  if ((f['withClause'] as Fields | undefined) !== undefined && JSON.stringify(f['withClause']).includes('Stmt":{"relation')) throw unsupported(ctx, 'a data-modifying WITH');
  const firing = firingTriggers(ctx, rel, 'insert');
  // the proposed rows as the partitioned table's; the conflict is each leaf's
  const { onConflictClause: _conflict, ...proposed } = f;
  const plan = insertEachRow(ctx, proposed, plain, { ...dmlBase(ctx, 'insert', rel, firing), beforeRow: [], afterRow: [] }, rel, undefined);
  const rv = f['relation'] as Fields;
  const alias = (rv['alias']?.['aliasname'] as string | undefined) ?? rel.name;
  // the named table's UPDATE statement triggers: its rows are the leaves'
  const updating = set === undefined ? undefined : { ...firingTriggers(ctx, rel, 'update', set), beforeRow: [], afterRow: [], fold: [] };
  const empty = { sql: '', paramOrder: [] };
  const parentUpsert = conflict === undefined ? {} : { upsert: { target: empty, update: updating === undefined ? null : { ...upsertUpdate(ctx, updating), action: empty, assigned: [] } } };
  const triggers = { ...plan.triggers!, ...parentUpsert };
  const routed = leaves.map((leaf): RoutedLeaf => {
    // RETURNING is SQL over the partitioned table's column names: each leaf must name them alike
    const sameNames = leaf.columns.every((c) => rel.columns.find((p) => p.name === c.name)?.sqliteName === c.sqliteName);
    if (triggers.returning !== null && !sameNames) throw unsupported(ctx, `INSERT … RETURNING into "${rel.name}" routed to partition "${leaf.name}" (its columns are stored under other names)`);
    const own = firingTriggers(ctx, leaf, 'insert');
    const upsert = conflict === undefined ? {} : { upsert: leafUpsert(ctx, f, leaf, alias, set) };
    return {
      ...dmlBase(ctx, 'insert', leaf, own),
      mode: 'rows',
      beforeStatement: [],
      afterStatement: [],
      beforeRow: [...own.fold, ...own.beforeRow].map((t) => call(ctx, t)),
      returning: triggers.returning,
      fromParent: leaf.columns.map((c) => rel.columns.findIndex((p) => p.name === c.name)),
      ...upsert,
    };
  });
  // the leaf whose partition constraints (its bound and its ancestors') admit the row, over the row's values
  const conds = leaves.map((leaf) => constraintSql(ctx, rel, ancestorConstraint(ctx, leaf), 'NEW'));
  const values = rel.columns.map((c) => `? AS ${quoteIdent(c.sqliteName)}`).join(', ');
  const route = `SELECT CASE ${conds.map((c, i) => `WHEN COALESCE(${c}, 0) THEN ${i}`).join(' ')} ELSE -1 END FROM (SELECT ${values}) AS NEW`;
  return { ...plan, triggers: { ...triggers, routes: { route, leaves: routed } } };
}

/**
 * INSERT … ON CONFLICT into a partitioned table whose rows SQL cannot route once each (DEFAULT
 * values, sequence draws: inherit-upsert.ts isUpsertRefusal): routed and written one by one as
 * routedInsert does, also without triggers. Undefined for any other statement.
 */
export function routedUpsert(ctx: PlanCtx, f: Fields, plain: PlanDml, rel: RelationDef): SqlPlan | undefined {
  if (f['onConflictClause'] === undefined || rel.kind !== 'p') return undefined;
  try {
    plain(f);
    return undefined;
  } catch (e) {
    if (!isUpsertRefusal(e)) throw e;
  }
  return routedInsert(ctx, f, plain, rel, true);
}

/**
 * `e`, thrown planning INSERT `f` as usual: partitionedUpsert's refusal (DEFAULT values, sequence
 * draws) makes the statement routed row by row (routedInsert), any other error is rethrown.
 */
export function routedAfterRefusal(ctx: PlanCtx, f: Fields, plain: PlanDml, e: unknown): SqlPlan {
  if (!isUpsertRefusal(e)) throw e;
  return routedInsert(ctx, f, plain, lookupRelation(new Scope(ctx), f['relation'] as Fields), true) as SqlPlan;
}

/** The ON CONFLICT of `f` applied to leaf partition `leaf` (its arbiter and action over the leaf, `alias` naming it as the statement names its table). */
function leafUpsert(ctx: PlanCtx, f: Fields, leaf: RelationDef, alias: string, set: readonly string[] | undefined): NonNullable<RoutedLeaf['upsert']> {
  const rv = f['relation'] as Fields;
  const onLeaf = { ...f, relation: { ...rv, relname: leaf.name, schemaname: leaf.schema, inh: false, alias: { aliasname: alias } } } as Fields;
  const conflict = translateInsert(ctx, onLeaf).conflict;
  if (conflict === undefined) throw unsupported(ctx, `INSERT … ON CONFLICT routed to partition "${leaf.name}"`);
  return upsertOf(ctx, leaf, onLeaf, conflict, set === undefined ? undefined : firingTriggers(ctx, leaf, 'update', set));
}
