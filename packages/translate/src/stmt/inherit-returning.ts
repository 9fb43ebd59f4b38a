import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { ancestorConstraint } from '../ddl/create-partition.js';
import { constraintSql } from '../ddl/partition-routing.js';
import { rowHolders } from './inherit-expand.js';

/**
 * `tableoid` of a row written to a partitioned table (RETURNING): the partition routing put it
 * in, i.e. the leaf whose partition constraint the row satisfies; SQL over the row's unqualified
 * columns, as SQLite's RETURNING reads them.
 */
export function routedTableoidSql(ctx: PlanCtx, rel: RelationDef): string {
  const arms = rowHolders(ctx, rel).map((leaf) => `WHEN COALESCE(${constraintSql(ctx, rel, ancestorConstraint(ctx, leaf), '')}, 0) THEN ${leaf.oid}`);
  return arms.length ? `(CASE ${arms.join(' ')} ELSE ${rel.oid} END)` : String(rel.oid);
}
