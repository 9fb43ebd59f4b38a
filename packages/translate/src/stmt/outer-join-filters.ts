import { type AstNode, type Fields, nodeType } from '../parse/ast.js';
import type { RangeEntry, Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { isConstantNode } from '../analyze/strict-null.js';
import { cannotRaise } from '../analyze/cannot-raise.js';
import { costOrder } from '../analyze/qual-cost-order.js';
import { andTerms, holds, oneSidedGuard } from './join-side-quals.js';
import { callsVolatile, foldsQualFalse } from './one-time-filters.js';
import { addScanFirstCheck } from './scan-first-checks.js';

/**
 * `t0 LEFT JOIN t1 ON t0.a = t1.b AND f(t1.c)`: an ON term reading only the nullable side is
 * pushed down to that side's scan in PostgreSQL, a filter computed for each of its rows once the
 * preserved side has produced one (a nested loop's inner, the hashed side, a sorted merge input:
 * each reads it whole, and none reads it over an empty preserved side). SQLite tests the ON
 * terms per pair of rows, finding the pairs by an automatic index on `t1.b`, so a nullable row
 * no preserved row matches never has its filter computed (and its error never surfaces).
 *
 * Where both sides are relations read by name and a pushed-down term might raise, the nullable
 * side's filters run as a check before the query reads a row (scan-first-checks.ts), where the
 * preserved side has a row: `CASE WHEN EXISTS (SELECT 1 FROM t0) THEN (SELECT count(*) FROM t1
 * WHERE …) END`. Not for a FULL JOIN (nothing is pushed down), an ON with a constant term (it may
 * fold the condition to false) or a join that is not the level's first FROM item.
 *
 * The level's WHERE terms that read the preserved side alone (or no column) filter that side's
 * scan (or are a One-Time Filter over the join): where no preserved row passes them, the join
 * reads no nullable row, so the check reads the preserved side through them too.
 */
export function outerJoinNullableFilters(f: Fields, scope: Scope, [leftStart, leftCount]: [number, number], [leftSql, rightSql]: [string, string]): void {
  const jointype = f['jointype'] as string;
  if ((jointype !== 'JOIN_LEFT' && jointype !== 'JOIN_RIGHT') || leftStart !== 0) return;
  const [preservedItem, preservedSql, nullableItem, nullableSql] = jointype === 'JOIN_LEFT' ? [f['larg'], leftSql, f['rarg'], rightSql] : [f['rarg'], rightSql, f['larg'], leftSql];
  if (!plainRelation(preservedItem, preservedSql) || !plainRelation(nullableItem, nullableSql)) return;
  const quals = f['quals'] as AstNode | undefined;
  if (quals === undefined) return;
  const terms = andTerms(quals);
  if (terms.some((t) => isConstantNode(t) || foldsQualFalse(t))) return;
  const [left, right] = [scope.entries.slice(leftStart, leftCount), scope.entries.slice(leftCount)];
  const nullable = jointype === 'JOIN_LEFT' ? 'right' : 'left';
  const pushed = terms.filter((t) => oneSidedGuard(t, left, right, true) === nullable && !callsVolatile(t));
  if (!pushed.some((t) => oneSidedGuard(t, left, right) === nullable)) return;
  const env = { scope, clause: 'JOIN conditions' as const };
  const sqls = pushed.map((t) => asBool(translateExpr(t, env), { scope }).sql);
  // the filter's terms cheapest first, each stopping the row at its first false one
  const order = costOrder(pushed) ?? pushed.map((_, i) => i);
  const filter = order.reduceRight((inner, i) => `(CASE WHEN ${sqls[i] as string} THEN ${inner} END)`, '1');
  const preservedFilter = preservedWhere(scope, left, right, nullable === 'right' ? 'left' : 'right');
  addScanFirstCheck(scope, `(CASE WHEN EXISTS (SELECT 1 FROM ${preservedSql}${preservedFilter === undefined ? '' : ` WHERE ${preservedFilter}`}) THEN (SELECT count(*) FROM ${nullableSql} WHERE ${filter}) END)`);
}

/**
 * The ON condition of `t1 RIGHT JOIN t0 ON … WHERE p(t0)` with the level's WHERE terms of the
 * preserved side alone in front: SQLite loops over the nullable side outside and tests ON for
 * each pair before the WHERE rejects the preserved row, where PostgreSQL filters the preserved
 * scan first and never tests ON for a row it rejects. A preserved row failing them fails the
 * WHERE whatever it is joined to, so the answer is the same. `sql` unchanged otherwise (a LEFT
 * join's preserved side is SQLite's outer loop, its WHERE terms tested first already).
 */
export function rightJoinOnAfterWhere(f: Fields, scope: Scope, [leftStart, leftCount]: [number, number], sql: string): string {
  if (f['jointype'] !== 'JOIN_RIGHT' || leftStart !== 0) return sql;
  const quals = f['quals'] as AstNode | undefined;
  if (quals === undefined || !andTerms(quals).some((t) => !isConstantNode(t) && !cannotRaise(t))) return sql;
  const guard = preservedWhere(scope, scope.entries.slice(leftStart, leftCount), scope.entries.slice(leftCount), 'right');
  return guard === undefined ? sql : `${guard} AND ${sql}`;
}

/** The WHERE of each query level, noted before its FROM clause is translated. */
const levelWhere = new WeakMap<Scope, AstNode>();

/** Notes the WHERE clause of the query level of `scope` (read by the outer-join check). */
export function noteLevelWhere(scope: Scope, where: unknown): void {
  if (where !== undefined && where !== null) levelWhere.set(scope, where as AstNode);
}

/** The level's WHERE terms over the preserved side alone or no column as one condition, cheapest first (undefined: none). */
function preservedWhere(scope: Scope, left: readonly RangeEntry[], right: readonly RangeEntry[], preserved: 'left' | 'right'): string | undefined {
  const where = levelWhere.get(scope);
  if (where === undefined) return undefined;
  const terms = andTerms(where).filter((t) => !callsVolatile(t) && !holds(t, 'SubLink') && (oneSidedGuard(t, left, right, true) === preserved || !holds(t, 'ColumnRef')));
  if (terms.length === 0) return undefined;
  let sqls: string[];
  try {
    sqls = terms.map((t) => asBool(translateExpr(t, { scope, clause: 'WHERE' }), { scope }).sql);
  } catch {
    return undefined;
  }
  const order = costOrder(terms) ?? terms.map((_, i) => i);
  return order.reduceRight((inner, i) => `(CASE WHEN ${sqls[i] as string} THEN ${inner} END)`, '1');
}

function plainRelation(item: unknown, sql: string): boolean {
  return item !== undefined && nodeType(item as AstNode) === 'RangeVar' && sql !== '';
}
