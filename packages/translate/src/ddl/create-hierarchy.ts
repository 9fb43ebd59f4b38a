import type { RelationDef } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { quoteString } from '../sql/quote.js';
import { attachPartitionSteps, planPartitionKey } from './create-partition.js';
import { routingTriggerSql, type RoutedTable } from './partition-routing.js';
import { keyTexts } from './partition-bound.js';

/**
 * The inheritance and partitioning facts of a CREATE TABLE: its pg_inherits rows, its partition
 * key (PARTITION BY: relkind 'p', and a routing trigger that refuses every row until partitions
 * exist) and its bound (PARTITION OF: checked against its siblings, the parent's routing redone).
 */
export function hierarchySteps(ctx: PlanCtx, stmt: Fields, table: RoutedTable, relOid: string, parents: readonly RelationDef[]): { kind: 'r' | 'p'; steps: string[] } {
  const steps = parents.map((p, i) => `INSERT INTO _pgsqlite_inherits (inhrelid, inhparent, inhseqno) VALUES (${relOid}, ${p.oid}, ${i + 1})`);
  const spec = stmt['partspec'] as Fields | undefined;
  if (stmt['partbound'] !== undefined) steps.push(...attachPartitionSteps(ctx, parents[0] as RelationDef, table, relOid, stmt['partbound'] as Fields));
  if (spec === undefined) return { kind: 'r', steps };
  const attnums = new Map(table.columns.map((c, i) => [c.name, i + 1]));
  const key = planPartitionKey(ctx, spec, { ...table, attnums });
  steps.push(`INSERT INTO _pgsqlite_partition (relid, partkey) VALUES (${relOid}, ${quoteString(JSON.stringify(key))}) ON CONFLICT (relid) DO UPDATE SET partkey = excluded.partkey`);
  const asRel = { ...table, oid: 0, schema: '', kind: 'p', columns: table.columns.map((c, i) => ({ ...c, attnum: i + 1 })) } as unknown as RelationDef;
  steps.push(...routingTriggerSql(ctx, table, key, keyTexts(asRel, key), []));
  return { kind: 'p', steps };
}
