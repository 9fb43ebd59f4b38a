import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields } from '../parse/ast.js';
import type { SqlPlan } from '../plan.js';
import { rowHolders } from './inherit-expand.js';
import { spelledReturning } from './inherit-dml.js';
import { type DmlEvent, firingTriggers } from './trigger-select.js';

/**
 * UPDATE / DELETE of a table with descendants (not ONLY) that reaches tables with row triggers:
 * PostgreSQL fires, for each row, the row triggers of the table holding it (never a parent's for
 * a child's row); statement triggers are the named table's alone. The statement is planned once
 * per table holding rows, as `UPDATE ONLY child …` under the named table's alias (each with its
 * own row triggers, `plan`), the parts trigger-dml-run.ts runs in order. Undefined when no table
 * of the tree has such triggers. 0A000 where the parts would not be PostgreSQL's statement: an
 * UPDATE that may move rows between partitions, transition tables (they would hold the parents'
 * row type), a data-modifying WITH.
 */
export function treeParts(ctx: PlanCtx, event: 'update' | 'delete', f: Fields, rel: RelationDef, setColumns: readonly string[] | undefined, plan: (stmt: Fields) => SqlPlan): SqlPlan[] | undefined {
  const members = rowHolders(ctx, rel);
  const rowTriggers = (r: RelationDef): boolean => {
    const t = firingTriggers(ctx, r, event, setColumns);
    return t.fold.length + t.beforeRow.length + t.afterRow.length > 0;
  };
  if (!members.some(rowTriggers)) return undefined;
  const verb = event === 'update' ? 'UPDATE of' : 'DELETE from';
  const refuse = (why: string): never => {
    throw ctx.error('feature_not_supported', `${verb} table "${rel.name}" reaching ${rel.kind === 'p' ? 'partitions' : 'inheritance children'} with row triggers ${why} is not supported by pgsqlite`);
  };
  for (const r of [rel, ...members]) {
    const t = firingTriggers(ctx, r, event, setColumns);
    if ([...t.afterRow, ...t.afterStatement].some((x) => x.transitions !== undefined)) refuse(`and transition tables (on "${r.name}")`);
  }
  if (event === 'update' && movesRows(ctx, rel, setColumns ?? [])) refuse('and a SET list assigning a partition key column');
  if ((f['withClause'] as Fields | undefined) !== undefined && JSON.stringify(f['withClause']).includes('Stmt":{"relation')) refuse('and a data-modifying WITH');
  const rv = f['relation'] as Fields;
  const alias = (rv['alias']?.['aliasname'] as string | undefined) ?? rel.name;
  const fromItems = ((event === 'update' ? f['fromClause'] : f['usingClause']) as AstNode[] | undefined) ?? [];
  const retList = spelledReturning(ctx, f['returningList'] as AstNode[] | undefined, rel, alias, fromItems);
  return members.map((m) => {
    const relation = { ...rv, relname: m.name, schemaname: m.schema, inh: false, alias: { aliasname: alias } };
    return plan({ ...f, relation, ...(retList ? { returningList: retList } : {}) });
  });
}

/** Whether an UPDATE of partitioned `rel` assigning `setColumns` may move a row to another partition (a key column of any level assigned). */
function movesRows(ctx: PlanCtx, rel: RelationDef, setColumns: readonly string[]): boolean {
  if (rel.partitionKey !== undefined) {
    for (const k of rel.partitionKey.keys) {
      // an expression key: any assignment may change it
      if (k.attnum === 0) return setColumns.length > 0;
      const name = rel.columns.find((c) => c.attnum === k.attnum)?.name;
      if (name !== undefined && setColumns.includes(name)) return true;
    }
  }
  for (const oid of rel.inheritedBy ?? []) {
    const child = ctx.catalog.relationByOid(oid);
    if (child !== undefined && child.kind === 'p' && movesRows(ctx, child, setColumns)) return true;
  }
  return false;
}
