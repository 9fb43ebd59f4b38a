import type { ColumnDef } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { arrayAssignSql } from '../analyze/array-assign.js';
import { compositeAssignSql } from '../analyze/composite-assign.js';
import type { Expr } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';
import { assignThroughDomain } from '../analyze/domain-assign.js';

/**
 * INSERT target lists that name one column several times through subscripts or attributes —
 * `INSERT INTO t (a[1], a[2]) …`, `(c.f, c.g)`, `(c.f, c.arr[1])` — as checkInsertTargets allows
 * them: a column given whole may appear once and not also partially (42701). The partial targets
 * of one column are applied in order, each to the previous one's result, starting from NULL.
 */

/** The targets grouped by column (target positions per column, in first-appearance order). */
export interface TargetGroups {
  cols: ColumnDef[];
  groups: number[][];
}

/** The groups of a target list (42701 as PostgreSQL), or undefined when no column appears twice. */
export function partialTargetGroups(ctx: PlanCtx, colNodes: readonly AstNode[], cols: readonly ColumnDef[]): TargetGroups | undefined {
  const whole = new Set<string>();
  const partial = new Set<string>();
  const at = new Map<string, number[]>();
  cols.forEach((c, i) => {
    const rt = colNodes[i]?.['ResTarget'] as Fields | undefined;
    const indirect = rt?.['indirection'] !== undefined;
    if (whole.has(c.name) || (!indirect && partial.has(c.name))) throw ctx.error('duplicate_column', `column "${c.name}" specified more than once`, rt?.['location'] as number | undefined);
    (indirect ? partial : whole).add(c.name);
    at.set(c.name, [...(at.get(c.name) ?? []), i]);
  });
  if (at.size === cols.length) return undefined;
  const groups = [...at.values()];
  return { cols: groups.map((g) => cols[g[0] as number] as ColumnDef), groups };
}

/** One row's value of a grouped column: its partial targets applied in turn to NULL. */
export function groupValueSql(group: readonly number[], col: ColumnDef, colNodes: readonly AstNode[], row: readonly AstNode[], scope: Scope): string {
  // a domain column: every target applied to the base type, the domain checked on the result only
  const whole: Expr = { sql: 'NULL', type: col.typeOid, typmod: col.typmod, name: col.name };
  const viaDomain = assignThroughDomain(whole, { scope, clause: 'VALUES' }, (base) => groupValueSql(group, { ...col, typeOid: base.type, typmod: base.typmod }, colNodes, row, scope));
  if (typeof viaDomain === 'string') return viaDomain;
  let current: Expr = whole;
  for (const i of group) {
    const rt = colNodes[i]?.['ResTarget'] as Fields;
    const ind = rt['indirection'] as AstNode[];
    const env = { scope, clause: 'VALUES' };
    const location = rt['location'] as number | undefined;
    const sql = arrayAssignSql(current, ind, row[i] as AstNode, env, location) ?? compositeAssignSql(current, ind, row[i] as AstNode, env, location);
    if (sql === undefined) throw scope.ctx.error('feature_not_supported', 'this assignment to a field is not supported by pgsqlite', location);
    current = { ...current, sql };
  }
  return current.sql;
}
