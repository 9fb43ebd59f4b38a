import type { ColumnDef } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { insertTargetValue } from '../analyze/array-assign.js';
import type { Expr } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';
import { INLINED_ARG } from '../analyze/sql-functions.js';
import { quoteIdent } from '../sql/quote.js';
import { assignValue, type DmlTarget } from './dml-target.js';
import { groupValueSql, type TargetGroups } from './insert-partial-targets.js';
import type { OutputColumn } from './targets.js';

/**
 * `INSERT INTO t (a[1], a[2], c.f) SELECT …`: the SELECT's columns (`s.<alias>`, or an untyped
 * literal as itself) assigned into their targets as a VALUES row would be — element and field
 * assignments applied in order to NULL, one value per column. Returns the written columns and the
 * SQL of each over `FROM (<select>) AS s`; undefined when no target has subscripts or fields.
 */
export function selectIntoTargets(t: DmlTarget, colNodes: readonly AstNode[], cols: readonly ColumnDef[], partial: TargetGroups | undefined, source: readonly OutputColumn[], scope: Scope, typedLiterals: boolean): { target: ColumnDef[]; exprs: string[] } | undefined {
  if (!colNodes.some((n) => (n['ResTarget'] as Fields | undefined)?.['indirection'] !== undefined)) return undefined;
  const row: AstNode[] = source.map((c) => {
    const e: Expr = (typedLiterals ? c.untyped : undefined) ?? { sql: `s.${quoteIdent(c.alias)}`, type: c.type, typmod: c.typmod, name: c.name };
    return { [INLINED_ARG]: { expr: e } };
  });
  const env = { scope, clause: 'VALUES' };
  if (partial) {
    const exprs = partial.groups.map((g, k) => (g.length > 1 ? groupValueSql(g, partial.cols[k] as ColumnDef, colNodes, row, scope) : valueOf(t, colNodes, cols, row, g[0] as number, env)));
    return { target: partial.cols, exprs };
  }
  const n = Math.min(row.length, cols.length);
  return { target: cols.slice(0, n), exprs: row.slice(0, n).map((_, i) => valueOf(t, colNodes, cols, row, i, env)) };
}

function valueOf(t: DmlTarget, colNodes: readonly AstNode[], cols: readonly ColumnDef[], row: readonly AstNode[], i: number, env: { scope: Scope; clause: string }): string {
  const col = cols[i] as ColumnDef;
  const node = row[i] as AstNode;
  return insertTargetValue(colNodes[i], col, node, env) ?? assignValue(t, col, node, env).sql;
}
