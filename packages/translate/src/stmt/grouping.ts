import type { AstNode } from '../parse/ast.js';
import type { Expr } from '../analyze/expr-types.js';
import { translateExpr } from '../analyze/expr.js';
import type { Scope } from '../analyze/scope.js';
import type { ScopeColumn } from '../analyze/expr-types.js';
import { groupKey } from '../analyze/group-key.js';

/**
 * PostgreSQL's GROUP BY strictness (42803): every column of this query level used outside an
 * aggregate must be grouped (or be the whole of a grouped expression). SQLite would silently
 * pick an arbitrary row.
 */
export function checkGrouping(scope: Scope, groups: readonly Expr[], uses: readonly { node: AstNode; expr: Expr | undefined }[]): void {
  const keys = new Set(groups.map(groupKey));
  const grouped = new Set(groups.filter((g) => g.column).map((g) => groupKey(g.column!)));
  for (const key of functionallyGrouped(scope, grouped)) grouped.add(key);
  for (const u of uses) {
    if (!u.expr || keys.has(groupKey(u.expr))) continue;
    translateExpr(u.node, {
      scope,
      allowAggregates: true,
      clause: 'SELECT',
      grouping: { keys, grouped },
    });
  }
}

/**
 * check_functional_grouping: grouping by every column of a table's primary key groups all of that
 * table's columns (plain tables of this query level only, as PostgreSQL).
 */
function functionallyGrouped(scope: Scope, grouped: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const catalog = scope.ctx.catalog;
  for (const entry of scope.entries) {
    const first: ScopeColumn | undefined = entry.columns[0];
    if (first === undefined || !(first.tableOid > 0) || entry.columns.some((c) => c.tableOid !== first.tableOid)) continue;
    const rel = catalog.relationByOid(first.tableOid);
    if (rel === undefined || (rel.kind !== 'r' && rel.kind !== 'p')) continue;
    const pk = catalog.indexes().find((i) => i.primary && i.relOid === rel.oid);
    if (pk === undefined || pk.keys.some((k) => k.attnum <= 0)) continue;
    const covered = pk.keys.every((k) => entry.columns.some((c) => c.attnum === k.attnum && grouped.has(groupKey(c))));
    if (covered) out.push(...entry.columns.map(groupKey));
  }
  return out;
}
