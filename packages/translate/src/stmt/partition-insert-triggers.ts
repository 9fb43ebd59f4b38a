import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import type { Fields } from '../parse/ast.js';
import type { RoutedLeaf, SqlPlan } from '../plan.js';
import { quoteIdent } from '../sql/quote.js';
import { ancestorConstraint } from '../ddl/create-partition.js';
import { constraintSql } from '../ddl/partition-routing.js';
import { rowHolders } from './inherit-expand.js';
import { firingTriggers } from './trigger-select.js';
import { type PlanDml, call, dmlBase, insertEachRow, unsupported } from './trigger-dml.js';

/**
 * INSERT into a partitioned table whose partitions have row triggers (their own, or cloned from a
 * partitioned table's): PostgreSQL routes each row to its leaf partition first (ExecFindPartition),
 * then fires that partition's BEFORE ROW triggers, writes the row there (where a trigger that
 * moved it out of the partition meets the partition constraint, 23514), and fires its AFTER ROW
 * triggers; the statement triggers are the named table's. The session does the same row by row
 * (TriggeredDml.routes): the proposed rows as the partitioned table's, a routing query over each,
 * and per leaf its triggers, columns and RETURNING. Undefined when no leaf has row triggers (the
 * SQLite routing writes the rows) and for ON CONFLICT (refused by descendant-triggers.ts).
 */
export function routedInsert(ctx: PlanCtx, f: Fields, plain: PlanDml, rel: RelationDef): SqlPlan | undefined {
  const leaves = rowHolders(ctx, rel);
  const rowLevel = (r: RelationDef): boolean => {
    const t = firingTriggers(ctx, r, 'insert');
    return t.fold.length + t.beforeRow.length + t.afterRow.length > 0;
  };
  if (!leaves.some(rowLevel) || f['onConflictClause'] !== undefined) return undefined;
  if ((f['withClause'] as Fields | undefined) !== undefined && JSON.stringify(f['withClause']).includes('Stmt":{"relation')) throw unsupported(ctx, 'a data-modifying WITH');
  const firing = firingTriggers(ctx, rel, 'insert');
  const plan = insertEachRow(ctx, f, plain, { ...dmlBase(ctx, 'insert', rel, firing), beforeRow: [], afterRow: [] }, rel, undefined);
  const triggers = plan.triggers!;
  const routed = leaves.map((leaf): RoutedLeaf => {
    // RETURNING is SQL over the partitioned table's column names: each leaf must name them alike
    const sameNames = leaf.columns.every((c) => rel.columns.find((p) => p.name === c.name)?.sqliteName === c.sqliteName);
    if (triggers.returning !== null && !sameNames) throw unsupported(ctx, `INSERT … RETURNING into "${rel.name}" routed to partition "${leaf.name}" (its columns are stored under other names)`);
    const own = firingTriggers(ctx, leaf, 'insert');
    return {
      ...dmlBase(ctx, 'insert', leaf, own),
      mode: 'rows',
      beforeStatement: [],
      afterStatement: [],
      beforeRow: [...own.fold, ...own.beforeRow].map((t) => call(ctx, t)),
      returning: triggers.returning,
      fromParent: leaf.columns.map((c) => rel.columns.findIndex((p) => p.name === c.name)),
    };
  });
  // the leaf whose partition constraints (its bound and its ancestors') admit the row, over the row's values
  const conds = leaves.map((leaf) => constraintSql(ctx, rel, ancestorConstraint(ctx, leaf), 'NEW'));
  const values = rel.columns.map((c) => `? AS ${quoteIdent(c.sqliteName)}`).join(', ');
  const route = `SELECT CASE ${conds.map((c, i) => `WHEN COALESCE(${c}, 0) THEN ${i}`).join(' ')} ELSE -1 END FROM (SELECT ${values}) AS NEW`;
  return { ...plan, triggers: { ...triggers, routes: { route, leaves: routed } } };
}
