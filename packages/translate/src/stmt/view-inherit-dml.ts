import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import type { AstNode, Fields } from '../parse/ast.js';
import { lookupRelation } from './from-clause.js';
import { rowHolders } from './inherit-expand.js';
import { spelledReturning } from './inherit-dml.js';
import type { DmlResult } from './insert.js';
import type { RawStep } from './multi-step.js';
import { resolveViewTarget, viewBase } from './view-target.js';
import type { RelationDef } from '@pgsqlite/catalog';

/** The RangeVar field naming the table of the hierarchy one fanned-out statement writes (dml-target.ts). */
export const VIEW_HOLDER = 'pgsqliteViewHolder';

const RETURNED = 'temp."_pgsqlite_view_inh_returning"';

type Translate = (ctx: PlanCtx, stmt: Fields, outer?: Scope) => DmlResult;

/**
 * UPDATE / DELETE through a view whose base table has inheritance children or partitions (and the
 * view reads it without ONLY): as inherit-dml.ts does for the table itself, the statement runs once
 * per table of the hierarchy holding rows, each through the view's columns and conditions, in one
 * savepoint; counts add up and RETURNING rows are gathered. An UPDATE assigning a partition key
 * column (PostgreSQL would move rows between partitions) is 0A000.
 */
export function viewInheritedDml(ctx: PlanCtx, stmt: Fields, kind: 'update' | 'delete', outer: Scope | undefined, translate: Translate): DmlResult | undefined {
  const rv = stmt['relation'] as Fields;
  if (rv[VIEW_HOLDER] !== undefined) return undefined;
  const view = lookupRelation(new Scope(ctx, outer), rv);
  if (view.kind !== 'v') return undefined;
  const found = viewBase(ctx, view);
  if (found === undefined || found.only || (found.base.kind !== 'p' && found.base.inheritedBy === undefined)) return undefined;
  const base = found.base;
  const alias = (rv['alias']?.['aliasname'] as string | undefined) ?? view.name;
  if (kind === 'update' && base.kind === 'p') refuseKeyAssignment(ctx, stmt, view, alias, base);
  const fromItems = ((kind === 'update' ? stmt['fromClause'] : stmt['usingClause']) as AstNode[] | undefined) ?? [];
  const retList = spelledReturning(ctx, stmt['returningList'] as AstNode[] | undefined, view, alias, fromItems);
  const withRet = retList !== undefined && retList.length > 0;
  const steps: RawStep[] = [];
  let returned: DmlResult['returning'];
  for (const m of rowHolders(ctx, base)) {
    const part = translate(ctx, { ...stmt, relation: { ...rv, [VIEW_HOLDER]: m.oid }, ...(retList ? { returningList: retList } : {}) }, outer);
    // a CHECK OPTION without RETURNING: its one counted step (view-check-option.ts)
    const one = part.steps?.length === 1 && part.steps[0]?.role === 'count' && !withRet ? part.steps[0] : undefined;
    if (one !== undefined) {
      steps.push(one);
      continue;
    }
    if (part.steps !== undefined) throw ctx.error('feature_not_supported', `${kind.toUpperCase()} through view "${view.name}" over a table with inheritance children or partitions, run in several steps (FROM/USING with RETURNING, CHECK OPTION with RETURNING of joined rows), is not supported by pgsqlite`);
    returned ??= part.returning;
    steps.push(withRet ? { sql: part.sql, role: 'capture', into: RETURNED } : { sql: part.sql, role: 'count' });
  }
  if (!withRet) return { sql: steps[0]?.sql ?? 'SELECT 1 WHERE 0', returning: undefined, steps };
  const width = returned?.columns.length ?? 0;
  const create: RawStep = { sql: `CREATE TEMP TABLE ${RETURNED.slice(5)} (${Array.from({ length: width }, (_, i) => `c${i}`).join(', ')})`, role: 'run' };
  const result: RawStep = { sql: `SELECT * FROM ${RETURNED}`, role: 'result' };
  return { sql: result.sql, returning: returned, steps: [create, ...steps, result, { sql: `DROP TABLE ${RETURNED}`, role: 'run' }] };
}

/** An UPDATE through the view assigning a base column that is a partition key column (or any column, when a key is an expression): 0A000. */
function refuseKeyAssignment(ctx: PlanCtx, stmt: Fields, view: RelationDef, alias: string, base: RelationDef): void {
  const keys = base.partitionKey?.keys ?? [];
  const names = ((stmt['targetList'] as AstNode[] | undefined) ?? []).map((n) => String((n['ResTarget'] as Fields)['name']));
  if (names.length === 0) return;
  const target = resolveViewTarget(ctx, view, alias, 'update', undefined, base);
  const assigned = names.map((n) => target.columns.find((c) => c.name === n)?.base?.attnum);
  if (keys.some((k) => k.attnum === 0 || assigned.includes(k.attnum))) {
    throw ctx.error('feature_not_supported', `UPDATE through view "${view.name}" assigning the partition key of table "${base.name}" is not supported by pgsqlite`);
  }
}
