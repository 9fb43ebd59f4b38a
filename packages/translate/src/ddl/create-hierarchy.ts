import type { PartitionKeyDef, RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
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
  checkUniqueKeys(ctx, stmt, table.name, key, [...attnums.keys()]);
  steps.push(`INSERT INTO _pgsqlite_partition (relid, partkey) VALUES (${relOid}, ${quoteString(JSON.stringify(key))}) ON CONFLICT (relid) DO UPDATE SET partkey = excluded.partkey`);
  const asRel = { ...table, oid: 0, schema: '', kind: 'p', columns: table.columns.map((c, i) => ({ ...c, attnum: i + 1 })) } as unknown as RelationDef;
  steps.push(...routingTriggerSql(ctx, table, key, keyTexts(asRel, key), []));
  return { kind: 'p', steps };
}

/**
 * A PRIMARY KEY or UNIQUE constraint of a partitioned table must include every partition key
 * column (each partition enforces it on its own rows only): 0A000 as PostgreSQL words it.
 */
function checkUniqueKeys(ctx: PlanCtx, stmt: Fields, table: string, key: PartitionKeyDef, names: readonly string[]): void {
  const keyCols = key.keys.map((k) => (k.attnum > 0 ? names[k.attnum - 1] : undefined));
  const found: { type: string; cols: string[] }[] = [];
  for (const n of (stmt['tableElts'] as AstNode[] | undefined) ?? []) {
    const f = fieldsOf(n);
    if (nodeType(n) === 'ColumnDef') {
      for (const c of ((f['constraints'] as AstNode[] | undefined) ?? []).map((x) => fieldsOf(x))) {
        if (c['contype'] === 'CONSTR_PRIMARY' || c['contype'] === 'CONSTR_UNIQUE') found.push({ type: String(c['contype']), cols: [String(f['colname'])] });
      }
    } else if (f['contype'] === 'CONSTR_PRIMARY' || f['contype'] === 'CONSTR_UNIQUE') {
      found.push({ type: String(f['contype']), cols: ((f['keys'] as AstNode[] | undefined) ?? []).map(strVal) });
    }
  }
  for (const u of found) {
    const word = u.type === 'CONSTR_PRIMARY' ? 'PRIMARY KEY' : 'UNIQUE';
    if (keyCols.some((k) => k === undefined)) throw ctx.error('feature_not_supported', `unsupported ${word} constraint with partition key definition`, undefined, { detail: `${word} constraints cannot be used when partition keys include expressions.` });
    const missing = keyCols.find((k) => k !== undefined && !u.cols.includes(k));
    if (missing !== undefined) {
      throw ctx.error('feature_not_supported', 'unique constraint on partitioned table must include all partitioning columns', undefined, {
        detail: `${word} constraint on table "${table}" lacks column "${missing}" which is part of the partition key.`,
      });
    }
  }
}
